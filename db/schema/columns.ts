import { integer, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at, shared by most tables. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The edit version of a record administrators edit: every admin write checks the version the
 * admin opened and adds one (db/queries/admin/admin-write.ts), so a stale save is refused, never
 * applied over someone else's.
 */
export const editVersion = {
  version: integer("version").notNull().default(1),
};
