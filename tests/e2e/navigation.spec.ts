import { expect, test } from "@playwright/test";

const DESTINATIONS = [
  { label: "Neighborhoods", path: "/neighborhoods" },
  { label: "Apartments", path: "/listings" },
  { label: "How It Works", path: "/process" },
  { label: "About", path: "/about" },
  { label: "Blog", path: "/blog" },
  { label: "Contact", path: "/contact" },
];

test.describe("header navigation on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");

  test("every main link leads to its page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Search Agent" })).toHaveAttribute("href", "/chat");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Matched" })).toHaveAttribute("href", "/get-matched");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    for (const { label, path } of DESTINATIONS) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("header navigation on a 375 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile only");

  test("the menu opens, blocks scrolling, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Main menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Chat", exact: true })).toHaveAttribute("href", "/chat");

    await menu.getByRole("link", { name: "Neighborhoods", exact: true }).click();
    await expect(page).toHaveURL("/neighborhoods");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("a tap outside the menu closes it", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Main menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(360, 790);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
