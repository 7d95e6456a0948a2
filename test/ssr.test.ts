// @vitest-environment node
// Server-side rendering: a framework renders the page on the server first. Importing the package and
// rendering every component there must not touch `window` or `document`, and must not throw; the
// markup already says who asks and what for.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { ElicitationDialog, ElicitationForm, ElicitationProvider, loadLocale, UrlElicitationPrompt, warmUpElicitation } from "../src/index.ts";
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

  // Chinese loads on demand (src/core/i18n/catalogues.ts); a server awaits loadLocale("zh-CN") before rendering
  // with renderToString, as the unit setup (test/validatorSetup.ts) has here.
  test("a form in Chinese renders in Chinese once its messages have loaded", async () => {
    await loadLocale("zh-CN");
    const html = renderToString(createElement(ElicitationForm, { server: everyKind.server, request: everyKind.request, onRespond: vi.fn(), locale: "zh-CN" }));
    expect(html).toContain("提交");
    expect(html).not.toContain("Submit");
  });

  // URL mode loads on demand (src/url/urlMode.ts): the prompt suspends until it has.
  test("UrlElicitationPrompt renders the link and its host: a streaming renderer waits for URL mode", async () => {
    const { server, request } = urlRequests.ordinary;
    const { prerender } = await import("react-dom/static");
    const { prelude } = await prerender(createElement(UrlElicitationPrompt, { server, request, onRespond: vi.fn() }));
    expect(await new Response(prelude).text()).toContain("Open mcp.example.com");
  });

  test("UrlElicitationPrompt in renderToString: nothing until URL mode has loaded, then the link", async () => {
    const { server, request } = urlRequests.ordinary;
    vi.resetModules();
    const fresh = await import("../src/index.ts");
    const render = () => renderToString(createElement(fresh.UrlElicitationPrompt, { server, request, onRespond: vi.fn() }));
    // The Suspense boundary's empty fallback, which the client fills in; nothing throws.
    expect(render()).not.toContain("mcp.example.com");
    const { urlMode } = await import("../src/url/urlMode.ts");
    await urlMode.load();
    expect(render()).toContain("Open mcp.example.com");
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
