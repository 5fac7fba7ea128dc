import { expect, test, type APIRequestContext } from "@playwright/test";

// What crawlers and link previews read is plain HTTP: one browser width is enough.
test.skip(({ isMobile }) => isMobile, "server HTML only");

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, "g"))].length;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname);
}

test("every public page's server HTML has a title, a description, one canonical and OpenGraph tags", async ({ request }) => {
  const paths = await sitemapPaths(request);
  const pick = (prefix: string) => paths.find((p) => p.startsWith(prefix))!;
  const pages = [
    "/",
    "/neighborhoods",
    "/neighborhoods/montrose",
    "/listings",
    pick("/apartments/"),
    "/blog",
    pick("/blog/"),
    "/process",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/sitemap",
    "/legal/information-about-brokerage-services",
    "/legal/consumer-protection-notice",
  ];
  const titles = new Set<string>();
  for (const path of pages) {
    const html = await htmlOf(request, path);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(count(html, /<meta name="description" content="[^"]{20,}"/), path).toBe(1);
    expect(count(html, /<link rel="canonical"/), path).toBe(1);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(new URL(canonical!).pathname, path).toBe(path);
    for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:site_name"]) {
      expect(count(html, new RegExp(`<meta property="${property}" content="[^"]+"`)), `${path} ${property}`).toBe(1);
    }
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(/<meta property="og:image" content="(https?:\/\/[^"]+)"/.exec(html), path).not.toBeNull();
  }
  expect(titles.size).toBe(pages.length);
});

test("an apartment page describes the community as an ApartmentComplex with offers", async ({ request }) => {
  const path = (await sitemapPaths(request)).find((p) => p.startsWith("/apartments/"))!;
  const html = await htmlOf(request, path);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const graph = (JSON.parse(scripts[0]![1]!) as { "@graph": Array<Record<string, unknown>> })["@graph"];
  const complex = graph.find((node) => node["@type"] === "ApartmentComplex");
  expect(complex).toMatchObject({
    address: { "@type": "PostalAddress" },
    geo: { "@type": "GeoCoordinates" },
    offers: { "@type": "AggregateOffer", priceCurrency: "USD" },
  });
  const offers = complex!.offers as { lowPrice: number; highPrice: number };
  expect(offers.lowPrice).toBeGreaterThan(0);
  expect(offers.highPrice).toBeGreaterThanOrEqual(offers.lowPrice);
  expect(new URL(String(complex!.url)).pathname).toBe(path);
  expect(graph.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
});

test("a blog post carries BlogPosting data", async ({ request }) => {
  const path = (await sitemapPaths(request)).find((p) => p.startsWith("/blog/"))!;
  const html = await htmlOf(request, path);
  const json = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
  const graph = (JSON.parse(json!) as { "@graph": Array<Record<string, unknown>> })["@graph"];
  expect(graph.find((node) => node["@type"] === "BlogPosting")).toMatchObject({ author: { "@type": "Person" } });
});

test("/sitemap.xml is well-formed and lists neighborhoods, apartments and posts with lastmod", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) return null;
    return [...doc.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
  }, xml);
  expect(parsed, "sitemap.xml parses as XML").not.toBeNull();
  const byPath = new Map(parsed!.map((entry) => [new URL(entry.loc).pathname, entry.lastmod]));
  expect(byPath.has("/")).toBe(true);
  expect(byPath.has("/contact")).toBe(true);
  expect(byPath.get("/neighborhoods/montrose")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const apartment = [...byPath.keys()].find((p) => p.startsWith("/apartments/"));
  expect(apartment).toBeDefined();
  expect(byPath.get(apartment!)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect([...byPath.keys()].some((p) => p.startsWith("/blog/"))).toBe(true);
  expect([...byPath.keys()].some((p) => p.startsWith("/admin") || p.startsWith("/account"))).toBe(false);
});

test("/robots.txt keeps crawlers out of private areas and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  for (const path of ["/admin", "/api", "/account"]) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines.some((line) => /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/.test(line))).toBe(true);
});
