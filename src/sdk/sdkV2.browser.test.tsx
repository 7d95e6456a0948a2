// The v2 adapter end to end in Chromium: a real v2 McpServer and Client in the page, in both eras they
// negotiate, a host app with <ElicitationProvider> and registerElicitationHandler(client, useElicitation()),
// and a person answering by role and label. Every case ends with what the server itself made of it: the
// answers its tool judged with its own validator, or the error its request got.
// Legacy (2025-11-25): `initialize`, the server sends `elicitation/create`. Modern (2026-07-28):
// `server/discover`, the tool returns `inputRequired` and the client fulfils each embedded request.
import {
  acceptedContent,
  fromJsonSchema,
  inputRequired,
  McpServer,
  UrlElicitationRequiredError,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
} from "@modelcontextprotocol/server";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import type { ElicitResult } from "../core/protocol/types.ts";
import { recordWindowOpen } from "../../test/browserHelpers.ts";
import { renderHostApp, type HostApp } from "../../test/hostApp.tsx";
import { stateOf } from "../../test/promises.ts";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { elicitationCapability, registerElicitationHandler, withUrlElicitation } from "./index.ts";

const serverInfo = { name: "v2-server", title: "V2 Server", version: "2.4.0" };
/** Opaque to the client: it must come back exactly as sent, and mean nothing to the person. */
const requestState = "opaque-state:round-1";

type Client = ReturnType<typeof v2Client>;
/** An elicitation request's params, as a server writes them. */
type Params = Record<string, unknown>;
/** What the server's tool made of each answer, by key: the content it accepted, or the action. */
type Verdicts = Record<string, unknown>;

const form = (message: string, properties: Record<string, unknown>, required: string[] = []): Params => ({
  mode: "form",
  message,
  requestedSchema: { type: "object", properties, ...(required.length ? { required } : {}) },
});

const profile = form(
  "Tell us about yourself",
  {
    name: { type: "string", title: "Full name", minLength: 1 },
    age: { type: "integer", title: "Age", minimum: 0 },
    newsletter: { type: "boolean", title: "Send me the newsletter", default: false },
  },
  ["name", "age"],
);
/** As zod sends it: `$schema`, `additionalProperties`, and a `pattern` that v2's own parsing would drop. */
const repo: Params = {
  mode: "form",
  message: "Create a repository",
  requestedSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    additionalProperties: false,
    properties: {
      name: { type: "string", title: "Repository name", pattern: "^[a-z0-9-]+$", minLength: 1 },
      private: { type: "boolean", title: "Private", default: true },
    },
    required: ["name"],
  },
};
const contact = form(
  "Please provide your contact information",
  { name: { type: "string", title: "Name" }, email: { type: "string", format: "email", title: "Email" } },
  ["name"],
);
const signIn = { mode: "url", message: "Connect your Example account.", url: "https://auth.example.com/connect" } as const;

/**
 * A real v2 server and client joined in `era`, the client registered in `app`. The server's `ask` tool,
 * written once for both eras, returns `inputRequired` until the answers are there (legacy: the server's shim
 * turns that into `elicitation/create` requests; modern: the client fulfils them and retries), then judges
 * each accepted answer against its own schema with the server's validator. `received` records the answers
 * the tool got, `states` the requestState that came back with them.
 */
