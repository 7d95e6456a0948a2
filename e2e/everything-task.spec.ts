// A task-based tool of a real third-party server: server-everything's `simulate-research-query` has
// `execution.taskSupport: "required"`, and with `ambiguous: true` it asks the person to clarify the topic
// half way through the task (elicitation/create with the related-task `_meta`, delivered on the stream of
// the client's `tasks/result`).
//
// The v2 client (`@modelcontextprotocol/client` 2.x) has no task API: `callTool()` sends no `task`, and
// given one it refuses the task it gets back. The host page runs such a tool with the library's
// `callToolWithTasks` ("Run … as a task"), which drives the 2025-11-25 tasks protocol this server speaks and
// tells the dialog which task asks.
import { expect, openHost, SERVER_TITLE, test } from "./everything/fixtures.ts";

const TOOL = "simulate-research-query";
const AS_TASK = `${TOOL} as a task`;

test("called as the README calls a tool, the server refuses it: it runs only as a task", async ({ page, everything }) => {
  const host = await openHost(page, everything, { args: { [TOOL]: { topic: "python", ambiguous: true } } });
  await host.call(TOOL);
  await expect(host.result(TOOL)).toHaveText(
    "Tool error:\nMCP error -32601: Tool simulate-research-query requires task augmentation (taskSupport: 'required')",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("as a task: the server asks mid-task which topic is meant, and its report follows the answer", async ({ page, everything }) => {
  const host = await openHost(page, everything, { args: { [TOOL]: { topic: "python", ambiguous: true } } });
  await page.getByRole("button", { name: `Run ${AS_TASK}` }).click();
  await expect(host.result(AS_TASK)).toHaveText("Running…");

  const dialog = page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Task: simulate-research-query\./)).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    `The research query "python" could have multiple interpretations. Please clarify what you're looking for:`,
  );
  // oneOf of { const, title }: the titles, as radios; required, and nothing chosen yet.
  const clarification = dialog.getByRole("radiogroup", { name: "Clarification" });
  await expect(clarification.getByRole("radio")).toHaveCount(3);
  for (const title of ["Python programming language", "Python snake species", "Monty Python comedy group"]) {
    await expect(clarification.getByRole("radio", { name: title })).not.toBeChecked();
  }
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(clarification).toHaveAttribute("aria-invalid", "true");
  await expect(clarification).toHaveAccessibleDescription("Which interpretation of the topic do you mean? Choose an option.");
  await expect(dialog.getByText("1 field needs your attention.")).toBeVisible();
  await expect(host.result(AS_TASK)).toHaveText("Running…");

  await clarification.getByRole("radio", { name: "Python snake species" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();

  // The task resumes with the const sent ("snake"), and its report says so.
  const result = host.result(AS_TASK);
  await expect(result).toContainText("# Research Report: python (snake)", { timeout: 20_000 });
  await expect(result).toContainText("- **Clarification**: snake");
  await expect(result).toContainText("Status progressed: `working` → `input_required` → `working` → `completed`");
  await expect(result).toContainText(`After receiving clarification ("snake"), the task resumed processing and completed.`);
});

test("as a task, declined: the server carries on with its default interpretation", async ({ page, everything }) => {
  const host = await openHost(page, everything, { args: { [TOOL]: { topic: "python", ambiguous: true } } });
  await page.getByRole("button", { name: `Run ${AS_TASK}` }).click();
  const dialog = page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(AS_TASK)).toContainText("- **Clarification**: User declined - using default interpretation", { timeout: 20_000 });
});
