import type { Meta, StoryObj } from "@storybook/react-vite";
import { ElicitationForm, type ElicitRequestFormParams } from "../src/index.ts";
import { servers } from "./fixtures.ts";
import { Harness } from "./Harness.tsx";

/** One story per field kind and variant, each a one-field form rendered inline. */
function OneField({ schema, required = false }: { schema: Record<string, unknown>; required?: boolean }) {
  const request = {
    message: "One field",
    requestedSchema: { type: "object", properties: { value: schema }, required: required ? ["value"] : [] },
  } as unknown as ElicitRequestFormParams;
  return <Harness>{(onRespond) => <ElicitationForm server={servers.weather} request={request} onRespond={onRespond} />}</Harness>;
}

const meta = { title: "Form mode/Fields", component: OneField } satisfies Meta<typeof OneField>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = [
  { const: "#FF0000", title: "Red" },
  { const: "#00FF00", title: "Green" },
  { const: "#0000FF", title: "Blue" },
];

export const Text: Story = { args: { schema: { type: "string", title: "Nickname", description: "What friends call you", minLength: 2, maxLength: 20 } } };
export const RequiredText: Story = { args: { schema: { type: "string", title: "Company" }, required: true } };
export const Pattern: Story = { args: { schema: { type: "string", title: "Postcode", pattern: "^[0-9]{5}$" } } };
export const Email: Story = { args: { schema: { type: "string", format: "email", title: "Email", default: "user@example.com" } } };
export const Uri: Story = { args: { schema: { type: "string", format: "uri", title: "Website" } } };
export const DateOnly: Story = { args: { schema: { type: "string", format: "date", title: "Birthday" } } };
export const DateTime: Story = { args: { schema: { type: "string", format: "date-time", title: "Meeting", default: "2026-05-04T15:00:00Z" } } };
export const UnknownFormat: Story = { args: { schema: { type: "string", format: "password", title: "Passphrase" } } };
export const Decimal: Story = { args: { schema: { type: "number", title: "Temperature", minimum: -50, maximum: 60, default: 21.5 } } };
export const Integer: Story = { args: { schema: { type: "integer", title: "Guests", minimum: 1, maximum: 100 }, required: true } };
export const Checkbox: Story = { args: { schema: { type: "boolean", title: "Subscribe", description: "Monthly, no spam", default: false } } };
export const RadioUntitled: Story = { args: { schema: { type: "string", title: "Color", enum: ["Red", "Green", "Blue"] } } };
export const RadioTitled: Story = { args: { schema: { type: "string", title: "Color", oneOf: colors, default: "#00FF00" }, required: true } };
export const SelectMany: Story = {
  args: { schema: { type: "string", title: "Country", enum: ["France", "Germany", "Italy", "Japan", "Kenya", "Peru", "Spain"] }, required: true },
};
export const LegacyEnumNames: Story = {
  args: { schema: { type: "string", title: "Plan", enum: ["f", "p", "t", "e", "x"], enumNames: ["Free", "Pro", "Team", "Enterprise", "Custom"] } },
};
export const MultiUntitled: Story = { args: { schema: { type: "array", title: "Toppings", items: { type: "string", enum: ["Cheese", "Ham", "Olives"] } } } };
export const MultiTitled: Story = {
  args: { schema: { type: "array", title: "Colors", minItems: 1, maxItems: 2, items: { anyOf: colors }, default: ["#FF0000"] }, required: true },
};
