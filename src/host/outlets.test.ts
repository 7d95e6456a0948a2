import { expect, test } from "vitest";
import { OutletRegistry } from "./outlets.ts";
import type { HistoryRecord } from "../core/queue/history.ts";

const record = (id: number) => ({ id }) as HistoryRecord;

test("what was shown inline is remembered while the queue holds it, and forgotten after, however long the page lives", () => {
  const outlets = new OutletRegistry();
  const historyLimit = 3;
  let history: { id: number }[] = [];
  for (let id = 1; id <= 1000; id++) {
    // Request `id` is shown while `id - 1` is still pending and `id - 2` has been answered; the history keeps
    // the last three answered.
    history = [...history, { id: id - 2 }].filter((r) => r.id > 0).slice(-historyLimit);
    outlets.markShown(id, { entries: [{ id }, { id: id - 1 }], history });
  }
  expect(outlets.shownCount).toBeLessThanOrEqual(historyLimit + 2);
  // The records the transcript still shows keep their summaries; one the history dropped does not.
  for (const { id } of history) expect(outlets.wasShown(record(id))).toBe(true);
  expect(outlets.wasShown(record(1000))).toBe(true);
  expect(outlets.wasShown(record(10))).toBe(false);
});
