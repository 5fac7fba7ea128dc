/**
 * Who gets what: every page and API endpoint, asked as a guest, as a renter
 * and as an administrator. Denied pages redirect as spec section 4 says;
 * denied API calls get 401 or 403 and never data.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

type Role = "guest" | "user" | "admin";
const ROLES: Role[] = ["guest", "user", "admin"];
const ADMIN = { username: "admin", password: "e2e-admin-password-not-secret" };

/** What a role gets: 200, a redirect to a location, or an error status. */
type Outcome = number | { redirect: string };

interface Case {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** A value, or a function for bodies that must differ per call. */
  body?: unknown;
  expect: Record<Role, Outcome>;
}

const everyone = (outcome: Outcome): Record<Role, Outcome> => ({ guest: outcome, user: outcome, admin: outcome });
const signInFirst = (path: string) => ({ redirect: `/auth?redirect=${encodeURIComponent(path)}` });
const adminSignIn = (path: string) => ({ redirect: `/admin/login?redirect=${encodeURIComponent(path)}` });

const ADMIN_PAGES = [
  "/admin/dashboard", "/admin/neighborhoods", "/admin/neighborhoods/1", "/admin/apartments", "/admin/apartments/1",
  "/admin/client-options", "/admin/client-options/1", "/admin/client-inquiries", "/admin/apartment-manager/1",
  "/admin/user-profiles", "/admin/user-profiles/1", "/admin/chat-history", "/admin/amenities", "/admin/blog-posts",
  "/admin/blog-posts/1",
];

function pageCases(apartmentSlug: string, postSlug: string): Case[] {
  const publicPages = [
    "/", "/neighborhoods", "/neighborhoods/montrose", "/listings", `/apartments/${apartmentSlug}`, "/blog",
    `/blog/${postSlug}`, "/process", "/about", "/contact", "/privacy", "/terms", "/sitemap",
  ];
  return [
    ...publicPages.map((path) => ({ path, expect: everyone(200) })),
    ...["/auth", "/admin/login"].map((path) => ({
      path,
      expect: { guest: 200, user: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } } as Record<Role, Outcome>,
    })),
    { path: "/admin", expect: everyone({ redirect: "/admin/login" }) },
    { path: "/account", expect: { guest: signInFirst("/account"), user: 200, admin: 200 } },
    ...["/favorites", "/clients/1"].map((path) => ({
      path,
      expect: { guest: signInFirst(path), user: 200, admin: { redirect: "/admin/dashboard" } } as Record<Role, Outcome>,
    })),
    ...ADMIN_PAGES.map((path) => ({ path, expect: { guest: adminSignIn(path), user: { redirect: "/" }, admin: 200 } as Record<Role, Outcome> })),
  ];
}

const apiCases: Case[] = [
  { path: "/api/user", expect: everyone(200) },
  { path: "/api/neighborhoods", expect: everyone(200) },
  { path: "/api/amenities", expect: everyone(200) },
  { path: "/api/users/me", expect: { guest: 401, user: 200, admin: 200 } },
  { method: "PATCH", path: "/api/users/me", body: { displayName: "Same Name" }, expect: { guest: 401, user: 200, admin: 200 } },
  // Signed-in callers reach the handler, which refuses the wrong password (400); guests never get that far.
  { method: "DELETE", path: "/api/users/me", body: { password: "not-the-password" }, expect: { guest: 401, user: 400, admin: 400 } },
  { method: "PUT", path: "/api/users/me/password", body: { currentPassword: "wrong-password", newPassword: "a-new-long-password-9" }, expect: { guest: 401, user: 400, admin: 400 } },
  { path: "/api/users/me/favorites", expect: { guest: 401, user: 200, admin: 200 } },
  { method: "PUT", path: "/api/users/me/favorites/1", expect: { guest: 401, user: 200, admin: 200 } },
  { method: "DELETE", path: "/api/users/me/favorites/1", expect: { guest: 401, user: 200, admin: 200 } },
  {
    method: "POST",
    path: "/api/register",
    body: () => ({ username: `made${Date.now()}${Math.floor(Math.random() * 1e6)}`, email: `made${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`, password: "a-long-admin-made-pw-1", isAdmin: true }),
    expect: { guest: 403, user: 403, admin: 201 },
  },
];

async function cookieFor(request: APIRequestContext, baseURL: string, role: Role): Promise<string | undefined> {
  if (role === "guest") return undefined;
  let response;
  if (role === "admin") {
    response = await request.post("/api/auth/admin/login", { data: ADMIN, headers: { Origin: baseURL } });
  } else {
    const name = `matrix${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    response = await request.post("/api/register", {
      data: { username: name, email: `${name}@example.com`, password: "matrix-renter-password-1" },
      headers: { Origin: baseURL },
    });
  }
  expect(response.ok()).toBe(true);
  const setCookie = response.headers()["set-cookie"] ?? "";
  return setCookie.split(";")[0];
}

test.describe("authorization matrix", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough");

  for (const role of ROLES) {
    test(`as ${role}`, async ({ playwright, baseURL }) => {
      // A fresh context per role: no cookie jar shared with other roles.
      const request = await playwright.request.newContext({ baseURL });
      const cookie = await cookieFor(request, baseURL!, role);
      const catalogue = await (await request.get("/api/neighborhoods")).json();
      expect(catalogue.length).toBe(27);
      const home = await (await request.get("/sitemap")).text();
      const apartmentSlug = /href="\/apartments\/([a-z0-9-]+)"/.exec(home)?.[1] ?? (await firstApartmentSlug(request));
      const postSlug = /href="\/blog\/([a-z0-9-]+)"/.exec(home)?.[1];
      expect(postSlug).toBeTruthy();

      const failures: string[] = [];
      for (const c of [...pageCases(apartmentSlug, postSlug!), ...apiCases]) {
        const method = c.method ?? "GET";
        const body = typeof c.body === "function" ? (c.body as () => unknown)() : c.body;
        const response = await request.fetch(c.path, {
          method,
          maxRedirects: 0,
          headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method !== "GET" ? { Origin: baseURL! } : {}) },
          ...(body !== undefined ? { data: body } : {}),
        });
        const wanted = c.expect[role];
        const got =
          response.status() >= 300 && response.status() < 400
            ? { redirect: response.headers()["location"] ?? "" }
            : response.status();
        if (JSON.stringify(got) !== JSON.stringify(wanted)) failures.push(`${method} ${c.path}: wanted ${JSON.stringify(wanted)}, got ${JSON.stringify(got)}`);
        if (response.status() === 401 || response.status() === 403) {
          const text = await response.text();
          expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
        }
      }
      expect(failures).toEqual([]);
      await request.dispose();
    });
  }
});

async function firstApartmentSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/listings")).text();
  const slug = /href="\/apartments\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("no apartment link on /listings");
  return slug;
}
