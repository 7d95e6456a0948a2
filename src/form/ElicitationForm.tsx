// A form-mode request inline, without a modal: for hosts that show requests in a chat transcript.
import { useId } from "react";
import type { ElicitRequestFormParams, ServerIdentity } from "../protocol/types.ts";
import type { FieldComponents } from "../fields/Field.tsx";
import type { Messages } from "../i18n/messages.ts";
import type { Locale } from "../i18n/translate.ts";
import { ElicitationPanel, panelIds } from "./ElicitationPanel.tsx";
import { requestKey } from "./requestKey.ts";
import { rootClassName } from "./rootClassName.ts";
import { useFormState } from "./useFormState.ts";
import { useTranslate } from "./useTranslate.ts";
import type { OnRespond } from "./useRespondOnce.ts";
import type { QueueInfo } from "./QueueStatus.tsx";

/** What every elicitation component takes besides the request. */
export interface ElicitationUiProps {
  /** Built-in catalogue to use; English by default. */
  locale?: Locale;
  /** Any strings to replace, by key. */
  messages?: Partial<Messages>;
  /** Replace the component of any field kind. */
  components?: FieldComponents;
  className?: string;
  /** Render structure only: the default stylesheet does not apply; class names and data-* stay for yours. */
  unstyled?: boolean;
  /** Set by <ElicitationProvider>: where this request stands among those waiting. */
  queue?: QueueInfo;
}

export interface ElicitationFormProps extends ElicitationUiProps {
  /** Who asks. Shown in the heading; recommended, since the specification requires the UI to say it. */
  server?: ServerIdentity;
  request: ElicitRequestFormParams;
  /** Called exactly once. Return a promise to show "Sending…" until it settles. */
  onRespond: OnRespond;
}

export function ElicitationForm(props: ElicitationFormProps) {
  return <InlineForm key={requestKey(props.request)} {...props} />;
}

function InlineForm({ server, request, onRespond, locale, messages, components, className, queue, unstyled }: ElicitationFormProps) {
  const t = useTranslate(locale, messages);
  const idBase = useId();
  const state = useFormState({ request, onRespond, t, idBase });
  const ids = panelIds(idBase);
  return (
    <section
      className={rootClassName(unstyled, "rme-inline", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={state.status === "answered" ? "answered" : "open"}
    >
      <ElicitationPanel state={state} request={request} server={server} t={t} idBase={idBase} components={components} queue={queue} />
    </section>
  );
}
