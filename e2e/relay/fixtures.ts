// What the relay's e2e specs (e2e/relay.spec.ts, relay-refusals.spec.ts, relay-instances.spec.ts,
// relay-cluster.spec.ts) share: the host page built once per worker, a host server process per worker (host.mjs,
// its relay in memory), and for the specs of several instances a redis-server with two host processes on it (A on
// node-redis, B on ioredis), each started on first use and stopped when the worker ends; or, for one test, a
// redis-server or a Redis Cluster of its own with two host processes on it, A and B on the same clients. Every test gets people of its own (a `user` cookie no other test uses), and
// fails if a page threw.
import { test as base, expect, type BrowserContext, type Locator, type Page, type Route } from "@playwright/test";
import { startRedis, type RedisServer } from "../../test/redisServer.ts";
import { startRedisCluster, type RedisCluster } from "../../test/redisCluster.ts";
import { startHost, type Host } from "./host.ts";
import { buildPage } from "./page.ts";

export { expect };
export type { Host };

/** What the MCP server calls itself (its `Implementation.title`): the dialogs and notices name it. */
export const SERVER = "Bookings";

/** The notices a page shows when a request leaves it without this page's answer. */
export const NOTICES = {
  answeredElsewhere: `The request from ${SERVER} was answered in another tab or window.`,
  withdrawn: `${SERVER} withdrew its request.`,
};

/** The dialog a request is shown in. */
export const dialogOf = (page: Page): Locator => page.getByRole("dialog", { name: `Request from ${SERVER}` });

/** The page's notice, once it says `text` (the form inside a dialog has a status line of its own). */
export const noticeOf = (page: Page, text: string): Locator => page.getByRole("status").filter({ hasText: text });

/** Signs `user` in on every page of `context` (cookies are per host name, not per port: every host here). */
export async function signIn(context: BrowserContext, host: Host, user: string): Promise<void> {
  await context.addCookies([{ name: "user", value: user, url: host.origin }]);
}

/** Opens the host page in a new tab of `context`, and waits until it has rendered. */
export async function openTab(context: BrowserContext, host: Host): Promise<Page> {
  const page = await context.newPage();
  await page.goto(host.origin);
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  return page;
}

/** The opening most specs share: `user` signed in, one tab open, a tool call made, its dialog shown. */
export async function askInATab(context: BrowserContext, host: Host, user: string): Promise<{ page: Page; call: string }> {
  await signIn(context, host, user);
  const page = await openTab(context, host);
  const call = await host.call(user);
  await expect(dialogOf(page)).toBeVisible();
  return { page, call };
}

/** Answers the request in `page` with `guests`, as a person does: the field by its label, then Submit. */
export async function answer(page: Page, guests: string): Promise<void> {
  const dialog = dialogOf(page);
  await dialog.getByLabel("Guests").fill(guests);
  await dialog.getByRole("button", { name: "Submit" }).click();
}

/** Waits until the call has returned, and gives what its MCP server reported receiving. */
export async function received(host: Host, user: string, call: string): Promise<unknown> {
  await expect.poll(async () => (await host.report(user)).calls.find((c) => c.id === call)?.state).toBe("returned");
  return (await host.report(user)).calls.find((c) => c.id === call)!.received;
}

/** The answer a page posts to the relay: caught as it leaves, for a test to replay. */
export function answerPosted(page: Page, host: Host) {
  return page.waitForRequest((request) => request.method() === "POST" && request.url() === host.relayUrl);
}

/** An answer a page posted, held in the browser before it reaches the relay. */
export interface HeldAnswer {
  /** The body exactly as the page sent it: `{ id, result }` (the wire format, src/core/relay/wire.ts). */
  body: string;
  /** Lets it go on to the relay; resolves with the status the page got. */
  release(): Promise<number>;
}

/**
 * Holds the next answer `page` posts to the relay (the page's stream passes untouched), so that a test can replay
 * it while the request is still pending, then let the real one go. Resolves once the hold is in place, with a
 * function that waits for the answer to be posted.
 */
export async function holdAnswer(page: Page, host: Host): Promise<() => Promise<HeldAnswer>> {
  let hold!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() === "POST") hold(route);
    else await route.fallback();
  };
  await page.route(host.relayUrl, handler);
  return async () => {
    const route = await held;
    return {
      body: route.request().postData()!,
      async release() {
        const response = page.waitForResponse((r) => r.request().method() === "POST" && r.url() === host.relayUrl);
        await route.continue();
        await page.unroute(host.relayUrl, handler);
        return (await response).status();
      },
    };
  };
}

