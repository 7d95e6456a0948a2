import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import {
  createDrafts,
  type ElicitationDrafts,
  type ElicitRequestFormParams,
  type ServerIdentity,
} from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { DialogRound } from "./DialogRound.tsx";
import { Harness } from "./Harness.tsx";

interface Args {
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  /** What the page's drafts hold when the story opens, by property key. */
  typedBefore?: Record<string, string | boolean | string[]>;
}

/**
 * Drafts (README "Drafts: nothing lost"): type, press Escape, then "Send the request again". The same server asking
 * the same question opens with what was typed, says so, and offers "Start over". Each story has its own
 * store, so one story's drafts never show in another.
 */
function DraftsStory({ server, request, typedBefore }: Args) {
  const [drafts] = useState<ElicitationDrafts>(() => {
    const store = createDrafts();
    if (typedBefore) store.set(server, request.requestedSchema, new Map(Object.entries(typedBefore)));
    return store;
  });
  return (
    <Harness>
      {(onRespond, round) => <DialogRound server={server} request={request} drafts={drafts} round={round} onRespond={onRespond} />}
    </Harness>
  );
}

const meta = {
  title: "Form mode/Drafts",
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: DraftsStory,
  args: fixtures.specExamples.structured,
} satisfies Meta<typeof DraftsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens empty: type, press Escape, then "Send the request again". */
export const TypeThenEscape: Story = {};

/** The page already holds what was typed the last time this server asked: the form opens with it. */
export const Restored: Story = {
  args: { typedBefore: { name: "Ada Lovelace", email: "ada@example.com", age: "36" } },
};
