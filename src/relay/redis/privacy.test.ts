// @vitest-environment node
// What passes through Redis (docs/relay.md lists it): watched from outside, as an operator with access to the
// Redis would see it. Keys, records and the instances' messages name the audience by its hash only, and a person's
// answer never goes out on the channel every instance hears: only in the key its holder collects it from, for moments.
import { createClient } from "redis";
import { afterEach, expect, test, vi } from "vitest";
import type { ElicitRequestFormParams } from "../../core/protocol/types.ts";
import { audienceFromCookie, openPage } from "../../../test/relayPage.ts";
import { startRedis } from "../../../test/redisServer.ts";
import { createElicitationRelay } from "../createElicitationRelay.ts";
import { redisStore } from "./redisStore.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const login: ElicitRequestFormParams = {
  message: "Sign in to the bank",
  requestedSchema: { type: "object", properties: { password: { type: "string" } }, required: ["password"] },
};

test("no key, record or message names the person in clear, and the answer's content never goes out on the instances' channel", async () => {
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const client = createClient({ url: redis.url });
  await client.connect();
  const watcher = client.duplicate();
  await watcher.connect();
  cleanups.push(() => client.destroy(), () => watcher.destroy());
  const heard: string[] = [];
  await watcher.sSubscribe("rme:events", (message) => heard.push(message));

  const relay = createElicitationRelay({ audience: audienceFromCookie, store: redisStore(client) });
  cleanups.push(() => relay.close());
  const audience = "alice@example.com";
  const page = openPage(relay.handle, audience);
  cleanups.push(() => page.close());
  const answer = relay.elicitFor(audience)(login, { server: { name: "bank" } });
  await page.shown();

  const keys = await client.keys("rme:*");
  const values = await Promise.all(keys.filter((key) => key.includes(":req:")).map((key) => client.get(key)));
  expect(values).toHaveLength(1);
  expect(values[0]).toContain("Sign in to the bank");
  expect(values[0]).not.toContain(audience);
  expect(keys.join(" ")).not.toContain(audience);

  await page.answer({ action: "accept", content: { password: "hunter2-correct-horse" } });
  await expect(answer).resolves.toEqual({ action: "accept", content: { password: "hunter2-correct-horse" } });
  await vi.waitFor(() => expect(heard.some((message) => message.includes('"answer"'))).toBe(true));
  expect(heard.filter((message) => message.includes("hunter2"))).toEqual([]);
  expect(heard.some((message) => message.includes('"request"'))).toBe(true);
  expect(heard.filter((message) => message.includes(audience))).toEqual([]);
  await vi.waitFor(async () => expect((await client.keys("rme:*")).filter((key) => key.includes(":ans:"))).toEqual([]));
});
