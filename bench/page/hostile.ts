// Requests a hostile server could send, built on the benchmark's own form, so that the first frame
// is found the same way: markup, bidi and invisible characters everywhere; a megabyte of message; a select
// of 10,000 titled options. Each is compared with the same form sent plainly, in the same run.
import { makeSchema, type Schema } from "./schema.ts";

export const hostileKinds = ["markup", "megabyte", "options"] as const;
export type Hostile = (typeof hostileKinds)[number];

export interface HostileRequest {
  schema: Schema;
  message: string;
  server: { name: string; title?: string; version?: string };
}

const MARKUP =
  ' <img src=x onerror="window.ran=1"><script>window.ran=1</script> [link](javascript:alert(1)) ' +
  "\u202Egnp.exe\u202C Git\u200BHub\u2066\u2069 \uFEFF<a href=javascript:alert(1)>click</a>";

function withMarkup(schema: Schema): Schema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => {
      const hostile: Record<string, unknown> = { ...property, title: `${String(property.title)}${MARKUP}`, description: MARKUP };
      if (Array.isArray(property.oneOf)) {
        hostile.oneOf = (property.oneOf as { const: string; title: string }[]).map((o) => ({ ...o, title: o.title + MARKUP }));
      }
      return [key, hostile];
    }),
  );
  return { ...schema, properties };
}

export function requestFor(kind: Hostile | undefined, size: number): HostileRequest {
  const schema = makeSchema(size);
  const plain: HostileRequest = { schema, message: "Please fill in the form.", server: { name: "bench-server", title: "Benchmark server" } };
  switch (kind) {
    case undefined:
      return plain;
    case "markup":
      return {
        schema: withMarkup(schema),
        message: MARKUP.repeat(20),
        server: { name: `\u202Eevil\u202C${MARKUP}`, title: `Benchmark\u200B server${MARKUP}`, version: MARKUP },
      };
    case "megabyte":
      return { ...plain, message: "All work and no play makes a dull form. ".repeat(2 ** 20 / 40) };
    case "options": {
      const pick = {
        type: "string",
        title: "Pick one",
        oneOf: Array.from({ length: 10_000 }, (_, i) => ({ const: `o${i}`, title: `Option ${i}` })),
      };
      return { ...plain, schema: { ...schema, properties: { pick, ...schema.properties } } };
    }
  }
}
