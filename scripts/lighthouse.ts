/**
 * Lighthouse (mobile preset) on the production build: home, /listings, one
 * neighborhood, one apartment and one blog post. Starts its own server on a
 * fresh data directory, prints the four category scores per page and what kept
 * a category under 100.
 *
 *   npm run lighthouse                  (CHROME_PATH defaults to /usr/bin/chromium)
 *   npm run lighthouse -- --runs 3          median of three runs per page (by performance)
 *   npm run lighthouse -- --json out.json   also writes the full reports
 *   npm run lighthouse -- --port 4450       serves on this port (default: any free one)
 *
 * Each page is requested once before it is measured, as a server in service would have been.
 * Besides the scores it prints the metrics that decide performance (simulated FCP, LCP, TBT) and
 * Lighthouse's benchmark index of this machine during the runs and its load average: the simulation
 * multiplies the CPU time it observes by 4, so a busy machine (index well under ~1000) inflates TBT.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { COMPILED_SERVER, ensureBuild } from "../server/ensure-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error("the server did not become healthy within 180 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One neighborhood (Montrose when there is one), apartment and post, from the sitemap. */
async function pickPages(base: string): Promise<Array<{ label: string; path: string }>> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (prefix: string) => {
    const found = paths.find((p) => p.startsWith(prefix));
    if (!found) throw new Error(`the sitemap lists no ${prefix} page`);
    return found;
  };
  const neighborhood = paths.find((p) => p === "/neighborhoods/montrose") ?? first("/neighborhoods/");
  return [
    { label: "home", path: "/" },
    { label: "listings", path: "/listings" },
    { label: "neighborhood", path: neighborhood },
    { label: "apartment", path: first("/apartments/") },
    { label: "blog post", path: first("/blog/") },
  ];
}

const launchChrome = () => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

/**
 * One Lighthouse run; a run whose trace recording failed (e.g. NO_NAVSTART, or CHROME_INTERSTITIAL_ERROR
 * on a machine so busy that the browser gave up on the page) is tried again in a new browser, twice at most.
 */
async function audit(url: string, browser: { chrome: chromeLauncher.LaunchedChrome }): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: browser.chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`${url}: ${error.code}; trying again in a new browser`);
    browser.chrome.kill();
    browser.chrome = await launchChrome();
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  return exited;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const jsonOut = option("--json");
const runs = Math.max(1, Number(option("--runs") ?? 1) || 1);
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(" ");

// Checked before the server starts: a browser that fails to launch would leave it running.
if (!existsSync(CHROME_PATH)) {
  console.error(`No browser at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}
ensureBuild(ROOT, (message) => console.log(message));
const loadAtStart = loadAverage();
const port = Number(option("--port") ?? 0) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-lighthouse-"));
const server = spawn(process.execPath, [COMPILED_SERVER], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_PASSWORD: "lighthouse-password-not-secret",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let browser: { chrome: chromeLauncher.LaunchedChrome } | undefined;
try {
  await waitForHealth(base, server);
  const pages = await pickPages(base);
  browser = { chrome: await launchChrome() };
  const rows: string[][] = [];
  const shortfalls: string[] = [];
  const reports: Result[] = [];
  const benchmarkIndexes: number[] = [];
  for (const page of pages) {
    await fetch(`${base}${page.path}`).then((response) => response.text());
    const results: Result[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${base}${page.path}`, browser));
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)]!;
    reports.push(lhr);
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? 0)}`;
    rows.push([page.label, page.path, ...scores.map(String), ms("first-contentful-paint"), ms("largest-contentful-paint"), ms("total-blocking-time")]);
    benchmarkIndexes.push(...results.map((result) => result.environment.benchmarkIndex));
    for (const [index, id] of CATEGORIES.entries()) {
      if (scores[index]! >= GOALS[id]) continue;
      const category = lhr.categories[id];
      const failing = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit!.id} (${Math.round((audit!.score ?? 0) * 100)}${audit!.displayValue ? `, ${audit!.displayValue}` : ""})`);
      shortfalls.push(`${page.label} ${id} ${scores[index]}: ${failing.join("; ") || "no single audit failed"}`);
    }
  }

  const header = ["page", "path", "perf", "a11y", "best-pr.", "seo", "FCP ms", "LCP ms", "TBT ms"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\nLighthouse ${reports[0]?.lighthouseVersion ?? ""}, mobile preset, ${runs === 1 ? "one run" : `median of ${runs} runs`} per page\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`\nBenchmark index of this machine during the runs: ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}.`);
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end (${os.cpus().length} cores).`);
  console.log(`Goal: performance >= ${GOALS.performance}, accessibility, best practices and SEO 100.`);
  if (shortfalls.length === 0) console.log("Every page meets the goal.");
  else console.log(`Under the goal:\n  ${shortfalls.join("\n  ")}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(reports));
} finally {
  browser?.chrome.kill();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
