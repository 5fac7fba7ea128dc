/**
 * The back office's user profiles (issue 14), at 1280 and 375 px: a renter
 * registered through the API is found in the list; the administrator disables
 * them (their session ends at once: the cookie is a guest's; and sign-in is refused, in the API and in
 * the page's form), enables them, makes them an administrator (they reach the
 * dashboard) and deletes them with everything (their session and account are
 * gone). Every step is a one-button action on the profile. An administrator
 * also registers accounts from the list ("New account"), optionally admins.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { PASSWORD, createApi, signIn, signUp, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const DISABLED = "This account is disabled.";

async function act(page: Page, button: string, flash: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(flash).first()).toBeVisible();
}

test("an admin disables, enables, promotes and deletes a renter, with the effect on their sessions and sign-in", async ({ page, request, baseURL }) => {
  const api = createApi(request, baseURL!);
  const renter = await signUp(api, "profiled");
  expect((await api.get("/api/user", renter.cookie)).body.username).toBe(renter.username);

  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/user-profiles");
  await expect(page.getByRole("heading", { level: 1, name: "User profiles" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(renter.email.toUpperCase());
  await page.getByRole("combobox", { name: "Role" }).selectOption("renter");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/role=renter/);
  const row = page.getByRole("row").filter({ hasText: renter.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Renter");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await row.getByRole("link", { name: renter.username }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user-profiles/${renter.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: renter.username })).toBeVisible();
  await expect(page.getByRole("link", { name: "0 chat sessions" })).toHaveAttribute("href", `/admin/chat-history?q=${renter.username}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // Disable: the renter's session ends at once, and signing in again is refused with the reason.
  await act(page, "Disable (ends their sessions)", "Account disabled");
  await expect(page.getByText("Disabled since")).toBeVisible();
  // GET /api/user answers anyone: without a session it describes a guest.
  expect((await api.get("/api/user", renter.cookie)).body).toMatchObject({ isGuest: true });
  const refused = await api.post("/api/login", { username: renter.username, password: renter.password });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain(DISABLED);
  const renterPage = await page.context().browser()!.newPage({ baseURL });
  await renterPage.goto("/auth");
  const form = renterPage.locator("form").filter({ has: renterPage.getByLabel("Username or email") });
  await form.getByLabel("Username or email").fill(renter.username);
  await form.getByLabel("Password").fill(renter.password);
  await form.getByRole("button", { name: /sign in/i }).click();
  await expect(renterPage.getByText(DISABLED)).toBeVisible();
  await renterPage.close();

  // Enable: they sign in again.
  await act(page, "Enable", "Account enabled");
  const cookie = await signIn(api, renter.username, renter.password);
  expect((await api.get("/admin/dashboard", cookie)).status).not.toBe(200);

  // Make admin: the same session now reaches the back office.
  await act(page, "Make admin", "Now an administrator");
  expect((await api.get("/admin/dashboard", cookie)).status).toBe(200);

  // Delete with everything: the session and the account are gone.
  await page.getByText("Delete this account…").click();
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(/\/admin\/user-profiles$/);
  expect((await api.get("/api/user", cookie)).body).toMatchObject({ isGuest: true });
  expect((await api.post("/api/login", { username: renter.username, password: renter.password })).status).toBe(401);
  const gone = await page.goto(`/admin/user-profiles/${renter.id}`);
  expect(gone?.status()).toBe(404);
});

test("an admin cannot disable or delete their own account here, and removes their own rights only after confirming", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/user-profiles?q=admin&role=admin");
  await page.getByRole("link", { name: "admin", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "admin" })).toBeVisible();

  await page.getByRole("button", { name: "Disable (ends their sessions)" }).click();
  await expect(page.getByRole("alert").first()).toContainText("You cannot disable your own account.");

  await page.getByRole("button", { name: "Remove admin" }).click();
  await expect(page.getByRole("alert").first()).toContainText("You are removing your own administrator rights");
  // The confirmation is offered; not pressed here, so the shared administrator keeps their rights.
  await expect(page.getByRole("button", { name: "Yes, remove my administrator rights" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.locator("#main").getByText("Administrator", { exact: true })).toBeVisible();
});

test("an admin registers an administrator account from the list; a taken username is the field's error", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/user-profiles");
  await page.getByRole("link", { name: "New account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New account" })).toBeVisible();
  const username = uniqueName("made");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail").fill(`${username}@example.com`);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was created");
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Administrator (can use this area)").check();
  await page.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
  await expect(page.locator("#main").getByText("Administrator", { exact: true })).toBeVisible();

  await page.goto("/admin/user-profiles/new");
  await page.getByLabel("Username").fill(username.toUpperCase());
  await page.getByLabel("E-mail").fill(`other-${username}@example.com`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByText("That username is already taken.").first()).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
});
