// react-mcp-elicitation/locales/zh-CN: the built-in Simplified Chinese catalogue, for a host's own UI or to
// start its overrides from. An entry point of its own because the components load it on demand, with the first
// request shown in Chinese (src/core/i18n/catalogues.ts), so a page in English ships none of it.
export { zhCN } from "../core/i18n/zh-CN.ts";
