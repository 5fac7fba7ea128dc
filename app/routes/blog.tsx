import { Link } from "react-router";
import { listPublishedPostsPage, listPublishedTags, parseBlogListParams } from "../../db/queries/blog.ts";
import { BlogPostCard } from "../components/cards/blog-post-card.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { withPostCoverPhotos } from "../../db/queries/photos.ts";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/blog";
import { seoMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Blog",
    description:
      "Advice for renting in Houston: neighborhood guides, budgeting, lease terms, application tips and what to ask on a tour, from local apartment locators.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const params = parseBlogListParams(new URL(request.url).searchParams);
  const [page, tags] = await Promise.all([listPublishedPostsPage(db, params), listPublishedTags(db)]);
  return { page: { ...page, items: await withPostCoverPhotos(db, page.items) }, tags, tag: params.tag ?? null };
}

/** /blog with this tag and page, leaving out what is the default. */
function blogHref(tag: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/blog?${text}` : "/blog";
}

const chipClass =
  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, tags, tag } = loaderData;
  const posts = page.items;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const countText = `${page.total} ${page.total === 1 ? "post" : "posts"}${tag ? ` tagged “${tag}”` : ""}`;
  return (
    <div>
      <PageHeader eyebrow="Blog" title="Renting in Houston, explained">
        <p>Neighborhood guides, budgeting help and leasing know-how from the people who tour Houston apartments every day.</p>
      </PageHeader>
      <section aria-labelledby="posts-heading" className={`${pageContainerClass} py-12 sm:py-16`}>
        <nav aria-label="Filter posts by tag">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/blog"
                aria-current={tag === null ? "page" : undefined}
                className={`${chipClass} ${tag === null ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"}`}
              >
                All posts
              </Link>
            </li>
            {tags.map((t) => (
              <li key={t.tag}>
                <Link
                  to={blogHref(t.tag)}
                  aria-current={tag === t.tag ? "page" : undefined}
                  className={`${chipClass} ${tag === t.tag ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"}`}
                >
                  {t.tag}
                  <span className={tag === t.tag ? "text-brand-100" : "text-slate-600"}>({t.posts})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="posts-heading" className="mt-8 text-lg font-semibold text-ink-900" aria-live="polite">
          {countText}
          {pageCount > 1 ? <span className="font-normal text-slate-600"> · page {page.page} of {pageCount}</span> : null}
        </h2>
        {posts.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            <p>{tag ? `No posts are tagged “${tag}”.` : page.page > 1 ? "There are no posts on this page." : "No posts yet. Check back soon."}</p>
            {tag || page.page > 1 ? (
              <Link to="/blog" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
                See all posts
              </Link>
            ) : null}
          </div>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Blog pages" className="mt-10 flex items-center justify-center gap-2">
            {page.page > 1 ? (
              <Link to={blogHref(tag, page.page - 1)} rel="prev" className={`${chipClass} border-slate-300 bg-white text-slate-800 hover:border-brand-700`}>
                Previous
              </Link>
            ) : null}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={blogHref(tag, n)}
                aria-current={n === page.page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={`${chipClass} ${n === page.page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"}`}
              >
                {n}
              </Link>
            ))}
            {page.page < pageCount ? (
              <Link to={blogHref(tag, page.page + 1)} rel="next" className={`${chipClass} border-slate-300 bg-white text-slate-800 hover:border-brand-700`}>
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
