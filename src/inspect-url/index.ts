// react-mcp-elicitation/inspect-url: what URL mode shows about a link, for a host's own UI. An entry point of
// its own because it carries the Public Suffix List (tldts), which would otherwise be in the first load of
// every app that imports anything from the main entry; the URL prompt loads it when a URL request arrives.
export { inspectUrl } from "../core/url/inspectUrl.ts";
export type { UrlFinding, UrlFindingCode, UrlInspection } from "../core/url/inspectUrl.ts";
