import { listPublishedPosts } from "../../db/queries/catalog.ts";
import { BlogPostCard } from "../components/cards/blog-post-card.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/blog";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Blog | Houston Apartment Specialist" },
    {
      name: "description",
      content:
        "Advice for renting in Houston: neighborhood guides, budgeting, lease terms, application tips and what to ask on a tour, from local apartment locators.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPublishedPosts(context.get(dbContext)) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div>
      <PageHeader eyebrow="Blog" title="Renting in Houston, explained">
        <p>Neighborhood guides, budgeting help and leasing know-how from the people who tour Houston apartments every day.</p>
      </PageHeader>
      <section aria-labelledby="posts-heading" className={`${pageContainerClass} py-12 sm:py-16`}>
        <h2 id="posts-heading" className="sr-only">
          Latest posts
        </h2>
        {posts.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No posts yet. Check back soon.
          </p>
        )}
      </section>
    </div>
  );
}
