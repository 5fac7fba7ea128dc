/**
 * Server throughput of the built app, per route, as a guest and as a signed-in
 * renter, each figure also as a ratio to /healthz (absolute figures drift on a
 * shared machine; ratios much less). /healthz is measured again right before
 * every route, and the ratio is to that neighbour. The server's own CPU time
 * per request (from /proc) is printed too: it hardly depends on what else the
 * machine runs, and /healthz's CPU per request divided by a route's is the
 * ratio the two would have on an idle machine ("cpu ratio").
 *
 *   npm run build && npx tsx bench/throughput.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_tp npx tsx bench/throughput.ts
 *
 * Always measures the embedded database (a fresh data directory). With
 * DATABASE_URL it also measures PostgreSQL, on a fresh database created next to
 * the one named (<name>_tp_<time>, dropped afterwards); the server migrates and
 * seeds both. Options: --seconds N (per route, default 4), --connections N
 * (default 10), --port N (default 4701), --only embedded|postgres.
 * Start-up, logging and compression are the production defaults.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { COMPILED_SERVER } from "../server/ensure-build.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "4" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "4701" },
    only: { type: "string" },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");

/** "viewer": the personal read a kept page makes (decision 020); not one of the routes, so no goal. */
type Kind = "probe" | "json" | "page" | "viewer";
interface Target {
  label: string;
  path: string;
  kind: Kind;
}

/** Goals of issue 16 (PostgreSQL, guest), as a share of /healthz's req/s. */
const GOALS: Record<Exclude<Kind, "probe" | "viewer">, { guest: number; renter: number }> = {
  json: { guest: 0.6, renter: 0.25 },
  page: { guest: 0.5, renter: 0.25 },
};

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "bench-password-1234", ...env },
    // Logs go nowhere, but the server still writes them (the production cost is measured).
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitForHealth(child: ChildProcess) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error("server was not healthy within 180 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Real slugs from the API, so the pages measured are the ones people open. */
async function targets(): Promise<Target[]> {
  const apartment = (await json<{ items: { slug: string }[] }>("/api/apartments")).items[0]?.slug;
  const post = (await json<{ items: { slug: string }[] }>("/api/blog-posts")).items[0]?.slug;
  if (!apartment || !post) throw new Error("no apartment or blog post slug in the API's answers");
  return [
    { label: "/healthz", path: "/healthz", kind: "probe" },
    { label: "/api/neighborhoods", path: "/api/neighborhoods", kind: "json" },
    { label: "/api/apartments", path: "/api/apartments", kind: "json" },
    // The personal part of a kept page (decision 020): a renter's page view is the document and this.
    { label: "/api/viewer", path: "/api/viewer", kind: "viewer" },
    { label: "/", path: "/", kind: "page" },
    { label: "/listings?beds=2", path: "/listings?beds=2", kind: "page" },
    { label: "/neighborhoods/montrose", path: "/neighborhoods/montrose", kind: "page" },
    { label: "apartment page", path: `/apartments/${apartment}`, kind: "page" },
    { label: "blog post", path: `/blog/${post}`, kind: "page" },
  ];
}

/** A renter registered through the API (Origin header: the same-origin check), and its session cookie. */
async function registerRenter(): Promise<string> {
  const username = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: "a-bench-renter-passphrase-9431" }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("has_session="));
  if (!cookie) throw new Error("register set no session cookie");
  return cookie.split(";")[0]!;
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Milliseconds of the server process's CPU per request. */
  cpuMs: number;
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc; clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(pid: number, url: string, cookie?: string): Promise<Figure> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip, br", ...(cookie ? { cookie } : {}) },
  });
  const cpuMs = (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors, cpuMs };
}

