// Runs commands one after another, as `a && b && c` would, and says how long each took: after every stage
// and at the end, a table of stage → seconds and the total. The first stage that fails ends the run with its
// own exit code, so a caller (CI, `npm test`) sees the same code the chained script gave. Used by
// scripts/test.mjs (`npm test`) and scripts/test-quick.mjs (`npm run test:quick`).
import { spawn } from "node:child_process";

/** Runs one command with the terminal as its own; resolves to its exit code (a signal counts as a failure). */
function run(command, args) {
  return new Promise((resolve) => {
    // npm and npx are .cmd files on Windows, which only a shell can start.
    const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32" });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 + (signalNumbers[signal] ?? 0) : 1)));
  });
}

// As a shell reports a command killed by a signal: 128 + its number.
const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

function table(title, done) {
  const width = Math.max("total".length, ...done.map((d) => d.name.length));
  const total = done.reduce((sum, d) => sum + d.seconds, 0);
  const line = (name, seconds, note = "") => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${note}`;
  return [
    "",
    `── ${title} ──`,
    ...done.map((d) => line(d.name, d.seconds, d.code ? `  failed (exit ${d.code})` : "")),
    line("total", total),
    "",
  ].join("\n");
}

/**
 * Runs each stage in order ({ name, command, args }); prints the table after each. Exits the process with the
 * failing stage's code, or returns when every stage passed.
 */
export async function runStages(title, stages) {
  const done = [];
  for (const { name, command, args } of stages) {
    const start = performance.now();
    const code = await run(command, args);
    done.push({ name, seconds: (performance.now() - start) / 1000, code });
    const finished = code !== 0 || done.length === stages.length;
    console.log(table(finished ? `${title}: ${code ? `${name} failed` : "every stage passed"}` : `${title}: after ${name}`, done));
    if (code !== 0) process.exit(code);
  }
}
