/**
 * The renter's path through the public site, at desktop width and at 375 px:
 * home -> neighborhoods -> a neighborhood -> an apartment -> /listings filtered
 * by two criteria (the address reloads to the same results) -> a blog post ->
 * the contact form, sent. axe checks every stop.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

async function check(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

async function openFiltersIfCollapsed(page: Page) {
  const summary = page.locator("summary", { hasText: /^Filters/ });
  if (await summary.isVisible()) {
    const details = page.locator("details", { has: summary });
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
  }
}

test("from the home page to a sent contact form", async ({ page, isMobile }) => {
  // Seven pages, each checked with axe: longer than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.goto("/");
  await check(page);

  if (isMobile) {
    await page.getByRole("button", { name: "Main menu" }).click();
    await page.locator("#" + (await page.getByRole("button", { name: "Main menu" }).getAttribute("aria-controls"))).getByRole("link", { name: "Neighborhoods", exact: true }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Neighborhoods", exact: true }).click();
  }
  await expect(page).toHaveURL("/neighborhoods");
  await check(page);

  await page.locator('main a[href="/neighborhoods/montrose"]').first().click();
  await expect(page).toHaveURL("/neighborhoods/montrose");
  await expect(page.getByRole("heading", { level: 1, name: "Montrose" })).toBeVisible();
  await check(page);

  await page.locator('main a[href^="/apartments/"]').first().click();
  await expect(page).toHaveURL(/\/apartments\/[a-z0-9-]+$/);
  await expect(page.getByText(/\$[\d,]+/).first()).toBeVisible();
  await check(page);

  // Listings, filtered by neighborhood and bedrooms through the form.
  await page.goto("/listings");
  await openFiltersIfCollapsed(page);
  const form = page.getByRole("search", { name: "Filter apartments" });
  await form.getByLabel("Montrose").check();
  await expect(page).toHaveURL(/neighborhood=montrose/);
  await form.getByLabel("Bedrooms").selectOption({ index: 2 });
  if (await form.getByRole("button", { name: /apply|search|show/i }).first().isVisible()) {
    await form.getByRole("button", { name: /apply|search|show/i }).first().click();
  }
  await expect(page).toHaveURL(/neighborhood=montrose/);
  await expect(page).toHaveURL(/beds=/);
  const count = page.getByText(/\d+ apartments?\b/).first();
  await expect(count).toBeVisible();
  const before = await count.textContent();
  const titles = await page.locator('main a[href^="/apartments/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  await page.reload();
  await expect(page.getByText(/\d+ apartments?\b/).first()).toHaveText(before ?? "");
  expect(await page.locator('main a[href^="/apartments/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(titles);
  await check(page);

  await page.goto("/blog");
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await check(page);

  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Journey Renter");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`journey${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Message" }).fill(`Looking for a 1 bedroom near Montrose, run ${Date.now()}.`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you! Your message has been received.")).toBeVisible();
  await check(page);
});
