/**
 * The production build from the command line (server/ensure-build.ts):
 *
 *   tsx scripts/build.ts            build what is missing or stale (`npm start` runs this, then `node build/main.js`)
 *   tsx scripts/build.ts --force    build everything (`npm run build`)
 *
 * A file of its own: in a module that is also bundled into build/main.js, an
 * "am I the entry point?" check would be true there too.
 */
import path from "node:path";
import { ensureBuild } from "../server/ensure-build.ts";

ensureBuild(path.resolve(import.meta.dirname, ".."), (message) => console.log(message), { force: process.argv.includes("--force") });
