// Recipe: the relay on Next.js App Router with the AI SDK, the chat (app/Chat.tsx). useChat posts each message
// with this conversation's id to app/api/chat/route.ts, where the MCP client runs. A question its server asks
// while a tool runs comes through the relay under that id, and the <ElicitationOutlet requestKey={id} /> at the
// end of the transcript shows it there, inline, below the tool that waits for it. Requests for the person's
// other conversations (another tab) are not this outlet's: the provider shows them in its dialog.
"use client";
import { useId, useState, type FormEvent } from "react";
import { useChat } from "@ai-sdk/react";
import { getToolName, isToolUIPart, type UIMessage } from "ai";
import { ElicitationOutlet } from "react-mcp-elicitation";

export function Chat() {
  const { id, messages, sendMessage, status, stop, error } = useChat();
  const [draft, setDraft] = useState("");
  const ids = { transcript: useId(), composer: useId() };
  const busy = status === "submitted" || status === "streaming";

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    void sendMessage({ text });
    setDraft("");
  };

  return (
    <>
      <section aria-labelledby={ids.transcript}>
        <h2 id={ids.transcript}>Conversation</h2>
        <ol>
          {messages.map((message) => (
            <li key={message.id}>
              <strong>{message.role === "user" ? "You" : "Assistant"}</strong>
              {message.parts.map((part, i) => (
                <Part key={i} part={part} />
              ))}
            </li>
          ))}
        </ol>
        <ElicitationOutlet requestKey={id} />
        {error ? <p role="alert">Something went wrong. Try again.</p> : null}
      </section>
      <form onSubmit={send}>
        <label htmlFor={ids.composer}>Message</label>
        <input id={ids.composer} value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" />
        <button type="submit" disabled={busy}>
          Send
        </button>
        {/* Stopping aborts the route's request: the tool's call ends, and its question leaves the transcript. */}
        {busy ? (
          <button type="button" onClick={() => void stop()}>
            Stop
          </button>
        ) : null}
      </form>
    </>
  );
}

function Part({ part }: { part: UIMessage["parts"][number] }) {
  if (part.type === "text") return <p>{part.text}</p>;
  if (!isToolUIPart(part)) return null;
  const name = getToolName(part);
  if (part.state === "output-available") return <p>{`${name}: ${resultText(part.output)}`}</p>;
  if (part.state === "output-error") return <p>{`${name} failed: ${part.errorText}`}</p>;
  return <p>{`${name}…`}</p>;
}

/** An MCP tool's result (`CallToolResult`) as the person reads it: its text content. */
function resultText(output: unknown): string {
  const content = (output as { content?: { type: string; text?: string }[] } | undefined)?.content ?? [];
  return content.flatMap((item) => (item.type === "text" && item.text ? [item.text] : [])).join(" ");
}
