import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ChannelDemo } from "./ChannelDemo.tsx";

/**
 * The relay over a message channel: a Worker holds the MCP client (as a VS Code extension host, Electron's main
 * process or an MV3 service worker would), and the page's two views each show its requests over a MessagePort.
 * Answer in one view, and the other says it was answered elsewhere; "Stop the call" withdraws it from both.
 */
const meta = {
  title: "Live demo/MCP client in a worker (channel)",
  component: ChannelDemo,
  parameters: { layout: "fullscreen" },
  args: { presentation: "inline" },
} satisfies Meta<typeof ChannelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests inline in each view, by the conversation's key. */
export const Inline: Story = {};

/** Called in the worker, answered in the side bar: the editor tab says so, and the server got the answer. */
export const AnsweredInOneView: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const call = await screen.findByRole("button", { name: "Call github_username" });
    await waitFor(() => expect(call).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(call);
    const [sideBar, tab] = [screen.getByRole("group", { name: "Side bar" }), screen.getByRole("group", { name: "Editor tab" })];
    const field = await within(sideBar).findByRole("textbox", {}, { timeout: 10_000 });
    await within(tab).findByRole("textbox", {}, { timeout: 10_000 });
    await userEvent.type(field, "octocat");
    await userEvent.click(within(sideBar).getByRole("button", { name: "Submit" }));
    await expect(await within(tab).findByText(/in another tab or window/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await screen.findByText(/github_username returned: accepted \{"name":"octocat"\}/, {}, { timeout: 10_000 })).toBeVisible();
  },
};
