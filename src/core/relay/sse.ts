// Server-sent events, as the relay's stream carries them: `event:` and one `data:` line of JSON, and comments as
// a heartbeat. The page reads the stream with fetch (so that it can send an Authorization header, which
// EventSource cannot), so it parses the text itself: this parser reads what the HTML standard's does, minus
// `id` and `retry`, which the relay does not send.

export interface SseEvent {
  event: string;
  data: string;
}

/** One event in the stream's text form. `data` must not contain a line break (JSON.stringify has none). */
export function encodeEvent(event: string, data: string): string {
  return `event: ${event}\ndata: ${data}\n\n`;
}

/** A comment line: ignored by parsers, and enough to keep proxies from closing an idle stream. */
export const HEARTBEAT = ": heartbeat\n\n";

/** Reads events from text that arrives in pieces cut anywhere, even inside a line or a CRLF pair. */
export class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];
  /** The last piece ended with a CR: a LF that starts the next one belongs to it. */
  private afterCr = false;

  feed(text: string): SseEvent[] {
    this.buffer += this.afterCr && text.startsWith("\n") ? text.slice(1) : text;
    this.afterCr = false;
    const events: SseEvent[] = [];
    let start = 0;
    for (;;) {
      const end = this.lineEnd(start);
      if (end < 0) break;
      const line = this.buffer.slice(start, end);
      const crlf = this.buffer[end] === "\r" && this.buffer[end + 1] === "\n";
      start = end + (crlf ? 2 : 1);
      if (this.buffer[end] === "\r" && start === this.buffer.length) this.afterCr = true;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** Where the line from `start` ends (at a CR, a LF or a CRLF), or -1 while it may go on. */
  private lineEnd(start: number): number {
    for (let i = start; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c === "\n" || c === "\r") return i;
    }
    return -1;
  }

  private line(line: string): SseEvent | undefined {
    if (line === "") {
      const event = this.data.length > 0 ? { event: this.event || "message", data: this.data.join("\n") } : undefined;
      this.event = "";
      this.data = [];
      return event;
    }
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    return undefined;
  }
}
