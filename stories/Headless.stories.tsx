import type { Meta, StoryObj } from "@storybook/react-vite";
import * as fixtures from "./fixtures.ts";
import { Harness } from "./Harness.tsx";
import { HeadlessForm } from "./HeadlessForm.tsx";

/**
 * Headless: a host's own design system drawing the whole form, with `useElicitationForm` and
 * `useElicitationField` only (see HeadlessForm.tsx). Validation, content and the single answer are the library's.
 */
const meta = {
  title: "Form mode/Headless",
  // A docs page with live examples; each in its own frame, since a modal dialog takes the whole page.
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: HeadlessForm,
  args: { ...fixtures.everyKind, onRespond: () => {} },
  render: (args) => (
    <Harness>{(onRespond, round) => <HeadlessForm key={round} {...args} onRespond={onRespond} />}</Harness>
  ),
} satisfies Meta<typeof HeadlessForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {};
export const Constrained: Story = { args: fixtures.constrained };
export const Unsupported: Story = { args: fixtures.unsupported };
