// Recipe: the relay on Next.js App Router with the AI SDK, the relay itself (lib/relay.ts), one for the server
// process. `npm install react-mcp-elicitation`. app/api/elicitation/route.ts serves it to the person's pages;
// app/api/chat/route.ts gives each conversation's MCP client `relay.elicitFor(user, { key: chatId })`.
// Its store is this process's memory, which suits one long-running server (`next start`, a container). Where
// a page's stream and a chat can reach different instances (several replicas, serverless functions), give it a
// shared store: `store: redisStore(redisClient)` from "react-mcp-elicitation/relay/redis".
import { createElicitationRelay, type ElicitationRelay } from "react-mcp-elicitation/relay";
import { currentUser } from "./session";

// Kept on globalThis: `next dev` evaluates this module again after an edit, and a second relay would not see
// the pages connected to the first. Both routes must share one relay for a page to see the chat's requests.
const shared = globalThis as typeof globalThis & { elicitationRelay?: ElicitationRelay };

export const relay = (shared.elicitationRelay ??= createElicitationRelay({ audience: currentUser }));
