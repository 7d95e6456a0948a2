// The request's message: plain text with its line breaks, never parsed as HTML or Markdown, nothing in it a
// link. A message of a megabyte (hostile sizes) would be laid out whole before the dialog could show,
// ten times as long as a plain request takes: past LONG_MESSAGE characters it is split into parts that the
// stylesheet lays out only as they come near the screen (content-visibility), so it opens as fast as a short one.
import { useMemo } from "react";
import { splitText } from "./splitText.ts";

/** Longer than any message a real server sends: shorter ones are one text node, as they always were. */
export const LONG_MESSAGE = 20_000;
const PART = 4_000;

export function MessageText({ text, id, lang }: { text: string; id: string; lang?: string }) {
  const parts = useMemo(() => (text.length > LONG_MESSAGE ? splitText(text, PART) : undefined), [text]);
  return (
    // The server's words, in whatever direction they are written: an English message on a right-to-left page
    // keeps its full stop at its end. In the language the server says they are in, if it says.
    <p className="rme-message" id={id} dir="auto" lang={lang}>
      {parts
        ? parts.map((part, i) => (
            <span key={i} className="rme-message__part">
              {part}
            </span>
          ))
        : text}
    </p>
  );
}
