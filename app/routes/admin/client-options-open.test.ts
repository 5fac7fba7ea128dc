/**
 * POST /admin/client-options/open against a real database: an administrator
 * opens (or makes) the client's list and goes on to the apartment manager; a
 * form without its source is a 400, a missing record a 404, an administrator's
 * own account a 409; anyone else never reaches it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOptions, users } from "../../../db/schema/index.ts";
import type { PublicUser } from "../../../db/queries/users.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import { action } from "./client-options-open.ts";

describe.each(testDatabaseKinds)("POST /admin/client-options/open on %s", (kind) => {
  let database: TestDatabase;
  let admin: PublicUser;
  let renter: PublicUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    admin = { ...(await createTestUser(database.db)), isAdmin: true };
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    renter = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const post = (user: PublicUser | null, form: Record<string, string>) =>
    callRoute(action, { db: database.db, viewer: { user, sessionId: user ? "session" : null }, method: "POST", path: "/admin/client-options/open", form });

  it("opens the renter's list, made the first time, and goes on to the apartment manager", async () => {
    const first = await post(admin, { from: "user", id: String(renter.id) });
    expect(first.status).toBe(303);
    const [list] = await database.db.select({ id: clientOptions.id }).from(clientOptions).where(eq(clientOptions.userId, renter.id));
    expect(first.headers.get("location")).toBe(`/admin/apartment-manager/${list!.id}`);
    const again = await post(admin, { from: "user", id: String(renter.id) });
    expect(again.headers.get("location")).toBe(`/admin/apartment-manager/${list!.id}`);
  });

  it("answers bad forms with 400, missing records with 404 and an administrator's account with 409", async () => {
    expect((await post(admin, { from: "neighborhood", id: "1" })).status).toBe(400);
    expect((await post(admin, { from: "user", id: "-3" })).status).toBe(400);
    expect((await post(admin, { from: "inquiry", id: "2147483647" })).status).toBe(404);
    const own = await post(admin, { from: "user", id: String(admin.id) });
    expect(own.status).toBe(409);
  });

  it("sends a renter away and a guest to the admin sign-in", async () => {
    const asRenter = await post(renter, { from: "user", id: String(renter.id) });
    expect(asRenter.status).toBe(302);
    expect(asRenter.headers.get("location")).toBe("/");
    const asGuest = await post(null, { from: "user", id: String(renter.id) });
    expect(asGuest.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
  });
});
