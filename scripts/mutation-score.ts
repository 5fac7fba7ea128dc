/**
 * Prints the mutation score of each folder under mutation testing from
 * Stryker's JSON report (run after `stryker run`; `npm run test:mutation`
 * does both), and exits 1 when a folder is under the goal.
 *
 *   core/matching: 84.2% (killed 400, timeout 2, survived 70, no coverage 5; 477 mutants)
 *
 * Score as Stryker counts it: detected (killed + timeout) over valid mutants
 * (detected + survived + no coverage); ignored and compile errors don't count.
 */
import { readFileSync } from "node:fs";

const REPORT = "reports/mutation/mutation.json";
const FOLDERS = ["core/matching", "core/preferences"];
const GOAL = 80;

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
  performance?: { setup: number; initialRun: number; mutation: number };
}

const report = JSON.parse(readFileSync(REPORT, "utf8")) as Report;
let belowGoal = false;
for (const folder of FOLDERS) {
  const counts: Record<string, number> = {};
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!file.replaceAll("\\", "/").startsWith(`${folder}/`)) continue;
    for (const { status } of mutants) counts[status] = (counts[status] ?? 0) + 1;
  }
  const [killed, timeout, survived, noCoverage] = ["Killed", "Timeout", "Survived", "NoCoverage"].map((s) => counts[s] ?? 0) as [number, number, number, number];
  const valid = killed + timeout + survived + noCoverage;
  if (valid === 0) {
    console.log(`${folder}: not mutated in this run`);
    continue;
  }
  const score = (100 * (killed + timeout)) / valid;
  if (score < GOAL) belowGoal = true;
  const ignored = counts.Ignored ? `, ignored ${counts.Ignored}` : "";
  console.log(`${folder}: ${score.toFixed(1)}% (killed ${killed}, timeout ${timeout}, survived ${survived}, no coverage ${noCoverage}${ignored}; ${valid} mutants)`);
}
if (report.performance) {
  const { setup, initialRun, mutation } = report.performance;
  console.log(`time: ${((setup + initialRun + mutation) / 1000).toFixed(0)} s (mutants ${(mutation / 1000).toFixed(0)} s)`);
}
if (belowGoal) {
  console.error(`A folder is under the ${GOAL}% goal.`);
  process.exitCode = 1;
}
