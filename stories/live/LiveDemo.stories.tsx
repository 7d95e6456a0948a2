import type { Meta, StoryObj } from "@storybook/react-vite";
import { LiveDemo } from "./LiveDemo.tsx";

/**
 * A real SDK McpServer and Client in the page: run each tool and watch what the server receives. The
 * official SDK's v2 line in both protocol eras, and v1; the host's code is the same for all three.
 */
const meta = {
  title: "Live demo/MCP server in the page",
  component: LiveDemo,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LiveDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// First: where a new host starts.
/** `@modelcontextprotocol/client` and `/server` 2.x, 2026-07-28: questions ride `input_required`. */
export const V2Modern: Story = { name: "v2, 2026-07-28", args: { stack: "v2-modern" } };

/** The same v2 client and server in the 2025-11-25 era: the server sends `elicitation/create`. */
export const V2Legacy: Story = { name: "v2, 2025-11-25", args: { stack: "v2-legacy" } };

/** `@modelcontextprotocol/sdk` 1.x. */
export const V1: Story = { name: "v1", args: { stack: "v1" } };
