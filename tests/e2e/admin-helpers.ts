/** Signing in as the administrator, for the admin specs. */
import { expect, type Browser, type Page } from "@playwright/test";
import { ADMIN } from "./api-helpers.ts";

/** Signs the page's browser context in as the administrator (the API sets the session cookie in its jar). */
export async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/auth/admin/login", { data: ADMIN, headers: { Origin: new URL(baseURL!).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second administrator's browser, signed in on its own. */
export async function adminBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  return page;
}

/** The dashboard's funnel of this month's new clients, by step ("New this month", "Contacted", ...). */
export async function dashboardFunnel(page: Page): Promise<Record<string, number>> {
  await page.goto("/admin/dashboard");
  const steps = page.getByRole("list", { name: "Funnel of this month's new clients" }).getByRole("listitem");
  const texts = await steps.allInnerTexts();
  return Object.fromEntries(
    texts.map((text) => {
      const [label, value] = text
        .split("\n")
        .map((part) => part.trim())
        .filter(Boolean);
      return [label!, Number(value!.replace(/,/g, ""))];
    }),
  );
}

/** The community form's fields, as admin-apartments.spec.ts and saved-searches.spec.ts fill them. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A floor-plan cell by its input name (the labels are per row: "Rent, plan A1"). */
export const cell = (page: Page, row: number, name: string) => page.locator(`input[name="plans.${row}.${name}"]`);

export async function fillPlan(page: Page, row: number, plan: { name: string; beds: string; baths: string; sqft: string; rent: string; units: string; from: string }) {
  await cell(page, row, "name").fill(plan.name);
  await cell(page, row, "beds").fill(plan.beds);
  await cell(page, row, "baths").fill(plan.baths);
  await cell(page, row, "sqft").fill(plan.sqft);
  await cell(page, row, "rent").fill(plan.rent);
  await cell(page, row, "unitsAvailable").fill(plan.units);
  await cell(page, row, "availableFrom").fill(plan.from);
}

export async function createCommunity(page: Page, title: string) {
  await page.goto("/admin/apartments/new");
  await expect(page.getByRole("heading", { level: 1, name: "New community" })).toBeVisible();
  await field(page, "Name *").fill(title);
  await field(page, "Neighborhood *").selectOption({ index: 1 });
  await field(page, "Street address *").fill("2100 Test Bayou Dr");
  await field(page, "ZIP code *").fill("77007");
  await field(page, "Leasing phone *").fill("(713) 555-0142");
  await field(page, "Latitude *").fill("29.77");
  await field(page, "Longitude *").fill("-95.41");
  await field(page, "Year built *").fill("2019");
  await field(page, "Pet policy *").fill("Two pets, 50 lb limit.");
}
