/**
 * Issue 27, decision 034, at 1280 px and at 375 px: a statement's reply says what it saved, with one tap to
 * undo it. On /chat a signed-in renter states a wish, presses Undo (or types "undo that"), and the side panel shows
 * the value from before; a change the renter made since in the panel is never overwritten (the chat says nothing was undone);
 * a guest undoes a save from the side panel's chat. Axe checks each screen with the Undo on it, and a
 * screenshot of the chat with its Undo is kept with the test's output (chat-undo-*.png).
 *
 * The guest test spends one guest message per project (guests' messages are counted per network address per
 * day for the whole e2e run: see chat.spec.ts); the others sign a fresh renter up through the API with the
 * browser's own cookie jar (page.request).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow, openPanelChatFromHome, shownPreferences } from "./helpers.ts";

const TYPING = "Looking up the perfect options for you...";
const STATEMENT = "I want a 2 bed in Montrose under 1800";
const UNDONE = "Undone: Removed Montrose · Budget back to $1,500 · Bedrooms cleared";

/** Registers a fresh renter with a budget of $1,500 already saved; the session cookie lands in the page's context. */
async function renterWithBudget(page: Page, baseURL: string | undefined) {
  const username = uniqueName("undo");
  const registered = await page.request.post("/api/register", { headers: { Origin: baseURL! }, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  const saved = await page.request.put("/api/user/preferences", { headers: { Origin: baseURL! }, data: { maxBudget: 1500 } });
  expect(saved.status(), await saved.text()).toBe(200);
}

function chatParts(scope: Page | Locator) {
  const log = scope.getByRole("log", { name: "Conversation with A.L.I." });
  return { log, input: scope.getByRole("textbox", { name: "Message A.L.I." }), typing: scope.getByText(TYPING), replies: log.getByText("A.L.I.", { exact: true }) };
}

/** Sends a message and returns the bubble of A.L.I.'s answer. */
async function say(chat: ReturnType<typeof chatParts>, text: string): Promise<Locator> {
  await expect(chat.input).toBeEditable();
  await expect(chat.replies.first()).toBeVisible({ timeout: 15_000 });
  const before = await chat.replies.count();
  await chat.input.fill(text);
  await chat.input.press("Enter");
  await expect(chat.replies).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(chat.typing).toBeHidden();
  return chat.replies.nth(before).locator("xpath=..");
}

/** The side panel in preferences mode: open by itself on /chat from 1024 px, else through the chat bar's button. */
async function preferencesPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole("complementary", { name: "Your Preferences" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: "Preferences", exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Loading preferences...")).toBeHidden();
  return panel;
}

/** Phones: the panel covers the chat, so it is closed to reach the chat again. */
async function backToChat(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return;
  const panel = page.getByRole("complementary", { name: "Your Preferences" });
  await panel.getByRole("button", { name: "Close the side panel" }).click();
  await expect(panel).toHaveCount(0);
}

test.describe("one tap undoes what A.L.I. saved (issue 27)", () => {
  test("on /chat: the statement saves, Undo puts the budget back, and the side panel shows $1,500 again", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await renterWithBudget(page, baseURL);
    await page.goto("/chat");
    const chat = chatParts(page);
    const reply = await say(chat, STATEMENT);
    await expect(reply.getByText(/^Saved to your profile: .*Budget set to \$1,800/)).toBeVisible();
    const undo = reply.getByRole("button", { name: /^Undo: .*Budget set to \$1,800/ });
    await expect(undo).toBeVisible();

    let panel = await preferencesPanel(page);
    expect(await shownPreferences(panel)).toMatchObject({ maxBudget: "1800", bedrooms: "2", neighborhoods: ["Montrose"] });
    await backToChat(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    // The list keeps to its newest message: the notice and its Undo, under the reply's cards, are in view.
    await expect(undo).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`chat-undo-${testInfo.project.name}.png`) });

    await undo.click();
    await expect(reply.getByText(UNDONE)).toBeVisible();
    // The button is gone; the keyboard is on the notice that says what came back, not lost to the page.
    await expect(reply.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
    await expect(reply.getByText(UNDONE).locator("xpath=ancestor::p[1]")).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`chat-undone-${testInfo.project.name}.png`) });

    panel = await preferencesPanel(page);
    // Beside the chat (1280 px) the panel read the profile again by itself; on a phone it reads it on opening.
    await expect(panel.getByLabel("Max budget per month ($)")).toHaveValue("1500");
    expect(await shownPreferences(panel)).toMatchObject({ maxBudget: "1500", bedrooms: "", neighborhoods: [] });
    const stored = (await (await page.request.get("/api/user/preferences")).json()) as { preferences: { maxBudget: number | null; bedrooms: number | null } };
    expect(stored.preferences).toMatchObject({ maxBudget: 1500, bedrooms: null });
    await expectNoAxeViolations(page);
  });

  test("typing 'undo that' undoes what the last message saved, and the side panel shows the budget from before", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await renterWithBudget(page, baseURL);
    await page.goto("/chat");
    const chat = chatParts(page);
    await expect((await say(chat, STATEMENT)).getByText(/^Saved to your profile: .*Budget set to \$1,800/)).toBeVisible();
    const undone = await say(chat, "oops, undo that");
    await expect(undone.getByText(`${UNDONE}. Your preferences are back to what they were before that message.`)).toBeVisible();
    // Nothing saved by the command itself: no notice and no Undo of its own.
    await expect(undone.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
    const panel = await preferencesPanel(page);
    await expect(panel.getByLabel("Max budget per month ($)")).toHaveValue("1500");
    expect(await shownPreferences(panel)).toMatchObject({ maxBudget: "1500", bedrooms: "", neighborhoods: [] });
    await backToChat(page);
    await expectNoAxeViolations(page);
  });

  test("a budget changed in the side panel since is never overwritten: Undo says nothing was undone", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await renterWithBudget(page, baseURL);
    await page.goto("/chat");
    const chat = chatParts(page);
    const reply = await say(chat, STATEMENT);
    let panel = await preferencesPanel(page);
    await expect(panel.getByLabel("Max budget per month ($)")).toHaveValue("1800");
    await panel.getByLabel("Max budget per month ($)").fill("2100");
    await expect(panel.getByText("All changes saved")).toBeVisible({ timeout: 10_000 });
    await backToChat(page);

    await reply.getByRole("button", { name: /^Undo: / }).click();
    const refusal = reply.getByRole("alert");
    await expect(refusal).toHaveText("This change was already edited since; nothing was undone.");
    await expect(refusal).toBeFocused();
    await expect(reply.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
    await expect(reply.getByText(/^Saved to your profile: /)).toBeVisible();
    await expectNoAxeViolations(page);

    panel = await preferencesPanel(page);
    expect(await shownPreferences(panel)).toMatchObject({ maxBudget: "2100", bedrooms: "2", neighborhoods: ["Montrose"] });
  });

  test("a guest undoes a save in the side panel's chat, and preferences mode shows the value from before", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const panel = await openPanelChatFromHome(page);
    const chat = chatParts(panel);
    const reply = await say(chat, "My budget is $1,750 a month");
    const undo = reply.getByRole("button", { name: "Undo: Budget set to $1,750" });
    await expect(undo).toBeInViewport();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`side-panel-undo-${testInfo.project.name}.png`) });

    await undo.click();
    await expect(reply.getByText("Undone: Budget cleared")).toBeVisible();
    await panel.getByRole("switch", { name: "Chat mode" }).click();
    const preferences = page.getByRole("complementary", { name: "Your Preferences" });
    await expect(preferences.getByText("Loading preferences...")).toBeHidden();
    await expect(preferences.getByLabel("Max budget per month ($)")).toHaveValue("");
  });
});
