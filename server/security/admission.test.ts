import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newToken, hashToken } from "../../app/auth/tokens.server.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../core/auth/policies.ts";
import { insertSession } from "../../db/queries/sessions.ts";
import { insertUser } from "../../db/queries/users.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { isAdminRequest } from "./admission.ts";
import { awaitsAdmission } from "./body-limits.ts";

describe("which writes wait for admission (awaitsAdmission)", () => {
  it("every write to the admin area, spelt any way React Router would still match it", () => {
    for (const url of [
      "/admin/photos/upload",
      "/admin/photos/upload.data",
      "/admin/photos/upload?returnTo=%2Fadmin%2Fapartments%2F3",
      "/admin/photos/12",
      "/admin/neighborhoods/3",
      "/admin/user-profiles/new",
      "/ADMIN/Photos/Upload/",
      "//admin//photos/upload",
      "/admin/%70hotos/upload",
      "/admin/login/../photos/upload",
      "/admin/login/%2e%2e/photos/upload",
      "/admin/login/x",
    ]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(awaitsAdmission(method, url), `${method} ${url}`).toBe(true);
    }
  });

  it("not reads, the admin sign-in form, the bare /admin, or anything outside the admin area", () => {
    for (const url of ["/admin/photos/upload", "/admin/user-profiles.csv"]) {
      expect(awaitsAdmission("GET", url)).toBe(false);
      expect(awaitsAdmission("HEAD", url)).toBe(false);
    }
    for (const url of ["/admin/login", "/admin/login/", "/admin/login.data", "/Admin/Login?redirect=%2Fadmin", "/admin", "/admin/", "/administrator", "/contact", "/api/auth/admin/login", "/admin/%zz"]) {
      expect(awaitsAdmission("POST", url), url).toBe(false);
    }
  });
});

describe.each(testDatabaseKinds)("isAdminRequest on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date("2026-06-01T12:00:00Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let counter = 0;
  /** A user with a session; returns the session cookie's token. */
  async function sessionOf(isAdmin: boolean, lastSeenAt = now): Promise<string> {
    counter += 1;
    const name = `admission_${kind}_${counter}`;
    const created = await insertUser(database.db, { username: name, email: `${name}@example.com`, passwordHash: "not-a-real-hash", displayName: name, isAdmin });
    if (!created.ok) throw new Error(`could not create ${name}`);
    const token = newToken();
    await insertSession(database.db, { id: hashToken(token), userId: created.user.id, now: lastSeenAt, expiresAt: new Date(lastSeenAt.getTime() + SESSION_ABSOLUTE_MS) });
    return token;
  }
  const request = (cookie: string | null, origin = "http://localhost") =>
    new Request(`${origin}/admin/photos/upload`, { method: "POST", headers: cookie === null ? {} : { Cookie: cookie } });

  it("admits an administrator's live session, over HTTP and (under its __Host- name) over HTTPS", async () => {
    const token = await sessionOf(true);
    expect(await isAdminRequest(database.db, request(`has_session=${token}`), now)).toBe(true);
    expect(await isAdminRequest(database.db, request(`__Host-has_session=${token}`, "https://example.com"), now)).toBe(true);
  });

  it("refuses no cookie, a malformed or unknown token, a renter's session, and an administrator's idle one", async () => {
    expect(await isAdminRequest(database.db, request(null), now)).toBe(false);
    expect(await isAdminRequest(database.db, request("has_session=short"), now)).toBe(false);
    expect(await isAdminRequest(database.db, request(`has_session=${newToken()}`), now)).toBe(false);
    expect(await isAdminRequest(database.db, request(`has_session=${await sessionOf(false)}`), now)).toBe(false);
    const idle = await sessionOf(true, new Date(now.getTime() - SESSION_IDLE_MS - 1));
    expect(await isAdminRequest(database.db, request(`has_session=${idle}`), now)).toBe(false);
    // Over HTTPS only the __Host- cookie counts, as for the router's own middleware.
    expect(await isAdminRequest(database.db, request(`has_session=${await sessionOf(true)}`, "https://example.com"), now)).toBe(false);
  });
});
