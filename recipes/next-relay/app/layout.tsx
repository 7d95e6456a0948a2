// Recipe: the relay on Next.js App Router with the AI SDK, the root layout (app/layout.tsx). `npx
// create-next-app@latest`, then `npm install react-mcp-elicitation ai @ai-sdk/react @ai-sdk/mcp zod`. The
// provider shows requests inline, where an <ElicitationOutlet> takes them (app/Chat.tsx), and in its dialog
// otherwise; <ElicitationRelayClient> connects every page to the relay (app/api/elicitation/route.ts), so a
// question asked on the server reaches the person whichever page they have open. The layout stays a server
// component: react-mcp-elicitation's main entry is marked "use client".
import type { ReactNode } from "react";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import "react-mcp-elicitation/styles.css";

export const metadata = { title: "Assistant" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ElicitationProvider presentation="inline">
          <ElicitationRelayClient url="/api/elicitation" />
          {children}
        </ElicitationProvider>
      </body>
    </html>
  );
}
