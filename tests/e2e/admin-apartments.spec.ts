/**
 * A community's own screens in the back office (issue 13), at 1280 and at
 * 375 px, beyond the journey of admin-content.spec.ts: the floor-plan editor
 * (errors per cell with every row kept, "Add a floor plan", Remove, the rule
 * that a community on the site keeps a plan), "Verified today", and a second
 * admin's stale save refused with the plans' change named. Every community a
 * test makes has a name of its own, so the demo data stays as other specs
 * expect it.
 */
import { expect, test } from "@playwright/test";
import { adminBrowser, cell, createCommunity, field, fillPlan, signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
});

test("the floor-plan editor: a bad cell is named beside it with every row kept, Remove moves the plans up, and a community on the site keeps its last plan", async ({
  page,
}) => {
  // Creates a community, edits its plans three times and checks two pages with axe: about 28 s here, too close to the 30 s default.
  test.slow();
  const title = uniqueName("Bayou Plans").replace(/-/g, " ");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await createCommunity(page, title);

  // "Add a floor plan" gives a row beside the blank one (and focuses it; it stays when the page notes unsaved changes).
  await page.getByRole("button", { name: "Add a floor plan" }).click();
  await expect(cell(page, 1, "name")).toBeFocused();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await fillPlan(page, 0, { name: "A1", beds: "1", baths: "1", sqft: "700", rent: "cheap", units: "2", from: "2026-12-01" });
  await fillPlan(page, 1, { name: "B2", beds: "2", baths: "2", sqft: "1,050", rent: "$1,800", units: "1", from: "2027-01-15" });
  const amenities = page.getByRole("group", { name: /Amenities/ });
  const [first, second] = await amenities.getByRole("checkbox").evaluateAll((boxes) => boxes.slice(0, 2).map((box) => box.closest("label")!.textContent!.trim()));
  await amenities.getByRole("checkbox", { name: first! }).check();
  await amenities.getByLabel(`Note for ${first}`).fill("in select units");
  await amenities.getByRole("checkbox", { name: second! }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page.getByRole("alert").first()).toContainText("Nothing was saved");
  await expect(cell(page, 0, "rent")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Rent must be a whole number.")).toBeVisible();
  await expect(cell(page, 0, "rent")).toHaveValue("cheap");
  await expect(cell(page, 1, "name")).toHaveValue("B2");
  await expect(amenities.getByLabel(`Note for ${first}`)).toHaveValue("in select units");
  await expect(amenities.getByRole("checkbox", { name: second! })).toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await cell(page, 0, "rent").fill("1,200");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(cell(page, 2, "name")).toHaveValue("");
  expect(await (await page.request.get(`/api/apartments/${slug}`)).json()).toMatchObject({ priceRange: "$1,200 - $1,800" });

  // Remove A1: B2 moves up into the first row, and the range is B2's alone.
  await page.getByRole("checkbox", { name: "Remove plan A1" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Updated community “${title}”: floor plans`)).toBeVisible();
  await expect(cell(page, 0, "name")).toHaveValue("B2");
  await expect(cell(page, 0, "rent")).toHaveValue("1800");
  await expect(cell(page, 1, "name")).toHaveValue("");
  expect(await (await page.request.get(`/api/apartments/${slug}`)).json()).toMatchObject({ priceRange: "$1,800" });

  // Removing the last plan of a community on the site is refused, naming the rule; the tick is kept.
  await page.getByRole("checkbox", { name: "Remove plan B2" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("A community shown on the site needs at least one floor plan").first()).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Remove plan B2" })).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the pet policy as fields: filled from the text, a wrong one refused beside it, and the community's page and the search use them", async ({ page }) => {
  // A community made, refused twice, saved and then read on its page and in the search: longer than one page's test.
  test.slow();
  const title = uniqueName("Bayou Paws").replace(/-/g, " ");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await createCommunity(page, title);
  await fillPlan(page, 0, { name: "A1", beds: "1", baths: "1", sqft: "700", rent: "1300", units: "2", from: "2026-12-01" });
  // Dogs and Cats replace the old "Pets allowed" box; pets allowed follows them.
  await expect(page.getByLabel("Pets allowed", { exact: true })).toHaveCount(0);
  await field(page, "Pet policy *").fill(
    "Cats and dogs welcome, up to 2 pets per home (dogs up to 50 lb). $300 one-time pet fee, $250 refundable pet deposit and $25/month pet rent per pet. Some breed restrictions apply.",
  );
  await page.getByRole("button", { name: "Fill the pet fields from this text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Filled in:" })).toHaveText(
    "Filled in: Cats and dogs (dogs up to 50 lb), up to 2 pets; $300 one-time fee, $250 deposit and $25/month pet rent per pet. Check them, then save.",
  );
  await expect(field(page, "Dogs allowed")).toBeChecked();
  await expect(field(page, "Cats allowed")).toBeChecked();
  await expect(field(page, "Breed restrictions")).toBeChecked();
  await expect(field(page, "Pets per home (at most)")).toHaveValue("2");
  await expect(field(page, "Dog weight limit (lb)")).toHaveValue("50");
  await expect(field(page, "Pet fee (one-time, per pet)")).toHaveValue("300");
  await expect(field(page, "Pet deposit (per pet)")).toHaveValue("250");
  await expect(field(page, "Pet rent (monthly, per pet)")).toHaveValue("25");

  // A weight limit without dogs, and one over the bound, are refused beside the field with what was typed kept.
  await field(page, "Dogs allowed").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("A dog weight limit needs “Dogs allowed” ticked; leave it blank for a community that takes no dogs.")).toBeVisible();
  await expect(field(page, "Dog weight limit (lb)")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Dog weight limit (lb)")).toHaveValue("50");
  await expect(field(page, "Cats allowed")).toBeChecked();
  await field(page, "Dogs allowed").check();
  await field(page, "Dog weight limit (lb)").fill("400");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Dog weight limit (lb) must be at most 300.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await field(page, "Dog weight limit (lb)").fill("50");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(field(page, "Dog weight limit (lb)")).toHaveValue("50");

  // The renter's page says the policy from the fields, with its charges, then the community's words.
  await page.goto(`/apartments/${slug}`);
  const policy = page.getByTestId("pet-policy");
  await expect(policy).toContainText("Cats and dogs (dogs up to 50 lb), up to 2 pets");
  await expect(policy).toContainText("$300 one-time fee, $250 deposit and $25/month pet rent per pet");
  await expect(policy).toContainText("Some breeds are restricted.");
  await expect(policy).toContainText("Service and emotional support animals are not pets");

  // The search takes a 50 lb dog there, not a 51 lb one.
  const search = async (query: string) => ((await (await page.request.get(`/api/apartments?q=${encodeURIComponent(title)}&${query}`)).json()) as { items: { slug: string }[] }).items.map((i) => i.slug);
  expect(await search("dogLb=50")).toContain(slug);
  expect(await search("dogLb=51")).not.toContain(slug);
});

test("Verified today stamps the availability date", async ({ page }) => {
  const title = uniqueName("Verified Bend").replace(/-/g, " ");
  await createCommunity(page, title);
  await fillPlan(page, 0, { name: "S1", beds: "0", baths: "1", sqft: "500", rent: "1100", units: "1", from: "2026-12-01" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Verified today" }).click();
  await expect(page.getByText("Availability marked as checked today", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Availability checked .*\.$/)).toBeVisible();
});

test("a community saved from an older version is refused with what the other admin changed in its plans", async ({ page, browser, baseURL }) => {
  const title = uniqueName("Stale Plans").replace(/-/g, " ");
  await createCommunity(page, title);
  await fillPlan(page, 0, { name: "A1", beds: "1", baths: "1", sqft: "700", rent: "1200", units: "2", from: "2026-12-01" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  const other = await adminBrowser(browser, baseURL);
  await other.goto(editPath);
  await cell(page, 0, "rent").fill("1350");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Updated community “${title}”: floor plans`)).toBeVisible();

  await field(other, "Leasing phone *").fill("(713) 555-0199");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = other.getByRole("alert").filter({ hasText: "changed by someone else since you opened it" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole("row", { name: /\$1,200.*\$1,350/ })).toBeVisible();
  await expect(field(other, "Leasing phone *")).toHaveValue("(713) 555-0199");
  await expect(cell(other, 0, "rent")).toHaveValue("1200");
  await expectNoAxeViolations(other);
  await other.context().close();

  await page.reload();
  await expect(field(page, "Leasing phone *")).toHaveValue("(713) 555-0142");
});
