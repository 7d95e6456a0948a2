// How long the extension's MV3 service worker lives (recipes/chrome-extension): Chrome stops a worker after
// 30 s without events, and with it the MCP call it holds; while a request is on screen, the page sends a message
// every 20 s, which keeps it. Playwright attaches DevTools to every service worker, and an attached worker is
// never stopped, so this runs Chromium over a pipe attached to the page alone (cdpPipe.ts); and it first shows
// that under this same setup an idle worker does stop, without which the second half could not fail. About
// 80 s: one test, in npm test's e2e stage, not in the quick loop.
import { expect, test } from "./extension/fixtures.ts";
import { launchWithExtension, type PipeBrowser } from "./extension/cdpPipe.ts";

test.setTimeout(180_000);

const poll = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Every stop and start of the extension's service workers, as DevTools' target discovery reports them. */
function watchWorkers(browser: PipeBrowser) {
  const workers = new Set<string>();
  const stops: number[] = [];
  browser.on(({ method, params }) => {
    const info = params.targetInfo as { targetId: string; type: string } | undefined;
    if (method === "Target.targetCreated" && info?.type === "service_worker") workers.add(info.targetId);
    if (method === "Target.targetDestroyed" && workers.delete(params.targetId as string)) stops.push(Date.now());
  });
  return { stops, running: () => workers.size };
}

// The page's own elements, found by their words as a person reads them.
const byText = (selector: string, text: string) => `[...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)})`;

test("an idle worker stops after 30 s; with a request on screen it lives past 45 s, and the answer reaches the server", async ({ extensionDir, everything }) => {
  const browser = await launchWithExtension(extensionDir);
  try {
    await browser.send("Target.setDiscoverTargets", { discover: true });
    const workers = watchWorkers(browser);
    const { targetInfos } = await poll(
      () => browser.send<{ targetInfos: { type: string; url: string }[] }>("Target.getTargets"),
      ({ targetInfos }) => targetInfos.some((target) => target.type === "service_worker"),
      20_000,
      "the extension's service worker",
    );
    const id = new URL(targetInfos.find((target) => target.type === "service_worker")!.url).host;
    const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", { url: `chrome-extension://${id}/panel.html` });
    const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
    await poll(() => browser.evaluate<boolean>(sessionId, `Boolean(${byText("button", "Call tool")})`), Boolean, 20_000, "the page's Call tool button");

    await test.step("the page open with nothing on screen: the worker is stopped within 45 s", async () => {
      const from = Date.now();
      await poll(async () => workers.stops.filter((at) => at > from).length, (count) => count > 0, 45_000, "stops of the idle worker");
    });

    await test.step("a request on screen for 45 s: the worker is not stopped, and Decline reaches the server", async () => {
      await browser.evaluate(
        sessionId,
        `(() => {
          const input = [...document.querySelectorAll("label")].find((l) => l.textContent.startsWith("MCP server URL")).querySelector("input");
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, ${JSON.stringify(everything.url)});
          input.dispatchEvent(new Event("input", { bubbles: true }));
          setTimeout(() => ${byText("button", "Call tool")}.click());
        })()`,
      );
      await poll(() => browser.evaluate<boolean>(sessionId, `Boolean(document.querySelector("dialog[open]"))`), Boolean, 20_000, "the request's dialog");
      const shownAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 45_000));
      expect(workers.stops.filter((at) => at > shownAt)).toEqual([]);
      expect(await browser.evaluate<string>(sessionId, "document.body.innerText")).not.toContain("was closed");
      await browser.evaluate(sessionId, `${byText("dialog[open] button", "Decline")}.click()`);
      const result = await poll(
        () => browser.evaluate<string>(sessionId, `document.querySelector("output").textContent`),
        (text) => text.includes("Raw result:"),
        20_000,
        "the tool's result",
      );
      expect(JSON.parse(result.slice(result.indexOf("Raw result:") + "Raw result:".length))).toEqual({ action: "decline" });
    });
  } finally {
    await browser.close();
  }
});
