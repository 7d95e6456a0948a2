// Code loaded on demand, met by a component in React (useLoaded.ts): a load that fails reaches the host's error
// boundary instead of suspending again and again, and the next render loads again. A loader of the test's own
// stands in for URL mode's chunk, which a test cannot make fail to load.
import { Component, Suspense, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { loader } from "../core/loader.ts";
import { FAILURE_KEPT_MS, useLoaded } from "./useLoaded.ts";

/** The host's own error boundary, as a host writes one. */
class HostBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">The host caught: {String(this.state.error)}</p> : this.props.children;
  }
}

function render(node: ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(<HostBoundary>{node}</HostBoundary>);
  return root;
}

test("a load that fails reaches the host's error boundary once; the next request, a moment later, loads again and shows", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  let attempts = 0;
  const prompt = loader(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("chunk missing");
    return ({ label }: { label: string }) => <button type="button">{label}</button>;
  });
  function Prompt({ label }: { label: string }) {
    const Loaded = useLoaded(prompt);
    return <Loaded label={label} />;
  }

  const first = render(
    <Suspense fallback={null}>
      <Prompt label="Open" />
    </Suspense>,
  );
  await expect.element(page.getByRole("alert")).toHaveTextContent("chunk missing");
  // The failure was shown, not loaded again behind the boundary's back.
  expect(attempts).toBe(1);
  first.unmount();

  // The next request, a moment later.
  await new Promise((resolve) => setTimeout(resolve, FAILURE_KEPT_MS + 50));

  const second = render(
    <Suspense fallback={null}>
      <Prompt label="Open again" />
    </Suspense>,
  );
  await expect.element(page.getByRole("button", { name: "Open again" })).toBeVisible();
  expect(attempts).toBe(2);
  second.unmount();
});

/** A host page busy when the error arrives: its boundary's error view takes a while to render. */
function Busy() {
  const until = performance.now() + 30;
  while (performance.now() < until);
  return null;
}

class BusyBoundary extends HostBoundary {
  override render() {
    return this.state.error ? <><Busy /><p role="alert">The host caught: {String(this.state.error)}</p></> : this.props.children;
  }
}

test("on a busy page too, a failed load reaches the host's error boundary rather than loading again behind it", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  let attempts = 0;
  const prompt = loader(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("chunk missing");
    return () => <button type="button">Continue</button>;
  });
  function Prompt() {
    const Loaded = useLoaded(prompt);
    return <Loaded />;
  }
  // React renders the failed component a second time before it hands the error on; on a busy page it lets the
  // browser run other tasks in between.
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <BusyBoundary>
      <Suspense fallback={null}>
        <Prompt />
      </Suspense>
    </BusyBoundary>,
  );
  await expect.element(page.getByRole("alert")).toHaveTextContent("chunk missing");
  expect(attempts).toBe(1);
  await expect.element(page.getByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  root.unmount();
});
