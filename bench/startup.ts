/**
 * Start-up and memory of the compiled server (`node build/main.js`, what
 * `npm start` runs): time to a served home page on an empty database (cold:
 * migrate, seed, administrator) and again on the same data (warm), and the
 * server's RSS after start and after a warm-up of page and API traffic. On the
 * embedded database, and on PostgreSQL when DATABASE_URL is given (its
 * database is emptied first: point it at a database of its own).
 * Goals (issue 16): RSS after warm-up at most 300 MB on PostgreSQL, 600 MB embedded.
 *
 *   npx tsx bench/startup.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_startup npx tsx bench/startup.ts
 *   BENCH_PORT=4391 ... (the port of the server it starts)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { COMPILED_SERVER, ensureBuild } from "../server/ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const GOAL_MB = { pglite: 600, postgres: 300 };

function startServer(dataDir: string, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, [COMPILED_SERVER], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: "bench-password-1234", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
}

async function waitForHome(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok && (await response.text()).includes("Montrose")) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error("server did not serve the home page within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: 5 });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public");
  } finally {
    await client.end();
  }
}

async function measure(kind: "pglite" | "postgres", databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-bench-"));
  try {
    if (kind === "postgres") await emptyPostgres(databaseUrl);
    let started = performance.now();
    let server = startServer(dataDir, databaseUrl);
    const cold = await waitForHome(started);
    console.log(`[${kind}] cold start (empty database: migrate, seed 320 communities, admin): ${(cold / 1000).toFixed(2)} s`);
    console.log(`[${kind}] RSS after start: ${rssMb(server.pid!).toFixed(0)} MB`);
    for (const route of ["/", "/listings?beds=2", "/neighborhoods/montrose", "/api/neighborhoods", "/api/find-suggested-apartments-app"]) {
      console.log(`[${kind}] GET ${route.padEnd(36)} ${await load(`${base}${route}`)}`);
    }
    const warmed = rssMb(server.pid!);
    console.log(`[${kind}] RSS after warm-up: ${warmed.toFixed(0)} MB (goal at most ${GOAL_MB[kind]} MB: ${warmed <= GOAL_MB[kind] ? "met" : "NOT met"})`);
    await stop(server);

    started = performance.now();
    server = startServer(dataDir, databaseUrl);
    const warm = await waitForHome(started);
    console.log(`[${kind}] warm start (existing data): ${(warm / 1000).toFixed(2)} s`);
    await stop(server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild(root, (message) => console.log(message));
await measure("pglite", "");
if (process.env.DATABASE_URL) await measure("postgres", process.env.DATABASE_URL);
else console.log("(set DATABASE_URL to measure on PostgreSQL as well)");
