// What the first frame of a request holds, in real Chromium, rendered the way a host renders (no act()):
// the request with its first screenful of fields, no schema compilation before it, and every field
// right after it, then the compile (bench/RESULTS.md measures the time this saves).
import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationForm, type ElicitRequestFormParams } from "../index.ts";
import { compiledSchemaCount } from "../core/validation/compile.ts";
import { FIRST_FRAME_FIELDS } from "./useFieldsShown.ts";
import { renderAsHost } from "../../test/browserHelpers.ts";

let container: HTMLElement | undefined;

/** A form with `size` text fields, its schema new to this page (so compiling it is counted). */
function request(size: number, tag: string): ElicitRequestFormParams {
  const properties = Object.fromEntries(Array.from({ length: size }, (_, i) => [`f${i}`, { type: "string", title: `${tag} ${i + 1}`, maxLength: 5 }]));
  return { mode: "form", message: "Long form", requestedSchema: { type: "object", properties, required: ["f0"] } as ElicitRequestFormParams["requestedSchema"] };
}

function show(req: ElicitRequestFormParams) {
  const onRespond = vi.fn();
  ({ container } = renderAsHost(<ElicitationForm server={{ name: "long" }} request={req} onRespond={onRespond} />));
  return onRespond;
}

/** What the page holds when the browser is about to paint the frame that first shows the request. */
function atFirstFrame(): Promise<{ fields: number; compiled: number }> {
  return new Promise((resolve) => {
    const check = () =>
      requestAnimationFrame(() => {
        const fields = container!.querySelectorAll("input").length;
        if (fields === 0) return check();
        resolve({ fields, compiled: compiledSchemaCount() });
      });
    check();
  });
}

test("a long form's first frame shows its first screenful; every field follows, and the form works", async () => {
  const compiledBefore = compiledSchemaCount();
  const onRespond = show(request(60, "Long"));
  const first = await atFirstFrame();
  expect(first.fields).toBe(FIRST_FRAME_FIELDS);
  expect(first.compiled).toBe(compiledBefore);

  await expect.poll(() => container!.querySelectorAll("input").length).toBe(60);
  await expect.poll(() => compiledSchemaCount()).toBe(compiledBefore + 1);
  await userEvent.fill(page.getByRole("textbox", { name: "Long 1", exact: true }), "a");
  await userEvent.fill(page.getByRole("textbox", { name: "Long 60", exact: true }), "toolong");
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.element(page.getByRole("textbox", { name: "Long 60", exact: true })).toHaveAttribute("aria-invalid", "true");
  await userEvent.fill(page.getByRole("textbox", { name: "Long 60", exact: true }), "ok");
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { f0: "a", f59: "ok" } }]]);
});

test("a short form is whole in its first frame, and its schema is compiled after that frame", async () => {
  const compiledBefore = compiledSchemaCount();
  show(request(5, "Short"));
  const first = await atFirstFrame();
  expect(first).toEqual({ fields: 5, compiled: compiledBefore });
  await expect.poll(() => compiledSchemaCount()).toBe(compiledBefore + 1);
});

test("a long form's schema is compiled only after the frame that shows its last field, so compiling never delays a field", async () => {
  const compiledBefore = compiledSchemaCount();
  show(request(120, "Late"));
  // At each frame until the last field is there, nothing has been compiled yet.
  const compiledWhileFieldsCame = await new Promise<number[]>((resolve) => {
    const seen: number[] = [];
    const check = () =>
      requestAnimationFrame(() => {
        const fields = container!.querySelectorAll("input").length;
        if (fields > 0) seen.push(compiledSchemaCount() - compiledBefore);
        if (fields === 120) resolve(seen);
        else check();
      });
    check();
  });
  expect(compiledWhileFieldsCame.length).toBeGreaterThan(1);
  expect(compiledWhileFieldsCame.every((count) => count === 0)).toBe(true);
  await expect.poll(() => compiledSchemaCount()).toBe(compiledBefore + 1);
});

test("past the first screenful, fields are skipped out of view in groups of a screenful; a field there takes focus whole", async () => {
  show(request(120, "Grouped"));
  await expect.poll(() => container!.querySelectorAll("input").length).toBe(120);
  // One skipped box per screenful past the first, not one per field: the browser checks each on every frame.
  const skipped = [...container!.querySelectorAll<HTMLElement>("*")].filter((element) => getComputedStyle(element).contentVisibility === "auto");
  expect(skipped).toHaveLength(120 / FIRST_FRAME_FIELDS - 1);
  expect(skipped.every((group) => group.querySelectorAll("input").length === FIRST_FRAME_FIELDS)).toBe(true);

  const input = page.getByRole("textbox", { name: "Grouped 101", exact: true });
  expect(input.element().checkVisibility({ contentVisibilityAuto: true })).toBe(false);
  await userEvent.click(input);
  await expect.element(input).toHaveFocus();
  expect(input.element().checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  // The field's box, with the room it keeps for the focus ring, lies inside its group, which clips its paint.
  const field = input.element().closest(".rme-field")!.getBoundingClientRect();
  const group = input.element().closest(".rme-fields__group")!.getBoundingClientRect();
  expect(field.left).toBeGreaterThanOrEqual(group.left);
  expect(field.right).toBeLessThanOrEqual(group.right);
  expect(field.top).toBeGreaterThanOrEqual(group.top);
});
