// Errors appear when the person submits, or leaves a field they changed; then they update live.
// An invalid control has aria-invalid="true" and its error in its description; nothing is sent while
// the form is invalid; and an error appearing does not move the buttons (docs/guides/components.md, "What the user sees").
import { expect, test } from "@playwright/test";
import { expectAnswerCount, expectSingleAnswer, openStory } from "./story.ts";

test("submitting empty shows the errors, sends nothing and moves focus to the first invalid field", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  const username = dialog.getByLabel("Username");
  const email = dialog.getByLabel("Email");
  const age = dialog.getByRole("spinbutton", { name: "Age" });
  const homepage = dialog.getByLabel("Homepage");
  // Focus somewhere else first, so that the move to "Username" is the form's doing.
  await age.focus();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(username).toBeFocused();
  for (const control of [username, email, age]) {
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(/Fill in this field\./);
  }
  // The help text stays in the description beside the error.
  await expect(username).toHaveAccessibleDescription(/Lower-case letters, digits and dashes/);
  await expect(dialog.getByText("Fill in this field.")).toHaveCount(3);
  // An optional field left empty is fine.
  await expect(homepage).not.toHaveAttribute("aria-invalid");
  await expect(dialog).toBeVisible();
  await expectAnswerCount(page, 0);
});

test("required controls carry `required` and a visible marker", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  for (const label of ["Username", "Email"]) await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
  await expect(dialog.getByRole("spinbutton", { name: "Age" })).toHaveAttribute("required", "");
  await expect(dialog.getByLabel("Homepage")).not.toHaveAttribute("required");
  await expect(dialog.getByText("Fields marked * are required.")).toBeVisible();
});

test("errors show on blur only after a change, then update live", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  const username = dialog.getByLabel("Username");
  const email = dialog.getByLabel("Email");

  // Visiting a field without changing it is not an error.
  await expect(username).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await expect(username).not.toHaveAttribute("aria-invalid");

  // Typing is not yet an error, while the person is still in the field.
  await page.keyboard.type("ada");
  await expect(email).not.toHaveAttribute("aria-invalid");

  // Leaving the changed field shows its error.
  await page.keyboard.press("Tab");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter an email address, like name@example.com.");
  await expect(username).not.toHaveAttribute("aria-invalid");

  // From then on it updates as the person types, without leaving the field.
  await email.focus();
  await page.keyboard.press("End");
  await page.keyboard.type("@example.com");
  await expect(email).toBeFocused();
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(email).toHaveAccessibleDescription("");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type(".com");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expectAnswerCount(page, 0);
});

test("the messages say what is wrong, and a fixed form is sent", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  const username = dialog.getByLabel("Username");
  const age = dialog.getByRole("spinbutton", { name: "Age" });
  const homepage = dialog.getByLabel("Homepage");
  const languages = dialog.getByRole("group", { name: "Languages" });

  await username.fill("ab");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await age.fill("101");
  await homepage.fill("example.com");
  await languages.getByRole("checkbox", { name: "Rust" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription(/at least 3 characters/);
  await expect(age).toHaveAccessibleDescription(/Enter a whole number from 1 to 100\./);
  await expect(homepage).toHaveAccessibleDescription(/Enter a full web address/);
  await expect(languages).toHaveAttribute("aria-invalid", "true");
  await expect(languages).toHaveAccessibleDescription(/Choose from 2 to 3 options\./);
  await expectAnswerCount(page, 0);

  // Live after submit: each fix clears its own error.
  await username.fill("Ada");
  await expect(username).toHaveAccessibleDescription(/format the server expects/);
  await username.fill("ada-l");
  await expect(username).not.toHaveAttribute("aria-invalid");
  await age.fill("36");
  await expect(age).not.toHaveAttribute("aria-invalid");
  await homepage.fill("https://ada.example.com");
  await expect(homepage).not.toHaveAttribute("aria-invalid");
  // Ticked out of order; sent in the server's order.
  await languages.getByRole("checkbox", { name: "Go" }).check();
  await expect(languages).not.toHaveAttribute("aria-invalid");
  await languages.getByRole("checkbox", { name: "Zig" }).check();
  await languages.getByRole("checkbox", { name: "Python" }).check();
  await expect(languages).toHaveAccessibleDescription(/Choose from 2 to 3 options\./);
  await languages.getByRole("checkbox", { name: "Zig" }).uncheck();
  await expect(languages).not.toHaveAttribute("aria-invalid");

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectSingleAnswer(page, {
    action: "accept",
    content: { username: "ada-l", email: "ada@example.com", age: 36, homepage: "https://ada.example.com", languages: ["Go", "Python", "Rust"] },
  });
});

test("an email a browser accepts but the server's Ajv rejects is caught before sending", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  await dialog.getByLabel("Username").fill("ada");
  await dialog.getByLabel("Email").fill("a@b");
  await dialog.getByRole("spinbutton", { name: "Age" }).fill("36");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectAnswerCount(page, 0);
});

