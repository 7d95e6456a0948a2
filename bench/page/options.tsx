// The ways a host could render one elicitation form, each as the host would write it: the hand-written floor (also
// on react-hook-form, and in a modal dialog: bench:trace's floors), this library, and its peers.
import type { ComponentType } from "react";
import { Handwritten } from "./options/handwritten.tsx";
import { HandwrittenDialog, HandwrittenRhfDialog } from "./options/handwrittenDialog.tsx";
import { HandwrittenRhf } from "./options/handwrittenRhf.tsx";
import { JsonFormsOption } from "./options/jsonforms.tsx";
import { OursDialog, OursForm, startUp as oursStartUp } from "./options/ours.tsx";
import { Rjsf } from "./options/rjsf.tsx";
import type { OptionProps } from "./options/shared.ts";

export const options: Record<string, ComponentType<OptionProps>> = {
  "handwritten": Handwritten,
  "handwritten-rhf": HandwrittenRhf,
  "handwritten-dialog": HandwrittenDialog,
  "handwritten-rhf-dialog": HandwrittenRhfDialog,
  "elicitation-form": OursForm,
  "elicitation-dialog": OursDialog,
  "rjsf": Rjsf,
  "jsonforms": JsonFormsOption,
};

/** What an option asks a host to do when its page starts, before any request. */
export const startUps: Record<string, () => void> = {
  "elicitation-form": oursStartUp,
  "elicitation-dialog": oursStartUp,
};
