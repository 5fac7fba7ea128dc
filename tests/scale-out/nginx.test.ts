/**
 * Scale-out through a real load balancer: Debian's nginx with deploy/houston-nginx.conf
 * in front of three app processes on one fresh PostgreSQL database, cold-started
 * at the same moment, so that all three race to migrate and seed.
 * (WEB_CONCURRENCY's workers behind one port: tests/scale-out/web-concurrency.test.ts.)
 *
 * Needs nginx (`.ci/run` installs it) and TEST_DATABASE_URL; skipped without them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMPILED_SERVER, ensureBuild } from "../../server/ensure-build.ts";
import { freePort } from "../e2e/own-server.ts";
import { createThrowawayPostgres, type ThrowawayDatabase } from "../throwaway-postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NGINX = "/usr/sbin/nginx";
const ADMIN_PASSWORD = "scale-out-admin-password";
const hasNginx = spawnSync(NGINX, ["-v"]).status === 0;

interface Running {
  child: ChildProcess;
  output: () => string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Running {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(base: string, running: Running) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`exited during start-up:\n${running.output()}`);
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not become healthy:\n${running.output()}`);
}

async function stop(running: Running | undefined) {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once("exit", resolve));
  running.child.kill("SIGTERM");
  await exited;
}

/** The shipped configuration, with this test's ports and a prefix of its own around it. */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const site = readFileSync(path.join(ROOT, "deploy/houston-nginx.conf"), "utf8")
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${listen};`)
    .replace(/(?:^\s*server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;\n`).join(""));
  if (!site.includes(`127.0.0.1:${listen}`) || !site.includes(`127.0.0.1:${upstreams[1]}`)) throw new Error("deploy/houston-nginx.conf no longer has the lines this test replaces");
  writeFileSync(path.join(dir, "houston.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
    `  include ${path.join(dir, "houston.conf")};`,
    "}",
  ].join("\n");
}

