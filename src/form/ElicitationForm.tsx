// A form-mode request inline, without a modal: for hosts that show requests in a chat transcript.
import type { ElicitRequestFormParams, ServerIdentity } from "../core/protocol/types.ts";
import type { FieldComponents } from "../fields/Field.tsx";
import type { Messages } from "../core/i18n/messages.ts";
import type { Locale } from "../core/i18n/translate.ts";
import { ElicitationPanel, panelIds } from "./ElicitationPanel.tsx";
import { requestKey } from "./requestKey.ts";
import { rootClassName } from "./rootClassName.ts";
import { useFormState } from "./useFormState.ts";
import type { OnRespond } from "./useRespondOnce.ts";
import type { QueueInfo } from "./QueueStatus.tsx";
import type { ElicitationDrafts } from "./drafts.ts";
import type { SensitiveFieldsPolicy, SensitiveRule } from "../core/schema/sensitive.ts";

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
  /**
   * Where a form dismissed with changes keeps them, to open with them when the same server asks the same
   * question again: `sessionDrafts` (in memory, for the page's session) by default; `false` keeps nothing.
   * Never used in URL mode, nor without a `server`.
   */
  drafts?: ElicitationDrafts | false;
  /**
   * Fields that look like secrets (passwords, API keys, tokens, payment details, ...), which the specification
   * forbids in a form: "warn" (default) says so above the fields; "block" does not show the form, leaving only
   * Decline and Close; "allow" says nothing. Masked with a show/hide control in every policy.
   */
  sensitiveFields?: SensitiveFieldsPolicy;
  /** How such fields are recognised: `sensitiveRules` by default; extend with `[...sensitiveRules, yours]`. */
  sensitiveRules?: readonly SensitiveRule[];
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

function InlineForm(props: ElicitationFormProps) {
  const { server, request, components, className, queue, unstyled } = props;
  const state = useFormState(props);
  const ids = panelIds(state.idBase);
  return (
    <section
      className={rootClassName(unstyled, "rme-inline", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={state.status === "answered" ? "answered" : "open"}
    >
      <ElicitationPanel state={state} request={request} server={server} components={components} queue={queue} />
    </section>
  );
}
