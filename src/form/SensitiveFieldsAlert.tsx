// "block" (issue 9): a form that asks for what looks like secrets is not shown. The alert says which fields and
// why, and the person can only decline or close, as for a schema that cannot be shown (UnsupportedSchemaAlert).
import type { ServerIdentity } from "../protocol/types.ts";
import type { SensitiveField } from "../schema/sensitive.ts";
import type { Translate } from "../i18n/translate.ts";
import { SensitiveFieldList, sensitiveTitle } from "./SensitiveFieldList.tsx";

export interface SensitiveFieldsAlertProps {
  fields: readonly SensitiveField[];
  server?: ServerIdentity;
  t: Translate;
}

export function SensitiveFieldsAlert({ fields, server, t }: SensitiveFieldsAlertProps) {
  return (
    <div className="rme-alert" role="alert" data-policy="block">
      <p className="rme-alert__title">{sensitiveTitle(t, server)}</p>
      <p>{t("sensitiveWhy")}</p>
      <SensitiveFieldList fields={fields} t={t} />
      <p>{t("sensitiveBlockAdvice")}</p>
    </div>
  );
}
