// inspectUrl as a table: one row per URL, hostile or ordinary, with the verdict (may it be opened?),
// what the prompt shows (href, scheme, host in both forms, registrable domain, port) and the exact
// finding codes in order. The specification's security rules for URL mode (docs/guides/url-mode.md).
import { describe, expect, test } from "vitest";
import { urlRequests } from "../../../stories/fixtures.ts";
import { inspectUrl, LONG_URL, type UrlFindingCode, type UrlInspection } from "./inspectUrl.ts";

/** An inspection with its findings reduced to their codes. */
type Expected = Omit<UrlInspection, "findings"> & { findings: UrlFindingCode[] };

function summary(inspection: UrlInspection): Expected {
  const { canOpen, href, scheme, host, site, hostUnicode, registrableDomain, port, findings } = inspection;
  return { canOpen, href, scheme, host, site, hostUnicode, registrableDomain, port, findings: findings.map((f) => f.code) };
}

/** An https/http URL that parses: host and hostUnicode are the same unless given. */
function web(href: string, host: string, registrableDomain: string | undefined, findings: UrlFindingCode[], extra: Partial<Expected> = {}): Expected {
  const scheme = href.slice(0, href.indexOf(":"));
  // The prompt names the port too, when it is not the scheme's default.
  const site = extra.port ? `${host}:${extra.port}` : host;
  return { canOpen: true, href, scheme, host, site, hostUnicode: host, registrableDomain, findings, ...extra };
}

function blockedScheme(href: string, host = ""): Expected {
  return { canOpen: false, href, scheme: href.slice(0, href.indexOf(":")), host, site: host, findings: ["blocked-scheme"] };
}

const veryLong = urlRequests.long.request.url;

