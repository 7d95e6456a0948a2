// A real Chrome extension (recipes/chrome-extension, built against dist/): the official SDK's v2 client in its
// MV3 service worker calls @modelcontextprotocol/server-everything on loopback, and the extension's pages show
// the server's elicitation requests through the relay over chrome.runtime ports. Driven by role and label;
// every answer is checked as the server itself received it (its tool's "Raw result").
import { FORM_DEFAULTS } from "./everything/fixtures.ts";
import { expect, SERVER_TITLE, test, type Panel } from "./extension/fixtures.ts";

/** What the server says it received, from its tool's result text. */
async function received(panel: Panel): Promise<unknown> {
  await expect(panel.result()).toContainText("Raw result:");
  const text = (await panel.result().textContent()) ?? "";
  return JSON.parse(text.slice(text.indexOf("Raw result:") + "Raw result:".length));
}

async function asked(panel: Panel) {
  await panel.call();
  const dialog = panel.dialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("Please provide inputs for the following fields:");
  return dialog;
}

test("the worker's request is the same dialog in the extension's page; Submit reaches the server, judged by its own validator", async ({ extension }) => {
  const panel = await extension.openPanel();
  const dialog = await asked(panel);
  await dialog.getByLabel("String", { exact: true }).fill("Ada Lovelace");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  expect(await received(panel)).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "Ada Lovelace" } });
});

test("the extension page's CSP refuses eval: the form is judged all the same, and an invalid email is caught", async ({ extension }) => {
  const panel = await extension.openPanel();
  const dialog = await asked(panel);
  await dialog.getByLabel("String", { exact: true }).fill("Ada Lovelace");
  const email = dialog.getByLabel("String with email format", { exact: true });
  await email.fill("ada@");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/email/i);
  await email.fill("ada@example.com");
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect(await received(panel)).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "Ada Lovelace", email: "ada@example.com" } });
});

test("Decline reaches the server as decline, with no content", async ({ extension }) => {
  const panel = await extension.openPanel();
  const dialog = await asked(panel);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog).toBeHidden();
  expect(await received(panel)).toEqual({ action: "decline" });
});

test("two extension pages both show it; the first answer wins, the other page is told", async ({ extension }) => {
  const first = await extension.openPanel();
  const second = await extension.openPanel();
  await first.call();
  await expect(first.dialog()).toBeVisible();
  await expect(second.dialog()).toBeVisible();
  await second.dialog().getByLabel("String", { exact: true }).fill("From the second page");
  await second.dialog().getByRole("button", { name: "Submit" }).click();
  await expect(first.page.getByText(`The request from ${SERVER_TITLE} was answered in another tab or window.`)).toBeVisible();
  await expect(first.dialog()).toBeHidden();
  await expect(second.dialog()).toBeHidden();
  // Every page hears the call's result: the server got the second page's answer, once.
  expect(await received(first)).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "From the second page" } });
});

test("a page reloaded mid-request shows it again, and its answer reaches the server", async ({ extension }) => {
  const panel = await extension.openPanel();
  await asked(panel);
  await panel.page.reload();
  const dialog = panel.dialog();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("String", { exact: true }).fill("After a reload");
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect(await received(panel)).toEqual({ action: "accept", content: { ...FORM_DEFAULTS, name: "After a reload" } });
});

test("the worker stopped mid-request: the page says the connection closed, and works again once the worker runs", async ({ extension }) => {
  const panel = await extension.openPanel();
  await asked(panel);
  await extension.stopWorker();
  await expect(panel.page.getByText(`The connection to ${SERVER_TITLE} was closed.`)).toBeVisible();
  await expect(panel.dialog()).toBeHidden();
  // The page opened another port, which started the worker again: a new call is shown and answered.
  const dialog = await asked(panel);
  await dialog.getByRole("button", { name: "Decline" }).click();
  expect(await received(panel)).toEqual({ action: "decline" });
});
