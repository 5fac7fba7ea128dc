/**
 * Fair housing (issue 30, decision 040) at 1280 and 375 px, axe at each step: a renter asking for a 2-bed "in a
 * building without kids" is told plainly what was set aside and why, and gets the lawful part's results, never
 * "everything you asked for"; an admin publishing a description with flagged wording sees each flag and its rule,
 * confirms it, and the record's history names the confirmed words.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const STATEMENT = "We don't search, rank or describe places by who lives there";

async function signUp(page: Page, baseURL: string | undefined) {
  const username = uniqueName("fairhousing");
  const response = await page.request.post("/api/register", { headers: { Origin: baseURL! }, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
}

test("a renter's request about who lives there is set aside and said so; the lawful part is answered", async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await page.goto("/chat");
  const log = page.getByRole("log", { name: "Conversation with A.L.I." });
  const input = page.getByRole("textbox", { name: "Message A.L.I." });
  await expect(input).toBeEditable();
  const message = "2 bed under 1,600 in a building without kids";
  await input.fill(message);
  await input.press("Enter");
  await expect(log.getByText(message, { exact: true })).toBeVisible();
  const reply = log.getByText(STATEMENT);
  await expect(reply).toBeVisible({ timeout: 10_000 });
  await expect(log).toContainText("So I set aside “in a building without kids”. Here's the rest of what you asked:");
  await expect(log).toContainText("with the rest of what you asked for (2+ bedrooms, up to $1,600)");
  await expect(log).not.toContainText("everything you asked for");
  // The lawful criteria were saved; nothing about other people was.
  await expect(log).toContainText("Budget set to $1,600");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});

test("an admin publishing flagged wording sees each flag with its rule, confirms it, and the history names the words", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  const name = uniqueName("Fair Grove").replace(/-/g, " ");
  await page.goto("/admin/neighborhoods/new");
  await page.getByLabel("Name *", { exact: true }).fill(name);
  await page.getByLabel("Description *", { exact: true }).fill(`${name} is a diverse area, perfect for singles, with a bayou trail.`);
  await page.getByLabel("ZIP codes", { exact: true }).fill("77007");
  await page.getByLabel("Latitude *", { exact: true }).fill("29.78");
  await page.getByLabel("Longitude *", { exact: true }).fill("-95.42");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const flags = page.getByTestId("wording-flags");
  await expect(flags).toBeVisible();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was saved yet: 2 phrases may describe who lives there");
  await expect(flags).toContainText("Description: “diverse”.");
  await expect(flags).toContainText("Description: “perfect for singles”.");
  await expect(flags).toContainText("Rule: Fair Housing Act, 42 U.S.C. 3604(c)");
  await expect(page.getByLabel("Description *", { exact: true })).toHaveValue(`${name} is a diverse area, perfect for singles, with a bayou trail.`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath("wording-flags.png"), fullPage: false });

  await page.getByLabel("I have checked this wording and it describes the place, not the people: save it as it is.").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByText(`Created neighborhood “${name}”; fair-housing wording confirmed: “diverse”, “perfect for singles”`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a page of several communities carries the Texas advertising wording, with the lowest rent it shows", async ({ page }) => {
  await page.goto("/listings");
  const notice = page.getByTestId("advertising-notice");
  await expect(notice).toHaveText(/^Rent is \$[\d,]+ or more: each community's lowest listed rent is shown, and not every unit is available at it\. Not all units have the advertised features\.$/);
  // "$X or more" is the lowest of the rents the cards on the page advertise ("$1,150 – $2,100/mo").
  const prices = await page.locator("#results-list p.text-lg").allInnerTexts();
  const lows = prices.flatMap((text) => (/^\$([\d,]+)/.exec(text.trim()) ? [Number(/^\$([\d,]+)/.exec(text.trim())![1]!.replace(/,/g, ""))] : []));
  expect(lows.length).toBeGreaterThan(1);
  const advertised = Number(/\$([\d,]+)/.exec((await notice.innerText()) ?? "")![1]!.replace(/,/g, ""));
  expect(advertised).toBe(Math.min(...lows));
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(page.getByTestId("advertising-notice")).toContainText("Not all units have the advertised features.");
});
