// A real MCP server (the official SDK's McpServer), running in the page for the live demo. Its tools
// elicit every field kind, the specification's examples, a URL flow with completion, a -32042 flow, a
// request it withdraws by timeout, and two requests at once. It validates every answer with its own Ajv,
// exactly as it would in production, and logs what it received.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { UrlElicitationRequiredError, type ElicitRequestFormParams, type ElicitRequestURLParams } from "@modelcontextprotocol/sdk/types.js";
import { everyKind, specExamples, zod } from "../fixtures.ts";

export type ServerLog = (line: string) => void;

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** Everything except `$schema`: the SDK server's draft-07 Ajv cannot load the 2020-12 meta-schema. */
function formParams(request: { message: string; requestedSchema: unknown }): ElicitRequestFormParams {
  const { $schema: _dialect, ...requestedSchema } = request.requestedSchema as Record<string, unknown>;
  return { mode: "form", message: request.message, requestedSchema: requestedSchema as ElicitRequestFormParams["requestedSchema"] };
}

export const demoTools = [
  { name: "github_username", description: "The specification's simple text example" },
  { name: "contact_info", description: "The specification's structured example" },
  { name: "every_field_kind", description: "One field of each kind" },
  { name: "create_repository", description: "A zod-style schema with pattern and additionalProperties" },
  { name: "connect_account", description: "URL mode, completed by the server two seconds after consent" },
  { name: "read_files", description: "Fails with -32042 until a URL flow completes, then succeeds" },
  { name: "slow_question", description: "A request the server withdraws after 3 seconds" },
  { name: "two_questions", description: "Two requests at once" },
] as const;

export function createDemoServer(log: ServerLog): McpServer {
  const server = new McpServer({ name: "demo-server", title: "Demo Server", version: "1.0.0" });
  let filesAuthorised = false;
  let nextId = 1;

  async function ask(params: ElicitRequestFormParams | ElicitRequestURLParams, options?: { timeout?: number }) {
    try {
      const result = await server.server.elicitInput(params, options);
      log(`received ${JSON.stringify(result)}: accepted by the server's validation`);
      return result;
    } catch (error) {
      log(`failed: ${(error as Error).message}`);
      throw error;
    }
  }
  const summary = (result: { action: string; content?: unknown }) =>
    text(result.action === "accept" ? `accepted ${JSON.stringify(result.content ?? {})}` : result.action);

  server.registerTool("github_username", { description: demoTools[0].description }, async () =>
    summary(await ask(formParams(specExamples.simpleText.request))),
  );
  server.registerTool("contact_info", { description: demoTools[1].description }, async () =>
    summary(await ask(formParams(specExamples.structured.request))),
  );
  server.registerTool("every_field_kind", { description: demoTools[2].description }, async () =>
    summary(await ask(formParams(everyKind.request))),
  );
  server.registerTool("create_repository", { description: demoTools[3].description }, async () =>
    summary(await ask(formParams(zod.request))),
  );

  server.registerTool("connect_account", { description: demoTools[4].description }, async () => {
    const elicitationId = `connect-${nextId++}`;
    const result = await ask({
      mode: "url",
      elicitationId,
      url: `https://auth.example.com/connect?elicitationId=${elicitationId}`,
      message: "Connect your Example account so that I can read your calendar.",
    });
    if (result.action === "accept") {
      const notify = server.server.createElicitationCompletionNotifier(elicitationId);
      setTimeout(() => {
        log(`sent notifications/elicitation/complete for ${elicitationId}`);
        void notify();
      }, 2000);
    }
    return summary(result);
  });

  server.registerTool("read_files", { description: demoTools[5].description }, async () => {
    if (filesAuthorised) return text("3 files read");
    const elicitationId = `files-${nextId++}`;
    log(`answered the call with -32042 URLElicitationRequired (${elicitationId})`);
    // The out-of-band page would report back; here the server completes the flow after a moment.
    setTimeout(() => {
      filesAuthorised = true;
      log(`sent notifications/elicitation/complete for ${elicitationId}`);
      void server.server.createElicitationCompletionNotifier(elicitationId)();
    }, 2000);
    throw new UrlElicitationRequiredError([
      {
        mode: "url",
        elicitationId,
        url: `https://files.example.com/authorize?elicitationId=${elicitationId}`,
        message: "Authorization is required to access your Example Co files.",
      },
    ]);
  });

  server.registerTool("slow_question", { description: demoTools[6].description }, async () => {
    try {
      return summary(
        await ask(
          { mode: "form", message: "Quick: which colour? (This request is withdrawn after 3 seconds.)", requestedSchema: { type: "object", properties: { colour: { type: "string", enum: ["Red", "Green", "Blue"] } } } },
          { timeout: 3000 },
        ),
      );
    } catch {
      return text("withdrawn");
    }
  });

  server.registerTool("two_questions", { description: demoTools[7].description }, async () => {
    const [first, second] = await Promise.all([
      ask({ mode: "form", message: "First question: your name?", requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } }),
      ask({ mode: "form", message: "Second question: subscribe to updates?", requestedSchema: { type: "object", properties: { subscribe: { type: "boolean", default: true } } } }),
    ]);
    return text(`${summary(first).content[0]!.text}; ${summary(second).content[0]!.text}`);
  });

  return server;
}
