import { ArrowLeft } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { data, Link } from "react-router";
import { throwMovedOrNotFound } from "../http/old-slug.server.ts";
import { renderMarkdown } from "../../core/content/render-markdown.ts";
import { ArticleBody } from "../components/article-body.tsx";
import { PostByline } from "~/components/post-byline";
import { blogExcerpt } from "../../core/format/text.ts";
import { SlugParamsSchema } from "../../core/reference/slug.ts";
import { getPostBySlugForPreview, getPublishedPostBySlug, listRelatedPosts } from "../../db/queries/blog.ts";
import { formatLongDate } from "../../core/format/dates.ts";
import { viewerContext } from "../auth/viewer.ts";
import { listPublishedPosts } from "../../db/queries/catalog.ts";
import { withPostCoverPhotos } from "../../db/queries/photos.ts";
import { BlogPostCard } from "../components/cards/blog-post-card.tsx";
import { ARTICLE_SIZES, PageImage } from "../components/page-photo.tsx";
import { pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/blog-post";
import { blogPostingJsonLd, seoMeta, blogPostTrail } from "../lib/seo.ts";
import { pageTitle } from "../lib/site.ts";
import { JsonLd } from "../components/json-ld.tsx";
import { StaticIsland } from "../components/static-island.tsx";

const MORE_POSTS = 3;

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [{ title: pageTitle("Post not found") }];
  const { post, description } = args.loaderData;
  if (args.loaderData.preview) return [{ title: pageTitle(`Preview: ${post.title}`) }, { name: "robots", content: "noindex" }];
  return seoMeta(args, {
    title: post.title,
    description,
    image: post.imageUrl,
    imageAlt: `Illustration for ${post.title}`,
    type: "article",
    publishedTime: post.publishedAt,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = SlugParamsSchema.safeParse(params);
  if (!parsed.success) throw data("Post not found", { status: 404 });
  const db = context.get(dbContext);
  const published = await getPublishedPostBySlug(db, parsed.data.slug);
  // ?preview: an administrator sees a draft or a scheduled post as it will look; nobody else learns it exists.
  const preview = !published && new URL(request.url).searchParams.has("preview") && context.get(viewerContext).user?.isAdmin === true;
  const post = published ?? (preview ? await getPostBySlugForPreview(db, parsed.data.slug) : null);
  if (!post) return throwMovedOrNotFound(db, request, "blog_posts", parsed.data.slug, "Post not found");
  const [related, recent, [withPhoto]] = await Promise.all([
    listRelatedPosts(db, post, { limit: MORE_POSTS }),
    listPublishedPosts(db, { limit: MORE_POSTS * 2 + 1 }),
    withPostCoverPhotos(db, [post]),
  ]);
  const { content, ...rest } = post;
  return {
    // The markdown is rendered and sanitized here, on the server; the raw source never reaches the page.
    post: { ...rest, photo: withPhoto!.photo },
    html: renderMarkdown(content),
    preview: preview ? (post.publishedAt ? `Preview: scheduled for ${formatLongDate(post.publishedAt)}; renters cannot see it yet.` : "Preview: this post is a draft; only administrators can see it.") : null,
    description: blogExcerpt(post.excerpt, content),
    relatedCount: related.length,
    // Posts sharing a tag first; the newest others fill the row.
    morePosts: await withPostCoverPhotos(db, [...related, ...recent.filter((p) => p.slug !== post.slug && !related.some((r) => r.slug === p.slug))].slice(0, MORE_POSTS)),
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, html, morePosts, relatedCount } = loaderData;
  return (
    <div>
      <article className={`${pageContainerClass} py-8 sm:py-12`}>
        {/* Nothing here needs JavaScript: kept as the server sent it (decision 022). */}
        <StaticIsland className="mx-auto max-w-3xl">
          <JsonLd data={(origin) => blogPostingJsonLd(origin, post, loaderData.description)} />
          <Breadcrumbs trail={blogPostTrail(post)} />
          {loaderData.preview ? (
            <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
              {loaderData.preview}
            </p>
          ) : null}

          <header className="mt-6">
            {post.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog?tag=${encodeURIComponent(tag)}`}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <PostByline author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} size="page" className="mt-4" />
          </header>

          <PageImage photo={post.photo} fallbackSrc={post.imageUrl} sizes={ARTICLE_SIZES} className="mt-8 rounded-2xl shadow-sm" />

          <ArticleBody html={html} className="mt-10" />

          <div className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-semibold text-ink-900">Want help finding your Houston apartment? It's free.</p>
            <Link
              to="/get-matched"
              className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Get Matched
            </Link>
          </div>

          <Link to="/blog" className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All posts
          </Link>
        </StaticIsland>
      </article>

      {morePosts.length > 0 ? (
        <section aria-labelledby="more-posts-heading" className="border-t border-slate-200 bg-slate-50 py-12 sm:py-16">
          <div className={pageContainerClass}>
            <h2 id="more-posts-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              {relatedCount > 0 ? "Related posts" : "More from the blog"}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {morePosts.map((p) => (
                <li key={p.slug}>
                  <BlogPostCard post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}
