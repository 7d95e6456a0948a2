import type { Meta, StoryObj } from "@storybook/react-vite";
import { TaskDemo } from "./TaskDemo.tsx";

/**
 * A v2 Client and McpServer in the page, 2026-07-28: `deploy` becomes a task that asks twice before it
 * completes. `callToolWithTasks` shows each question with its task's line and lists each status; Stop
 * cancels the task and withdraws the question on screen (inline only: the modal makes Stop unreachable).
 */
const meta = {
  title: "Live demo/A task that asks",
  component: TaskDemo,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TaskDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions in the provider's modal dialog. */
export const Deploy: Story = {};

/** The questions inline, in the page, so that Stop can be pressed while one is open. */
export const DeployInline: Story = { name: "Deploy, inline", args: { presentation: "inline" } };
