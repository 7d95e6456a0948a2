// The parts a form-mode request shows, shared by the modal dialog and the inline form:
// who asks, the message as plain text, the fields, and Submit / Decline / Close.
import { useState, type ReactNode } from "react";
import type { ElicitRequestFormParams, ServerIdentity } from "../core/protocol/types.ts";
import type { FieldComponents } from "../fields/Field.tsx";
import { FieldContext } from "../fields/FieldContext.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";
import { isMarkedRequired } from "../core/schema/kinds/required.ts";
import { UnsupportedSchemaAlert } from "./UnsupportedSchemaAlert.tsx";
import { DeclineAll, type QueueInfo } from "../chrome/QueueStatus.tsx";
import { RequestChrome, requestIds } from "../chrome/RequestChrome.tsx";
import { usePrepareAfterPaint, type FormState } from "./useFormState.ts";
import { useFieldsShown } from "./useFieldsShown.ts";
import { FieldList } from "./FieldList.tsx";
import { FieldsBoundary } from "./FieldsBoundary.tsx";
import { DraftNotice } from "./DraftNotice.tsx";
import { SensitiveFieldsNotice } from "./SensitiveFieldsNotice.tsx";
import { SlowSending, UnsentAlert, useSlowSending } from "./Sending.tsx";

export interface ElicitationPanelProps {
  state: FormState;
  request: ElicitRequestFormParams;
  server?: ServerIdentity;
  components?: FieldComponents;
  queue?: QueueInfo;
  task?: TaskInfo;
}

export function ElicitationPanel({ state, request, server, components, queue, task }: ElicitationPanelProps) {
  const { t, idBase } = state;
  const { fields, schemaError, status } = state;
  const ids = requestIds(idBase);
  const busy = status !== "open";
  const showLegend = fields.some(isMarkedRequired);
  const shown = useFieldsShown(fields);
  usePrepareAfterPaint(state.prepare, shown >= fields.length);
  const [fieldsFailed, setFieldsFailed] = useState(false);
  const slow = useSlowSending(status === "sending");

  return (
    <form className="rme-panel" ref={state.formRef} noValidate onSubmit={(event) => (fieldsFailed ? event.preventDefault() : state.submit(event))} data-status={status}>
      <RequestChrome t={t} server={server} ids={ids} message={request.message} lang={state.fieldContext.serverText.lang} queue={queue} task={task} onClose={state.cancel}>
        {state.warnsSensitive ? <SensitiveFieldsNotice policy="warn" fields={state.sensitive} server={server} t={t} /> : null}
        {state.unsentWhy ? <UnsentAlert why={state.unsentWhy} t={t} /> : null}
        {state.restoredDraft ? <DraftNotice t={t} disabled={busy} onStartOver={state.discardDraft} /> : null}
        {schemaError ? (
          <UnsupportedSchemaAlert error={schemaError} t={t} />
        ) : state.blocked ? (
          <SensitiveFieldsNotice policy="block" fields={state.sensitive} server={server} t={t} />
        ) : (
          <FieldContext.Provider value={state.fieldContext}>
            {showLegend ? <p className="rme-legend">{t("requiredLegend")}</p> : null}
            <FieldsBoundary t={t} onError={() => setFieldsFailed(true)}>
              <div className="rme-fields" key={state.generation}>
                <FieldList fields={fields} shown={shown} components={components} />
              </div>
            </FieldsBoundary>
          </FieldContext.Provider>
        )}
      </RequestChrome>
      {slow ? <SlowSending t={t} /> : null}
      {/* Always present (a live region must exist before it speaks); a no-break space on every other
          attempt makes the same count after another failed submit new text, so it is said again. */}
      <p className="rme-visually-hidden" role="status">
        {slow
          ? t("sendingSlow")
          : state.invalid
            ? t("invalidCount", { count: state.invalid.count }) + (state.invalid.attempt % 2 ? "" : "\u00A0")
            : null}
      </p>
      <Actions t={t} busy={busy} sending={status === "sending"} canSubmit={!schemaError && !state.blocked && !fieldsFailed} onDecline={state.decline}>
        <DeclineAll queue={queue} server={server} t={t} disabled={busy} />
      </Actions>
    </form>
  );
}

interface ActionsProps {
  children?: ReactNode;
  t: Translate;
  busy: boolean;
  sending: boolean;
  canSubmit: boolean;
  onDecline: () => void;
}

function Actions({ children, t, busy, sending, canSubmit, onDecline }: ActionsProps): ReactNode {
  return (
    <footer className="rme-actions">
      {children}
      <div className="rme-actions__buttons">
        <button type="button" className="rme-button" data-action="decline" disabled={busy} onClick={onDecline}>
          {t("decline")}
        </button>
        {canSubmit ? (
          <button type="submit" className="rme-button rme-button--primary" data-action="accept" disabled={busy}>
            {sending ? t("sending") : t("submit")}
          </button>
        ) : null}
      </div>
    </footer>
  );
}

/** Where focus goes when a request opens: the first field, else the main action. */
export function focusInitial(root: HTMLElement | null) {
  const target =
    root?.querySelector<HTMLElement>("[data-focus-target]") ??
    root?.querySelector<HTMLElement>('[data-action="accept"]') ??
    root?.querySelector<HTMLElement>('[data-action="decline"]');
  target?.focus();
}
