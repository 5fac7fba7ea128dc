/**
 * Compare (issue 17): a renter ticks Compare on listing cards and on an apartment page, the tray refuses a
 * fifth, the comparison shows the three with their rents, its address opens the same comparison in another
 * browser, and removing one leaves two (in the page and in the tray). Runs at 1280 and 375 px (the projects).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

/** The card's Compare control, once the tray's script has made it a toggle (after hydration). */
function compareControl(page: Page, title: string): Locator {
  return page.getByRole("button", { name: `Compare ${title}`, exact: true });
}

/** Clicks with the control in the middle of the screen: the tray bar floats at the bottom. */
async function toggle(control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await control.click();
}

test("compare three communities from cards and an apartment page, share the link, remove one", async ({ page, browser }, testInfo) => {
  // Four pages, two axe scans and a second browser: over the 30 s a page's test gets on a loaded machine.
  test.slow();
  await page.goto("/listings");
  const titles = (await page.getByRole("article").getByRole("heading").allTextContents()).map((t) => t.trim()).slice(0, 6);
  expect(titles).toHaveLength(6);
  const [first, second, third, fourth, fifth, sixth] = titles as [string, string, string, string, string, string];

  // Two from the listing cards; the control says it is pressed.
  await toggle(compareControl(page, first));
  await expect(compareControl(page, first)).toHaveAttribute("aria-pressed", "true");
  await toggle(compareControl(page, second));
  const tray = page.getByRole("region", { name: "Compare tray" });
  await expect(tray.getByRole("link", { name: "Compare (2)" })).toBeVisible();

  // A third from its apartment page.
  await page.getByRole("article").getByRole("link", { name: third, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(third);
  await toggle(compareControl(page, third));
  await expect(compareControl(page, third)).toHaveAttribute("aria-pressed", "true");
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();

  // A fourth fits, a fifth is refused with the reason; un-ticking the fourth leaves three.
  await page.goBack();
  await toggle(compareControl(page, fourth));
  await expect(tray.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await toggle(compareControl(page, fifth));
  await expect(tray.getByRole("status")).toHaveText(/up to 4 communities/);
  await expect(compareControl(page, fifth)).toHaveAttribute("aria-pressed", "false");
  await toggle(compareControl(page, fourth));
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await expect(compareControl(page, sixth)).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);

  // The comparison: the three, in the order added, each with a rent.
  await tray.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
  const table = page.getByRole("table");
  const headers = table.locator("thead").getByRole("columnheader");
  await expect(headers).toHaveCount(3);
  for (const [i, title] of [first, second, third].entries()) await expect(headers.nth(i).getByRole("link", { name: title, exact: true })).toBeVisible();
  const rents = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Rent from" }) }).getByRole("cell");
  await expect(rents).toHaveCount(3);
  for (const cell of await rents.all()) await expect(cell).toHaveText(/^\$[\d,]+\/mo$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // Shared: the same address in a browser that has never seen the tray shows the same three.
  const shared = page.url();
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, isMobile: testInfo.project.name === "mobile" });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(shared);
    const otherHeaders = otherPage.getByRole("table").locator("thead").getByRole("columnheader");
    await expect(otherHeaders).toHaveCount(3);
    expect((await otherHeaders.getByRole("link").allTextContents()).filter((t) => t !== "Remove")).toEqual([first, second, third]);
  } finally {
    await other.close();
  }

  // Remove one: the page and the tray keep the other two.
  await page.getByRole("link", { name: `Remove ${second} from the comparison` }).click();
  await expect(headers).toHaveCount(2);
  await expect(table).not.toContainText(second);
  await page.goto("/listings");
  await expect(page.getByRole("region", { name: "Compare tray" }).getByRole("link", { name: "Compare (2)" })).toBeVisible();
  await expect(compareControl(page, second)).toHaveAttribute("aria-pressed", "false");
});

test("without JavaScript, Compare is a link to a comparison of that one, and the page adds more by a form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/listings");
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("link", { name: `Compare ${title}`, exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+$/);
    await expect(page.getByRole("table").locator("thead").getByRole("columnheader")).toHaveCount(1);
    await page.getByLabel("Add a community").fill("no community is called this");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("No community matched");
    await expect(page.getByRole("table").locator("thead").getByRole("columnheader")).toHaveCount(1);
  } finally {
    await context.close();
  }
});
