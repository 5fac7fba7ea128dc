/**
 * The accounts API's HTTP contract and its security points (issue 3), through
 * HTTP against the real server. One project is enough: there is no page here.
 */
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  createApi,
  OTHER_PASSWORD,
  PASSWORD,
  sessionCookieFrom,
  sessionSetCookie,
  signIn,
  signUp,
  uniqueName,
  whoIs,
  type Api,
  type ApiResponse,
} from "./api-helpers.ts";

test.skip(({ isMobile }) => isMobile, "The API contract is the same on every screen; it runs in the desktop project.");

let api: Api;
test.beforeEach(({ request, baseURL }) => {
  api = createApi(request, baseURL!);
});

/** Seeded demo apartments in the fresh e2e database are numbered from 1. */
const APARTMENT_A = 1;
const APARTMENT_B = 2;
const MISSING_APARTMENT = 2_147_483_647;

function expectJsonError(response: ApiResponse, status: number) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers["content-type"]).toContain("application/json");
  expect(response.body.message).toEqual(expect.stringMatching(/\S/));
}

function expectNoSession(response: ApiResponse) {
  expect(sessionSetCookie(response)).toBeUndefined();
}

/** True when the Set-Cookie line removes the session cookie. */
function clearsSession(response: ApiResponse): boolean {
  const line = sessionSetCookie(response);
  return line !== undefined && /^has_session=;/.test(line) && /Max-Age=0/i.test(line);
}

