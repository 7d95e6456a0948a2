// A form-mode request inline, without a modal: for hosts that show requests in a chat transcript.
import { Suspense } from "react";
import type { ElicitationUiProps, UseElicitationFormOptions } from "./props.ts";
import { ElicitationPanel } from "./ElicitationPanel.tsx";
import { requestIds } from "../chrome/RequestChrome.tsx";
import { requestKey } from "../chrome/requestKey.ts";
import { rootProps } from "../chrome/rootClassName.ts";
import { useFormState } from "./useFormState.ts";

/** The inline form's props: the request, its answer and who asks, with what every form-mode component takes. */
export interface ElicitationFormProps extends UseElicitationFormOptions, ElicitationUiProps {}

export function ElicitationForm(props: ElicitationFormProps) {
  // A locale other than English loads on demand (core/i18n/catalogues.ts): until it has, nothing shows.
  return (
    <Suspense fallback={null}>
      <InlineForm key={requestKey(props.request)} {...props} />
    </Suspense>
  );
}

function InlineForm(props: ElicitationFormProps) {
  const { server, request, components, className, queue, task, unstyled } = props;
  const state = useFormState(props);
  const ids = requestIds(state.idBase);
  return (
    <section
      {...rootProps(state.t, unstyled, "rme-inline", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={state.status === "answered" ? "answered" : "open"}
      // Escape from inside the form dismisses it, as it does the modal: unless what had focus used it.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        state.cancel();
      }}
    >
      <ElicitationPanel state={state} request={request} server={server} components={components} queue={queue} task={task} />
    </section>
  );
}
