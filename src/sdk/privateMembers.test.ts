// @vitest-environment node
// The private members privateMembers.ts lists, checked where a release would break them: each on a real client
// of every installed version of its SDK line (the ends of each peer range: `mcp-sdk-oldest` and
// `@modelcontextprotocol/sdk`, `mcp-client-oldest` and `@modelcontextprotocol/client`, and `@ai-sdk/mcp`); the
// versions listed there being the ones installed; a client without a member getting the error that names it,
// or, where the library degrades instead, still registering; and no other file reaching a member itself.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Client as V2Client } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/server";
import { Client as OldestV1Client } from "mcp-sdk-oldest/client/index.js";
import { Client as OldestV2Client } from "mcp-client-oldest";
import { describe, expect, onTestFinished, test } from "vitest";
import { connectV2, v2Client } from "../../test/sdkV2Pair.ts";
import { connectAiSdk } from "../../test/aiSdkPair.ts";
import { tasksServer } from "../../test/tasksServer.ts";
import { registerElicitationHandler as registerOnAiSdk } from "../ai-sdk/registerElicitationHandler.ts";
import { elicitationCapability } from "./capabilities.ts";
import type { ElicitFn } from "./elicitFn.ts";
import { hasPrivateMember, PRIVATE_MEMBERS, SDK_LINES, v2DeclaredCapabilities, type PrivateMemberName, type SdkLine } from "./privateMembers.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";
import { callToolWithTasks } from "./tasks/callToolWithTasks.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const versionOf = (dir: string): string => JSON.parse(readFileSync(join(root, "node_modules", dir, "package.json"), "utf8")).version;
const host = { name: "host", version: "1.0.0" };
const declaring = { capabilities: elicitationCapability() };

/** An AI SDK client, connected (it has no other way to be made) to a real server, closed after the test. */
const aiSdkClient = () => connectAiSdk(new McpServer({ name: "server", version: "1.0.0" }));

/** Each installed copy of each line: the package, where it is installed, and a real client of it. */
const installs: Record<SdkLine, { label: string; make: () => object | Promise<object> }[]> = {
  v1: [
    { label: `@modelcontextprotocol/sdk@${versionOf("@modelcontextprotocol/sdk")}`, make: () => new V1Client(host, declaring) },
    { label: `@modelcontextprotocol/sdk@${versionOf("mcp-sdk-oldest")}`, make: () => new OldestV1Client(host, declaring) },
  ],
  v2: [
    { label: `@modelcontextprotocol/client@${versionOf("@modelcontextprotocol/client")}`, make: () => new V2Client(host, declaring) },
    { label: `@modelcontextprotocol/client@${versionOf("mcp-client-oldest")}`, make: () => new OldestV2Client(host, declaring) },
  ],
  "AI SDK": [{ label: `@ai-sdk/mcp@${versionOf("@ai-sdk/mcp")}`, make: aiSdkClient }],
};
const installed: Record<SdkLine, string[]> = {
  v1: [versionOf("mcp-sdk-oldest"), versionOf("@modelcontextprotocol/sdk")],
  v2: [versionOf("mcp-client-oldest"), versionOf("@modelcontextprotocol/client")],
  "AI SDK": [versionOf("@ai-sdk/mcp")],
};

const listed = Object.entries(PRIVATE_MEMBERS) as [PrivateMemberName, (typeof PRIVATE_MEMBERS)[PrivateMemberName]][];
const onEachInstall = listed.flatMap(([name, member]) => member.lines.flatMap((line) => installs[line].map((install) => ({ name, member, line, ...install }))));

/**
 * The client with `name` deleted: from the instance, and hidden from its class. Returns the undo. Used for the
 * funnel's members, which the SDK itself uses only to send a request, and the error comes before any.
 */
function without(client: object, name: PrivateMemberName): () => void {
  const own = Object.getOwnPropertyDescriptor(client, name);
  Reflect.deleteProperty(client, name);
  if (name in client) Object.defineProperty(client, name, { value: undefined, configurable: true, writable: true });
  return () => {
    Reflect.deleteProperty(client, name);
    if (own) Object.defineProperty(client, name, own);
  };
}

