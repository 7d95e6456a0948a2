// `npm run test:quick`: the check to run while working, in under 3 minutes on 2 cores. The typecheck and every
// unit test, as `npm test` runs them, then the component tests in Chromium on React 19 for one file per
// component: the project "browser" only (not React 18, not the stories), and of it the files below. The rest
// of the component tests (hostile inputs, drafts, properties, every URL case) run in `npm test`.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { runStages } from "./stages.mjs";

/** One browser test file per component or part a person sees, each the quickest that shows it working. */
const browserFiles = [
  "src/reactVersion.browser.test.tsx", // this project really runs React 19
  "src/form/ElicitationForm.browser.test.tsx", // <ElicitationForm>
  "src/form/ElicitationDialog.browser.test.tsx", // <ElicitationDialog>
  "src/form/headless.browser.test.tsx", // useElicitationForm, useElicitationField
  "src/fields/Field.browser.test.tsx", // every field kind
  "src/url/urlMode.browser.test.tsx", // <UrlElicitationPrompt>, loaded on demand, opened once
  "src/url/UrlElicitationInline.browser.test.tsx", // URL mode inline
  "src/host/ElicitationProvider.browser.test.tsx", // <ElicitationProvider>, useElicitation, the queue's modal
  "src/host/inline.browser.test.tsx", // <ElicitationOutlet>
  "src/host/urlWaiting.browser.test.tsx", // the waiting card after URL consent
  "src/host/RequestSummary.browser.test.tsx", // an answered request's summary
  "src/host/relay/relay.browser.test.tsx", // <ElicitationRelayClient>, useElicitationRelay
  "src/channels/channels.browser.test.tsx", // the relay over a Worker's port and MessageChannels
  "src/chrome/taskLine.browser.test.tsx", // the task line under the heading
];

// A renamed or removed file would otherwise leave its component untested here without a word.
const root = resolve(import.meta.dirname, "..");
const missing = browserFiles.filter((file) => !existsSync(resolve(root, file)));
if (missing.length) {
  console.error(`scripts/test-quick.mjs names test files that do not exist: ${missing.join(", ")}`);
  process.exit(1);
}

await runStages("npm run test:quick", [
  { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
  // Vitest runs one worker fewer than there are cores, one on 2 cores; these tests mostly wait (servers,
  // timers), so two workers share the 2 cores and take about two thirds of the time.
  { name: "test:unit", command: "npm", args: ["run", "test:unit", "--", "--maxWorkers=2"] },
  { name: "browser (React 19, one file per component)", command: "npx", args: ["vitest", "run", "--project", "browser", ...browserFiles] },
]);
