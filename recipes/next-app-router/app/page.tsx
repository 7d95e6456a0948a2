// A server component page that renders the client part, which talks to MCP servers from the browser.
import { McpChat } from "./McpChat";

export default function Page() {
  return (
    <main>
      <h1>Assistant</h1>
      <McpChat serverUrl="https://mcp.example.com/mcp" />
    </main>
  );
}
