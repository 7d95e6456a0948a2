// A host page whose Content-Security-Policy refuses eval (e2e/csp/): Ajv cannot generate its validators
// there, so the library falls back to an interpreting validator. Every field kind must still render,
// refuse what the server would refuse, and send what the server accepts.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { expect, test, type Page } from "@playwright/test";
import { allForms } from "../stories/fixtures.ts";
import { CSP_PORT } from "./csp/vite.config.ts";
import { everyKind } from "./fillers.ts";

test.use({ timezoneId: "America/New_York" });

async function open(page: Page, form: string) {
  const response = await page.goto(`http://localhost:${CSP_PORT}/?form=${form}`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The schema is compiled after the first frame: Ajv's attempt is what the policy refuses.
  await expect(page.getByLabel("Refused")).toContainText("script-src eval");
  return dialog;
}

async function answer(page: Page) {
  const text = await page.getByLabel("Answer").textContent();
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

/** The judge the official SDK server uses on an accept: Ajv 2020 with ajv-formats, strict off. */
function serverAccepts(schema: unknown, content: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const { $schema: _ignored, ...body } = schema as Record<string, unknown>;
  return ajv.validate(body, content) ? "accepted" : ajv.errorsText();
}

test("every field kind renders and sends what the server accepts", async ({ page }) => {
  const dialog = await open(page, "everyKind");
  await everyKind.fill(dialog);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Answer")).not.toBeEmpty();
  const result = await answer(page);
  expect(result).toEqual({ action: "accept", content: everyKind.content });
  expect(ElicitResultSchema.safeParse(result).success).toBe(true);
  expect(serverAccepts(allForms.everyKind.request.requestedSchema, result!.content)).toBe("accepted");
});

test("what the server would refuse is refused on the field, and nothing is sent", async ({ page }) => {
  const dialog = await open(page, "constrained");
  const username = dialog.getByLabel("Username");
  const email = dialog.getByLabel("Email");
  const age = dialog.getByRole("spinbutton", { name: "Age" });
  const homepage = dialog.getByLabel("Homepage");
  const languages = dialog.getByRole("group", { name: "Languages" });

  await username.fill("Ada Lovelace");
  // A browser's email input takes "a@b"; ajv-formats, the server's judge, does not.
  await email.fill("a@b");
  await age.fill("0");
  await homepage.fill("example.com");
  await languages.getByRole("checkbox", { name: "Go" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(username).toHaveAccessibleDescription(/format the server expects/);
  await expect(email).toHaveAccessibleDescription(/Enter an email address/);
  await expect(age).toHaveAccessibleDescription(/from 1 to 100/);
  await expect(homepage).toHaveAccessibleDescription(/full web address/);
  await expect(languages).toHaveAccessibleDescription(/from 2 to 3 options/);
  for (const control of [username, email, age, homepage]) await expect(control).toHaveAttribute("aria-invalid", "true");
  expect(await answer(page)).toBeUndefined();

  // Live, once shown: each error goes as the value is mended.
  await username.fill("ada-lovelace");
  await expect(username).not.toHaveAttribute("aria-invalid", "true");
  await email.fill("ada@example.com");
  await age.fill("36");
  await homepage.fill("https://ada.example.com");
  await languages.getByRole("checkbox", { name: "Rust" }).check();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Answer")).not.toBeEmpty();
  const result = await answer(page);
  expect(result).toEqual({
    action: "accept",
    content: { username: "ada-lovelace", email: "ada@example.com", age: 36, homepage: "https://ada.example.com", languages: ["Go", "Rust"] },
  });
  expect(serverAccepts(allForms.constrained.request.requestedSchema, result!.content)).toBe("accepted");
});

test("a pattern Ajv reads only without the u flag is enforced the same way", async ({ page }) => {
  const dialog = await open(page, "slug");
  const slug = dialog.getByLabel("Slug");
  await slug.fill("not a slug");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await slug.fill("a-b.c_d");
  await expect(slug).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Answer")).not.toBeEmpty();
  expect(await answer(page)).toEqual({ action: "accept", content: { slug: "a-b.c_d" } });
});

test("Decline still answers decline", async ({ page }) => {
  const dialog = await open(page, "constrained");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByLabel("Answer")).not.toBeEmpty();
  expect(await answer(page)).toEqual({ action: "decline" });
});
