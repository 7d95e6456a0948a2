// The relay over a message channel in Chromium: a real Worker holds the relay (as a page that keeps its MCP
// client off the main thread), and the page shows its requests with <ElicitationRelayClient channel>; and a
// MessageChannel between two views of one audience in the page, for exactly once. The host's own messages share
// the worker's channel both ways.
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationProvider, ElicitationRelayClient } from "../index.ts";
import { createElicitationRelay } from "../relay/index.ts";
import { fromMessagePort } from "./index.ts";
import { axeViolations } from "../../test/browserHelpers.ts";

const files = { name: "files", title: "Files", version: "1.0.0" };
const confirm = {
  message: "Delete report.pdf?",
  requestedSchema: { type: "object", properties: { reason: { type: "string", title: "Reason", minLength: 3 } }, required: ["reason"] },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  cleanup();
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

function relayWorker() {
  const worker = new Worker(new URL("../../test/workers/relayWorker.ts", import.meta.url), { type: "module" });
  cleanups.push(() => worker.terminate());
  const heard: unknown[] = [];
  worker.addEventListener("message", (event) => heard.push(event.data));
  let next = 1;
  return {
    worker,
    heard,
    /** The MCP client in the worker asks; resolves with what its call got back. */
    ask(params: unknown) {
      const id = next++;
      worker.postMessage({ type: "ask", id, params, server: files });
      return new Promise<unknown>((resolve) => {
        worker.addEventListener("message", function answered(event) {
          const data = event.data as { type?: string; id?: number };
          if (data.id !== id) return;
          worker.removeEventListener("message", answered);
          resolve(data);
        });
      });
    },
  };
}

test("a Worker holds the relay: its request is the same dialog, the answer is judged there and reaches its call", async () => {
  const { worker, ask } = relayWorker();
  render(
    <ElicitationProvider warmUp={false}>
      <ElicitationRelayClient channel={fromMessagePort(worker)} />
    </ElicitationProvider>,
  );
  const answered = ask(confirm);
  const dialog = page.getByRole("dialog", { name: /Files/ });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog).toHaveAccessibleDescription(/Delete report\.pdf\?/);
  expect(await axeViolations(document.body)).toEqual([]);
  await userEvent.fill(dialog.getByRole("textbox", { name: "Reason" }), "an old draft");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect(answered).resolves.toEqual({ type: "answered", id: 1, result: { action: "accept", content: { reason: "an old draft" } } });
  await expect.element(dialog).not.toBeInTheDocument();
});

test("two views of one audience over MessageChannels: both show it, the first answer wins, the other is told", async () => {
  const relay = createElicitationRelay();
  cleanups.push(() => relay.close());
  const views = [new MessageChannel(), new MessageChannel()];
  for (const { port1 } of views) relay.connect(fromMessagePort(port1));
  // The sidebar: one view on its channel, with its provider.
  render(
    <ElicitationProvider warmUp={false}>
      <ElicitationRelayClient channel={fromMessagePort(views[0]!.port2)} />
    </ElicitationProvider>,
  );
  const answer = relay.elicitFor("default")(confirm, { server: files });
  const dialog = page.getByRole("dialog", { name: /Files/ });
  await expect.element(dialog).toBeVisible();
  // The editor tab: a second view on its own channel, a second provider.
  const tab = render(
    <ElicitationProvider warmUp={false}>
      <ElicitationRelayClient channel={fromMessagePort(views[1]!.port2)} />
    </ElicitationProvider>,
  );
  await expect.poll(() => document.querySelectorAll("dialog[open]").length).toBe(2);
  // The editor tab's dialog, opened last, is the one on top: the person answers there.
  const onTop = page.getByRole("dialog", { name: /Files/ }).all().at(-1)!;
  await userEvent.click(onTop.getByRole("button", { name: "Decline" }));
  await expect(answer).resolves.toEqual({ action: "decline" });
  await expect.element(page.getByText("The request from Files was answered in another tab or window.")).toBeVisible();
  await expect.poll(() => document.querySelectorAll("dialog[open]").length).toBe(0);
  act(() => tab.unmount());
});

test("URL mode over a channel whose host opens URLs: Open goes to the host (as a webview must), not window.open", async () => {
  const relay = createElicitationRelay();
  cleanups.push(() => relay.close());
  const { port1, port2 } = new MessageChannel();
  const opened: string[] = [];
  relay.connect(fromMessagePort(port1), { openUrl: (url) => opened.push(url) });
  const windowOpen = vi.spyOn(window, "open").mockImplementation(() => null);
  render(
    <ElicitationProvider warmUp={false}>
      <ElicitationRelayClient channel={fromMessagePort(port2)} />
    </ElicitationProvider>,
  );
  const url = "https://auth.example.com/authorize?session=7";
  const answer = relay.elicitFor("default")({ mode: "url", message: "Sign in to continue.", url, elicitationId: "sign-in-7" }, { server: files });
  const dialog = page.getByRole("dialog", { name: /Files/ });
  await expect.element(dialog).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: "Open auth.example.com" }));
  await expect(answer).resolves.toEqual({ action: "accept" });
  await expect.poll(() => opened).toEqual([url]);
  expect(windowOpen).not.toHaveBeenCalled();
});
