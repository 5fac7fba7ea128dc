import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lucideDirectImports } from "./scripts/lucide-direct-imports.ts";

const route = (name: string) => path.resolve(`app/routes/${name}.tsx`);

/** The public pages' route files (app/routes.ts); what three of them share goes into one chunk. */
const PUBLIC_ROUTE_FILES = [
  "home",
  "neighborhoods",
  "neighborhood",
  "listings",
  "apartment",
  "blog",
  "blog-post",
  "process",
  "about",
  "contact",
  "get-matched",
  "preference-suggestion",
  "privacy",
  "terms",
  "sitemap",
].map(route);
/**
 * The public pages with a form (an inquiry, the profile's steps, feedback). What only they share
 * (form fields, the inquiry form) goes into a chunk of their own instead of onto every page.
 */
const FORM_ROUTE_FILES = ["apartment", "contact", "get-matched", "preference-suggestion"].map(route);
const ROOT_ROUTE_FILE = path.resolve("app/root.tsx");
const MIN_PUBLIC_PAGES = 3;

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const LUCIDE_INDEX = path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs");
const APP_CODE = [path.resolve("app") + path.sep, path.resolve("core") + path.sep];
/** The schematic map's code: only the three pages with a map load it (its own chunk, not "pages"). */
const MAP_CODE = [path.resolve("app/components/map") + path.sep, path.resolve("core/map") + path.sep];
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Client chunks. Left to itself, Rolldown gives every set of routes that shares a module a chunk of
 * its own: 45 files for the home page, most under 1 KB, each one more request that a phone on a slow
 * network waits for before the page can start (and that Lighthouse counts before the first paint).
 * Five groups instead:
 *   framework  React, React DOM and React Router, which every page runs;
 *   shell      what the root route (layout, header, footer) imports statically;
 *   forms      our code that two or more pages with a form import statically, and no other page;
 *   map        the schematic map's code that two or more pages draw with (app/components/map, core/map), loaded
 *              by the pages with a map only;
 *   pages      our code and icons that at least three public pages import statically.
 * What fewer pages use stays with them, and what is loaded on demand (import()) stays on demand.
 * The groups are decided from the module graph once it is complete (buildEnd), following static
 * imports only (our code imports each icon's own module: scripts/lucide-direct-imports.ts).
 */
function chunkGroups(): { plugin: Plugin; groups: Array<{ name: string; test: (id: string) => boolean; priority: number }> } {
  const shell = new Set<string>();
  const publicPages = new Map<string, number>();
  const formPages = new Map<string, number>();
  const plugin: Plugin = {
    name: "houston:chunk-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const staticallyReached = (start: string) => {
        const reached = new Set<string>();
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (reached.has(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      for (const id of staticallyReached(ROOT_ROUTE_FILE)) if (id !== ROOT_ROUTE_FILE) shell.add(id);
      for (const file of PUBLIC_ROUTE_FILES) {
        for (const id of staticallyReached(file)) publicPages.set(id, (publicPages.get(id) ?? 0) + 1);
      }
      for (const file of FORM_ROUTE_FILES) {
        for (const id of staticallyReached(file)) formPages.set(id, (formPages.get(id) ?? 0) + 1);
      }
    },
  };
  const isAppCodeOrIcon = (id: string) => APP_CODE.some((dir) => id.startsWith(dir)) || ICON.test(id);
  const sharedPageCode = (id: string, minPages: number) => isAppCodeOrIcon(id) && !PUBLIC_ROUTE_FILES.includes(id) && (publicPages.get(id) ?? 0) >= minPages;
  return {
    plugin,
    groups: [
      { name: "framework", test: (id) => FRAMEWORK.test(id), priority: 4 },
      { name: "shell", test: (id) => shell.has(id), priority: 3 },
      { name: "map", test: (id) => MAP_CODE.some((dir) => id.startsWith(dir)) && (publicPages.get(id) ?? 0) >= 2, priority: 2 },
      { name: "forms", test: (id) => sharedPageCode(id, 2) && formPages.get(id) === publicPages.get(id), priority: 2 },
      { name: "pages", test: (id) => sharedPageCode(id, MIN_PUBLIC_PAGES), priority: 1 },
    ],
  };
}

const chunks = chunkGroups();

export default defineConfig({
  plugins: [lucideDirectImports({ indexFile: LUCIDE_INDEX, directories: APP_CODE }), tailwindcss(), reactRouter(), chunks.plugin],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is server/app.ts, which wraps React Router's build
    // so that the router context (database, nonce) is created inside the same bundle.
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled, so that only what the app uses is in the server (decision 021). Loaded from node_modules,
      // lucide-react's CommonJS build brings every one of its ~1,600 icons (about 40 MB per process) and
      // chrono-node every language's date parsers (about 20 MB) where A.L.I. reads English only.
      resolve: { noExternal: ["lucide-react", "chrono-node"] },
    },
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: chunks.groups } } } } },
  },
});
