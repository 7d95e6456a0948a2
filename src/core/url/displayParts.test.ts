// The URL as the prompt draws it: joined, the parts are exactly href (nothing hidden, nothing added), and
// the highlighted part is the registrable domain, in the form the URL itself carries.
import { domainToASCII } from "node:url";
import { describe, expect, test } from "vitest";
import { urlRequests } from "../../../stories/fixtures.ts";
import { displayParts, type UrlDisplayParts } from "./displayParts.ts";
import { inspectUrl } from "./inspectUrl.ts";

const partsOf = (url: string) => displayParts(inspectUrl(url));
const joined = (parts: UrlDisplayParts) => parts.before + parts.subdomain + parts.domain + parts.after;

describe("displayParts", () => {
  test.each<[string, UrlDisplayParts]>([
    ["https://mcp.example.com/ui/set_api_key", { before: "https://", subdomain: "mcp.", domain: "example.com", after: "/ui/set_api_key" }],
    ["https://auth.example.co.uk/connect?elicitationId=550e8400", { before: "https://", subdomain: "auth.", domain: "example.co.uk", after: "/connect?elicitationId=550e8400" }],
    ["https://a.b.c.d.example.com/", { before: "https://", subdomain: "a.b.c.d.", domain: "example.com", after: "/" }],
    ["https://example.com", { before: "https://", subdomain: "", domain: "example.com", after: "/" }],
    ["https://octocat.github.io/app", { before: "https://", subdomain: "", domain: "octocat.github.io", after: "/app" }],
    ["https://bank.com@evil.example/login", { before: "https://bank.com@", subdomain: "", domain: "evil.example", after: "/login" }],
    // The disguise repeats the real host: the highlight is on the host, after the @.
    ["https://login.evil.example@login.evil.example.attacker.test/x", { before: "https://login.evil.example@", subdomain: "login.evil.example.", domain: "attacker.test", after: "/x" }],
    ["https://example.com@example.com/", { before: "https://example.com@", subdomain: "", domain: "example.com", after: "/" }],
    ["https://user:pass@www.example.com/", { before: "https://user:pass@", subdomain: "www.", domain: "example.com", after: "/" }],
    ["https://a%40b.example@c.example/", { before: "https://a%40b.example@", subdomain: "", domain: "c.example", after: "/" }],
    // The host's name again in the path or query does not move the highlight.
    ["https://example.com/?next=https://example.com/", { before: "https://", subdomain: "", domain: "example.com", after: "/?next=https://example.com/" }],
    ["https://pay.example.com:8443/authorize", { before: "https://", subdomain: "pay.", domain: "example.com", after: ":8443/authorize" }],
    ["https://xn--80ak6aa92e.com/login", { before: "https://", subdomain: "", domain: "xn--80ak6aa92e.com", after: "/login" }],
    ["https://mail.xn--bcher-kva.example/", { before: "https://", subdomain: "mail.", domain: "xn--bcher-kva.example", after: "/" }],
    ["https://example.com./x", { before: "https://", subdomain: "", domain: "example.com", after: "./x" }],
    ["https://www.example.co.uk./", { before: "https://", subdomain: "www.", domain: "example.co.uk", after: "./" }],
    // No registrable domain: the whole host is what there is to see.
    ["https://203.0.113.7/setup", { before: "https://", subdomain: "", domain: "203.0.113.7", after: "/setup" }],
    ["https://[2001:db8::1]:8443/", { before: "https://", subdomain: "", domain: "[2001:db8::1]", after: ":8443/" }],
    ["http://localhost:3000/callback?state=xyz", { before: "http://", subdomain: "", domain: "localhost", after: ":3000/callback?state=xyz" }],
    ["http://[::1]:5173/", { before: "http://", subdomain: "", domain: "[::1]", after: ":5173/" }],
    // Blocked but with a host: still shown whole.
    ["http://example.com/login", { before: "http://", subdomain: "", domain: "example.com", after: "/login" }],
  ])("%s", (url, expected) => {
    const parts = partsOf(url);
    expect(parts).toEqual(expected);
    expect(joined(parts!)).toBe(inspectUrl(url).href);
  });

  test("nothing to cut without a host: blocked schemes, unparsable and empty", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "blob:https://example.com/x", "about:blank", "not a url", ""]) {
      expect(partsOf(url), url).toBeUndefined();
    }
  });

  test("for every fixture with a host, the parts join to href and the highlight is the registrable domain", () => {
    let checked = 0;
    for (const [name, { request }] of Object.entries(urlRequests)) {
      const inspection = inspectUrl(request.url);
      const parts = displayParts(inspection);
      if (!inspection.host) {
        expect(parts, name).toBeUndefined();
        continue;
      }
      checked++;
      expect(joined(parts!), name).toBe(inspection.href);
      const expectedDomain = inspection.registrableDomain ? domainToASCII(inspection.registrableDomain) : inspection.host;
      expect(parts!.domain, name).toBe(expectedDomain);
      expect(inspection.host.endsWith(parts!.domain), name).toBe(true);
      expect(parts!.subdomain + parts!.domain, name).toBe(inspection.host);
    }
    expect(checked).toBe(11);
  });
});
