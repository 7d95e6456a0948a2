// What a client declares at initialisation (2025-11-25): `{ elicitation: { form: {}, url: {} } }`, or
// only the modes the host shows. An empty `elicitation: {}` would mean form only.
import type { ElicitationModes } from "../host/parseParams.ts";

export interface ElicitationCapability {
  elicitation: { form?: Record<string, never>; url?: Record<string, never> };
}

export function elicitationCapability(modes: ElicitationModes = { form: true, url: true }): ElicitationCapability {
  if (!modes.form && !modes.url) throw new Error("Declare at least one elicitation mode (form or url).");
  return { elicitation: { ...(modes.form ? { form: {} } : {}), ...(modes.url ? { url: {} } : {}) } };
}
