// Each request object gets its own form state: a host that passes the next request to the same
// mounted component gets a fresh form, a fresh exactly-once guard, and the dialog open again.
const keys = new WeakMap<object, number>();
let next = 0;

export function requestKey(request: object): number {
  let key = keys.get(request);
  if (key === undefined) {
    key = next++;
    keys.set(request, key);
  }
  return key;
}
