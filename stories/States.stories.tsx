import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ElicitationDialog } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { Harness } from "./Harness.tsx";

/** The dialog's states: pristine, invalid after a submit, and sending while the host's promise is pending. */
const meta = {
  title: "Form mode/States",
  component: ElicitationDialog,
  args: { ...fixtures.constrained, onRespond: () => {} },
  render: (args) => <Harness>{(onRespond) => <ElicitationDialog {...args} onRespond={onRespond} />}</Harness>,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.type(screen.getByLabelText(/Username/), "No Spaces");
    await userEvent.type(screen.getByLabelText(/Email/), "a@b");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    // The validator loads on demand: a Submit before it is there is judged once it is.
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveAttribute("aria-invalid", "true"), { timeout: 10_000 });
    await expect(screen.getByLabelText(/Username/)).toHaveFocus();
    await expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(/email address/);
    await expect(screen.getByText("Answers received:").textContent).toContain("0");
  },
};

export const Sending: Story = {
  args: { ...fixtures.specExamples.simpleText },
  // A host that answers the server asynchronously: the dialog shows "Sending…" until the promise settles.
  render: (args) => <ElicitationDialog {...args} onRespond={() => new Promise(() => {})} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "octocat");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect(await screen.findByRole("button", { name: "Sending…" }, { timeout: 10_000 })).toBeDisabled();
    await expect(screen.getByRole("button", { name: "Decline" })).toBeDisabled();
  },
};
