/**
 * The schematic map (issue 17, decision 024), at 1280 px (desktop) and 375 px (mobile): /listings pins the same
 * communities as its cards, beside them on wide screens and behind the List/Map switch on phones; pointing at a
 * card marks its pin and back; a pin leads to its apartment page, which maps the nearest METRORail station and,
 * once the renter has saved one, the commute destination; a neighborhood page pins its listed communities.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const keysOf = async (locator: Locator, attribute: string) =>
  (await locator.evaluateAll((elements, name) => elements.flatMap((e) => (e.getAttribute(name) ?? "").split(" ")), attribute)).sort();

/** The cards' and the pins' communities must be the same set; a single pin links where its card does. */
async function expectPinsMatchCards(page: Page, cards: Locator) {
  const pins = page.locator(".schematic-map a.map-pin");
  const cardKeys = await keysOf(cards, "data-map-key");
  expect(cardKeys.length).toBeGreaterThan(1);
  expect(await keysOf(pins, "data-map-keys")).toEqual(cardKeys);
  for (const pin of await pins.all()) {
    const keys = (await pin.getAttribute("data-map-keys"))!.split(" ");
    const firstCard = cards.and(page.locator(`[data-map-key="${keys[0]}"]`));
    if (keys.length === 1) {
      const cardHref = await firstCard.locator("h3 a").getAttribute("href");
      await expect(pin).toHaveAttribute("href", cardHref!);
      await expect(pin).toHaveAttribute("aria-label", new RegExp(`^${escapeRegExp((await firstCard.locator("h3").innerText()).trim())}, `));
    } else {
      // A cluster says how many and leads to its first member's card.
      await expect(pin).toHaveAttribute("href", `#${await firstCard.getAttribute("id")}`);
      await expect(pin).toHaveAttribute("aria-label", new RegExp(`^${keys.length} communities close together: `));
    }
  }
  return pins;
}

test("the map pins the search's results, links pins and cards, and leads to an apartment's station map", async ({ page, isMobile }) => {
  await page.goto("/listings?neighborhood=montrose&beds=2");
  const cards = page.locator("#results-list > li[data-map-key]");
  const map = page.locator(".listings-map .schematic-map");
  const pins = await expectPinsMatchCards(page, cards);
  await expect(page.getByText(/Schematic map, not to scale for navigation/)).toHaveCount(1);

  if (isMobile) {
    // Phones: the list first; the switch shows the map instead, and back.
    await expect(map).toBeHidden();
    const views = page.getByRole("navigation", { name: "Results view" });
    await views.getByRole("link", { name: "Map" }).click();
    await expect(map).toBeVisible();
    await expect(page.locator("#results-list")).toBeHidden();
    await expect(pins.first()).toHaveAccessibleName(/\$|call for pricing|communities close together/);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await views.getByRole("link", { name: "List" }).click();
    await expect(page.locator("#results-list")).toBeVisible();
    await expect(map).toBeHidden();
    await views.getByRole("link", { name: "Map" }).click();
  } else {
    await expect(map).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Results view" })).toBeHidden();
    await expect(pins.first()).toHaveAccessibleName(/\$|call for pricing|communities close together/);
    // Pointing at a card marks its pin; focusing a pin marks its card.
    const firstKey = (await cards.first().getAttribute("data-map-key"))!;
    const pinOfFirst = pins.and(page.locator(`[data-map-keys~="${firstKey}"]`));
    await cards.first().hover();
    await expect(pinOfFirst).toHaveAttribute("data-map-active", "");
    await pins.last().focus();
    const lastKeys = (await pins.last().getAttribute("data-map-keys"))!.split(" ");
    await expect(cards.and(page.locator(`[data-map-key="${lastKeys[0]}"]`))).toHaveAttribute("data-map-active", "");
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  }

  // Follow a single community's pin (a plain link: it works without JavaScript too).
  const single = pins.and(page.locator("[data-map-keys]:not([data-map-keys*=' '])")).first();
  const href = (await single.getAttribute("href"))!;
  await single.click();
  await expect(page).toHaveURL(href);
  const station = page.getByTestId("nearest-station");
  await expect(station).toContainText(/Nearest METRORail station: .+ \((Red|Green|Purple)/);
  const apartmentMap = page.locator(".schematic-map");
  await expect(apartmentMap.locator('[data-marker="station"]')).toHaveCount(1);
  await expect(apartmentMap.locator('[data-marker="home"]')).toHaveCount(1);
  await expect(apartmentMap.locator('[data-marker="destination"]')).toHaveCount(0);
  await apartmentMap.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // A renter's saved commute destination is drawn in the browser (the page itself is the same for everyone).
  const saved = await page.evaluate(async () => {
    const response = await fetch("/api/user/preferences", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ commuteTo: "Texas Medical Center" }) });
    return response.status;
  });
  expect(saved).toBe(200);
  await page.reload();
  await expect(page.getByTestId("commute-destination")).toContainText("Texas Medical Center");
  await expect(apartmentMap.locator('[data-marker="destination"]')).toHaveCount(1);
});

test("a neighborhood page pins the communities it lists", async ({ page }) => {
  await page.goto("/neighborhoods/montrose");
  const cards = page.locator("li[data-map-key]");
  await expectPinsMatchCards(page, cards);
  const map = page.locator(".schematic-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(map.locator("text.map-label", { hasText: "Montrose" })).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone's List/Map switch and the pins still work", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the switch is for phones; wide screens show both");
    await page.goto("/listings?neighborhood=montrose&beds=2");
    const map = page.locator(".listings-map .schematic-map");
    await expect(map).toBeHidden();
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
    await expect(map).toBeVisible();
    await expect(page.locator("#results-list")).toBeHidden();
    const single = page.locator(".schematic-map a.map-pin[data-map-keys]:not([data-map-keys*=' '])").first();
    const href = (await single.getAttribute("href"))!;
    await single.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByTestId("nearest-station")).toBeVisible();
  });
});
