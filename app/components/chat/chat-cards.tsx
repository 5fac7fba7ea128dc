import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { CardKind } from "../../../core/assistant/markers.ts";
import { specialSummary } from "../../../core/catalogue/specials.ts";
import type { ChatCards as ChatCardSlugs } from "../../../core/chat/chat-message.ts";
import { CARD_KINDS } from "../../../core/chat/message-display.ts";
import { blogExcerpt, cardDescription, NO_DESCRIPTION } from "../../../core/format/text.ts";
import { illustrationPath, isValidSlug } from "../../../core/illustrations/paths.ts";
import { fittingPlanGroups, formatFittingPlanGroup, type PlanFacts, type PlanFit } from "../../../core/search/fitting-plans.ts";
import { titleFromSlug } from "../../../core/illustrations/svg.ts";
import { getJson } from "~/lib/api-client";
import { stretchedLinkClass } from "../cards/card-image.tsx";
import { CompareToggle } from "../compare/compare-toggle.tsx";

/** Where each kind of card reads its data and which page it opens (spec section 7). */
const SOURCES: Record<CardKind, { data: (slug: string) => string; page: (slug: string) => string; noun: string }> = {
  apartment: { data: (s) => `/api/apartments/${s}`, page: (s) => `/apartments/${s}`, noun: "Apartment community" },
  neighborhood: {
    data: (s) => `/api/chat/webhook/neighborhood-data/${s}`,
    page: (s) => `/neighborhoods/${s}`,
    noun: "Neighborhood",
  },
  blog: { data: (s) => `/api/chat/webhook/blog-data/${s}`, page: (s) => `/blog/${s}`, noun: "Article" },
};

export const CONTACT_FOR_PRICING = "Contact for pricing";

type CardData = Record<string, unknown>;
type Loaded = { ok: true; data: CardData } | { ok: false };

// One request per URL for the life of the tab: a slug repeated in a conversation, or a card
// re-rendered, reads the same promise. A failure is forgotten so a later mount may try again.
const requests = new Map<string, Promise<Loaded>>();
const results = new Map<string, Loaded>();

function loadCard(url: string): Promise<Loaded> {
  let request = requests.get(url);
  if (!request) {
    request = getJson<CardData>(url).then(
      (data): Loaded => (data && typeof data === "object" ? { ok: true, data } : { ok: false }),
      (): Loaded => ({ ok: false }),
    );
    request.then((loaded) => {
      if (loaded.ok) results.set(url, loaded);
      else requests.delete(url);
    });
    requests.set(url, request);
  }
  return request;
}

