// The stream's text, however the network cuts it: the same events come out of the parser.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { encodeEvent, HEARTBEAT, SseParser } from "./sse.ts";

const stream = encodeEvent("request", '{"id":"a"}') + HEARTBEAT + encodeEvent("ended", '{"id":"a","reason":"answered"}');
const events = [
  { event: "request", data: '{"id":"a"}' },
  { event: "ended", data: '{"id":"a","reason":"answered"}' },
];

describe("SseParser", () => {
  test("events and comments, in one piece", () => {
    expect(new SseParser().feed(stream)).toEqual(events);
  });

  test.each([
    ["LF", stream],
    ["CRLF", stream.replace(/\n/g, "\r\n")],
    ["CR", stream.replace(/\n/g, "\r")],
  ])("%s line ends, cut at every possible place, in any number of pieces", (_, text) => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const parser = new SseParser();
        const at = [0, ...cuts.sort((a, b) => a - b), text.length];
        const out = at.slice(1).flatMap((end, i) => parser.feed(text.slice(at[i], end)));
        expect(out).toEqual(events);
      }),
    );
  });

  test("CRLF and CR line ends, a CRLF split between pieces, several data lines, no space after the colon", () => {
    const parser = new SseParser();
    expect(parser.feed("event:a\r\ndata:1\r")).toEqual([]);
    expect(parser.feed("\ndata: 2\r\r")).toEqual([{ event: "a", data: "1\n2" }]);
    expect(parser.feed("data: x\n\n")).toEqual([{ event: "message", data: "x" }]);
  });

  test("a blank line with no data is no event; unknown fields are ignored", () => {
    expect(new SseParser().feed("event: ping\n\nid: 4\nretry: 10\ndata: y\n\n")).toEqual([{ event: "message", data: "y" }]);
  });
});