async function connect(era: Era, app: HostApp<Client>, setup?: (server: McpServer) => void) {
  const server = new McpServer(serverInfo);
  const client = v2Client(era, elicitationCapability());
  const received: Record<string, unknown>[] = [];
  const states: unknown[] = [];
  let asked: Record<string, ReturnType<typeof inputRequired.elicit>> = {};
  server.registerTool("ask", { description: "asks what the test queued" }, async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: asked, requestState });
    states.push(ctx.mcpReq.requestState());
    received.push(responses);
    const verdicts = Object.entries(asked).map(([key, request]) => {
      const response = responses[key] as ElicitResult | undefined;
      const params = request.params as ElicitRequestFormParams | ElicitRequestURLParams;
      if (response?.action !== "accept" || params.mode === "url") return [key, response?.action];
      const accepted = acceptedContent(responses, key, fromJsonSchema(params.requestedSchema));
      return [key, accepted ?? "refused by the server"];
    });
    return { content: [{ type: "text", text: JSON.stringify(Object.fromEntries(verdicts)) }] };
  });
  setup?.(server);
  await connectV2(server, client, era);
  await app.connect(client);

  /** The host calls the tool, which asks `requests` (keyed as the server keys them): its verdicts. */
  async function ask(requests: Record<string, Params>, options?: { signal?: AbortSignal }): Promise<Verdicts> {
    asked = Object.fromEntries(
      Object.entries(requests).map(([key, params]) => [
        key,
        params.mode === "url" ? inputRequired.elicitUrl(params as { message: string; url: string }) : inputRequired.elicit(params as ElicitRequestFormParams),
      ]),
    );
    const result = await client.callTool({ name: "ask", arguments: {} }, options);
    const text = (result.content as { text: string }[])[0]!.text;
    // The legacy shim reports a failed request as the tool's error result.
    return result.isError ? { error: text } : (JSON.parse(text) as Verdicts);
  }
  return { server, client, ask, received, states };
}

