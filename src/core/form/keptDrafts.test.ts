// Drafts kept in a state that outlives the page (a VS Code webview's, through its channel): written as they are
// typed, read back by the next page's store, forgotten on an answer, and never holding a secret-looking field.
import { expect, test } from "vitest";
import type { ElicitResult } from "../protocol/types.ts";
import { createDrafts, keepDraftsIn, type DraftState } from "./drafts.ts";
import { createFormSession } from "./session.ts";

const server = { name: "deploy", version: "2.0.0" };
const schema = {
  type: "object",
  properties: { branch: { type: "string", title: "Branch" }, apiToken: { type: "string", title: "API token" } },
  required: ["branch"],
};

/** What VS Code keeps for a webview: a JSON value, copied in and out as getState and setState do. */
function webviewState(): DraftState & { writes: number } {
  let kept: string | undefined;
  return {
    writes: 0,
    get: () => (kept === undefined ? undefined : JSON.parse(kept)),
    set(value) {
      this.writes++;
      kept = JSON.stringify(value);
    },
  };
}

const open = (drafts: ReturnType<typeof createDrafts>, sent: ElicitResult[] = []) =>
  createFormSession({ requestedSchema: schema, server, drafts, onRespond: (result) => void sent.push(result) });

test("what is typed is kept as it is typed, and the next page's form opens with it; the secret is never kept", () => {
  const state = webviewState();
  const first = createDrafts();
  keepDraftsIn(first, state);
  expect(first.live).toBe(true);
  const form = open(first);
  form.setValue(0, "release/2.1");
  form.setValue(1, "ghp_secret");
  expect(JSON.stringify(state.get())).toContain("release/2.1");
  expect(JSON.stringify(state.get())).not.toContain("ghp_secret");
  // The page is destroyed without a word (no cancel, no close); the next one starts from the state.
  const next = createDrafts();
  keepDraftsIn(next, state);
  const again = open(next);
  expect(again.getState().restoredDraft).toBe(true);
  expect(again.getField(0).value).toBe("release/2.1");
  expect(again.getField(1).value).toBe("");
});

test("an answer forgets the draft in the state too", () => {
  const state = webviewState();
  const drafts = createDrafts();
  keepDraftsIn(drafts, state);
  const sent: ElicitResult[] = [];
  const form = open(drafts, sent);
  form.setValue(0, "main");
  form.decline();
  expect(sent).toEqual([{ action: "decline" }]);
  expect(state.get()).toEqual([]);
});

test("a store that is not kept anywhere keeps drafts only when a form goes away, as before", () => {
  const drafts = createDrafts();
  expect(drafts.live).toBe(false);
  const form = open(drafts);
  form.setValue(0, "main");
  expect(drafts.size).toBe(0);
  form.cancel();
  expect(drafts.size).toBe(1);
});

test("a state holding something else (another version, the host's own) reads as no drafts, and is replaced", () => {
  const state = webviewState();
  state.set({ drafts: "not ours" });
  const drafts = createDrafts();
  keepDraftsIn(drafts, state);
  expect(drafts.size).toBe(0);
  expect(state.get()).toEqual([]);
});
