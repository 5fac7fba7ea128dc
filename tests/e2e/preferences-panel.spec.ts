import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const PASSWORD = "panel-renter-password-7";

async function signUp(page: Page) {
  const username = `panel${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(`${username}@example.com`);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: /create account/i }).click();
  await expect(page).toHaveURL("/");
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: "Open your preferences" }).click();
  const panel = page.getByRole("complementary", { name: "Your Preferences" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Loading preferences...")).toBeHidden();
  return panel;
}

test("guests get no floating preferences button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open your preferences" })).toHaveCount(0);
});

test("a renter edits preferences in the side panel, they auto-save and survive a reload", async ({ page, isMobile }) => {
  // A long journey: two auto-saves, a reload and two visits to the suggestion screen.
  test.setTimeout(90_000);
  await signUp(page);
  let panel = await openPanel(page);
  await expect(panel.getByText("No neighborhoods selected")).toBeVisible();
  await expect(panel.getByText("No amenities selected")).toBeVisible();

  await panel.getByLabel("Full name").fill("Maria Lopez");
  await panel.getByRole("button", { name: "Add neighborhoods" }).click();
  await panel.getByRole("searchbox", { name: "Search neighborhoods" }).fill("zzz");
  await expect(panel.getByText("No matching neighborhoods found")).toBeVisible();
  await panel.getByRole("searchbox", { name: "Search neighborhoods" }).fill("MONT");
  await panel.getByRole("button", { name: "Montrose" }).click();
  await panel.getByRole("button", { name: "Done" }).click();
  await panel.getByRole("button", { name: "Add amenities" }).click();
  await panel.getByRole("searchbox", { name: "Search amenities" }).fill("parking");
  await panel.getByRole("button", { name: "Parking" }).click();
  await panel.getByRole("button", { name: "Done" }).click();
  await panel.getByLabel("Requirement for Parking (optional)").fill("must be covered");
  await panel.getByLabel("Max budget per month ($)").fill("1800");
  await panel.getByLabel("Bedrooms").fill("2");
  await panel.getByLabel("Bathrooms").fill("1.5");
  await panel.getByLabel("Lease length").selectOption("custom");
  await panel.getByLabel("Lease length").fill("9 months");

  await expect(panel.getByText("Changes pending...")).toBeVisible();
  await expect(panel.getByText("All changes saved")).toBeVisible({ timeout: 10_000 });
  // Every required stage is complete now: the find action appears, and recommendations follow the profile.
  await expect(panel.getByRole("button", { name: "Find My Perfect Apartment" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Recommended Apartments" }).getByRole("link", { name: /View Details/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.reload();
  panel = await openPanel(page);
  await expect(panel.getByLabel("Full name")).toHaveValue("Maria Lopez");
  await expect(panel.getByRole("list", { name: "Selected neighborhoods" })).toContainText("Montrose");
  await expect(panel.getByLabel("Requirement for Parking (optional)")).toHaveValue("must be covered");
  await expect(panel.getByLabel("Max budget per month ($)")).toHaveValue("1800");
  await expect(panel.getByLabel("Bedrooms")).toHaveValue("2");
  await expect(panel.getByLabel("Bathrooms")).toHaveValue("1.5");
  await expect(panel.getByLabel("Lease length")).toHaveValue("9 months");
  await panel.getByRole("button", { name: "Back to options" }).click();
  await expect(panel.getByLabel("Lease length")).toHaveValue("");

  // The suggestion screen follows the saved budget: every plan it shows fits it (5% tolerance).
  const firstSuggestion = async () => {
    await page.goto("/preference-suggestion");
    const card = page.getByRole("article").first();
    await expect(card).toBeVisible();
    const price = Number(((await card.getByText(/^\$[\d,]+$/).first().textContent()) ?? "").replace(/[$,]/g, ""));
    return { title: (await card.getByRole("heading", { level: 2 }).textContent()) ?? "", price };
  };
  const generous = await firstSuggestion();
  expect(generous.price).toBeLessThanOrEqual(1800 * 1.05);
  await page.goto("/");
  panel = await openPanel(page);
  await panel.getByLabel("Max budget per month ($)").fill("1150");
  await expect(panel.getByText("All changes saved")).toBeVisible({ timeout: 10_000 });
  const tight = await firstSuggestion();
  expect(tight.price).toBeLessThanOrEqual(1150 * 1.05);
  expect(tight.title).not.toBe(generous.title);

  // A client-side navigation elsewhere closes the panel.
  await page.goto("/");
  panel = await openPanel(page);
  if (isMobile) await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Neighborhoods", exact: true }).click();
  await expect(page).toHaveURL("/neighborhoods");
  await expect(page.getByRole("complementary", { name: /Your Preferences/ })).toHaveCount(0);
});