function row(label: string, figure: Figure, probe: Figure, goal?: number): string {
  const ratio = figure.rps / probe.rps;
  const cpuRatio = probe.cpuMs / figure.cpuMs;
  const verdict = (value: number) => (goal === undefined ? "" : value >= goal ? " met" : " NOT met");
  const goalText = goal === undefined ? "" : `  (goal >= ${goal.toFixed(2)})`;
  const errors = figure.errors ? `  non-2xx/errors ${figure.errors}` : "";
  return (
    `  ${label.padEnd(24)} ${Math.round(figure.rps).toString().padStart(5)} req/s  p50 ${String(figure.p50).padStart(4)} ms  p99 ${String(figure.p99).padStart(4)} ms` +
    `  ratio ${ratio.toFixed(2)}${verdict(ratio)}  cpu ${figure.cpuMs.toFixed(2)} ms/req  cpu ratio ${cpuRatio.toFixed(2)}${verdict(cpuRatio)}${goalText}${errors}`
  );
}

async function run(name: string, env: Record<string, string>) {
  const child = startServer(env);
  try {
    await waitForHealth(child);
    const list = await targets();
    const cookie = await registerRenter();
    // Warm up: first renders compile templates and fill the catalogue caches.
    for (const target of list) for (let i = 0; i < 5; i++) await fetch(`${base}${target.path}`).then((r) => r.arrayBuffer());

    const load = os.loadavg().map((value) => value.toFixed(1)).join(" ");
    console.log(`\n${name} (${connections} connections, ${seconds} s per route; each ratio is to the /healthz run just before it; load average ${load} on ${os.availableParallelism()} cores)`);
    const pid = child.pid!;
    const probes: Figure[] = [];
    const renterFigures = new Map<string, { figure: Figure; probe: Figure }>();
    for (const role of ["guest", "renter"] as const) {
      console.log(` ${role === "guest" ? "guest (no cookies)" : "signed-in renter"}`);
      for (const target of list) {
        if (target.kind === "probe") continue;
        const probe = await measure(pid, `${base}/healthz`);
        probes.push(probe);
        const figure = await measure(pid, `${base}${target.path}`, role === "renter" ? cookie : undefined);
        console.log(row(target.label, figure, probe, target.kind === "viewer" ? undefined : GOALS[target.kind][role]));
        if (role === "renter") renterFigures.set(target.label, { figure, probe });
      }
    }
    // A renter's page view asks for the document (the kept page, shared with everybody) and then /api/viewer:
    // the two together, as one request's worth of req/s (1 / (1/a + 1/b)), against the page's /healthz run.
    const viewer = renterFigures.get("/api/viewer");
    if (viewer) {
      // For information: the goal is on the document; the viewer read costs what any signed-in API call costs.
      console.log(" signed-in renter, a full page load = document + /api/viewer (no goal)");
      for (const target of list.filter((t) => t.kind === "page")) {
        const page = renterFigures.get(target.label);
        if (!page) continue;
        const combined: Figure = {
          rps: 1 / (1 / page.figure.rps + 1 / viewer.figure.rps),
          p50: page.figure.p50 + viewer.figure.p50,
          p99: page.figure.p99 + viewer.figure.p99,
          errors: page.figure.errors + viewer.figure.errors,
          cpuMs: page.figure.cpuMs + viewer.figure.cpuMs,
        };
        console.log(row(`${target.label} + viewer`, combined, page.probe));
      }
    }
    const mean = (pick: (figure: Figure) => number) => probes.reduce((sum, figure) => sum + pick(figure), 0) / probes.length;
    console.log(`  /healthz (mean of ${probes.length} runs)  ${Math.round(mean((f) => f.rps))} req/s  cpu ${mean((f) => f.cpuMs).toFixed(2)} ms/req`);
  } finally {
    await stop(child);
  }
}

if (args.only !== "postgres") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-throughput-"));
  try {
    await run("embedded (PGlite)", { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL && args.only !== "embedded") {
  const server = new URL(process.env.DATABASE_URL);
  const name = `${server.pathname.slice(1) || "bench"}_tp_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await run(`PostgreSQL (database ${name})`, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else if (args.only === "postgres") {
  console.error("--only postgres needs DATABASE_URL");
  process.exitCode = 1;
}