/** The legacy push API, straight from the server: its answer after its own validation, or its error. */
function elicitDirect(server: McpServer, params: Params, options?: { timeout?: number; signal?: AbortSignal }) {
  return server.server.elicitInput(params as unknown as ElicitRequestFormParams, options).then(
    (result) => ({ result }),
    (error: { code?: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
  );
}

const hostApp = () => renderHostApp<Client>(registerElicitationHandler);
const dialog = () => page.getByRole("dialog");
/** Every open <dialog>: a closed one leaves the accessibility tree but may stay in the document. */
const openDialogs = () => [...document.querySelectorAll("dialog")].filter((d) => d.open);
const submit = () => userEvent.click(page.getByRole("button", { name: "Submit" }));
/** The notice a request leaves with: by default the server withdrew it. */
const withdrawn = (notice = "V2 Server withdrew its request.") => page.getByText(notice);
/** Long enough for a late dialog or a second answer to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function typeContact() {
  await expect.element(dialog()).toHaveAccessibleDescription("Please provide your contact information");
  await userEvent.fill(page.getByLabelText("Name"), "Ada Lovelace");
  await userEvent.fill(page.getByLabelText("Email"), "ada@example.com");
}

/** The request left the screen with the notice, and nothing else is open. */
async function expectWithdrawn(notice?: string) {
  await expect.element(withdrawn(notice)).toBeVisible();
  expect(withdrawn(notice).element().closest('[role="status"]')).not.toBeNull();
  await expect.poll(() => openDialogs().length).toBe(0);
}

/** The same question again: the form opens with what was typed and says so; Submit sends it, and the server accepts it. */
async function expectDraftRestored(asked: Promise<Verdicts>) {
  await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
  await expect.element(page.getByLabelText("Name")).toHaveValue("Ada Lovelace");
  await expect.element(page.getByLabelText("Email")).toHaveValue("ada@example.com");
  await expect.element(page.getByText("Restored what you typed before.")).toBeVisible();
  await submit();
  await expect(asked).resolves.toEqual({ contact: { name: "Ada Lovelace", email: "ada@example.com" } });
}

describe.each<Era>(["legacy", "modern"])("v2 client, %s era, in the browser", (era) => {
  test("a form: named after the server, filled in by label, and the server accepts the typed answer", async () => {
    const { client, ask, received } = await connect(era, hostApp());
    expect(client.getProtocolEra()).toBe(era);
    const asked = ask({ profile });

    // The title the server gave itself in the handshake (modern: in the discover result).
    await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
    await expect.element(dialog()).toHaveAccessibleDescription("Tell us about yourself");
    await userEvent.fill(page.getByLabelText("Full name"), "Ada Lovelace");
    await userEvent.fill(page.getByLabelText("Age"), "36");
    await userEvent.click(page.getByLabelText("Send me the newsletter"));
    await submit();

    // A number for the integer, a boolean for the checkbox: what the server's validator accepted.
    await expect(asked).resolves.toEqual({ profile: { name: "Ada Lovelace", age: 36, newsletter: true } });
    expect(received).toEqual([{ profile: { action: "accept", content: { name: "Ada Lovelace", age: 36, newsletter: true } } }]);
    await expect.poll(() => openDialogs().length).toBe(0);
  });

  test.each<[string, string, () => Promise<void>]>([
    ["Decline", "decline", () => userEvent.click(page.getByRole("button", { name: "Decline", exact: true }))],
    ["Escape", "cancel", () => userEvent.keyboard("{Escape}")],
  ])("%s: the server gets %s", async (_name, action, act) => {
    const { ask } = await connect(era, hostApp());
    const asked = ask({ profile });
    await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
    await act();
    await expect(asked).resolves.toEqual({ profile: action });
    await expect.poll(() => openDialogs().length).toBe(0);
  });

  test("a pattern the server enforces: a bad value is refused on screen and nothing is sent; a good one is accepted", async () => {
    const { ask, received } = await connect(era, hostApp());
    const asked = ask({ repo });
    const name = page.getByLabelText("Repository name");
    await userEvent.fill(name, "Not A Slug!");
    await submit();
    await expect.element(name).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByText("Enter a value in the format the server expects.")).toBeVisible();
    await settle();
    expect(received).toEqual([]);
    expect(await stateOf(asked)).toBe("pending");

    await userEvent.fill(name, "my-repo");
    await expect.element(page.getByText("Enter a value in the format the server expects.")).not.toBeInTheDocument();
    await expect.element(name).not.toHaveAttribute("aria-invalid", "true");
    await submit();
    await expect(asked).resolves.toEqual({ repo: { name: "my-repo", private: true } });
  });

  test('two requests at once: "Request 1 of 2", answered one at a time, each answer under its own key', async () => {
    const { ask, received } = await connect(era, hostApp());
    const name = form("Your name?", { name: { type: "string", title: "Name" } }, ["name"]);
    const subscribe = form("Subscribe to updates?", { subscribe: { type: "boolean", title: "Subscribe" } });
    const asked = ask({ name, subscribe });

    await expect.element(page.getByText("Request 1 of 2", { exact: true })).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleDescription("Your name?");
    expect(openDialogs()).toHaveLength(1);
    await userEvent.fill(page.getByLabelText("Name"), "Ada");
    await submit();

    await expect.element(dialog()).toHaveAccessibleDescription("Subscribe to updates?");
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);
    await userEvent.click(page.getByLabelText("Subscribe"));
    await submit();

    // One retried call carrying both answers, and the tool completes.
    await expect(asked).resolves.toEqual({ name: { name: "Ada" }, subscribe: { subscribe: true } });
    expect(received).toEqual([
      { name: { action: "accept", content: { name: "Ada" } }, subscribe: { action: "accept", content: { subscribe: true } } },
    ]);
  });

  test("the connection closes while a request is on screen: withdrawn with the notice, and what was typed comes back", async () => {
    const app = hostApp();
    const first = await connect(era, app);
    const lost = first.ask({ contact }).then(
      () => "answered",
      () => "failed",
    );
    await typeContact();
    await first.client.close();
    await expectWithdrawn("The connection to V2 Server was closed.");
    await expect(lost).resolves.toBe("failed");

    // The same server (same name and version), connected again, asks the same question.
    const again = await connect(era, app);
    await expectDraftRestored(again.ask({ contact }));
  });

  test("tolerated: pydantic's optional field (anyOf [string, null], default null) is a text field, and the server accepts the answer", async () => {
    const { ask } = await connect(era, hostApp());
    const pydantic = form(
      "Who are you?",
      {
        nickname: { anyOf: [{ type: "string" }, { type: "null" }], default: null, title: "Nickname" },
        name: { type: "string", title: "Name" },
      },
      ["name"],
    );
    const asked = ask({ pydantic });
    await expect.element(dialog()).toHaveAccessibleDescription("Who are you?");
    await expect.element(page.getByRole("textbox", { name: "Nickname" })).toHaveValue("");
    await userEvent.fill(page.getByLabelText("Nickname"), "Addie");
    await userEvent.fill(page.getByLabelText("Name", { exact: true }), "Ada");
    await submit();
    await expect(asked).resolves.toEqual({ pydantic: { nickname: "Addie", name: "Ada" } });
  });

  test('tolerated: a format: "password" field is masked, the person is warned, and the server accepts the answer', async () => {
    const { ask } = await connect(era, hostApp());
    // Only the format says what it is: the label and key name nothing the rules know.
    const login = form("Say the magic word", {
      username: { type: "string", title: "Username" },
      word: { type: "string", format: "password", title: "Magic word" },
    });
    const asked = ask({ login });
    const note = page.getByRole("note");
    await expect.element(note).toHaveTextContent("V2 Server is asking for secrets");
    expect(note.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["Magic word (password)"]);
    const word = page.getByLabelText("Magic word");
    await expect.element(word).toHaveAttribute("type", "password");
    await expect.element(page.getByRole("button", { name: "Show Magic word" })).toHaveAttribute("aria-pressed", "false");
    await expect.element(page.getByLabelText("Username")).toHaveAttribute("type", "text");

    await userEvent.fill(page.getByLabelText("Username"), "ada");
    await userEvent.fill(word, "xyzzy");
    await submit();
    await expect(asked).resolves.toEqual({ login: { username: "ada", word: "xyzzy" } });
  });
});

