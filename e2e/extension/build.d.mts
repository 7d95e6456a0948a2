// The types of build.mjs, which Node runs as it is.
export function buildExtension(to?: string): Promise<string>;
