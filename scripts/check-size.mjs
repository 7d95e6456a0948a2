// Size limits on the built entry points, gzip -9, so that growth is a decision rather than an accident.
// Each entry point is counted with every chunk it imports statically (what a host's bundler loads for that
// import); the interpreting validator, loaded only under a strict CSP with a dynamic import(), has its own
// limit. The main entry is every export together; a host's bundler keeps only what it imports
// (bench/RESULTS.md measures real apps).
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const KiB = 1024;
// Main entry: raised from 21 KiB for the sensitive-field rules and their strings in both catalogues (about
// 2.7 KiB), the note, the alert, the masked input and drafts; to 27.5 KiB for warmUpElicitation (0.4 KiB); to
// 28 KiB for hostile sizes opening fast (a long message in parts, a long select's options after the first frame);
// to 28.5 KiB for the card an accepted URL flow waits in without blocking the page (0.5 KiB, its CSS 0.1 KiB);
// to 28.75 KiB for notices that say who ended a request (server, connection, host) in both catalogues; to
// 29 KiB for elicitationSchema, the validator as a Standard Schema (every export together: an app that does not
// import it does not load it); to 29.5 KiB for the form session exported as createFormSession and each field
// kind a definition of its own (together 0.35 KiB); to 33 KiB for the inline presentation (the outlet, the inline
// URL card, the summary of what was sent, the history, the arrival's announcement and shortcut, and their
// strings in both catalogues: 3.5 KiB; loading it only when a host asks for it is the next size step); down to
// 32.5 KiB with Ajv's glue loaded on demand (dist/ajvJudge-*.js, which a host's bundler splits off with Ajv);
// to 31 KiB with URL inspection an entry point of its own (inspect-url.js), which the URL prompt imports; to
// 29.25 KiB with the Chinese catalogue an entry point of its own (locales/zh-CN.js), which components load with
// the first request in Chinese; to 28.5 KiB with the URL prompt's containers loaded with URL inspection
// (dist/urlModeParts-*.js); to 28 KiB with a field error's issue and words loaded with the validator
// (dist/reporting-*.js); to 29.75 KiB for the relay's page half (useElicitationRelay and
// <ElicitationRelayClient>, whose connection loads on demand, dist/connectRelay-*.js), the answered-elsewhere
// notice and summary, and the chunk the main entry now shares with the relay's server entry (the schema's
// fields and the validator's loader, which the relay judges answers with): a host's bundler joins it back; to
// 30 KiB for the overruled answer (an answer of this page that another tab's beat) and the waiters of a URL
// flow's end shared with the relay; to 31 KiB for the task line under a request's heading (which task asks)
// and the watch for requests that arrive while nobody looks (src/host/useUnseen.ts: the title count and the
// system notifications themselves load on demand, dist/unseen-*.js); to 32 KiB when each field kind's
// definition came to hold its own rules (its rank, its issue codes and the words for its bounds, which loaded
// with the validator before, whether it can hold a secret; the registry a kind is added through: 0.85 KiB) and
// the form session came to hold the values and errors itself: a host then no longer bundles react-hook-form and
// @hookform/resolvers (15.2 KiB gzip for useForm, useController and the resolver, minified); to 33 KiB with the /core entry,
// which shares the schema, validation and queue modules with this one: the build splits them into chunks of
// their own (each chunk's imports and exports, and names it can no longer mangle: 0.6 KiB; a host's bundler
// joins them back), and the one hook every on-demand load goes through (src/chrome/useLoaded.ts).
// These limits are a ratchet on the build, not the targets: bench/RESULTS.md measures the targets (this
// library's own code, minified, at start: 15 KiB for one component, 24 KiB for every export) and says how far
// each is. 34.25 KiB for answers sent while the form stays on screen (ElicitOptions.deliver: "Sending…", the
// form shown again with what was typed and why when the relay refused it) and the size an answer may have,
// said on the field before Submit (src/core/form/sizeLimit.ts), with their words: 1.2 KiB. 34.75 KiB for a block
// the person can see and undo (the notice's Undo and Close, useBlockedServers, allowBlocking; words in both
// catalogues): 0.35 KiB. 35.25 KiB for an arrival notice that never covers the heading of the card it
// announces (src/host/useArrivalPlace.ts: at the top, the bottom, or out of sight until focused): 0.34 KiB.
// 35.5 KiB for 39 locales with no catalogue in the first bytes (each its own chunk, and the lookup that finds
// one, src/core/i18n/locales.ts, loaded with it): what every page pays is the code, 0.52 KiB (34.92 before):
// counts by Intl.PluralRules in English too, each root's lang and dir, the server's words marked dir="auto" and
// with the language the server says, and the provider saying its languages (SEP-2792).
// CSS: 4.75 KiB for the outlet, the arrival and the summary; 5 KiB with the sending line and the unsent alert;
// 5.25 KiB with the notice's Undo and Close, the footer's button group and the task line's spacing (5.16);
// 5.5 KiB with a footer laid out by its own width (a container query) and the arrival notice's places (5.47).
// /sdk, counted with its chunks (1.8 KiB for the v1 line alone): 3.75 KiB with v2 beside it (both eras, the
// registration that hands a request over as sent on either line, the TypeErrors that name what was expected);
// 4 KiB with the watch for a server that dies mid-request (src/sdk/connection.ts); 4.75 KiB with tasks, whose
// follower loads with the first call (dist/follow-*.js): what stays is TaskError, the two calls' loaders and
// the adapters' naming of a task's request (src/sdk/tasks/relatedTasks.ts). /ai-sdk: 2 KiB with its
// close turned into a connection-closed reason.
const limits = [
  { name: "react-mcp-elicitation", entry: "index.js", limit: 35.5 * KiB },
  // The server half: no React. 13 KiB
  // since the field kinds it maps schemas with hold their own words (see the main entry); 13.5 KiB with the
  // chunks the /core entry splits off the modules it shares with this one; 19.5 KiB since it imports both
  // validators with their words rather than loading them on demand (4.5 KiB: an MV3 service worker refuses
  // import()), and serves message channels (the envelope and its checks, the acks: 1 KiB); 20.65 KiB with a store
  // emptied put back (secrets, restoring), bodies bounded in time, and patterns judged apart by RE2JS (a package
  // of its own, 64 KiB gzipped, not counted here). 22.5 KiB with the person's languages from a page's stream or
  // hello, kept beside its sighting for the other instances (SEP-2792: languagesOf.ts, 0.75 KiB with its chunk).
  { name: "react-mcp-elicitation/relay", entry: "relay.js", limit: 22.5 * KiB },
  // Server-side only. 1.3 KiB for one client on one Redis; 3 KiB with node-redis and ioredis, single and
  // cluster, told apart (connection.ts), the numbered messages with heartbeats (watchedChannel.ts), the secrets
  // put back, and how requests ended; 3.49 with the channel naming audiences by hash (audienceNames.ts), each
  // hashed once while known, and the atomic take that keeps the answer.
  { name: "react-mcp-elicitation/relay/redis", entry: "relay/redis.js", limit: 3.75 * KiB },
  // The four adapters, with the envelope's module they name (whose checks of each message come along): 2.4 KiB;
  // 2.53 with URLs opened by the host (the open and welcome messages) and one channel per port.
  { name: "react-mcp-elicitation/channels", entry: "channels.js", limit: 2.75 * KiB },
  // The core for servers, scripts and tests, with both validators and their words imported rather than loaded on
  // demand (Ajv and @cfworker/json-schema themselves are dependencies): 19.5 KiB measured; 20.53 with the
  // form session's size limit and answers shown again (startContent, maxContentBytes). 21 KiB with the one
  // per-schema memo that compile.ts and the relay's judge share (src/core/validation/perSchema.ts): 20.78.
  { name: "react-mcp-elicitation/core", entry: "core.js", limit: 21 * KiB },
  // /sdk 5.5 and /ai-sdk 2.5 KiB since every private member of the SDKs is reached through one module
  // (src/sdk/privateMembers.ts), which both entries load whole, v2's task funnel included (0.6 and 0.7 KiB); a
  // host's bundler drops the accessors its client does not use. /sdk 6.25 and /ai-sdk 3.5 KiB with the person's
  // languages sent on the client's requests (SEP-2792, src/sdk/acceptLanguage.ts and the Accept-Language writer
  // it shares with the relay's page, a chunk of its own): 0.58 and 0.82 KiB.
  { name: "react-mcp-elicitation/sdk", entry: "sdk.js", limit: 6.25 * KiB },
  { name: "react-mcp-elicitation/ai-sdk", entry: "ai-sdk.js", limit: 3.5 * KiB },
  // Its own code; the Public Suffix List it reads is tldts, a dependency.
  { name: "react-mcp-elicitation/inspect-url", entry: "inspect-url.js", limit: 2.5 * KiB },
  // 1.75 KiB since /core imports it statically: the chunk a page loads on demand then carries the helper that
  // makes its namespace for the dynamic import() (dist/rolldown-runtime-*.js, 0.1 KiB); 2.75 KiB since the words
  // for what it finds come in the same load (src/core/validation/interpreterValidator.ts): the chunk it imports,
  // dist/reporting-*.js, is the one Ajv's load shares, 0.8 KiB that loaded beside it before.
  { name: "the strict-CSP validator (dist/interpreterValidator-*.js)", entry: readdirSync(new URL("../dist/", import.meta.url)).find((f) => /^interpreterValidator-.*\.js$/.test(f)), limit: 2.75 * KiB },
  { name: "react-mcp-elicitation/styles.css", entry: "styles.css", limit: 5.5 * KiB },
];

const dist = new URL("../dist/", import.meta.url);
const read = (file) => readFileSync(new URL(file, dist), "utf8");
/** The file and every chunk it imports statically, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (file.endsWith(".js")) {
    for (const [, chunk] of read(file).matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"/gm)) closure(chunk, seen);
  }
  return seen;
}

let failed = false;
for (const { name, entry, limit } of limits) {
  const files = entry ? [...closure(entry)] : [];
  const size = files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
  const ok = files.length > 0 && size <= limit;
  failed ||= !ok;
  console.log(`${ok ? "ok  " : "OVER"} ${(size / KiB).toFixed(2)} KiB of ${(limit / KiB).toFixed(2)} KiB: ${name} (${files.join(", ")})`);
}
if (failed) process.exit(1);
