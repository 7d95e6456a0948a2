import type { Decorator, Preview } from "@storybook/react-vite";
import "../src/styles.css";

// The page's direction, from the toolbar (or `globals=direction:rtl` in a story's URL, as the gallery's
// screenshots use it): set on the document, as a host in Arabic or Hebrew sets it, before the story renders.
const withDirection: Decorator = (Story, { globals }) => {
  document.documentElement.dir = globals.direction === "rtl" ? "rtl" : "ltr";
  return Story();
};

const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
  globalTypes: {
    direction: {
      description: "The page's text direction",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: "ltr" },
  decorators: [withDirection],
};

export default preview;
