// The warm-up runs the whole form once where nobody sees it: in real Chromium, the page must not change,
// focus must stay in the host's own input, no schema may be compiled, and it happens once per page.
// The tests run in order: warming happens once per page, so the first test is the one before it.
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ElicitationForm, ElicitationProvider, warmUpElicitation, type ElicitRequestFormParams } from "../index.ts";
import { compiledSchemaCount } from "../validation/compile.ts";
import { renderAsHost } from "../../test/browserHelpers.ts";

/** Counts the inputs created from now on, in the document or out of it. */
function countCreatedInputs() {
  const created = { inputs: 0 };
  const original = document.createElement.bind(document);
  vi.spyOn(document, "createElement").mockImplementation((tag: string, options?: ElementCreationOptions) => {
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

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 100)));

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
  const { container } = renderAsHost(
    <ElicitationProvider>
      <p>Chat</p>
    </ElicitationProvider>,
  );
  await expect.poll(() => container.textContent).toBe("Chat");
  // The warm-up's own nodes are never in the document, so nothing it does can show here.
  const recorded = recordMutations();

  await expect.poll(() => created.inputs).toBeGreaterThanOrEqual(12);
  await warmUpElicitation();
  // Later than the form's own after-paint work would have run.
  await idle();
  recorded.stop();

  expect(recorded.mutations).toEqual([]);
  expect(container.textContent).toBe("Chat");
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
