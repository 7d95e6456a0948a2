// The client command that the official MCP conformance suite runs for a client scenario
// (`conformance client --command "… client.mjs" --scenario NAME`, which appends the test server's URL as the
// last argument and names the scenario in MCP_CONFORMANCE_SCENARIO).
//
// The client is a real host: the page built from page/ (the README's quick start against dist/) in headless
// Chromium, with <ElicitationProvider> answering. This script only serves the page, presses its Run button,
// and answers every request dialog as a person who accepts what the form shows: it presses Submit by role,
// leaving the values the form pre-filled. Then the page closes its connection and this script exits, 0 when
// the page finished its run, 1 with the reason otherwise.
//
// Runs on the Node 22 binary that scripts/conformance/run.mjs uses for the suite, which strips types, so the
// one place that picks and launches Chromium (browser.config.ts) is imported as it is.
import { createReadStream, existsSync, statSync } from "node:fs";
import { request as httpRequest, createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "playwright";
import { launchOptions } from "../../browser.config.ts";

/** What each scenario asks of a client, from the scenario's source: the tools to call, the dialogs to answer. */
const scenarios = {
  // Connect (initialize, initialized), list the tools, close.
  initialize: { call: [], dialogs: 0 },
  // Connect, list the tools, call the one that elicits, accept the form with the schema's defaults, close.
  "elicitation-sep1034-client-defaults": { call: ["test_client_elicitation_defaults"], dialogs: 1 },
};

/** Below the suite's own client timeout (run.mjs), so that a stuck run says where it was stuck. */
const DEADLINE_MS = 75_000;

const serverUrl = new URL(process.argv.at(-1) ?? "");
const scenarioName = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
const scenario = scenarios[scenarioName];
if (!scenario) fail(`no client steps for the scenario "${scenarioName}" (known: ${Object.keys(scenarios).join(", ")})`);

const pageDir = resolve(import.meta.dirname, ".out/page");
if (!existsSync(join(pageDir, "index.html"))) fail(`the host page is not built (${pageDir}): run scripts/conformance/run.mjs`);

function fail(message) {
  console.error(`conformance client: ${message}`);
  process.exit(1);
}

const log = (message) => console.log(`[client] ${message}`);

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".map": "application/json" };
// Hop-by-hop headers belong to one connection, not to the message relayed; Host names the relay itself.
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host"]);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

// The conformance servers send no CORS headers, so a page on another origin could not call them: the page
// and the server share this origin instead. /mcp goes to the conformance server as it came (method, headers,
// body, streamed both ways); the rest is the built page.
function handle(req, res) {
  const url = new URL(req.url ?? "/", "http://page");
  if (url.pathname === "/mcp") return relay(req, res);
  if (req.method !== "GET" && req.method !== "HEAD") return res.writeHead(405).end();
  const file = normalize(join(pageDir, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname)));
  if (!file.startsWith(pageDir + "/") || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-store" });
  createReadStream(file).pipe(res);
}

function relay(req, res) {
  const upstream = httpRequest(serverUrl, { method: req.method, headers: endToEnd(req.headers) }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
    // An SSE stream must reach the page as it is written, not when it ends.
    res.flushHeaders();
    answer.pipe(res);
  });
  upstream.on("error", (error) => {
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { "Content-Type": "text/plain" }).end(`relay: ${error.message}`);
  });
  // The page gave up on the exchange (an SSE stream closed, the client closed): so does the relay.
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
  // Logged for the record (stdout.txt beside the checks): each exchange's JSON-RPC method and status.
  const body = [];
  req.on("data", (chunk) => body.push(chunk));
  upstream.on("response", (answer) => log(`relay: ${req.method} ${jsonRpcMethod(body)}-> ${answer.statusCode}`));
  req.pipe(upstream);
}

function jsonRpcMethod(chunks) {
  try {
    const message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return `${message.method ?? (message.result ? "result" : message.error ? "error" : "?")}${message.id === undefined ? "" : ` #${message.id}`} `;
  } catch {
    return "";
  }
}

const httpServer = createServer(handle);
await new Promise((done) => httpServer.listen(0, "127.0.0.1", () => done(undefined)));
const address = httpServer.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
log(`host page at ${origin}, relaying /mcp to ${serverUrl.href}`);

const browser = await chromium.launch({ ...launchOptions(), headless: true });
let exitCode = 1;
const deadline = setTimeout(() => {
  console.error(`conformance client: no outcome within ${DEADLINE_MS / 1000} s`);
  void finish();
}, DEADLINE_MS);

async function finish() {
  clearTimeout(deadline);
  await browser.close().catch(() => {});
  httpServer.closeAllConnections();
  httpServer.close();
  process.exit(exitCode);
}

try {
  const context = await browser.newContext();
  // The page may reach its own origin only (its files, and the relay to the conformance server): anything
  // else is refused, and fails the run.
  const elsewhere = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    elsewhere.push(url);
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  page.on("console", (message) => log(`page ${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => log(`page exception: ${error.message}`));

  const query = new URLSearchParams(scenario.call.map((name) => ["call", name]));
  await page.goto(`${origin}/?${query}`);
  await page.getByRole("button", { name: "Run" }).click();

  const outcome = page.getByRole("status", { name: "Outcome" });
  const finished = page.locator("output[data-state]");
  // A form-mode request from any server: "Request from <server>".
  const dialog = page.getByRole("dialog", { name: /^Request from / });
  let answered = 0;
  for (;;) {
    await finished.or(dialog).first().waitFor({ timeout: DEADLINE_MS });
    if ((await finished.count()) > 0) break;
    // What the person sees, values included: the accessibility tree of the dialog as it opened.
    log(`dialog, as shown:\n${await dialog.ariaSnapshot()}`);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.waitFor({ state: "hidden", timeout: DEADLINE_MS });
    answered += 1;
  }

  const state = await finished.getAttribute("data-state");
  const text = await outcome.textContent();
  log(`outcome (${state}):\n${text}`);
  if (elsewhere.length > 0) console.error(`conformance client: the page tried to reach other origins: ${elsewhere.join(", ")}`);
  else if (state !== "done") console.error(`conformance client: the host page's run failed:\n${text}`);
  else if (answered !== scenario.dialogs) console.error(`conformance client: answered ${answered} request dialogs, expected ${scenario.dialogs}`);
  else exitCode = 0;
} catch (error) {
  console.error(`conformance client: ${error instanceof Error ? error.stack : String(error)}`);
}
await finish();
