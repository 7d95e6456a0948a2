// What the live demo's servers ask, written once for every stack: the tools each era has, as the page lists
// them, and the questions that are not fixtures of their own. The v1 and v2 servers register these names and
// descriptions, so the buttons and the servers' tool lists agree.
import { everyKind, specExamples, zod } from "../fixtures.ts";

export interface DemoTool {
  name: string;
  description: string;
  /** The host stops waiting after this long and withdraws what is on screen (where the server cannot). */
  hostTimeoutMs?: number;
}

export type ServerLog = (line: string) => void;

export const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** What a tool returns for one answer: `accepted <content>`, or the action. */
export const verdict = (result: { action: string; content?: unknown }) =>
  result.action === "accept" ? `accepted ${JSON.stringify(result.content ?? {})}` : result.action;

/** The form tools every stack has, each asking one fixture. */
export const formTools = [
  { name: "github_username", description: "The specification's simple text example", request: specExamples.simpleText.request },
  { name: "contact_info", description: "The specification's structured example", request: specExamples.structured.request },
  { name: "every_field_kind", description: "One field of each kind", request: everyKind.request },
  { name: "create_repository", description: "A zod-style schema with pattern and additionalProperties", request: zod.request },
] as const;

/** A question as each SDK's server takes it (each casts the schema to its own type). */
export interface Question {
  message: string;
  requestedSchema: unknown;
}

const formSchema = (properties: Record<string, unknown>, required?: string[]): unknown => ({ type: "object", properties, ...(required ? { required } : {}) });

export const slowQuestion = {
  legacy: "Quick: which colour? (This request is withdrawn after 3 seconds.)",
  modern: "Quick: which colour? (The host withdraws this request after 3 seconds.)",
  requestedSchema: formSchema({ colour: { type: "string", enum: ["Red", "Green", "Blue"] } }),
};

export const twoQuestions: Record<"first" | "second", Question> = {
  first: { message: "First question: your name?", requestedSchema: formSchema({ name: { type: "string" } }, ["name"]) },
  second: { message: "Second question: subscribe to updates?", requestedSchema: formSchema({ subscribe: { type: "boolean", default: true } }) },
};

export const connectAccount = {
  message: "Connect your Example account so that I can read your calendar.",
  /** 2025-11-25: the page reports back with the request's elicitationId. */
  url: (id: string) => `https://auth.example.com/connect?elicitationId=${id}`,
  /** 2026-07-28 has no elicitationId: the server correlates with an identifier of its own. */
  modernUrl: (id: string) => `https://auth.example.com/connect?session=${id}`,
};

export const readFiles = {
  message: "Authorization is required to access your Example Co files.",
  url: (id: string) => `https://files.example.com/authorize?elicitationId=${id}`,
};

const formDemoTools: DemoTool[] = formTools.map(({ name, description }) => ({ name, description }));

/** 2025-11-25 (v1, and v2 in the legacy era): every flow, as the server pushes `elicitation/create`. */
export const legacyTools: readonly DemoTool[] = [
  ...formDemoTools,
  { name: "connect_account", description: "URL mode, completed by the server two seconds after consent" },
  { name: "read_files", description: "Fails with -32042 until a URL flow completes, then succeeds" },
  { name: "slow_question", description: "A request the server withdraws after 3 seconds" },
  { name: "two_questions", description: "Two requests at once" },
];

/** 2026-07-28 (v2, modern era): questions ride `input_required`; the server asks, the client fulfils. */
export const modernTools: readonly DemoTool[] = [
  ...formDemoTools,
  { name: "connect_account", description: "URL mode: nothing waits after consent (this era has no completion notice)" },
  {
    name: "slow_question",
    description: "A request the host withdraws after 3 seconds (a 2026-07-28 server cannot withdraw one: its call has already returned)",
    hostTimeoutMs: 3000,
  },
  { name: "two_questions", description: "Two questions in one input_required round, with requestState echoed back" },
];

/** Why a tool of the 2025 eras is missing from this one. */
export const modernAbsent: readonly string[] = [
  "read_files is not here: the 2026-07-28 protocol has no -32042 error (URL requests ride input_required instead).",
];
