// The flat form every option renders: `size` fields cycling through every kind a server sends, with
// titles, descriptions, constraints and required fields, deterministic so every run sees the same form.

export type Schema = {
  type: "object";
  properties: Record<string, Record<string, unknown>>;
  required: string[];
};

const kinds = [
  (title: string) => ({ type: "string", title, description: "Your name as it appears on the account.", minLength: 3, pattern: "^[a-z]+$" }),
  (title: string) => ({ type: "string", format: "email", title, description: "We send the receipt here." }),
  (title: string) => ({ type: "integer", title, minimum: 1, maximum: 10 }),
  (title: string) => ({ type: "boolean", title, description: "Tick to agree.", default: false }),
  (title: string) => ({ type: "string", title, enum: ["small", "medium", "large"] }),
  (title: string) => ({ type: "string", format: "date", title }),
  (title: string) => ({ type: "number", title, minimum: 0, description: "In euros." }),
  (title: string) => ({
    type: "string",
    title,
    oneOf: ["red", "orange", "yellow", "green", "blue", "indigo", "violet"].map((c) => ({ const: c, title: c[0]!.toUpperCase() + c.slice(1) })),
  }),
  (title: string) => ({ type: "array", title, items: { type: "string", enum: ["email", "sms", "push"] }, minItems: 1 }),
  (title: string) => ({ type: "string", format: "uri", title }),
] as const;

const kindNames = ["text", "email", "integer", "boolean", "choice", "date", "number", "colour", "channels", "website"];

/** A unique label: no title is a prefix of another, so a label query finds exactly one field. */
export function fieldTitle(index: number): string {
  return `Field ${String(index).padStart(4, "0")} (${kindNames[index % kinds.length]})`;
}

export function makeSchema(size: number): Schema {
  const properties: Schema["properties"] = {};
  const required: string[] = [];
  for (let i = 0; i < size; i++) {
    const key = `field_${i}`;
    properties[key] = kinds[i % kinds.length]!(fieldTitle(i));
    if (i % kinds.length === 0) required.push(key);
  }
  return { type: "object", properties, required };
}

/** The field typed into: a required text field in the middle, with a length and a pattern to break. */
export function typingTarget(size: number): number {
  const middle = Math.floor(size / 2);
  return middle - (middle % kinds.length);
}

/** 20 keys: errors appear ("ab" is too short, a digit breaks the pattern) and disappear again. */
export const typingKeys = ["a", "b", "c", "d", "e", "1", "Backspace", "f", "g", "h", "2", "Backspace", "i", "j", "k", "l", "3", "Backspace", "m", "n"];
