import type { Decorator, Preview } from "@storybook/react-vite";
import { builtInLocales, dirOf, langOf } from "../src/core/i18n/locales.ts";
import "../src/styles.css";

// The page's direction, from the toolbar (or `globals=direction:rtl` in a story's URL): set on the document, as
// a host in Arabic or Hebrew sets it, before the story renders. The components' own direction follows their
// locale, not the page's (docs/guides/i18n.md): this shows an English card on a right-to-left page.
const withDirection: Decorator = (Story, { globals }) => {
  document.documentElement.dir = globals.direction === "rtl" ? "rtl" : "ltr";
  return Story();
};

// The library's words in a built-in locale, from the toolbar (or `globals=locale:ar-AE`, as the gallery's
// screenshots use it): given to the story's component, or provider, as `locale`, and set on the page as a host in
// that language sets its own `lang` and `dir`. "Story" leaves each story's own locale.
const withLocale: Decorator = (Story, context) => {
  const locale = builtInLocales.find((tag) => tag === context.globals.locale);
  if (!locale) {
    document.documentElement.lang = "en";
    return Story();
  }
  document.documentElement.lang = langOf(locale);
  document.documentElement.dir = dirOf(locale);
  return Story({ args: { ...context.args, locale } });
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
    locale: {
      description: "The library's words: a built-in locale, with the page's lang and dir as its host would set them",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [{ value: "story", title: "As the story says" }, ...builtInLocales.map((tag) => ({ value: tag, title: tag }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: "ltr", locale: "story" },
  // The locale's decorator runs last, so that its page direction wins over the toolbar's.
  decorators: [withLocale, withDirection],
};

export default preview;
