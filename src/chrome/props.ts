// What every request's UI takes besides the request, in either mode.
import type { Messages } from "../core/i18n/messages.ts";
import type { Locale } from "../core/i18n/translate.ts";
import type { QueueInfo } from "./QueueStatus.tsx";
import type { TaskInfo } from "../core/elicit/elicit.ts";

export interface RequestUiProps {
  /** Built-in catalogue to use; English by default. */
  locale?: Locale;
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
