// Recipe: the relay on Next.js App Router with the AI SDK, the chat's model (lib/model.ts), by id: a plain id
// goes to the AI SDK's default provider, the Vercel AI Gateway (set AI_GATEWAY_API_KEY). To use a provider
// of your own, set `globalThis.AI_SDK_DEFAULT_PROVIDER` once at startup (instrumentation.ts), or hand
// app/api/chat/route.ts a model object instead, such as `openai("gpt-5.1")` from @ai-sdk/openai.
export const CHAT_MODEL = "openai/gpt-5.1";
