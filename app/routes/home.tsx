import { ArrowRight, CalendarCheck, ClipboardList, KeyRound, MessageCircle } from "lucide-react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { listPublishedPosts } from "../../db/queries/catalog.ts";
import { readCatalogueCounts, readFeaturedApartmentCards, readFeaturedNeighborhoodCards } from "../catalogue/revision-cache.server.ts";
import { EmbeddedChatInput } from "../components/chat/embedded-chat-input.tsx";
import { SeveralCommunitiesNotice } from "../components/legal/advertising-notice.tsx";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { BlogPostCard } from "../components/cards/blog-post-card.tsx";
import { NeighborhoodCard } from "../components/cards/neighborhood-card.tsx";
import { pageContainerClass, SectionHeading } from "../components/section-heading.tsx";
import { withPostCoverPhotos } from "../../db/queries/photos.ts";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/home";
import { seoMeta, siteJsonLd } from "../lib/seo.ts";
import { JsonLd } from "../components/json-ld.tsx";
import { formatWholeNumber } from "../../core/format/ranges.ts";
import { displayImageSrc } from "../../core/illustrations/paths.ts";
import { StaticIsland } from "../components/static-island.tsx";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Free apartment locating in Houston, TX",
    description:
      "Free apartment locating in Houston, TX. Browse neighborhoods and verified apartment communities, or tell A.L.I. what you need and get a shortlist that fits your budget.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  // The catalogue's cards come from memory while the catalogue is unchanged; posts are read each time.
  const [featuredNeighborhoods, apartmentCards, postCards, counts] = await Promise.all([
    readFeaturedNeighborhoodCards(db),
    readFeaturedApartmentCards(db),
    listPublishedPosts(db, { limit: 3 }).then((posts) => withPostCoverPhotos(db, posts)),
    readCatalogueCounts(db),
  ]);
  return {
    featuredNeighborhoods,
    neighborhoodCount: counts.neighborhoods,
    apartments: apartmentCards,
    posts: postCards,
    apartmentCount: counts.apartments,
  };
}

const STEPS = [
  {
    icon: MessageCircle,
    title: "Tell us what you need",
    body: "Share your budget, move-in date, must-have amenities and where you commute. Chat with A.L.I. or fill in the Get Matched form.",
  },
  {
    icon: ClipboardList,
    title: "Get a verified shortlist",
    body: "We compare current rents, specials and availability across Houston and send the handful of communities that actually fit.",
  },
  {
    icon: CalendarCheck,
    title: "Tour on your schedule",
    body: "Visit in person or by video. We help you line up tours and ask the questions leasing offices don't volunteer.",
  },
  {
    icon: KeyRound,
    title: "Sign and move in",
    body: "Apply with confidence and pick up your keys. Our fee is paid by the property, so you never pay us a cent.",
  },
] as const;

const container = pageContainerClass;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredNeighborhoods, neighborhoodCount, apartments, posts, apartmentCount } = loaderData;
  const heroSource = apartments[0]?.imageUrl ?? featuredNeighborhoods[0]?.imageUrl;
  const heroImage = heroSource ? displayImageSrc(heroSource) : undefined;
  // The hero image shows from lg up only: wide screens get it early and first, phones never download it
  // (React would otherwise preload the eager <img> for every screen; decision 012).
  if (heroImage) preload(heroImage, { as: "image", media: "(min-width: 1024px)", fetchPriority: "high" });

  return (
    <div>
      <JsonLd data={siteJsonLd} />
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-ink-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(234,88,12,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(13,148,136,0.3),transparent_50%)]"
        />
        <div className={`${container} relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24`}>
          <div>
            <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-200 ring-1 ring-white/20">
              Free for renters, always
            </p>
            <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Find your Houston apartment, <span className="text-brand-200">free.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-300">
              Local apartment locators who know the Heights from the Galleria. Tell us what you need and we'll shortlist verified
              communities that fit your budget, commute and pets.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/get-matched"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Get Matched
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link
                to="/listings"
                className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-base font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Browse apartments
              </Link>
            </div>

            <EmbeddedChatInput
              id="hero-chat-q"
              label="Ask A.L.I., our Houston apartment assistant"
              placeholder="Ask A.L.I.: 2 bed in Montrose under $1,800 with a dog"
            />
          </div>

          {heroImage ? (
            <div className="relative hidden lg:block">
              <img
                src={heroImage}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
              />
              <dl className="absolute -bottom-6 left-6 right-6 grid grid-cols-3 divide-x divide-slate-200 rounded-2xl bg-white p-4 text-center text-ink-900 shadow-xl">
                <div className="px-2">
                  <dt className="text-xs font-medium text-slate-600">Neighborhoods</dt>
                  <dd className="text-2xl font-bold">{neighborhoodCount}</dd>
                </div>
                <div className="px-2">
                  <dt className="text-xs font-medium text-slate-600">Communities</dt>
                  <dd className="text-2xl font-bold">{formatWholeNumber(apartmentCount)}</dd>
                </div>
                <div className="px-2">
                  <dt className="text-xs font-medium text-slate-600">Cost to you</dt>
                  <dd className="text-2xl font-bold">$0</dd>
                </div>
              </dl>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="neighborhoods-heading" className={`${container} py-16 sm:py-20`}>
        <SectionHeading
          id="neighborhoods-heading"
          eyebrow="Neighborhoods"
          title="Popular places to live in Houston"
          description="Walkable, leafy, close to the Medical Center or the office: start with the areas renters ask us about most."
          action={{ to: "/neighborhoods", label: "All neighborhoods" }}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredNeighborhoods.map((neighborhood) => (
            <li key={neighborhood.slug}>
              <NeighborhoodCard neighborhood={neighborhood} compact />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="apartments-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className={container}>
          <SectionHeading
            id="apartments-heading"
            eyebrow="Featured apartments"
            title="Recently verified communities"
            description="Rents and availability are checked by our team, so what you see is what you can lease."
            action={{ to: "/listings", label: "Browse all apartments" }}
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {apartments.map((apartment) => (
              <li key={apartment.slug}>
                <ApartmentCard apartment={apartment} />
              </li>
            ))}
          </ul>
          <SeveralCommunitiesNotice communities={apartments} className="mt-6" />
        </div>
      </section>

      {/* Static sections are kept as the server sent them, not hydrated (decision 022). */}
      <StaticIsland as="section" aria-labelledby="process-heading" className={`${container} py-16 sm:py-20`}>
        <SectionHeading
          id="process-heading"
          eyebrow="How it works"
          title="How our free locating service works"
          description="Properties pay us when you sign a lease, so our help costs you nothing and the rent is the same as walking in."
          action={{ to: "/process", label: "Learn about our process" }}
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-slate-600">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </StaticIsland>

      {posts.length > 0 ? (
        <section aria-labelledby="blog-heading" className="bg-slate-50 py-16 sm:py-20">
          <div className={container}>
            <SectionHeading
              id="blog-heading"
              eyebrow="From the blog"
              title="Renting in Houston, explained"
              action={{ to: "/blog", label: "Read the blog" }}
            />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogPostCard post={post} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <StaticIsland as="section" aria-labelledby="cta-heading" className={`${container} py-16 sm:py-20`}>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-bayou-700 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready for a shortlist that fits?
            </h2>
            <p className="mt-2 text-teal-50">Answer a few questions and we'll send matching Houston apartments, free.</p>
          </div>
          <Link
            to="/get-matched"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-bayou-700 shadow-sm hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Get Matched
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </StaticIsland>
    </div>
  );
}
