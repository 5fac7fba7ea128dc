import { expect, test } from "@playwright/test";

// Server HTML only: one browser width is enough.
test.skip(({ isMobile }) => isMobile, "server HTML only");

/** The modulepreload links of a page's <head>, in document order. */
function modulePreloads(html: string): Array<{ href: string; low: boolean }> {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]+)"/.exec(tag)![1]!,
    low: /fetchPriority="low"/i.test(tag),
  }));
}

// Decision 012: the browser fetches a module at the priority of the first preload it meets, so each
// file React Router preloads must be asked for at low priority first (app/components/module-preloads.tsx).
// A module the router adds and the low-priority list misses would be fetched at high priority again.
for (const path of ["/", "/listings", "/neighborhoods/montrose", "/blog", "/contact", "/get-matched", "/preference-suggestion"]) {
  test(`${path}: every module file is first preloaded at low priority`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const links = modulePreloads(await response.text());
    const firstSeen = new Map<string, boolean>();
    for (const link of links) if (!firstSeen.has(link.href)) firstSeen.set(link.href, link.low);

    expect(firstSeen.size).toBeGreaterThan(3);
    expect([...firstSeen].filter(([, low]) => !low).map(([href]) => href)).toEqual([]);
    // Nothing is preloaded at low priority that the router would not load.
    const routerFiles = new Set(links.filter((link) => !link.low).map((link) => link.href));
    expect([...firstSeen.keys()].filter((href) => !routerFiles.has(href))).toEqual([]);
  });
}
