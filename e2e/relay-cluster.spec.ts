// Two instances of a host's server on a real Redis Cluster (test/redisCluster.ts: three primaries, each with a
// replica, one cluster per test): process A holds its Redis through node-redis, process B through ioredis
// (e2e/relay/host.mjs --cluster). The MCP call is held by A while the person's page is connected to B; then the
// primary that serves the person's keys is killed while the dialog is on screen, and its replica takes over.
import { createHash } from "node:crypto";
import type { RedisCluster } from "../test/redisCluster.ts";
import { answer, dialogOf, expect, openTab, received, signIn, test } from "./relay/fixtures.ts";

/** The relay's keys left in the cluster, the person's hash shown as <hash>. */
async function keysLeft(cluster: RedisCluster): Promise<string[]> {
  const replies = await Promise.all(cluster.nodes.map(({ port }) => cluster.cli(port, "--no-raw", "KEYS", "rme:*").catch(() => "")));
  const keys = replies.flatMap((reply) => [...reply.matchAll(/"(.*)"/g)].map((match) => match[1]!));
  return [...new Set(keys)].map((key) => key.replace(/\{[0-9a-f]{64}\}/, "{<hash>}")).sort();
}

/** The key the relay keeps a person's requests beside: its slot is theirs (docs/relay.md). */
const keyOf = (user: string) => `rme:{${createHash("sha256").update(user).digest("hex")}}:req`;

test("asked on A (node-redis), answered on B (ioredis): once, and nothing of it stays but how it ended", async ({ context, onCluster, cluster, alice }) => {
  const [a, b] = onCluster;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(page)).toBeVisible();
  await answer(page, "6");
  await expect(dialogOf(page)).toBeHidden();

  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: 6 } });
  expect((await a.report(alice)).answers).toHaveLength(1);
  await expect.poll(() => keysLeft(cluster)).toEqual(["rme:{<hash>}:end", "rme:{<hash>}:lang", "rme:{<hash>}:seen", "rme:{secrets}"]);
});

test("the primary serving the person's keys killed while the dialog is on screen: the answer still arrives, once", async ({
  context,
  onCluster,
  cluster,
  alice,
}) => {
  test.slow();
  const [a, b] = onCluster;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(page)).toBeVisible();

  await cluster.kill(await cluster.primaryOf(keyOf(alice)));
  await answer(page, "8");
  await expect(dialogOf(page)).toBeHidden();

  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: 8 } });
  expect((await a.report(alice)).answers).toHaveLength(1);
  await expect.poll(() => keysLeft(cluster), { timeout: 20_000 }).toEqual(["rme:{<hash>}:end", "rme:{<hash>}:lang", "rme:{<hash>}:seen", "rme:{secrets}"]);
  // The page shows nothing more of it, and no notice that it went elsewhere.
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
