/**
 * The admin back office's shell (issue 13): on every admin page behind the guard
 * the site's chrome gives way to a sidebar with every section, the signed-in
 * admin and Log out; at 375 px the sidebar is behind a Menu disclosure that the
 * keyboard drives; Log out works with and without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { initialsOf } from "../../app/lib/initials.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const SECTIONS = [
  ["Dashboard", "/admin/dashboard"],
  ["Neighborhoods", "/admin/neighborhoods"],
  ["Apartments", "/admin/apartments"],
  ["Amenities", "/admin/amenities"],
  ["Import", "/admin/import"],
  ["Blog posts", "/admin/blog-posts"],
  ["Clients", "/admin/clients"],
  ["Client inquiries", "/admin/client-inquiries"],
  ["Client options", "/admin/client-options"],
  ["Invoices", "/admin/invoices"],
  ["User profiles", "/admin/user-profiles"],
  ["Chat history", "/admin/chat-history"],
  ["Outbox", "/admin/outbox"],
] as const;

const menuButton = (page: Page) => page.locator("summary", { hasText: "Menu" });
const sectionsNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** On a phone the sidebar is behind Menu: open it first. */
async function showSidebar(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
}

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
});

test("the admin shell replaces the site's chrome and lists every section in order", async ({ page, isMobile }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // No site header, footer, chat launcher or preferences button.
  await expect(page.getByRole("link", { name: /home$/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Chat with A.L.I." })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open your preferences" })).toHaveCount(0);

  if (isMobile) await expect(sectionsNav(page)).toBeHidden();
  await showSidebar(page, isMobile);
  const links = sectionsNav(page).getByRole("link");
  await expect(links).toHaveText(SECTIONS.map(([label]) => label));
  for (const [label, path] of SECTIONS) await expect(sectionsNav(page).getByRole("link", { name: label })).toHaveAttribute("href", path);
  await expect(sectionsNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  // Who is signed in, the way out, and the way back to the site.
  // The admin's display name (other specs may change it) over the username, and the avatar's initials.
  const me = (await (await page.request.get("/api/users/me")).json()) as { username: string; displayName: string | null };
  const menu = page.locator("#admin-menu");
  if (me.displayName) {
    await expect(menu.getByText(me.displayName, { exact: true })).toBeVisible();
    await expect(menu.getByText(`@${me.username}`, { exact: true })).toBeVisible();
    await expect(menu.getByText(initialsOf(me.displayName), { exact: true })).toBeVisible();
  } else {
    await expect(menu.getByText(me.username, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View public site" })).toHaveAttribute("href", "/");

  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});

test("the skip link is the first stop and lands on the page's content", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("navigating between sections marks the active one", async ({ page, isMobile }) => {
  await page.goto("/admin/dashboard");
  await showSidebar(page, isMobile);
  await sectionsNav(page).getByRole("link", { name: "Apartments" }).click();
  await expect(page).toHaveURL("/admin/apartments");
  await expect(page.getByRole("heading", { level: 1, name: "Apartments" })).toBeVisible();
  // A navigation closes the phone's menu.
  if (isMobile) await expect(sectionsNav(page)).toBeHidden();

  await showSidebar(page, isMobile);
  await expect(sectionsNav(page).getByRole("link", { name: "Apartments" })).toHaveAttribute("aria-current", "page");
  await expect(sectionsNav(page).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", /.*/);

  await sectionsNav(page).getByRole("link", { name: "Blog posts" }).click();
  await expect(page).toHaveURL("/admin/blog-posts");
  await showSidebar(page, isMobile);
  await expect(sectionsNav(page).getByRole("link", { name: "Blog posts" })).toHaveAttribute("aria-current", "page");
  await expect(sectionsNav(page).getByRole("link", { name: "Apartments" })).not.toHaveAttribute("aria-current", /.*/);

  // An item page marks its section as the current location.
  await page.goto("/admin/client-options/new");
  await showSidebar(page, isMobile);
  await expect(sectionsNav(page).getByRole("link", { name: "Client options" })).toHaveAttribute("aria-current", "location");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});

test("at 375 px the menu opens and closes with the keyboard", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the sidebar is always shown on wide screens");
  await page.goto("/admin/dashboard");
  const menu = menuButton(page);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sectionsNav(page)).toBeHidden();

  // Skip link, the site's name, then Menu.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sectionsNav(page)).toBeVisible();
  // Focus moves into the menu.
  await expect(sectionsNav(page).getByRole("link", { name: "Dashboard" })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.keyboard.press("Tab");
  await expect(sectionsNav(page).getByRole("link", { name: "Neighborhoods" })).toBeFocused();
  // Escape closes it and focus returns to Menu.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sectionsNav(page)).toBeHidden();
  await expect(menu).toBeFocused();

  // Space opens it as well; a click outside closes it.
  await page.keyboard.press(" ");
  await expect(sectionsNav(page)).toBeVisible();
  // (The open menu covers the top of the page; the bottom of the screen is outside it.)
  await page.mouse.click(187, 790);
  await expect(sectionsNav(page)).toBeHidden();
});

test("Log out ends the session and goes home", async ({ page, isMobile }) => {
  await page.goto("/admin/dashboard");
  await showSidebar(page, isMobile);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
  // The site's header is back, and the admin area is closed.
  await expect(page.getByRole("banner")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fdashboard");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu is a list of links and Log out still works", async ({ page, isMobile }) => {
    await page.goto("/admin/amenities");
    await showSidebarWithoutScript(page, isMobile);
    await expect(sectionsNav(page).getByRole("link")).toHaveCount(SECTIONS.length);
    await sectionsNav(page).getByRole("link", { name: "Client inquiries" }).click();
    await expect(page).toHaveURL("/admin/client-inquiries");

    await showSidebarWithoutScript(page, isMobile);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fdashboard");
  });
});

/** Without scripts the summary opens the <details> natively (aria-expanded is the script's to keep). */
async function showSidebarWithoutScript(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await menuButton(page).click();
  await expect(sectionsNav(page)).toBeVisible();
}

test("an admin page that does not exist keeps the shell and leads back to the dashboard", async ({ page, isMobile }) => {
  const response = await page.goto("/admin/blog-posts/no%20such%20post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/admin/dashboard");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await showSidebar(page, isMobile);
  await expect(sectionsNav(page).getByRole("link")).toHaveCount(SECTIONS.length);
  await expectNoAxeViolations(page);
});

test("the admin sign-in page keeps the site's chrome", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/admin/login");
  // The site's header (its home link), not an admin bar.
  await expect(page.getByRole("banner").getByRole("link", { name: /home$/ })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(sectionsNav(page)).toHaveCount(0);
});

test("the dashboard shows the counts and the inquiries that need attention", async ({ page, baseURL, isMobile }) => {
  // A fresh inquiry from the contact page, so the block has one to show.
  const name = `Shell Visitor ${Date.now().toString(36)}`;
  await page.context().clearCookies();
  const sent = await page.request.post("/contact", {
    form: { name, email: `${name.replaceAll(" ", ".").toLowerCase()}@example.com`, message: "Any two-bedrooms in the Heights?" },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(sent.status()).toBeLessThan(400);
  await signInAsAdmin(page, baseURL);

  await page.goto("/admin/dashboard");
  const overview = page.getByRole("region", { name: "Overview" });
  for (const label of ["Neighborhoods", "Apartments", "Users", "Client inquiries"]) await expect(overview.getByRole("link", { name: label })).toBeVisible();
  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect(attention.getByText("Inquiries in the last 7 days")).toBeVisible();
  await expect(attention.getByRole("listitem").filter({ hasText: name })).toContainText("Contact page");
  await expect(attention.getByRole("link", { name: "All client inquiries" })).toHaveAttribute("href", "/admin/client-inquiries");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  if (isMobile) {
    await showSidebar(page, true);
    await expectNoHorizontalOverflow(page);
  }
});
