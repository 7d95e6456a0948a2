import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";
import { ElicitationDialog, ElicitationForm, UrlElicitationPrompt, type Messages } from "../src/index.ts";
import { constrained, defaults, everyKind, urlRequests } from "./fixtures.ts";

/**
 * The default theme light and dark, and a custom theme made only from the documented --rme-* custom
 * properties, set on an ancestor as a host would set them on its :root. Plus a right-to-left page.
 */
const meta = { title: "Theming/Gallery" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ children, style, theme, dir }: { children: ReactNode; style?: CSSProperties; theme?: "light" | "dark"; dir?: "rtl" }) {
  const dark = theme === "dark";
  return (
    <div data-theme={theme} dir={dir} style={{ minHeight: "100vh", padding: 24, background: dark ? "#0d1117" : "#f4f5f7", ...style }}>
      {children}
    </div>
  );
}

export const Light: Story = {
  render: () => (
    <Page theme="light">
      <ElicitationDialog {...everyKind} onRespond={() => {}} />
    </Page>
  ),
};

export const Dark: Story = {
  render: () => (
    <Page theme="dark">
      <ElicitationDialog {...constrained} onRespond={() => {}} />
    </Page>
  ),
};

export const DarkUrlPrompt: Story = {
  render: () => (
    <Page theme="dark">
      <UrlElicitationPrompt {...urlRequests.credentials} onRespond={() => {}} />
    </Page>
  ),
};

const brand = {
  "--rme-font": 'Georgia, "Times New Roman", serif',
  "--rme-font-size": "16px",
  "--rme-radius": "2px",
  "--rme-radius-control": "0px",
  "--rme-space": "20px",
  "--rme-bg": "#fffdf7",
  "--rme-fg": "#2b2118",
  "--rme-muted": "#6b5a48",
  "--rme-border": "#b9a88f",
  "--rme-control-bg": "#ffffff",
  "--rme-accent": "#0b6b4f",
  "--rme-accent-fg": "#ffffff",
  "--rme-focus": "#0b6b4f",
  "--rme-error": "#a1260d",
  "--rme-error-bg": "#fbeae5",
  "--rme-backdrop": "rgb(43 33 24 / 0.6)",
} as CSSProperties;

/** Nothing but custom properties, set on an ancestor. */
export const CustomTheme: Story = {
  render: () => (
    <Page style={brand}>
      <ElicitationDialog {...defaults} onRespond={() => {}} />
    </Page>
  ),
};

// A right-to-left page: the host supplies the words (here a partial Arabic catalogue) and `dir`.
const arabic: Partial<Messages> = {
  formTitle: "طلب من {server}",
  submit: "إرسال",
  decline: "رفض",
  close: "إغلاق",
  requiredLegend: "الحقول المعلمة بـ * مطلوبة.",
};

export const RightToLeft: Story = {
  render: () => (
    <Page dir="rtl" style={{ fontFamily: "system-ui" }}>
      <ElicitationForm
        {...constrained}
        request={{ ...constrained.request, message: "أكمل ملفك الشخصي" }}
        messages={arabic}
        onRespond={() => {}}
      />
    </Page>
  ),
};

/** `unstyled`: structure only, for a host with its own design system (here: none at all). */
export const Unstyled: Story = {
  render: () => (
    <Page theme="light">
      <ElicitationDialog {...constrained} unstyled onRespond={() => {}} />
    </Page>
  ),
};
