import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";

const PASSWORD = "journey-renter-password-7";

function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function signUp(page: Page, username: string) {
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(`${username}@example.com`);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: /create account/i }).click();
}

async function signIn(page: Page, path: string, username: string, password: string) {
  await page.goto(path);
  const form = page.locator("form").filter({ has: page.getByLabel("Username or email") });
  await form.getByLabel("Username or email").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: /sign in|log in/i }).click();
}

async function signOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Main menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  }
  await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
  await expect(page).toHaveURL("/");
}

test("a renter signs up, saves a favorite, signs out, signs back in and finds it", async ({ page, isMobile }) => {
  const username = uniqueName("renter");
  await signUp(page, username);
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account has been created.").first()).toBeVisible();

  // Save the first apartment on the listings page.
  await page.goto("/listings");
  const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();
  const label = (await heart.getAttribute("aria-label")) ?? "";
  const title = label.replace(/^Save /, "").replace(/ to favorites$/, "");
  await heart.click();
  await expect(page.getByRole("button", { name: `Remove ${title} from favorites` }).first()).toHaveAttribute("aria-pressed", "true");

  await signOut(page, isMobile);
  // Signed out: the heart invites to sign in instead.
  await page.goto("/listings");
  await expect(page.getByRole("link", { name: "Sign in to save favorites" }).first()).toBeVisible();

  await signIn(page, "/auth?redirect=%2Ffavorites", username, PASSWORD);
  await expect(page).toHaveURL("/favorites");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a guest asking for a renter's page is sent to sign in and brought back", async ({ page }) => {
  await page.goto("/favorites");
  await expect(page).toHaveURL("/auth?redirect=%2Ffavorites");
  await expectNoAxeViolations(page);
});

test("the administrator reaches the dashboard; a renter at the admin login is sent home", async ({ page, isMobile }) => {
  test.skip(isMobile, "one run is enough");
  await signIn(page, "/admin/login", "admin", "e2e-admin-password-not-secret");
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Welcome back/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  const username = uniqueName("plain");
  const response = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  await signIn(page, "/admin/login", username, PASSWORD);
  await expect(page).toHaveURL("/");
  // And the admin area stays closed to them.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/");
});
