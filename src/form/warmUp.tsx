// A browser compiles a function the first time it runs, so a page's first request runs this library,
// react-hook-form and React's form paths cold: about 2.5 times slower than every later request at 10 fields
// (bench/RESULTS.md, "Mount"). A chat shows its first request seconds after it loads, after a model has worked,
// so the form can run once before then, where nobody sees it: in idle time, in a container that is not in the
// document (nothing to see, no focus to take), as a transition React may pause for the person's input.
// <ElicitationProvider> does it when it mounts; a host that renders the components itself calls this once.
import { startTransition, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { ElicitRequestFormParams } from "../protocol/types.ts";
import { ElicitationForm } from "./ElicitationForm.tsx";

// One field of each kind a server sends, so each kind's code runs; a secret-looking one for the mask.
const sample: ElicitRequestFormParams = {
  mode: "form",
  message: "Warm-up",
  requestedSchema: {
    type: "object",
    properties: {
      name: { type: "string", title: "Name", description: "A description.", minLength: 3, maxLength: 40 },
      email: { type: "string", format: "email" },
      website: { type: "string", format: "uri" },
      day: { type: "string", format: "date" },
      at: { type: "string", format: "date-time" },
      count: { type: "integer", minimum: 1, maximum: 10 },
      amount: { type: "number", minimum: 0 },
      agree: { type: "boolean", default: false },
      size: { type: "string", enum: ["small", "large"] },
      colour: { type: "string", oneOf: ["red", "green", "blue", "cyan", "magenta", "yellow"].map((c) => ({ const: c, title: c })) },
      channels: { type: "array", items: { type: "string", enum: ["email", "sms"] } },
      apiKey: { type: "string", title: "API key" },
    },
    required: ["name"],
  },
};

let warming: Promise<void> | undefined;

/**
 * Runs the form once, unseen, in the page's next idle time, so the first real request opens as fast as later
 * ones. Once per page; resolves when done. Does nothing where there is no document (server rendering).
 * Compiles no schema: the form is gone before it would (that waits for a painted frame).
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
  const root = createRoot(document.createElement("div"));
  // Unmounted in a task queued before the form's own after-paint work, which the unmount then cancels.
  const unmount = () =>
    setTimeout(() => {
      root.unmount();
      done();
    });
  startTransition(() =>
    root.render(
      <AfterCommit callback={unmount}>
        <ElicitationForm server={{ name: "warm-up" }} request={sample} onRespond={() => {}} drafts={false} />
      </AfterCommit>,
    ),
  );
}

/** Its effect runs after every effect of its children. */
function AfterCommit({ callback, children }: { callback: () => void; children: ReactNode }) {
  useEffect(() => {
    callback();
  }, [callback]);
  return children;
}
