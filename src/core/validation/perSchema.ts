// One value per schema, kept by the schema object and by its JSON text: a server sends the same form as a new
// object with each request, and work done for the first (a compile, a copy) serves them all, while a value per
// object would stay in memory as long as each request waits. The last `limit` texts are kept.
export function perSchema<T>(limit: number) {
  const byObject = new WeakMap<object, T>();
  const byText = new Map<string, T>();
  /** The value for `schema`, made by `make` once per text; a `make` that gives undefined (not ready) keeps nothing. */
  return (schema: object, make: () => T): T => {
    let value = byObject.get(schema);
    if (value !== undefined) return value;
    const text = JSON.stringify(schema);
    value = byText.get(text);
    if (value === undefined) {
      value = make();
      if (value === undefined) return value;
      if (byText.size >= limit) byText.delete(byText.keys().next().value as string);
      byText.set(text, value);
    }
    byObject.set(schema, value);
    return value;
  };
}
