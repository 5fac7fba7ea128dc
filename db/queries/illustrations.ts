/**
 * Whether an illustration belongs to a record: its WebP is drawn (and kept on disk) only for those
 * (decision 022), so made-up slugs cannot make the server draw and store pictures without end.
 */
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { illustrationPath, type IllustrationKind } from "../../core/illustrations/paths.ts";
import type { Database } from "../client-types.ts";
import { apartments, blogPosts, neighborhoods } from "../schema/catalog.ts";

const TABLES: Record<IllustrationKind, PgTable & { slug: PgColumn; imageUrl: PgColumn }> = {
  apartment: apartments,
  neighborhood: neighborhoods,
  blog: blogPosts,
};

export async function isRecordIllustration(db: Database, kind: IllustrationKind, slug: string): Promise<boolean> {
  const table = TABLES[kind];
  // By slug first (indexed); a record renamed since keeps the address it was created with.
  for (const condition of [eq(table.slug, slug), eq(table.imageUrl, illustrationPath(kind, slug))]) {
    const rows = await db.select({ found: sql<number>`1` }).from(table).where(condition).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
