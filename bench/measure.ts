// One measurement each: a fresh page per run, so no option inherits another's warm caches or garbage.
import type { Browser, CDPSession, Page } from "@playwright/test";
import type { Mount } from "./page/main.tsx";
import { fieldTitle, typingKeys, typingTarget } from "./page/schema.ts";
import type { Scenario } from "./report.ts";
import { stat } from "./stat.ts";

// The scenarios (report.ts): the page's first request the moment it has loaded (cold: nothing of the option has
// run, and it has had no idle time); its first request after the page has been idle a while, as a chat's first
// request comes after a model has worked (first); or a later one, after the option has shown and closed one (later).

interface Readings {
  latencies: number[];
  renders: number;
  compiles: number;
}

interface BenchApi {
  mount(scenario?: "first" | "later"): Promise<Mount>;
  remount(times: number): Promise<void>;
  afterFrame(): Promise<number>;
  submit(): void;
  reset(): void;
  readings(): Readings;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

const SETTLE_MS = 1000;
/** How long a page is idle before its first request, but for a cold start: time for what an option does at start-up. */
const IDLE_MS = 500;

/** A step that never ends would hang the run (it has no timeout): name it and fail instead. */
function within<T>(what: string, promise: Promise<T>, ms = 120_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface OpenOptions {
  count?: boolean;
  hostile?: string;
  cold?: boolean;
  locale?: string;
}

async function open(browser: Browser, option: string, size: number, { count = false, hostile, cold = false, locale }: OpenOptions = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.error(`${option}: ${error.message}`));
  await page.goto(`/?option=${option}&size=${size}${count ? "&count" : ""}${hostile ? `&hostile=${hostile}` : ""}${cold ? "&cold" : ""}${locale ? `&locale=${locale}` : ""}`);
  await page.waitForFunction(() => "bench" in window);
  if (!cold) await page.waitForTimeout(IDLE_MS);
  return page;
}

export async function measureMount(browser: Browser, option: string, size: number, scenario: Scenario, hostile?: string, locale?: string) {
  const page = await open(browser, option, size, { hostile, cold: scenario === "cold", locale });
  try {
    const mount = await within(`${option}: mount`, page.evaluate((s) => window.bench.mount(s), scenario === "later" ? ("later" as const) : ("first" as const)));
    // A hostile request must show its text, never run it (hostile.ts sets window.ran from markup).
    if (hostile && (await page.evaluate(() => "ran" in window))) throw new Error(`${option}: markup in a ${hostile} request ran`);
    return mount;
  } finally {
    await page.close();
  }
}

async function mainThreadSeconds(cdp: CDPSession) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "TaskDuration")!.value;
}

/**
 * Submits the empty form so errors show, then types 20 keys into a required text field in the middle, one
 * key per frame, while its error appears and disappears. Main-thread time is Chromium's own TaskDuration.
 */
export async function measureTyping(browser: Browser, option: string, size: number, count = false) {
  const page = await open(browser, option, size, { count });
  try {
    await within(`${option}: mount`, page.evaluate(() => window.bench.mount()));
    await page.evaluate(() => window.bench.submit());
    await page.getByLabel(fieldTitle(typingTarget(size))).click();
    // Let work the mount left behind (rendering below the fold, compiling, collecting garbage) finish
    // first: this measures keystrokes, not the tail of the mount.
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => window.bench.afterFrame());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.evaluate(() => window.bench.reset());
    const before = await mainThreadSeconds(cdp);
    for (const key of typingKeys) {
      await page.keyboard.press(key);
      await page.evaluate(() => window.bench.afterFrame());
    }
    const after = await mainThreadSeconds(cdp);
    const readings = await page.evaluate(() => window.bench.readings());
    const typed = await page.getByLabel(fieldTitle(typingTarget(size))).inputValue();
    const keptEveryKey = typed === "abcdefghijklmn";
    // A peer that drops keys is a finding to report; this library or the floor doing so is a bug.
    if (!keptEveryKey && !["rjsf", "jsonforms"].includes(option)) throw new Error(`${option}: the field holds "${typed}" after typing`);
    return {
      keptEveryKey,
      taskMsPerKey: ((after - before) * 1000) / typingKeys.length,
      latencyMs: stat(readings.latencies).median,
      rendersPerKey: readings.renders / typingKeys.length,
    };
  } finally {
    await page.close();
  }
}

/** Schema compilations in one page for `times` requests showing the same schema. */
export async function measureCompiles(browser: Browser, option: string, size: number, times: number) {
  const page = await open(browser, option, size);
  try {
    await within(`${option}: ${times} requests`, page.evaluate((n) => window.bench.remount(n), times));
    return (await page.evaluate(() => window.bench.readings())).compiles;
  } finally {
    await page.close();
  }
}
