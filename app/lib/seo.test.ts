import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  apartmentJsonLd,
  blogPostingJsonLd,
  escapeXml,
  renderRobots,
  renderSitemap,
  resolveSiteOrigin,
  seoMeta,
  serializeJsonLd,
  type ApartmentForJsonLd,
} from "./seo.ts";

const ORIGIN = "https://houston.example";
const rootMatch = { id: "root", loaderData: { origin: ORIGIN } };

function metaValue(tags: ReturnType<typeof seoMeta>, key: string): unknown {
  const tag = tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key));
  return tag && "content" in tag ? tag.content : undefined;
}

describe("resolveSiteOrigin", () => {
  it("prefers the configured origin and otherwise uses the request's", () => {
    expect(resolveSiteOrigin("http://10.0.0.5:3000/listings?x=1", ORIGIN)).toBe(ORIGIN);
    expect(resolveSiteOrigin("http://localhost:3000/listings?x=1", null)).toBe("http://localhost:3000");
  });
});

describe("absoluteUrl", () => {
  it("joins paths to the origin and keeps absolute URLs", () => {
    expect(absoluteUrl(ORIGIN, "/blog/a-post")).toBe(`${ORIGIN}/blog/a-post`);
    expect(absoluteUrl(ORIGIN, "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("seoMeta", () => {
  const args = { matches: [rootMatch, { id: "routes/blog-post", loaderData: {} }], location: { pathname: "/blog/a-post" } };

  it("emits title, description, one canonical and the sharing tags with absolute URLs", () => {
    const tags = seoMeta(args, { title: "A post", description: "About renting.", image: "/images/blog/a-post.svg", type: "article", publishedTime: "2025-01-02T00:00:00.000Z" });
    expect(tags).toContainEqual({ title: "A post | Houston Apartment Specialist" });
    expect(tags).toContainEqual({ name: "description", content: "About renting." });
    expect(tags.filter((t) => "rel" in t && t.rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: `${ORIGIN}/blog/a-post` }]);
    expect(metaValue(tags, "og:url")).toBe(`${ORIGIN}/blog/a-post`);
    expect(metaValue(tags, "og:title")).toBe("A post | Houston Apartment Specialist");
    expect(metaValue(tags, "og:type")).toBe("article");
    expect(metaValue(tags, "og:image")).toBe(`${ORIGIN}/images/blog/a-post.svg`);
    expect(metaValue(tags, "og:site_name")).toBe("Houston Apartment Specialist");
    expect(metaValue(tags, "twitter:card")).toBe("summary_large_image");
    expect(metaValue(tags, "article:published_time")).toBe("2025-01-02T00:00:00.000Z");
  });

  it("names the bare path as canonical and falls back to the site image", () => {
    const tags = seoMeta({ matches: [rootMatch], location: { pathname: "/listings" } }, { title: "Apartments", description: "d" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/listings` });
    expect(metaValue(tags, "og:type")).toBe("website");
    expect(String(metaValue(tags, "og:image"))).toMatch(/^https:\/\/houston\.example\/images\/.+\.svg$/);
    expect(metaValue(tags, "article:published_time")).toBeUndefined();
  });
});

describe("JSON-LD", () => {
  const apartment: ApartmentForJsonLd = {
    slug: "the-bayou",
    title: "The Bayou </script><script>alert(1)</script>",
    description: "Near the park.",
    imageUrl: "/images/apartment/the-bayou.svg",
    streetAddress: "1 Main St",
    city: "Houston",
    state: "TX",
    postalCode: "77006",
    latitude: 29.74,
    longitude: -95.39,
    phone: "(713) 555-0100",
    petsAllowed: true,
    unitsAvailable: 4,
    neighborhood: { name: "Montrose", slug: "montrose" },
    floorPlans: [{ rent: 1450 }, { rent: 1200 }, { rent: 2100 }],
    amenities: ["Pool", "Gym"],
  };

  it("describes an apartment as an ApartmentComplex with its rent range and a breadcrumb trail", () => {
    const graph = (JSON.parse(serializeJsonLd(apartmentJsonLd(ORIGIN, apartment))) as { "@graph": Array<Record<string, unknown>> })["@graph"];
    const complex = graph.find((node) => node["@type"] === "ApartmentComplex")!;
    expect(complex).toMatchObject({
      url: `${ORIGIN}/apartments/the-bayou`,
      image: `${ORIGIN}/images/apartment/the-bayou.svg`,
      address: { "@type": "PostalAddress", streetAddress: "1 Main St", postalCode: "77006", addressRegion: "TX" },
      geo: { "@type": "GeoCoordinates", latitude: 29.74, longitude: -95.39 },
      offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 1200, highPrice: 2100, offerCount: 3 },
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Pool", value: true },
        { "@type": "LocationFeatureSpecification", name: "Gym", value: true },
      ],
    });
    const trail = graph.find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: Array<{ position: number; item: string }> };
    expect(trail.itemListElement.map((step) => [step.position, step.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/listings`],
      [3, `${ORIGIN}/neighborhoods/montrose`],
      [4, `${ORIGIN}/apartments/the-bayou`],
    ]);
  });

  it("claims no coordinates for a community placed at its ZIP code's center, keeping its address", () => {
    const [complex] = apartmentJsonLd(ORIGIN, { ...apartment, locationApproximate: true });
    expect(complex).not.toHaveProperty("geo");
    expect(complex).toHaveProperty("address.postalCode", "77006");
  });

  it("leaves offers out when a community has no floor plans", () => {
    const [complex] = apartmentJsonLd(ORIGIN, { ...apartment, floorPlans: [] });
    expect(complex).not.toHaveProperty("offers");
  });

  it("never lets the text close the script element", () => {
    const json = serializeJsonLd(apartmentJsonLd(ORIGIN, apartment));
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.stringify(JSON.parse(json))).toContain("</script>");
  });

  it("describes a post as a BlogPosting by a Person", () => {
    const [posting] = blogPostingJsonLd(
      ORIGIN,
      { slug: "moving-day", title: "Moving day", imageUrl: "/images/blog/moving-day.svg", author: "Maya T", publishedAt: "2025-03-01T12:00:00.000Z", tags: ["moving"] },
      "A checklist.",
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Moving day",
      description: "A checklist.",
      datePublished: "2025-03-01T12:00:00.000Z",
      author: { "@type": "Person", name: "Maya T" },
      image: `${ORIGIN}/images/blog/moving-day.svg`,
    });
  });
});

describe("sitemap and robots", () => {
  it("escapes XML and writes lastmod only when known", () => {
    const xml = renderSitemap(ORIGIN, [
      { path: "/listings?neighborhood=a&page=2" },
      { path: "/neighborhoods/montrose", lastModified: new Date("2025-05-06T07:08:09Z") },
    ]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/listings?neighborhood=a&amp;page=2</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/neighborhoods/montrose</loc><lastmod>2025-05-06T07:08:09.000Z</lastmod></url>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("keeps crawlers out of private areas and names the sitemap by its absolute URL", () => {
    const robots = renderRobots(ORIGIN).split("\n");
    for (const path of ["/admin", "/api", "/account", "/auth", "/favorites"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain("User-agent: *");
  });
});