test("a number the browser cannot read is an error, not silently dropped", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  await dialog.getByLabel("Username").fill("ada");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("spinbutton", { name: "Age" }).pressSequentially("3e");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("spinbutton", { name: "Age" })).toHaveAttribute("aria-invalid", "true");
  await expectAnswerCount(page, 0);
});

test("the buttons do not move when errors appear", async ({ page }) => {
  const dialog = await openStory(page, "constrained", /GitHub/);
  const submit = dialog.getByRole("button", { name: "Submit" });
  const decline = dialog.getByRole("button", { name: "Decline" });
  const before = { submit: await submit.boundingBox(), decline: await decline.boundingBox() };
  expect(before.submit).not.toBeNull();

  await submit.click();
  await expect(dialog.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  expect(await submit.boundingBox()).toEqual(before.submit);
  expect(await decline.boundingBox()).toEqual(before.decline);

  // A blur error on the last field, too.
  await dialog.getByRole("group", { name: "Languages" }).getByRole("checkbox", { name: "Go" }).check();
  await dialog.getByLabel("Homepage").focus();
  await expect(dialog.getByRole("group", { name: "Languages" })).toHaveAttribute("aria-invalid", "true");
  expect(await submit.boundingBox()).toEqual(before.submit);
  expect(await decline.boundingBox()).toEqual(before.decline);
});

test("the spec's string example: its default breaks its own pattern, so it is flagged, not sent", async ({ page }) => {
  const dialog = await openStory(page, "spec-string-keywords", /weather/);
  const displayName = dialog.getByLabel("Display Name");
  await expect(displayName).toHaveValue("user@example.com");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(displayName).toHaveAttribute("aria-invalid", "true");
  await expect(displayName).toHaveAccessibleDescription(/Description text.*format the server expects/);
  await expectAnswerCount(page, 0);

  // Optional: cleared, it is omitted (a non-empty default does not make "" valid).
  await displayName.clear();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectSingleAnswer(page, { action: "accept", content: {} });
});

// A multi-select is one field (docs/guides/components.md, "What the user sees": errors show when the person "leaves a field they changed"), and
// its error must not move what is under the pointer: a click whose press and release land on different
// places is lost.
test.describe("a group of checkboxes is one field", () => {
  test("ticking two options of a group with the mouse ticks both", async ({ page }) => {
    const dialog = await openStory(page, "constrained", /GitHub/);
    const languages = dialog.getByRole("group", { name: "Languages" });
    await languages.getByRole("checkbox", { name: "TypeScript" }).click();
    await languages.getByRole("checkbox", { name: "Rust" }).click();
    await expect(languages.getByRole("checkbox", { name: "TypeScript" })).toBeChecked();
    await expect(languages.getByRole("checkbox", { name: "Rust" })).toBeChecked();
  });

  test("the spec's colours: swapping one colour for another with the mouse", async ({ page }) => {
    const dialog = await openStory(page, "spec-colors", /weather/);
    const colors = dialog.getByRole("group", { name: "Colors", exact: true });
    // Red and Green are ticked by default (at most 2): tick Blue, then untick Red.
    await colors.getByRole("checkbox", { name: "Blue" }).click();
    await colors.getByRole("checkbox", { name: "Red" }).click();
    await expect(colors.getByRole("checkbox", { name: "Red" })).not.toBeChecked();
    await expect(colors).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, {
      action: "accept",
      content: { untitled: "Red", titled: "#FF0000", several: ["Green", "Blue"], severalTitled: ["#FF0000", "#00FF00"] },
    });
  });

  test("moving between its options is not leaving it: no error until focus leaves the group", async ({ page }) => {
    const dialog = await openStory(page, "constrained", /GitHub/);
    const languages = dialog.getByRole("group", { name: "Languages" });
    await languages.getByRole("checkbox", { name: "TypeScript" }).press("Space");
    await page.keyboard.press("Tab");
    await expect(languages.getByRole("checkbox", { name: "Zig" })).toBeFocused();
    // Still inside "Languages", one option ticked of the two it needs: the person is not done yet.
    await expect(languages).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Decline" })).toBeFocused();
    await expect(languages).toHaveAttribute("aria-invalid", "true");
  });

  test("its options do not move when its error appears", async ({ page }) => {
    const dialog = await openStory(page, "constrained", /GitHub/);
    const languages = dialog.getByRole("group", { name: "Languages" });
    // Positions within the group, so that the dialog body scrolling does not count as a move.
    const positions = async () => {
      const group = (await languages.boundingBox())!;
      const boxes = await Promise.all((await languages.getByRole("checkbox").all()).map((o) => o.boundingBox()));
      return boxes.map((box) => ({ x: box!.x - group.x, y: box!.y - group.y }));
    };
    const before = await positions();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await languages.getByRole("checkbox", { name: "Go" }).press("Space");
    await expect(languages).toHaveAttribute("aria-invalid", "true");
    expect(await positions()).toEqual(before);
  });
});
