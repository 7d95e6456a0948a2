import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ChatHost } from "./ChatHost.tsx";
import { servers } from "./fixtures.ts";
import { wordsFor } from "./words.ts";

/**
 * `<ElicitationProvider presentation="inline">` in a chat page: requests appear at the end of the transcript,
 * where `<ElicitationOutlet />` is, and each leaves a read-only summary once it ends. Send a message to make
 * GitHub ask while you type; the buttons make the other servers ask, or withdraw. Alt+Shift+E goes to the
 * request; unticking "Show requests in the transcript" unmounts the outlet, and what it showed moves to the
 * modal.
 */
const meta = {
  title: "Host integration/Inline transcript",
  component: ChatHost,
  args: { theme: "light" },
} satisfies Meta<typeof ChatHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: "dark" } };
export const RightToLeft: Story = { args: { dir: "rtl" } };
export const SimplifiedChinese: Story = { args: { locale: "zh-CN" } };

/** The outlet takes only GitHub's requests: every other server's request is shown in the modal. */
export const OutletForOneServer: Story = { args: { outlet: { server: servers.github.name } } };

/**
 * A conversation in progress: GitHub's form answered (its summary shows what was sent), then GitHub's next
 * request, the one the modal provider story opens with, announced while focus was elsewhere and reached with
 * "Go to the request".
 */
export const Answered: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const word = wordsFor({ globals, args });
    const composer = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(composer, "Call it mcp-elicitation-demo.{Enter}");
    const repo = await screen.findByRole("textbox", { name: /^Repo/ });
    await expect(composer).toHaveFocus();

    await userEvent.type(repo, "mcp-elicitation-demo");
    await userEvent.click(screen.getByRole("checkbox", { name: "mcp" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "react" }));
    await userEvent.click(screen.getByRole("button", { name: word("submit") }));
    const summary = await screen.findByRole("article", {}, { timeout: 5000 });
    await expect(summary).toHaveTextContent(word("summaryAnswered", { server: "GitHub" }));
    await expect(screen.getByText(/^GitHub: /)).toHaveTextContent(
      'GitHub: {"action":"accept","content":{"repo":"mcp-elicitation-demo","visibility":"private","topics":["mcp","react"],"autoInit":true}}',
    );

    // Focus is on the button that asked, not in the card: the arrival is said, with its way to the request.
    await userEvent.click(screen.getByRole("button", { name: "Ask for a GitHub username" }));
    await userEvent.click(await screen.findByRole("button", { name: word("inlineGoTo") }));
    await expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
    await expect(screen.queryByRole("button", { name: word("inlineGoTo") })).toBeNull();
  },
};
