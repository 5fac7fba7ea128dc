/**
 * An e-mail address proves nothing until verified (decision 028), as people meet it on a server without SMTP: a new
 * renter is asked to confirm their address and told a locator can do it; the message waits in the admin's outbox;
 * the administrator vouches for the address on the profile; the renter's notice is gone.
 */
import { expect, test } from "@playwright/test";
import { adminBrowser } from "./admin-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const PASSWORD = "verify-journey-password-7";

test("a new renter's address waits for confirmation; without SMTP an administrator vouches for it", async ({ page, browser, baseURL }) => {
  // Two browsers and six pages: about 18 s on an idle machine, past the 30 s default when the machine is busy.
  test.setTimeout(60_000);
  const username = `verify${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(`${username}@example.com`);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: /create account/i }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/account");
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${username}@example.com`);
  await expect(notice).toContainText("a locator can confirm your address");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const admin = await adminBrowser(browser, baseURL);
  await admin.goto(`/admin/outbox?q=${username}`);
  const row = admin.getByRole("row").filter({ hasText: `${username}@example.com` });
  await expect(row).toContainText("E-mail verification");
  await expect(row).toContainText("Waiting to send");
  await expectNoAxeViolations(admin);

  await admin.goto(`/admin/user-profiles?q=${username}`);
  await admin.getByRole("link", { name: username, exact: true }).click();
  await expect(admin.getByText("Not verified")).toBeVisible();
  await admin.getByRole("button", { name: "Mark e-mail verified" }).click();
  await expect(admin.getByText(/^Verified /)).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);
});

test("a verification link that is not one we signed says so, with a 400", async ({ page }) => {
  const response = await page.goto("/verify-email?token=1.1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
  await expectNoAxeViolations(page);
});
