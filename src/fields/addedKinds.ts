// A field kind added at run time, whole: its definition in the core's registry (core/schema/kinds/index.ts)
// and its component, which Field.tsx reads when no built-in kind has the name. Internal (not exported from the
// package): how a new kind is tried out, in a test file, before it joins the built-in kinds.
import type { ComponentType } from "react";
import type { FieldBase, FieldKindDefinition } from "../core/schema/kinds/definition.ts";
import { registerFieldKind } from "../core/schema/kinds/index.ts";
import type { FieldProps } from "./useField.ts";

/** An added kind's component: its own spec, loosely typed (it is not in `FieldSpec`). */
export type AddedFieldComponent<Spec> = ComponentType<{ field: Spec; index: number }>;

const components = new Map<string, ComponentType<FieldProps>>();

/**
 * Registers a kind and its component: schemaToFields takes its schemas by its rank, the form renders it, and
 * its messages, sensitive-field check and content are its definition's. Throws for a name or rank already
 * taken. Returns the undo.
 */
export function addFieldKind<Spec extends FieldBase & { kind: string }>(definition: FieldKindDefinition<Spec>, component: AddedFieldComponent<Spec>): () => void {
  const unregister = registerFieldKind(definition);
  // Held as a built-in kind's is: Field.tsx hands it a field of its kind only.
  const held = component as unknown as ComponentType<FieldProps>;
  components.set(definition.kind, held);
  return () => {
    unregister();
    if (components.get(definition.kind) === held) components.delete(definition.kind);
  };
}

/** The component of a kind added with `addFieldKind`, if one was. */
export function addedComponent(kind: string): ComponentType<FieldProps> | undefined {
  return components.get(kind);
}