test.describe("registration", () => {
  test("201 with exactly the public user, and the new user is signed in with a safe cookie", async () => {
    const username = uniqueName("Dana.Renter");
    const email = `${username}@Example.com`;
    const response = await api.post("/api/register", { username, email, password: PASSWORD, displayName: "Dana Renter" });

    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username,
      email,
      displayName: "Dana Renter",
      photoUrl: null,
      isAdmin: false,
      isGuest: false,
    });
    expect(Object.keys(response.body).sort()).toEqual(["displayName", "email", "id", "isAdmin", "isGuest", "photoUrl", "username"]);

    const line = sessionSetCookie(response)!;
    const attributes = line.split(";").map((part) => part.trim().toLowerCase());
    expect(line).toMatch(/^has_session=[A-Za-z0-9_-]{43};/);
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    // Over plain http there is no Secure flag and no __Host- prefix (both come with HTTPS).
    expect(attributes).not.toContain("secure");
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    expect(Number(attributes.find((a) => a.startsWith("max-age="))?.slice(8))).toBeGreaterThan(0);

    expect(await whoIs(api, sessionCookieFrom(response))).toEqual(response.body);
  });

  test("a display name is optional", async () => {
    const username = uniqueName("no-display");
    const response = await api.post("/api/register", { username, email: `${username}@example.com`, password: PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username, displayName: null, isAdmin: false });
  });

  test("400 with a message and the field's error for each bad field, and nothing is created", async () => {
    const cases: Array<{ change: Record<string, unknown>; field: string; message?: RegExp }> = [
      { change: { username: "ab" }, field: "username" },
      { change: { username: "has space" }, field: "username" },
      { change: { username: "x".repeat(33) }, field: "username" },
      { change: { username: undefined }, field: "username" },
      { change: { email: "not-an-email" }, field: "email" },
      { change: { email: undefined }, field: "email" },
      { change: { password: "Short7!" }, field: "password" },
      { change: { password: "P".repeat(129) }, field: "password" },
      { change: { password: "iloveyou" }, field: "password", message: /common/i },
      { change: { password: "Password123" }, field: "password", message: /common/i },
      { change: { isAdmin: "yes" }, field: "isAdmin" },
    ];
    for (const { change, field, message } of cases) {
      const username = uniqueName("invalid");
      const body = { username, email: `${username}@example.com`, password: PASSWORD, ...change };
      const response = await api.post("/api/register", body);
      expectJsonError(response, 400);
      expect(Object.keys(response.body.fieldErrors), JSON.stringify(change)).toEqual([field]);
      expect(response.body.fieldErrors[field]).toEqual(expect.stringMatching(/\S/));
      if (message) expect(response.body.fieldErrors[field]).toMatch(message);
      expectNoSession(response);
      // Nothing was saved: the username is still free.
      expect((await api.post("/api/login", { username, password: PASSWORD })).status).toBe(401);
    }
  });

  test("400 with a message when the body is not a JSON object", async () => {
    for (const rawBody of ["username=someone&password=x", "", "{", "null", "[]"]) {
      const response = await api.call("POST", "/api/register", { rawBody });
      expectJsonError(response, 400);
      expectNoSession(response);
    }
  });

  test("409 that says whether the username or the email is taken, case-insensitively", async () => {
    const owner = await signUp(api, "Taken");
    const byName = await api.post("/api/register", {
      username: owner.username.toUpperCase(),
      email: `${uniqueName("fresh")}@example.com`,
      password: PASSWORD,
    });
    expectJsonError(byName, 409);
    expect(byName.body.message).toMatch(/username/i);
    expect(byName.body.fieldErrors).toEqual({ username: byName.body.message });
    expectNoSession(byName);

    const freshName = uniqueName("fresh");
    const byEmail = await api.post("/api/register", { username: freshName, email: owner.email.toUpperCase(), password: PASSWORD });
    expectJsonError(byEmail, 409);
    expect(byEmail.body.message).toMatch(/email/i);
    expect(byEmail.body.message).not.toMatch(/username/i);
    expect(byEmail.body.fieldErrors).toEqual({ email: byEmail.body.message });
    expect((await api.post("/api/login", { username: freshName, password: PASSWORD })).status).toBe(401);
  });

  test("isAdmin: true from a guest -> 403 and no account", async () => {
    const username = uniqueName("would-be-admin");
    const refused = await api.post("/api/register", { username, email: `${username}@example.com`, password: PASSWORD, isAdmin: true });
    expectJsonError(refused, 403);
    expectNoSession(refused);
    expect((await api.post("/api/login", { username, password: PASSWORD })).status).toBe(401);
  });

  test("isAdmin: true from a signed-in user -> 403, no account, and the user stays who they are", async () => {
    const user = await signUp(api, "ambitious");
    const username = uniqueName("their-admin");
    const refused = await api.call("POST", "/api/register", {
      cookie: user.cookie,
      data: { username, email: `${username}@example.com`, password: PASSWORD, isAdmin: true },
    });
    expectJsonError(refused, 403);
    expectNoSession(refused);
    expect((await api.post("/api/login", { username, password: PASSWORD })).status).toBe(401);
    expect(await whoIs(api, user.cookie)).toMatchObject({ username: user.username, isAdmin: false });
  });

  test("an administrator creates an administrator and stays signed in as themselves", async () => {
    const adminCookie = await signIn(api, ADMIN.username, ADMIN.password, "/api/auth/admin/login");
    const username = uniqueName("new-admin");
    const created = await api.call("POST", "/api/register", {
      cookie: adminCookie,
      data: { username, email: `${username}@example.com`, password: PASSWORD, isAdmin: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      username,
      email: `${username}@example.com`,
      displayName: null,
      photoUrl: null,
      isAdmin: true,
      isGuest: false,
    });
    expectNoSession(created);
    expect(await whoIs(api, adminCookie)).toMatchObject({ username: ADMIN.username, isAdmin: true });

    // The new administrator is a real one.
    const theirLogin = await api.post("/api/auth/admin/login", { username, password: PASSWORD });
    expect(theirLogin.body).toMatchObject({ username, isAdmin: true });

    // An ordinary account created by the administrator: again no change of who is signed in.
    const renter = uniqueName("made-by-admin");
    const plain = await api.call("POST", "/api/register", {
      cookie: adminCookie,
      data: { username: renter, email: `${renter}@example.com`, password: PASSWORD },
    });
    expect(plain.status).toBe(201);
    expect(plain.body.isAdmin).toBe(false);
    expectNoSession(plain);
    expect(await whoIs(api, adminCookie)).toMatchObject({ username: ADMIN.username });
  });
});

