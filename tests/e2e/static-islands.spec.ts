import { expect, test, type Locator, type Page } from "@playwright/test";

/** Whether React owns this element (it hydrated or rendered it). */
function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
}

/** Waits until the page has hydrated: the header's menu button or sign-in link is React's. */
async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}

test("listing cards keep the server's markup: React hydrates one element per card, not its contents", async ({ page }) => {
  await page.goto("/listings");
  await waitForHydration(page);
  const card = page.getByRole("article").first();
  await expect(card).toHaveAttribute("data-static-island", /.+/);
  expect(await ownedByReact(card.getByRole("heading").getByRole("link"))).toBe(false);
  // The island itself is React's (it hands clicks to the router).
  expect(await ownedByReact(card)).toBe(true);
  // A guest's heart beside the card is a sign-in link: static too, in an island of its own outside the card.
  const heart = page.getByRole("link", { name: "Sign in to save favorites" }).first();
  await expect(heart).toBeVisible();
  expect(await ownedByReact(heart)).toBe(false);
  expect(await ownedByReact(heart.locator(".."))).toBe(true);
  expect(await card.getByRole("link", { name: "Sign in to save favorites" }).count()).toBe(0);
});

test("a link inside static markup navigates in the page, and the page it leads to is complete", async ({ page }) => {
  await page.goto("/listings");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  const link = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/apartments\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: `About ${title}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);

  // Back on the list, and on to the next page: the cards follow the URL (static markup is never stale).
  await page.goBack();
  await expect(page.getByRole("article")).toHaveCount(24);
  const firstOnPageOne = await page.getByRole("article").first().getByRole("heading").textContent();
  await page.goto("/listings?page=2");
  await waitForHydration(page);
  const firstOnPageTwo = await page.getByRole("article").first().getByRole("heading").textContent();
  expect(firstOnPageTwo).not.toBe(firstOnPageOne);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /previous/i }).click();
  await expect(page).toHaveURL(/\/listings(\?|$)/);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstOnPageOne!);
});

test("cards and page images show illustrations as WebP; the SVG stays available", async ({ page, request }) => {
  await page.goto("/neighborhoods/montrose");
  const sources = await page.locator("main img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  const illustrations = sources.filter((src) => src.startsWith("/images/"));
  expect(illustrations.length).toBeGreaterThan(0);
  for (const src of illustrations) expect(src).toMatch(/\.webp$/);

  const webp = await request.get("/images/neighborhood/montrose.webp");
  expect(webp.status()).toBe(200);
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect((await webp.body()).subarray(8, 12).toString("ascii")).toBe("WEBP");
  expect((await request.get("/images/neighborhood/montrose.svg")).headers()["content-type"]).toContain("image/svg+xml");
  expect((await request.get("/images/neighborhood/..%2Fsecret.webp")).status()).toBe(404);
});
