// The server's requestedSchema as a Standard Schema (v1, https://standardschema.dev): the judge compiled once
// (compile.ts) and the issues the form shows, worded by the catalogues, for any library that takes a Standard
// Schema, or a host checking content it built itself before sending it. A value is accepted when the server's
// own Ajv accepts it and, as the form asks, a required choice list has a choice (`issues.ts`); each issue's path
// is the property it is about.
import type { ElicitContent, RequestedSchema } from "../protocol/types.ts";
import type { Messages } from "../i18n/messages.ts";
import { createTranslate, type Locale, type Translate } from "../i18n/translate.ts";
import { loadLocale, localeLoaded } from "../i18n/catalogues.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { isRecord } from "../guards.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { compileSchema, prepareSchema, type Compiled } from "./compile.ts";

/** The Standard Schema v1 interface, as its specification asks implementers to declare it (no package needed). */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}
export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };
export interface StandardIssue {
  readonly message: string;
  readonly path?: readonly PropertyKey[];
}

export interface ElicitationSchemaOptions {
  /** The catalogue the issues are worded in; English by default. */
  locale?: Locale;
  /** Any strings to replace, by key. */
  messages?: Partial<Messages>;
}

/**
 * The request's `requestedSchema` as a Standard Schema of its content. Throws `UnsupportedSchemaError`, naming
 * the property, for a schema the form could not show either. Validation is synchronous, except while the
 * validator or the locale's messages load (the first time on a page that has not loaded them), where it waits.
 */
export function elicitationSchema(
  requestedSchema: RequestedSchema | Record<string, unknown>,
  options: ElicitationSchemaOptions = {},
): StandardSchemaV1<ElicitContent> {
  const schema = requestedSchema as Record<string, unknown>;
  const locale = options.locale ?? "en";
  let t: Translate | undefined;
  const inner = contentSchema(schema, schemaToFields(schema), () => (t ??= createTranslate(locale, options.messages)))["~standard"];
  return {
    "~standard": {
      ...inner,
      validate: (value) => (localeLoaded(locale) ? inner.validate(value) : loadLocale(locale).then(() => inner.validate(value))),
    },
  };
}

/**
 * The same for fields already mapped, worded by whatever `translate` returns at the time: the form's own
 * validation (core/form/session.ts), which follows the locale the form is shown in.
 */
export function contentSchema(schema: Record<string, unknown>, fields: readonly FieldSpec[], translate: () => Translate): StandardSchemaV1<ElicitContent> {
  const owned = new Set(fields.map((field) => field.key));
  const judged = ({ judge, reporting }: Compiled, value: unknown): StandardResult<ElicitContent> => {
    const t = translate();
    const content = value as ElicitContent;
    const errors = judge(content);
    const { issuesOf, fieldIssueMessage } = reporting;
    const fieldIssues = issuesOf(errors, fields, isRecord(value) ? content : {});
    const issues: StandardIssue[] = [...fieldIssues].map(([key, issue]) => ({ message: fieldIssueMessage(issue, t), path: [key] }));
    // What no field owns (not an object at all, a property the schema does not allow) still fails.
    for (const error of errors) {
      if (error.key !== undefined && owned.has(error.key)) continue;
      issues.push({ message: t("error.invalid"), path: error.key === undefined ? [] : [error.key] });
    }
    return issues.length === 0 ? { value: content } : { issues };
  };
  return {
    "~standard": {
      version: 1,
      vendor: "react-mcp-elicitation",
      validate: (value) => {
        const compiled = compileSchema(schema);
        return compiled.status === "ready" ? judged(compiled.value, value) : prepareSchema(schema).then((done) => judged(done, value));
      },
    },
  };
}
