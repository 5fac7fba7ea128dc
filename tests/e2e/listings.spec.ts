import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForReact } from "./helpers.ts";
import { PUBLIC_CACHE_CONTROL } from "../../server/http-cache.ts";

/** On a phone the filters are folded into a <details> panel: open it when it is closed. */
async function openFilters(page: Page) {
  const summary = page.locator("summary", { hasText: "Filters" });
  if (await summary.isVisible()) {
    const open = await page.locator("details:has(#listing-filters)").evaluate((d) => (d as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }
}

const resultCount = (page: Page) => page.locator("#results-heading");
const cardTitles = (page: Page) => page.locator('main ul a[href^="/apartments/"]').allTextContents();

test("filtering by two criteria puts them in the URL, and reloading gives the same results", async ({ page }) => {
  await page.goto("/listings");
  const everything = await resultCount(page).textContent();
  await openFilters(page);
  await page.getByRole("checkbox", { name: "Montrose" }).check();
  await expect(page).toHaveURL(/[?&]neighborhood=montrose(&|$)/);
  await page.getByLabel("Bedrooms").selectOption({ label: "2+ Beds" });
  await expect(page).toHaveURL(/\/listings\?neighborhood=montrose&beds=2$/);
  await expect(resultCount(page)).not.toHaveText(everything ?? "");
  await expect(page.getByRole("link", { name: "Remove filter: Montrose" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: 2+ Beds" })).toBeVisible();

  const count = await resultCount(page).textContent();
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await page.reload();
  await expect(resultCount(page)).toHaveText(count ?? "");
  expect(await cardTitles(page)).toEqual(titles);
  // Every card is in Montrose (its place line is the one with the pin icon).
  const places = await page.locator("main ul article p:has(> svg.lucide-map-pin)").allTextContents();
  expect(places).toHaveLength(titles.length);
  expect(places.every((p) => p.includes("Montrose"))).toBe(true);

  // A chip removes its filter and keeps the other.
  await page.getByRole("link", { name: "Remove filter: 2+ Beds" }).click();
  await expect(page).toHaveURL(/\/listings\?neighborhood=montrose$/);
  await openFilters(page);
  await expect(page.getByLabel("Bedrooms")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Montrose" })).toBeChecked();
});

test("a bad value in the URL is dropped and the rest of the search kept", async ({ page }) => {
  await page.goto("/listings?beds=lots&neighborhood=montrose");
  await expect(page).toHaveURL(/\/listings\?neighborhood=montrose$/);
  await expect(page.getByRole("link", { name: "Remove filter: Montrose" })).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Montrose" })).toBeChecked();
  await expect(page.getByLabel("Bedrooms")).toHaveValue("");
});

test("a renter's dog weight, move-in date and year built: labelled fields, canonical URL, chips, and cards that say the pet policy", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  await page.getByLabel("My dog weighs (lb)").fill("70");
  // The dog asks for pets: the URL says so, and so does the Pets choice.
  await expect(page).toHaveURL(/\/listings\?pets=1&dogLb=70$/);
  await expect(page.getByLabel("Pets", { exact: true })).toHaveValue("1");
  await page.getByLabel("Built in or after (year)").fill("2005");
  await expect(page).toHaveURL(/\/listings\?pets=1&dogLb=70&builtFrom=2005$/);
  await page.getByLabel("Move in by").fill("2026-12-31");
  await expect(page).toHaveURL(/\/listings\?pets=1&dogLb=70&availableBy=2026-12-31&builtFrom=2005$/);
  await expect(page.getByRole("link", { name: "Remove filter: Takes a 70 lb dog" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Built 2005 or later" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Available by Dec 31, 2026" })).toBeVisible();

  // Every card takes a 70 lb dog, and says its policy from the data.
  const policies = await page.getByTestId("card-pet-policy").allTextContents();
  expect(policies.length).toBeGreaterThan(0);
  expect(policies.length).toBe((await cardTitles(page)).length);
  for (const policy of policies) {
    const limit = /dogs up to (\d+) lb/.exec(policy)?.[1];
    expect(policy).toMatch(/^(Cats and dogs|Dogs only) \(/);
    if (limit) expect(Number(limit)).toBeGreaterThanOrEqual(70);
    else expect(policy).toContain("no weight limit");
  }
  await expectNoAxeViolations(page);

  // Removing the dog keeps pets; removing pets takes the dog with it.
  await page.getByRole("link", { name: "Remove filter: Takes a 70 lb dog" }).click();
  await expect(page).toHaveURL(/\/listings\?pets=1&availableBy=2026-12-31&builtFrom=2005$/);
  await openFilters(page);
  await expect(page.getByLabel("My dog weighs (lb)")).toHaveValue("");
  await page.goto("/listings?dogLb=70");
  await expect(page).toHaveURL(/\/listings\?pets=1&dogLb=70$/);
  await page.getByRole("link", { name: "Remove filter: Pets allowed" }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test("a bedroom window, a rent floor and a latest year built: fields, canonical URL, one bedroom chip, cards with those plans only", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  // A choice made before the form is hydrated reaches only the server's markup and runs no search.
  await waitForReact(page.getByRole("search", { name: "Filter apartments" }));
  await page.getByLabel("Bedrooms").selectOption({ label: "2+ Beds" });
  await expect(page).toHaveURL(/\/listings\?beds=2$/);
  // "A 2 bed", as A.L.I. reads it: exactly two (decision 033).
  await page.getByLabel("Max beds").selectOption({ label: "2 Beds" });
  await expect(page).toHaveURL(/\/listings\?beds=2&maxBeds=2$/);
  await page.getByLabel("Min rent ($/mo)").fill("1200");
  await expect(page).toHaveURL(/\/listings\?minPrice=1200&beds=2&maxBeds=2$/);
  await page.getByLabel("Built in or before (year)").fill("2020");
  await expect(page).toHaveURL(/\/listings\?minPrice=1200&beds=2&maxBeds=2&builtTo=2020$/);
  await expect(page.getByRole("link", { name: "Remove filter: 2 Beds" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: From $1,200" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Built 2020 or earlier" })).toBeVisible();

  const plans = await page.getByTestId("fitting-plans").allTextContents();
  expect(plans.length).toBeGreaterThan(0);
  // One group a card, two bedrooms, from at least the floor.
  for (const lines of plans) {
    const rent = /^2 Beds from \$([\d,]+)\/mo$/.exec(lines)?.[1];
    expect(rent, lines).toBeDefined();
    expect(Number(rent!.replace(/,/g, ""))).toBeGreaterThanOrEqual(1200);
  }

  // The bedroom chip removes both ends of the window.
  await page.getByRole("link", { name: "Remove filter: 2 Beds" }).click();
  await expect(page).toHaveURL(/\/listings\?minPrice=1200&builtTo=2020$/);
  await openFilters(page);
  await expect(page.getByLabel("Bedrooms")).toHaveValue("");
  await expect(page.getByLabel("Max beds")).toHaveValue("");
  await expect(page.getByLabel("Min rent ($/mo)")).toHaveValue("1200");
});

test("a parking fee limit, lease terms and a pet-free building: fields, canonical URL, chips; a dog's weight wins over pet-free", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  await waitForReact(page.getByRole("search", { name: "Filter apartments" }));
  await page.getByLabel("Parking fee").selectOption({ label: "Parking up to $50/mo" });
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50$/);
  await page.getByRole("checkbox", { name: "6 months" }).check();
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50&lease=6-month$/);
  await page.getByRole("checkbox", { name: "Month-to-month" }).check();
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50&lease=month-to-month&lease=6-month$/);
  await expect(page.getByRole("link", { name: "Remove filter: Parking up to $50/mo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Month-to-month lease" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: 6-month lease" })).toBeVisible();

  // A chip removes its one lease term; the form follows.
  await page.getByRole("link", { name: "Remove filter: Month-to-month lease" }).click();
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50&lease=6-month$/);
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Month-to-month" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "6 months" })).toBeChecked();
  await expect(page.getByLabel("Parking fee")).toHaveValue("50");

  // A pet-free building: one choice of Pets, and every card says no pets.
  await page.getByLabel("Pets", { exact: true }).selectOption({ label: "Pet-free building" });
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50&pets=none&lease=6-month$/);
  await expect(page.getByRole("link", { name: "Remove filter: Pet-free building" })).toBeVisible();
  const policies = await page.getByTestId("card-pet-policy").allTextContents();
  expect(policies.length).toBeGreaterThan(0);
  expect(policies.length).toBe((await cardTitles(page)).length);
  for (const policy of policies) expect(policy).toMatch(/^No pets/);
  await expectNoAxeViolations(page);

  // The renter's own dog wins over pet-free: the search asks for pets, and the Pets choice says so.
  await page.getByLabel("My dog weighs (lb)").fill("30");
  await expect(page).toHaveURL(/\/listings\?maxParkingFee=50&pets=1&dogLb=30&lease=6-month$/);
  await expect(page.getByLabel("Pets", { exact: true })).toHaveValue("1");
  await expect(page.getByRole("link", { name: "Remove filter: Pet-free building" })).toHaveCount(0);
});

test("bad dog weights and years are dropped from the URL, never an error", async ({ page, request }) => {
  for (const [query, canonical] of [
    ["dogLb=heavy&builtFrom=1700&beds=1", "/listings?beds=1"],
    ["dogLb=0&pets=1", "/listings?pets=1"],
    ["dogLb=301&builtFrom=2101", "/listings"],
    ["dogLb=-5&builtFrom=20.5", "/listings"],
    ["dogLb=2147483648&builtFrom=9007199254740993", "/listings"],
    ["dogLb=45&dogLb=x&builtFrom=2010", "/listings?pets=1&dogLb=45&builtFrom=2010"],
    ["maxParkingFee=free&lease=flexible&lease=12-month&pets=no", "/listings?lease=12-month"],
    ["maxParkingFee=1001&pets=none&dogLb=40", "/listings?pets=1&dogLb=40"],
  ] as const) {
    const response = await page.goto(`/listings?${query}`);
    expect(response?.status(), query).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, query).toBe(canonical);
    const api = await request.get(`/api/apartments?${query}`);
    expect(api.status(), query).toBe(200);
  }
});

test("GET /api/apartments honours the dog's weight and the year built", async ({ request, page }) => {
  const all = (await (await request.get("/api/apartments?pets=1")).json()) as { total: number };
  const dog = (await (await request.get("/api/apartments?dogLb=90&builtFrom=2000")).json()) as {
    total: number;
    items: { slug: string; pets?: { summary: string } }[];
  };
  expect(dog.total).toBeGreaterThan(0);
  expect(dog.total).toBeLessThan(all.total);
  for (const item of dog.items) expect(item.pets?.summary).toMatch(/^(Cats and dogs|Dogs only) \((dogs up to (9\d|\d{3}) lb|no weight limit)\)/);
  // The year built is on the community's page.
  await page.goto(`/apartments/${dog.items[0]!.slug}`);
  const built = Number(/Built in (\d{4})/.exec((await page.getByText(/^Built in \d{4}$/).textContent()) ?? "")?.[1]);
  expect(built).toBeGreaterThanOrEqual(2000);
});

test("an impossible search shows the empty state with a way out", async ({ page }) => {
  await page.goto("/listings?neighborhood=montrose&maxPrice=100");
  await expect(resultCount(page)).toHaveText("0 apartments");
  await expect(page.getByRole("heading", { name: "No apartments match all of these filters" })).toBeVisible();
  await expect(page.getByText("You searched for Montrose and Up to $100.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Search without Up to $100" }).click();
  await expect(page).toHaveURL(/\/listings\?neighborhood=montrose$/);
  await expect(resultCount(page)).not.toHaveText("0 apartments");
});

test("pagination keeps the filters", async ({ page }) => {
  await page.goto("/listings?beds=1&sort=price-asc");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toBeVisible();
  const firstPage = await cardTitles(page);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/listings\?beds=1&sort=price-asc&page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2");
  expect(await cardTitles(page)).not.toEqual(firstPage);
  await pager.getByRole("link", { name: "Page 1", exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?beds=1&sort=price-asc$/);
});

test("the listings page passes the accessibility check, filters open", async ({ page }) => {
  await page.goto("/listings?neighborhood=heights&budget=1500-2000&amenity=pool");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await openFilters(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test("GET /api/apartments answers the same search as JSON", async ({ request }) => {
  const response = await request.get("/api/apartments?neighborhood=montrose&beds=lots&page=1");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  const body = (await response.json()) as { items: { neighborhoodName: string; slug: string }[]; total: number; page: number; pageSize: number };
  expect(body).toMatchObject({ page: 1, pageSize: 24 });
  expect(body.total).toBeGreaterThan(0);
  expect(body.items.every((i) => i.neighborhoodName === "Montrose")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form still searches", async ({ page }) => {
    await page.goto("/listings");
    await openFilters(page);
    await page.getByRole("checkbox", { name: "Montrose" }).check();
    await page.getByLabel("Bedrooms").selectOption({ label: "2+ Beds" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    // The server sends the form's query (with its empty fields) to the canonical address.
    await expect(page).toHaveURL(/\/listings\?neighborhood=montrose&beds=2$/);
    await expect(page.getByRole("link", { name: "Remove filter: Montrose" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: 2+ Beds" })).toBeVisible();
  });

  test("the parking fee, lease terms and pets choice are sent by the plain form", async ({ page }) => {
    await page.goto("/listings");
    await openFilters(page);
    await page.getByLabel("Parking fee").selectOption({ label: "Free parking" });
    await page.getByRole("checkbox", { name: "12 months" }).check();
    await page.getByLabel("Pets", { exact: true }).selectOption({ label: "Pet-free building" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/listings\?maxParkingFee=0&pets=none&lease=12-month$/);
    await expect(page.getByRole("link", { name: "Remove filter: Free parking" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Pet-free building" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: 12-month lease" })).toBeVisible();
  });
});
