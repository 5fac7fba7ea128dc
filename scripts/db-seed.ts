/**
 * Fills the database with the Houston demo data, at any scale:
 *   npm run db:seed                          # an empty database, default size
 *   npm run db:seed -- --apartments 50000    # benchmark scale
 *   npm run db:seed -- --reset --apartments 1000
 * --reset deletes the catalogue (and what refers to it: favorites, feedback) first.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_SEED, isDatabaseEmpty, seedDatabase } from "../db/seed/load.ts";
import { exitWith, loadEnv, withDatabase } from "./cli.ts";

const ArgsSchema = z.object({
  apartments: z.coerce.number().int().min(1).max(200_000).optional(),
  seed: z.coerce.number().int().min(0).default(DEFAULT_SEED),
  reset: z.boolean().default(false),
});

const { values } = parseArgs({
  options: { apartments: { type: "string" }, seed: { type: "string" }, reset: { type: "boolean" } },
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) exitWith(`Invalid arguments: ${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}`);
const args = parsed.data;
const env = loadEnv();

await withDatabase(env, async (database) => {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    if (!args.reset) exitWith("The database already has data. Use --reset to replace the catalogue.");
    await database.db.execute(sql`TRUNCATE neighborhoods, amenities, apartments, floor_plans, blog_posts RESTART IDENTITY CASCADE`);
  }
  const started = performance.now();
  const summary = await seedDatabase(database.db, {
    apartments: args.apartments ?? env.SEED_APARTMENTS,
    seed: args.seed,
    log: (line) => console.log(line),
  });
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, summary);
});
