import type { Preview } from "@storybook/react-vite";
import "../src/styles.css";

const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
