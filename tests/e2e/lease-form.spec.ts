/**
 * The client's Leased form (issue 28) at 1280 and 375 px: a guest books a tour, and the locator finds the form
 * starting from that community; the search box above the community list narrows it as they type (Enter picks, it does
 * not submit), and the lease records the community chosen. Accessible and without sideways scrolling on a phone.
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForReact } from "./helpers.ts";

test("the Leased form starts from the booked tour's community, and the search box narrows the communities", async ({ page, browser, baseURL, isMobile }) => {
  test.slow();
  const name = uniqueName("Lease Form").replace(/-/g, " ");
  const email = `${name.replace(/\s+/g, ".")}@example.com`;
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  const apartments = (await (await guestPage.request.get("/api/apartments")).json()).items as { slug: string; title: string }[];
  const [toured, leased] = isMobile ? [apartments[7]!, apartments[9]!] : [apartments[6]!, apartments[8]!];
  await guestPage.goto(`/apartments/${toured.slug}/tour`);
  await guestPage.locator('input[name="slot"]').first().check();
  await guestPage.getByLabel("Name").fill(name);
  await guestPage.getByLabel("E-mail").fill(email);
  await guestPage.getByLabel("Phone").fill("(713) 555-0166");
  await guestPage.getByRole("button", { name: "Book this tour" }).click();
  await guestPage.waitForURL(/\/tours\/\d+/);
  await guest.close();

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await page.getByText("If Leased: the lease").click();
  const community = page.getByLabel("Community");
  await expect(community.locator("option:checked")).toHaveText(toured.title);
  await expect(page.getByText("Prefilled: community from their booked tour")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // Typing part of another community's name narrows the list and picks it; Enter keeps the form open.
  const search = page.getByRole("searchbox", { name: "Search communities" });
  await waitForReact(search);
  await search.fill(leased.title.toLowerCase());
  await expect(community.locator("option:checked")).toHaveText(leased.title);
  // "Choose…" and the communities whose names hold what was typed, nothing else.
  const shown = (await community.locator("option").allTextContents()).slice(1);
  expect(shown.length).toBeGreaterThan(0);
  for (const option of shown) expect(option.toLowerCase()).toContain(leased.title.toLowerCase());
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await expect(page.getByText("Choose the stage to move it to.")).toHaveCount(0);

  await page.getByLabel("Move to").selectOption("leased");
  await page.getByLabel("Move-in date").fill("2027-03-01");
  await page.getByLabel("Monthly rent").fill("1,700");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  await expect(page.getByText(`Leased at ${leased.title}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
