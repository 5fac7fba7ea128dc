/**
 * Sign-up offers a display name and defaults it to the username (issue 15), so the avatar has initials and the
 * greeting a name; POST /api/register keeps the spec's contract (no name given, none stored).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import * as registerApi from "../routes/api/register.ts";
import * as authPage from "../routes/auth.tsx";
import { greetingName } from "../../core/auth/greeting.ts";
import { initialsOf } from "../lib/initials.ts";

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

describe.each(testDatabaseKinds)("registration's display name on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const displayNameOf = async (username: string) =>
    (await database.db.select({ displayName: users.displayName }).from(users).where(eq(users.username, username)))[0]?.displayName;
  const signUp = (fields: Record<string, string>) =>
    callRoute(authPage.action, { db: database.db, method: "POST", path: "/auth?tab=signup", form: { intent: "signup", password: "a long enough pass phrase 42", ...fields } });

  it("stores the name the renter typed", async () => {
    const username = unique("maria");
    const response = await signUp({ username, email: `${username}@example.com`, displayName: "  Maria Cruz " });
    expect(response.status).toBeLessThan(400);
    expect(await displayNameOf(username)).toBe("Maria Cruz");
  });

  it("defaults an empty name to the username, so the avatar shows initials and the greeting a name", async () => {
    const username = unique("jo.lee");
    const response = await signUp({ username, email: `${username}@example.com`, displayName: "   " });
    expect(response.status).toBeLessThan(400);
    const displayName = await displayNameOf(username);
    expect(displayName).toBe(username);
    expect(greetingName({ displayName: displayName ?? null, username })).toBe(username);
    expect(initialsOf(displayName)).toBe("J");
  });

  it("keeps POST /api/register's contract: without a name none is stored", async () => {
    const username = unique("api");
    const response = await callRoute(registerApi.action, {
      db: database.db,
      method: "POST",
      path: "/api/register",
      body: { username, email: `${username}@example.com`, password: "a long enough pass phrase 42" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username, displayName: null });
  });
});
