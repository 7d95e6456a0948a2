// A form-mode request in a native modal <dialog>: the browser traps focus, makes the page behind inert
// and gives Escape; this component turns every way of leaving into exactly one answer.
import { Suspense } from "react";
import type { ServerIdentity } from "../core/protocol/types.ts";
import { ElicitationPanel, focusInitial } from "./ElicitationPanel.tsx";
import { requestIds } from "../chrome/RequestChrome.tsx";
import type { ElicitationFormProps } from "./ElicitationForm.tsx";
import { requestKey } from "../chrome/requestKey.ts";
import { rootProps } from "../chrome/rootClassName.ts";
import { useFormState } from "./useFormState.ts";
import { useModal } from "../chrome/useModal.ts";

/** The dialog's props: the inline form's, with who asks required, since its display name titles the dialog. */
export interface ElicitationDialogProps extends ElicitationFormProps {
  /** Who asks: the server's `Implementation` from initialisation. */
  server: ServerIdentity;
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
      {...rootProps(state.t, unstyled, "rme-dialog", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={modal.state}
      {...modal.handlers}
    >
      <ElicitationPanel state={state} request={request} server={server} components={components} queue={queue} task={task} />
    </dialog>
  );
}
