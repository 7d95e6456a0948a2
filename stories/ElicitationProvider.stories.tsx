import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState } from "react";
import { ElicitationProvider, useElicitation, type ElicitResult, type ServerIdentity } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";

/** Asks as MCP clients would, from two servers, on load and from buttons; every answer is printed. */
function Asker() {
  const elicit = useElicitation();
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = (fixture: { server: ServerIdentity; request: unknown }) => {
    void elicit(fixture.request, { server: fixture.server }).then(
      (result: ElicitResult) => setAnswers((all) => [...all, `${fixture.server.title ?? fixture.server.name}: ${JSON.stringify(result)}`]),
      (error: unknown) => setAnswers((all) => [...all, `${fixture.server.name}: ${String(error)}`]),
    );
  };
  // Two servers ask as the page opens: the first request is shown, "Request 1 of 2", the other waits.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask(fixtures.specExamples.simpleText);
    ask(fixtures.pydantic);
  });
  return (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1 style={{ fontSize: 18 }}>Host page</h1>
      <button type="button" onClick={() => ask(fixtures.specExamples.simpleText)}>
        Ask from GitHub
      </button>{" "}
      <button type="button" onClick={() => ask(fixtures.pydantic)}>
        Ask from weather
      </button>{" "}
      <button type="button" onClick={() => ask(fixtures.urlRequests.subdomain)}>
        Ask for a URL
      </button>{" "}
      {/* What a server's notifications/elicitation/complete does: the waiting card says the flow is finished. */}
      <button type="button" onClick={() => elicit.complete(fixtures.urlRequests.subdomain.request.elicitationId!)}>
        Complete the URL flow
      </button>
      <ul aria-label="Answers">
        {answers.map((answer, i) => (
          <li key={i}>{answer}</li>
        ))}
      </ul>
    </main>
  );
}

/**
 * The host integration: one provider for the app, `useElicitation()` wherever a client receives
 * `elicitation/create`. Requests from every server are shown one at a time, first come first served.
 */
const meta = {
  title: "Host integration/ElicitationProvider",
  component: ElicitationProvider,
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { maxPendingPerServer: 3, children: null },
  render: (args) => (
    <ElicitationProvider {...args}>
      <Asker />
    </ElicitationProvider>
  ),
} satisfies Meta<typeof ElicitationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoServers: Story = {};
export const SimplifiedChinese: Story = { args: { locale: "zh-CN" } };
