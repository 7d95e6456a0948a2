// "warn" (issue 9): a form that asks for what looks like secrets says so above its fields, which work as usual.
// A note, not an alert: it is there when the form opens, right after the message and before the fields, in
// reading order. The form's description stays the message alone (DESIGN.md), and masked fields read out as
// password fields.
import type { ServerIdentity } from "../protocol/types.ts";
import type { SensitiveField } from "../schema/sensitive.ts";
import type { Translate } from "../i18n/translate.ts";
import { SensitiveFieldList, sensitiveTitle } from "./SensitiveFieldList.tsx";

export interface SensitiveFieldsWarningProps {
  fields: readonly SensitiveField[];
  server?: ServerIdentity;
  t: Translate;
}

export function SensitiveFieldsWarning({ fields, server, t }: SensitiveFieldsWarningProps) {
  return (
    <div className="rme-sensitive" role="note" data-policy="warn">
      <p className="rme-alert__title">{sensitiveTitle(t, server)}</p>
      <p>{t("sensitiveWhy")}</p>
      <SensitiveFieldList fields={fields} t={t} />
      <p className="rme-sensitive__advice">{t("sensitiveWarnAdvice")}</p>
    </div>
  );
}
