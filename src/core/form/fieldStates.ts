// The form's values and the errors its fields show, held in one place: the form session owns them, and each
// field subscribes to its own entry (react-hook-form's control and react-stately's state hooks work the same
// way), so a keystroke notifies one field and nothing else. A field is addressed by its position in the form,
// the same index the session's rules and the field specs use; its key is only for the wire.
import type { FieldValue } from "../schema/values.ts";
import type { FieldError } from "./liveValidation.ts";

/** What one field shows: its value as the control holds it, and its error when it shows one. */
export interface FieldState {
  readonly value: FieldValue;
  readonly error?: FieldError;
}

export function fieldStates(start: readonly FieldValue[]) {
  let states: FieldState[] = start.map((value) => ({ value }));
  const listeners = new Map<number, Set<() => void>>();
  const notify = (index: number) => listeners.get(index)?.forEach((listener) => listener());

  return {
    get: (index: number): FieldState => states[index] ?? { value: "" },
    values: (): FieldValue[] => states.map((state) => state.value),
    subscribe(index: number, listener: () => void) {
      let set = listeners.get(index);
      if (!set) listeners.set(index, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    /** Replaces what the field shows; `error: undefined` keeps the error it has, `null` clears it. */
    set(index: number, change: { value?: FieldValue; error?: FieldError | null }) {
      const current = states[index];
      if (!current) return;
      const value = change.value === undefined ? current.value : change.value;
      const error = change.error === undefined ? current.error : (change.error ?? undefined);
      // The same message again is no change: a subscriber renders only for what a person would see differ.
      if (value === current.value && error?.message === current.error?.message) return;
      states[index] = error ? { value, error } : { value };
      notify(index);
    },
    /** Every field back to these values with no error (starting over). */
    reset(values: readonly FieldValue[]) {
      states = values.map((value) => ({ value }));
      states.forEach((_, index) => notify(index));
    },
  };
}

export type FieldStates = ReturnType<typeof fieldStates>;