// [what it is, the URL as the server sent it, what inspectUrl must say]
const rows: [string, string, Expected][] = [
  // Ordinary https.
  ["an ordinary https URL", "https://mcp.example.com/ui/set_api_key", web("https://mcp.example.com/ui/set_api_key", "mcp.example.com", "example.com", [])],
  ["a subdomain under a two-part public suffix", "https://auth.example.co.uk/connect?elicitationId=550e8400", web("https://auth.example.co.uk/connect?elicitationId=550e8400", "auth.example.co.uk", "example.co.uk", [])],
  ["many subdomains", "https://a.b.c.d.example.com/", web("https://a.b.c.d.example.com/", "a.b.c.d.example.com", "example.com", [])],
  ["a bare domain, normalised with a path", "https://example.com", web("https://example.com/", "example.com", "example.com", [])],
  ["upper case and the default port, normalised away", "HTTPS://EXAMPLE.com:443/Path?Q=1#Frag", web("https://example.com/Path?Q=1#Frag", "example.com", "example.com", [])],
  ["surrounding spaces", "  https://example.com/x  ", web("https://example.com/x", "example.com", "example.com", [])],
  ["a private public suffix: the user's site, not github.io", "https://octocat.github.io/app", web("https://octocat.github.io/app", "octocat.github.io", "octocat.github.io", [])],
  ["a fully qualified host with its trailing dot", "https://example.com./x", web("https://example.com./x", "example.com.", "example.com", [])],
  ["https on localhost", "https://localhost/", web("https://localhost/", "localhost", undefined, [])],

  // http only for this computer, shown as a development URL.
  ["http on localhost with a port", "http://localhost:3000/callback?state=xyz", web("http://localhost:3000/callback?state=xyz", "localhost", undefined, ["development"], { port: "3000" })],
  ["http on 127.0.0.1", "http://127.0.0.1:8080/", web("http://127.0.0.1:8080/", "127.0.0.1", undefined, ["development"], { port: "8080" })],
  ["http on the top of 127.0.0.0/8", "http://127.255.255.254/", web("http://127.255.255.254/", "127.255.255.254", undefined, ["development"])],
  ["http on a short loopback address, normalised", "http://127.1/", web("http://127.0.0.1/", "127.0.0.1", undefined, ["development"])],
  ["http on [::1]", "http://[::1]:5173/", web("http://[::1]:5173/", "[::1]", undefined, ["development"], { port: "5173" })],

  // http anywhere else is blocked.
  ["http on a public name", "http://example.com/login", web("http://example.com/login", "example.com", "example.com", ["insecure-http"], { canOpen: false })],
  ["http on a name that starts like localhost", "http://localhost.evil.example/", web("http://localhost.evil.example/", "localhost.evil.example", "evil.example", ["insecure-http"], { canOpen: false })],
  ["http on a name that starts like 127.0.0.1", "http://127.0.0.1.evil.example/", web("http://127.0.0.1.evil.example/", "127.0.0.1.evil.example", "evil.example", ["insecure-http"], { canOpen: false })],
  ["http on a private IP", "http://10.0.0.1/admin", web("http://10.0.0.1/admin", "10.0.0.1", undefined, ["insecure-http", "ip-host"], { canOpen: false })],

  // Every other scheme is blocked.
  ["javascript:", "javascript:alert(document.cookie)", blockedScheme("javascript:alert(document.cookie)")],
  ["javascript: in mixed case", "JavaScript:alert(1)", blockedScheme("javascript:alert(1)")],
  ["javascript: with a tab inside the scheme", "java\tscript:alert(1)", blockedScheme("javascript:alert(1)")],
  ["javascript: after leading spaces", "   javascript:alert(1)", blockedScheme("javascript:alert(1)")],
  ["data:", "data:text/html,<script>alert(1)</script>", blockedScheme("data:text/html,<script>alert(1)</script>")],
  ["file:", "file:///etc/passwd", blockedScheme("file:///etc/passwd")],
  ["blob:", "blob:https://example.com/550e8400-e29b-41d4-a716-446655440000", blockedScheme("blob:https://example.com/550e8400-e29b-41d4-a716-446655440000")],
  ["vbscript:", "vbscript:msgbox(1)", blockedScheme("vbscript:msgbox(1)")],
  ["about:", "about:blank", blockedScheme("about:blank")],
  ["ftp:", "ftp://example.com/file.zip", blockedScheme("ftp://example.com/file.zip", "example.com")],
  ["wss:", "wss://example.com/socket", blockedScheme("wss://example.com/socket", "example.com")],
  ["mailto:", "mailto:someone@example.com", blockedScheme("mailto:someone@example.com")],
  ["view-source:", "view-source:https://example.com/", blockedScheme("view-source:https://example.com/")],
  ["an app scheme", "intent://scan/#Intent;scheme=zxing;end", blockedScheme("intent://scan/#Intent;scheme=zxing;end", "scan")],

  // Unparsable and empty.
  ["plain words", "not a url at all", { canOpen: false, findings: ["unparsable"] }],
  ["a name without a scheme", "example.com/login", { canOpen: false, findings: ["unparsable"] }],
  ["a scheme-relative URL", "//example.com/login", { canOpen: false, findings: ["unparsable"] }],
  ["a scheme without a host", "https://", { canOpen: false, findings: ["unparsable"] }],
  ["a space inside the host", "https://exa mple.com/", { canOpen: false, findings: ["unparsable"] }],
  ["an empty string", "", { canOpen: false, findings: ["empty"] }],
  ["only whitespace", " \t\n ", { canOpen: false, findings: ["empty"] }],

  // Disguises: warned about, not blocked.
  ["a Punycode host, all Cyrillic look-alikes", "https://xn--80ak6aa92e.com/login", web("https://xn--80ak6aa92e.com/login", "xn--80ak6aa92e.com", "аррӏе.com", ["punycode", "confusable"], { hostUnicode: "аррӏе.com" })],
  ["the same host sent in Unicode", "https://аррӏе.com/", web("https://xn--80ak6aa92e.com/", "xn--80ak6aa92e.com", "аррӏе.com", ["punycode", "confusable"], { hostUnicode: "аррӏе.com" })],
  ["a Cyrillic а inside a Latin name", "https://p\u0430ypal.com/checkout", web("https://xn--pypal-4ve.com/checkout", "xn--pypal-4ve.com", "p\u0430ypal.com", ["punycode", "mixed-scripts"], { hostUnicode: "p\u0430ypal.com" })],
  ["a Greek ο inside a Latin name", "https://g\u03BFogle.com/", web("https://xn--gogle-rce.com/", "xn--gogle-rce.com", "g\u03BFogle.com", ["punycode", "mixed-scripts"], { hostUnicode: "g\u03BFogle.com" })],
  ["a real German IDN: Punycode only", "https://münchen.de/", web("https://xn--mnchen-3ya.de/", "xn--mnchen-3ya.de", "münchen.de", ["punycode"], { hostUnicode: "münchen.de" })],
  ["a real Chinese IDN: Punycode only", "https://例子.测试/", web("https://xn--fsqu00a.xn--0zwm56d/", "xn--fsqu00a.xn--0zwm56d", "例子.测试", ["punycode"], { hostUnicode: "例子.测试" })],
  ["a real Russian IDN: Punycode only", "https://пример.рф/", web("https://xn--e1afmkfd.xn--p1ai/", "xn--e1afmkfd.xn--p1ai", "пример.рф", ["punycode"], { hostUnicode: "пример.рф" })],
  ["a Punycode subdomain of an ASCII domain", "https://xn--bcher-kva.example.com/", web("https://xn--bcher-kva.example.com/", "xn--bcher-kva.example.com", "example.com", ["punycode"], { hostUnicode: "bücher.example.com" })],
  ["an IPv4 host", "https://203.0.113.7/setup", web("https://203.0.113.7/setup", "203.0.113.7", undefined, ["ip-host"])],
  ["an IPv4 host written as one number", "https://3232235777/", web("https://192.168.1.1/", "192.168.1.1", undefined, ["ip-host"])],
  ["an IPv6 host", "https://[2001:db8::1]/", web("https://[2001:db8::1]/", "[2001:db8::1]", undefined, ["ip-host"])],
  ["another site's name before an @", "https://bank.com@evil.example/login", web("https://bank.com@evil.example/login", "evil.example", "evil.example", ["credentials"])],
  ["a user and password", "https://user:secret@example.com/", web("https://user:secret@example.com/", "example.com", "example.com", ["credentials"])],
  ["a malformed escape before the @", "https://%E0%A4%A@evil.example/", web("https://%E0%A4%A@evil.example/", "evil.example", "evil.example", ["credentials"])],
  ["a non-default port", "https://pay.example.com:8443/authorize", web("https://pay.example.com:8443/authorize", "pay.example.com", "example.com", ["port"], { port: "8443" })],
  ["http's default port on https", "https://example.com:80/", web("https://example.com:80/", "example.com", "example.com", ["port"], { port: "80" })],
  ["a zero-width space in the host and a right-to-left override in the path", "https://exa\u200Bmple.com/\u202Egnp.exe", web("https://example.com/%E2%80%AEgnp.exe", "example.com", "example.com", ["invisible-characters"])],
  ["a bidi isolate in the path", "https://example.com/\u2067exe.pdf\u2069", web("https://example.com/%E2%81%A7exe.pdf%E2%81%A9", "example.com", "example.com", ["invisible-characters"])],
  ["a zero-width joiner in the query", "https://example.com/?q=a\u200Db", web("https://example.com/?q=a%E2%80%8Db", "example.com", "example.com", ["invisible-characters"])],
  ["a byte-order mark in the fragment", "https://example.com/#\uFEFFtop", web("https://example.com/#%EF%BB%BFtop", "example.com", "example.com", ["invisible-characters"])],
  ["a soft hyphen in the host", "https://pay\u00ADpal.com/", web("https://paypal.com/", "paypal.com", "paypal.com", ["invisible-characters"])],
  ["a right-to-left override in the host: unparsable too", "https://\u202Eexample.com/", { canOpen: false, findings: ["invisible-characters", "unparsable"] }],
  ["a very long URL", veryLong, web(veryLong, "login.example.com", "example.com", ["long"])],
  [
    "every disguise at once",
    "https://bank.com@p\u0430ypal.com:8443/\u200B",
    web("https://bank.com@xn--pypal-4ve.com:8443/%E2%80%8B", "xn--pypal-4ve.com", "p\u0430ypal.com", ["invisible-characters", "punycode", "credentials", "port", "mixed-scripts"], {
      hostUnicode: "p\u0430ypal.com",
      port: "8443",
    }),
  ],
  ["a long javascript: URL: blocked, and still long", `javascript:${"x".repeat(LONG_URL)}`, { ...blockedScheme(`javascript:${"x".repeat(LONG_URL)}`), findings: ["long", "blocked-scheme"] }],
];

