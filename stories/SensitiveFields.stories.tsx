import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { ElicitationDialog, type ElicitRequestFormParams, type SensitiveFieldsPolicy, type ServerIdentity } from "../src/index.ts";
import * as fixtures from "./fixtures.ts";
import { Harness } from "./Harness.tsx";

interface Args {
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  sensitiveFields?: SensitiveFieldsPolicy;
  locale?: "en" | "zh-CN";
}

/**
 * Sensitive fields (issue 9): a form that asks for what looks like a password, an API key, a token or payment
 * details, which the specification tells servers to ask for through a web page of their own (URL mode).
 * The host chooses with `sensitiveFields`: "warn" (the default), "block" or "allow". Such fields are masked,
 * with a show/hide toggle, whatever the policy.
 */
function SensitiveStory({ server, request, sensitiveFields, locale }: Args) {
  return (
    <Harness>
      {(onRespond, round) => (
        <Round server={server} request={request} sensitiveFields={sensitiveFields} locale={locale} round={round} onRespond={onRespond} />
      )}
    </Harness>
  );
}

/** Each round is a new request object, so "Send the request again" opens a fresh dialog. */
function Round({ request, round, ...rest }: Args & { round: number; onRespond: Parameters<typeof ElicitationDialog>[0]["onRespond"] }) {
  const fresh = useMemo(() => ({ ...request }), [request, round]);
  return <ElicitationDialog {...rest} request={fresh} />;
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
