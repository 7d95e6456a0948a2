// The floor: what a careful host developer writes by hand for one known schema. The same controls as the
// library renders (label, help text, the input for each kind), each field owning its own state so a
// keystroke re-renders one component, and no validation at all.
// The same form with each field's value held by react-hook-form (HandwrittenRhfForm.tsx) shows what that library
// costs a form on its own: bench:trace measures both.
import { memo, useState, type FormEvent } from "react";
import type { Schema } from "./schema.ts";

type Property = Record<string, unknown> & { title: string; description?: string };

/** Where a field keeps its value: React state here, react-hook-form in HandwrittenRhfForm.tsx. */
export type UseFieldValue = <T>(name: string, initial: T) => readonly [T, (value: T) => void];

/** The hand-written form's fields, their state kept by `useValue`. */
export function handwrittenForm(useValue: UseFieldValue) {
  function Text({ name, property, type }: { name: string; property: Property; type: string }) {
    const [value, setValue] = useValue(name, "");
    return (
      <div>
        <label htmlFor={name}>{property.title}</label>
        {property.description && <p id={`${name}-d`}>{property.description}</p>}
        <input id={name} name={name} type={type} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={property.description ? `${name}-d` : undefined} />
      </div>
    );
  }

  function Check({ name, property }: { name: string; property: Property }) {
    const [checked, setChecked] = useValue(name, false);
    return (
      <div>
        <input id={name} name={name} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <label htmlFor={name}>{property.title}</label>
        {property.description && <p>{property.description}</p>}
      </div>
    );
  }

  function Radios({ name, property, options }: { name: string; property: Property; options: string[] }) {
    const [value, setValue] = useValue(name, "");
    return (
      <fieldset>
        <legend>{property.title}</legend>
        {options.map((option) => (
          <label key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => setValue(option)} />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }

  function Select({ name, property, options }: { name: string; property: Property; options: { const: string; title: string }[] }) {
    const [value, setValue] = useValue(name, "");
    return (
      <div>
        <label htmlFor={name}>{property.title}</label>
        <select id={name} name={name} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.const} value={option.const}>
              {option.title}
            </option>
          ))}
        </select>
      </div>
    );
  }

  function Checkboxes({ name, property, options }: { name: string; property: Property; options: string[] }) {
    const [value, setValue] = useValue<string[]>(name, []);
    return (
      <fieldset>
        <legend>{property.title}</legend>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              name={name}
              checked={value.includes(option)}
              onChange={(e) => setValue(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }

  const formatTypes: Record<string, string> = { email: "email", date: "date", uri: "url" };

  const HandwrittenField = memo(function HandwrittenField({ name, property }: { name: string; property: Property }) {
    switch (property.type) {
      case "boolean":
        return <Check name={name} property={property} />;
      case "integer":
      case "number":
        return <Text name={name} property={property} type="number" />;
      case "array":
        return <Checkboxes name={name} property={property} options={(property.items as { enum: string[] }).enum} />;
      default:
        if (Array.isArray(property.enum)) return <Radios name={name} property={property} options={property.enum as string[]} />;
        if (Array.isArray(property.oneOf)) return <Select name={name} property={property} options={property.oneOf as { const: string; title: string }[]} />;
        return <Text name={name} property={property} type={formatTypes[property.format as string] ?? "text"} />;
    }
  });

  return function HandwrittenForm({ schema, onSubmit }: { schema: Schema; onSubmit: () => void }) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    };
    return (
      <form onSubmit={submit} noValidate>
        {Object.entries(schema.properties).map(([name, property]) => (
          <HandwrittenField key={name} name={name} property={property as Property} />
        ))}
        <button type="submit">Submit</button>
      </form>
    );
  };
}

const useLocalValue: UseFieldValue = (_name, initial) => useState(initial);

export const HandwrittenForm = handwrittenForm(useLocalValue);
