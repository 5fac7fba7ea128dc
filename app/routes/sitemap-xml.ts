import { CONSUMER_PROTECTION_PATH, IABS_PATH } from "../components/layout/site-navigation.ts";
import { listSitemapContent } from "../../db/queries/sitemap.ts";
import { dbContext } from "../context.ts";
import { apartmentPath, blogPostPath, neighborhoodPath, renderSitemap, resolveSiteOrigin, type SitemapEntry } from "../lib/seo.ts";
import { appConfigContext } from "../request-context.ts";
import type { Route } from "./+types/sitemap-xml";

/** Public pages without a database row of their own. */
const STATIC_PATHS = ["/process", "/about", "/contact", "/privacy", "/terms", IABS_PATH, CONSUMER_PROTECTION_PATH, "/sitemap"] as const;

function latest(dates: ReadonlyArray<Date | null>): Date | null {
  return dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);
}

const lastModifiedOf = (items: ReadonlyArray<{ lastModified: Date }>) => latest(items.map((item) => item.lastModified));

/** /sitemap.xml: every public page; list pages carry the time their newest entry changed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = resolveSiteOrigin(request.url, context.get(appConfigContext).publicOrigin);
  const content = await listSitemapContent(context.get(dbContext));
  const neighborhoodsChanged = lastModifiedOf(content.neighborhoods);
  const apartmentsChanged = lastModifiedOf(content.apartments);
  const postsChanged = lastModifiedOf(content.posts);
  const entries: SitemapEntry[] = [
    { path: "/", lastModified: latest([neighborhoodsChanged, apartmentsChanged, postsChanged]) },
    { path: "/neighborhoods", lastModified: neighborhoodsChanged },
    { path: "/listings", lastModified: apartmentsChanged },
    { path: "/blog", lastModified: postsChanged },
    ...STATIC_PATHS.map((path) => ({ path })),
    ...content.neighborhoods.map((n) => ({ path: neighborhoodPath(n.slug), lastModified: n.lastModified })),
    ...content.apartments.map((a) => ({ path: apartmentPath(a.slug), lastModified: a.lastModified })),
    ...content.posts.map((p) => ({ path: blogPostPath(p.slug), lastModified: p.lastModified })),
  ];
  return new Response(renderSitemap(origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
