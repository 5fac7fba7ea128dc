import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import {
  countAdministrators,
  deleteUser,
  findUserById,
  findUserByLogin,
  insertUser,
  updateUserPasswordHash,
  updateUserProfile,
} from "./users.ts";

describe.each(testDatabaseKinds)("users on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("creates an account and answers with the public user, never the hash", async () => {
    const result = await insertUser(database.db, {
      username: "Renter.One",
      email: "renter.one@example.com",
      passwordHash: "$argon2id$stand-in",
      displayName: "Renter One",
    });
    expect(result).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        username: "Renter.One",
        email: "renter.one@example.com",
        displayName: "Renter One",
        photoUrl: null,
        isAdmin: false,
        isGuest: false,
      },
    });
  });

  it("reports a taken username case-insensitively, and a taken email, without creating anything", async () => {
    const db = database.db;
    const first = await insertUser(db, { username: "Taken_Name", email: "first@example.com", passwordHash: "h" });
    expect(first.ok).toBe(true);

    expect(await insertUser(db, { username: "taken_name", email: "second@example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "username" });
    expect(await insertUser(db, { username: "another-name", email: "FIRST@Example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "email" });
    // Both taken: the username is named.
    expect(await insertUser(db, { username: "TAKEN_NAME", email: "first@example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "username" });
    expect(await findUserByLogin(db, "second@example.com")).toBeNull();
    expect(await findUserByLogin(db, "another-name")).toBeNull();
  });

  it("finds the account to sign in by username or email, case-insensitively, with its hash", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "Login.Finder", email: "Finder@Example.com", passwordHash: "stored-hash" });
    if (!created.ok) throw new Error("not created");
    for (const login of ["Login.Finder", "login.finder", "LOGIN.FINDER", "finder@example.com", "FINDER@EXAMPLE.COM"]) {
      const found = await findUserByLogin(db, login);
      expect(found?.id, login).toBe(created.user.id);
      expect(found?.passwordHash).toBe("stored-hash");
    }
    expect(await findUserByLogin(db, "login.finde")).toBeNull();
    expect(await findUserByLogin(db, "%")).toBeNull();
  });

  it("updates the profile and the password hash, and deletes the account", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "profile-user", email: "profile@example.com", passwordHash: "old-hash" });
    if (!created.ok) throw new Error("not created");
    const id = created.user.id;

    expect(await updateUserProfile(db, id, { displayName: "Pat", photoUrl: "https://example.com/pat.png" })).toMatchObject({
      id,
      displayName: "Pat",
      photoUrl: "https://example.com/pat.png",
    });
    // Only what is given changes.
    expect(await updateUserProfile(db, id, { photoUrl: null })).toMatchObject({ displayName: "Pat", photoUrl: null });
    expect(await updateUserProfile(db, id, {})).toMatchObject({ displayName: "Pat" });

    await updateUserPasswordHash(db, id, "new-hash");
    expect((await findUserById(db, id))?.passwordHash).toBe("new-hash");

    expect(await deleteUser(db, id)).toBe(true);
    expect(await findUserById(db, id)).toBeNull();
    expect(await updateUserProfile(db, id, { displayName: "Ghost" })).toBeNull();
  });

  it("counts administrators", async () => {
    const db = database.db;
    const before = await countAdministrators(db);
    await insertUser(db, { username: "second-admin", email: "second-admin@example.com", passwordHash: "h", isAdmin: true });
    await insertUser(db, { username: "not-admin", email: "not-admin@example.com", passwordHash: "h" });
    expect(await countAdministrators(db)).toBe(before + 1);
  });
});
