/**
 * What search engines and link previews read: meta tags with absolute URLs,
 * JSON-LD, the sitemap and robots.txt. Pure functions; the routes pass in the
 * data and the site origin (see docs/decisions/006-seo.md).
 */
import type { MetaDescriptor } from "react-router";
import { illustrationPath } from "../../core/illustrations/paths.ts";
import { CONTACT_EMAIL, CONTACT_PHONE, pageMeta, pageTitle, SITE_CITY, SITE_NAME } from "./site.ts";

// ---------------------------------------------------------------------------
// The origin of absolute URLs

/**
 * PUBLIC_ORIGIN when set; otherwise the origin the request came in on (behind a
 * proxy, the forwarded one when TRUST_PROXY is on).
 */
export function resolveSiteOrigin(requestUrl: string, configured: string | null): string {
  return configured ?? new URL(requestUrl).origin;
}

/** `path` made absolute against `origin`; URLs that already are absolute are kept. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

interface RouteMatchLike {
  id: string;
  loaderData?: unknown;
}

/** The origin the root loader decided, as meta functions see it (empty when the root loader did not run). */
export function originFromMatches(matches: ReadonlyArray<RouteMatchLike | undefined>): string {
  return originFromRootData(matches.find((match) => match?.id === "root")?.loaderData);
}

export function originFromRootData(rootData: unknown): string {
  if (rootData && typeof rootData === "object" && "origin" in rootData && typeof rootData.origin === "string") {
    return rootData.origin;
  }
  return "";
}

// ---------------------------------------------------------------------------
// Meta tags

/** The preview image of pages that have none of their own: a generated city illustration. */
export const DEFAULT_SOCIAL_IMAGE = illustrationPath("neighborhood", "houston");
const DEFAULT_SOCIAL_IMAGE_ALT = `Illustration of ${SITE_CITY}`;

export interface PageSeo {
  /** The page's own part of the title; the site name is appended. */
  title: string;
  description: string;
  /** Canonical path; defaults to the current path without its query string. */
  path?: string;
  /** Preview image, a path or an absolute URL. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** ISO timestamp of an article's publication. */
  publishedTime?: string | null;
}

export interface MetaArgsLike {
  matches: ReadonlyArray<RouteMatchLike | undefined>;
  location: { pathname: string };
}

/**
 * Title, description, canonical link, OpenGraph and Twitter card of a public
 * page. Filtered or paginated views (query strings) name the bare path as
 * canonical, so search engines index one page per path.
 */
export function seoMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  const url = absoluteUrl(origin || "http://localhost", page.path ?? args.location.pathname);
  const image = absoluteUrl(origin || "http://localhost", page.image ?? DEFAULT_SOCIAL_IMAGE);
  const title = pageTitle(page.title);
  const type = page.type ?? "website";
  const tags: MetaDescriptor[] = [
    ...pageMeta(page.title, page.description),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: page.imageAlt ?? (page.image ? page.title : DEFAULT_SOCIAL_IMAGE_ALT) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (type === "article" && page.publishedTime) {
    tags.push({ property: "article:published_time", content: page.publishedTime });
  }
  return tags;
}

// ---------------------------------------------------------------------------
// JSON-LD (schema.org)

export type JsonLdNode = { "@type": string } & Record<string, unknown>;

/** One document with every node of the page; "<" escaped so the text can never close the script element. */
export function serializeJsonLd(nodes: JsonLdNode | JsonLdNode[]): string {
  const graph = Array.isArray(nodes) ? nodes : [nodes];
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
}

export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** The trails shown above detail pages and described to search engines: one definition for both. */
export function apartmentTrail(apartment: { slug: string; title: string; neighborhood: { slug: string; name: string } }): BreadcrumbStep[] {
  return [
    { name: "Apartments", path: "/listings" },
    { name: apartment.neighborhood.name, path: neighborhoodPath(apartment.neighborhood.slug) },
    { name: apartment.title, path: apartmentPath(apartment.slug) },
  ];
}

export function neighborhoodTrail(neighborhood: { slug: string; name: string }): BreadcrumbStep[] {
  return [
    { name: "Neighborhoods", path: "/neighborhoods" },
    { name: neighborhood.name, path: neighborhoodPath(neighborhood.slug) },
  ];
}

export function blogPostTrail(post: { slug: string; title: string }): BreadcrumbStep[] {
  return [
    { name: "Blog", path: "/blog" },
    { name: post.title, path: blogPostPath(post.slug) },
  ];
}

