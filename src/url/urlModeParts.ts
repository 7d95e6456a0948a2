// What URL mode loads on demand beside URL inspection (urlMode.ts): the prompt's two containers, with
// everything they show.
export { UrlDialog } from "./UrlDialog.tsx";
export { UrlInline } from "./UrlInline.tsx";
