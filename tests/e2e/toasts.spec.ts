/**
 * Toasts (issue 15, decision 013 'Phones'): they sit over the header band, clear of the page's
 * title, and belong to the page they appeared on. A toast raised as a navigation starts
 * ('Logged out', then home) shows on the page it leads to; going on to another page ends it.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueName } from "./api-helpers.ts";

test("'Logged out' shows on the home page clear of its title, and leaving the page ends it", async ({ page, baseURL, isMobile }) => {
  // Sometimes the first test of a run, on a server that has just started.
  test.setTimeout(60_000);
  const username = uniqueName("toast");
  const registered = await page.request.post("/api/register", { headers: { Origin: baseURL! }, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto("/favorites");
  // The menu's code arrives with the first press: pressed before the page is ready, it is pressed again.
  const logout = isMobile ? page.getByRole("button", { name: "Logout" }) : page.getByRole("menuitem", { name: "Logout" });
  const menu = isMobile ? page.getByRole("button", { name: "Main menu" }) : page.getByRole("banner").getByRole("button", { name: /^Account menu for / });
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
    await expect(logout).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await logout.click();
  await expect(page).toHaveURL("/");
  const toast = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem").filter({ hasText: "Logged out" });
  await expect(toast).toBeVisible();
  // Still there once the page has settled: raised before the navigation, it belongs to the home page.
  await page.waitForTimeout(800);
  await expect(toast).toBeVisible();

  const box = (await toast.boundingBox())!;
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const apart = box.y + box.height <= title.y || title.y + title.height <= box.y || box.x + box.width <= title.x || title.x + title.width <= box.x;
  expect(apart, `toast ${JSON.stringify(box)} over the title ${JSON.stringify(title)}`).toBe(true);

  await page.getByRole("link", { name: "Browse apartments" }).first().click();
  await expect(page).toHaveURL(/\/listings/);
  await expect(toast).toHaveCount(0);
});
