// The benchmark page: one option, one form size, driven by bench/bench.spec.ts through `window.bench`.
// The DevTools hook must be installed before React loads, so it is imported first.
import { renderCount } from "./devtoolsHook.ts";
import AjvCore from "ajv/dist/core.js";
import { createRoot, type Root } from "react-dom/client";
import { options } from "./options.tsx";
import { fieldTitle, makeSchema } from "./schema.ts";
import "../../src/styles.css";

const params = new URLSearchParams(location.search);
const optionName = params.get("option") ?? "handwritten";
const size = Number(params.get("size") ?? 10);
const chosen = options[optionName];
if (!chosen) throw new Error(`Unknown option "${optionName}"`);
const Option = chosen;

// Every option validates with Ajv (but the hand-written floor): count the schemas it compiles to code.
let compiles = 0;
type CompileEnv = (this: unknown, sch: { meta?: boolean }) => unknown;
type Core = { prototype: { _compileSchemaEnv: CompileEnv } };
// ajv ships CommonJS; which of its exports a default import gets depends on the bundler.
const core = AjvCore as unknown as Core & { default?: Core };
const proto = (core.default ?? core).prototype;
const compileEnv = proto._compileSchemaEnv;
proto._compileSchemaEnv = function (sch) {
  if (!sch.meta) compiles += 1;
  return compileEnv.call(this, sch);
};

/** Resolves once the frame after now has been painted (a task queued from requestAnimationFrame runs after it). */
function afterFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

// Keydown to the end of the frame that shows its effect.
const latencies: number[] = [];
document.addEventListener(
  "keydown",
  (event) => {
    const start = event.timeStamp;
    void afterFrame().then((end) => latencies.push(end - start));
  },
  true,
);

const lastTitle = fieldTitle(size - 1);
const container = document.getElementById("root")!;
let root: Root | undefined;

function render(onPainted: () => void) {
  root = createRoot(container);
  root.render(<Option schema={makeSchema(size)} onDone={() => {}} />);
  // Some options render in more than one commit: wait for the frame that shows the last field.
  const poll = () =>
    requestAnimationFrame(() => {
      if (!document.body.textContent?.includes(lastTitle)) return poll();
      const channel = new MessageChannel();
      channel.port1.onmessage = onPainted;
      channel.port2.postMessage(null);
    });
  poll();
}

function clickSubmit() {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Submit");
  if (!button) throw new Error("No Submit button");
  button.click();
}

Object.assign(window, {
  bench: {
    /** Milliseconds from render() to the painted frame showing every field, and compilations before that. */
    mount: () =>
      new Promise<{ ms: number; compilesBeforePaint: number }>((resolve) => {
        const start = performance.now();
        render(() => resolve({ ms: performance.now() - start, compilesBeforePaint: compiles }));
      }),
    /** Shows the same schema `times` times, as separate requests, submitting each (which validates). */
    async remount(times: number) {
      for (let i = 0; i < times; i++) {
        await new Promise<void>((resolve) => render(() => resolve()));
        clickSubmit();
        await afterFrame();
        root!.unmount();
      }
    },
    afterFrame,
    submit: clickSubmit,
    reset() {
      latencies.length = 0;
      renderCount.total = 0;
    },
    readings: () => ({ latencies: [...latencies], renders: renderCount.total, compiles }),
  },
});
