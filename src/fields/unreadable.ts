// Number and date inputs report "" both when empty and when they hold text the browser cannot read
// ("1e", a half-typed date). Treating the second as empty would silently drop what the person typed,
// so it is held as this marker, which fails the server's type or format check and shows an error.
export const UNREADABLE_INPUT = "?";

export function readInput(input: HTMLInputElement): string {
  return input.validity.badInput ? UNREADABLE_INPUT : input.value;
}
