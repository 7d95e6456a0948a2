// The root element's classes. `rme-root` is what the default stylesheet hangs on: leave it out
// (`unstyled`) and only structure renders, with every part's class name and data-* state kept for the
// host's own CSS.
export function rootClassName(unstyled: boolean | undefined, ...names: (string | undefined)[]): string {
  return [unstyled ? undefined : "rme-root", ...names].filter(Boolean).join(" ");
}
