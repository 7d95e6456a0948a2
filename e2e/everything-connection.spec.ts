// The connection to a real third-party server, @modelcontextprotocol/server-everything: a form round trip
// over its SSE transport (the other specs use Streamable HTTP), and the server dying mid-request.
import { expect, FORM_DEFAULTS, openHost, rawResult, SERVER_TITLE, test } from "./everything/fixtures.ts";
import { startEverything } from "./everything/server.ts";

const TOOL = "trigger-elicitation-request";

test("SSE: a form round trip reaches the server typed as sent", async ({ page, everythingSse }) => {
  const host = await openHost(page, everythingSse);
  await host.call(TOOL);
  const dialog = page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
  await dialog.getByLabel("String", { exact: true }).fill("Grace Hopper");
  await dialog.getByLabel("Integer", { exact: true }).fill("9");
  await dialog.getByRole("radiogroup", { name: "Titled Single Select Enum" }).getByRole("radio", { name: "Green Lantern" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toContainText("✅ User provided the requested information!");
  expect(await rawResult(host.result(TOOL))).toEqual({
    action: "accept",
    content: { ...FORM_DEFAULTS, name: "Grace Hopper", integer: 9, titledSingleSelectEnum: "hero-2" },
  });
});

test("the server dies while its request is on screen: the request leaves with a notice, the call fails at once", async ({ page }) => {
  // A server of its own, since this test kills it.
  const server = await startEverything("streamableHttp");
  try {
    const host = await openHost(page, server);
    await host.call(TOOL);
    const dialog = page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
    await dialog.getByLabel("String", { exact: true }).fill("Grace Hopper");
    await server.stop();

    // No answer could reach it now: the form goes rather than wait for a Submit that would go nowhere, and
    // the call fails now, not at its 30-minute timeout.
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: `The connection to ${SERVER_TITLE} was closed.` })).toBeVisible();
    await expect(host.result(TOOL)).toContainText(/^Call failed.*closed/i);
  } finally {
    await server.stop();
  }
});
