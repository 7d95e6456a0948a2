// The live demo, end to end, on every stack it runs (e2e/liveDemo.ts): the flows every era has, the form
// tools, decline and cancel, and two questions at once. Each test runs tools by their buttons and answers as
// a person would; the server validates every answer itself and writes its verdict to the page's log, which is
// what these tests read. The flows of one era only: live-demo-legacy.spec.ts, live-demo-modern.spec.ts.
import { expect, test } from "@playwright/test";
import { allStacks, expectNoServerFailure, logLines, openDemo, requestDialog, run, SERVER, serverReceived, toolAccepted, toolReturned } from "./liveDemo.ts";

for (const stack of allStacks) {
  test.describe(stack.title, () => {
    test.describe("form tools: what the person enters is what the server's own validation accepts", () => {
      test("github_username: the specification's simple text example", async ({ page }) => {
        const log = await openDemo(page, stack);
        await run(page, "github_username");
        const dialog = requestDialog(page);
        await expect(dialog).toHaveAccessibleName(`Request from ${SERVER}`);
        await expect(dialog).toHaveAccessibleDescription("Please provide your GitHub username");
        await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("octocat");
        await dialog.getByRole("button", { name: "Submit" }).click();

        await expect(dialog).toBeHidden();
        expect(await toolAccepted(log, "github_username")).toStrictEqual({ name: "octocat" });
        expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content: { name: "octocat" } }]);
        await expectNoServerFailure(log);
      });

      test("contact_info: the age arrives as the number 36", async ({ page }) => {
        const log = await openDemo(page, stack);
        await run(page, "contact_info");
        const dialog = requestDialog(page);
        await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
        await dialog.getByLabel("Email").fill("ada@example.com");
        await dialog.getByRole("spinbutton", { name: "Age" }).fill("36");
        await dialog.getByRole("button", { name: "Submit" }).click();

        await expect(dialog).toBeHidden();
        const content = { name: "Ada Lovelace", email: "ada@example.com", age: 36 };
        expect(await toolAccepted(log, "contact_info")).toStrictEqual(content);
        expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
        await expectNoServerFailure(log);
      });

      test.describe("every_field_kind, picked in Kolkata (UTC+5:30)", () => {
        test.use({ timezoneId: "Asia/Kolkata" });

        test("every kind arrives typed; the date-time is the instant picked; the multi-select is an array", async ({ page }) => {
          const log = await openDemo(page, stack);
          await run(page, "every_field_kind");
          const dialog = requestDialog(page);
          await dialog.getByLabel("Full name").fill("Ada Lovelace");
          await dialog.getByLabel("Email").fill("ada@example.com");
          await dialog.getByLabel("Website").fill("https://ada.example.com");
          await dialog.getByLabel("Departure date").fill("2026-04-01");
          await expect(dialog.getByLabel("Meeting time")).toHaveAccessibleDescription(/Asia\/(Kolkata|Calcutta)/);
          await dialog.getByLabel("Meeting time").fill("2026-03-15T14:30");
          await dialog.getByLabel("Budget").fill("1250.5");
          await dialog.getByLabel("Travellers").fill("2");
          await dialog.getByLabel("Add travel insurance").check();
          await dialog.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Window" }).check();
          await dialog.getByLabel("Cabin").selectOption({ label: "Premium economy" });
          const meals = dialog.getByRole("group", { name: "Meals" });
          await meals.getByRole("checkbox", { name: "Dinner" }).check();
          await meals.getByRole("checkbox", { name: "Breakfast" }).check();
          await dialog.getByRole("button", { name: "Submit" }).click();

          await expect(dialog).toBeHidden();
          const content = {
            name: "Ada Lovelace",
            email: "ada@example.com",
            website: "https://ada.example.com",
            departure: "2026-04-01",
            // 14:30 in Kolkata is 09:00 UTC: with seconds and an offset, as the server's format check requires
            // (v1: ajv-formats; v2 in the browser: @cfworker/json-schema).
            meeting: "2026-03-15T09:00:00Z",
            budget: 1250.5,
            travellers: 2,
            insurance: true,
            seat: "Window",
            cabin: "premium",
            meals: ["Breakfast", "Dinner"],
          };
          expect(await toolAccepted(log, "every_field_kind")).toStrictEqual(content);
          expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
          await expectNoServerFailure(log);
        });
      });

      test("create_repository: a name that breaks `pattern` is refused in the UI and nothing is sent; a good one is accepted", async ({ page }) => {
        const log = await openDemo(page, stack);
        await run(page, "create_repository");
        const dialog = requestDialog(page);
        const repo = dialog.getByLabel("Repo");
        await expect(repo).toHaveAccessibleDescription(/Repository name/);

        // A space and "!" break `pattern: ^[A-Za-z0-9_.-]+$`. Both SDK lines drop `pattern` from what their own
        // registration hands a handler; the library takes the request as sent, so the UI knows it and refuses.
        await repo.fill("my repo!");
        await dialog.getByRole("button", { name: "Submit" }).click();
        await expect(repo).toHaveAttribute("aria-invalid", "true");
        await expect(repo).toHaveAccessibleDescription(/Enter a value in the format the server expects\./);
        await expect(dialog).toBeVisible();
        // Time for an answer to reach the server and be logged, had one been sent.
        await page.waitForTimeout(500);
        const lines = await logLines(log);
        expect(lines.filter((line) => line.startsWith("server: received") || line.startsWith("server: failed"))).toEqual([]);
        expect(lines.filter((line) => line.startsWith("host: create_repository"))).toEqual([]);

        await repo.fill("react-mcp_elicitation.v2");
        await expect(repo).not.toHaveAttribute("aria-invalid", "true");
        await dialog.getByRole("radiogroup", { name: "Visibility" }).getByRole("radio", { name: "public" }).check();
        const topics = dialog.getByRole("group", { name: "Topics" });
        await topics.getByRole("checkbox", { name: "react" }).check();
        await topics.getByRole("checkbox", { name: "mcp" }).check();
        await dialog.getByRole("button", { name: "Submit" }).click();

        await expect(dialog).toBeHidden();
        // Nothing beyond the schema's properties: the server enforces additionalProperties: false.
        const content = { repo: "react-mcp_elicitation.v2", visibility: "public", topics: ["mcp", "react"], autoInit: true };
        expect(await toolAccepted(log, "create_repository")).toStrictEqual(content);
        expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
        await expectNoServerFailure(log);
      });
    });

    test("Decline arrives as decline; Close and Escape arrive as cancel", async ({ page }) => {
      const log = await openDemo(page, stack);
      const dialog = requestDialog(page);

      await run(page, "github_username");
      await dialog.getByRole("button", { name: "Decline", exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await toolReturned(log, "github_username")).toBe("decline");
      expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }]);

      await run(page, "contact_info");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      expect(await toolReturned(log, "contact_info")).toBe("cancel");
      expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "cancel" }]);

      await run(page, "every_field_kind");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await toolReturned(log, "every_field_kind")).toBe("cancel");
      expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "cancel" }, { action: "cancel" }]);
      await expectNoServerFailure(log);
    });

    test.describe("two_questions: two requests at once", () => {
      test("Request 1 of 2: answered in order, both arrive", async ({ page }) => {
        const log = await openDemo(page, stack);
        await run(page, "two_questions");
        const dialog = requestDialog(page);
        await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(/First question: your name\?/);
        await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
        await dialog.getByRole("button", { name: "Submit" }).click();

        await expect(dialog).toHaveAccessibleDescription(/Second question: subscribe to updates\?/);
        await expect(dialog.getByText(/Request \d of \d/)).toHaveCount(0);
        await expect(dialog.getByLabel("Subscribe")).toBeChecked();
        await dialog.getByRole("button", { name: "Submit" }).click();

        await expect(dialog).toBeHidden();
        expect(await toolReturned(log, "two_questions")).toBe('accepted {"name":"Ada"}; accepted {"subscribe":true}');
        expect(await serverReceived(log)).toStrictEqual([
          { action: "accept", content: { name: "Ada" } },
          { action: "accept", content: { subscribe: true } },
        ]);
        await expectNoServerFailure(log);
      });

      test("Block requests from Demo Server declines both at once, and what it asks next", async ({ page }) => {
        const log = await openDemo(page, stack);
        await run(page, "two_questions");
        const dialog = requestDialog(page);
        await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
        await dialog.getByRole("button", { name: `Block requests from ${SERVER}` }).click();

        await expect(dialog).toBeHidden();
        expect(await toolReturned(log, "two_questions")).toBe("decline; decline");
        expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "decline" }]);

        // For the rest of the session: the server's next request is declined without interrupting anyone.
        await run(page, "github_username");
        expect(await toolReturned(log, "github_username")).toBe("decline");
        await expect(dialog).toBeHidden();
        await expectNoServerFailure(log);
      });
    });
  });
}
