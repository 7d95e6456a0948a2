// What every field needs from the form around it, without props threaded through each level.
import { createContext, useContext } from "react";
import type { Control } from "react-hook-form";
import type { Translate } from "../core/i18n/translate.ts";
import type { SensitiveKind } from "../core/schema/sensitive.ts";
import type { FormValues } from "../core/form/fieldNames.ts";

export interface FieldContextValue {
  control: Control<FormValues>;
  t: Translate;
  /** A unique prefix for element ids in this form. */
  idBase: string;
  disabled: boolean;
  onFieldBlur: (index: number) => void;
  onFieldChange: (index: number) => void;
  /** The fields that look like secrets, by position, and what each looks like. */
  sensitive?: ReadonlyMap<number, SensitiveKind>;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error("Elicitation fields must be rendered inside <ElicitationForm> or <ElicitationDialog>.");
  return value;
}
