// What a URL-mode prompt must know before the person consents (the specification's security rules for URL mode; docs/guides/url-mode.md):
// whether it may be opened at all, its host as sent and as read, its registrable domain to highlight, and
// every sign of a disguise. Pure: parses with the platform's URL parser and the Public Suffix List (tldts).
import { parse as parseHost } from "tldts";
import { hasMixedScripts, looksLatinButIsNot } from "./hostScripts.ts";
import { hostToUnicode } from "./punycode.ts";

export type UrlFindingCode =
  | "empty"
  | "unparsable"
  | "blocked-scheme"
  | "insecure-http"
  | "development"
  | "punycode"
  | "ip-host"
  | "credentials"
  | "port"
  | "mixed-scripts"
  | "confusable"
  | "invisible-characters"
  | "long";

export interface UrlFinding {
  code: UrlFindingCode;
  /** `block`: cannot be opened; `warn`: may be a disguise; `info`: worth knowing. */
  severity: "block" | "warn" | "info";
  /** Values for the message: scheme, host, port, username, length. */
  params: Record<string, string | number>;
  /** English, for logs and developers; the UI words come from the message catalogue. */
  detail: string;
}

export interface UrlInspection {
  /** Whether the prompt may offer to open it. */
  canOpen: boolean;
  /** The URL as the browser will open it; undefined when unparsable. */
  href?: string;
  /** "https", "http", "javascript", ... without the colon. */
  scheme?: string;
  /** The host as sent (ASCII, Punycode as is), without the port. */
  host?: string;
  /** Where the URL goes, as the prompt names it: the host, with its port when not the scheme's default. */
  site?: string;
  /** The host as a person reads it, Punycode decoded. */
  hostUnicode?: string;
  /** The part of the host that someone registered ("example.co.uk"), in Unicode; undefined for IPs and local names. */
  registrableDomain?: string;
  port?: string;
  findings: UrlFinding[];
}

/** Longer than this, a URL is flagged: its host is easy to lose in it. */
export const LONG_URL = 1000;

const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export function inspectUrl(input: string): UrlInspection {
  const findings: UrlFinding[] = [];
  const add = (code: UrlFindingCode, severity: UrlFinding["severity"], detail: string, params: UrlFinding["params"] = {}) =>
    findings.push({ code, severity, params, detail });

  if (typeof input !== "string" || input.trim() === "") {
    add("empty", "block", "the URL is empty");
    return { canOpen: false, findings };
  }
  // Checked on the text as sent: the parser would percent-encode or drop these and hide them.
  if (INVISIBLE.test(input)) add("invisible-characters", "warn", "the URL contains invisible or text-direction characters");
  if (input.length > LONG_URL) add("long", "warn", `the URL is ${input.length} characters long`, { length: input.length });

  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    add("unparsable", "block", "the URL cannot be parsed");
    return { canOpen: false, findings };
  }

  const scheme = url.protocol.replace(/:$/, "");
  const host = url.hostname;
  // The URL parser leaves out a port that is the scheme's default: any port still here is another server.
  const base = { href: url.href, scheme, host, site: url.port ? `${host}:${url.port}` : host, port: url.port || undefined };
  if (scheme !== "https" && scheme !== "http") {
    add("blocked-scheme", "block", `the ${scheme}: scheme cannot be opened`, { scheme });
    return { canOpen: false, ...base, findings };
  }

  const loopback = isLoopback(host);
  if (scheme === "http") {
    if (loopback) add("development", "info", "a development address on this computer", { host });
    else add("insecure-http", "block", "http: is only allowed for this computer (localhost)", { host });
  }
  const hostUnicode = hostToUnicode(host);
  const parsed = parseHost(host, { allowPrivateDomains: true });
  const ip = parsed.isIp === true;
  const registrable = parsed.domain && !ip ? hostToUnicode(parsed.domain) : undefined;

  if (host.split(".").some((label) => label.startsWith("xn--"))) {
    add("punycode", "warn", `the host is an international name: ${hostUnicode} is sent as ${host}`, { host, hostUnicode });
  }
  if (ip && !loopback) add("ip-host", "warn", "the host is a bare IP address", { host });
  if (url.username || url.password) {
    const username = decodeUserinfo(url.username);
    add("credentials", "warn", `"${username}" before the @ is not the site; the site is ${hostUnicode}`, { username, host: hostUnicode });
  }
  // A development server on this computer has a port as a matter of course.
  if (url.port && !loopback) add("port", "warn", `the URL uses port ${url.port}`, { port: url.port });
  if (hasMixedScripts(hostUnicode)) add("mixed-scripts", "warn", "the host mixes alphabets", { host: hostUnicode });
  else if (looksLatinButIsNot(hostUnicode)) add("confusable", "warn", "the host uses letters that imitate Latin ones", { host: hostUnicode });

  return {
    canOpen: !findings.some((f) => f.severity === "block"),
    ...base,
    hostUnicode,
    ...(registrable ? { registrableDomain: registrable } : {}),
    findings,
  };
}

function isLoopback(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]") return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

// A hostile URL may carry a malformed escape ("%E0%A4%A") before the @: show it as sent rather than throw.
function decodeUserinfo(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
