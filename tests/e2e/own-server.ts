/**
 * A server of a test's own, for the suites that must not share the e2e server:
 * the fuzz suite and the limit tests (they trip rate limits), the crash test
 * (it kills the process). Runs the same start-up as `npm start` (the build is
 * fresh: Playwright's webServer built it), on its own port and data directory,
 * or on a throwaway PostgreSQL database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { COMPILED_SERVER } from "../../server/ensure-build.ts";
import { createThrowawayPostgres } from "../throwaway-postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const OWN_SERVER_ADMIN_PASSWORD = "own-server-admin-password";

export type ServerDatabase = "pglite" | "postgres";

/** The databases to run a suite on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI). */
export const serverDatabases: ServerDatabase[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface OwnServerOptions {
  database?: ServerDatabase;
  /** Extra environment (e.g. limits); LOG_LEVEL defaults to warn. */
  env?: Record<string, string>;
  /** The port, when the test must know it before the start (PUBLIC_ORIGIN in `env`); a free one otherwise. */
  port?: number;
}

export interface OwnServer {
  baseURL: string;
  database: ServerDatabase;
  /** Its data directory, and its PostgreSQL database's URL (null on PGlite): for a test that changes the data itself. */
  dataDir: string;
  databaseUrl: string | null;
  /** The running process (null between kill() and start()). */
  child: ChildProcess | null;
  /** Starts (again) on the same port and data, resolving once /healthz answers 200. */
  start(): Promise<void>;
  /** SIGKILL, resolved when the process has exited. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), resolved when the process has exited. */
  stop(): Promise<void>;
  /** Stops the server and removes its data directory or database. */
  dispose(): Promise<void>;
  /** What the process wrote to stderr since its last start (for failure messages). */
  stderr(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}


function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const database = options.database ?? "pglite";
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-own-server-"));
  const postgres = database === "postgres" ? await createThrowawayPostgres("has_e2e") : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    ADMIN_PASSWORD: OWN_SERVER_ADMIN_PASSWORD,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let stderr = "";

  const server: OwnServer = {
    baseURL,
    database,
    dataDir,
    databaseUrl: postgres?.url ?? null,
    child: null,
    async start() {
      stderr = "";
      const child = spawn(process.execPath, [COMPILED_SERVER], { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      server.child = child;
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} during start-up:\n${stderr}`);
        const up = await fetch(`${baseURL}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz within 120 s:\n${stderr}`);
    },
    async kill() {
      const child = server.child;
      if (!child) return;
      child.kill("SIGKILL");
      await exited(child);
      server.child = null;
    },
    async stop() {
      const child = server.child;
      if (!child) return;
      child.kill("SIGTERM");
      await exited(child);
      server.child = null;
    },
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
    stderr: () => stderr,
  };
  await server.start();
  return server;
}
