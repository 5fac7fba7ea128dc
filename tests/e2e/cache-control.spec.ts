/**
 * Issue 12, item 7: every response that depends on who is asking carries
 * `Cache-Control: private, no-store` (pages and their .data), so no browser or
 * shared cache keeps one person's account, favorites or dashboard; public pages
 * for visitors whose identity nobody used stay cacheable.
 */
import { expect, test } from "@playwright/test";
import { PUBLIC_CACHE_CONTROL } from "../../server/http-cache.ts";
import { ADMIN, createApi, signIn, signUp, type Api } from "./api-helpers.ts";

test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

const PRIVATE_NO_STORE = "private, no-store";

/** The page and its single-fetch data request (React Router's .data URL). */
const bothForms = (path: string) => [path, `${path}.data`];

let api: Api;
let renterCookie: string;
let adminCookie: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  api = createApi(request, baseURL!);
  renterCookie = (await signUp(api, "cachectl")).cookie;
  adminCookie = await signIn(api, ADMIN.username, ADMIN.password);
});

for (const path of ["/account", "/favorites"].flatMap(bothForms)) {
  test(`${path} for a signed-in renter is private, no-store`, async () => {
    const response = await api.get(path, renterCookie);
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
}

// Someone else's options list (or none): the 404 a stranger gets is as private as the list itself.
for (const path of bothForms("/clients/2147483647")) {
  test(`${path} for a signed-in renter is a private, no-store 404`, async () => {
    const response = await api.get(path, renterCookie);
    expect(response.status, response.text.slice(0, 200)).toBe(404);
    expect(response.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
}

for (const path of bothForms("/admin/dashboard")) {
  test(`${path} for an administrator is private, no-store`, async () => {
    const response = await api.get(path, adminCookie);
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });
}

// Decision 020: a public page's document leaves the viewer out (the browser asks /api/viewer), so a renter's
// copy is everybody's; what carries the renter is private.
test("a public page's document for a signed-in renter is the shared one; its data and the viewer are private", async () => {
  const page = await api.get("/listings", renterCookie);
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  expect(page.text).not.toContain("cachectl");
  for (const path of ["/listings.data", "/api/viewer"]) {
    const personal = await api.get(path, renterCookie);
    expect(personal.status, path).toBe(200);
    expect(personal.headers["cache-control"], path).toBe(PRIVATE_NO_STORE);
    expect(personal.headers.etag, path).toBeUndefined();
    expect(personal.text, path).toContain("cachectl");
  }
});

for (const path of bothForms("/listings")) {
  test(`${path} for a guest without cookies is not marked no-store`, async () => {
    const response = await api.get(path);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"] ?? "").not.toContain("no-store");
  });
}

test("a guest's identity makes only the responses that use it private", async () => {
  // An anonymous preference write hands out a guest identity (has_guest cookie).
  const saved = await api.call("PUT", "/api/user/preferences", { data: { maxBudget: 1800 } });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  const guestCookie = saved.setCookies.find((line) => line.startsWith("has_guest="))?.split(";")[0];
  expect(guestCookie).toBeTruthy();

  // The matching questions show the guest's own answers: personal.
  const own = await api.get("/get-matched", guestCookie);
  expect(own.status).toBe(200);
  expect(own.headers["cache-control"]).toBe(PRIVATE_NO_STORE);

  // The listings are the same for every visitor, cookie or not.
  const listings = await api.get("/listings", guestCookie);
  expect(listings.status).toBe(200);
  expect(listings.headers["cache-control"] ?? "").not.toContain("no-store");
});

/**
 * Issue 16: public pages and public JSON carry the site's shared-cache policy and a strong ETag
 * (server/http-cache.ts, decision 020), and a matching If-None-Match gets a 304. Nothing personal
 * carries an ETag, so no validator of one visitor's page can ever answer for another's.
 */
const PUBLIC_PATHS = ["/", "/listings?beds=2", "/neighborhoods/montrose", "/blog", "/listings.data", "/api/neighborhoods", "/api/apartments"];

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

for (const path of PUBLIC_PATHS) {
  test(`${path} for a guest is shareable, with a stable strong ETag and a 304 on revalidation`, async () => {
    const first = await api.get(path);
    expect(first.status, first.text.slice(0, 200)).toBe(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary ?? "").toMatch(/\bCookie\b/i);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    // The same content is the same bytes, although every request has its own nonce and request id.
    const second = await api.get(path);
    expect(second.headers.etag).toBe(etag);
    expect(second.text).toBe(first.text);
    if (!path.startsWith("/api/") && !path.endsWith(".data")) {
      const nonce = nonceOf(first.headers["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect(first.text).toContain(`nonce="${nonce}"`);
      expect(first.text).not.toContain(first.headers["x-request-id"]);
    }

    const revalidated = await api.call("GET", path, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    // The copy the browser keeps names the nonce of the policy it now gets.
    expect(nonceOf(revalidated.headers["content-security-policy"])).toBe(nonceOf(first.headers["content-security-policy"]));

    const changed = await api.call("GET", path, { headers: { "If-None-Match": '"not-this-one"' } });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);
  });
}

test("a signed-in renter gets the guest's bytes of a public page, so the guest's ETag answers for it", async () => {
  const guest = await api.get("/listings?beds=2");
  const etag = guest.headers.etag!;
  expect(etag).toBeTruthy();
  const renter = await api.call("GET", "/listings?beds=2", { cookie: renterCookie });
  expect(renter.status).toBe(200);
  expect(renter.text).toBe(guest.text);
  expect(renter.headers.etag).toBe(etag);
  const revalidated = await api.call("GET", "/listings?beds=2", { cookie: renterCookie, headers: { "If-None-Match": etag } });
  expect(revalidated.status).toBe(304);
});

for (const path of ["/account", "/favorites", "/api/users/me/favorites"]) {
  test(`${path} is never answered with a 304, whatever validator is sent`, async () => {
    for (const validator of ["*", '"anything"']) {
      const response = await api.call("GET", path, { cookie: renterCookie, headers: { "If-None-Match": validator } });
      expect(response.status).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers["cache-control"]).toMatch(/no-store/);
    }
  });
}

test("a public page runs its scripts under the policy's nonce (hydrated, no CSP violation)", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/neighborhoods/montrose");
  expect(response?.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  // A client-side navigation works only once React Router has hydrated.
  await page.evaluate(() => Object.assign(window, { cacheControlSpec: "same document" }));
  await page.getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { cacheControlSpec?: string }).cacheControlSpec)).toBe("same document");
  expect(violations).toEqual([]);
});
