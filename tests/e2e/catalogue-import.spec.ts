/**
 * The catalogue in bulk (issue 29, decision 039), at 1280 and 375 px with axe: an administrator imports a new
 * community with three floor plans from a spreadsheet, a renter saves a search that finds it, then the weekly price
 * sheet arrives with three changed rents and one bad row: the preview shows the changes and the rejected row with
 * its cell, Apply writes them, the apartment page shows the new rent with its history, and the renter's saved search
 * reports the drop ("was $… on …"). The community is the test's own (a unique name), so both viewports' runs and the
 * other specs keep the demo data as they expect it.
 */
import { expect, test, type Page } from "@playwright/test";
import { toCsv } from "../../core/admin/csv.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

async function upload(admin: Page, fileName: string, csv: string, source: string) {
  await admin.goto("/admin/import");
  await expect(admin.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
  await admin.getByLabel("CSV or Excel file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await admin.getByLabel("Source").fill(source);
  await admin.getByRole("button", { name: "Preview the import" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: new RegExp(`Import #\\d+: ${fileName.replace(".", "\\.")}`) })).toBeVisible();
}

async function apply(admin: Page) {
  await admin.getByRole("button", { name: "Apply" }).first().click();
  await expect(admin.getByTestId("import-applied")).toBeVisible();
}

test("a spreadsheet creates a community, a price sheet with three changed rents and a bad row updates it, the page shows the history and the alert the drop", async ({ page, browser, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const title = uniqueName("Sheet Bend").replace(/-/g, " ");
  const plans = [
    { name: "S1", beds: 0, baths: 1, sqft: 520, rent: 1210 },
    { name: "A1", beds: 1, baths: 1, sqft: 740, rent: 1480 },
    { name: "B1", beds: 2, baths: 2, sqft: 1080, rent: 1990 },
  ];

  // 1. The administrator imports the community from a catalogue spreadsheet.
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL);
  const catalogue = toCsv(
    ["Community", "Neighborhood", "Street address", "ZIP code", "Leasing phone", "Latitude", "Longitude", "Year built", "Pet policy", "Parking", "Floor plan", "Bedrooms", "Bathrooms", "Square feet", "Rent", "Available from", "Units available"],
    plans.map((p) => [title, "midtown", "2400 Bagby St", "77006", "(713) 555-0177", 29.7455, -95.3801, 2018, "Cats and dogs up to 50 lb.", "Garage $75", p.name, p.beds, p.baths, p.sqft, p.rent, "2027-01-05", 2]),
  );
  await upload(admin, "new-community.csv", catalogue, "E2E catalogue");
  await expect(admin.getByRole("heading", { level: 2, name: /^New/ })).toBeVisible();
  await expectNoAxeViolations(admin);
  await expectNoHorizontalOverflow(admin);
  await apply(admin);

  // 2. A renter saves a search that finds it.
  const username = uniqueName("sheetwatch");
  const registered = await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: "Bayou-Lease-Walk-2026" }, headers: { Origin: origin } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.getByText("Save this search").click();
  await page.getByLabel("Name this search").fill("Sheet watch");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved", { exact: true })).toBeVisible();

  // 3. The weekly price sheet: three changed rents, one row naming a plan the community does not have.
  const sheet = toCsv(
    ["Property Name", "Unit Type", "Market Rent", "Avail Date", "Units Vacant"],
    [
      [title, "S1", "$1,185", "1/5/2027", 2],
      [title, "A1", "$1,430", "1/12/2027", 3],
      [title, "B1", "$2,010", "1/5/2027", 1],
      [title, "PH9", "$4,200", "2/1/2027", 1],
    ],
  );
  await upload(admin, "weekly-prices.csv", sheet, "E2E weekly");
  const changed = admin.getByRole("region", { name: /^Changed/ });
  await expect(changed.getByRole("cell", { name: "1480" })).toBeVisible();
  await expect(changed.getByRole("cell", { name: "1430" })).toBeVisible();
  const rejected = admin.getByRole("region", { name: /^Rejected/ });
  await expect(rejected.getByRole("cell", { name: "B5" })).toBeVisible();
  await expect(rejected.getByText(`has no floor plan “PH9”`)).toBeVisible();
  await expectNoAxeViolations(admin);
  await expectNoHorizontalOverflow(admin);
  await apply(admin);
  await expectNoAxeViolations(admin);
  await adminContext.close();

  // 4. The apartment page shows the new rent and its history (the import made its slug from the name).
  await page.goto(`/apartments/${title.replace(/ /g, "-")}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const history = page.getByRole("heading", { name: "Price history" });
  await history.scrollIntoViewIfNeeded();
  await expect(page.getByRole("table", { name: "Rent history of A1 · 1 Bed, newest first" }).getByRole("cell", { name: "$1,430" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rent history of A1 · 1 Bed, newest first" }).getByRole("cell", { name: "$1,480" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // 5. The saved search reports the drop, dated by the history.
  await page.goto("/account");
  const saved = page.getByRole("article", { name: "Sheet watch" });
  await expect(saved.getByText(/A1: \$1,430\/mo, was \$1,480 on [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("names a file uses and the catalogue lacks are offered for creation: the amenity in one step, the file previewed again", async ({ page, baseURL }, testInfo) => {
  await signInAsAdmin(page, baseURL);
  const title = uniqueName("Offer Court").replace(/-/g, " ");
  const amenity = uniqueName("Rooftop Cinema").replace(/-/g, " ");
  const hood = uniqueName("Atlantis Heights").replace(/-/g, " ");
  const header = ["Community", "Neighborhood", "Street address", "ZIP code", "Leasing phone", "Latitude", "Longitude", "Year built", "Pet policy", "Amenities", "Floor plan", "Bedrooms", "Bathrooms", "Square feet", "Rent", "Available from", "Units available"];
  const csv = toCsv(header, [
    [title, "midtown", "2400 Bagby St", "77006", "(713) 555-0178", 29.7455, -95.3801, 2016, "No pets.", `pool; ${amenity}`, "A1", 1, 1, 700, 1400, "2027-01-05", 1],
    [`${title} Annex`, hood, "2402 Bagby St", "77006", "(713) 555-0179", 29.7456, -95.3802, 2016, "No pets.", "pool", "A1", 1, 1, 700, 1400, "2027-01-05", 1],
  ]);
  await upload(page, "names.csv", csv, "E2E names");
  const offer = page.getByTestId("import-unknown");
  await expect(offer).toContainText(amenity);
  await expect(offer.getByRole("link", { name: `Create “${hood}”` })).toHaveAttribute("href", `/admin/neighborhoods/new?${new URLSearchParams({ name: hood })}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("import-offer.png"), fullPage: true });

  await offer.getByRole("button", { name: "Create this amenity" }).click();
  await expect(page.getByText(`Created the amenity: ${amenity}`).first()).toBeVisible();
  await expect(page.getByTestId("import-unknown")).not.toContainText(amenity);
  await expect(page.getByTestId("import-unknown")).toContainText(hood);
  await expect(page.getByTestId("new-communities")).toContainText(title);

  // The neighborhood's form opens with the name filled in.
  await page.getByTestId("import-unknown").getByRole("link", { name: `Create “${hood}”` }).click();
  await expect(page.getByRole("textbox", { name: "Name *" })).toHaveValue(hood);
});
