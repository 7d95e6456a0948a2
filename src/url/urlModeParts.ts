// What URL mode loads on demand (urlMode.ts): the prompt's two containers, with everything they show and URL
// inspection, which carries the Public Suffix List (tldts).
export { UrlDialog } from "./UrlDialog.tsx";
export { UrlInline } from "./UrlInline.tsx";
