// How much an answer may weigh where it travels (a relay reads at most a megabyte): a field whose value alone
// is over it says so as soon as its error shows, and a submit over it in all names the field that weighs most,
// so that the person learns the limit before anything is sent, not from a refusal afterwards.
import type { Translate } from "../i18n/translate.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { toContent, type FieldValue } from "../schema/values.ts";
import type { FieldError } from "./liveValidation.ts";

const encoder = /* @__PURE__ */ new TextEncoder();

/** The bytes `value` takes as UTF-8 JSON, as it is posted. */
export const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

export function sizeLimit(fields: readonly FieldSpec[], maxBytes: number | undefined, translate: () => Translate) {
  const error = (): FieldError => ({
    type: "tooLargeToSend",
    // In kilobytes, rounded down: the person is told no more than what fits.
    message: translate()("error.tooLargeToSend", { limit: Math.floor(maxBytes! / 1000) }),
  });
  const weigh = (index: number, value: FieldValue) => jsonBytes(toContent([fields[index]!], [value]));
  return {
    /**
     * One field's error for its size alone, or null. Judged as the person types: a value that could not reach
     * the limit even at three UTF-8 bytes a character (with its key, and room for what the kind adds to it, a
     * date's seconds and offset) is not encoded.
     */
    fieldError(index: number, value: FieldValue): FieldError | null {
      if (maxBytes === undefined || (JSON.stringify(value).length + fields[index]!.key.length + 100) * 3 < maxBytes) return null;
      return weigh(index, value) > maxBytes ? error() : null;
    },
    /** Each field's error for the whole answer's size: none, or the one on the field that weighs most. */
    formErrors(values: readonly FieldValue[]): (FieldError | null)[] {
      const none = values.map(() => null);
      if (maxBytes === undefined || jsonBytes(toContent(fields, values)) <= maxBytes) return none;
      const weights = values.map((value, index) => weigh(index, value));
      const heaviest = weights.indexOf(Math.max(...weights));
      return none.map((_, index) => (index === heaviest ? error() : null));
    },
  };
}
