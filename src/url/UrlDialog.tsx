// The URL prompt as a modal (UrlElicitationPrompt.tsx shows it once URL mode has loaded: urlMode.ts).
import { rootProps } from "../chrome/rootClassName.ts";
import { useModal } from "../chrome/useModal.ts";
import { UrlPromptPanel } from "./UrlPromptPanel.tsx";
import { useUrlPrompt } from "./useUrlPrompt.ts";
import type { LoadedUrlPromptProps } from "./props.ts";

export function UrlDialog(props: LoadedUrlPromptProps) {
  const { className, unstyled } = props;
  const prompt = useUrlPrompt(props);
  const modal = useModal({
    open: prompt.active,
    // Focus the heading, not a button: an Enter meant for the chat box must neither open nor decline.
    onOpen: (dialog) => dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus(),
    onCancel: prompt.cancel,
    canDismissOnBackdrop: () => true,
  });

  return (
    <dialog
      ref={modal.ref}
      {...rootProps(prompt.t, unstyled, "rme-dialog", "rme-dialog--url", className)}
      aria-labelledby={prompt.ids.heading}
      aria-describedby={prompt.ids.message}
      data-state={modal.state}
      data-status={prompt.dataStatus}
      {...modal.handlers}
    >
      <UrlPromptPanel prompt={prompt} server={props.server} request={props.request} queue={props.queue} task={props.task} />
    </dialog>
  );
}
