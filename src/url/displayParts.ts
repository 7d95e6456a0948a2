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
  const labels = host.split(".");
  const domainLabels = inspection.registrableDomain ? inspection.registrableDomain.split(".").length : labels.length;
  const domain = labels.slice(-domainLabels).join(".");
  return {
    before: href.slice(0, start),
    subdomain: host.slice(0, host.length - domain.length),
    domain,
    after: href.slice(start + host.length),
  };
}

function userinfoLength(href: string): number {
  const authority = href.slice(href.indexOf("//") + 2).split(/[/?#]/, 1)[0] ?? "";
  const at = authority.lastIndexOf("@");
  return at < 0 ? 0 : at + 1;
}
