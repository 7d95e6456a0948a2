// The parts the sensitive-fields warning and alert share (issue 9): a title naming the server, why a form
// that asks for secrets is unusual, and the fields by their labels with what each looks like.
import { Fragment, type ReactNode } from "react";
import type { ServerIdentity } from "../protocol/types.ts";
import type { SensitiveField } from "../schema/sensitive.ts";
import type { Translate } from "../i18n/translate.ts";
import { withServerName } from "./ServerHeading.tsx";

// A private-use character stands in for the label, so that each language can place it.
const SLOT = "\uE000";

export function sensitiveTitle(t: Translate, server: ServerIdentity | undefined): ReactNode {
  return server ? withServerName(t, "sensitiveTitle", server) : t("sensitiveTitleUnknown");
}

export interface SensitiveFieldListProps {
  fields: readonly SensitiveField[];
  t: Translate;
}

/** "These fields look like secrets:" and one line per field. A label is the server's text: isolated in `<bdi>`. */
export function SensitiveFieldList({ fields, t }: SensitiveFieldListProps) {
  return (
    <>
      <p>{t("sensitiveListIntro")}</p>
      <ul className="rme-alert__list">
        {fields.map((field) => (
          <li key={field.key}>
            {t("sensitiveField", { field: SLOT, kind: t(`sensitive.${field.kind}`) })
              .split(SLOT)
              .map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? <bdi className="rme-sensitive__label">{field.label}</bdi> : null}
                  {part}
                </Fragment>
              ))}
          </li>
        ))}
      </ul>
    </>
  );
}
