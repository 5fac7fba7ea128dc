/**
 * Old addresses of renamed records. The trigger of migration 0013 keeps slug_redirects; this only reads it, and
 * only for a slug that named nothing current (the pages ask on a miss). A redirect leads to the record's current
 * slug when the record is still public: a hidden community or an unpublished post has no public address to send to.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { apartments, blogPosts, neighborhoods, slugRedirects } from "../schema/index.ts";
import { isPublished, listedApartments } from "./catalog.ts";

export type RedirectedTable = "neighborhoods" | "apartments" | "blog_posts";

/** The current slug of the public record that `oldSlug` used to name in `table`; null when there is none. */
export async function findCurrentSlug(db: Database, table: RedirectedTable, oldSlug: string, options: { now?: Date } = {}): Promise<string | null> {
  const redirect = and(eq(slugRedirects.tableName, table), eq(slugRedirects.oldSlug, oldSlug));
  const query = () => {
    switch (table) {
      case "neighborhoods":
        return db
          .select({ slug: neighborhoods.slug })
          .from(slugRedirects)
          .innerJoin(neighborhoods, eq(neighborhoods.id, slugRedirects.recordId))
          .where(redirect);
      case "apartments":
        return db
          .select({ slug: apartments.slug })
          .from(slugRedirects)
          .innerJoin(apartments, eq(apartments.id, slugRedirects.recordId))
          .where(and(redirect, listedApartments()));
      case "blog_posts":
        return db
          .select({ slug: blogPosts.slug })
          .from(slugRedirects)
          .innerJoin(blogPosts, eq(blogPosts.id, slugRedirects.recordId))
          .where(and(redirect, isPublished(options.now)));
    }
  };
  const [row] = await query().limit(1);
  // A slug that names the record now is no redirect (the trigger drops those; this guards a loop all the same).
  return row && row.slug !== oldSlug ? row.slug : null;
}
