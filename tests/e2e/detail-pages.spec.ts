import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";
import { PUBLIC_CACHE_CONTROL } from "../../server/http-cache.ts";

/** An e-mail address no other test or project of this run uses (they share one server and database). */
function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now().toString(36)}@example.com`;
}

async function firstApartmentOf(page: Page, neighborhood: string): Promise<string> {
  await page.goto(`/neighborhoods/${neighborhood}`);
  const href = await page.locator('main a[href^="/apartments/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/apartments\/[a-z0-9-]+$/);
  return href!;
}

test("a neighborhood page shows rent by bedrooms, its apartments, nearby areas and posts", async ({ page }) => {
  const response = await page.goto("/neighborhoods/montrose");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Montrose" })).toBeVisible();

  const rent = page.getByRole("table", { name: /rent by bedroom count in Montrose/i });
  await expect(rent).toBeVisible();
  await expect(rent.getByRole("rowheader").first()).toHaveText(/Studio|1 Bed|2 Beds|3\+ Beds/);
  await expect(rent.getByRole("cell").first()).toHaveText(/^\$\d/);

  const nearby = page.getByRole("region", { name: "Nearby neighborhoods" });
  await expect(nearby.getByText(/^\d+\.\d miles away$/)).toHaveCount(4);
  await expect(nearby.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(nearby.locator('a[href="/neighborhoods/montrose"]')).toHaveCount(0);

  await expect(page.getByRole("region", { name: /Apartments in Montrose/ }).locator('a[href^="/apartments/"]').first()).toBeVisible();
  await expect(page.getByRole("region", { name: /Reading about Montrose|From the blog/ }).locator('a[href^="/blog/"]').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test("an apartment page shows the monthly total, similar apartments, and saves an inquiry once", async ({ page }, testInfo) => {
  const href = await firstApartmentOf(page, "midtown");
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Total monthly cost of the cheapest plan")).toBeVisible();
  await expect(page.getByTestId("monthly-total")).toHaveText(/^\$\d[\d,]*$/);
  await expect(page.getByRole("region", { name: "Similar apartments nearby" }).locator('a[href^="/apartments/"]')).toHaveCount(4);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const email = uniqueEmail("inquiry", testInfo.project.name);
  const send = async () => {
    await page.getByRole("button", { name: "Request info" }).click();
    const dialog = page.getByRole("dialog", { name: "Request info" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue(/^I'd like to know more about .+\.$/);
    await dialog.getByLabel("Name", { exact: true }).fill("Playwright Renter");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByText("Information Saved!")).toBeVisible();
    return dialog;
  };

  const dialog = await send();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  // The same request again: answered as already received, not stored twice.
  const again = await send();
  await again.getByRole("button", { name: "Close" }).first().click();
});

test("the inquiry dialog shows field errors and keeps what was typed", async ({ page }) => {
  await page.goto(await firstApartmentOf(page, "heights"));
  await page.getByRole("button", { name: "Request info" }).click();
  const dialog = page.getByRole("dialog", { name: "Request info" });
  await dialog.getByLabel("Name", { exact: true }).fill("Kim");
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Kim");
  await expect(dialog.getByLabel("E-mail")).toHaveValue("not-an-email");
});

test("the contact form shows per-field errors, keeps the typed data, then confirms", async ({ page }, testInfo) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name", { exact: true }).fill("Ana Ruiz");
  await form.getByLabel("Phone").fill("12");
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(form.getByText("Enter your e-mail address.")).toBeVisible();
  await expect(form.getByText("Enter a message.")).toBeVisible();
  await expect(form.getByText(/A phone number needs at least 7 characters/)).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Ana Ruiz");
  await expect(form.getByLabel("Phone")).toHaveValue("12");
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await form.getByLabel("Phone").fill("(713) 555-0100");
  await form.getByLabel("E-mail").fill(uniqueEmail("contact", testInfo.project.name));
  await form.getByLabel("Message").fill("Looking for a one bedroom near the Medical Center in August.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you! Your message has been received.")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test("the blog filters by tag and pages through posts", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: /^\d+ posts/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Filter posts by tag" }).getByRole("link", { name: /^pets/ }).click();
  await expect(page).toHaveURL(/\/blog\?tag=pets$/);
  await expect(page.getByRole("heading", { name: /tagged “pets”/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const unknown = await page.goto("/blog?tag=no-such-tag");
  expect(unknown?.status()).toBe(200);
  await expect(page.getByText("No posts are tagged “no-such-tag”.")).toBeVisible();
});

test("the JSON endpoints answer 200 with card data and 404 for unknown or malformed slugs", async ({ request }) => {
  const neighborhood = await request.get("/api/chat/webhook/neighborhood-data/montrose");
  expect(neighborhood.status()).toBe(200);
  expect(neighborhood.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  expect(await neighborhood.json()).toMatchObject({ slug: "montrose", name: "Montrose", priceRange: expect.any(String), featured: expect.any(Boolean) });

  const posts = await (await request.get("/api/blog-posts?tag=pets")).json();
  expect(posts).toMatchObject({ page: 1, pageSize: 9, total: expect.any(Number) });
  expect(posts.items.length).toBeGreaterThan(0);
  const slug = posts.items[0].slug as string;
  const blog = await request.get(`/api/chat/webhook/blog-data/${slug}`);
  expect(blog.status()).toBe(200);
  expect(await blog.json()).toMatchObject({ slug, excerpt: expect.any(String), readTime: expect.any(Number), tags: expect.arrayContaining(["pets"]) });

  const html = await (await request.get("/neighborhoods/montrose")).text();
  const apartmentSlug = /href="\/apartments\/([a-z0-9-]+)"/.exec(html)?.[1];
  const apartment = await request.get(`/api/apartments/${apartmentSlug}`);
  expect(apartment.status()).toBe(200);
  const record = await apartment.json();
  expect(record).toMatchObject({ slug: apartmentSlug, neighborhoodName: "Montrose", neighborhood: { slug: "montrose" }, fees: expect.any(Object) });
  expect(record.floorPlans[0]).toEqual(expect.objectContaining({ name: expect.any(String), rent: expect.any(Number), availableFrom: expect.any(String) }));

  for (const path of [
    "/api/apartments/no-such-apartment",
    "/api/apartments/Bad%20Slug%3B",
    "/api/chat/webhook/neighborhood-data/atlantis",
    "/api/chat/webhook/neighborhood-data/..%2Fetc",
    "/api/chat/webhook/blog-data/no-such-post",
  ]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.json()).toEqual({ message: expect.any(String) });
  }
});

test("a POST to the contact page from the same origin without a body answers with field errors, not a 500", async ({ request, baseURL }) => {
  const response = await request.post("/contact", { headers: { Origin: baseURL! }, form: {} });
  expect(response.status()).toBe(400);
});
