/**
 * Saved searches and alerts (issue 17), at 1280 and 375 px: a renter saves a /listings search, an administrator
 * lowers the rent of a matching plan in the back office, the renter sees the count in the header and "1 new or
 * cheaper since your last visit" in /account, follows the alert to the apartment, opens the search (which marks it
 * seen), and the e-mails' unsubscribe link works signed out, including a mail client's one-click POST from elsewhere.
 * The community is made by the test, with a name of its own, so the demo data stays as other specs expect it.
 */
import { expect, test } from "@playwright/test";
import { signUnsubscribeToken } from "../../core/alerts/unsubscribe-token.ts";
import { E2E_ALERTS_SECRET } from "../../playwright.config.ts";
import { adminBrowser, cell, createCommunity, fillPlan } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("save a search, an admin lowers a rent, the alert shows in the header and the account and leads to the apartment; unsubscribe works signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey through two browsers and the back office.
  test.slow();
  const origin = new URL(baseURL!).origin;
  // An administrator lists a community with one plan at $1,500.
  const admin = await adminBrowser(browser, baseURL);
  const title = uniqueName("Alert Bend").replace(/-/g, " ");
  await createCommunity(admin, title);
  await fillPlan(admin, 0, { name: "A1", beds: "1", baths: "1", sqft: "720", rent: "1500", units: "2", from: "2026-12-01" });
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A renter searches for it and saves the search.
  const username = uniqueName("watcher");
  const registered = await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: "Bayou-Lease-Walk-2026" }, headers: { Origin: origin } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  await page.getByText("Save this search").click();
  const name = page.getByLabel("Name this search");
  await expect(name).toHaveValue(`“${title}”`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await name.fill("Bend watch");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved", { exact: true })).toBeVisible();
  await expect(page.getByTestId("saved-search-alerts")).toHaveCount(0);

  // The administrator lowers the plan's rent.
  await cell(admin, 0, "rent").fill("1400");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText(`Updated community “${title}”: floor plans`)).toBeVisible();
  await admin.context().close();

  // The header counts it; /account says what changed and links to the apartment.
  await page.goto("/");
  const bell = page.getByRole("link", { name: "1 new or cheaper listing in your saved searches" });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/account#saved-searches$/);
  const saved = page.getByRole("article", { name: "Bend watch" });
  await expect(saved.getByText("1 new or cheaper since your last visit")).toBeVisible();
  // With the day its rent history recorded the rent the renter saw (issue 29).
  await expect(saved.getByText(/1 Bed A1: \$1,400\/mo, was \$1,500 on [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  const id = Number(await saved.locator('input[name="id"]').first().inputValue());
  await saved.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Opening the search runs it on /listings and marks it seen: the count is gone.
  await page.goto("/account");
  await page.getByRole("article", { name: "Bend watch" }).getByRole("button", { name: "Open search" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings\\?q=`));
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await expect(page.getByTestId("saved-search-alerts")).toHaveCount(0);

  // The unsubscribe link of its e-mails works signed out, in a browser and as a mail client's one-click POST.
  const token = signUnsubscribeToken(id, E2E_ALERTS_SECRET);
  const stranger = await browser.newContext({ baseURL });
  const signedOut = await stranger.newPage();
  await signedOut.goto(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(signedOut.getByRole("heading", { level: 1, name: "You will get no more alert e-mails" })).toBeVisible();
  await expect(signedOut.getByText("E-mail alerts for “Bend watch” are off.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(signedOut);
  // As a mail provider's server sends it (RFC 8058): no cookie, no Origin, no Sec-Fetch-Site.
  const oneClick = await stranger.request.post(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  const forged = await stranger.request.get(`/alerts/unsubscribe?token=${id}.${"A".repeat(43)}`);
  expect(forged.status()).toBe(400);
  await stranger.close();
});
