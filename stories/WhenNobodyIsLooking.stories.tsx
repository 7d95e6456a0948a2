import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState } from "react";
import {
  ElicitationOutlet,
  ElicitationProvider,
  requestNotificationPermission,
  useElicitation,
  type NotificationPermissionResult,
} from "../src/index.ts";
import * as fixtures from "./fixtures.ts";

/** A host page that asks as it opens, and again after a delay long enough for the person to switch tabs. */
function AwayHost() {
  const elicit = useElicitation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const { server, request } = fixtures.specExamples.structured;
    void elicit(request, { server }).catch(() => {});
  });
  const [permission, setPermission] = useState<NotificationPermissionResult>(() =>
    typeof Notification === "undefined" ? "unsupported" : Notification.permission,
  );
  const [asking, setAsking] = useState(false);
  const askSoon = () => {
    setAsking(true);
    const { server, request } = fixtures.specExamples.simpleText;
    setTimeout(() => {
      setAsking(false);
      void elicit(request, { server }).catch(() => {});
    }, 5000);
  };
  return (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif", maxWidth: 640 }}>
      <h1 style={{ fontSize: 18 }}>When nobody is looking</h1>
      <p>
        Choose “Ask in 5 seconds”, then switch to another tab or window. The request arrives while you are away: the
        page’s title counts it, and, if you allowed notifications here, a notification says who asks; clicking it brings
        you to the request. Back on this tab, the title is the page’s own again and the request is announced. The title
        is the tab’s when this story is open on its own (“Open canvas in new tab”), not inside Storybook’s frame.
      </p>
      <p>
        <button type="button" onClick={() => void requestNotificationPermission().then(setPermission)}>
          Allow notifications
        </button>{" "}
        Notifications: {permission}
      </p>
      <p>
        <button type="button" onClick={askSoon} disabled={asking}>
          {asking ? "GitHub asks in 5 seconds…" : "Ask in 5 seconds"}
        </button>
      </p>
      <ElicitationOutlet stacked />
    </main>
  );
}

/**
 * A request that arrives while the page is hidden or unfocused: "(1) …" before the page's title until the person
 * is back, a system notification where they have allowed them (`requestNotificationPermission()`, called from the
 * button), and the inline arrival announced once the page is shown again. `notify` turns either off.
 */
const meta = {
  title: "Host integration/When nobody is looking",
  component: ElicitationProvider,
  args: { presentation: "inline", notify: { title: true, system: true }, children: null },
  render: (args) => (
    <ElicitationProvider {...args}>
      <AwayHost />
    </ElicitationProvider>
  ),
} satisfies Meta<typeof ElicitationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchTabs: Story = {};
