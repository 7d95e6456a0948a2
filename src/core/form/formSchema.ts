// The form's values judged as the server will judge what they make: each value becomes content as it would
// be sent (values.ts), the content is checked by the compiled-once Standard Schema (validation/standardSchema.ts),
// and each issue's path is turned from the property's key back into the field's name, where a form library
// shows it.
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { toContent } from "../schema/values.ts";
import type { Translate } from "../i18n/translate.ts";
import { contentSchema, type StandardIssue, type StandardResult, type StandardSchemaV1 } from "../validation/standardSchema.ts";
import { fieldName, fromFormValues, type FormValues } from "./fieldNames.ts";

export function formSchema(schema: Record<string, unknown>, fields: readonly FieldSpec[], translate: () => Translate): StandardSchemaV1<FormValues> {
  const content = contentSchema(schema, fields, translate);
  const nameOf = new Map(fields.map((field, i) => [field.key, fieldName(i)]));
  const named = (values: FormValues, result: StandardResult<unknown>): StandardResult<FormValues> => {
    const issues: StandardIssue[] = [];
    for (const issue of result.issues ?? []) {
      const key = issue.path?.[0];
      const name = typeof key === "string" ? nameOf.get(key) : undefined;
      // An issue no field owns (a rule over the whole object) is nothing the person could find or fix here:
      // the form lets it through, and the server's answer says what it is.
      if (name !== undefined) issues.push({ message: issue.message, path: [name] });
    }
    return issues.length === 0 ? { value: values } : { issues };
  };
  return {
    "~standard": {
      version: 1,
      vendor: "react-mcp-elicitation",
      validate: (value) => {
        const values = value as FormValues;
        const result = content["~standard"].validate(toContent(fields, fromFormValues(values, fields.length)));
        return result instanceof Promise ? result.then((done) => named(values, done)) : named(values, result);
      },
    },
  };
}