describe.skipIf(!hasNginx || !process.env.TEST_DATABASE_URL)("nginx in front of several processes on one PostgreSQL database", () => {
  let database: ThrowawayDatabase;
  let nginxDir: string;
  let dataDir: string;
  const servers: Running[] = [];
  let nginx: Running | undefined;
  let front: string;
  let direct: string[];

  beforeAll(async () => {
    ensureBuild(ROOT, () => {});
    database = await createThrowawayPostgres("h_so_nginx");
    dataDir = mkdtempSync(path.join(os.tmpdir(), "has-scale-out-"));
    const ports = [await freePort(), await freePort(), await freePort()];
    const n = await freePort();
    const env = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "true",
      ADMIN_PASSWORD,
      SEED_APARTMENTS: "40",
      GUEST_MESSAGE_LIMIT: "3",
      // Many registrations from one address (the last test); the sign-in throttle is not multiplied.
      RATE_LIMIT_MULTIPLIER: "1000",
      LOG_LEVEL: "warn",
    });
    // Three cold starts at the same moment on the empty database.
    servers.push(...ports.map((port) => run(process.execPath, [COMPILED_SERVER], env(port))));
    direct = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(direct.map((base, i) => waitForHealth(base, servers[i]!)));

    nginxDir = mkdtempSync(path.join(os.tmpdir(), "has-nginx-"));
    for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(nginxDir, name));
    // nginx's workers may run as another user: they write request bodies under the prefix.
    chmodSync(nginxDir, 0o777);
    for (const name of ["client_body", "proxy"]) chmodSync(path.join(nginxDir, name), 0o777);
    writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(nginxDir, n, ports));
    nginx = run(NGINX, ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-g", "daemon off;"]);
    front = `http://127.0.0.1:${n}`;
    await waitForHealth(front, nginx);
  }, 240_000);

  afterAll(async () => {
    await stop(nginx);
    await Promise.all(servers.map(stop));
    await database?.drop();
    for (const dir of [nginxDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const signIn = (base: string, username: string, password: string) =>
    fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ username, password }),
    });

  it("the three cold starts migrated and seeded the database once", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ apartments: number; admins: number }>(
        "select (select count(*) from apartments)::int as apartments, (select count(*) from users where is_admin)::int as admins",
      );
      expect(rows[0]).toEqual({ apartments: 40, admins: 1 });
    } finally {
      await client.end();
    }
    for (const server of servers) expect(server.output()).not.toMatch(/error/i);
  });

  it("a session started through nginx is good on every process", async () => {
    const response = await signIn(front, "admin", ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect(cookie).toMatch(/=/);
    // New connections each time: nginx takes the processes in turn.
    const targets = [front, front, front, front, ...direct];
    for (const base of targets) {
      const me = await fetch(`${base}/api/users/me`, { headers: { Cookie: cookie, Connection: "close" } });
      expect(me.status, base).toBe(200);
      expect(((await me.json()) as { username: string }).username).toBe("admin");
    }
    const anonymous = await fetch(`${front}/api/users/me`);
    expect(anonymous.status).toBe(401);
  });

  it("the sign-in throttle counts the failures made on every process", async () => {
    const username = `nobody-${Date.now()}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const base = [front, ...direct][attempt % 4]!;
      statuses.push((await signIn(base, username, "wrong-password-1")).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The eleventh, on any process, is refused before its password is looked at.
    for (const base of [...direct, front]) expect((await signIn(base, username, "wrong-password-1")).status).toBe(429);
  });

  it("a guest's free messages are counted on every process together", async () => {
    const chat = (base: string, cookie?: string) =>
      fetch(`${base}/api/chat/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base, Connection: "close", ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ chatInput: "hello" }),
      });
    const first = await chat(direct[0]!);
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect(cookie).toMatch(/^has_guest=/);
    const remaining = [((await first.json()) as { remainingAttempts: number }).remainingAttempts];
    for (const base of [direct[1]!, direct[2]!]) {
      const response = await chat(base, cookie);
      expect(response.status).toBe(200);
      remaining.push(((await response.json()) as { remainingAttempts: number }).remainingAttempts);
    }
    expect(remaining).toEqual([2, 1, 0]);
    for (const base of [...direct, front]) expect((await chat(base, cookie)).status).toBe(429);
  });

  it("an admin's change made through one process is seen through the others within a second, kept pages included", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number; slug: string; version: number }>(
      "select id, slug, version from blog_posts where published_at is not null order by id limit 1",
    );
    await client.end();
    const post = rows[0]!;
    const page = `/blog/${post.slug}`;
    const status = (base: string) => fetch(`${base}${page}`, { headers: { Connection: "close" } }).then((response) => response.status);
    // Every process renders the post for guests and keeps that render (server/public-render-cache.ts).
    for (const base of [...direct, ...direct]) expect(await status(base)).toBe(200);

    const signedIn = await signIn(direct[0]!, "admin", ADMIN_PASSWORD);
    const cookie = signedIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    // The list's bulk action, confirmed, as the admin's browser sends it to process A.
    const form = new URLSearchParams({ bulk: "unpublish", records: `${post.id}:${post.version}`, confirmed: "yes" });
    const unpublished = await fetch(`${direct[0]}/admin/blog-posts`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: direct[0]!, Cookie: cookie },
      body: form,
    });
    expect(unpublished.status, await unpublished.clone().text()).toBe(303);
    const acknowledged = performance.now();

    const pending = new Set([...direct, front]);
    while (pending.size > 0 && performance.now() - acknowledged < 5_000) {
      for (const base of [...pending]) if ((await status(base)) === 404) pending.delete(base);
    }
    const elapsed = Math.round(performance.now() - acknowledged);
    console.log(`an admin's change was seen through every process ${elapsed} ms after it was acknowledged`);
    expect([...pending]).toEqual([]);
    expect(elapsed).toBeLessThan(1_000);
  });

  it("a catalogue change written by another client reaches every process's caches", async () => {
    const suggestions = async (base: string) => {
      const response = await fetch(`${base}/api/find-suggested-apartments-app?limit=50`, { headers: { Connection: "close" } });
      const body = (await response.json()) as { data: Array<{ apartment: { id: number; title: string } }> };
      return body.data.map((item) => item.apartment);
    };
    // Every process loads its catalogue cache first.
    for (const base of [...direct, front]) expect((await suggestions(base)).length).toBeGreaterThan(0);
    const [first] = await suggestions(direct[1]!);
    const title = `Renamed ${Date.now()}`;
    // The write goes to the database on a connection of its own (a script, psql, another deployment).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("update apartments set title = $1 where id = $2", [title, first!.id]);
    await client.end();
    const written = performance.now();
    const seenEverywhere = async () => {
      for (const base of [...direct, front]) {
        if ((await suggestions(base)).find((apartment) => apartment.id === first!.id)?.title !== title) return false;
      }
      return true;
    };
    let seen = false;
    while (!seen && performance.now() - written < 10_000) seen = await seenEverywhere();
    console.log(`catalogue change seen by every process after ${Math.round(performance.now() - written)} ms`);
    expect(seen).toBe(true);
  });

  it("a process killed mid-traffic loses no acknowledged write, and nginx routes around it", async () => {
    const acknowledged: string[] = [];
    let afterKill = 0;
    let killed = false;
    let stopped = false;
    const register = async (username: string) => {
      const response = await fetch(`${front}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: front, Connection: "close" },
        body: JSON.stringify({ username, email: `${username}@example.com`, password: "Tq9!vL2#pX7&mR4z-scale" }),
      }).catch(() => null);
      if (response?.ok) {
        acknowledged.push(username);
        if (killed) afterKill++;
      }
    };
    const writer = async (lane: number) => {
      for (let i = 0; !stopped; i++) await register(`w${lane}x${i}x${Date.now().toString(36)}`);
    };
    const writers = [0, 1, 2].map(writer);
    // Kill one process once writes are flowing, then keep writing until several more have been acknowledged.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(6), { timeout: 60_000, interval: 20 });
    const b = servers[1]!;
    const died = new Promise((resolve) => b.child.once("exit", resolve));
    b.child.kill("SIGKILL");
    await died;
    killed = true;
    await vi.waitFor(() => expect(afterKill).toBeGreaterThanOrEqual(6), { timeout: 60_000, interval: 20 });
    stopped = true;
    await Promise.all(writers);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ username: string }>("select username from users where username = any($1)", [acknowledged]);
      expect(rows.map((row) => row.username).sort()).toEqual([...acknowledged].sort());
    } finally {
      await client.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${front}/api/neighborhoods`, { headers: { Connection: "close" } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
