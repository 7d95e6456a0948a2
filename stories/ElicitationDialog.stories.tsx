import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ElicitRequestFormParams, ServerIdentity } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { DialogRound } from "./DialogRound.tsx";
import { Harness } from "./Harness.tsx";

interface Args {
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  locale?: "en" | "zh-CN";
}

/** Each round is a new request object, so "Send the request again" opens a fresh dialog. */
function DialogStory({ server, request, locale }: Args) {
  return (
    <Harness>
      {(onRespond, round) => <DialogRound server={server} request={request} locale={locale} round={round} onRespond={onRespond} />}
    </Harness>
  );
}

const meta = {
  title: "Form mode/ElicitationDialog",
  // A docs page with live examples; each in its own frame, since a modal dialog takes the whole page.
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: DialogStory,
  args: fixtures.specExamples.structured,
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpecSimpleText: Story = { args: fixtures.specExamples.simpleText };
export const SpecStructured: Story = { args: fixtures.specExamples.structured };
export const SpecStringKeywords: Story = { args: fixtures.specExamples.stringSchema };
export const SpecColors: Story = { args: fixtures.specExamples.colors };
export const EveryKind: Story = { args: fixtures.everyKind };
export const Defaults: Story = { args: fixtures.defaults };
export const Pydantic: Story = { args: fixtures.pydantic };
export const Zod: Story = { args: fixtures.zod };
export const GoServer: Story = { args: fixtures.goServer };
export const LegacyEnums: Story = { args: fixtures.legacyEnums };
export const Confirm: Story = { args: fixtures.confirm };
export const Unsupported: Story = { args: fixtures.unsupported };
export const LongMessage: Story = { args: fixtures.longMessage };
export const FiftyFields: Story = { args: fixtures.fiftyFields };
export const Constrained: Story = { args: fixtures.constrained };
export const SimplifiedChinese: Story = { args: { ...fixtures.constrained, locale: "zh-CN" } };
export const UntrustedServerName: Story = { args: { ...fixtures.specExamples.simpleText, server: fixtures.servers.untrusted } };
