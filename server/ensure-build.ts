/**
 * `npm start` builds when the production build is missing or older than the
 * sources, so a fresh clone needs only `npm install && npm start`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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

export function ensureBuild(root: string, log: (message: string) => void): void {
  if (!buildIsStale(root)) return;
  log("Building the app (the build is missing or older than the sources)...");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
