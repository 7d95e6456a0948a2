// The benchmark page: one option, one form size, driven by bench/bench.spec.ts through `window.bench`.
// The DevTools hook must be installed before React loads, so it is imported first.
import { renderCount } from "./devtoolsHook.ts";
import AjvCore from "ajv/dist/core.js";
import { createRoot, type Root } from "react-dom/client";
import { Chat } from "./Chat.tsx";
import { options, startUps } from "./options.tsx";
import { fieldTitle } from "./schema.ts";
import { requestFor, type Hostile } from "./hostile.ts";
import "../../src/styles.css";

const params = new URLSearchParams(location.search);
const optionName = params.get("option") ?? "handwritten";
const size = Number(params.get("size") ?? 10);
const hostile = (params.get("hostile") ?? undefined) as Hostile | undefined;
/** The library's words in a built-in locale other than English, which load with the request (bench.spec.ts, locales). */
const locale = params.get("locale") ?? undefined;
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
  return new Promise((resolve) => requestAnimationFrame(() => afterThisFrame(() => resolve(performance.now()))));
}

/** Called from requestAnimationFrame: runs `callback` in a task after the frame being drawn is painted. */
function afterThisFrame(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
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

export interface Mount {
  /** To the first painted frame showing the request (its first field). */
  firstFrameMs: number;
  /** To the first painted frame showing every field. */
  completeMs: number;
  /** Schema compilations before the first frame. */
  compilesBeforePaint: number;
}

// The host is a chat that is already on screen, so React itself is warm when a request arrives.
createRoot(document.getElementById("chat")!).render(<Chat />);
// What the option asks a host to do at start-up; not for a cold start, which measures the page before it.
if (!params.has("cold")) startUps[optionName]?.();

const firstTitle = fieldTitle(0);

/**
 * Renders the option, then calls `onPainted` after the first painted frame that shows its first field
 * (the request is on screen) and again after the one that shows its last (some options render in more
 * than one commit: this library renders the fields below the first screenful after the first frame).
 */
function render(onPainted: (complete: boolean) => void) {
  // For a trace of one mount (Chromium's Performance panel, or a CDP trace): where each render starts.
  performance.mark("bench:render");
  root = createRoot(container);
  const { schema, message, server } = requestFor(hostile, size);
  root.render(<Option schema={schema} message={message} server={server} locale={locale} onDone={() => {}} />);
  let seenFirst = false;
  const poll = () =>
    requestAnimationFrame(() => {
      const text = container.textContent ?? "";
      const first = !seenFirst && text.includes(firstTitle);
      const complete = text.includes(lastTitle);
      if (first) seenFirst = true;
      if (!complete) poll();
      if (!first && !complete) return;
      afterThisFrame(() => {
        if (first) onPainted(false);
        if (complete) onPainted(true);
      });
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
    /**
     * Milliseconds from render() to the painted frame showing every field, and compilations before that:
     * the page's first request, or a later one (the option has shown and closed one request before).
     */
    async mount(scenario: "first" | "later" = "first") {
      if (scenario === "later") {
        await new Promise<void>((resolve) => render((complete) => complete && resolve()));
        root!.unmount();
        await afterFrame();
      }
      const before = compiles;
      return new Promise<Mount>((resolve) => {
        const start = performance.now();
        let firstFrameMs = 0;
        let compilesBeforePaint = 0;
        render((complete) => {
          if (!complete) {
            firstFrameMs = performance.now() - start;
            compilesBeforePaint = compiles - before;
          } else resolve({ firstFrameMs, completeMs: performance.now() - start, compilesBeforePaint });
        });
      });
    },
    /** Shows the same schema `times` times, as separate requests, submitting each (which validates). */
    async remount(times: number) {
      for (let i = 0; i < times; i++) {
        await new Promise<void>((resolve) => render((complete) => complete && resolve()));
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
      renderCount.byName = {};
    },
    readings: () => ({ latencies: [...latencies], renders: renderCount.total, rendered: renderCount.byName, compiles }),
  },
});
