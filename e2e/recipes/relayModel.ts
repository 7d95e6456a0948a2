// The chat's model for the next-relay recipe's test (e2e/relay-recipes.spec.ts): the AI SDK's own test model
// (MockLanguageModelV4 from ai/test), given to the recipe the way a host gives it a provider, as the AI SDK's
// default provider (`globalThis.AI_SDK_DEFAULT_PROVIDER`) answering the recipe's model id (recipes/next-relay/
// lib/model.ts). Asked anything, it calls the MCP server's `book_table` for `restaurant`; given the tool's
// result, it says that back.
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4, MockProviderV4 } from "ai/test";
import { CHAT_MODEL } from "../../recipes/next-relay/lib/model.ts";

type CallOptions = Parameters<MockLanguageModelV4["doStream"]>[0];
type StreamPart = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer Part> ? Part : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** Every text in a tool's result as the model is given it (an MCP tool's is `content`, with text items). */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value !== "object" || value === null) return [];
  const { text, ...rest } = value as Record<string, unknown>;
  return [...(typeof text === "string" ? [text] : []), ...Object.values(rest).flatMap(texts)];
}

function reply({ prompt }: CallOptions, restaurant: string): StreamPart[] {
  const last = prompt.at(-1);
  if (last?.role === "tool") {
    const said = last.content.flatMap((part) => (part.type === "tool-result" ? texts(part.output) : [])).join(" ");
    return [
      { type: "text-start", id: "reply" },
      { type: "text-delta", id: "reply", delta: `The restaurant says: ${said}.` },
      { type: "text-end", id: "reply" },
      { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
    ];
  }
  return [
    { type: "tool-call", toolCallId: `call-${prompt.length}`, toolName: "book_table", input: JSON.stringify({ restaurant }) },
    { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage },
  ];
}

/** Makes the test model answer the recipe's model id; returns what puts the default provider back. */
export function installBookingModel(restaurant: string): () => void {
  const model = new MockLanguageModelV4({
    doStream: async (options) => ({ stream: simulateReadableStream({ chunks: reply(options, restaurant), chunkDelayInMs: null }) }),
  });
  const before = globalThis.AI_SDK_DEFAULT_PROVIDER;
  globalThis.AI_SDK_DEFAULT_PROVIDER = new MockProviderV4({ languageModels: { [CHAT_MODEL]: model } });
  return () => {
    globalThis.AI_SDK_DEFAULT_PROVIDER = before;
  };
}
