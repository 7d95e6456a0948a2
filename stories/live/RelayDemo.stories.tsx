import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RelayDemo } from "./RelayDemo.tsx";

/**
 * The relay: the MCP client runs on the host's server (here, the left column), the person answers in the
 * browser. Both tabs are the same person: each shows the request; answer it in one, and the other says it was
 * answered elsewhere. "Stop the call" withdraws it from both.
 */
const meta = {
  title: "Live demo/MCP client on the server (relay)",
  component: RelayDemo,
  parameters: { layout: "fullscreen" },
  args: { presentation: "inline" },
} satisfies Meta<typeof RelayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests inline, at the end of each tab's transcript, by the conversation's key. */
export const Inline: Story = {};

/** The same with the provider's default, a modal dialog in each tab. */
export const Modal: Story = { args: { presentation: "modal" } };

/** Called on the server, answered in the first tab: the second says so, and the server got the answer. */
export const AnsweredInOneTab: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const call = await screen.findByRole("button", { name: "Call github_username" });
    await waitFor(() => expect(call).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(call);
    const [first, second] = [screen.getByRole("group", { name: "First tab" }), screen.getByRole("group", { name: "Second tab" })];
    const field = await within(first).findByRole("textbox", {}, { timeout: 10_000 });
    await within(second).findByRole("textbox", {}, { timeout: 10_000 });
    await userEvent.type(field, "octocat");
    await userEvent.click(within(first).getByRole("button", { name: "Submit" }));
    await expect(await within(second).findByText(/in another tab or window/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await screen.findByText(/github_username returned: accepted \{"name":"octocat"\}/, {}, { timeout: 10_000 })).toBeVisible();
  },
};
