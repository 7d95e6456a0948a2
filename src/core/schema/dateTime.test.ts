import { afterEach, describe, expect, test } from "vitest";
import { localInputToRfc3339, localTimeZoneLabel, localTimeZoneName, rfc3339ToLocalInput } from "./dateTime.ts";

// Node re-reads process.env.TZ when it is assigned, so each row runs in the zone it names.
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("localInputToRfc3339: the picker's local value -> RFC 3339 UTC with seconds and Z", () => {
  test.each<[string, string, string]>([
    ["UTC", "2025-01-01T10:00", "2025-01-01T10:00:00Z"],
    ["Asia/Kolkata", "2025-01-01T10:00", "2025-01-01T04:30:00Z"],
    ["Asia/Tokyo", "2025-01-01T08:00", "2024-12-31T23:00:00Z"],
    ["America/New_York", "2025-01-15T10:00", "2025-01-15T15:00:00Z"],
    ["America/New_York", "2025-07-15T10:00", "2025-07-15T14:00:00Z"],
    ["Europe/Berlin", "2025-12-31T23:30:15", "2025-12-31T22:30:15Z"],
    ["Pacific/Kiritimati", "2025-01-01T00:00", "2024-12-31T10:00:00Z"],
    ["UTC", "2025-01-01T10:00:00.250", "2025-01-01T10:00:00Z"],
  ])("in %s, %s -> %s", (zone, local, sent) => {
    process.env.TZ = zone;
    expect(localInputToRfc3339(local)).toBe(sent);
    // The same instant the browser means by that local value.
    expect(new Date(sent).getTime()).toBe(new Date(local).getTime() - new Date(local).getMilliseconds());
    expect(sent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  test.each<[string, string]>([
    ["empty", ""],
    ["a date only", "2025-01-01"],
    ["a space instead of T", "2025-01-01 10:00"],
    ["already with an offset", "2025-01-01T10:00Z"],
    ["a time only", "10:00"],
    ["month 13", "2025-13-01T10:00"],
    ["minute 60", "2025-01-01T10:60"],
    ["30 February", "2025-02-30T10:00"],
    ["29 February in a common year", "2025-02-29T10:00"],
    ["hour 24", "2025-01-01T24:00"],
    ["words", "tomorrow at noon"],
  ])("%s (%j) -> undefined", (_name, local) => {
    process.env.TZ = "Asia/Kolkata";
    expect(localInputToRfc3339(local)).toBeUndefined();
  });

  test("29 February in a leap year is a date", () => {
    process.env.TZ = "UTC";
    expect(localInputToRfc3339("2024-02-29T10:00")).toBe("2024-02-29T10:00:00Z");
  });

  test("a wall-clock time skipped by daylight saving still gives an instant", () => {
    process.env.TZ = "America/New_York";
    expect(localInputToRfc3339("2025-03-09T02:30")).toMatch(/^2025-03-09T0[67]:30:00Z$/);
  });
});

describe("rfc3339ToLocalInput: a server's RFC 3339 -> the picker's local value", () => {
  test.each<[string, string, string]>([
    ["UTC", "2025-01-01T10:00:00Z", "2025-01-01T10:00"],
    ["Asia/Kolkata", "2025-01-01T04:30:00Z", "2025-01-01T10:00"],
    ["Asia/Kolkata", "2025-01-01T04:30:45Z", "2025-01-01T10:00:45"],
    ["America/New_York", "2025-07-15T14:00:00Z", "2025-07-15T10:00"],
    ["America/New_York", "2025-06-01T12:00:00+02:00", "2025-06-01T06:00"],
    ["Asia/Tokyo", "2024-12-31T23:00:00.000Z", "2025-01-01T08:00"],
    ["UTC", "0999-01-01T10:00:00Z", "0999-01-01T10:00"],
  ])("in %s, %s -> %s", (zone, sent, local) => {
    process.env.TZ = zone;
    expect(rfc3339ToLocalInput(sent)).toBe(local);
  });

  test.each(["", "not a date", "2025-13-45T99:00:00Z"])("%j -> empty", (value) => {
    expect(rfc3339ToLocalInput(value)).toBe("");
  });

  test.each(["UTC", "Asia/Kolkata", "America/New_York", "Australia/Adelaide"])("round-trips a UTC value in %s", (zone) => {
    process.env.TZ = zone;
    for (const sent of ["2025-01-01T10:00:00Z", "2025-07-04T23:59:59Z", "2024-02-29T00:00:00Z"]) {
      expect(localInputToRfc3339(rfc3339ToLocalInput(sent))).toBe(sent);
    }
  });
});

test("localTimeZoneName names the zone in use", () => {
  process.env.TZ = "Europe/Berlin";
  expect(localTimeZoneName()).toBe("Europe/Berlin");
  process.env.TZ = "America/New_York";
  expect(localTimeZoneName()).toBe("America/New_York");
});

test("localTimeZoneLabel names the zone in the person's language", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const previous = process.env.TZ;
  process.env.TZ = "Europe/Berlin";
  try {
    expect(localTimeZoneLabel("en", winter)).toBe("Central European Standard Time");
    expect(localTimeZoneLabel("zh-CN", winter)).toBe("中欧标准时间");
  } finally {
    process.env.TZ = previous;
  }
});
