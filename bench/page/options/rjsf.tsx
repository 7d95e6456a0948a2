// react-jsonschema-form as its documentation sets it up, validating live so errors update as the person types.
import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import type { OptionProps } from "./shared.ts";

export function Rjsf({ schema, onDone }: OptionProps) {
  return <Form schema={schema as never} validator={validator} liveValidate="onChange" showErrorList={false} noHtml5Validate onSubmit={onDone} />;
}