/** null while loading. On the server, and while hydrating, nothing has been fetched, so both render the skeleton. */
function useCardData(url: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(() => results.get(url) ?? null);
  useEffect(() => {
    let live = true;
    void loadCard(url).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return loaded;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

interface CardView {
  href: string;
  linkText: string;
  image: string | null;
  meta: string;
  price: string | null;
  body: string;
  /** An apartment's move-in special running today, in place of its description's line. */
  special: string | null;
}

/** The special of /api/apartments/{slug} (only one running today is there), as the listing card words it. */
function specialOfData(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const s = value as Record<string, unknown>;
  if (typeof s.text !== "string" || typeof s.endsOn !== "string") return null;
  const number = (v: unknown) => (typeof v === "number" ? v : null);
  return specialSummary({ text: s.text, amount: number(s.amount), monthsFree: number(s.monthsFree), startsOn: typeof s.startsOn === "string" ? s.startsOn : null, endsOn: s.endsOn });
}

function isPlan(value: unknown): value is PlanFacts {
  if (typeof value !== "object" || value === null) return false;
  const plan = value as Record<string, unknown>;
  return ["beds", "baths", "rent", "unitsAvailable"].every((key) => typeof plan[key] === "number") && typeof plan.availableFrom === "string";
}

/**
 * "2 Beds from $1,320/mo": the fewest bedrooms that fit the reply's search, from the cheapest such plan (the
 * plan the reply's line names, on one compact line); null when no plan fits (the card shows the whole range).
 */
function fittingPrice(data: CardData, fit: PlanFit | null): string | null {
  if (!fit || !Array.isArray(data.floorPlans)) return null;
  const [first] = fittingPlanGroups(data.floorPlans.filter(isPlan), fit);
  return first ? `${formatFittingPlanGroup(first)}/mo` : null;
}

/** "Median 1-bedroom rent $1,450/mo", as the neighborhood's page and cards say it; else the spec's range of its plans. */
function neighborhoodRent(data: CardData): string | null {
  const typical = data.typicalRent as CardData | null | undefined;
  const label = text(typical?.label);
  const value = text(typical?.value);
  if (label && value) return `${label} ${value}/mo`;
  const range = text(data.priceRange);
  return range ? `Rents range ${range}/mo` : null;
}

/** What a card shows; without data (spec section 8) the slug's words, a 'View {name}' link and the defaults. */
export function cardView(kind: CardKind, slug: string, data: CardData | null, fit: PlanFit | null): CardView {
  const source = SOURCES[kind];
  const name = titleFromSlug(slug);
  const fallbackImage = isValidSlug(slug) ? illustrationPath(kind, slug) : null;
  const base = { href: source.page(slug), image: text(data?.imageUrl) ?? fallbackImage };
  if (!data) {
    return { ...base, linkText: `View ${name}`, meta: source.noun, price: kind === "apartment" ? CONTACT_FOR_PRICING : null, body: NO_DESCRIPTION, special: null };
  }
  switch (kind) {
    case "apartment": {
      const neighborhood = data.neighborhood as CardData | null | undefined;
      const where = text(data.neighborhoodName) ?? text(neighborhood?.name);
      const price = text(data.priceRange) ?? text(data.price);
      return {
        ...base,
        linkText: text(data.title) ?? text(data.name) ?? name,
        meta: [where, text(data.bedRange)].filter(Boolean).join(" · ") || source.noun,
        price: fittingPrice(data, fit) ?? (price ? `${price}/mo` : CONTACT_FOR_PRICING),
        body: cardDescription(text(data.description)),
        special: specialOfData(data.special),
      };
    }
    case "neighborhood": {
      return {
        ...base,
        linkText: text(data.name) ?? name,
        meta: source.noun,
        price: neighborhoodRent(data),
        body: cardDescription(text(data.description)),
        special: null,
      };
    }
    case "blog": {
      const minutes = typeof data.readTime === "number" && data.readTime > 0 ? `${data.readTime} min read` : null;
      return {
        ...base,
        linkText: text(data.title) ?? name,
        meta: [source.noun, minutes].filter(Boolean).join(" · "),
        price: null,
        body: blogExcerpt(text(data.excerpt), text(data.content) ?? "") || NO_DESCRIPTION,
        special: null,
      };
    }
  }
}

// Every state of a card has the same height, so a card arriving never moves the conversation.
const shellClass =
  "group relative flex h-32 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-700 focus-within:ring-offset-2";

function CardSkeleton() {
  return (
    <div className={shellClass} aria-hidden="true">
      <div className="h-full w-20 shrink-0 @sm:w-24 animate-pulse bg-slate-200 motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-3 w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

function ChatCard({ kind, slug, planFit }: { kind: CardKind; slug: string; planFit: PlanFit | null }) {
  const loaded = useCardData(SOURCES[kind].data(slug));
  if (!loaded) return <CardSkeleton />;
  const view = cardView(kind, slug, loaded.ok ? loaded.data : null, planFit);
  return (
    <div className={shellClass}>
      {view.image ? (
        <img
          src={view.image}
          alt=""
          width={96}
          height={128}
          loading="lazy"
          decoding="async"
          // A picture that fails leaves the grey box, not a broken-image icon.
          onError={(event) => {
            event.currentTarget.style.visibility = "hidden";
          }}
          className="h-full w-20 shrink-0 @sm:w-24 bg-slate-100 object-cover"
        />
      ) : (
        <div className="h-full w-20 shrink-0 @sm:w-24 bg-slate-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 px-3 py-2.5">
        <p className="truncate text-xs font-medium text-slate-600">{view.meta}</p>
        <p className="line-clamp-1 text-sm font-semibold text-ink-900 group-hover:text-brand-700">
          <Link to={view.href} className={stretchedLinkClass}>
            {view.linkText}
          </Link>
        </p>
        {view.price ? <p className="truncate text-sm font-semibold text-ink-900">{view.price}</p> : null}
        {/* An apartment card gives one line of its description to its "Book a tour" and "Compare" controls. */}
        {view.special ? (
          <p className="line-clamp-1 text-xs leading-4 break-words text-slate-700" title={view.special} data-testid="chat-card-special">
            <span className="font-semibold text-bayou-700">Special:</span> {view.special}
          </p>
        ) : (
          <p className={`${kind === "apartment" ? "line-clamp-1" : "line-clamp-2"} text-xs leading-4 break-words text-slate-600`}>{view.body}</p>
        )}
        {kind === "apartment" && isValidSlug(slug) ? (
          <div className="flex flex-wrap items-center gap-x-3 text-xs leading-4">
            {/* Above the card's stretched link, so it is a link of its own. */}
            <Link to={`/apartments/${slug}/tour`} className="relative z-10 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              Book a tour<span className="sr-only"> of {view.linkText}</span>
            </Link>
            <CompareToggle slug={slug} title={(loaded.ok ? text(loaded.data.title) : null) ?? titleFromSlug(slug)} className="text-xs" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The apartments, neighborhoods and posts a message names, as compact linked cards: one column on a phone, two
 * where there is room. `planFit`: the search the reply ran; apartment cards then show the plans that fit it.
 */
export function ChatCards({ cards, planFit = null }: { cards: ChatCardSlugs; planFit?: PlanFit | null }) {
  return (
    <div className="@container w-full">
      <ul aria-label="Related apartments, neighborhoods and articles" className="grid grid-cols-1 gap-2 @lg:grid-cols-2">
        {CARD_KINDS.flatMap((kind) =>
          cards[kind].map((slug) => (
            <li key={`${kind}:${slug}`}>
              <ChatCard kind={kind} slug={slug} planFit={planFit} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