interface WorkerFixtures {
  /** The host page, built for this worker (page.ts). */
  builtPage: string;
  /** A host server process with its relay in memory. */
  host: Host;
  /** A redis-server on a free loopback port (test/redisServer.ts). */
  redis: RedisServer;
  /** Two host server processes whose relays share `redis`: A's on node-redis, B's on ioredis. */
  instances: [Host, Host];
}

interface TestFixtures {
  /** Names no other test uses, so that nothing one test leaves pending reaches another. */
  alice: string;
  mallory: string;
  /** Uncaught errors on any page of this test's browser contexts: none, or the test fails. */
  pageErrors: Error[];
  /** A browser context of another person: cookies of its own. */
  malloryContext: BrowserContext;
  /** A redis-server for this test alone: a test may restart it empty or freeze it. */
  ownRedis: RedisServer;
  /** Two host server processes whose relays share `ownRedis`: A's on node-redis, B's on ioredis. */
  onOwnRedis: [Host, Host];
  /** A Redis Cluster for this test alone (test/redisCluster.ts): a test may kill its nodes. */
  cluster: RedisCluster;
  /** Two host server processes whose relays share `cluster`: A's on node-redis, B's on ioredis. */
  onCluster: [Host, Host];
}

const someone = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  builtPage: [
    async ({}, use) => {
      const page = await buildPage();
      try {
        await use(page.dir);
      } finally {
        await page.remove();
      }
    },
    { scope: "worker" },
  ],
  host: [
    async ({ builtPage }, use) => {
      const host = await startHost({ page: builtPage });
      try {
        await use(host);
      } finally {
        await host.stop();
      }
    },
    { scope: "worker" },
  ],
  redis: [
    async ({}, use) => {
      const redis = await startRedis();
      try {
        await use(redis);
      } finally {
        await redis.stop();
      }
    },
    { scope: "worker" },
  ],
  instances: [
    async ({ builtPage, redis }, use) => {
      const hosts = await Promise.all([
        startHost({ page: builtPage, redis: redis.url }),
        startHost({ page: builtPage, redis: redis.url, client: "ioredis" }),
      ]);
      try {
        await use(hosts);
      } finally {
        await Promise.all(hosts.map((host) => host.stop()));
      }
    },
    { scope: "worker" },
  ],
  ownRedis: async ({}, use) => {
    const redis = await startRedis();
    try {
      await use(redis);
    } finally {
      await redis.stop();
    }
  },
  onOwnRedis: async ({ builtPage, ownRedis }, use) => {
    const hosts = await Promise.all([
      startHost({ page: builtPage, redis: ownRedis.url }),
      startHost({ page: builtPage, redis: ownRedis.url, client: "ioredis" }),
    ]);
    try {
      await use(hosts);
    } finally {
      await Promise.all(hosts.map((host) => host.stop()));
    }
  },
  cluster: async ({}, use) => {
    const cluster = await startRedisCluster();
    try {
      await use(cluster);
    } finally {
      await cluster.stop();
    }
  },
  onCluster: async ({ builtPage, cluster }, use) => {
    const hosts = await Promise.all([
      startHost({ page: builtPage, cluster: cluster.nodes }),
      startHost({ page: builtPage, cluster: cluster.nodes, client: "ioredis" }),
    ]);
    try {
      await use(hosts);
    } finally {
      await Promise.all(hosts.map((host) => host.stop()));
    }
  },
  alice: async ({}, use) => use(someone("alice")),
  mallory: async ({}, use) => use(someone("mallory")),
  pageErrors: [
    async ({ context }, use) => {
      const errors: Error[] = [];
      context.on("weberror", (error) => errors.push(error.error()));
      await use(errors);
      expect(errors.map((error) => `${error.name}: ${error.message}`)).toEqual([]);
    },
    { auto: true },
  ],
  malloryContext: async ({ browser, pageErrors }, use) => {
    const context = await browser.newContext();
    context.on("weberror", (error) => pageErrors.push(error.error()));
    await use(context);
    await context.close();
  },
});
