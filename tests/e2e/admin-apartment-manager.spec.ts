/**
 * The apartment manager (issue 14, client options) at 1280 and 375 px: a renter
 * with saved preferences; the administrator starts their options list from the
 * profile and lands in the manager, whose catalogue search starts from those
 * preferences; adds three communities, refuses a rebate out of range beside its
 * field, saves a note, special and rebate, moves one up, removes one; what is
 * typed on two cards is saved by either card's Save, by Enter, and by Share;
 * a second tab opened before is told the list changed. A guest's list (made
 * from their contact message, no account) is shared by e-mail and says so; one
 * with neither an account nor an address cannot be shared and says why
 * (decision 038). Without JavaScript the one plain form does the same. A save
 * from a stale tab keeps what was typed.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminBrowser, signInAsAdmin } from "./admin-helpers.ts";
import { createApi, signUp, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

/** The catalogue's result titles, in rank order, as links show them. */
async function catalogueTitles(page: Page): Promise<string[]> {
  const articles = page.getByRole("region", { name: "Catalogue" }).getByRole("article");
  // The page streams: a click's navigation is done when the document commits, before the catalogue has arrived.
  await expect(articles.first()).toBeVisible();
  const titles = await articles.getByRole("heading").allTextContents();
  return titles.map((title) => title.replace(" (opens in a new tab)", "").trim());
}

function listRegion(page: Page, client: string): Locator {
  return page.getByRole("region", { name: `${client}’s list` });
}

async function itemTitles(page: Page, client: string): Promise<string[]> {
  const titles = await listRegion(page, client).getByRole("article").getByRole("heading").allTextContents();
  return titles.map((title) => title.replace(" (opens in a new tab)", "").trim());
}

