import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { UrlElicitationPrompt, type ElicitRequestURLParams, type ServerIdentity } from "../src/index.ts";
import { urlRequests } from "./fixtures.ts";
import { Harness } from "./Harness.tsx";

interface Args {
  server: ServerIdentity;
  request: ElicitRequestURLParams;
  locale?: "en" | "zh-CN";
  /** The host shows progress after consent: waiting, until "the server" completes. */
  trackProgress?: boolean;
  /** With trackProgress: the server's completion notice arrives this long after consent. */
  completeAfterMs?: number;
}

function UrlStory({ trackProgress = false, completeAfterMs, ...args }: Args) {
  const [completed, setCompleted] = useState(false);
  const [events, setEvents] = useState<string[]>([]);
  const note = (event: string) => () => setEvents((all) => [...all, event]);
  return (
    <Harness>
      {(onRespond) => (
        <>
          {trackProgress ? (
            <p>
              Host events: <output aria-label="Host events">{events.join(", ")}</output>
            </p>
          ) : null}
          <UrlElicitationPrompt
            {...args}
            onRespond={(result) => {
              onRespond(result);
              if (result.action === "accept" && completeAfterMs !== undefined) setTimeout(() => setCompleted(true), completeAfterMs);
            }}
            status={trackProgress ? (completed ? "complete" : "waiting") : undefined}
            onDone={note("done")}
            onCancelWaiting={note("cancel-waiting")}
          />
        </>
      )}
    </Harness>
  );
}

const meta = {
  title: "URL mode/UrlElicitationPrompt",
  // A docs page with live examples; each in its own frame, since a modal dialog takes the whole page.
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: UrlStory,
  args: urlRequests.ordinary,
} satisfies Meta<typeof UrlStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ordinary: Story = {};
export const Subdomain: Story = { args: urlRequests.subdomain };
export const LocalhostDevelopment: Story = { args: urlRequests.localhost };
export const Punycode: Story = { args: urlRequests.punycode };
export const MixedScripts: Story = { args: urlRequests.mixedScripts };
export const IpHost: Story = { args: urlRequests.ipHost };
export const Credentials: Story = { args: urlRequests.credentials };
export const Port: Story = { args: urlRequests.port };
export const InvisibleCharacters: Story = { args: urlRequests.invisible };
export const VeryLong: Story = { args: urlRequests.long };
export const BlockedJavascript: Story = { args: urlRequests.javascript };
export const BlockedData: Story = { args: urlRequests.data };
export const BlockedFile: Story = { args: urlRequests.file };
export const BlockedBlob: Story = { args: urlRequests.blob };
export const BlockedVbscript: Story = { args: urlRequests.vbscript };
export const BlockedAbout: Story = { args: urlRequests.about };
export const BlockedInsecureHttp: Story = { args: urlRequests.insecureHttp };
export const BlockedUnparsable: Story = { args: urlRequests.unparsable };
export const BlockedEmpty: Story = { args: urlRequests.empty };
/** Open the link to see the waiting state, with Done and Cancel for a notice that never comes. */
export const Waiting: Story = { args: { ...urlRequests.ordinary, trackProgress: true } };
/** Open the link: waiting, then the server's completion notice arrives two seconds later. */
export const WaitingThenComplete: Story = { args: { ...urlRequests.ordinary, trackProgress: true, completeAfterMs: 2000 } };
export const SimplifiedChinese: Story = { args: { ...urlRequests.credentials, locale: "zh-CN" } };
