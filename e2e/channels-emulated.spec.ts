// The relay over the channels of VS Code and Electron, whose binaries cannot be had here: their host halves are
// emulated in Node with the official SDK's v2 client and a real server (server-everything on loopback), their
// pages are built against dist/ as one script each and run in Chromium, and the channel between them is carried
// as each platform carries it (e2e/channels/platforms.ts says how). Driven by role and label; each answer is
// checked as the server received it. And a page whose tabs share one MCP client in a SharedWorker, for real.
import { join } from "node:path";
import { FORM_DEFAULTS } from "./everything/fixtures.ts";
import { dialogIn, expect, SERVER_TITLE, test } from "./channels/fixtures.ts";
import { electronWindow, vsCodeWebview } from "./channels/platforms.ts";
import { serveFolder } from "./channels/staticServer.ts";

test.describe("VS Code", () => {
  test("the extension host's request in the webview; the answer reaches the server; the API acquired once", async ({ page, host, pagesDir }) => {
    const webview = await vsCodeWebview(page, host.relay, pagesDir);
    await webview.show();
    const received = host.call();
    const dialog = dialogIn(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("String", { exact: true }).fill("From the sidebar");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(await received).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "From the sidebar" } });
    expect(webview.acquired()).toBe(1);
  });

  test("a sidebar view and an editor tab: both show it, the first answer wins, the other view is told", async ({ page, context, host, pagesDir }) => {
    const sidebar = await vsCodeWebview(page, host.relay, pagesDir);
    const tabPage = await context.newPage();
    const tab = await vsCodeWebview(tabPage, host.relay, pagesDir);
    await sidebar.show();
    await tab.show();
    const received = host.call();
    await expect(dialogIn(page)).toBeVisible();
    await expect(dialogIn(tabPage)).toBeVisible();
    await dialogIn(tabPage).getByRole("button", { name: "Decline" }).click();
    expect(await received).toEqual({ action: "decline" });
    await expect(page.getByText(`The request from ${SERVER_TITLE} was answered in another tab or window.`)).toBeVisible();
    await expect(dialogIn(page)).toBeHidden();
  });

  test("hidden mid-request, the webview is deallocated; shown again, the request is back with what was typed", async ({ page, host, pagesDir }) => {
    const webview = await vsCodeWebview(page, host.relay, pagesDir);
    await webview.show();
    const received = host.call();
    const dialog = dialogIn(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("String", { exact: true }).fill("Typed before hiding");
    await webview.hide();
    // Recreated from nothing but the state VS Code kept: the relay's backlog shows the request, the state its draft.
    await webview.show();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("String", { exact: true })).toHaveValue("Typed before hiding");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(await received).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "Typed before hiding" } });
    expect(webview.acquired()).toBe(2);
  });

  test("a URL request: the webview cannot open windows, so Open has the extension host open it, once", async ({ page, host, pagesDir }) => {
    const webview = await vsCodeWebview(page, host.relay, pagesDir);
    await webview.show();
    const url = "https://auth.example.com/authorize?session=e2e";
    const result = host.callTool("trigger-url-elicitation", { url, message: "Sign in to continue.", elicitationId: "e2e-vscode" });
    const dialog = page.getByRole("dialog", { name: `${SERVER_TITLE} wants you to open a link` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Open auth.example.com" }).click();
    await expect.poll(() => webview.opened).toEqual([url]);
    expect(await result).toContain("accept");
  });
});

test.describe("Electron", () => {
  test("the main process's request in the renderer, over the port its preload handed over; answered", async ({ page, host, pagesDir }) => {
    const window = await electronWindow(page, host.relay, pagesDir);
    await window.open();
    const received = host.call();
    const dialog = dialogIn(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("String", { exact: true }).fill("From the renderer");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(await received).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "From the renderer" } });
  });

  test("the renderer reloaded mid-request: its port is dropped, the new page gets a new one and the request again", async ({ page, host, pagesDir }) => {
    const window = await electronWindow(page, host.relay, pagesDir);
    await window.open();
    const received = host.call();
    await expect(dialogIn(page)).toBeVisible();
    await page.reload();
    const dialog = dialogIn(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Decline" }).click();
    expect(await received).toEqual({ action: "decline" });
    expect(window.channels()).toBe(2);
  });
});

test.describe("a SharedWorker", () => {
  test("one MCP client for two tabs of one origin: the request in both, answered once, both hear the result", async ({ page, context, pagesDir, everything }) => {
    const site = await serveFolder(join(pagesDir, "shared"));
    try {
      const address = `${site.url}/shared.html?server=${encodeURIComponent(everything.url)}`;
      await page.goto(address);
      const other = await context.newPage();
      await other.goto(address);
      await page.getByRole("button", { name: "Call tool" }).click();
      await expect(dialogIn(page)).toBeVisible();
      await expect(dialogIn(other)).toBeVisible();
      await dialogIn(other).getByLabel("String", { exact: true }).fill("From the other tab");
      await dialogIn(other).getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(`The request from ${SERVER_TITLE} was answered in another tab or window.`)).toBeVisible();
      await expect(dialogIn(page)).toBeHidden();
      for (const tab of [page, other]) {
        const result = tab.getByRole("status", { name: "Result" });
        await expect(result).toContainText("Raw result:");
        const text = (await result.textContent()) ?? "";
        expect(JSON.parse(text.slice(text.indexOf("Raw result:") + "Raw result:".length))).toEqual({
          action: "accept",
          content: { ...FORM_DEFAULTS, name: "From the other tab" },
        });
      }
    } finally {
      await site.close();
    }
  });
});
