// The warm-up runs the whole form once where nobody meets it: in real Chromium, the page must be as it was
// after, nothing may show or take focus meanwhile, no schema may be compiled, and it happens once per page.
// The tests run in order: warming happens once per page, so the first test is the one before it.
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ElicitationForm, ElicitationProvider, warmUpElicitation, type ElicitRequestFormParams } from "../index.ts";
import { compiledSchemaCount } from "../core/validation/compile.ts";
import { renderAsHost } from "../../test/browserHelpers.ts";

/** Counts the inputs created from now on, in the document or out of it. */
function countCreatedInputs() {
  const created = { inputs: 0 };
  // Typed as the plain (tag, options) form: packages may add overloads (Electron's types add <webview>).
  const target = document as { createElement(tag: string, options?: ElementCreationOptions): HTMLElement };
  const original = target.createElement.bind(document);
  vi.spyOn(target, "createElement").mockImplementation((tag: string, options?: ElementCreationOptions) => {
    if (tag.toLowerCase() === "input") created.inputs += 1;
    return original(tag, options);
  });
  return created;
}

/** Every change to the document from now on. */
function recordMutations() {
  const mutations: MutationRecord[] = [];
  const observer = new MutationObserver((records) => mutations.push(...records));
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  return { mutations, stop: () => observer.disconnect() };
}

// Idle time, or four seconds at most: a page busy with other tests may have none for long. The warm-up
// itself waits for idle time at most two seconds, so it would have run by then.
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 4000 }));

afterEach(() => {
  vi.restoreAllMocks();
});

test("a provider told not to warm up runs nothing while the page is idle", async () => {
  const created = countCreatedInputs();
  renderAsHost(
    <ElicitationProvider warmUp={false}>
      <p>Chat</p>
    </ElicitationProvider>,
  );
  await idle();
  await idle();
  expect(created.inputs).toBe(0);
});

test("a provider warms up in idle time: the form runs once, unseen, focus stays put and nothing is compiled", async () => {
  const hostInput = document.createElement("input");
  hostInput.setAttribute("aria-label", "Message the assistant");
  document.body.append(hostInput);
  hostInput.focus();
  const created = countCreatedInputs();
  const compiledBefore = compiledSchemaCount();
  const pageBefore = [...document.body.children];
  const recorded = recordMutations();
  const { container } = renderAsHost(
    <ElicitationProvider>
      <p>Chat</p>
    </ElicitationProvider>,
  );
  await expect.poll(() => container.textContent).toBe("Chat");

  await expect.poll(() => created.inputs).toBeGreaterThanOrEqual(12);
  await warmUpElicitation();
  // Later than the form's own after-paint work would have run.
  await idle();
  recorded.stop();

  // All it added is one container, invisible, hidden from assistive technology and inert; and it is gone.
  // (Besides the host's own: the container the provider renders in, and what it renders there.)
  const added = recorded.mutations.filter((m) => m.target === document.body).flatMap((m) => [...m.addedNodes]);
  const warmUpContainers = added.filter((node) => node !== container);
  expect(warmUpContainers).toHaveLength(1);
  const warmUpContainer = warmUpContainers[0] as HTMLElement;
  expect(warmUpContainer.getAttribute("aria-hidden")).toBe("true");
  expect(warmUpContainer.inert).toBe(true);
  expect(warmUpContainer.style.opacity).toBe("0");
  expect(warmUpContainer.isConnected).toBe(false);
  const elsewhere = recorded.mutations.filter((m) => m.target !== document.body && !warmUpContainer.contains(m.target) && !container.contains(m.target));
  expect(elsewhere).toEqual([]);
  expect([...document.body.children]).toEqual([...pageBefore, container]);
  expect(document.activeElement).toBe(hostInput);
  expect(compiledSchemaCount()).toBe(compiledBefore);
  hostInput.remove();
});

test("warming up again does nothing: once per page", async () => {
  const created = countCreatedInputs();
  await warmUpElicitation();
  await idle();
  expect(created.inputs).toBe(0);
});

test("a request after the warm-up opens, validates and answers as any other", async () => {
  const request: ElicitRequestFormParams = {
    mode: "form",
    message: "Where should we ship it?",
    requestedSchema: { type: "object", properties: { city: { type: "string", title: "City", minLength: 2 } }, required: ["city"] },
  };
  const onRespond = vi.fn();
  const compiledBefore = compiledSchemaCount();
  renderAsHost(<ElicitationForm server={{ name: "shop" }} request={request} onRespond={onRespond} />);
  await userEvent.fill(page.getByRole("textbox", { name: "City" }), "a");
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.element(page.getByRole("textbox", { name: "City" })).toHaveAttribute("aria-invalid", "true");
  await userEvent.fill(page.getByRole("textbox", { name: "City" }), "Oslo");
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { city: "Oslo" } }]]);
  expect(compiledSchemaCount()).toBe(compiledBefore + 1);
});
