import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ElicitRequestFormParams, SensitiveFieldsPolicy, ServerIdentity } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { DialogRound } from "./DialogRound.tsx";
import { Harness } from "./Harness.tsx";

interface Args {
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  sensitiveFields?: SensitiveFieldsPolicy;
  locale?: "en" | "zh-CN";
}

/**
 * Sensitive fields: a form that asks for what looks like a password, an API key, a token or payment
 * details, which the specification tells servers to ask for through a web page of their own (URL mode).
 * The host chooses with `sensitiveFields`: "warn" (the default), "block" or "allow". Such fields are masked,
 * with a show/hide toggle, whatever the policy.
 */
function SensitiveStory({ server, request, sensitiveFields, locale }: Args) {
  return (
    <Harness>
      {(onRespond, round) => (
        <DialogRound server={server} request={request} sensitiveFields={sensitiveFields} locale={locale} round={round} onRespond={onRespond} />
      )}
    </Harness>
  );
}

const meta = {
  title: "Form mode/Sensitive fields",
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
  component: SensitiveStory,
  args: fixtures.sensitive.credentials,
} satisfies Meta<typeof SensitiveStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a note above the fields names them and says why; the fields work, masked. */
export const Warn: Story = { args: { sensitiveFields: "warn" } };
/** The form is not shown: an alert names the fields, and only Decline and Close remain. */
export const Block: Story = { args: { sensitiveFields: "block" } };
/** No note; the fields are still masked. */
export const Allow: Story = { args: { sensitiveFields: "allow" } };
/** The official TypeScript SDK's own form example, which asks for a password. */
export const SdkExample: Story = { args: fixtures.sensitive.sdkRegistration };
/** The warning in Simplified Chinese. */
export const SimplifiedChinese: Story = { args: { locale: "zh-CN" } };
