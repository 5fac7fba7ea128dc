/**
 * Start-up figures: time from `node server/main.ts` to a served home page with
 * seeded data, on a fresh data directory (cold: migrate + seed) and again on the
 * same directory (warm), plus the server's memory. Then page and API throughput.
 *
 *   npx tsx bench/startup.ts            (run `npm run build` first; build time is not counted)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const port = 4391;
const base = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: "bench-password-1234", LOG_LEVEL: "warn" },
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
  const result = await autocannon({ url, connections: 20, duration: 8 });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-bench-"));
try {
  let started = performance.now();
  let server = startServer(dataDir);
  const cold = await waitForHome(started);
  console.log(`cold start (fresh data dir: migrate, seed 320 communities, admin): ${(cold / 1000).toFixed(2)} s`);
  console.log(`RSS after start: ${rssMb(server.pid!).toFixed(0)} MB`);
  console.log(`GET /                   ${await load(`${base}/`)}`);
  console.log(`GET /api/neighborhoods  ${await load(`${base}/api/neighborhoods`)}`);
  console.log(`RSS after load: ${rssMb(server.pid!).toFixed(0)} MB`);
  await stop(server);

  started = performance.now();
  server = startServer(dataDir);
  const warm = await waitForHome(started);
  console.log(`warm start (existing data dir): ${(warm / 1000).toFixed(2)} s`);
  await stop(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