/** Titles quote the URL, escapes and all, cut short for the very long ones. */
const titled = rows.map(([what, url, expected]) => [`${what}: ${JSON.stringify(url).slice(0, 100)}`, url, expected] as const);

describe("inspectUrl", () => {
  test.each(titled)("%s", (_, url, expected) => {
    expect(summary(inspectUrl(url))).toEqual(expected);
  });

  test("the table covers every finding code", () => {
    const seen = new Set(rows.flatMap(([, , expected]) => expected.findings));
    const all: UrlFindingCode[] = [
      "empty",
      "unparsable",
      "blocked-scheme",
      "insecure-http",
      "development",
      "punycode",
      "ip-host",
      "credentials",
      "port",
      "mixed-scripts",
      "confusable",
      "invisible-characters",
      "long",
    ];
    expect([...seen].sort()).toEqual([...all].sort());
  });

  test.each(titled)("%s: the verdict follows the severities", (_, url) => {
    const inspection = inspectUrl(url);
    const severities = Object.fromEntries(inspection.findings.map((f) => [f.code, f.severity]));
    for (const [code, severity] of Object.entries(severities)) {
      const expected = ["empty", "unparsable", "blocked-scheme", "insecure-http"].includes(code) ? "block" : code === "development" ? "info" : "warn";
      expect(severity, code).toBe(expected);
    }
    expect(inspection.canOpen).toBe(!inspection.findings.some((f) => f.severity === "block"));
    // Every finding explains itself in English for logs.
    for (const finding of inspection.findings) expect(finding.detail).not.toBe("");
  });

  test("blocked findings name the scheme and host they refuse", () => {
    expect(inspectUrl("javascript:alert(1)").findings[0]).toMatchObject({ code: "blocked-scheme", severity: "block", params: { scheme: "javascript" } });
    expect(inspectUrl("http://example.com/").findings[0]).toMatchObject({ code: "insecure-http", severity: "block", params: { host: "example.com" } });
    expect(inspectUrl("http://localhost:3000/").findings[0]).toMatchObject({ code: "development", severity: "info", params: { host: "localhost" } });
  });

  test("a Punycode finding gives both forms of the host", () => {
    const { findings } = inspectUrl("https://xn--80ak6aa92e.com/login");
    expect(findings.find((f) => f.code === "punycode")?.params).toEqual({ host: "xn--80ak6aa92e.com", hostUnicode: "аррӏе.com" });
    expect(findings.find((f) => f.code === "confusable")?.params).toEqual({ host: "аррӏе.com" });
  });

  test("a credentials finding names the disguise and the real site", () => {
    expect(inspectUrl("https://bank.com@evil.example/login").findings).toEqual([
      expect.objectContaining({ code: "credentials", severity: "warn", params: { username: "bank.com", host: "evil.example" } }),
    ]);
    // The disguise as the person would read it, escapes decoded.
    expect(inspectUrl("https://my%20bank.com@evil.example/").findings[0]?.params).toEqual({ username: "my bank.com", host: "evil.example" });
    // An escape that does not decode is shown as sent rather than thrown.
    expect(inspectUrl("https://%E0%A4%A@evil.example/").findings[0]?.params).toEqual({ username: "%E0%A4%A", host: "evil.example" });
    // The real site in the finding is the Unicode one.
    expect(inspectUrl("https://paypal.com@xn--80ak6aa92e.com/").findings.find((f) => f.code === "credentials")?.params).toEqual({
      username: "paypal.com",
      host: "аррӏе.com",
    });
  });

  test("port, IP and long findings carry their values", () => {
    expect(inspectUrl("https://pay.example.com:8443/").findings[0]?.params).toEqual({ port: "8443" });
    expect(inspectUrl("https://203.0.113.7/").findings[0]?.params).toEqual({ host: "203.0.113.7" });
    expect(inspectUrl(veryLong).findings[0]?.params).toEqual({ length: veryLong.length });
  });

  test(`"long" starts above ${LONG_URL} characters`, () => {
    const url = (length: number) => `https://example.com/${"a".repeat(length - "https://example.com/".length)}`;
    expect(url(LONG_URL)).toHaveLength(LONG_URL);
    expect(inspectUrl(url(LONG_URL)).findings).toEqual([]);
    expect(inspectUrl(url(LONG_URL + 1)).findings.map((f) => f.code)).toEqual(["long"]);
    expect(inspectUrl(url(LONG_URL + 1)).canOpen).toBe(true);
  });

  test("every invisible or direction character is caught, wherever it is", () => {
    const invisible = ["\u00AD", "\u061C", "\u180E", "\u200B", "\u200C", "\u200D", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2060", "\u2061", "\u2062", "\u2063", "\u2064", "\u2066", "\u2067", "\u2068", "\u2069", "\uFEFF"];
    for (const char of invisible) {
      for (const url of [`https://example.com/a${char}b`, `https://example.com/?q=${char}`, `https://example.com/#${char}`]) {
        expect(inspectUrl(url).findings.map((f) => f.code), JSON.stringify(url)).toContain("invisible-characters");
      }
    }
  });

  test("every story fixture gets the verdict its name promises", () => {
    const blocked = ["javascript", "data", "file", "blob", "vbscript", "about", "insecureHttp", "unparsable", "empty"];
    for (const [name, fixture] of Object.entries(urlRequests)) {
      expect(inspectUrl(fixture.request.url).canOpen, name).toBe(!blocked.includes(name));
    }
  });

  test("never throws, whatever it is given", () => {
    const odd = ["%", "https://%", "https://[", "https://[::1", "http://:80", "https://a@b@c.example/", "https://xn--/", "https://xn--a.com/", "\u0000", "https://\u0000/", "\uD800", "https://\uD800.com/"];
    for (const url of odd) expect(() => inspectUrl(url), JSON.stringify(url)).not.toThrow();
    expect(inspectUrl(undefined as unknown as string)).toEqual({ canOpen: false, findings: [expect.objectContaining({ code: "empty" })] });
  });
});
