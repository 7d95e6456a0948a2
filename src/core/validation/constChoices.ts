// What both validators (ajvJudge.ts, interpret.ts) do to a requested schema before they compile it. It loads
// with them, on demand: the first frame never needs it. It imports nothing of the first frame's (not even
// guards.ts), so that a bundler has no module to split off into a chunk the page loads at start
// (reporting.ts says why that costs).

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A list of titled options, `oneOf` or `anyOf` of `{ const, title }`, judged as the `enum` it means. Ajv
 * nests its generated code once per branch and overflows the stack at a few thousand options; an enum is
 * one lookup. Only when every branch is a const with annotations, the consts differ and there is no
 * `enum` already: then both accept exactly the same values. Looks where a flat form has options: each
 * property, its `items`, and the branches of a nullable wrapper.
 */
/** `{ const, title?, description? }`: one value, with nothing but its annotations. */
const isConstOption = (branch: unknown) =>
  isSchema(branch) && "const" in branch && Object.keys(branch).every((key) => key === "const" || key === "title" || key === "description");

export function constChoicesAsEnum(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, constChoicesAsEnum(value)]));
  }
  if (isSchema(copy.items)) copy.items = constChoicesAsEnum(copy.items);
  for (const keyword of ["oneOf", "anyOf"]) {
    const branches = copy[keyword];
    if (!Array.isArray(branches)) continue;
    const consts = branches.every(isConstOption) ? branches.map((b) => (b as Schema).const) : undefined;
    if (consts && !("enum" in copy) && new Set(consts.map((c) => JSON.stringify(c))).size === consts.length) {
      delete copy[keyword];
      copy.enum = consts;
    } else {
      copy[keyword] = branches.map(constChoicesAsEnum);
    }
  }
  return copy;
}
