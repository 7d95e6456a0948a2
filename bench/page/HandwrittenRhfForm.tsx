// The hand-written floor with each field's state held by react-hook-form (`useController` per field, as this
// library's fields do) instead of React state: the same markup, no validation. What it costs beyond the floor is
// what any form built on react-hook-form pays, before a line of this library runs (bench:trace).
import { FormProvider, useController, useForm } from "react-hook-form";
import { handwrittenForm, type UseFieldValue } from "./HandwrittenForm.tsx";
import type { Schema } from "./schema.ts";

const useFormValue: UseFieldValue = (name, initial) => {
  const { field } = useController({ name, defaultValue: initial });
  return [field.value, field.onChange];
};

const Fields = handwrittenForm(useFormValue);

export function HandwrittenRhfForm(props: { schema: Schema; onSubmit: () => void }) {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <Fields {...props} />
    </FormProvider>
  );
}
