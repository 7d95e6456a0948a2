// Drives a native modal <dialog>: open while `open`, Escape and a backdrop click become `onCancel`,
// and focus returns to where it was. The browser supplies the focus trap and the inert page.
import { useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type SyntheticEvent } from "react";

export interface UseModalOptions {
  open: boolean;
  /** Runs right after the dialog opens: place focus. */
  onOpen: (dialog: HTMLDialogElement) => void;
  /** Escape, the backdrop, or the browser closing the dialog by itself. */
  onCancel: () => void;
  /** Asked when the backdrop is clicked. */
  canDismissOnBackdrop: () => boolean;
}

export function useModal({ open, onOpen, onCancel, canDismissOnBackdrop }: UseModalOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const pressedBackdrop = useRef(false);
  const latest = useRef({ onOpen, onCancel, canDismissOnBackdrop });
  latest.current = { onOpen, onCancel, canDismissOnBackdrop };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    latest.current.onOpen(dialog);
    return () => {
      if (dialog.open) dialog.close();
      restoreFocus(opener.current, dialog);
    };
  }, [open]);

  const handlers = {
    // Escape: answer "cancel" ourselves rather than let the browser close without an answer.
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      latest.current.onCancel();
    },
    // The browser may still close it (repeated Escape without user activation): that is a cancel too.
    // A dialog that is open again by the time this event arrives (a quick remount) was not closed.
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      if (!event.currentTarget.open) latest.current.onCancel();
    },
    // A click whose press and release both land on the backdrop; not a text selection dragged out of the form.
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pressedBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const onBackdrop = event.target === event.currentTarget && pressedBackdrop.current;
      pressedBackdrop.current = false;
      if (onBackdrop && latest.current.canDismissOnBackdrop()) latest.current.onCancel();
    },
  };

  return { ref, handlers, state: open ? ("open" as const) : ("closed" as const) };
}

function restoreFocus(opener: Element | null, dialog: HTMLDialogElement) {
  const active = document.activeElement;
  const focusIsLost = !active || active === document.body || dialog.contains(active);
  if (focusIsLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
}
