import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema and applied at start-up by db/migrate.ts,
// for both PGlite (embedded) and node-postgres. Generated files are never edited after landing.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
