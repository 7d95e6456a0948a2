// The hand-written floors in a native modal dialog, opened as this library's dialog opens (showModal in a layout
// effect, before the first paint): what a modal costs on its own.
import { useLayoutEffect, useRef, type ComponentType } from "react";
import { HandwrittenForm } from "../HandwrittenForm.tsx";
import { HandwrittenRhfForm } from "../HandwrittenRhfForm.tsx";
import type { Schema } from "../schema.ts";
import type { OptionProps } from "./shared.ts";

function InModal({ Form, schema, onDone }: OptionProps & { Form: ComponentType<{ schema: Schema; onSubmit: () => void }> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);
  return (
    <dialog ref={dialog} aria-label="Request">
      <Form schema={schema} onSubmit={onDone} />
    </dialog>
  );
}

export const HandwrittenDialog = (props: OptionProps) => <InModal Form={HandwrittenForm} {...props} />;

export const HandwrittenRhfDialog = (props: OptionProps) => <InModal Form={HandwrittenRhfForm} {...props} />;
