// Recipe: the relay on Next.js App Router with the AI SDK, the page (app/page.tsx): a server component that
// renders the chat, the client part (app/Chat.tsx).
import { Chat } from "./Chat";

export default function Page() {
  return (
    <main>
      <h1>Assistant</h1>
      <Chat />
    </main>
  );
}
