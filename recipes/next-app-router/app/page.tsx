// Recipe: Next.js App Router, the page (app/page.tsx). `npx create-next-app@latest`, then
// `npm install react-mcp-elicitation @modelcontextprotocol/client`. A server component that renders the client
// part, which talks to MCP servers from the browser.
import { McpChat } from "./McpChat";

export default function Page() {
  return (
    <main>
      <h1>Assistant</h1>
      <McpChat serverUrl="https://mcp.example.com/mcp" />
    </main>
  );
}
