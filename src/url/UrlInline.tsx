// The URL prompt inline (UrlElicitationInline.tsx shows it once URL mode has loaded: urlMode.ts): a <section>
// that takes no focus when it appears, makes nothing inert and has no backdrop.
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { rootProps } from "../chrome/rootClassName.ts";
import type { LoadedUrlPromptProps } from "./props.ts";
import { UrlPromptPanel } from "./UrlPromptPanel.tsx";
import { useUrlPrompt } from "./useUrlPrompt.ts";

export function UrlInline(props: LoadedUrlPromptProps) {
  const { className, unstyled } = props;
  const prompt = useUrlPrompt(props);
  const ref = useRef<HTMLElement>(null);
  const focusInside = useRef(false);

  // The focused button can vanish under the person (Open becomes the progress, Cancel the confirmation),
  // which drops focus to the page. Put it on the heading instead, so that Escape and Tab still start here.
  // Focus the person moved elsewhere is left alone.
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusInside.current && lost) ref.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  });
  const onFocus = () => {
    focusInside.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
  };

  // Escape does what it does in the modal, but only from inside the card, and only if nothing inside
  // handled it first.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    prompt.cancel();
  };

  // Once answered, nothing is left to act on: the card stays mounted but empty and hidden, as the modal
  // closes, and the host shows its own summary in its place.
  return (
    <section
      ref={ref}
      {...rootProps(prompt.t, unstyled, "rme-inline", "rme-inline--url", className)}
      aria-labelledby={prompt.ids.heading}
      aria-describedby={prompt.ids.message}
      data-state={prompt.active ? "open" : "answered"}
      data-status={prompt.dataStatus}
      hidden={!prompt.active}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {prompt.active ? (
        <UrlPromptPanel prompt={prompt} server={props.server} request={props.request} queue={props.queue} task={props.task} />
      ) : null}
    </section>
  );
}
