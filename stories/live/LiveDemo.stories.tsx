import type { Meta, StoryObj } from "@storybook/react-vite";
import { LiveDemo } from "./LiveDemo.tsx";

/** A real SDK McpServer and Client in the page: run each tool and watch what the server receives. */
const meta = {
  title: "Live demo/MCP server in the page",
  component: LiveDemo,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LiveDemo>;

export default meta;
export const Demo: StoryObj<typeof meta> = {};
