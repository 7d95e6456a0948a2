// The types of build.mjs, which Node runs as it is.
export function buildPages(outDir: string): Promise<string>;
