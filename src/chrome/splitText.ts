/**
 * Parts of at most `size` characters that join back to `text` exactly: each cut after a line break where the
 * last half of the part has one, else after a space, else between two code points.
 */
export function splitText(text: string, size: number): string[] {
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    const half = start + Math.floor(size / 2);
    const window = text.slice(half, start + size);
    const lineBreak = window.lastIndexOf("\n");
    const at = lineBreak >= 0 ? lineBreak : window.lastIndexOf(" ");
    let end = at >= 0 ? half + at + 1 : start + size;
    // Not between the two halves of a surrogate pair (an emoji, a rare CJK character).
    if (at < 0 && isLowSurrogate(text.charCodeAt(end))) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