test.describe("sign-in", () => {
  test("by username or by email, in any case, -> 200 with the user and a working session", async () => {
    const user = await signUp(api, "Signer");
    for (const login of [user.username, user.username.toUpperCase(), user.email, user.email.toUpperCase()]) {
      const response = await api.post("/api/login", { username: login, password: PASSWORD });
      expect(response.status, login).toBe(200);
      expect(response.body).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        displayName: null,
        photoUrl: null,
        isAdmin: false,
        isGuest: false,
      });
      expect(await whoIs(api, sessionCookieFrom(response))).toMatchObject({ id: user.id });
    }
  });

  test("a wrong password and an unknown user get the same 401, on both sign-in endpoints", async () => {
    const user = await signUp(api, "guarded");
    for (const path of ["/api/login", "/api/auth/admin/login"]) {
      const wrongPassword = await api.post(path, { username: user.username, password: OTHER_PASSWORD });
      const unknownUser = await api.post(path, { username: uniqueName("nobody"), password: OTHER_PASSWORD });
      expectJsonError(wrongPassword, 401);
      expect(unknownUser.status).toBe(401);
      expect(unknownUser.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body).toEqual({ message: expect.any(String) });
      expectNoSession(wrongPassword);
      expectNoSession(unknownUser);
    }
  });

  test("400 with field errors when the username or password is missing", async () => {
    const response = await api.post("/api/login", { username: "someone" });
    expectJsonError(response, 400);
    expect(response.body.fieldErrors).toHaveProperty("password");
    expectJsonError(await api.call("POST", "/api/login", { rawBody: "not json" }), 400);
  });

  test("every sign-in gets a new session id, and the request's previous session ends", async () => {
    const user = await signUp(api, "rotating");
    const again = await api.call("POST", "/api/login", { cookie: user.cookie, data: { username: user.username, password: PASSWORD } });
    expect(again.status).toBe(200);
    const renewed = sessionCookieFrom(again);
    expect(renewed).not.toBe(user.cookie);
    expect((await whoIs(api, user.cookie)).isGuest).toBe(true);
    expect(await whoIs(api, renewed)).toMatchObject({ username: user.username });

    // A sign-in elsewhere (another device, no cookie) gets its own session; both stay valid.
    const elsewhere = await signIn(api, user.username, PASSWORD);
    expect(elsewhere).not.toBe(renewed);
    expect(await whoIs(api, renewed)).toMatchObject({ username: user.username });
    expect(await whoIs(api, elsewhere)).toMatchObject({ username: user.username });
  });

  test("the administrator sign-in answers a normal user the same way as /api/login", async () => {
    const user = await signUp(api, "not-admin");
    const response = await api.post("/api/auth/admin/login", { username: user.email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username, isAdmin: false, isGuest: false });
    expect(await whoIs(api, sessionCookieFrom(response))).toMatchObject({ username: user.username, isAdmin: false });

    const admin = await api.post("/api/auth/admin/login", { username: ADMIN.username, password: ADMIN.password });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ username: ADMIN.username, isAdmin: true, isGuest: false });
  });
});

test.describe("sign-out and the visitor's identity", () => {
  test("logout -> 204, the cookie is cleared, and the old cookie no longer works", async () => {
    const user = await signUp(api, "leaver");
    const otherDevice = await signIn(api, user.username, PASSWORD);

    const response = await api.call("POST", "/api/logout", { cookie: user.cookie });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(clearsSession(response)).toBe(true);

    // Replaying the old cookie: the server ended the session, it does not just forget the cookie.
    const replay = await api.get("/api/user", user.cookie);
    expect(replay.body).toEqual({ isGuest: true, remainingAttempts: 5 });
    expect(clearsSession(replay)).toBe(true);
    expect((await api.get("/api/users/me/favorites", user.cookie)).status).toBe(401);
    // Only that session ended.
    expect(await whoIs(api, otherDevice)).toMatchObject({ username: user.username });

    expect((await api.call("POST", "/api/logout")).status).toBe(204);
  });

  test("GET /api/user tells a visitor without an account how many free messages are left", async () => {
    const response = await api.get("/api/user");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isGuest: true, remainingAttempts: 5 });
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  test("GET /api/user never fails on odd cookies", async () => {
    for (const cookie of [
      "has_session=garbage",
      `has_session=${"A".repeat(43)}`,
      "has_guest=%zz; has_session=",
      `has_guest=${"B".repeat(43)}`,
      "has_session=%E0%A4%A",
    ]) {
      const response = await api.get("/api/user", cookie);
      expect(response.status, cookie).toBe(200);
      expect(response.body, cookie).toEqual({ isGuest: true, remainingAttempts: 5 });
    }
  });
});

