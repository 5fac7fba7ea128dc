/**
 * What a public page does when its slug names nothing: answer 301 to the record's current address when the slug
 * is an old one (query string kept), else the page's 404. Asked only on a miss, so a found page costs nothing more.
 */
import { data, redirect } from "react-router";
import type { Database } from "../../db/client-types.ts";
import { findCurrentSlug, type RedirectedTable } from "../../db/queries/slug-redirects.ts";

const PAGE_PATHS: Record<RedirectedTable, string> = {
  neighborhoods: "/neighborhoods",
  apartments: "/apartments",
  blog_posts: "/blog",
};

export async function throwMovedOrNotFound(db: Database, request: Request, table: RedirectedTable, slug: string, notFoundMessage: string): Promise<never> {
  const current = await findCurrentSlug(db, table, slug);
  if (current === null) throw data(notFoundMessage, { status: 404 });
  const search = new URL(request.url).searchParams;
  // A client navigation's data request names the routes it wants; the address it is sent to is the page's own.
  search.delete("_routes");
  const query = search.toString();
  throw redirect(`${PAGE_PATHS[table]}/${current}${query ? `?${query}` : ""}`, 301);
}
