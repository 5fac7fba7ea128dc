import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** WCAG 2.1 AA violations on the current page; the list is printed when the check fails. */
export async function expectNoAxeViolations(page: Page) {
  // A transition in progress (a toast fading in) has text at part opacity, which axe reads as low contrast: check
  // the page as it settles. Endless animations (a spinner) never finish and are not waited for; a paused one never
  // finishes either, so the wait is capped (a loaded machine once held a test here until its timeout).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** No element may stick out sideways: the page must not scroll horizontally. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until React has hydrated this element (it carries React's props, its event handlers among them): a click
 * before that reaches only the server's markup, and a handler that opens something never runs.
 */
export async function waitForReact(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 15_000 }).toBe(true);
}

/**
 * The home page's question box, clicked: it opens the side panel's chat with the keyboard in it. Clicked once
 * hydrated (CI clicked the server's markup on a busy machine and nothing opened). Returns the panel.
 */
export async function openPanelChatFromHome(page: Page): Promise<Locator> {
  await page.goto("/");
  const questionBox = page.getByRole("textbox", { name: "Ask A.L.I., our Houston apartment assistant" });
  await waitForReact(questionBox);
  await questionBox.click();
  const panel = page.getByRole("complementary", { name: "Search Apartment Assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

/** What the side panel's preferences mode shows of the fields a chat message saves most. */
export async function shownPreferences(panel: Locator) {
  const selected = panel.getByRole("list", { name: "Selected neighborhoods" });
  return {
    moveInDate: await panel.getByLabel("Move-in date").inputValue(),
    maxBudget: await panel.getByLabel("Max budget per month ($)").inputValue(),
    neighborhoods: (await selected.count()) > 0 ? (await selected.getByRole("listitem").allTextContents()).map((t) => t.trim()) : [],
    bedrooms: await panel.getByLabel("Bedrooms").inputValue(),
    bathrooms: await panel.getByLabel("Bathrooms").inputValue(),
  };
}
