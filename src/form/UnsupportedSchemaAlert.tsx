// A schema that cannot be a form is said so, plainly and specifically, and the person can still
// decline or close: the request is answered either way. Without an error, the form failed to show for
// another reason (a field component threw, see FieldsBoundary.tsx), and the alert says only that.
import type { UnsupportedSchemaError } from "../core/schema/errors.ts";
import type { Translate } from "../core/i18n/translate.ts";

export function UnsupportedSchemaAlert({ error, t }: { error?: UnsupportedSchemaError; t: Translate }) {
  return (
    <div className="rme-alert" role="alert">
      <p className="rme-alert__title">{t("unsupportedTitle")}</p>
      <p>{t("unsupportedIntro")}</p>
      {error ? (
        <ul className="rme-alert__list">
          {error.problems.map((problem, i) => (
            <li key={i}>{t(`problem.${problem.code}`, { field: problem.path })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