test.describe("favorites", () => {
  test("guests get 401 and no data", async () => {
    expectJsonError(await api.get("/api/users/me/favorites"), 401);
    expectJsonError(await api.call("PUT", `/api/users/me/favorites/${APARTMENT_A}`), 401);
    expectJsonError(await api.call("DELETE", `/api/users/me/favorites/${APARTMENT_A}`), 401);
  });

  test("PUT adds and DELETE removes, both idempotent; the list holds the ids", async () => {
    const user = await signUp(api, "saver");
    const other = await signUp(api, "neighbour");
    const favorites = () => api.get("/api/users/me/favorites", user.cookie);
    const put = (id: number) => api.call("PUT", `/api/users/me/favorites/${id}`, { cookie: user.cookie });
    const remove = (id: number) => api.call("DELETE", `/api/users/me/favorites/${id}`, { cookie: user.cookie });

    expect((await favorites()).body).toEqual([]);
    expect((await put(APARTMENT_A)).body).toEqual([APARTMENT_A]);
    const twice = await put(APARTMENT_A);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual([APARTMENT_A]);
    expect((await put(APARTMENT_B)).body).toEqual([APARTMENT_A, APARTMENT_B]);
    const list = await favorites();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([APARTMENT_A, APARTMENT_B]);

    expect((await remove(APARTMENT_A)).body).toEqual([APARTMENT_B]);
    const again = await remove(APARTMENT_A);
    expect(again.status).toBe(200);
    expect(again.body).toEqual([APARTMENT_B]);
    expect((await favorites()).body).toEqual([APARTMENT_B]);

    // Another user's list is their own.
    expect((await api.get("/api/users/me/favorites", other.cookie)).body).toEqual([]);
  });

  test("an unknown apartment -> 404, a malformed id -> 400", async () => {
    const user = await signUp(api, "picky");
    for (const method of ["PUT", "DELETE"]) {
      expectJsonError(await api.call(method, `/api/users/me/favorites/${MISSING_APARTMENT}`, { cookie: user.cookie }), 404);
      for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
        expectJsonError(await api.call(method, `/api/users/me/favorites/${bad}`, { cookie: user.cookie }), 400);
      }
    }
    expect((await api.get("/api/users/me/favorites", user.cookie)).body).toEqual([]);
  });
});

