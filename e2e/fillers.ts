// Fill steps more than one spec uses: a person filling the every-kind form (stories/fixtures.ts)
// with valid values, and exactly what the server must then receive. The content assumes the page's
// time zone is America/New_York (the meeting time is 14:30 there).
import type { Locator } from "@playwright/test";

/** The every-kind form's inputs, whatever draws its choices. */
async function fillInputs(form: Locator) {
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Website").fill("https://ada.example.com");
  await form.getByLabel("Departure date").fill("2026-04-01");
  await form.getByLabel("Meeting time").fill("2026-03-15T14:30");
  await form.getByLabel("Budget").fill("99.95");
  await form.getByLabel("Travellers").fill("3");
  await form.getByLabel("Add travel insurance").check();
}

export const everyKind = {
  async fill(form) {
    await fillInputs(form);
    await form.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Middle" }).check();
    await form.getByLabel("Cabin").selectOption({ label: "Business" });
    await form.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Lunch" }).check();
  },
  content: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    website: "https://ada.example.com",
    departure: "2026-04-01",
    meeting: "2026-03-15T18:30:00Z",
    budget: 99.95,
    travellers: 3,
    insurance: true,
    seat: "Middle",
    cabin: "business",
    meals: ["Lunch"],
  },
} satisfies { fill: (form: Locator) => Promise<void>; content: Record<string, unknown> };

/** The same, drawn by stories/HeadlessForm.tsx: every choice a group of radios or checkboxes, and "Send". */
export const headlessEveryKind = {
  async fill(form: Locator) {
    await fillInputs(form);
    await form.getByRole("group", { name: "Seat" }).getByRole("radio", { name: "Middle" }).check();
    await form.getByRole("group", { name: "Cabin" }).getByRole("radio", { name: "Business" }).check();
    await form.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Lunch" }).check();
  },
  content: everyKind.content,
  submit: "Send",
};
