/**
 * The production build, in two parts, each rebuilt when missing or older than
 * its sources, so a fresh clone needs only `npm install && npm start`:
 *
 *   build/server/index.js, build/client/   React Router's bundle (Vite), the routes and their assets
 *   build/main.js, build/migrations/       the compiled start-up (server/main.ts and the server/,
 *                                          db/, core/ code it imports), bundled by esbuild; the
 *                                          migrations beside it, where db/client.ts looks for them
 *
 * Production then runs `node build/main.js`: plain JavaScript, no TypeScript
 * loader at run time (docs/decisions/021-compiled-server-and-scale-out.md).
 *
 * scripts/build.ts runs it from the command line (`npm start`, `npm run build`).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Esbuild from "esbuild";
import path from "node:path";

export const SERVER_BUILD = "build/server/index.js";
/** The compiled start-up: what `npm start`, the tests' own servers and the benchmarks run with node. */
export const COMPILED_SERVER = "build/main.js";

interface BuildPart {
  name: string;
  output: string;
  sources: string[];
  build(root: string): void;
}

const REACT_ROUTER_BUILD: BuildPart = {
  name: "the React Router bundle",
  output: SERVER_BUILD,
  sources: ["app", "core", "db/schema", "db/queries", "server/app.ts", "server/react-router-adapter.ts", "server/security", "vite.config.ts", "scripts/lucide-direct-imports.ts", "react-router.config.ts", "package.json"],
  build(root) {
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  },
};

const COMPILED_START_UP: BuildPart = {
  name: "the compiled server",
  output: COMPILED_SERVER,
  sources: ["server", "db", "core", "package.json"],
  build(root) {
    // Loaded only when building: the compiled server itself never loads esbuild. Packages stay
    // external (node_modules is there at run time, as for the Vite bundle).
    const esbuild = createRequire(import.meta.url)("esbuild") as typeof Esbuild;
    esbuild.buildSync({
      absWorkingDir: root,
      entryPoints: ["server/main.ts"],
      outfile: COMPILED_SERVER,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    });
    const migrations = path.join(root, "build/migrations");
    rmSync(migrations, { recursive: true, force: true });
    cpSync(path.join(root, "db/migrations"), migrations, { recursive: true });
  },
};

/** In order: React Router's build empties build/server, so the compiled server is checked after it. */
const PARTS = [REACT_ROUTER_BUILD, COMPILED_START_UP];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function partIsStale(root: string, part: BuildPart): boolean {
  const output = path.join(root, part.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return part.sources.some((entry) => newestMtime(path.join(root, entry)) > built);
}

export function buildIsStale(root: string): boolean {
  return PARTS.some((part) => partIsStale(root, part));
}

/** A build older than this holding the lock is taken to have died mid-way. */
const BUILD_LOCK_STALE_MS = 5 * 60_000;

/**
 * Several processes may start at once on one checkout (tests starting servers
 * of their own, a supervisor starting several): one builds, the others wait
 * for it rather than writing build/ at the same time.
 */
function withBuildLock(root: string, work: () => void): void {
  const lockDir = path.join(root, ".build-lock");
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
      } catch {
        continue; // released between the two calls
      }
      if (age > BUILD_LOCK_STALE_MS) rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export function ensureBuild(root: string, log: (message: string) => void, options: { force?: boolean } = {}): void {
  // A build in progress elsewhere replaces build/ under this process: wait for it even when the old build looks fresh.
  if (!options.force && !buildIsStale(root) && !existsSync(path.join(root, ".build-lock"))) return;
  withBuildLock(root, () => {
    for (const part of PARTS) {
      // Another process may have built while this one waited.
      if (!options.force && !partIsStale(root, part)) continue;
      log(`Building ${part.name} (${options.force ? "asked for" : "missing or older than its sources"})...`);
      part.build(root);
    }
  });
}

