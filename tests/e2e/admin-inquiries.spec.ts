/**
 * The locator's pipeline (issue 14, first part) at 1280 and 375 px: a guest asks
 * about an apartment; the administrator finds the request in the inbox, moves it
 * to Contacted with a note, then through Touring to Leased with the community and
 * the rent; the dashboard's funnel counts it. A refused move keeps its message
 * beside the field.
 */
import { expect, test } from "@playwright/test";
import { dashboardFunnel as funnel, signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("a guest's request-info goes from the inbox through Contacted and Touring to Leased, and the dashboard counts it", async ({ page, browser, baseURL }) => {
  test.slow();
  const name = uniqueName("Pipeline Guest").replace(/-/g, " ");
  await signInAsAdmin(page, baseURL);
  const before = await funnel(page);

  // A guest asks about an apartment of the Heights.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto("/neighborhoods/heights");
  const href = await guestPage.locator('main a[href^="/apartments/"]').first().getAttribute("href");
  await guestPage.goto(href!);
  const title = (await guestPage.getByRole("heading", { level: 1 }).textContent())!.trim();
  await guestPage.getByRole("button", { name: "Request info" }).click();
  const dialog = guestPage.getByRole("dialog", { name: "Request info" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("E-mail").fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Information Saved!")).toBeVisible();
  await guest.close();

  // The inbox: newest first, found by the client's name, from the apartment page.
  await page.goto(`/admin/client-inquiries?q=${encodeURIComponent(name)}&source=apartment&stage=new`);
  await expect(page.getByRole("heading", { level: 1, name: "Client inquiries" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(title);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stage: New" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Contacted, with a note on the timeline.
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Called; wants a 2 bed near the trail, tours Saturday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("New → Contacted");
  await expect(timeline).toContainText("Called; wants a 2 bed near the trail, tours Saturday.");
  await expect(timeline).toContainText("staff note");

  // Touring, then Leased: refused without the lease, with each message beside its field.
  await page.getByLabel("Move to").selectOption("touring");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await page.getByLabel("Move to").selectOption("leased");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Choose the community the client leased at.")).toBeVisible();
  await expect(page.getByLabel("Monthly rent")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Move to").selectOption("leased");
  await page.getByLabel("Community").selectOption({ label: title });
  await page.getByLabel("Move-in date").fill("2027-01-15");
  await page.getByLabel("Monthly rent").fill("1,650");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  await expect(page.getByText(`Leased at ${title} for $1,650/month`)).toBeVisible();
  await expect(timeline).toContainText("Touring → Leased at $1,650/month from 2027-01-15");
  // Every move is in the record's history too.
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Updated client inquiry “${name}”`);

  // At least this inquiry's step at each stage (the other project's run may add its own meanwhile).
  const after = await funnel(page);
  for (const step of ["New this month", "Contacted", "Touring", "Leased"]) expect(after[step]).toBeGreaterThanOrEqual(before[step]! + 1);
  await expectNoAxeViolations(page);
});
