import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/** Either driver (PGlite or node-postgres) behind one Drizzle type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
