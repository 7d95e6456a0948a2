// The full URL cut into the pieces the prompt styles: what comes before the host (scheme, and any
// "user@" disguise), the subdomains, the registrable domain (highlighted: it is who owns the site),
// and the rest. Joined, the pieces are exactly `href`: nothing is hidden or shortened.
import type { UrlInspection } from "./inspectUrl.ts";

export interface UrlDisplayParts {
  before: string;
  subdomain: string;
  domain: string;
  after: string;
}

export function displayParts(inspection: UrlInspection): UrlDisplayParts | undefined {
  const { href, host } = inspection;
  if (!href || !host) return undefined;
  const start = href.indexOf(host, href.indexOf("//") + 2 + userinfoLength(href));
  if (start < 0) return undefined;
  // A fully qualified host ("example.com.") ends in a dot that belongs to no label: counting it would
  // highlight "com." as the owner. It goes with what follows instead.
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  const labels = name.split(".");
  const domainLabels = inspection.registrableDomain ? inspection.registrableDomain.split(".").length : labels.length;
  const domain = labels.slice(-domainLabels).join(".");
  return {
    before: href.slice(0, start),
    subdomain: name.slice(0, name.length - domain.length),
    domain,
    after: href.slice(start + name.length),
  };
}

function userinfoLength(href: string): number {
  const authority = href.slice(href.indexOf("//") + 2).split(/[/?#]/, 1)[0] ?? "";
  const at = authority.lastIndexOf("@");
  return at < 0 ? 0 : at + 1;
}
