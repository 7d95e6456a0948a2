// JSON Forms with its vanilla renderers: it validates and shows errors on every change by default; the host
// adds its own submit button.
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { useState } from "react";
import type { OptionProps } from "./shared.ts";

export function JsonFormsOption({ schema, onDone }: OptionProps) {
  const [data, setData] = useState({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <JsonForms schema={schema as never} data={data} renderers={vanillaRenderers} cells={vanillaCells} onChange={({ data }) => setData(data)} />
      <button type="submit">Submit</button>
    </form>
  );
}
