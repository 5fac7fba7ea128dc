/**
 * The JavaScript each public page makes a phone download, gzipped: the client
 * entry, the root route and the page's route module with every chunk they
 * import (what the server's HTML preloads), and React Router's manifest file
 * when the app loads it. With lazy route discovery (React Router's default with
 * SSR, see react-router.config.ts) it does not: the page carries the part of the
 * manifest it needs inline and asks /__manifest for more as links appear.
 * Goal: at most 150 KB per page. Builds first when the build is stale.
 *
 *   npx tsx bench/js-size.ts
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import routerConfig from "../react-router.config.ts";
import { ensureBuild } from "../server/ensure-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.join(ROOT, "build/client");
const GOAL_KB = 150;

/** Public pages by route id (app/routes.ts). */
const PAGES: Array<[label: string, routeId: string]> = [
  ["/", "routes/home"],
  ["/neighborhoods", "routes/neighborhoods"],
  ["/neighborhoods/:slug", "routes/neighborhood"],
  ["/listings", "routes/listings"],
  ["/apartments/:slug", "routes/apartment"],
  ["/blog", "routes/blog"],
  ["/blog/:slug", "routes/blog-post"],
  ["/process", "routes/process"],
  ["/about", "routes/about"],
  ["/contact", "routes/contact"],
  ["/get-matched", "routes/get-matched"],
  ["/preference-suggestion", "routes/preference-suggestion"],
  ["/privacy", "routes/privacy"],
  ["/terms", "routes/terms"],
  ["/sitemap", "routes/sitemap"],
  ["/compare", "routes/compare"],
];

interface ManifestModule {
  module: string;
  imports?: string[];
}

interface ClientManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { clientActionModule?: string; clientLoaderModule?: string }>;
}

ensureBuild(ROOT, (message) => console.log(message));

const assets = path.join(CLIENT, "assets");
const manifestFile = readdirSync(assets)
  .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
  .map((name) => path.join(assets, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!manifestFile) throw new Error("build/client/assets/manifest-*.js not found: is the build complete?");
const manifestSource = readFileSync(manifestFile, "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1)) as ClientManifest;

const gzipCache = new Map<string, number>();
function gzipBytes(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT, url))).length;
    gzipCache.set(url, size);
  }
  return size;
}

const moduleFiles = (m: ManifestModule) => [m.module, ...(m.imports ?? [])];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const manifestUrl = `/assets/${path.basename(manifestFile)}`;
const loadsManifest = (routerConfig as Config).routeDiscovery?.mode === "initial";
const shared = new Set([...(loadsManifest ? [manifestUrl] : []), ...moduleFiles(manifest.entry), ...moduleFiles(manifest.routes.root!)]);
const sharedBytes = [...shared].reduce((sum, url) => sum + gzipBytes(url), 0);

const sharedParts = loadsManifest ? "manifest, entry and root" : `entry and root; the manifest, ${kb(gzipBytes(manifestUrl))} KB, is not loaded with lazy route discovery`;
console.log(`\nGzipped JavaScript per page (shared: ${sharedParts} = ${kb(sharedBytes)} KB)\n`);
console.log(`${"page".padEnd(22)}${"route KB".padStart(10)}${"total KB".padStart(10)}  files`);
let over = 0;
for (const [label, routeId] of PAGES) {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`route ${routeId} is not in the client manifest`);
  const own = moduleFiles(route).filter((url) => !shared.has(url));
  const ownBytes = [...new Set(own)].reduce((sum, url) => sum + gzipBytes(url), 0);
  const total = sharedBytes + ownBytes;
  if (total > GOAL_KB * 1024) over += 1;
  console.log(`${label.padEnd(22)}${kb(ownBytes).padStart(10)}${kb(total).padStart(10)}  ${shared.size + new Set(own).size}`);
}
console.log(`\nGoal: <= ${GOAL_KB} KB per page. ${over === 0 ? "Every page meets it." : `${over} page(s) over.`}`);
