// URL mode (its prompt, and URL inspection with the Public Suffix List it reads) loads with a page's first URL
// request, not with the page (urlMode.ts). This file runs in a page of its own, so it starts without it.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { UrlElicitationPrompt } from "../index.ts";
import { servers, urlRequests } from "../../stories/fixtures.ts";
import { recordWindowOpen } from "../../test/browserHelpers.ts";

test("the first URL request shows once inspection has loaded, whole, and opens only on the click", async () => {
  const opened = recordWindowOpen();
  const onRespond = vi.fn();
  const container = document.body.appendChild(document.createElement("div"));
  const { request } = urlRequests.ordinary;
  flushSync(() => createRoot(container).render(<UrlElicitationPrompt server={servers.github} request={request} onRespond={onRespond} />));
  // Committed before the inspector could load: nothing shows yet, rather than a URL without its checks.
  expect(container.querySelector("dialog")).toBeNull();

  const dialog = page.getByRole("dialog");
  await expect.element(dialog).toBeVisible();
  const site = new URL(request.url).hostname;
  await expect.element(dialog.getByText(site, { exact: false }).first()).toBeVisible();
  expect(onRespond).not.toHaveBeenCalled();
  expect(opened).toEqual([]);
  await userEvent.click(page.getByRole("button", { name: /Open/ }));
  expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
  expect(opened.map(([url]) => url)).toEqual([new URL(request.url).href]);
});
