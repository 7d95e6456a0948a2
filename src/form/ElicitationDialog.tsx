// A form-mode request in a native modal <dialog>: the browser traps focus, makes the page behind inert
// and gives Escape; this component turns every way of leaving into exactly one answer.
import { Suspense } from "react";
import type { ElicitRequestFormParams, ServerIdentity } from "../core/protocol/types.ts";
import { ElicitationPanel, focusInitial } from "./ElicitationPanel.tsx";
import { requestIds } from "../chrome/RequestChrome.tsx";
import type { ElicitationUiProps } from "./ElicitationForm.tsx";
import { requestKey } from "../chrome/requestKey.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import { useFormState } from "./useFormState.ts";
import type { OnRespond } from "../core/form/answerOnce.ts";
import { useModal } from "../chrome/useModal.ts";

export interface ElicitationDialogProps extends ElicitationUiProps {
  /** Who asks: the server's `Implementation` from initialisation. Its display name titles the dialog. */
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  /** Called exactly once. Return a promise to show "Sending…" until it settles. */
  onRespond: OnRespond;
}

export function ElicitationDialog(props: ElicitationDialogProps) {
  // A locale other than English loads on demand (core/i18n/catalogues.ts): the dialog opens once it has.
  return (
    <Suspense fallback={null}>
      <FormDialog key={requestKey(props.request)} {...props} />
    </Suspense>
  );
}

function FormDialog(props: ElicitationDialogProps) {
  const { server, request, components, className, queue, task, unstyled } = props;
  const state = useFormState(props);
  const ids = requestIds(state.idBase);
  const modal = useModal({
    open: state.status !== "answered",
    onOpen: (dialog) => focusInitial(dialog),
    onCancel: state.cancel,
    // A stray click outside throws away nothing the person typed.
    canDismissOnBackdrop: () => !state.isChanged(),
  });

  return (
    <dialog
      ref={modal.ref}
      className={rootClassName(unstyled, "rme-dialog", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={modal.state}
      {...modal.handlers}
    >
      <ElicitationPanel state={state} request={request} server={server} components={components} queue={queue} task={task} />
    </dialog>
  );
}
