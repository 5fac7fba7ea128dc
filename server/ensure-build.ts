/**
 * `npm start` builds when the production build is missing or older than the
 * sources, so a fresh clone needs only `npm install && npm start`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "core", "db/schema", "db/queries", "server/app.ts", "vite.config.ts", "react-router.config.ts", "package.json"];

export const SERVER_BUILD = "build/server/index.js";

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

export function buildIsStale(root: string): boolean {
  const output = path.join(root, SERVER_BUILD);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return SOURCE_ROOTS.some((entry) => newestMtime(path.join(root, entry)) > built);
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

export function ensureBuild(root: string, log: (message: string) => void): void {
  // A build in progress elsewhere replaces build/ under this process: wait for it even when the old build looks fresh.
  if (!buildIsStale(root) && !existsSync(path.join(root, ".build-lock"))) return;
  withBuildLock(root, () => {
    // Another process may have built while this one waited.
    if (!buildIsStale(root)) return;
    log("Building the app (the build is missing or older than the sources)...");
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  });
}
