// The leaves the schema and value arbitraries are built from: text from an alphabet, e-mail addresses and
// URIs (and near misses), dates, RFC 3339 date-times, and what a date-time picker holds.
import fc from "fast-check";

/** "any": anything JSON can carry (Node tests). "typeable": what a person types on a keyboard (browser tests). */
export type Mode = "any" | "typeable";

/** The patterns a generated text field may carry: the characters they accept, and some they refuse. */
export const PATTERNS: Record<string, { alphabet: string; outside: string }> = {
  "^[a-z]*$": { alphabet: "abcdefghijklmnopqrstuvwxyz", outside: "A7 -" },
  "^[0-9]*$": { alphabet: "0123456789", outside: "x.+ " },
  "^[A-Za-z0-9_-]*$": { alphabet: "ABCXYZabcxyz0189_-", outside: " .@!/" },
};

/**
 * `min`..`max` characters, counted in code points as JSON Schema counts them: from the alphabet when
 * given, else any Unicode ("any") or printable ASCII ("typeable").
 */
export function text(mode: Mode, alphabet: string | undefined, min: number, max: number): fc.Arbitrary<string> {
  const unit = alphabet !== undefined ? fc.constantFrom(...alphabet) : mode === "any" ? "binary" : "grapheme-ascii";
  return fc.string({ unit, minLength: min, maxLength: max });
}

export const email = () => fc.emailAddress();

/** Addresses a browser's email input takes but ajv-formats refuses: no dot in the domain, no @. */
export const notEmail = () =>
  fc.oneof(
    fc.emailAddress().map((address) => `${address.split("@")[0]}@${address.split("@")[1]!.split(".")[0]}`),
    fc.emailAddress().map((address) => address.replace("@", "")),
  );

export const uri = () =>
  fc.oneof(
    { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 4 },
    fc.constantFrom("urn:isbn:0451450523", "mailto:ada@example.com", "ftp://files.example.org/a.txt"),
  );

/** What people type for a web address without the scheme: a relative reference, not a URI. */
export const notUri = () => fc.oneof(fc.domain().map((domain) => `${domain}/path`), fc.constantFrom("/relative/path", "example.com"));

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Calendar days as JSON Schema's `date` reads them. Browser dates stay in years people pick. */
function day(mode: Mode): fc.Arbitrary<Date> {
  const [min, max] = mode === "any" ? ["0001-01-01", "9998-12-31"] : ["1970-01-01", "2099-12-31"];
  return fc.date({ min: utc(min), max: utc(max), noInvalidDate: true });
}

/** YYYY-MM-DD */
export const date = (mode: Mode) => day(mode).map((d) => d.toISOString().slice(0, 10));

/** Dates in other orders, days past the month's end, months past December, no dashes. */
export const notDate = (mode: Mode) =>
  day(mode).chain((d) => {
    const [y, m, dd] = [pad(d.getUTCFullYear(), 4), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())];
    const pastTheEnd = pad(daysIn(d.getUTCFullYear(), d.getUTCMonth()) + 1);
    return fc.constantFrom(`${dd}/${m}/${y}`, `${y}-${m}-${pastTheEnd}`, `${y}-13-${dd}`, `${y}${m}${dd}`);
  });

function daysIn(year: number, monthIndex: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, monthIndex + 1, 0); // day 0 of the next month (no two-digit-year trap, unlike Date.UTC)
  return last.getUTCDate();
}

/**
 * RFC 3339 with seconds and an offset, as servers write defaults: Z or ±hh:mm, no fraction or up to
 * nanoseconds (Python writes microseconds), and the lower-case and space separators RFC 3339 allows.
 */
export function rfc3339(mode: Mode): fc.Arbitrary<string> {
  // Years 1000..9000 stay four digits whatever the offset does to them.
  const [min, max] = mode === "any" ? ["1000-01-01", "9000-12-31"] : ["1970-01-01", "2099-12-31"];
  const digits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 9 });
  return fc
    .record({
      at: fc.date({ min: utc(min), max: utc(max), noInvalidDate: true }),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: -12 * 60, max: 14 * 60 })),
      zulu: fc.constantFrom("Z", "Z", "z", undefined),
      separator: fc.constantFrom("T", "T", "T", "t", " "),
      fraction: fc.option(digits.map((d) => `.${d}`), { nil: "" }),
    })
    .map(({ at, offset, zulu, separator, fraction }) => {
      const minutes = zulu ? 0 : offset;
      const wallClock = new Date(at.getTime() + minutes * 60_000).toISOString();
      const sign = minutes < 0 ? "-" : "+";
      const zone = zulu ?? `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
      return `${wallClock.slice(0, 10)}${separator}${wallClock.slice(11, 19)}${fraction}${zone}`;
    });
}

/** Date-times without an offset or without seconds: what a raw datetime-local value looks like. */
export const notRfc3339 = (mode: Mode) =>
  fc.tuple(date(mode), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).chain(([d, h, m]) =>
    fc.constantFrom(`${d}T${pad(h)}:${pad(m)}`, `${d}T${pad(h)}:${pad(m)}:00`, d),
  );

/**
 * What a datetime-local input holds: "YYYY-MM-DDTHH:mm", with seconds only in Node (a person picks minutes).
 * Up to 9998: the last day of 9999 west of Greenwich is in year 10000 in UTC, which RFC 3339 cannot write.
 */
export const localDateTime = (mode: Mode) =>
  fc
    .record({
      day: date(mode),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: mode === "any" ? fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ day, hour, minute, second }) => `${day}T${pad(hour)}:${pad(minute)}${second === undefined ? "" : `:${pad(second)}`}`);
