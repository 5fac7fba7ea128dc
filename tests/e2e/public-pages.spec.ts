import { expect, test } from "@playwright/test";
import { neighborhoodSeeds } from "../../db/seed/data/neighborhoods.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("the home page is rendered on the server with the seeded Houston data", async ({ page, request }) => {
  // Without JavaScript: what a search engine sees.
  const html = await (await request.get("/")).text();
  expect(html).toContain("Montrose");
  expect(html).toMatch(/<h1[^>]*>/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Montrose/ }).first()).toBeVisible();
  // Featured apartments link to their pages and show a price.
  const apartmentLinks = page.locator('a[href^="/apartments/"]');
  expect(await apartmentLinks.count()).toBeGreaterThan(0);
  await expect(page.getByText(/demo data/i).first()).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test("an unknown address shows the not-found page with a 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown neighborhood is a 404 too", async ({ page }) => {
  const response = await page.goto("/neighborhoods/atlantis");
  expect(response?.status()).toBe(404);
});

// The admin specs add neighborhoods of their own on the same server while this runs: the page lists every
// neighborhood the API knows, the 27 of the demo data among them.
const DEMO_NEIGHBORHOOD_PATHS = neighborhoodSeeds.map((seed) => `/neighborhoods/${seed.slug}`);

test("the neighborhoods page lists all 27 and links to each", async ({ page }) => {
  await page.goto("/neighborhoods");
  await expect(page.locator('main a[href^="/neighborhoods/"]')).not.toHaveCount(0);
  const slugs = await page.locator('main a[href^="/neighborhoods/"]').evaluateAll((links) =>
    Array.from(new Set(links.map((a) => a.getAttribute("href")))),
  );
  expect(DEMO_NEIGHBORHOOD_PATHS).toHaveLength(27);
  expect(slugs).toEqual(expect.arrayContaining(DEMO_NEIGHBORHOOD_PATHS));
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test("the JSON API lists neighborhoods and amenities", async ({ request }) => {
  const neighborhoods = (await (await request.get("/api/neighborhoods")).json()) as { slug: string }[];
  expect(neighborhoods.map((n) => `/neighborhoods/${n.slug}`)).toEqual(expect.arrayContaining(DEMO_NEIGHBORHOOD_PATHS));
  expect(neighborhoods[0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), priceRange: expect.any(String) }),
  );
  const amenities = await (await request.get("/api/amenities")).json();
  expect(amenities).toContainEqual(expect.objectContaining({ name: "gym", displayName: "Fitness Center" }));
});

test("generated images are served as SVG", async ({ request }) => {
  const response = await request.get("/images/neighborhood/montrose.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect((await request.get("/images/neighborhood/..%2Fsecret.svg")).status()).toBe(404);
});
