// Who may answer a relayed request, and what the relay refuses, against the real host process
// (e2e/relay/host.mjs): the real answer a page posted is caught in the browser and replayed with another person's
// cookie, as another body, or after it was taken. Every refusal must change nothing: the request stays pending,
// its person can still answer it, and the MCP server gets that answer only.
import type { APIRequestContext } from "@playwright/test";
import { answer, answerPosted, askInATab, dialogOf, expect, holdAnswer, openTab, received, signIn, test, type Host } from "./relay/fixtures.ts";

/**
 * Posts `data` to the relay as `as` (whose cookies go with it) would; the status and the error's code. The bytes
 * go as given: Playwright would send a string that is not JSON, with a JSON content type, as a JSON string.
 */
async function post(as: APIRequestContext, host: Host, data: string | Buffer, contentType = "application/json") {
  const response = await as.post(host.relayUrl, { headers: { "Content-Type": contentType }, data: Buffer.from(data) });
  const body = (await response.json().catch(() => undefined)) as { error?: { code: string; issues?: Record<string, string> } } | undefined;
  return { status: response.status(), code: body?.error?.code, issues: body?.error?.issues };
}

test("another person never sees the request, and no replayed or malformed answer counts; then its person answers it", async ({
  context,
  malloryContext,
  request,
  host,
  alice,
  mallory,
}) => {
  await signIn(malloryContext, host, mallory);
  const malloryPage = await openTab(malloryContext, host);
  await expect.poll(() => host.streams(mallory)).toMatchObject({ open: 1 });

  await signIn(context, host, alice);
  const page = await openTab(context, host);
  const call = await host.call(alice);
  await expect(dialogOf(page)).toBeVisible();
  // Mallory's page is connected to the same relay, and is shown nothing.
  await expect(malloryPage.getByRole("dialog")).toHaveCount(0);

  // Alice answers; her answer is held in her browser, so that the request stays pending meanwhile.
  const next = await holdAnswer(page, host);
  await answer(page, "4");
  const held = await next();
  const sent = JSON.parse(held.body) as { id: string; result: unknown };
  expect(sent.result).toStrictEqual({ action: "accept", content: { guests: 4 } });
  const withContent = (content: unknown) => JSON.stringify({ id: sent.id, result: { action: "accept", content } });
  // The same answer, still valid JSON, padded with 2 MB of white space before its last brace.
  const padded = `${held.body.slice(0, -1)}${" ".repeat(2_000_000)}}`;

  // Mallory replays it: not her request. And what the relay refuses before it reads whose request it is.
  expect(await post(malloryContext.request, host, held.body)).toMatchObject({ status: 404, code: "unknown-request" });
  expect(await post(malloryContext.request, host, withContent({ guests: 9 }))).toMatchObject({ status: 404, code: "unknown-request" });
  expect(await post(malloryContext.request, host, held.body.slice(0, -2))).toMatchObject({ status: 400, code: "not-json" });
  expect(await post(malloryContext.request, host, held.body, "text/plain")).toMatchObject({ status: 415, code: "unsupported-media-type" });
  expect(await post(malloryContext.request, host, padded)).toMatchObject({ status: 413, code: "too-large" });
  // No one signed in: neither an answer nor a stream.
  expect(await post(request, host, held.body)).toMatchObject({ status: 401, code: "unauthenticated" });
  expect((await request.get(host.relayUrl)).status()).toBe(401);

  // Alice's own cookie, with bodies the relay refuses.
  const as = context.request;
  expect(await post(as, host, held.body.slice(0, -2))).toMatchObject({ status: 400, code: "not-json" });
  expect(await post(as, host, held.body, "text/plain")).toMatchObject({ status: 415, code: "unsupported-media-type" });
  expect(await post(as, host, padded)).toMatchObject({ status: 413, code: "too-large" });
  expect(await post(as, host, JSON.stringify({ result: sent.result }))).toMatchObject({ status: 400, code: "invalid-body" });
  expect(await post(as, host, JSON.stringify({ id: sent.id, result: { action: "maybe" } }))).toMatchObject({ status: 400, code: "invalid-body" });
  expect(await post(as, host, withContent({ guests: "4" }))).toMatchObject({ status: 422, code: "invalid-content", issues: { guests: expect.any(String) } });
  expect(await post(as, host, withContent({ guests: 13 }))).toMatchObject({ status: 422, code: "invalid-content", issues: { guests: expect.any(String) } });
  expect(await post(as, host, withContent({ guests: 2.5 }))).toMatchObject({ status: 422, code: "invalid-content", issues: { guests: expect.any(String) } });
  expect(await post(as, host, withContent({}))).toMatchObject({ status: 422, code: "invalid-content", issues: { guests: expect.any(String) } });
  expect(await post(as, host, withContent({ guests: 4, table: "window" }))).toMatchObject({ status: 422, code: "invalid-content" });

  // None of it reached the MCP server, and the request is still Alice's to answer: her real answer goes on.
  const before = await host.report(alice);
  expect(before.calls[0]!.state).toBe("running");
  expect(before.answers).toEqual([]);
  expect(await held.release()).toBe(200);
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 4 } });
  expect((await host.report(alice)).answers).toHaveLength(1);
  expect((await host.report(mallory)).calls).toEqual([]);
  await expect(malloryPage.getByRole("dialog")).toHaveCount(0);
  await expect(malloryPage.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0);
});

test("Alice's own answer replayed after it was taken: 409, and the server still has one answer", async ({ context, malloryContext, host, alice, mallory }) => {
  const { page, call } = await askInATab(context, host, alice);

  const posted = answerPosted(page, host);
  await answer(page, "5");
  const sent = await posted;
  expect((await sent.response())!.status()).toBe(200);
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 5 } });

  expect(await post(context.request, host, sent.postData()!)).toMatchObject({ status: 409, code: "not-pending" });
  // To anyone else the same id is still not theirs: the relay does not say whether it was ever pending.
  await signIn(malloryContext, host, mallory);
  expect(await post(malloryContext.request, host, sent.postData()!)).toMatchObject({ status: 404, code: "unknown-request" });
  expect((await host.report(alice)).answers).toHaveLength(1);
});
