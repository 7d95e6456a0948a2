// What is sent, value by value (docs/guides/components.md, "What the user sees"): typed values, date-times as the instant the
// person picked in their own time zone, optional empties omitted, defaults pre-filled and sent untouched.
import { expect, test, type Page } from "@playwright/test";
import { defaultsContent } from "../stories/fixtures.ts";
import { expectSingleAnswer, lastAnswer, openStory } from "./story.ts";

async function submitMeetingTime(page: Page, local: string) {
  const dialog = await openStory(page, "every-kind", /Travel Agent/);
  await dialog.getByLabel("Meeting time").fill(local);
  await dialog.getByRole("button", { name: "Submit" }).click();
  return dialog;
}

test.describe("a date-time picked in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("is sent as the same instant in UTC (UTC-4 on 2026-03-15)", async ({ page }) => {
    const dialog = await openStory(page, "every-kind", /Travel Agent/);
    // The person is told which zone the time is read in.
    await expect(dialog.getByLabel("Meeting time")).toHaveAccessibleDescription(/America\/New_York/);
    await submitMeetingTime(page, "2026-03-15T14:30");
    await expectSingleAnswer(page, { action: "accept", content: { meeting: "2026-03-15T18:30:00Z", insurance: false } });
  });

  test("a date-time default is shown in local time and sent back untouched", async ({ page }) => {
    const dialog = await openStory(page, "defaults", /Travel Agent/);
    await expect(dialog.getByLabel("Call at")).toHaveValue("2026-03-14T05:30");
    await dialog.getByRole("button", { name: "Submit" }).click();
    const sent = await lastAnswer(page);
    expect(sent).toMatchObject({ action: "accept", content: { callAt: "2026-03-14T09:30:00Z" } });
  });

  test("a changed date-time default is sent as the new instant", async ({ page }) => {
    const dialog = await openStory(page, "defaults", /Travel Agent/);
    await dialog.getByLabel("Call at").fill("2026-03-14T20:15");
    await dialog.getByRole("button", { name: "Submit" }).click();
    const sent = await lastAnswer(page);
    expect(sent).toMatchObject({ action: "accept", content: { callAt: "2026-03-15T00:15:00Z" } });
  });
});

test.describe("a date-time picked in Kolkata", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("is sent as the same instant in UTC (UTC+5:30)", async ({ page }) => {
    await submitMeetingTime(page, "2026-03-15T14:30");
    await expectSingleAnswer(page, { action: "accept", content: { meeting: "2026-03-15T09:00:00Z", insurance: false } });
  });
});

test.describe("optional fields", () => {
  test("left empty are omitted: one field filled sends that key (and the always-sent boolean)", async ({ page }) => {
    const dialog = await openStory(page, "every-kind", /Travel Agent/);
    await dialog.getByLabel("Full name").fill("Ada Lovelace");
    await dialog.getByRole("button", { name: "Submit" }).click();
    // Booleans are always sent, false when unticked; every other empty optional is left out.
    await expectSingleAnswer(page, { action: "accept", content: { name: "Ada Lovelace", insurance: false } });
  });

  test("only the ticked checkbox: exactly one key", async ({ page }) => {
    const dialog = await openStory(page, "every-kind", /Travel Agent/);
    await dialog.getByLabel("Add travel insurance").check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: { insurance: true } });
  });

  test("a choice made then cleared is omitted again", async ({ page }) => {
    const dialog = await openStory(page, "every-kind", /Travel Agent/);
    await dialog.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Aisle" }).check();
    await dialog.getByRole("button", { name: "Clear choice" }).click();
    await dialog.getByLabel("Full name").fill("Ada Lovelace");
    await dialog.getByLabel("Full name").clear();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: { insurance: false } });
  });

  test("every kind filled arrives with its JSON type", async ({ page }) => {
    const dialog = await openStory(page, "every-kind", /Travel Agent/);
    await dialog.getByLabel("Full name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Website").fill("https://ada.example.com");
    await dialog.getByLabel("Departure date").fill("2026-04-01");
    await dialog.getByLabel("Budget").fill("1250.5");
    await dialog.getByLabel("Travellers").fill("2");
    await dialog.getByLabel("Add travel insurance").check();
    await dialog.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Window" }).check();
    await dialog.getByLabel("Cabin").selectOption({ label: "Premium economy" });
    const meals = dialog.getByRole("group", { name: "Meals" });
    // Ticked out of order: sent in the server's option order.
    await meals.getByRole("checkbox", { name: "Dinner" }).check();
    await meals.getByRole("checkbox", { name: "Breakfast" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expectSingleAnswer(page, {
      action: "accept",
      content: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        website: "https://ada.example.com",
        departure: "2026-04-01",
        budget: 1250.5,
        travellers: 2,
        insurance: true,
        seat: "Window",
        cabin: "premium",
        meals: ["Breakfast", "Dinner"],
      },
    });
  });
});

test.describe("defaults", () => {
  const sentDefaults = defaultsContent;

  test("are shown, falsy ones too", async ({ page }) => {
    const dialog = await openStory(page, "defaults", /Travel Agent/);
    await expect(dialog.getByLabel("Note")).toHaveValue("");
    await expect(dialog.getByLabel("City")).toHaveValue("Lisbon");
    await expect(dialog.getByLabel("Nights")).toHaveValue("0");
    await expect(dialog.getByLabel("Newsletter")).not.toBeChecked();
    await expect(dialog.getByLabel("Confirm booking")).toBeChecked();
    await expect(dialog.getByLabel("Check-in")).toHaveValue("2026-03-14");
    await expect(dialog.getByRole("radiogroup", { name: "Room" }).getByRole("radio", { name: "Double" })).toBeChecked();
    const extras = dialog.getByRole("group", { name: "Extras" });
    await expect(extras.getByRole("checkbox", { name: "Parking" })).toBeChecked();
    await expect(extras.getByRole("checkbox", { name: "Wi-Fi" })).not.toBeChecked();
  });

  test("submitted untouched are sent exactly as the server gave them", async ({ page }) => {
    const dialog = await openStory(page, "defaults", /Travel Agent/);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: sentDefaults });
  });

  test.describe("in a time zone other than UTC", () => {
    test.use({ timezoneId: "Asia/Kolkata" });
    test("submitted untouched are still sent exactly", async ({ page }) => {
      const dialog = await openStory(page, "defaults", /Travel Agent/);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expectSingleAnswer(page, { action: "accept", content: sentDefaults });
    });
  });

  test("changed to other falsy values are sent as such", async ({ page }) => {
    const dialog = await openStory(page, "defaults", /Travel Agent/);
    await dialog.getByLabel("Confirm booking").uncheck();
    await dialog.getByRole("group", { name: "Extras" }).getByRole("checkbox", { name: "Parking" }).uncheck();
    await dialog.getByLabel("Nights").fill("3");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: { ...sentDefaults, nights: 3, confirm: false, extras: [] } });
  });
});