/** Home first, then the steps in order; the last step is the current page. */
export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[]): JsonLdNode {
  const all = [{ name: "Home", path: "/" }, ...steps];
  return {
    "@type": "BreadcrumbList",
    itemListElement: all.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

export function siteJsonLd(origin: string): JsonLdNode[] {
  const url = absoluteUrl(origin, "/");
  return [
    {
      "@type": "Organization",
      "@id": `${url}#organization`,
      name: SITE_NAME,
      url,
      logo: absoluteUrl(origin, "/favicon.svg"),
      email: CONTACT_EMAIL,
      telephone: CONTACT_PHONE,
      areaServed: { "@type": "City", name: SITE_CITY },
    },
    {
      "@type": "WebSite",
      "@id": `${url}#website`,
      name: SITE_NAME,
      url,
      inLanguage: "en-US",
      publisher: { "@id": `${url}#organization` },
    },
  ];
}

export interface ApartmentForJsonLd {
  slug: string;
  title: string;
  description: string | null;
  imageUrl: string;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** The position is a ZIP code's or neighborhood's center: no coordinates are claimed for the building. */
  locationApproximate?: boolean;
  phone: string;
  petsAllowed: boolean;
  unitsAvailable: number;
  neighborhood: { name: string; slug: string };
  floorPlans: ReadonlyArray<{ rent: number }>;
  amenities: readonly string[];
}

export function apartmentPath(slug: string): string {
  return `/apartments/${slug}`;
}

export function neighborhoodPath(slug: string): string {
  return `/neighborhoods/${slug}`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/** ApartmentComplex with its rent range as an AggregateOffer, and the breadcrumb trail of its page. */
export function apartmentJsonLd(origin: string, apartment: ApartmentForJsonLd): JsonLdNode[] {
  const url = absoluteUrl(origin, apartmentPath(apartment.slug));
  const rents = apartment.floorPlans.map((plan) => plan.rent);
  const complex: JsonLdNode = {
    "@type": "ApartmentComplex",
    "@id": `${url}#apartment-complex`,
    name: apartment.title,
    url,
    image: absoluteUrl(origin, apartment.imageUrl),
    telephone: apartment.phone,
    petsAllowed: apartment.petsAllowed,
    address: {
      "@type": "PostalAddress",
      streetAddress: apartment.streetAddress,
      addressLocality: apartment.city,
      addressRegion: apartment.state,
      postalCode: apartment.postalCode,
      addressCountry: "US",
    },
    // A ZIP code's or neighborhood's center is not the building's position: the address stands alone then.
    ...(apartment.locationApproximate ? {} : { geo: { "@type": "GeoCoordinates", latitude: apartment.latitude, longitude: apartment.longitude } }),
    containedInPlace: { "@type": "Place", name: `${apartment.neighborhood.name}, ${SITE_CITY}` },
    numberOfAvailableAccommodationUnits: { "@type": "QuantitativeValue", value: apartment.unitsAvailable },
    amenityFeature: apartment.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
  if (apartment.description) complex.description = apartment.description;
  if (rents.length > 0) {
    complex.offers = {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: Math.min(...rents),
      highPrice: Math.max(...rents),
      offerCount: rents.length,
      url,
    };
  }
  return [
    complex,
    breadcrumbJsonLd(origin, apartmentTrail(apartment)),
  ];
}

export function neighborhoodJsonLd(origin: string, neighborhood: { slug: string; name: string }): JsonLdNode[] {
  return [
    breadcrumbJsonLd(origin, neighborhoodTrail(neighborhood)),
  ];
}

export interface PostForJsonLd {
  slug: string;
  title: string;
  imageUrl: string;
  author: string;
  publishedAt: string | null;
  tags: readonly string[];
}

export function blogPostingJsonLd(origin: string, post: PostForJsonLd, description: string): JsonLdNode[] {
  const url = absoluteUrl(origin, blogPostPath(post.slug));
  const posting: JsonLdNode = {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(origin, post.imageUrl),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(origin, "/") },
    inLanguage: "en-US",
  };
  if (post.publishedAt) posting.datePublished = post.publishedAt;
  if (post.tags.length > 0) posting.keywords = post.tags.join(", ");
  return [
    posting,
    breadcrumbJsonLd(origin, blogPostTrail(post)),
  ];
}

// ---------------------------------------------------------------------------
// sitemap.xml and robots.txt

export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** A sitemaps.org urlset; lastmod in W3C date-time (UTC). */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths crawlers are asked to stay out of: private pages and the JSON API. */
export const ROBOTS_DISALLOWED = ["/admin", "/api", "/account", "/auth", "/favorites", "/clients"] as const;

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
