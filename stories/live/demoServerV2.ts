// A real MCP server on the official SDK's v2 line (`@modelcontextprotocol/server`), running in the page for
// the live demo, in either era. Its questions are written once, as `inputRequired` results: in the 2026-07-28
// era the client fulfils them and calls again; in the 2025-11-25 era the server's shim sends them as
// `elicitation/create` requests. The shim does not validate what comes back, so each tool judges every
// accepted answer with the server's own validator and logs what it received. What only the 2025 protocol
// has (a completion notice, -32042, a request the server withdraws) uses the 2025 API, in that era only.
import {
  acceptedContent,
  fromJsonSchema,
  inputRequired,
  McpServer,
  UrlElicitationRequiredError,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type ElicitResult,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { connectAccount, formTools, legacyTools, modernTools, readFiles, slowQuestion, text, twoQuestions, verdict, type ServerLog } from "./tools.ts";

export type Era = "legacy" | "modern";
type Schema = ElicitRequestFormParams["requestedSchema"];

const ask = (message: string, requestedSchema: unknown) => inputRequired.elicit({ message, requestedSchema: requestedSchema as Schema });

export function createV2DemoServer(era: Era, log: ServerLog): McpServer {
  const server = new McpServer({ name: "demo-server", title: "Demo Server", version: "1.0.0" });
  const description = (name: string) => (era === "modern" ? modernTools : legacyTools).find((tool) => tool.name === name)!.description;
  let nextId = 1;
  // The requestState each round was given, to check that the client sent it back as it was.
  const issued = new Set<string>();

  function fail(message: string): never {
    log(`failed: ${message}`);
    throw new Error(message);
  }

  /** The answer under `key`, judged against its schema by the server's validator, and logged. */
  function judge(ctx: ServerContext, key: string, requestedSchema?: unknown): ElicitResult {
    const responses = ctx.mcpReq.inputResponses ?? {};
    const response = responses[key] as ElicitResult | undefined;
    if (response === undefined) fail(`no answer came back for "${key}"`);
    if (response.action === "accept" && requestedSchema !== undefined) {
      const schema = fromJsonSchema(requestedSchema as Schema);
      if (acceptedContent(responses, key, schema) === undefined) {
        const outcome = schema["~standard"].validate(response.content);
        const issues = "issues" in outcome && outcome.issues ? outcome.issues.map((issue) => issue.message).join("; ") : "";
        fail(`Elicitation response content does not match requested schema: ${issues}`);
      }
    }
    log(`received ${JSON.stringify(response)}: accepted by the server's validation`);
    return response;
  }

  /** A fresh requestState for a round. */
  function mint(prefix: string): string {
    const state = `${prefix}-${nextId++}`;
    issued.add(state);
    return state;
  }

  /** The round's requestState came back exactly as the server sent it, or the call fails. */
  function checkState(ctx: ServerContext): string {
    const state = ctx.mcpReq.requestState<string>();
    if (state === undefined || !issued.delete(state)) fail(`requestState came back changed: ${JSON.stringify(state)}`);
    log(`requestState came back unchanged: ${JSON.stringify(state)}`);
    return state;
  }

  for (const tool of formTools) {
    server.registerTool(tool.name, { description: tool.description }, (ctx) => {
      if (!ctx.mcpReq.inputResponses) return inputRequired({ inputRequests: { answer: ask(tool.request.message, tool.request.requestedSchema) } });
      return text(verdict(judge(ctx, "answer", tool.request.requestedSchema)));
    });
  }

  server.registerTool("two_questions", { description: description("two_questions") }, (ctx) => {
    const { first, second } = twoQuestions;
    if (!ctx.mcpReq.inputResponses) {
      return inputRequired({
        inputRequests: { first: ask(first.message, first.requestedSchema), second: ask(second.message, second.requestedSchema) },
        requestState: mint("two_questions"),
      });
    }
    checkState(ctx);
    const answers = [judge(ctx, "first", first.requestedSchema), judge(ctx, "second", second.requestedSchema)];
    return text(answers.map(verdict).join("; "));
  });

  if (era === "modern") registerModern(server, { description, judge, mint, checkState });
  else registerLegacy(server, { description, log, next: () => nextId++ });
  return server;
}

interface ModernHelpers {
  description: (name: string) => string;
  judge: (ctx: ServerContext, key: string, requestedSchema?: unknown) => ElicitResult;
  mint: (prefix: string) => string;
  checkState: (ctx: ServerContext) => string;
}

/** 2026-07-28: URL mode rides input_required too (no elicitationId, no completion notice). */
function registerModern(server: McpServer, { description, judge, mint, checkState }: ModernHelpers) {
  server.registerTool("connect_account", { description: description("connect_account") }, (ctx) => {
    if (!ctx.mcpReq.inputResponses) {
      const session = mint("connect");
      return inputRequired({
        inputRequests: { connect: inputRequired.elicitUrl({ message: connectAccount.message, url: connectAccount.modernUrl(session) }) },
        requestState: session,
      });
    }
    checkState(ctx);
    return text(verdict(judge(ctx, "connect")));
  });

  // Nothing here can withdraw the question: the call has returned it. The host's timeout does (see tools.ts).
  server.registerTool("slow_question", { description: description("slow_question") }, (ctx) => {
    if (!ctx.mcpReq.inputResponses) return inputRequired({ inputRequests: { colour: ask(slowQuestion.modern, slowQuestion.requestedSchema) } });
    return text(verdict(judge(ctx, "colour", slowQuestion.requestedSchema)));
  });
}

interface LegacyHelpers {
  description: (name: string) => string;
  log: ServerLog;
  next: () => number;
}

/** 2025-11-25: the server's own requests, so that it knows the elicitationId and can time a request out. */
function registerLegacy(server: McpServer, { description, log, next }: LegacyHelpers) {
  let filesAuthorised = false;

  // The 2025 push API: the server validates an accepted form answer itself before this returns it.
  async function push(params: ElicitRequestFormParams | ElicitRequestURLParams, options?: { timeout?: number }) {
    try {
      const result = await server.server.elicitInput(params, options);
      log(`received ${JSON.stringify(result)}: accepted by the server's validation`);
      return result;
    } catch (error) {
      log(`failed: ${(error as Error).message}`);
      throw error;
    }
  }

  server.registerTool("connect_account", { description: description("connect_account") }, async () => {
    const elicitationId = `connect-${next()}`;
    const result = await push({ mode: "url", elicitationId, url: connectAccount.url(elicitationId), message: connectAccount.message });
    if (result.action === "accept") {
      const notify = server.server.createElicitationCompletionNotifier(elicitationId);
      setTimeout(() => {
        log(`sent notifications/elicitation/complete for ${elicitationId}`);
        void notify();
      }, 2000);
    }
    return text(verdict(result));
  });

  server.registerTool("read_files", { description: description("read_files") }, () => {
    if (filesAuthorised) return text("3 files read");
    const elicitationId = `files-${next()}`;
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
      return text(verdict(await push({ mode: "form", message: slowQuestion.legacy, requestedSchema: slowQuestion.requestedSchema as Schema }, { timeout: 3000 })));
    } catch {
      return text("withdrawn");
    }
  });
}
