// The server's message on a right-to-left page, in real Chromium: written in whatever direction its own words
// are, so an English sentence keeps its full stop at its end, and an Arabic one reads from the right.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import "../styles.css";
import { ElicitationForm } from "../index.ts";

afterEach(() => cleanup());

const server = { name: "travel", title: "Travel" };

/** Where the first and the last character of the message are drawn, from the left. */
function ends(message: string) {
  const { container } = render(
    <div dir="rtl">
      <ElicitationForm server={server} request={{ mode: "form", message, requestedSchema: { type: "object", properties: {} } }} onRespond={vi.fn()} />
    </div>,
  );
  const text = container.querySelector(".rme-message")!.firstChild!;
  const at = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  return { first: at(0), last: at(message.length - 1) };
}

test("an English message on a right-to-left page reads left to right, its full stop last", () => {
  const { first, last } = ends("Tell us about your trip.");
  expect(last).toBeGreaterThan(first);
});

test("an Arabic message on the same page reads right to left", () => {
  const { first, last } = ends("أخبرنا عن رحلتك.");
  expect(last).toBeLessThan(first);
});
