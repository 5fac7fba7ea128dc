import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../tests/database.ts";
import { bootstrapAdmin } from "./bootstrap-admin.ts";
import { verifyPassword } from "./security/passwords.ts";

describe("bootstrapAdmin", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("creates the first administrator with a generated password shown once, then does nothing", async () => {
    const shown: string[] = [];
    const result = await bootstrapAdmin(database.db, { username: "admin", announce: (m) => shown.push(m) });
    expect(result).toEqual({ created: true, username: "admin", generatedPassword: true });
    expect(shown).toHaveLength(1);
    const password = /password: (\S+)/.exec(shown[0]!)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);

    const [admin] = await database.db.select().from(users).where(eq(users.username, "admin"));
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin?.passwordHash).not.toContain(password!);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "wrong-password")).toBe(false);

    const again = await bootstrapAdmin(database.db, { username: "admin", announce: (m) => shown.push(m) });
    expect(again).toEqual({ created: false });
    expect(shown).toHaveLength(1);
  });
});

describe("bootstrapAdmin with ADMIN_PASSWORD", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("uses the given password and prints nothing", async () => {
    const shown: string[] = [];
    await bootstrapAdmin(database.db, { username: "boss", password: "a-long-chosen-secret", announce: (m) => shown.push(m) });
    expect(shown).toEqual([]);
    const [boss] = await database.db.select().from(users).where(eq(users.username, "boss"));
    expect(await verifyPassword(boss!.passwordHash, "a-long-chosen-secret")).toBe(true);
  });
});