test.describe("account self-service", () => {
  test("PATCH /api/users/me changes the display name and photo; a bad photo URL -> 400 and nothing changes", async () => {
    const user = await signUp(api, "profile");
    const patch = (data: unknown) => api.call("PATCH", "/api/users/me", { cookie: user.cookie, data });

    const changed = await patch({ displayName: "Dana B.", photoUrl: "https://example.com/dana.png" });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      displayName: "Dana B.",
      photoUrl: "https://example.com/dana.png",
      isAdmin: false,
      isGuest: false,
    });
    expect(await whoIs(api, user.cookie)).toMatchObject({ displayName: "Dana B.", photoUrl: "https://example.com/dana.png" });

    for (const photoUrl of ["javascript:alert(1)", "//evil.example/x.png", "not a url"]) {
      const refused = await patch({ photoUrl });
      expectJsonError(refused, 400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(["photoUrl"]);
    }
    expectJsonError(await patch({ displayName: "D".repeat(81) }), 400);
    expect(await whoIs(api, user.cookie)).toMatchObject({ displayName: "Dana B.", photoUrl: "https://example.com/dana.png" });

    // Empty means none; what is not sent stays.
    expect((await patch({ photoUrl: "" })).body).toMatchObject({ displayName: "Dana B.", photoUrl: null });
    expect((await patch({ displayName: "" })).body).toMatchObject({ displayName: null, photoUrl: null });

    expectJsonError(await api.call("PATCH", "/api/users/me", { data: { displayName: "Guest" } }), 401);
  });

  test("changing the password needs the current one, and ends the user's other sessions", async () => {
    const user = await signUp(api, "rekey");
    const otherDevice = await signIn(api, user.username, PASSWORD);
    const change = (data: unknown, cookie = user.cookie) => api.call("PUT", "/api/users/me/password", { cookie, data });

    const wrong = await change({ currentPassword: "Not-The-Password-1", newPassword: OTHER_PASSWORD });
    expectJsonError(wrong, 400);
    expect(Object.keys(wrong.body.fieldErrors)).toEqual(["currentPassword"]);
    const weak = await change({ currentPassword: PASSWORD, newPassword: "password1" });
    expectJsonError(weak, 400);
    expect(Object.keys(weak.body.fieldErrors)).toEqual(["newPassword"]);
    // Nothing changed so far: the other device is still signed in.
    expect(await whoIs(api, otherDevice)).toMatchObject({ username: user.username });

    const done = await change({ currentPassword: PASSWORD, newPassword: OTHER_PASSWORD });
    expect(done.status, done.text).toBe(204);
    expect(await whoIs(api, user.cookie)).toMatchObject({ username: user.username });
    expect((await whoIs(api, otherDevice)).isGuest).toBe(true);

    expect((await api.post("/api/login", { username: user.username, password: PASSWORD })).status).toBe(401);
    expect((await api.post("/api/login", { username: user.username, password: OTHER_PASSWORD })).status).toBe(200);

    expectJsonError(await api.call("PUT", "/api/users/me/password", { data: { currentPassword: OTHER_PASSWORD, newPassword: PASSWORD } }), 401);
  });

  test("deleting the account needs the password, ends every session and frees the username", async () => {
    const user = await signUp(api, "goodbye");
    const otherDevice = await signIn(api, user.username, PASSWORD);
    expect((await api.call("PUT", `/api/users/me/favorites/${APARTMENT_A}`, { cookie: user.cookie })).status).toBe(200);
    const remove = (data: unknown, cookie = user.cookie) => api.call("DELETE", "/api/users/me", { cookie, data });

    expectJsonError(await remove({ password: PASSWORD }, ""), 401);
    const wrong = await remove({ password: OTHER_PASSWORD });
    expectJsonError(wrong, 400);
    expect(Object.keys(wrong.body.fieldErrors)).toEqual(["password"]);
    expect(await whoIs(api, user.cookie)).toMatchObject({ username: user.username });

    const deleted = await remove({ password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(clearsSession(deleted)).toBe(true);
    expect((await whoIs(api, user.cookie)).isGuest).toBe(true);
    expect((await whoIs(api, otherDevice)).isGuest).toBe(true);
    expect((await api.get("/api/users/me/favorites", otherDevice)).status).toBe(401);
    expect((await api.post("/api/login", { username: user.username, password: PASSWORD })).status).toBe(401);

    // The username and email are free again, and the new account starts with nothing of the old one.
    const reborn = await api.post("/api/register", { username: user.username, email: user.email, password: PASSWORD });
    expect(reborn.status, reborn.text).toBe(201);
    expect(reborn.body.id).not.toBe(user.id);
    expect((await api.get("/api/users/me/favorites", sessionCookieFrom(reborn))).body).toEqual([]);
  });
});

test.describe("brute force", () => {
  test("after 10 failed sign-ins the account is locked for this address with 429 and Retry-After", async () => {
    const victim = await signUp(api, "victim");
    const bystander = await signUp(api, "bystander");
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await api.post("/api/login", { username: victim.username, password: `${OTHER_PASSWORD}-${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }

    // The 11th attempt is refused even with the right password, on both sign-in endpoints.
    for (const path of ["/api/login", "/api/auth/admin/login"]) {
      const locked = await api.post(path, { username: victim.username, password: PASSWORD });
      expectJsonError(locked, 429);
      expectNoSession(locked);
      const retryAfter = locked.headers["retry-after"];
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // However the login is typed.
    expect((await api.post("/api/login", { username: victim.username.toUpperCase(), password: PASSWORD })).status).toBe(429);

    // Another account from the same address is unaffected, and the victim's existing session still works.
    expect((await api.post("/api/login", { username: bystander.username, password: PASSWORD })).status).toBe(200);
    expect(await whoIs(api, victim.cookie)).toMatchObject({ username: victim.username });
  });

  test("the lock is per account: signing in by email does not get ten more guesses", async () => {
    const victim = await signUp(api, "victim-mail");
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await api.post("/api/login", { username: victim.username, password: `${OTHER_PASSWORD}-${attempt}` })).status).toBe(401);
    }
    expect((await api.post("/api/login", { username: victim.email, password: PASSWORD })).status).toBe(429);
  });
});

test.describe("cross-site requests", () => {
  test("a POST without Origin, or from another site, is refused with 403", async () => {
    const user = await signUp(api, "csrf-target");
    const credentials = { username: user.username, password: PASSWORD };

    for (const origin of [null, "http://evil.example", "null", "http://localhost.evil.example"]) {
      const login = await api.call("POST", "/api/login", { data: credentials, origin });
      expectJsonError(login, 403);
      expectNoSession(login);
    }
    const crossSite = await api.call("POST", "/api/login", { data: credentials, headers: { "Sec-Fetch-Site": "cross-site" } });
    expectJsonError(crossSite, 403);

    // A forged sign-out, registration or deletion does nothing.
    const evil = "http://evil.example";
    expectJsonError(await api.call("POST", "/api/logout", { cookie: user.cookie, origin: evil }), 403);
    expect(await whoIs(api, user.cookie)).toMatchObject({ username: user.username });
    const forgedName = uniqueName("forged");
    expectJsonError(
      await api.call("POST", "/api/register", { origin: evil, data: { username: forgedName, email: `${forgedName}@example.com`, password: PASSWORD } }),
      403,
    );
    expect((await api.post("/api/login", { username: forgedName, password: PASSWORD })).status).toBe(401);
    expectJsonError(await api.call("DELETE", "/api/users/me", { cookie: user.cookie, origin: evil, data: { password: PASSWORD } }), 403);
    expectJsonError(await api.call("PUT", `/api/users/me/favorites/${APARTMENT_A}`, { cookie: user.cookie, origin: evil }), 403);
    expect((await api.get("/api/users/me/favorites", user.cookie)).body).toEqual([]);
    expect(await whoIs(api, user.cookie)).toMatchObject({ username: user.username });
  });
});
