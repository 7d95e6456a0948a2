// @vitest-environment node
// Server-side rendering: a framework renders the page on the server first. Importing the package and
// rendering every component there must not touch `window` or `document`, and must not throw; the
// markup already says who asks and what for.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { ElicitationDialog, ElicitationForm, ElicitationProvider, UrlElicitationPrompt, warmUpElicitation } from "../src/index.ts";
import { everyKind, urlRequests } from "../stories/fixtures.ts";

/** Text as React's server renderer escapes it. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("rendered on the server", () => {
  test("there is no browser here to lean on", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  test.each([
    ["ElicitationDialog", ElicitationDialog],
    ["ElicitationForm", ElicitationForm],
  ] as const)("%s renders the form's markup", (_, Component) => {
    const onRespond = vi.fn();
    const html = renderToString(createElement(Component, { server: everyKind.server, request: everyKind.request, onRespond }));
    expect(html).toContain(escaped(everyKind.request.message));
    for (const property of Object.values(everyKind.request.requestedSchema.properties)) {
      if (property.title) expect(html).toContain(escaped(property.title));
    }
    expect(onRespond).not.toHaveBeenCalled();
  });

  test("UrlElicitationPrompt renders the link and its host", () => {
    const { server, request } = urlRequests.ordinary;
    const html = renderToString(createElement(UrlElicitationPrompt, { server, request, onRespond: vi.fn() }));
    expect(html).toContain("Open mcp.example.com");
  });

  test("ElicitationProvider renders its children and no request", () => {
    const html = renderToString(createElement(ElicitationProvider, null, createElement("main", null, "The host app")));
    expect(html).toContain("The host app");
    expect(html).not.toContain("dialog");
  });

  test("warming up does nothing here and settles at once", async () => {
    await expect(warmUpElicitation()).resolves.toBeUndefined();
  });
});
