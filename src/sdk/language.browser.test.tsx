// The request in the person's language (SEP-2792, a draft), end to end in Chromium: a host app whose provider
// shows German, its v2 client registered with `acceptLanguage`, and a real v2 server whose tool reads the
// person's languages from the call and asks in German when they want it, saying so (`contentLanguage`). The
// person sees the server's words and the library's in German, each marked `lang="de"`; the server judges the
// answer. Without the option the same server asks in English, and its words are not marked German.
import { acceptedContent, fromJsonSchema, inputRequired, McpServer, type ElicitRequestFormParams } from "@modelcontextprotocol/server";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { renderHostApp } from "../../test/hostApp.tsx";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { ACCEPT_LANGUAGE_META } from "../core/i18n/acceptLanguage.ts";
import { languagesOf } from "../core/i18n/languagesOf.ts";
import { CONTENT_LANGUAGE_META } from "../core/protocol/contentLanguage.ts";
import { messages as de } from "../core/i18n/locales/de-DE.ts";
import { elicitationCapability, registerElicitationHandler } from "./index.ts";

type Client = ReturnType<typeof v2Client>;

/** The server's form, in the language it chose from the person's preference. */
function contactForm(german: boolean): ElicitRequestFormParams {
  const words = german
    ? { message: "Bitte geben Sie Ihre E-Mail-Adresse ein.", title: "E-Mail-Adresse", description: "Für die Bestätigung Ihrer Buchung" }
    : { message: "Please enter your email address.", title: "Email address", description: "For your booking's confirmation" };
  return {
    mode: "form",
    message: words.message,
    requestedSchema: { type: "object", properties: { email: { type: "string", format: "email", title: words.title, description: words.description } }, required: ["email"] },
    // As the draft asks of a server that honours the preference: the language it used.
    ...(german ? { _meta: { [CONTENT_LANGUAGE_META]: "de" } } : {}),
  } as ElicitRequestFormParams;
}

async function connect(era: Era, acceptLanguage: boolean) {
  const server = new McpServer({ name: "booking", title: "Booking", version: "1.0.0" });
  const heard: unknown[] = [];
  server.registerTool("book", { description: "books a table, asking for an email" }, async (ctx) => {
    const preference = ctx.mcpReq._meta?.[ACCEPT_LANGUAGE_META];
    heard.push(preference);
    const german = languagesOf(typeof preference === "string" ? preference : undefined)[0]?.startsWith("de") === true;
    const form = contactForm(german);
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: { contact: inputRequired.elicit(form) } });
    const accepted = acceptedContent(responses, "contact", fromJsonSchema(form.requestedSchema));
    return { content: [{ type: "text", text: JSON.stringify(accepted ?? "refused by the server") }] };
  });
  const app = renderHostApp<Client>((client, elicit) => registerElicitationHandler(client, elicit, { acceptLanguage }), { locale: "de" });
  const client = v2Client(era, elicitationCapability());
  await connectV2(server, client, era);
  await app.connect(client);
  const book = client.callTool({ name: "book", arguments: {} }).then((result) => JSON.parse((result.content as { text: string }[])[0]!.text) as unknown);
  return { heard, book };
}

const dialog = () => page.getByRole("dialog");

describe.each<Era>(["legacy", "modern"])("%s era", (era) => {
  test("asked in German: the server's words and the library's in German, each with lang=\"de\", and the answer accepted", async () => {
    const { heard, book } = await connect(era, true);
    await expect.element(dialog()).toHaveAccessibleName(de.formTitle.toString().replace("{server}", "Booking"));
    await expect.element(dialog()).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    const root = dialog().element();
    expect(root.getAttribute("lang")).toBe("de");
    expect(root.getAttribute("dir")).toBe("ltr");
    // The server's words: its message and its field's title and description, marked as German by the server's say.
    const message = page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.").element();
    expect([message.getAttribute("lang"), message.getAttribute("dir")]).toStrictEqual(["de", "auto"]);
    const field = page.getByLabelText("E-Mail-Adresse");
    await expect.element(field).toHaveAccessibleDescription(/Für die Bestätigung Ihrer Buchung/);
    const label = document.querySelector(`label[for="${field.element().id}"]`)!;
    expect([label.getAttribute("lang"), label.getAttribute("dir")]).toStrictEqual(["de", "auto"]);
    expect(page.getByText("Für die Bestätigung Ihrer Buchung").element().getAttribute("lang")).toBe("de");
    // The library's own words, in German, under the root's lang.
    await expect.element(page.getByRole("button", { name: de.decline as string })).toBeVisible();
    await expect.element(page.getByText(de.requiredLegend as string)).toBeVisible();

    await userEvent.click(page.getByRole("button", { name: de.submit as string }));
    await expect.element(field).toHaveAccessibleDescription(/Geben Sie|Füllen Sie/);
    await userEvent.fill(field, "ada@example.com");
    await userEvent.click(page.getByRole("button", { name: de.submit as string }));
    await expect(book).resolves.toStrictEqual({ email: "ada@example.com" });
    // Every call of the tool (the retry with the answer too, in the modern era) said the person reads German.
    expect(heard.length).toBeGreaterThan(0);
    expect(new Set(heard)).toStrictEqual(new Set(["de"]));
  });

  test("without acceptLanguage the server hears no preference and asks in English: its words are not marked German", async () => {
    const { heard, book } = await connect(era, false);
    await expect.element(dialog()).toHaveAccessibleDescription("Please enter your email address.");
    const message = page.getByText("Please enter your email address.").element();
    expect(message.hasAttribute("lang")).toBe(false);
    expect(message.getAttribute("dir")).toBe("auto");
    expect(heard[0]).toBeUndefined();
    await userEvent.fill(page.getByLabelText("Email address"), "ada@example.com");
    await userEvent.click(page.getByRole("button", { name: de.submit as string }));
    await expect(book).resolves.toStrictEqual({ email: "ada@example.com" });
  });
});
