// The host page of the relay's e2e specs: the MCP client runs on the host's server (e2e/relay/host.mjs), and
// this page only shows what the relay carries for the person signed in (the `user` cookie), as a host page does
// with the package as built (dist/): <ElicitationProvider> and <ElicitationRelayClient url="/api/elicitation" />.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import "react-mcp-elicitation/styles.css";

const user = document.cookie.match(/(?:^|;\s*)user=([^;]+)/)?.[1] ?? "nobody";

function App() {
  return (
    <ElicitationProvider>
      <main>
        <h1>Bookings</h1>
        <p>Signed in as {user}. Requests from your MCP servers appear here.</p>
      </main>
      <ElicitationRelayClient url="/api/elicitation" />
    </ElicitationProvider>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
