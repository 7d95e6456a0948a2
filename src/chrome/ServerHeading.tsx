// Which server is asking (a MUST of the specification): its display name, `title ?? name`, in a
// bidi-isolated run so that right-to-left or control characters in it cannot reorder the sentence.
// Nor can they make the name pass for another's: see `serverText`.
import { Fragment, type ReactNode } from "react";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { MessageKey } from "../core/i18n/messages.ts";
import type { Translate } from "../core/i18n/translate.ts";

export function displayName(server: ServerIdentity): string {
  return server.title?.trim() ? server.title : server.name;
}

// A private-use character stands in for the name, so that templates and functions alike can place it.
const SLOT = "\uE000";

// Characters that show nothing yet change what a name shows: bidi controls ("\u202EbuHtiG" reads "GitHub"),
// zero-width and other format characters ("Git\u200BHub" passes for "GitHub"), control characters and line
// breaks. Each gets a run of its own (an element with `dir` is isolated without any stylesheet), where it
// can reorder nothing, and styles.css shows it as "\uFFFD".
// A joiner inside an emoji sequence is left alone. Past 200 characters a name is cut: it is a name, not a
// message, and this bounds the work a hostile one makes. styles.css keeps it on one line.
export const HIDDEN = /((?!\u200D\p{ExtPict})[\p{Cc}\p{Cf}\p{Zl}\p{Zp}])/u;

const cut = (text: string) => (text.length > 200 ? text.slice(0, 200) + "…" : text);

/** Text the server chose about itself (its name, its version), with every hidden character shown. */
function serverText(text: string): ReactNode {
  return cut(text).split(HIDDEN).map((run, i) => (i % 2 ? <span key={i} dir="ltr" className="rme-hidden-char">{run}</span> : run));
}

/**
 * A message with the server's name as plain text, for an accessible name: the name cut as it is shown, each
 * hidden character as the "\uFFFD" shown for it. (A name drawn as an inline block would add spaces around it in
 * a name computed from the text: "You answered GitHub .")
 */
export function labelWithServerName(t: Translate, key: MessageKey, server: ServerIdentity): string {
  return t(key, { server: cut(displayName(server)).replace(new RegExp(HIDDEN.source, "gu"), "\uFFFD") });
}

/** A message with `run` placed where its `{param}` goes (the server's name, a tool's): its own element. */
export function withRun(t: Translate, key: MessageKey, param: string, run: ReactNode): ReactNode {
  const parts = t(key, { [param]: SLOT }).split(SLOT);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? run : null}
    </Fragment>
  ));
}

/** A message with the server's name placed in it as an isolated run. */
export function withServerName(t: Translate, key: MessageKey, server: ServerIdentity): ReactNode {
  return withRun(t, key, "server", <bdi className="rme-server-name">{serverText(displayName(server))}</bdi>);
}

export interface ServerHeadingProps {
  server?: ServerIdentity;
  id: string;
  t: Translate;
  /** The heading's message; {server} is where the name goes. */
  titleKey?: MessageKey;
  /** Let the heading take focus when the dialog opens (`data-autofocus`). */
  focusable?: boolean;
}

export function ServerHeading({ server, id, t, titleKey = "formTitle", focusable }: ServerHeadingProps) {
  return (
    <div className="rme-heading">
      <h2 className="rme-title" id={id} {...(focusable ? { tabIndex: -1, "data-autofocus": true } : {})}>
        {server ? withServerName(t, titleKey, server) : t("formTitleUnknown")}
      </h2>
      {server?.version ? (
        <p className="rme-server-version">
          <bdi>{serverText(t("serverVersion", { version: server.version }))}</bdi>
        </p>
      ) : null}
    </div>
  );
}
