// A stand-in host page for stories and e2e: it renders a request, and prints every answer it gets, so
// a person (or Playwright) can see what the server would receive and how many times.
import { useState, type ReactNode } from "react";
import type { ElicitResult } from "../src/index.ts";

export interface HarnessProps {
  children: (onRespond: (result: ElicitResult) => void, round: number) => ReactNode;
}

export function Harness({ children }: HarnessProps) {
  const [answers, setAnswers] = useState<ElicitResult[]>([]);
  const [round, setRound] = useState(0);
  const last = answers.at(-1);
  return (
    <div style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <main>
        <h1 style={{ fontSize: 18 }}>Host page</h1>
        <button type="button" onClick={() => setRound((r) => r + 1)}>
          Send the request again
        </button>
        <p>
          Answers received: <output aria-label="Answer count">{answers.length}</output>
        </p>
        <pre aria-label="Last answer" style={{ whiteSpace: "pre-wrap" }}>
          {last ? JSON.stringify(last, null, 2) : "(none yet)"}
        </pre>
        {children((result) => setAnswers((all) => [...all, result]), round)}
      </main>
    </div>
  );
}
