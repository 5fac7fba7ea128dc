/**
 * The locator's money in the back office (issue 28, decision 036) at 1280 and 375 px with axe: a community's
 * Commission terms refused beside the field with what was typed kept, then saved and shown; a client leased there
 * gets the expected commission and a verification request to the property.
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("commission terms on a community, and a lease there that expects its commission and asks the property to verify it", async ({ page, browser, baseURL, isMobile }) => {
  test.slow();
  await signInAsAdmin(page, baseURL);
  const apartments = (await (await page.request.get("/api/apartments")).json()).items as { title: string }[];
  const title = apartments[isMobile ? 7 : 6]!.title;
  await page.goto(`/admin/apartments?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title, exact: true }).click();
  const commission = page.getByTestId("commission-terms");
  await expect(commission.getByRole("heading", { name: "Commission" })).toBeVisible();

  // A rate nobody can read is refused beside its field; what was typed stays.
  await commission.getByLabel("Pays locators").check();
  await commission.getByLabel("Commission", { exact: true }).fill("lots");
  await commission.getByLabel("Leasing contact's e-mail").fill("leasing@property.example");
  await commission.getByRole("button", { name: "Save the terms" }).click();
  await expect(commission.getByText(/Write a percent of one month's rent/)).toBeVisible();
  await expect(commission.getByLabel("Leasing contact's e-mail")).toHaveValue("leasing@property.example");
  await expect(commission.getByLabel("Commission", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await commission.getByLabel("Commission", { exact: true }).fill("100%");
  await commission.getByLabel("In effect from").fill("2026-01-01");
  await commission.getByRole("button", { name: "Save the terms" }).click();
  await expect(commission).toContainText("From 2026-01-01: pays 100% of one month's rent");
  await expect(commission).toContainText("Leasing contact: <leasing@property.example>");
  await expect(page.getByRole("region", { name: "History" })).toContainText(/commission terms/i);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // A client who wrote in is leased there: the lease shows what it should earn and that the property was asked.
  const name = uniqueName("Money Client").replace(/-/g, " ");
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto("/contact");
  await guestPage.getByRole("textbox", { name: "Name" }).fill(name);
  await guestPage.getByRole("textbox", { name: "E-mail" }).fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await guestPage.getByRole("textbox", { name: "Message" }).fill("Ready to sign.");
  await guestPage.getByRole("button", { name: "Send message" }).click();
  await expect(guestPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  await guest.close();

  await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByLabel("Move to").selectOption("leased");
  await page.getByText("If Leased: the lease").click();
  await page.getByLabel("Community").selectOption({ label: title });
  await page.getByLabel("Unit (optional)").fill("B-204");
  await page.getByLabel("Move-in date").fill("2027-01-15");
  await page.getByLabel("Lease length in months (optional)").fill("12");
  await page.getByLabel("Monthly rent").fill("1,650");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  const lease = page.getByTestId("client-leases");
  await expect(lease).toContainText("Expected commission $1,650.00");
  await expect(lease).toContainText("Verification requested from the property");
  await expect(page.getByTestId("client-timeline")).toContainText("Lease verification requested from");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
