import { Link } from "react-router";
import { PostByline } from "~/components/post-byline";
import type { PhotoRef } from "../../../core/photos/urls.ts";
import type { BlogPostCard as BlogPostCardData } from "../../../db/queries/catalog.ts";
import { StaticIsland } from "../static-island.tsx";
import { CardImage, cardShellClass, stretchedLinkClass } from "./card-image.tsx";


export function BlogPostCard({ post }: { post: BlogPostCardData & { photo?: PhotoRef | null } }) {
  return (
    <StaticIsland as="article" className={cardShellClass}>
      <CardImage src={post.imageUrl} photo={post.photo} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.slice(0, 2).map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="text-lg font-semibold leading-snug text-ink-900">
          <Link to={`/blog/${post.slug}`} className={`${stretchedLinkClass} group-hover:text-brand-700`}>
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <PostByline author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} size="card" className="mt-auto pt-1" />
      </div>
    </StaticIsland>
  );
}