describe("v2 client, legacy era: what only the 2025 protocol has", () => {
  const connectUrl = { ...signIn, url: "https://auth.example.com/connect?id=c1", elicitationId: "c1" };

  test("URL mode with an elicitationId: after Open the prompt waits, and the server's completion notice finishes it", async () => {
    const opened = recordWindowOpen();
    const { server } = await connect("legacy", hostApp());
    const outcome = elicitDirect(server, connectUrl);
    await expect.element(dialog()).toHaveAccessibleName("V2 Server wants you to open a link");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await expect(outcome).resolves.toEqual({ result: { action: "accept" } });
    expect(opened).toEqual([["https://auth.example.com/connect?id=c1", "_blank", "noopener,noreferrer"]]);

    await expect.element(page.getByText("Continue in the new tab")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Done" })).toBeVisible();
    await server.server.createElicitationCompletionNotifier("c1")();
    await expect.element(page.getByText("Finished: the server has confirmed.")).toBeVisible();
    expect(page.getByText("Continue in the new tab").elements()).toHaveLength(0);
  });

  test("-32042: withUrlElicitation presents the URL, waits for the completion notice, retries once, and the call succeeds", async () => {
    const opened = recordWindowOpen();
    let connected = false;
    let calls = 0;
    const app = hostApp();
    const { server, client } = await connect("legacy", app, (s) => {
      s.registerTool("list-repositories", { description: "needs the person's GitHub account" }, async () => {
        calls++;
        if (!connected) {
          throw new UrlElicitationRequiredError([
            { mode: "url", message: "Connect your GitHub account.", url: "https://auth.example.com/github?id=gh", elicitationId: "gh" },
          ]);
        }
        return { content: [{ type: "text", text: "ada/analytical-engine" }] };
      });
    });
    const result = withUrlElicitation(() => client.callTool({ name: "list-repositories", arguments: {} }), app.elicit(), {
      server: client.getServerVersion()!,
    });

    await expect.element(dialog()).toHaveAccessibleDescription("Connect your GitHub account.");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    expect(opened).toHaveLength(1);
    await expect.element(page.getByText("Continue in the new tab")).toBeVisible();
    await settle();
    // Waiting for the flow, not retrying before it is done.
    expect(calls).toBe(1);
    expect(await stateOf(result)).toBe("pending");

    // The person finishes in the other tab; the server says so.
    connected = true;
    await server.server.createElicitationCompletionNotifier("gh")();
    await expect(result).resolves.toMatchObject({ content: [{ type: "text", text: "ada/analytical-engine" }] });
    expect(calls).toBe(2);
    await expect.element(page.getByText("Finished: the server has confirmed.")).toBeVisible();
  });

  test("the server cancels its request: withdrawn with the notice, and what was typed comes back when it asks again", async () => {
    const { server, ask } = await connect("legacy", hostApp());
    const controller = new AbortController();
    const outcome = elicitDirect(server, contact, { signal: controller.signal });
    await typeContact();
    controller.abort("no longer needed");
    await expect(outcome).resolves.toMatchObject({ error: { message: expect.stringMatching(/no longer needed/) } });
    await expectWithdrawn();
    await expectDraftRestored(ask({ contact }));
  });

  test("the server's request times out: withdrawn with the notice, and what was typed comes back when it asks again", async () => {
    const { server, ask } = await connect("legacy", hostApp());
    // Long enough to type in, on a busy machine.
    const outcome = elicitDirect(server, contact, { timeout: 3000 });
    await typeContact();
    expect(await stateOf(outcome)).toBe("pending");
    await expect(outcome).resolves.toMatchObject({ error: { message: expect.stringMatching(/timed out/i) } });
    await expectWithdrawn();
    await expectDraftRestored(ask({ contact }));
  });

  test("the host's call fails while its request is on screen and the server keeps asking: elicit.withdraw(server) takes it back, what was typed is kept", async () => {
    const app = hostApp();
    let pushed: ReturnType<typeof elicitDirect> | undefined;
    const { client, ask } = await connect("legacy", app, (server) => {
      // A tool that asks without tying its request to the call: cancelling the call does not withdraw it.
      server.registerTool("book", { description: "asks for contact details" }, async () => {
        pushed = elicitDirect(server, contact);
        return { content: [{ type: "text", text: JSON.stringify(await pushed) }] };
      });
    });
    const call = client.callTool({ name: "book", arguments: {} }, { timeout: 3000 });
    await typeContact();
    await expect(call).rejects.toThrow(/timed out/i);
    // Still on screen: nobody withdrew it, and what the person would submit now would go nowhere.
    await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
    expect(app.elicit().withdraw(client.getServerVersion())).toBe(1);
    // The host took it back: the notice does not say the server did.
    await expectWithdrawn("The request from V2 Server was withdrawn.");
    // The server's request gets an error rather than an answer.
    await expect(pushed).resolves.toMatchObject({ error: expect.anything() });
    await expectDraftRestored(ask({ contact }));
  });

  test("a task-augmented request (params.task) is answered -32602 and nothing is shown", async () => {
    const { server } = await connect("legacy", hostApp());
    // Raw, as a server outside the SDK would send it: the SDK's own server adds a task only for a client
    // that declares task support, and this one does not.
    const outcome = await server.server.request({ method: "elicitation/create", params: { ...contact, task: { ttl: 60_000 } } } as never).then(
      () => undefined,
      (error: { code?: number; message: string }) => error,
    );
    expect(outcome).toMatchObject({ code: -32602, message: expect.stringMatching(/Task-augmented elicitation is not supported/) });
    await settle();
    expect(openDialogs()).toHaveLength(0);
  });
});

describe("v2 client, modern era: what only the 2026-07-28 protocol has", () => {
  test("requestState goes back to the server unchanged, and never reaches the page", async () => {
    const { ask, states } = await connect("modern", hostApp());
    const asked = ask({ profile });
    await expect.element(dialog()).toHaveAccessibleDescription("Tell us about yourself");
    expect(document.documentElement.outerHTML).not.toContain(requestState);
    await userEvent.fill(page.getByLabelText("Full name"), "Ada");
    await userEvent.fill(page.getByLabelText("Age"), "36");
    await submit();
    await expect(asked).resolves.toEqual({ profile: { name: "Ada", age: 36, newsletter: false } });
    expect(states).toEqual([requestState]);
  });

  test("URL mode has no elicitationId: after Open nothing is left on screen, and the server gets accept", async () => {
    const opened = recordWindowOpen();
    const { ask } = await connect("modern", hostApp());
    const asked = ask({ link: signIn });
    await expect.element(dialog()).toHaveAccessibleName("V2 Server wants you to open a link");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await expect(asked).resolves.toEqual({ link: "accept" });
    expect(opened).toEqual([["https://auth.example.com/connect", "_blank", "noopener,noreferrer"]]);
    await expect.poll(() => openDialogs().length).toBe(0);
    expect(page.getByText("Continue in the new tab").elements()).toHaveLength(0);
  });

  test("the host aborts its call: withdrawn with the notice, and what was typed comes back when the tool asks again", async () => {
    const { ask, received } = await connect("modern", hostApp());
    const controller = new AbortController();
    const abandoned = ask({ contact }, { signal: controller.signal });
    await typeContact();
    controller.abort("the person left the chat");
    await expect(abandoned).rejects.toBe("the person left the chat");
    await expectWithdrawn();
    // The abandoned round never reached the server.
    expect(received).toEqual([]);
    await expectDraftRestored(ask({ contact }));
  });
});
