// What a form-mode request's UI is given, whoever draws it: the dialog, the inline form, the provider and the
// headless hook all take these, declared once here (as url/props.ts does for URL mode).
import type { ElicitRequestFormParams, ServerIdentity } from "../core/protocol/types.ts";
import type { SensitiveFieldsPolicy, SensitiveRule } from "../core/schema/sensitive.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import type { OnRespond } from "../core/answerOnce.ts";
import type { UnsentAnswer } from "../core/elicit/unsent.ts";
import type { ElicitationDrafts } from "../core/form/drafts.ts";
import type { FieldComponents } from "../fields/Field.tsx";

/** How a form treats what it is given. */

export interface FormPolicies {
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
  /** How such fields are recognised: `sensitiveRules` by default; extend with `[...sensitiveRules, yours]`. Read once per schema. */
  sensitiveRules?: readonly SensitiveRule[];
}

/** A form's request and answer, with its policies: what the headless hook and the form's state take. */
export interface UseElicitationFormOptions extends Pick<RequestUiProps, "locale" | "messages">, FormPolicies {
  request: ElicitRequestFormParams;
  /** Called exactly once, whatever the person does. Return a promise to stay "sending" until it settles. */
  onRespond: OnRespond;
  /** Who asks. Needed for drafts: a draft opens only for the server it was typed for. */
  server?: ServerIdentity;
  /**
   * The answer given to this request before, which was not sent: the form opens with its values and says why
   * above the fields. The provider passes it when an elicit call's `deliver` rejected.
   */
  unsent?: UnsentAnswer;
  /**
   * The most the answer's content may weigh, as UTF-8 JSON (the relay's page passes what the relay reads): a
   * field over it says so when its error shows, and a submit over it names the field that weighs most.
   */
  maxContentBytes?: number;
}

/** What every form-mode component takes besides the request. */
export interface ElicitationUiProps extends RequestUiProps, FormPolicies {
  /** Replace the component of any field kind. */
  components?: FieldComponents;
}
