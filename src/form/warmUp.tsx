// A page's first request runs cold: the browser compiles each function of this library and
// React's form paths the first time it runs, and looks up the fonts the form uses the first time it lays out
// text in them (a trace of the first request at 10 fields: 15 ms of font lookup alone). That made the first
// request about twice as slow as every later one (bench/RESULTS.md, "Mount"). A chat shows its first request
// seconds after it loads, after a model has worked, so the form runs once before then, where nobody meets
// it: in idle time, as a transition React may pause for the person's input, in a container in the document
// (so that it is styled and laid out) but invisible, hidden from assistive technology and inert, removed
// right after. <ElicitationProvider> does it when it mounts; a host that renders the components itself calls
// warmUpElicitation() once at start-up.
import { startTransition, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { ElicitRequestFormParams } from "../core/protocol/types.ts";
import { fieldKinds } from "../core/schema/kinds/index.ts";
import { ElicitationForm } from "./ElicitationForm.tsx";
import { anyFormShown } from "./formShown.ts";
import { loadValidator } from "../core/validation/compile.ts";

// The samples of every field kind (core/schema/kinds/), so each kind's code runs, and a secret-looking field for
// the mask. The labels are unlike any a server would send (the warm-up is hidden from queries by role, not by label).
const sample: ElicitRequestFormParams = {
  mode: "form",
  message: "Warm-up",
  requestedSchema: {
    type: "object",
    properties: {
      ...Object.assign({}, ...fieldKinds.map((kind) => kind.samples)),
      warm_up_api_key: { type: "string" },
    },
    // One required field, for the required marks and messages (text's sample, core/schema/kinds/text.ts).
    required: ["warm_up_text"],
  },
};

let warming: Promise<void> | undefined;

/**
 * Runs the form once, unseen, in the page's next idle time, so the first real request opens as fast as later
 * ones. Once per page; resolves when done. Does nothing where there is no document (server rendering).
 * Loads the validator, but compiles no schema: the form is gone before it would (that waits for a painted
 * frame). Takes no focus.
 */
export function warmUpElicitation(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  warming ??= new Promise((resolve) => whenIdle(() => renderOnce(resolve)));
  return warming;
}

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

function renderOnce(done: () => void) {
  // A request came first: its form has run already.
  if (anyFormShown() || !document.body) return done();
  const container = hiddenContainer();
  document.body.append(container);
  const root = createRoot(container);
  // Laid out at once, so the fonts and styles the form uses are found now; then unmounted, in a task queued
  // before the form's own after-paint work, which the unmount then cancels.
  const unmount = () => {
    void container.offsetHeight;
    setTimeout(() => {
      root.unmount();
      container.remove();
      // The validator loads on demand; load it now too, so the first request compiles without waiting.
      loadValidator().then(done, done);
    });
  };
  startTransition(() =>
    root.render(
      <AfterCommit callback={unmount}>
        <ElicitationForm server={{ name: "warm-up" }} request={sample} onRespond={() => {}} drafts={false} />
      </AfterCommit>,
    ),
  );
}

/** In the document, so that it is styled and laid out, but unseen, unheard and out of reach. */
function hiddenContainer(): HTMLElement {
  const container = document.createElement("div");
  container.setAttribute("aria-hidden", "true");
  container.inert = true;
  container.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;opacity:0;pointer-events:none;contain:strict";
  return container;
}

/** Its effect runs after every effect of its children. */
function AfterCommit({ callback, children }: { callback: () => void; children: ReactNode }) {
  useEffect(() => {
    callback();
  }, [callback]);
  return children;
}
