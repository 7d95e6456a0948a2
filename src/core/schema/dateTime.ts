// date-time fields are shown in the person's own time zone (`<input type="datetime-local">`) and sent
// as RFC 3339 in UTC with seconds, which every JSON Schema validator accepts.

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** RFC 3339 (any offset) -> "YYYY-MM-DDTHH:mm[:ss]" in the local time zone; "" when unparsable. */
export function rfc3339ToLocalInput(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const base = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? base : `${base}:${pad(date.getSeconds())}`;
}

/** "YYYY-MM-DDTHH:mm[:ss[.sss]]" read as local time -> "YYYY-MM-DDTHH:mm:ssZ"; undefined when invalid. */
export function localInputToRfc3339(value: string): string | undefined {
  const match = /^(\d{4,})-(\d\d)-(\d\d)T\d\d:\d\d(:\d\d(\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  // Without an offset, `Date` parses date-time strings as local time: exactly the picker's meaning.
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // `Date` rolls "02-30" and "T24:00" over into the next day rather than failing: refuse them.
  // (Only the day is compared: a time skipped by daylight saving moves the hour, not the day.)
  if (date.getFullYear() !== Number(match[1]) || date.getMonth() + 1 !== Number(match[2]) || date.getDate() !== Number(match[3])) {
    return undefined;
  }
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The IANA name of the person's time zone, for the hint under date-time fields. */
export function localTimeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// Making a formatter loads locale data (milliseconds); every date-time field renders the hint, on every
// render. One formatter per locale serves them all.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's name as the locale says it ("Central European Standard Time", "中欧标准时间"), or undefined. */
export function localTimeZoneLabel(locale: string, at: Date = new Date()): string | undefined {
  try {
    let format = zoneFormatters.get(locale);
    if (!format) zoneFormatters.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZoneName: "long" })));
    return format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}
