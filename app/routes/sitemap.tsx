import { useId } from "react";
import { Link } from "react-router";
import { listPublishedPosts } from "../../db/queries/catalog.ts";
import { readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import {
  GET_MATCHED_PATH,
  LEGAL_LINKS,
  MAIN_NAV,
  SIGN_IN_PATH,
  type NavItem,
} from "~/components/layout/site-navigation";
import { PageIntro } from "~/components/page-intro";
import { dbContext } from "~/context";
import type { Route } from "./+types/sitemap";
import { seoMeta } from "~/lib/seo";

/** Enough for every post the site will realistically hold; the page lists them all. */
const MAX_POSTS = 1000;

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [neighborhoods, posts] = await Promise.all([readNeighborhoods(db), listPublishedPosts(db, { limit: MAX_POSTS })]);
  return {
    neighborhoods: neighborhoods
      .map(({ slug, name }) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-US")),
    posts: posts.map(({ slug, title }) => ({ slug, title })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Sitemap",
    description:
      "Every public page of Houston Apartment Specialist: neighborhoods, apartments, guides and more.",
  });

type SitemapLink = NavItem;

const MAIN_PAGES: readonly SitemapLink[] = [
  { to: "/", label: "Home" },
  ...MAIN_NAV,
  { to: GET_MATCHED_PATH, label: "Get Matched" },
];

const ACCOUNT_AND_LEGAL: readonly SitemapLink[] = [{ to: SIGN_IN_PATH, label: "Sign In" }, ...LEGAL_LINKS];

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { neighborhoods, posts } = loaderData;
  return (
    <div>
      <PageIntro eyebrow="Sitemap" title="Everything on this site">
        <p>Every public page in one place. Apartment pages are reached from the listings and each neighborhood.</p>
      </PageIntro>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2 lg:px-8">
        <SitemapSection title="Main pages" links={MAIN_PAGES} />
        <SitemapSection title="Account and legal" links={ACCOUNT_AND_LEGAL} />
        <SitemapSection
          title="Neighborhoods"
          links={neighborhoods.map((n) => ({ to: `/neighborhoods/${n.slug}`, label: n.name }))}
          empty="No neighborhoods yet."
          wide
        />
        <SitemapSection
          title="Blog posts"
          links={posts.map((p) => ({ to: `/blog/${p.slug}`, label: p.title }))}
          empty="No posts published yet."
          wide
        />
      </div>
    </div>
  );
}

function SitemapSection({
  title,
  links,
  empty,
  wide = false,
}: {
  title: string;
  links: readonly SitemapLink[];
  empty?: string;
  wide?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={wide ? "md:col-span-2" : undefined}>
      <h2 id={headingId} className="border-b border-slate-200 pb-2 text-lg font-semibold text-ink-900">
        {title}
        {wide ? <span className="ml-2 text-sm font-normal text-slate-600">({links.length})</span> : null}
      </h2>
      {links.length === 0 ? (
        <p className="mt-4 text-slate-600">{empty}</p>
      ) : (
        <ul className={wide ? "mt-4 grid gap-x-8 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3" : "mt-4 grid gap-2.5"}>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="rounded-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
