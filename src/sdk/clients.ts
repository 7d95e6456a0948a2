// The MCP clients `registerElicitationHandler` accepts, described by their shape rather than imported, so
// that this package's types name no SDK: a host installs one MCP client, not all of them, and an app that
// uses one bundles no code of the others.
import type { ServerIdentity } from "../core/protocol/types.ts";

/**
 * A `Client` of the official TypeScript SDK: `@modelcontextprotocol/sdk` 1.24 or later (v1), or
 * `@modelcontextprotocol/client` 2.x (v2), whichever era it negotiated.
 */
export interface McpSdkClient {
  // Each line's overloads differ (v1 takes a zod schema, v2 a method name); the adapter calls each its own way.
  setRequestHandler(...args: never[]): void;
  setNotificationHandler(...args: never[]): void;
  removeRequestHandler(method: string): void;
  removeNotificationHandler(method: string): void;
  getServerVersion(): ServerIdentity | undefined;
}

/** Only v2's `Client` tells its era. */
export interface McpSdkV2Client extends McpSdkClient {
  getProtocolEra(): "legacy" | "modern" | undefined;
}

const hasMethods = (value: unknown, ...names: string[]): boolean =>
  typeof value === "object" && value !== null && names.every((name) => typeof (value as Record<string, unknown>)[name] === "function");

export const isSdkClient = (client: unknown): client is McpSdkClient =>
  hasMethods(client, "setRequestHandler", "setNotificationHandler", "removeRequestHandler", "removeNotificationHandler", "getServerVersion");

export const isSdkV2Client = (client: McpSdkClient): client is McpSdkV2Client => hasMethods(client, "getProtocolEra");

/** The AI SDK's MCP client (`@ai-sdk/mcp`'s `createMCPClient`): it takes a handler only through this. */
export const isAiSdkClient = (client: unknown): boolean => hasMethods(client, "onElicitationRequest");

/** For an error message: what was passed, without printing the object. */
export function describeValue(value: unknown): string {
  if (value === null || typeof value !== "object") return value === null ? "null" : typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name !== "Object" ? `an object of class ${name}` : "an object";
}
