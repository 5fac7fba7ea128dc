/**
 * Issue 12, item 7: every response that depends on who is asking carries
 * `Cache-Control: private, no-store` (pages and their .data), so no browser or
 * shared cache keeps one person's account, favorites or dashboard; public pages
 * for visitors whose identity nobody used stay cacheable.
 */
import { expect, test } from "@playwright/test";
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

test("a public page for a signed-in renter is private, no-store (it shows who is signed in)", async () => {
  const response = await api.get("/listings", renterCookie);
  expect(response.status).toBe(200);
  expect(response.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
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
