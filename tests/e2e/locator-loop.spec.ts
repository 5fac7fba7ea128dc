/**
 * The locator's loop end to end (issue 14), at 1280 and 375 px with axe: a renter
 * with an account asks about an apartment as a guest; the administrator finds the
 * request in the inbox, moves it to Contacted with a note, opens the client's
 * apartment manager from it, adds three communities with a note and a rebate and
 * shares the list; the renter, signed in, is told, opens /clients/{id}, is
 * interested in one and asks to tour another; both reactions are on the inquiry's
 * timeline and the list's page; the inquiry goes through Touring to Leased with the
 * community and the rent, and the dashboard's funnel counts it. Another renter
 * gets a 404 on that list.
 */
import { expect, test, type Page } from "@playwright/test";
import { dashboardFunnel as funnel, signInAsAdmin } from "./admin-helpers.ts";
import { createApi, signUp, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("from a guest's request to a shared shortlist, the client's reactions, and a lease the funnel counts", async ({ page, browser, baseURL }) => {
  test.slow();
  await signInAsAdmin(page, baseURL);
  const before = await funnel(page);

  // The renter has an account; they write as a guest, with the same e-mail.
  const renter = await browser.newContext({ baseURL });
  const renterPage = await renter.newPage();
  const account = await signUp(createApi(renterPage.request, baseURL!), "loop-renter");
  await renter.clearCookies();
  // Their address is verified (decision 028: an unverified one links nothing by itself); without SMTP the locator vouches for it.
  await page.goto(`/admin/user-profiles?q=${encodeURIComponent(account.username)}`);
  await page.getByRole("link", { name: account.username, exact: true }).click();
  await page.getByRole("button", { name: "Mark e-mail verified" }).click();
  await expect(page.getByText(/^Verified /)).toBeVisible();
  const name = uniqueName("Loop Client").replace(/-/g, " ");
  await renterPage.goto("/neighborhoods/heights");
  await renterPage.locator('main a[href^="/apartments/"]').first().click();
  await expect(renterPage.getByRole("heading", { level: 1 })).toBeVisible();
  await renterPage.getByRole("button", { name: "Request info" }).click();
  const dialog = renterPage.getByRole("dialog", { name: "Request info" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("E-mail").fill(account.email);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Information Saved!")).toBeVisible();

  // The inbox, the inquiry, Contacted with a note.
  await page.goto(`/admin/client-inquiries?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const inquiryUrl = page.url();
  await expect(page.getByTestId("client-account")).toContainText(`${account.username} (linked)`);
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Called: wants three options near the trail.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Called: wants three options near the trail.");

  // The apartment manager, opened from the inquiry: three communities, a note and a rebate on the first, shared.
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page).toHaveURL(/\/admin\/apartment-manager\/\d+$/);
  const listId = Number(/(\d+)$/.exec(page.url())![1]);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const add = page.getByRole("button", { name: /^Add .+ to the list$/ }).first();
    const title = (await add.textContent())!.replace(/^Add\s*/, "").replace(/\s*to\s*the\s*list$/, "").trim();
    await add.click();
    await expect(page.getByRole("button", { name: `Save ${title}` })).toBeVisible();
    titles.push(title);
  }
  const [first, second] = titles as [string, string, string];
  const firstItem = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Save ${first}` }) });
  await firstItem.getByLabel("Note to the client").fill("Closest to the trail; ask for a top floor.");
  await firstItem.getByLabel("Rebate ($, optional)").fill("300");
  await firstItem.getByRole("button", { name: `Save ${first}` }).click();
  // The save's toast comes with the page's new data (the list's next version), so sharing now is not stale.
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Share with / }).click();
  await expect(page.getByRole("button", { name: "Share the update" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The renter signs in and is told; the list shows the three communities with the locator's words.
  await signIn(renterPage, account.username, account.password);
  await renterPage.goto("/");
  const notice = renterPage.getByRole("status").filter({ hasText: "Your locator shared apartment options with you." });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: /See your options/ }).click();
  await expect(renterPage).toHaveURL(new RegExp(`/clients/${listId}$`));
  for (const title of titles) await expect(renterPage.getByRole("heading", { name: title })).toBeVisible();
  await expect(renterPage.getByText("Closest to the trail; ask for a top floor.")).toBeVisible();
  await expect(renterPage.getByText(/\$300/).first()).toBeVisible();
  // The staff note on the inquiry stays with the staff.
  await expect(renterPage.getByText("Called: wants three options near the trail.")).toHaveCount(0);
  await expectNoAxeViolations(renterPage);
  await expectNoHorizontalOverflow(renterPage);

  // Interested in the first; a tour of the second.
  await renterPage.getByRole("group", { name: `Your answer about ${first}` }).getByRole("button", { name: "Interested" }).click();
  await expect(renterPage.getByRole("group", { name: `Your answer about ${first}` }).getByRole("button", { name: "Interested" })).toHaveAttribute("aria-pressed", "true");
  const tourGroup = renterPage.getByRole("group", { name: `Your answer about ${second}` });
  await tourGroup.getByText("Request a tour").click();
  await tourGroup.getByLabel("When would you like to tour?").fill("Saturday morning");
  await tourGroup.getByRole("button", { name: "Request tour" }).click();
  await expect(tourGroup.getByText("Change tour time")).toBeVisible();
  await expectNoAxeViolations(renterPage);

  // Another renter gets a 404 on that list.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUp(createApi(otherPage.request, baseURL!), "loop-other");
  const refused = await otherPage.goto(`/clients/${listId}`);
  expect(refused?.status()).toBe(404);
  await expect(otherPage.getByText("Closest to the trail")).toHaveCount(0);
  await other.close();

  // The administrator sees both reactions on the inquiry's timeline and on the list's page.
  await page.goto(inquiryUrl);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`Interested in ${first}`);
  await expect(timeline).toContainText(`Asked to tour ${second}: Saturday morning`);
  await page.goto(`/admin/client-options/${listId}`);
  await expect(page.getByText("Client: Interested")).toBeVisible();
  await expect(page.getByText("Client: Tour requested: Saturday morning")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // Touring, then Leased at the first community; the funnel counts it.
  await page.goto(inquiryUrl);
  await page.getByLabel("Move to").selectOption("touring");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await page.getByLabel("Move to").selectOption("leased");
  await page.getByText("If Leased: the lease").click();
  await page.getByLabel("Community").selectOption({ label: first });
  await page.getByLabel("Move-in date").fill("2027-01-15");
  await page.getByLabel("Monthly rent").fill("1,725");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  // The floor plan the list picked is prefilled, so the line names it: "Leased at X (S1) for $1,725/month".
  await expect(page.getByText(/for \$1,725\/month/)).toContainText(`Leased at ${first}`);
  const after = await funnel(page);
  for (const step of ["New this month", "Contacted", "Touring", "Leased"]) expect(after[step]).toBeGreaterThanOrEqual(before[step]! + 1);
  await renter.close();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  const form = page.locator("form").filter({ has: page.getByLabel("Username or email") });
  await form.getByLabel("Username or email").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: /sign in|log in/i }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}