/**
 * The client as the library sees it in a release that renamed `name`: the SDK's own methods run on the client
 * itself and still find the member (a release renames its own uses too); the library finds nothing. Deleting
 * it instead would break the SDK's own code, which uses most of these members itself (v1 keeps its notification
 * handlers in `_notificationHandlers`, v2 registers through `_wrapHandler`).
 */
function hiding<T extends object>(client: T, name: PrivateMemberName): T {
  return new Proxy(client, {
    get: (target, key) => {
      if (key === name) return undefined;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    has: (target, key) => key !== name && Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) => (key === name ? undefined : Reflect.getOwnPropertyDescriptor(target, key)),
  });
}

describe("each listed member is on a real client of every installed version of its line", () => {
  test.each(onEachInstall)("$name ($line $member.owner) on $label", async ({ name, member, label, make }) => {
    const client = await make();
    const found = (client as Record<string, unknown>)[name];
    const what = found instanceof Map ? "a Map" : typeof found;
    expect(hasPrivateMember(client, name), `${label} has no \`${name}\` as a ${member.kind} (found ${what})`).toBe(true);
  });

  test.each(Object.keys(SDK_LINES) as SdkLine[])("the versions listed for %s are the ones installed", (line) => {
    const message = `privateMembers.ts lists ${line} as checked against ${SDK_LINES[line].checked.join(", ")}, but the tests install ${installed[line].join(", ")}: check its members there and list them`;
    expect([...SDK_LINES[line].checked], message).toEqual(installed[line]);
  });
});

describe("a client without a member", () => {
  const throwing = listed.filter(([, member]) => member.missing === "throws");
  test.each(throwing)("without %s, following a task fails at once with an error naming it, and nothing is sent", async (name, member) => {
    const tasks = tasksServer();
    const client = v2Client("modern", elicitationCapability());
    await connectV2(tasks.build(), client, "modern");
    onTestFinished(without(client, name));
    const elicit: ElicitFn = async () => ({ action: "decline" });

    const call = callToolWithTasks(client, { name: "deploy" }, { elicit });
    await expect(call).rejects.toThrow(TypeError);
    const { message } = await call.catch((error: Error) => error);
    for (const part of [`\`${name}\``, `(v2 ${member.owner})`, "to follow a task", SDK_LINES.v2.package, SDK_LINES.v2.checked.join(" and ")]) {
      expect(message).toContain(part);
    }
    expect(tasks.log.declared).toEqual([]);
  });

  const registering = onEachInstall.filter(({ member, name }) => member.missing === "degrades" && name !== "_capabilities");
  test.each(registering)("without $name, registering on $label and unregistering still work: the library degrades", async ({ name, line, make }) => {
    const client = hiding(await make(), name);
    const elicit: ElicitFn = async () => ({ action: "decline" });
    const unregister = line === "AI SDK" ? registerOnAiSdk(client as never, elicit) : registerElicitationHandler(client as never, elicit);
    expect(unregister).not.toThrow();
  });

  test("without _capabilities, the client's declared capabilities read as none: a task's requests declare the tasks extension alone", () => {
    const client = new V2Client(host, declaring);
    expect(v2DeclaredCapabilities(client)).toEqual(elicitationCapability());
    expect(v2DeclaredCapabilities(hiding(client, "_capabilities"))).toEqual({});
  });
});

test("no other file in src/ reaches a listed member itself", () => {
  const here = fileURLToPath(import.meta.url);
  const allowed = [join(root, "src/sdk/privateMembers.ts"), here];
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !allowed.includes(file));
  const reach = new RegExp(`(\\.|\\[\\s*["'\`])(${listed.filter(([, member]) => !("publicOnSdk" in member)).map(([name]) => name).join("|")})\\b`);
  const found = files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((text, i) => (reach.test(text) && !/^\s*(\/\/|\*)/.test(text) ? [`${relative(root, file)}:${i + 1}: ${text.trim()}`] : [])),
  );
  expect(found, "reach these through the accessors in src/sdk/privateMembers.ts").toEqual([]);
});
