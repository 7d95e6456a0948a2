// What a URL-mode request's UI takes, whichever container shows it: the modal (UrlElicitationPrompt.tsx) or
// the inline card (UrlElicitationInline.tsx).
import type { ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import type { OnRespond } from "../core/answerOnce.ts";
import type { UrlElicitationStatus } from "./UrlProgress.tsx";
import type { UrlInspection } from "../core/url/inspectUrl.ts";

export type { UrlElicitationStatus };

export interface UrlElicitationPromptProps extends RequestUiProps {
  server: ServerIdentity;
  request: ElicitRequestURLParams;
  /** Called exactly once: `accept` when the person opens the URL, `decline`, or `cancel`. */
  onRespond: OnRespond;
  /**
   * What to show once the person has opened the URL. Leave it out and the prompt closes on consent.
   * `"waiting"` keeps it open with Done and Cancel (the completion notification may never come);
   * `"complete"` says the server confirmed.
   */
  status?: UrlElicitationStatus;
  /** The person chose Done while waiting, or closed the prompt after completion. */
  onDone?: () => void;
  /** The person gave up waiting. */
  onCancelWaiting?: () => void;
  /**
   * Opens the URL once the person consents. By default a new top-level browsing context with no opener and no
   * referrer (`window.open`). A host whose page cannot open windows opens it outside instead: a VS Code
   * webview, with `vscode.env.openExternal` (the relay over a channel does it for you: `relay.connect`'s `openUrl`).
   */
  openUrl?: UrlOpener;
}

/** How a URL the person consented to is opened. */
export type UrlOpener = (url: string) => void;

/** What a container takes once URL mode has loaded (urlMode.ts): the prompt's props, and URL inspection. */
export interface LoadedUrlPromptProps extends UrlElicitationPromptProps {
  inspectUrl: (url: string) => UrlInspection;
}
