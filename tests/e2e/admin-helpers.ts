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

/** The dashboard's funnel of this month's inquiries, by step ("New this month", "Contacted", ...). */
export async function dashboardFunnel(page: Page): Promise<Record<string, number>> {
  await page.goto("/admin/dashboard");
  const steps = page.getByRole("list", { name: "Funnel of this month's inquiries" }).getByRole("listitem");
  const texts = await steps.allInnerTexts();
  return Object.fromEntries(
    texts.map((text) => {
      const [label, value] = text
        .split("\n")
        .map((part) => part.trim())
        .filter(Boolean);
      return [label!, Number(value!.replace(/,/g, ""))];
    }),
  );
}
