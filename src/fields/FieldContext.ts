// What every field needs from the form around it, without props threaded through each level.
import { createContext, useContext } from "react";
import type { FormSession } from "../core/form/sessionTypes.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { SensitiveKind } from "../core/schema/sensitive.ts";

/** The server's words take their own direction, whatever the page's, and the language the server says. */
export interface ServerTextProps {
  dir: "auto";
  lang?: string;
}

export interface FieldContextValue {
  /** The form's one owner of values and errors; each field subscribes to its own. */
  session: FormSession;
  t: Translate;
  /** A unique prefix for element ids in this form. */
  idBase: string;
  disabled: boolean;
  /** For the server's words in the fields: their own direction, and the language the server says they are in. */
  serverText: ServerTextProps;
  /** The fields that look like secrets, by position, and what each looks like. */
  sensitive?: ReadonlyMap<number, SensitiveKind>;
}

declare const opaque: unique symbol;

/**
 * What `useElicitationField` needs from a headless form (`ElicitationFormHandle.fields` and its `fieldContext`):
 * opaque, to be passed on as it is.
 */
export interface FieldContextHandle {
  readonly [opaque]: "FieldContext";
}

export const toHandle = (value: FieldContextValue) => value as unknown as FieldContextHandle;
export const fromHandle = (handle: FieldContextHandle) => handle as unknown as FieldContextValue;

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error("Elicitation fields must be rendered inside <ElicitationForm> or <ElicitationDialog>.");
  return value;
}
