// Minimal apps for what this library adds beside the official SDK client a host already bundles: the client
// alone, and the client with this library wired to it as the README shows (the provider at the root, the
// handler registered from a component under it, the stylesheet). The provider warms the form up itself.
import { resolve } from "node:path";

const src = resolve(import.meta.dirname, "../src");

/** Each line's package, and where its `Client` is imported from: v2's resolves to its browser build under Vite. */
export const sdkClients = {
  v1: { pkg: "@modelcontextprotocol/sdk", from: "@modelcontextprotocol/sdk/client/index.js" },
  v2: { pkg: "@modelcontextprotocol/client", from: "@modelcontextprotocol/client" },
} as const;
export type SdkLine = keyof typeof sdkClients;
export const sdkLines = Object.keys(sdkClients) as SdkLine[];

/** The client is kept on `window` so the bundler cannot drop it as unused. */
function sdkAlone(line: SdkLine): string {
  return [
    `import { createRoot } from "react-dom/client";`,
    `import { Client } from "${sdkClients[line].from}";`,
    `const client = new Client({ name: "host", version: "1.0.0" }, { capabilities: { elicitation: { form: {}, url: {} } } });`,
    `Object.assign(window, { client });`,
    `createRoot(document.body).render(<p>Hello</p>);`,
  ].join("\n");
}

function sdkWithLibrary(line: SdkLine): string {
  return [
    `import { useEffect } from "react";`,
    `import { createRoot } from "react-dom/client";`,
    `import { Client } from "${sdkClients[line].from}";`,
    `import { ElicitationProvider, useElicitation } from "${src}/index.ts";`,
    `import { elicitationCapability, registerElicitationHandler } from "${src}/sdk/index.ts";`,
    `import "${src}/styles.css";`,
    `const client = new Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });`,
    `Object.assign(window, { client });`,
    `function Host() {`,
    `  const elicit = useElicitation();`,
    `  useEffect(() => registerElicitationHandler(client, elicit), [elicit]);`,
    `  return <p>Hello</p>;`,
    `}`,
    `createRoot(document.body).render(<ElicitationProvider><Host /></ElicitationProvider>);`,
  ].join("\n");
}

/** App name to source: `sdk-v1`, `sdk-v1-library`, `sdk-v2`, `sdk-v2-library`. */
export function sdkAppSources(): Record<string, string> {
  return Object.fromEntries(sdkLines.flatMap((line) => [[`sdk-${line}`, sdkAlone(line)], [`sdk-${line}-library`, sdkWithLibrary(line)]]));
}
