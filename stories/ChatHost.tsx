// A small chat page for the inline presentation: a transcript with an <ElicitationOutlet /> at its end, a
// composer, and buttons that make MCP servers ask, as their tools would in a real conversation. Every answer a
// server receives is printed beside the chat, so a person (or Playwright) can compare it with the summary
// the transcript keeps.
import { useId, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from "react";
import {
  ElicitationOutlet,
  ElicitationProvider,
  useElicitation,
  type ElicitResult,
  type Locale,
  type OutletMatch,
  type ServerIdentity,
  type TaskInfo,
} from "../src/index.ts";
import * as fixtures from "./fixtures.ts";

export interface ChatHostProps {
  /** Forces the default theme's light or dark colours, as a host sets `data-theme` on its root. */
  theme?: "light" | "dark";
  dir?: "rtl";
  locale?: Locale;
  /** Which requests the transcript's outlet shows; the rest fall back to the modal. */
  outlet?: OutletMatch;
}

export function ChatHost({ theme = "light", dir, locale, outlet }: ChatHostProps) {
  const dark = theme === "dark";
  // color-scheme too, so the host's own native controls (the composer, the buttons) follow the theme.
  const page: CSSProperties = {
    minHeight: "100vh",
    // Narrower at a phone's or an IDE side bar's width, where every pixel of the conversation counts.
    padding: "24px clamp(12px, 4vw, 24px)",
    fontFamily: "system-ui, sans-serif",
    background: dark ? "#0d1117" : "#f4f5f7",
    color: dark ? "#eceef2" : "#1b1d21",
    colorScheme: theme,
  };
  return (
    <div data-theme={theme} dir={dir} style={page}>
      <ElicitationProvider presentation="inline" locale={locale}>
        <Chat dark={dark} outlet={outlet} />
      </ElicitationProvider>
    </div>
  );
}

interface Message {
  from: "You" | "Assistant";
  text: string;
}

const opening: Message[] = [
  { from: "You", text: "Set up a repository for the elicitation demo, then find us a table for Friday." },
  { from: "Assistant", text: "On it. I will create the repository with the GitHub server first, then ask Travel Agent and weather about Friday." },
  { from: "You", text: "Keep the repository private for now." },
];

/** The URL request comes from another server than the form, with an id of its own each time it is asked. */
let urlCount = 0;
const cleanupTask: TaskInfo = { taskId: "task-7f3a", toolName: "clean_up_branches", statusMessage: "Deleting merged branches: 3 of 5 done." };

const urlFromTravel = () => ({
  server: fixtures.servers.travel,
  request: { ...fixtures.urlRequests.subdomain.request, elicitationId: `travel-connect-${++urlCount}` },
});

function Chat({ dark, outlet }: { dark: boolean; outlet?: OutletMatch }) {
  const elicit = useElicitation();
  const [messages, setMessages] = useState(opening);
  const [draft, setDraft] = useState("");
  const [answers, setAnswers] = useState<string[]>([]);
  const [outletShown, setOutletShown] = useState(true);
  const weather = useRef<AbortController>(undefined);
  const ids = { transcript: useId(), composer: useId(), servers: useId(), answers: useId() };

  const ask = (fixture: { server: ServerIdentity; request: unknown }, options: { signal?: AbortSignal; task?: TaskInfo } = {}) => {
    const who = fixture.server.title ?? fixture.server.name;
    void elicit(fixture.request, { server: fixture.server, ...options }).then(
      (result: ElicitResult) => setAnswers((all) => [...all, `${who}: ${JSON.stringify(result)}`]),
      (error: unknown) => setAnswers((all) => [...all, `${who}: ${String(error)}`]),
    );
  };

  // Sending a message makes the assistant call GitHub's create-repository tool, which asks for details: the
  // request arrives while the person's focus is still in the composer.
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((all) => [...all, { from: "You", text }, { from: "Assistant", text: "Creating the repository: GitHub needs a few details." }]);
    setDraft("");
    ask(fixtures.zod);
  };
  const onComposerKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line, as in most chat apps.
    if (event.key === "Enter" && !event.shiftKey) send(event);
  };

  const askWeather = () => {
    weather.current = new AbortController();
    ask(fixtures.pydantic, { signal: weather.current.signal });
  };

  const muted = dark ? "#a9b0bc" : "#59606b";
  const bubble = (from: Message["from"]): CSSProperties => ({
    margin: 0,
    padding: "8px 12px",
    borderRadius: 10,
    maxWidth: "85%",
    justifySelf: from === "You" ? "end" : "start",
    background: from === "You" ? (dark ? "#1f3a73" : "#dbe6ff") : dark ? "#1e2127" : "#ffffff",
    border: `1px solid ${dark ? "#4a505c" : "#c9ced6"}`,
  });

  return (
    // The conversation beside the servers' panel while both fit, the panel below it when they do not (at
    // 720 px and under): a chat page reflows down to 320 px without either covering the other.
    <main style={{ display: "flex", flexWrap: "wrap", gap: 24, maxWidth: 1100, margin: "0 auto", alignItems: "flex-start" }}>
      <div style={{ flex: "999 1 400px", minWidth: 0, display: "grid", gap: 16 }}>
        <section aria-labelledby={ids.transcript} style={{ display: "grid", gap: 12 }}>
          <h1 id={ids.transcript} style={{ fontSize: 18, margin: 0 }}>
            Project chat
          </h1>
          <ol style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
            {messages.map((message, i) => (
              <li key={i} style={bubble(message.from)}>
                <strong>{message.from}</strong>
                <p style={{ margin: "2px 0 0" }}>{message.text}</p>
              </li>
            ))}
          </ol>
          {outletShown ? <ElicitationOutlet {...outlet} /> : null}
        </section>
        <form onSubmit={send} style={{ display: "grid", gap: 6 }}>
          <label htmlFor={ids.composer}>Message</label>
          <div style={{ display: "flex", gap: 8, alignItems: "end" }}>
            <textarea
              id={ids.composer}
              rows={2}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onComposerKeyDown}
              style={{ flex: 1, minWidth: 0, font: "inherit", padding: 8 }}
            />
            <button type="submit">Send</button>
          </div>
        </form>
      </div>
      <div style={{ flex: "1 1 300px", minWidth: 0, display: "grid", gap: 8, justifyItems: "start" }}>
        <h2 id={ids.servers} style={{ fontSize: 16, margin: 0 }}>
          What the servers do
        </h2>
        <div role="group" aria-labelledby={ids.servers} style={{ display: "grid", gap: 6, justifyItems: "start" }}>
          <button type="button" onClick={() => ask(fixtures.zod)}>
            Ask from GitHub
          </button>
          {/* The request the modal provider story opens with (ElicitationProvider.stories.tsx), for comparison. */}
          <button type="button" onClick={() => ask(fixtures.specExamples.simpleText)}>
            Ask for a GitHub username
          </button>
          <button type="button" onClick={() => ask(urlFromTravel())}>
            Ask for a URL
          </button>
          <button type="button" onClick={() => ask(fixtures.fiftyFields)}>
            Ask for a long form
          </button>
          {/* A tool running as a task (the 2025-11-25 tasks extension) asks on its way: the card names the task. */}
          <button type="button" onClick={() => ask(fixtures.confirm, { task: cleanupTask })}>
            Ask from a running task
          </button>
          <button type="button" onClick={askWeather}>
            Ask from weather
          </button>
          {/* What a server's notifications/cancelled does: the client aborts the request's signal. */}
          <button type="button" onClick={() => weather.current?.abort(new Error("weather cancelled its request"))}>
            Weather withdraws its request
          </button>
        </div>
        <label>
          <input type="checkbox" checked={outletShown} onChange={(event) => setOutletShown(event.target.checked)} /> Show requests in
          the transcript
        </label>
        <h2 id={ids.answers} style={{ fontSize: 16, margin: "8px 0 0" }}>
          What the servers received
        </h2>
        <ul aria-labelledby={ids.answers} style={{ margin: 0, paddingInlineStart: 18, color: muted, overflowWrap: "anywhere" }}>
          {answers.map((answer, i) => (
            <li key={i}>{answer}</li>
          ))}
        </ul>
      </div>
    </main>
  );
}
