import type { Meta, StoryObj } from "@storybook/react-vite";
import { ElicitationForm } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { Harness } from "./Harness.tsx";

/** The same form inline, without a modal: for hosts that show requests in a chat transcript. */
const meta = {
  title: "Form mode/ElicitationForm (inline)",
  // A docs page with live examples; each in its own frame, since a modal dialog takes the whole page.
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: ElicitationForm,
  args: { ...fixtures.specExamples.structured, onRespond: () => {} },
  render: (args) => <Harness>{(onRespond) => <ElicitationForm {...args} onRespond={onRespond} />}</Harness>,
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Structured: Story = {};
export const Confirm: Story = { args: fixtures.confirm };
export const WithoutServer: Story = { args: { request: fixtures.pydantic.request } };
export const EveryKind: Story = { args: fixtures.everyKind };
export const SimplifiedChinese: Story = { args: { ...fixtures.defaults, locale: "zh-CN" } };
