// What the docs' code samples use without declaring it: what a host already has (its MCP client, who is signed
// in, its own components). scripts/check-docs.mjs typechecks every ```ts and ```tsx block of the docs with these
// in scope; a sample imports everything else itself. A global script, not a module: no top-level import.

/** The host's MCP client: the official SDK's v2 `Client`, connected (`mcpClient` where a sample runs on a server). */
declare const client: import("@modelcontextprotocol/client").Client;
declare const mcpClient: import("@modelcontextprotocol/client").Client;
/** The signed-in person (the relay's audience), and the conversation a request belongs to. */
declare const userId: string;
declare const chatId: string;
declare const conversationId: string;
/** The host's own session lookup, on its server. */
declare function userIdFromSession(request: Request): string | null;
declare function getSession(request: Request): Promise<{ userId: string } | null>;
/** The host's own chat: its transcript and its message box. */
declare function Transcript(props: { messages?: readonly unknown[] }): import("react").ReactNode;
declare function Composer(): import("react").ReactNode;

