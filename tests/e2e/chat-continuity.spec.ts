/**
 * One conversation across the chat surfaces (issue 15, decision 013): what a
 * renter asks on the home page is the conversation the side panel shows on
 * coming back from a card, the popup's launcher opens and /chat ('Search
 * Agent') shows; and a guest who runs out of free messages and signs up
 * carries on the same conversation in the account, where it is saved. The
 * first message states criteria without asking to search, and shows apartments.
 *
 * Guests' messages are counted per network address per day for the whole e2e
 * run (see chat.spec.ts): these tests spend six guest messages per project.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoHorizontalOverflow } from "./helpers.ts";

const ASK = "Ask A.L.I., our Houston apartment assistant";

/** One chat screen's parts: the side panel's, the popup's or /chat's. */
function chatIn(scope: Page | Locator) {
  const log = scope.getByRole("log", { name: "Conversation with A.L.I." });
  return { log, input: scope.getByRole("textbox", { name: "Message A.L.I." }), replies: log.getByText("A.L.I.", { exact: true }) };
}

test.describe("one conversation across the chat surfaces", () => {
  test("a guest asks on the home page, opens a card, comes back to the same conversation, which the launcher and Search Agent open too", async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    // The guest's first message states what they want, without asking to search: the reply shows apartments at once,
    // counted as the Listings page counts the same search.
    const listings = await page.request.get("/listings?neighborhood=montrose&beds=2&maxPrice=2500&amenity=pool");
    const listed = Number((await listings.text()).match(/id="results-heading"[^>]*>([\d,]+) apartments?</)?.[1]?.replace(/,/g, ""));
    expect(listed).toBeGreaterThan(0);
    await page.goto("/");
    const question = "2 bed in Montrose under $2,500 with a pool";
    await page.getByRole("textbox", { name: ASK }).fill(question);
    await page.getByRole("textbox", { name: ASK }).press("Enter");
    const panel = page.getByRole("complementary", { name: "Search Apartment Assistant" });
    const inPanel = chatIn(panel);
    await expect(inPanel.log.getByText(question, { exact: true })).toBeVisible();
    await expect(inPanel.replies).toHaveCount(2, { timeout: 10_000 });
    await expect(inPanel.log).toContainText(`of ${listed} communit`);
    await expect(inPanel.log).not.toContainText(/find me apartments/i);
    const apartmentCards = inPanel.log.getByRole("list", { name: "Related apartments, neighborhoods and articles" }).locator('a[href^="/apartments/"]');
    await expect(apartmentCards.first()).toBeVisible();
    // The cards show the plans that fit the search (2 or more bedrooms, at most $2,500), not the community's whole range.
    const firstCard = inPanel.log.getByRole("list", { name: "Related apartments, neighborhoods and articles" }).getByRole("listitem").first();
    await expect(firstCard.getByText(/^[2-9] Beds from \$[\d,]+\/mo$/)).toBeVisible();
    const rents = [...((await firstCard.textContent()) ?? "").matchAll(/Beds from \$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    expect(rents.every((rent) => rent <= 2500)).toBe(true);

    // A card of the reply opens its page; going back shows the panel's chat again, as it was left.
    const card = inPanel.log.getByRole("list", { name: "Related apartments, neighborhoods and articles" }).getByRole("link").first();
    const href = (await card.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/(apartments|neighborhoods|blog)\//);
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(panel).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(panel).toBeVisible();
    await expect(inPanel.log.getByText(question, { exact: true })).toBeVisible();
    await expect(inPanel.replies).toHaveCount(2);
    if (isMobile) await expectNoHorizontalOverflow(page);

    // The launcher's popup is the same conversation, not an empty one.
    await panel.getByRole("button", { name: "Close the side panel" }).click();
    await page.getByRole("button", { name: "Chat with A.L.I." }).click();
    const popup = page.getByRole("dialog", { name: "Chat with A.L.I." });
    await expect(chatIn(popup).log.getByText(question, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // So is /chat ('Search Agent' in the site's navigation), after a full page load too.
    if (isMobile) await page.goto("/chat");
    else await page.getByRole("link", { name: "Search Agent" }).click();
    await expect(page).toHaveURL("/chat");
    const full = chatIn(page.getByRole("region", { name: "Chat with A.L.I." }));
    await expect(full.log.getByText(question, { exact: true })).toBeVisible();
    await page.reload();
    await expect(full.log.getByText(question, { exact: true })).toBeVisible();
  });

  test("a guest at 'Chat Limit Reached' signs up and carries on the same conversation, saved in the account", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/chat");
    const chat = chatIn(page.getByRole("region", { name: "Chat with A.L.I." }));
    const said = ["What is Montrose like?", "Two bedrooms under $2,200", "Do they allow dogs?", "Is there parking?", "What about the Heights?"];
    for (const [index, text] of said.entries()) {
      await expect(chat.input).toBeEditable();
      await chat.input.fill(text);
      await chat.input.press("Enter");
      await expect(chat.replies).toHaveCount(index + 2, { timeout: 10_000 });
    }
    await chat.input.fill("One more question");
    await chat.input.press("Enter");
    const limit = page.getByRole("region", { name: "Chat Limit Reached" });
    await expect(limit).toBeVisible();

    await limit.getByRole("link", { name: "Log In / Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fchat/);
    await page.getByRole("tab", { name: "Sign up" }).click();
    const form = page.getByRole("form", { name: "Create account" });
    const username = uniqueName("adopt");
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email").fill(`${username}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL("/chat");

    // The guest's conversation is there, saved under a name of its own, and the chat says so.
    for (const text of said) await expect(chat.log.getByText(text, { exact: true })).toBeVisible();
    await expect(chat.log.getByText(/our conversation is saved to your account as "What is Montrose lik…"/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Chat Limit Reached" })).toHaveCount(0);
    const sessions = page.getByRole("navigation", { name: "Chat sessions" });
    if (!(await sessions.isVisible())) await page.getByRole("button", { name: "Your chats" }).click();
    await expect(sessions.getByRole("button", { name: "Rename What is Montrose lik…" })).toBeVisible();

    // The renter carries on; a reload shows the newest saved messages of the same session.
    await chat.input.fill("Which of those have a pool?");
    await chat.input.press("Enter");
    await expect(chat.log.getByText("Which of those have a pool?", { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(said.length + 3, { timeout: 10_000 });
    await page.reload();
    await expect(chat.log.getByText("Which of those have a pool?", { exact: true })).toBeVisible();
    await expect(chat.log.getByText("What about the Heights?", { exact: true })).toBeVisible();
  });
});
