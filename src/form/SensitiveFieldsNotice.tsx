// What a form says of fields that look like secrets: a title naming the server, why a form that asks
// for secrets is unusual, the fields by their labels with what each looks like, and what the person can do.
// - "warn": a note, not an alert, above the fields, which work as usual. It is there when the form opens, right
//   after the message and before the fields, in reading order; the form's description stays the message alone
//   (docs/guides/components.md, "What the user sees"), and masked fields read out as password fields.
// - "block": an alert in the fields' place; the person can only decline or close, as for a schema that cannot
//   be shown (UnsupportedSchemaAlert).
import { Fragment } from "react";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { SensitiveField } from "../core/schema/sensitive.ts";
import type { Translate } from "../core/i18n/translate.ts";
import { withServerName } from "../chrome/ServerHeading.tsx";

export interface SensitiveFieldsNoticeProps {
  /** "block" when the form is not shown; else the fields are there and this warns. */
  policy: "warn" | "block";
  fields: readonly SensitiveField[];
  server?: ServerIdentity;
  t: Translate;
}

export function SensitiveFieldsNotice({ policy, fields, server, t }: SensitiveFieldsNoticeProps) {
  const blocked = policy === "block";
  return (
    <div className={blocked ? "rme-alert" : "rme-sensitive"} role={blocked ? "alert" : "note"} data-policy={policy}>
      <p className="rme-alert__title">{server ? withServerName(t, "sensitiveTitle", server) : t("sensitiveTitleUnknown")}</p>
      <p>{t("sensitiveWhy")}</p>
      <p>{t("sensitiveListIntro")}</p>
      <ul className="rme-alert__list">
        {fields.map((field) => (
          <li key={field.key}>
            <FieldLine field={field} t={t} />
          </li>
        ))}
      </ul>
      {blocked ? <p>{t("sensitiveBlockAdvice")}</p> : <p className="rme-sensitive__advice">{t("sensitiveWarnAdvice")}</p>}
    </div>
  );
}

// A private-use character stands in for the label, so that each language can place it.
const SLOT = "\uE000";

/** "API key (API key)": the label is the server's text, isolated in `<bdi>`. */
function FieldLine({ field, t }: { field: SensitiveField; t: Translate }) {
  return t("sensitiveField", { field: SLOT, kind: t(`sensitive.${field.kind}`) })
    .split(SLOT)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? <bdi className="rme-sensitive__label">{field.label}</bdi> : null}
        {part}
      </Fragment>
    ));
}
