/** Signing in as the administrator, for the admin specs. */
import { expect, type Browser, type Page } from "@playwright/test";
import { ADMIN } from "./api-helpers.ts";

/** Signs the page's browser context in as the administrator (the API sets the session cookie in its jar). */
export async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/api/auth/admin/login", { data: ADMIN, headers: { Origin: new URL(baseURL!).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second administrator's browser, signed in on its own. */
export async function adminBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  return page;
}