test("a locator builds a renter's list from their preferences, edits, reorders, removes and shares it", async ({ page, browser, baseURL, request }) => {
  test.slow();
  const api = createApi(request, baseURL!);
  const renter = await signUp(api, "optionee");
  const saved = await api.call("PUT", "/api/user/preferences", { cookie: renter.cookie, data: { bedrooms: 2, maxBudget: 2400 } });
  expect(saved.status, saved.text).toBe(200);
  const client = renter.username;

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/user-profiles/${renter.id}`);
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page).toHaveURL(/\/admin\/apartment-manager\/\d+$/);
  const managerUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: `Apartment manager: ${client}` })).toBeVisible();
  await expect(page.getByTestId("list-state")).toHaveText("Draft");
  await expect(page.getByRole("link", { name: `Account: ${client}` })).toHaveAttribute("href", `/admin/user-profiles/${renter.id}`);
  // The search starts from the saved profile.
  await expect(page.getByLabel("Bedrooms (at least)")).toHaveValue("2");
  await expect(page.getByLabel("Max budget ($ a month)")).toHaveValue("2400");
  await expect(listRegion(page, client).getByRole("button", { name: `Share with ${client}` })).toBeDisabled();
  await expect(listRegion(page, client)).toContainText("Add at least one community before sharing the list.");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // A second tab, opened now: its version goes stale with the first change.
  const other = await adminBrowser(browser, baseURL);
  await other.goto(managerUrl);

  const [first, second, third] = (await catalogueTitles(page)).slice(0, 3) as [string, string, string];
  for (const title of [first, second, third]) {
    await page.getByRole("button", { name: `Add ${title} to the list` }).click();
    await expect(listRegion(page, client).getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Catalogue" }).getByRole("article", { name: first })).toContainText("On the list");
  expect(await itemTitles(page, client)).toEqual([first, second, third]);

  // The stale tab is refused, and nothing it tried is written.
  const fourth = (await catalogueTitles(other))[3]!;
  await other.getByRole("button", { name: `Add ${fourth} to the list` }).click();
  await expect(other.getByTestId("list-notice")).toHaveText("Nothing was changed: this list changed in another tab or by another admin. The page now shows that change; try again.");
  // The page was read again: it shows the three added in the first tab.
  await expect.poll(() => itemTitles(other, client)).toEqual([first, second, third]);
  await other.context().close();

  // A rebate out of range is refused beside its field; then the item is saved.
  const card = listRegion(page, client).getByRole("article", { name: first });
  await card.getByLabel("Rebate ($, optional)").fill("20000");
  await card.getByRole("button", { name: `Save ${first}` }).click();
  await expect(card.getByText("The rebate is whole dollars from 0 to 10,000, or blank for none.")).toBeVisible();
  await expect(card.getByLabel("Rebate ($, optional)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await card.getByLabel("Rebate ($, optional)").fill("$300");
  await card.getByLabel("Note to the client").fill("Ask for Dana at the office; the quiet side faces the park.");
  await card.getByLabel("Current special").fill("6 weeks free on a 13-month lease");
  await card.getByRole("button", { name: `Save ${first}` }).click();
  await expect(card.getByLabel("Rebate ($, optional)")).toHaveValue("300");
  await expect(card.getByLabel("Rebate ($, optional)")).not.toHaveAttribute("aria-invalid", "true");

  // Reorder and remove.
  await page.getByRole("button", { name: `Move ${third} up` }).click();
  await expect.poll(() => itemTitles(page, client)).toEqual([first, third, second]);
  await expect(page.getByRole("button", { name: `Move ${first} up` })).toBeDisabled();
  const secondCard = listRegion(page, client).getByRole("article", { name: second });
  await secondCard.getByText(`Remove`, { exact: false }).first().click();
  await secondCard.getByRole("button", { name: `Remove ${second}` }).click();
  await expect.poll(() => itemTitles(page, client)).toEqual([first, third]);

  // What was saved is there after a reload.
  await page.reload();
  const saved1 = listRegion(page, client).getByRole("article", { name: first });
  await expect(saved1.getByLabel("Note to the client")).toHaveValue("Ask for Dana at the office; the quiet side faces the park.");
  await expect(saved1.getByLabel("Current special")).toHaveValue("6 weeks free on a 13-month lease");
  await expect(saved1.getByLabel("Rebate ($, optional)")).toHaveValue("300");

  // Typed on two cards, another card's Save takes both: the note on the third card and the special on the first,
  // the first's Save pressed. Until then each card says so, Share says they go with it, and leaving asks first.
  const thirdCard = listRegion(page, client).getByRole("article", { name: third });
  await thirdCard.getByLabel("Note to the client").fill("Corner unit, ask about the garage.");
  await saved1.getByLabel("Current special").fill("8 weeks free on a 15-month lease");
  await expect(thirdCard.getByTestId("item-unsaved")).toHaveText("Changes not saved");
  await expect(saved1.getByTestId("item-unsaved")).toHaveText("Changes not saved");
  await expect(listRegion(page, client).getByText(`Your changes to ${first} and ${third} are saved with the share.`)).toBeVisible();
  await page.getByRole("link", { name: "The list’s page" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toContainText(`Your changes to ${first} and ${third} are not saved yet.`);
  await leave.getByRole("button", { name: "Stay on the page" }).click();
  await expect(thirdCard.getByLabel("Note to the client")).toHaveValue("Corner unit, ask about the garage.");
  // The catalogue's search stays on the page: what is typed stays in the cards.
  await page.getByRole("region", { name: "Catalogue" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]search=1/);
  await expect(thirdCard.getByLabel("Note to the client")).toHaveValue("Corner unit, ask about the garage.");
  await expect(saved1.getByLabel("Current special")).toHaveValue("8 weeks free on a 15-month lease");
  await saved1.getByRole("button", { name: `Save ${first}` }).click();
  await expect(page.getByText(`Your changes to ${first} and ${third}.`, { exact: true })).toBeVisible();
  await expect(listRegion(page, client).getByTestId("item-unsaved")).toHaveCount(0);
  await page.reload();
  await expect(thirdCard.getByLabel("Note to the client")).toHaveValue("Corner unit, ask about the garage.");
  await expect(saved1.getByLabel("Current special")).toHaveValue("8 weeks free on a 15-month lease");
  await expect(saved1.getByLabel("Note to the client")).toHaveValue("Ask for Dana at the office; the quiet side faces the park.");

  // Enter in a card's field saves (it does not press the catalogue's first Add).
  await thirdCard.getByLabel("Rebate ($, optional)").fill("150");
  await thirdCard.getByLabel("Rebate ($, optional)").press("Enter");
  await expect(page.getByText(`Your changes to ${third}.`, { exact: true })).toBeVisible();
  expect(await itemTitles(page, client)).toEqual([first, third]);

  // Share with a note typed on the first card and a special on the third: both are saved, and shared.
  await saved1.getByLabel("Note to the client").fill("Dana holds the park-side unit until Friday.");
  await thirdCard.getByLabel("Current special").fill("$500 off the first month");
  await listRegion(page, client).getByRole("button", { name: `Share with ${client}` }).click();
  await expect(page.getByTestId("list-state")).toContainText("Shared on");
  await expect(page.getByText(`Your changes to ${first} and ${third} were saved with it.`, { exact: true })).toBeVisible();
  await expect(listRegion(page, client).getByRole("button", { name: "Share the update" })).toBeEnabled();
  await page.reload();
  await expect(saved1.getByLabel("Note to the client")).toHaveValue("Dana holds the park-side unit until Friday.");
  await expect(thirdCard.getByLabel("Current special")).toHaveValue("$500 off the first month");
  await expect(thirdCard.getByLabel("Note to the client")).toHaveValue("Corner unit, ask about the garage.");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // The list's own page shows the share in its history.
  await page.getByRole("link", { name: "The list’s page" }).click();
  await expect(page.getByText("Shared 2 communities")).toBeVisible();
});

test("a guest's list is shared by e-mail with a private link, and a list with neither an account nor an address says what it needs", async ({ page, browser, baseURL }) => {
  test.slow();
  const name = uniqueName("Manager Guest").replace(/-/g, " ");
  // A guest's message from the contact page (a plain form: no waiting for scripts).
  const guest = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const guestPage = await guest.newPage();
  await guestPage.goto("/contact");
  await guestPage.getByRole("textbox", { name: "Name" }).fill(name);
  await guestPage.getByRole("textbox", { name: "E-mail" }).fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await guestPage.getByRole("textbox", { name: "Message" }).fill("Looking for a 2 bedroom near the Heights trail.");
  await guestPage.getByRole("button", { name: "Send message" }).click();
  await expect(guestPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  await guest.close();

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/client-inquiries?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  // An inquiry opens on its client's page.
  await expect(page).toHaveURL(/\/admin\/clients\/\d+#inquiry-\d+$/);
  const clientPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Apartment manager: ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "The client", exact: true })).toHaveAttribute("href", clientPath);
  await expect(page.getByText("No account linked: the search starts from an empty profile.")).toBeVisible();

  const [title] = await catalogueTitles(page);
  await page.getByRole("button", { name: `Add ${title} to the list` }).click();
  const list = listRegion(page, name);
  await expect(list.getByRole("heading", { name: title })).toBeVisible();
  // Decision 038: the guest gets the list by e-mail, with a link that needs no account.
  const address = `${name.replace(/\s+/g, ".")}@example.com`;
  await expect(list).toContainText(`${address} gets it by e-mail with a private link that opens it without an account.`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // Paging keeps the search in the URL.
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("heading", { name: /page 2 of/ })).toBeVisible();

  await list.getByRole("button", { name: `Share with ${name}` }).click();
  await expect(list.getByRole("button", { name: "Share the update" })).toBeVisible();
  await expect(page.getByTestId("list-state")).toContainText("Shared on");

  // A list made by name alone has nobody to reach: Share says what it needs.
  const nobody = uniqueName("Nameless Client").replace(/-/g, " ");
  await page.goto("/admin/client-options/new");
  await page.getByLabel("Client name").fill(nobody);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("link", { name: "Open the apartment manager" }).click();
  await page.getByRole("button", { name: `Add ${title} to the list` }).click();
  const nobodyList = listRegion(page, nobody);
  await expect(nobodyList.getByRole("button", { name: `Share with ${nobody}` })).toBeDisabled();
  await expect(nobodyList).toContainText("Add the client's e-mail address or link their account first: the list is sent by e-mail or seen signed in.");
});

test("without JavaScript: one plain form adds, saves every card's typing with any button, refuses beside the field keeping it all, and shares", async ({ browser, baseURL, request }) => {
  test.slow();
  const api = createApi(request, baseURL!);
  const renter = await signUp(api, "nojs-optionee");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/user-profiles/${renter.id}`);
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Apartment manager: ${renter.username}` })).toBeVisible();
  await expect(page.getByText("The client has saved no preferences yet.")).toBeVisible();

  const [a, b] = (await catalogueTitles(page)).slice(0, 2) as [string, string];
  await page.getByRole("button", { name: `Add ${a} to the list` }).click();
  const list = listRegion(page, renter.username);
  const cardA = list.getByRole("article", { name: a });
  const cardB = list.getByRole("article", { name: b });
  // Typed on A, then B added: the add carries A's note along.
  await cardA.getByLabel("Note to the client").fill("Two blocks from the trail.");
  await page.getByRole("button", { name: `Add ${b} to the list` }).click();
  await expect(cardB).toBeVisible();
  await expect(cardA.getByLabel("Note to the client")).toHaveValue("Two blocks from the trail.");

  // A note on A and a special on B, B's Save pressed: both are saved.
  await cardA.getByLabel("Note to the client").fill("Two blocks from the trail; ask for the corner unit.");
  await cardB.getByLabel("Current special").fill("1 month free");
  await cardB.getByRole("button", { name: `Save ${b}` }).click();
  await page.goto(page.url());
  await expect(cardA.getByLabel("Note to the client")).toHaveValue("Two blocks from the trail; ask for the corner unit.");
  await expect(cardB.getByLabel("Current special")).toHaveValue("1 month free");

  // A rebate that cannot be saved on A stops a Share (nothing changes), keeping what was typed on both cards.
  await cardA.getByLabel("Rebate ($, optional)").fill("12.50");
  await cardB.getByLabel("Note to the client").fill("Pool reopens in May.");
  await list.getByRole("button", { name: `Share with ${renter.username}` }).click();
  await expect(cardA.getByText("The rebate is whole dollars from 0 to 10,000, or blank for none.")).toBeVisible();
  await expect(cardA.getByLabel("Rebate ($, optional)")).toHaveValue("12.50");
  await expect(cardA.getByLabel("Rebate ($, optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(cardB.getByLabel("Note to the client")).toHaveValue("Pool reopens in May.");
  await expect(cardB.getByTestId("item-unsaved")).toHaveText("Changes not saved");
  await expect(list.getByText(`Nothing was changed: first fix what is marked on ${a} (the message is beside the field).`)).toBeVisible();
  await expect(page.getByTestId("list-state")).toHaveText("Draft");

  // Fixed, Share again: both cards' changes are saved, and the list is shared.
  await cardA.getByLabel("Rebate ($, optional)").fill("$250");
  await list.getByRole("button", { name: `Share with ${renter.username}` }).click();
  await expect(page.getByTestId("list-state")).toContainText("Shared on");
  await page.goto(page.url());
  await expect(cardA.getByLabel("Rebate ($, optional)")).toHaveValue("250");
  await expect(cardB.getByLabel("Note to the client")).toHaveValue("Pool reopens in May.");
  await expect(cardB.getByLabel("Current special")).toHaveValue("1 month free");
  await context.close();
});

test("a save from a tab whose list moved on keeps what was typed, shows the other change, and saves on the next press", async ({ page, browser, baseURL, request }) => {
  test.slow();
  const api = createApi(request, baseURL!);
  const renter = await signUp(api, "stale-optionee");
  const client = renter.username;
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/user-profiles/${renter.id}`);
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page).toHaveURL(/\/admin\/apartment-manager\/\d+$/);
  const [a, b] = (await catalogueTitles(page)).slice(0, 2) as [string, string];
  for (const title of [a, b]) {
    await page.getByRole("button", { name: `Add ${title} to the list` }).click();
    await expect(listRegion(page, client).getByRole("heading", { name: title })).toBeVisible();
  }

  // Another admin saves a special on A.
  const other = await adminBrowser(browser, baseURL);
  await other.goto(new URL(page.url()).pathname);
  await listRegion(other, client).getByRole("article", { name: a }).getByLabel("Current special").fill("Waived admin fee");
  await listRegion(other, client).getByRole("button", { name: `Save ${a}` }).click();
  await expect(other.getByText(`Your changes to ${a}.`, { exact: true })).toBeVisible();
  await other.context().close();

  // This tab, opened before, types a note on B and saves: refused, the note kept, A's new special shown.
  const cardA = listRegion(page, client).getByRole("article", { name: a });
  const cardB = listRegion(page, client).getByRole("article", { name: b });
  await cardB.getByLabel("Note to the client").fill("Ask for the renovated units.");
  await cardB.getByRole("button", { name: `Save ${b}` }).click();
  await expect(page.getByTestId("list-notice")).toContainText("Nothing was saved: this list changed in another tab or by another admin.");
  await expect(cardA.getByLabel("Current special")).toHaveValue("Waived admin fee");
  await expect(cardB.getByLabel("Note to the client")).toHaveValue("Ask for the renovated units.");
  await expect(cardB.getByTestId("item-unsaved")).toHaveText("Changes not saved");
  await expectNoAxeViolations(page);

  // Saved again, knowingly: both are there after a reload.
  await cardB.getByRole("button", { name: `Save ${b}` }).click();
  await expect(page.getByText(`Your changes to ${b}.`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(cardA.getByLabel("Current special")).toHaveValue("Waived admin fee");
  await expect(cardB.getByLabel("Note to the client")).toHaveValue("Ask for the renovated units.");
});
