// A real MCP server (the official SDK's v1 McpServer), running in the page for the live demo. Its tools
// elicit every field kind, the specification's examples, a URL flow with completion, a -32042 flow, a
// request it withdraws by timeout, and two requests at once. It validates every answer with its own Ajv,
// exactly as it would in production, and logs what it received.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { UrlElicitationRequiredError, type ElicitRequestFormParams, type ElicitRequestURLParams } from "@modelcontextprotocol/sdk/types.js";
import { connectAccount, formTools, legacyTools, readFiles, slowQuestion, text, twoQuestions, verdict, type Question, type ServerLog } from "./tools.ts";

/** Everything except `$schema`: the SDK server's draft-07 Ajv cannot load the 2020-12 meta-schema. */
function formParams(request: Question): ElicitRequestFormParams {
  const { $schema: _dialect, ...requestedSchema } = request.requestedSchema as Record<string, unknown>;
  return { mode: "form", message: request.message, requestedSchema: requestedSchema as ElicitRequestFormParams["requestedSchema"] };
}

const description = (name: string) => legacyTools.find((tool) => tool.name === name)!.description;

export function createV1DemoServer(log: ServerLog): McpServer {
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
  const summary = (result: { action: string; content?: unknown }) => text(verdict(result));

  for (const tool of formTools) {
    server.registerTool(tool.name, { description: tool.description }, async () => summary(await ask(formParams(tool.request))));
  }

  server.registerTool("connect_account", { description: description("connect_account") }, async () => {
    const elicitationId = `connect-${nextId++}`;
    const result = await ask({ mode: "url", elicitationId, url: connectAccount.url(elicitationId), message: connectAccount.message });
    if (result.action === "accept") {
      const notify = server.server.createElicitationCompletionNotifier(elicitationId);
      setTimeout(() => {
        log(`sent notifications/elicitation/complete for ${elicitationId}`);
        void notify();
      }, 2000);
    }
    return summary(result);
  });

  server.registerTool("read_files", { description: description("read_files") }, async () => {
    if (filesAuthorised) return text("3 files read");
    const elicitationId = `files-${nextId++}`;
    log(`answered the call with -32042 URLElicitationRequired (${elicitationId})`);
    // The out-of-band page would report back; here the server completes the flow after a moment.
    setTimeout(() => {
      filesAuthorised = true;
      log(`sent notifications/elicitation/complete for ${elicitationId}`);
      void server.server.createElicitationCompletionNotifier(elicitationId)();
    }, 2000);
    throw new UrlElicitationRequiredError([{ mode: "url", elicitationId, url: readFiles.url(elicitationId), message: readFiles.message }]);
  });

  server.registerTool("slow_question", { description: description("slow_question") }, async () => {
    try {
      return summary(await ask(formParams({ message: slowQuestion.legacy, requestedSchema: slowQuestion.requestedSchema }), { timeout: 3000 }));
    } catch {
      return text("withdrawn");
    }
  });

  server.registerTool("two_questions", { description: description("two_questions") }, async () => {
    const [first, second] = await Promise.all([ask(formParams(twoQuestions.first)), ask(formParams(twoQuestions.second))]);
    return text(`${verdict(first)}; ${verdict(second)}`);
  });

  return server;
}
