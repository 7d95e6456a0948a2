// What every request's UI takes besides the request, in either mode.
import type { Messages } from "../core/i18n/messages.ts";
import type { LocalePreference } from "../core/i18n/preference.ts";
import type { QueueInfo } from "./QueueStatus.tsx";
import type { TaskInfo } from "../core/elicit/elicit.ts";

export interface RequestUiProps {
  /**
   * The language to show the library's words in: a BCP 47 tag ("de", "de-AT", "ar"), or several in order of
   * preference (`navigator.languages`), each found by lookup among the built-in locales; English by default and
   * for a language not built in. The root takes the catalogue's `lang` and `dir`.
   */
  locale?: LocalePreference;
  /** Any strings to replace, by key. */
  messages?: Partial<Messages>;
  className?: string;
  /** Render structure only: the default stylesheet does not apply; class names and data-* stay for yours. */
  unstyled?: boolean;
  /** Set by <ElicitationProvider>: where this request stands among those waiting. */
  queue?: QueueInfo;
  /** The task that asks, for a request from a task's `input_required` status (set by <ElicitationProvider>). */
  task?: TaskInfo;
}
