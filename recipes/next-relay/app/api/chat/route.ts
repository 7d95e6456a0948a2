// Recipe: the relay on Next.js App Router with the AI SDK, the chat (app/api/chat/route.ts). `npm install
// react-mcp-elicitation ai @ai-sdk/react @ai-sdk/mcp zod`, and MCP_SERVER_URL in the environment. For each
// message, the AI SDK's MCP client runs here, on the server, and its tools go to the model. A question the MCP
// server asks while a tool runs goes through the relay (lib/relay.ts) to this person's pages, under this
// conversation's id, where app/Chat.tsx shows it inline at the end of the transcript; the answer comes back
// the same way, and the tool goes on.
import { createMCPClient } from "@ai-sdk/mcp";
import { convertToModelMessages, createUIMessageStreamResponse, stepCountIs, streamText, toUIMessageStream, type UIMessage } from "ai";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/ai-sdk";
import { CHAT_MODEL } from "../../../lib/model";
import { relay } from "../../../lib/relay";
import { currentUser } from "../../../lib/session";

export async function POST(request: Request) {
  const user = currentUser(request);
  if (!user) return Response.json({ error: "Sign in first." }, { status: 401 });
  // useChat's transport sends the conversation's id with its messages.
  const { id: chatId, messages } = (await request.json()) as { id: string; messages: UIMessage[] };
  const modelMessages = await convertToModelMessages(messages);

  const client = await createMCPClient({
    transport: { type: "http", url: process.env.MCP_SERVER_URL! },
    capabilities: elicitationCapability(),
  });
  // Before any tool runs: the server's questions go to this person's pages, keyed by this conversation.
  registerElicitationHandler(client, relay.elicitFor(user, { key: chatId }));
  const tools = await client.tools().catch(async (error: unknown) => {
    await client.close();
    throw error;
  });

  const result = streamText({
    model: CHAT_MODEL,
    tools,
    messages: modelMessages,
    // A tool's call, then the model's reply to its result.
    stopWhen: stepCountIs(5),
    // The person stopped the chat or left: the model stops, and the tool's call with it.
    abortSignal: request.signal,
  });
  return createUIMessageStreamResponse({
    stream: toUIMessageStream({
      stream: result.stream,
      // Closing the client however the stream ended (finished, failed, cancelled) also takes a question still
      // open off the person's page: this client tells a handler of nothing else.
      onEnd: () => client.close(),
    }),
  });
}
