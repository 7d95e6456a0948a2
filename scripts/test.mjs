// `npm test`: every stage of the project's tests, in this order, each as `npm run <stage>`; the first that fails
// ends the run with its exit code. After each stage it prints how long every stage so far took (stages.mjs).
import { runStages } from "./stages.mjs";

const stages = [
  "typecheck",
  "test:unit",
  "test:browser",
  "test:ranges",
  "build",
  "check:package",
  "check:consumers",
  "build:storybook",
  "test:e2e",
  "bench:smoke",
  "test:conformance",
];

await runStages(
  "npm test",
  stages.map((name) => ({ name, command: "npm", args: ["run", name] })),
);
