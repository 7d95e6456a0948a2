// Recipe: Next.js App Router, the root layout (app/layout.tsx). `npx create-next-app@latest`, then
// `npm install react-mcp-elicitation @modelcontextprotocol/client`. The layout stays a server component; the
// provider is client code and react-mcp-elicitation's main entry is marked "use client", so it can be rendered
// from here directly.
import type { ReactNode } from "react";
import { ElicitationProvider } from "react-mcp-elicitation";
import "react-mcp-elicitation/styles.css";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ElicitationProvider>{children}</ElicitationProvider>
      </body>
    </html>
  );
}
