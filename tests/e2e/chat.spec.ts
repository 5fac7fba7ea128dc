/**
 * The chat screens as a renter uses them (issue 7), at 1280 px and at 375 px:
 * a guest's free messages running out, the profile build from its first
 * question to the suggestion screen, apartment cards that open the right
 * pages, saved sessions (created, renamed, switched, reloaded, paged), the
 * side panel's chat mode updating the preferences, keyboard-only sending, and
 * axe on /chat in each of its states.
 *
 * Guests' messages are counted per visitor and per network address per day
 * (GUEST_DAILY_ADDRESS_LIMIT, shared by the whole e2e run), so only the guest
 * test chats as a guest; every other test signs a fresh user up through the
 * API with the browser's own cookie jar (page.request).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow, openPanelChatFromHome } from "./helpers.ts";

const TYPING = "Looking up the perfect options for you...";
const USED_UP = "You have used all your free messages. Please log in or sign up to continue chatting.";

/** Registers a fresh renter; the session cookie lands in the page's browser context. */
async function signUp(page: Page, baseURL: string | undefined, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  const response = await page.request.post("/api/register", {
    headers: { Origin: baseURL! },
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

/** The parts of one chat screen (the fullscreen chat, or the side panel's). */
function chatParts(scope: Page | Locator) {
  const log = scope.getByRole("log", { name: "Conversation with A.L.I." });
  return {
    log,
    input: scope.getByRole("textbox", { name: "Message A.L.I." }),
    send: scope.getByRole("button", { name: "Send message" }),
    typing: scope.getByText(TYPING),
    /** Every A.L.I. bubble carries its name (the greeting too); every renter bubble a hidden 'You'. */
    replies: log.getByText("A.L.I.", { exact: true }),
    userMessages: log.getByText("You", { exact: true }),
  };
}

type ChatParts = ReturnType<typeof chatParts>;

/** Types a message, sends it with Enter and waits for A.L.I.'s answer. */
async function say(chat: ChatParts, text: string) {
  // The chat is on screen (its greeting with it) before the replies are counted.
  await expect(chat.input).toBeEditable();
  await expect(chat.replies.first()).toBeVisible();
  await expect(chat.typing).toBeHidden();
  const before = await chat.replies.count();
  await chat.input.fill(text);
  await chat.input.press("Enter");
  await expect(chat.log.getByText(text, { exact: true })).toBeVisible();
  await expect(chat.replies).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(chat.typing).toBeHidden();
}

/** The last A.L.I. bubble's text. */
function lastReply(chat: ChatParts): Locator {
  return chat.replies.last().locator("xpath=..");
}

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** The session list: a column beside the chat from 768 px, behind 'Your chats' below. */
async function sessionList(page: Page): Promise<Locator> {
  const list = page.getByRole("navigation", { name: "Chat sessions" });
  if (!(await list.isVisible())) {
    await page.getByRole("button", { name: "Your chats" }).click();
  }
  await expect(list).toBeVisible();
  return list;
}

test.describe("the chat screens", () => {
  test("a guest chats until 'Chat Limit Reached', with pickers, cards and follow-ups, and axe finds nothing at each step", async ({ page, isMobile }) => {
    // Six replies and four axe scans on a shared 2-core machine.
    test.setTimeout(120_000);
    await page.goto("/chat");
    const chat = chatParts(page);
    await expect(chat.replies).toHaveCount(1); // the greeting
    await expect(page.getByText("As a guest, you have 5 free message(s) remaining.")).toBeVisible();
    await expect(chat.send).toBeDisabled();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // 1. The neighborhoods picker writes a sentence into the input; nothing can be typed or sent meanwhile.
    await page.getByRole("button", { name: "Neighborhoods", exact: true }).click();
    const picker = page.getByRole("region", { name: "Neighborhoods", exact: true });
    const search = picker.getByRole("searchbox", { name: "Search Neighborhoods" });
    await expect(search).toBeFocused();
    await expect(picker.getByRole("button", { name: "Done" })).toBeDisabled();
    await expect(chat.input).toBeDisabled();
    await search.fill("zzqx");
    await expect(picker.getByText("No matching options found")).toBeVisible();
    await search.fill("MONT");
    await expect(picker.getByRole("checkbox")).not.toHaveCount(0);
    await picker.getByRole("checkbox", { name: "Montrose", exact: true }).check();
    await expect(picker.getByRole("button", { name: "Done" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await picker.getByRole("button", { name: "Done" }).click();
    await expect(picker).toBeHidden();
    await expect(chat.input).toHaveValue("I'm interested in Montrose.");
    await expect(chat.input).toBeFocused();
    await chat.input.press("Enter");
    await expect(chat.replies).toHaveCount(2);
    await expect(page.getByText("As a guest, you have 4 free message(s) remaining.")).toBeVisible();

    // 2. Criteria stated without 'find' show the matches at once (issue 15); without a budget A.L.I. asks for one,
    // and the choices open only when the renter taps Budget (a picker never opens on its own and locks the input).
    await expect(lastReply(chat).getByRole("list", { name: "Related apartments, neighborhoods and articles" }).getByRole("listitem").first()).toBeVisible();
    await expect(lastReply(chat)).not.toContainText("find me apartments");
    const budget = page.getByRole("region", { name: "Budget", exact: true });
    await expect(budget).toHaveCount(0);
    await expect(chat.input).toBeEnabled();
    await page.getByRole("button", { name: "Budget", exact: true }).click();
    await expect(budget).toBeVisible();
    await expect(budget.getByRole("button", { name: "Done" })).toBeDisabled();
    await budget.getByRole("radio", { name: "$2,000 - $2,500" }).check();
    await budget.getByRole("button", { name: "Done" }).click();
    await expect(chat.log.getByText("My budget is $2,000 - $2,500.", { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(3);
    await expect(page.getByText("As a guest, you have 3 free message(s) remaining.")).toBeVisible();

    // 3 and 4. A search: the reply carries apartment cards.
    await say(chat, "2 bedrooms");
    await expect(page.getByText("As a guest, you have 2 free message(s) remaining.")).toBeVisible();
    await say(chat, "find me apartments");
    await expect(page.getByText("As a guest, you have 1 free message(s) remaining.")).toBeVisible();
    const cards = chat.log.getByRole("list", { name: "Related apartments, neighborhoods and articles" });
    await expect(cards.getByRole("link").first()).toBeVisible();
    // Eight messages: the follow-up chips come.
    const followUps = page.getByRole("group", { name: "Suggested follow-ups" });
    await expect(followUps.getByRole("button").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // 5. A chip sends itself: the last free message.
    const chip = followUps.getByRole("button").first();
    const chipText = (await chip.textContent()) ?? "";
    await chip.click();
    await expect(chat.log.getByText(chipText, { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(6);
    await expect(chat.typing).toBeHidden();
    await expect(page.getByText(USED_UP)).toHaveCount(1);

    // 6. One more: the limit answer keeps what was typed, and the card offers to sign in.
    const limitCard = page.getByRole("region", { name: "Chat Limit Reached" });
    await expect(limitCard).toHaveCount(0);
    await chat.input.fill("Is there a dog park nearby?");
    await chat.input.press("Enter");
    await expect(limitCard).toBeVisible();
    await expect(limitCard.getByText(USED_UP)).toBeVisible();
    // Said once, in the card.
    await expect(page.getByText(USED_UP)).toHaveCount(1);
    await expect(chat.input).toHaveValue("Is there a dog park nearby?");
    await expect(chat.input).toBeDisabled();
    await expect(chat.log.getByText("Is there a dog park nearby?")).toHaveCount(0);
    await expect(chat.replies).toHaveCount(6);
    const signIn = limitCard.getByRole("link", { name: "Log In / Sign Up" });
    await expect(signIn).toHaveAttribute("href", /^\/auth(\?|$)/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await limitCard.getByRole("button", { name: "Dismiss" }).click();
    await expect(limitCard).toBeHidden();
    await expect(page.getByText(USED_UP)).toBeVisible();

    // The server remembers: a reload shows the card again, and its link goes to /auth.
    await page.reload();
    await expect(limitCard).toBeVisible();
    await expect(page.getByRole("button", { name: "Build my profile" })).toBeDisabled();
    await limitCard.getByRole("link", { name: "Log In / Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    if (isMobile) await expectNoHorizontalOverflow(page);
  });

  test("a renter builds the profile from the first question to 'Profile Complete', then reaches suggestions", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signUp(page, baseURL, "builder");
    await page.goto("/chat");
    const chat = chatParts(page);
    const progress = page.getByRole("progressbar", { name: "Profile progress" });
    const notices = toasts(page);
    /** The stage and question shown, and the bar's value. */
    const expectProgress = async (stage: string, question: string, percent: number) => {
      await expect(page.getByText(`Stage ${stage}`, { exact: true })).toBeVisible();
      await expect(page.getByText(`Question ${question}`, { exact: true })).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", String(percent));
    };
    /** An answer that completes a stage: 'Stage Complete', and 1.5 s later the next stage's start message is sent by itself. */
    const finishStage = async (answer: string, next: { number: number; name: string }) => {
      const before = await chat.replies.count();
      await chat.input.fill(answer);
      await chat.input.press("Enter");
      await expect(notices.getByText("Stage Complete")).toBeVisible();
      const start = `Let's start Stage ${next.number} of 5: ${next.name}.`;
      await expect(chat.log.getByText(start, { exact: true })).toBeVisible();
      await expect(chat.replies).toHaveCount(before + 2);
      await expect(lastReply(chat)).toContainText(`Stage ${next.number} of 5: ${next.name}.`);
    };

    await expect(page.getByRole("button", { name: "Exit Profile Build" })).toHaveCount(0);
    await page.getByRole("button", { name: "Build my profile" }).click();
    await expect(lastReply(chat)).toContainText("Stage 1 of 5: Basic Info. What name should I use for you?");
    await expectProgress("1/5", "1/2", 0);
    await expect(page.getByRole("button", { name: "Build my profile" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Exit Profile Build" })).toBeVisible();
    await expect(chat.input).toHaveAttribute("placeholder", "Type your answer...");
    await expectNoAxeViolations(page);

    await say(chat, "I'm Maria");
    await expectProgress("1/5", "2/2", 10);
    // What the build saved shows under the reply; the checkmark status line is not in the text.
    await expect(lastReply(chat)).toContainText("Saved to your profile: Name set to Maria");
    await expect(chat.log).not.toContainText("✓");

    await finishStage("713-555-0142", { number: 2, name: "Location" });
    await expectProgress("2/5", "1/2", 20);
    await say(chat, "Montrose or the Heights");
    await expectProgress("2/5", "2/2", 30);
    await finishStage("skip", { number: 3, name: "Budget" });
    await expectProgress("3/5", "1/1", 40);

    // The budget question offers the budget choices behind the Budget button (issue 15: no picker opens on its own); the renter types an amount.
    await expect(page.getByRole("region", { name: "Budget", exact: true })).toHaveCount(0);
    await expect(chat.input).toBeEnabled();
    await finishStage("$1,800 a month", { number: 4, name: "Apartment Specs" });
    await expectProgress("4/5", "1/3", 60);

    // The last required answer completes the profile: the build ends and the way to suggestions shows.
    await chat.input.fill("2 bedrooms");
    await chat.input.press("Enter");
    await expect(notices.getByText("Profile Complete")).toBeVisible();
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Exit Profile Build" })).toHaveCount(0);
    await expect(lastReply(chat)).toContainText("your profile is complete");
    await expect(page.getByText("Your profile is complete.")).toBeVisible();
    await page.getByRole("link", { name: "Find My Perfect Apartment" }).click();
    await expect(page).toHaveURL("/preference-suggestion");
    const suggestion = page.getByRole("article").first();
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole("heading", { level: 2 })).not.toBeEmpty();
  });

  test("a budget picked from the choices the build offers completes the budget stage and the build goes on", async ({ page, baseURL }) => {
    await signUp(page, baseURL, "picker");
    // Stages 1 and 2 through the API: the build then stands at its budget question.
    for (const chatInput of ["I'm Dana", "skip", "anywhere", "skip"]) {
      const answered = await page.request.post("/api/sidebar-chat/webhook/profile-build", { headers: { Origin: baseURL! }, data: { chatInput, sessionId: null } });
      expect(answered.status()).toBe(200);
    }
    await page.goto("/chat");
    const chat = chatParts(page);
    await page.getByRole("button", { name: "Build my profile" }).click();
    await expect(lastReply(chat)).toContainText("Stage 3 of 5: Budget.");
    await page.getByRole("button", { name: "Budget", exact: true }).click();
    const budgetPicker = page.getByRole("region", { name: "Budget", exact: true });
    await budgetPicker.getByRole("radio", { name: "$1,500 - $2,000" }).check();
    await budgetPicker.getByRole("button", { name: "Done" }).click();
    await expect(toasts(page).getByText("Stage Complete")).toBeVisible();
    await expect(lastReply(chat)).toContainText("Stage 4 of 5: Apartment Specs. How many bedrooms do you need?");
  });

  test("a search reply shows apartment cards that open the right apartment pages", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signUp(page, baseURL, "cards");
    await page.goto("/chat");
    const chat = chatParts(page);
    await say(chat, "2 bedroom in Montrose under $2,500");
    await say(chat, "find me apartments");
    await expect(lastReply(chat)).toContainText("Here are the top");
    const cards = lastReply(chat).getByRole("list", { name: "Related apartments, neighborhoods and articles" });
    // One card per community the reply names; each becomes a link once its data has come.
    const items = cards.getByRole("listitem");
    await expect(items).not.toHaveCount(0);
    const count = await items.count();
    expect(count).toBeLessThanOrEqual(5);
    // Each card's own link, apart from its "Book a tour" link and its "Compare" control (a link until the tray's script makes it a toggle).
    const links = cards.getByRole("link").and(cards.locator("a:not([data-compare])")).filter({ hasNotText: "Book a tour" });
    await expect(links).toHaveCount(count);
    await expect(cards.getByRole("link", { name: /^Book a tour of / })).toHaveCount(count);
    // Each card names the community its slug stands for and links to that community's page.
    const seen: { href: string; title: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const href = (await links.nth(i).getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/apartments\/[a-z0-9-]+$/);
      const data = await page.request.get(`/api${href}`);
      expect(data.status()).toBe(200);
      const { title } = (await data.json()) as { title: string };
      await expect(links.nth(i)).toHaveText(title);
      seen.push({ href, title });
    }
    expect(new Set(seen.map((s) => s.href)).size).toBe(count);
    // Markers never show as text.
    await expect(chat.log).not.toContainText("[[apartment:");

    // The first and the last card open their communities' pages.
    for (const index of [0, count - 1]) {
      const { href, title } = seen[index]!;
      await links.nth(index).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(links).toHaveCount(count);
    }
  });

  test("sessions are created, paged with 'Load Older Messages', renamed, switched and still there after a reload", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signUp(page, baseURL, "sessions");
    await page.goto("/chat");
    const chat = chatParts(page);
    // A renter without sessions gets 'Profile Chat', selected.
    let list = await sessionList(page);
    await expect(list.getByRole("button", { name: "Profile Chat", exact: true })).toHaveAttribute("aria-current", "true");

    // Two saved conversations made through the API: a short one, then a long one (updated last).
    const start = Date.now() - 3 * 60 * 60 * 1000;
    const at = (minute: number) => new Date(start + minute * 60_000).toISOString();
    const createSession = async (sessionName: string, messages: { role: "user" | "assistant"; content: string; timestamp: string }[]) => {
      const response = await page.request.post("/api/sidebar-chat/sessions", { headers: { Origin: baseURL! }, data: { sessionName, messages } });
      expect(response.status(), await response.text()).toBe(201);
    };
    await createSession("Moving checklist", [
      { role: "user", content: "Checklist note: book the movers for March.", timestamp: at(0) },
      { role: "assistant", content: "Checklist reply: noted, the movers in March.", timestamp: at(1) },
    ]);
    const note = (n: number) => `Long chat note ${String(n).padStart(2, "0")}`;
    await createSession(
      "Long conversation",
      Array.from({ length: 15 }, (_, i) => ({
        role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
        content: `${note(i + 1)}: ${i % 2 === 0 ? "a question about leases" : "an answer about leases"}.`,
        timestamp: at(10 + i),
      })),
    );
    const longNotes = chat.log.getByText(/^Long chat note \d\d: /);

    // Arriving again: the most recently updated session is open with its newest 4 messages.
    await page.reload();
    list = await sessionList(page);
    await expect(list.getByRole("button", { name: "Long conversation", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(longNotes).toHaveCount(4);
    await expect(longNotes.first()).toHaveText(`${note(12)}: an answer about leases.`);
    await expect(longNotes.last()).toHaveText(`${note(15)}: a question about leases.`);
    const older = page.getByRole("button", { name: "Load Older Messages" });
    await older.click();
    await expect(longNotes).toHaveCount(14);
    await expect(longNotes.first()).toHaveText(`${note(2)}: an answer about leases.`);
    // A full page came back, so more may remain; the next one holds the first message only, and the button goes.
    await older.click();
    await expect(longNotes).toHaveCount(15);
    await expect(longNotes.first()).toHaveText(`${note(1)}: a question about leases.`);
    await expect(older).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Rename in place: Enter saves.
    list = await sessionList(page);
    await list.getByRole("button", { name: "Rename Long conversation" }).click();
    const nameField = list.getByRole("textbox", { name: "New name for Long conversation" });
    await expect(nameField).toBeFocused();
    await nameField.fill("Heights lease notes");
    await nameField.press("Enter");
    await expect(list.getByRole("button", { name: "Heights lease notes", exact: true })).toBeVisible();
    await expect(list.getByRole("button", { name: "Rename Heights lease notes" })).toBeFocused();

    // Switching shows the other session's messages only.
    await list.getByRole("button", { name: "Moving checklist", exact: true }).click();
    await expect(chat.log.getByText("Checklist reply: noted, the movers in March.")).toBeVisible();
    await expect(chat.log.getByText("Checklist note: book the movers for March.")).toBeVisible();
    await expect(longNotes).toHaveCount(0);
    await expect(older).toHaveCount(0);

    // A new chat is saved after its first exchange, named from the first message.
    list = await sessionList(page);
    await list.getByRole("button", { name: "New chat" }).click();
    await expect(chat.log.getByText("Checklist note: book the movers for March.")).toHaveCount(0);
    await expect(chat.replies).toHaveCount(1);
    await say(chat, "Compare Montrose and Midtown for me");
    list = await sessionList(page);
    const newName = "Compare Montrose and…";
    await expect(list.getByRole("button", { name: newName, exact: true })).toHaveAttribute("aria-current", "true");

    // After a reload: the new chat (updated last) is open with its exchange, and the renamed session kept its name.
    await page.reload();
    list = await sessionList(page);
    await expect(list.getByRole("button", { name: newName, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(chat.log.getByText("Compare Montrose and Midtown for me", { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(2);
    await expect(list.getByRole("button", { name: "Long conversation", exact: true })).toHaveCount(0);
    await list.getByRole("button", { name: "Heights lease notes", exact: true }).click();
    await expect(longNotes).toHaveCount(4);
    await expect(longNotes.last()).toHaveText(`${note(15)}: a question about leases.`);
    // Newest first.
    list = await sessionList(page);
    const renameButtons = list.getByRole("button", { name: /^Rename / });
    expect(await renameButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).toEqual(
      [newName, "Heights lease notes", "Moving checklist", "Profile Chat"].map((name) => `Rename ${name}`),
    );
  });

  test("the side panel's chat: a budget said there updates the preferences, with the 'Preferences Updated' toast", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signUp(page, baseURL, "panelchat");
    const panel = await openPanelChatFromHome(page);
    const modeSwitch = panel.getByRole("switch", { name: "Chat mode" });
    await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
    const chat = chatParts(panel);
    await expect(chat.input).toBeFocused();

    await say(chat, "My budget is $1,750 a month");
    const notice = toasts(page);
    await expect(notice.getByText("Preferences Updated")).toBeVisible();
    await expect(notice.getByText("Your preferences have been refreshed based on your conversation.")).toBeVisible();
    await modeSwitch.click();
    const preferences = page.getByRole("complementary", { name: "Your Preferences" });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByText("Loading preferences...")).toBeHidden();
    await expect(preferences.getByLabel("Max budget per month ($)")).toHaveValue("1750");

    // Back in chat mode the conversation is still there; another budget refetches the preferences again.
    await preferences.getByRole("switch", { name: "Chat mode" }).click();
    await expect(chat.log.getByText("My budget is $1,750 a month", { exact: true })).toBeVisible();
    await say(chat, "Actually my max budget is $2,100");
    await expect(notice.getByText("Preferences Updated")).toBeVisible();
    await panel.getByRole("switch", { name: "Chat mode" }).click();
    await expect(preferences.getByLabel("Max budget per month ($)")).toHaveValue("2100");
  });

  // The toast 'Preferences Updated' must not cover the panel's switch or close button.
  test("right after a side-panel chat reply the renter can switch back to preferences mode", async ({ page, baseURL }) => {
    await signUp(page, baseURL, "toastcover");
    const panel = await openPanelChatFromHome(page);
    await say(chatParts(panel), "My budget is $1,650 a month");
    await expect(toasts(page).getByText("Preferences Updated")).toBeVisible();
    await panel.getByRole("switch", { name: "Chat mode" }).click({ timeout: 3_000 });
    await expect(page.getByRole("complementary", { name: "Your Preferences" }).getByLabel("Max budget per month ($)")).toHaveValue("1650");
  });

  test("the home page's question box: typed and sent from the keyboard, it opens the panel's chat and is asked there", async ({ page, baseURL }) => {
    await signUp(page, baseURL, "embedded");
    await page.goto("/");
    const question = page.getByRole("textbox", { name: "Ask A.L.I., our Houston apartment assistant" });
    await question.focus();
    await expect(page.getByRole("complementary", { name: /Search Apartment Assistant|Your Preferences/ })).toHaveCount(0);
    await page.keyboard.type("What is the typical rent in Midtown?");
    await page.keyboard.press("Enter");
    const panel = page.getByRole("complementary", { name: "Search Apartment Assistant" });
    await expect(panel).toBeVisible();
    const chat = chatParts(panel);
    await expect(chat.log.getByText("What is the typical rent in Midtown?", { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(2);
    await expect(lastReply(chat)).toContainText("Midtown");
    await expect(page).toHaveURL("/");
  });

  test("keyboard only: Tab reaches the input, Enter sends, Shift+Enter adds a line, blank input is not sent", async ({ page, baseURL }) => {
    await signUp(page, baseURL, "keys");
    await page.goto("/chat");
    const chat = chatParts(page);
    await expect(chat.input).toBeEnabled();
    let presses = 0;
    while (!(await chat.input.evaluate((el) => el === document.activeElement)) && presses < 60) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    await expect(chat.input).toBeFocused();

    // Blank text, spaces or empty lines only, is not sent.
    await page.keyboard.type("   ");
    await expect(chat.send).toBeDisabled();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.press("Enter");
    await expect(chat.userMessages).toHaveCount(0);
    await expect(chat.typing).toBeHidden();
    await chat.input.fill("");

    // Shift+Enter starts a new line; Enter sends both lines as one message.
    await page.keyboard.type("Tell me about Montrose");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("and its parks");
    await expect(chat.input).toHaveValue("Tell me about Montrose\nand its parks");
    await expect(chat.userMessages).toHaveCount(0);
    await expect(chat.send).toBeEnabled();
    await page.keyboard.press("Enter");
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.log.getByText("Tell me about Montrose\nand its parks", { exact: true })).toBeVisible();
    await expect(chat.input).toHaveValue("");
    await expect(chat.input).toBeFocused();
    await expect(chat.replies).toHaveCount(2);
    await expect(lastReply(chat)).toContainText("Montrose");
    await expect(chat.input).toBeFocused();

    // A picker can be used without a mouse too: it takes the focus, and Escape gives it back.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    const budgetPicker = page.getByRole("region", { name: "Budget", exact: true });
    await expect(budgetPicker.getByRole("searchbox", { name: "Search Budget" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(budgetPicker).toHaveCount(0);
    await expect(chat.input).toBeFocused();
  });

  test("a signed-in renter can press the Send button on /chat", async ({ page, baseURL }) => {
    // No floating button may cover Send (the preferences button is in the chat's bar on /chat).
    await signUp(page, baseURL, "sendbtn");
    await page.goto("/chat");
    const panel = page.getByRole("complementary", { name: "Your Preferences" });
    // From 1024 px the panel opens by itself on /chat; the renter closes it.
    if ((page.viewportSize()?.width ?? 0) >= 1024) await panel.getByRole("button", { name: "Close the side panel" }).click();
    await expect(panel).toHaveCount(0);
    const chat = chatParts(page);
    await chat.input.fill("What is the typical rent in the Heights?");
    await chat.send.click({ timeout: 5_000 });
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.replies).toHaveCount(2);
  });
  test("the popup and the fullscreen chat carry one conversation: expand, pop out, collapse, close by Escape and by the close-chat-popup event", async ({ page, baseURL, isMobile }) => {
    await signUp(page, baseURL, "popup");
    await page.goto("/neighborhoods/montrose");
    const launcher = page.getByRole("button", { name: "Chat with A.L.I." });
    await launcher.click();
    const popup = page.getByRole("dialog", { name: "Chat with A.L.I." });
    const inPopup = chatParts(popup);
    await expect(inPopup.input).toBeFocused();
    await say(inPopup, "What is Montrose like?");
    await expectNoAxeViolations(page);
    if (isMobile) await expectNoHorizontalOverflow(page);

    // Collapsing keeps only the title bar; expanding brings the conversation back.
    await popup.getByRole("button", { name: "Collapse the chat" }).click();
    await expect(inPopup.log).toHaveCount(0);
    await popup.getByRole("button", { name: "Expand the chat" }).click();
    await expect(inPopup.log.getByText("What is Montrose like?", { exact: true })).toBeVisible();

    // Full screen: /chat shows the same conversation and the popup is gone.
    await popup.getByRole("button", { name: "Open the full-screen chat" }).click();
    await expect(page).toHaveURL("/chat");
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with A.L.I." })).toHaveCount(0);
    const full = chatParts(page.getByRole("region", { name: "Chat with A.L.I." }));
    await expect(full.log.getByText("What is Montrose like?", { exact: true })).toBeVisible();

    if (!isMobile) {
      // Back to a popup on the page the renter came from, still the same conversation.
      await page.getByRole("button", { name: "Open as popup" }).click();
      await expect(page).toHaveURL("/neighborhoods/montrose");
      await expect(popup.getByRole("log", { name: "Conversation with A.L.I." }).getByText("What is Montrose like?", { exact: true })).toBeVisible();
    } else {
      await page.goBack();
      await expect(page).toHaveURL("/neighborhoods/montrose");
      await launcher.click();
    }

    // Escape closes the popup and the keyboard returns to its button.
    await popup.getByRole("textbox", { name: "Message A.L.I." }).focus();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(launcher).toBeFocused();

    // The window event close-chat-popup closes it too.
    await launcher.click();
    await expect(popup).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("close-chat-popup")));
    await expect(popup).toHaveCount(0);
  });
});
