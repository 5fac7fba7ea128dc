/**
 * Two administrators taking each other's rights at the same moment (issue 26): on PostgreSQL each
 * request has its own connection, and each write locks the record it changes before the "last enabled
 * administrator" check locks the other administrators' rows; taken in opposite orders, that deadlocked
 * and one request got a 500. Every such race must end with one change made and the other refused (a 409
 * on the page), and an administrator who can still sign in.
 */
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { hashPassword } from "../../../../server/security/passwords.ts";
import type { Database } from "../../../client-types.ts";
import { users } from "../../../schema/index.ts";
import { deleteUser, insertUser } from "../../users.ts";
import type { AdminActor, AdminWriteResult } from "../admin-write.ts";
import { deleteUserAccount, disableUser, removeAdmin, userProfilesStore } from "./user-profiles.ts";

type RightsChange = "remove-admin" | "disable" | "delete";

const run: Record<RightsChange, (db: Database, actor: AdminActor, id: number) => Promise<AdminWriteResult>> = {
  "remove-admin": (db, actor, id) => removeAdmin(db, actor, id, false),
  disable: (db, actor, id) => disableUser(db, actor, id),
  delete: (db, actor, id) => deleteUserAccount(db, actor, id, null),
};

/** The driver's own words (Drizzle's message is only the query). */
function causeOf(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

describe.each(testDatabaseKinds)("administrators changing each other's rights at once on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let passwordHash: string;
  let made = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    passwordHash = await hashPassword("a long passphrase for tests");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Fresh administrators (two unless said), the only ones who can sign in. */
  async function twoAdmins(count = 2): Promise<AdminActor[]> {
    const pair: AdminActor[] = [];
    for (let i = 0; i < count; i++) {
      const username = `rival${++made}`;
      const created = await insertUser(db, { username, email: `${username}@example.com`, passwordHash, isAdmin: true });
      if (!created.ok) throw new Error(`${username} not created`);
      pair.push({ id: created.user.id, username });
    }
    await db
      .update(users)
      .set({ isAdmin: false })
      .where(notInArray(users.id, pair.map((admin) => admin.id)));
    return pair;
  }

  async function enabledAdmins(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)));
    return row?.n ?? 0;
  }

  async function race(first: RightsChange, second: RightsChange) {
    const [a, b] = (await twoAdmins()) as [AdminActor, AdminActor];
    const settled = await Promise.allSettled([run[first](db, a, b.id), run[second](db, b, a.id)]);
    // No error escapes (a deadlock would be one, and a 500 on the page).
    const errors = settled.flatMap((s) => (s.status === "rejected" ? [causeOf(s.reason)] : []));
    expect(errors).toEqual([]);
    const results = settled.map((s) => (s.status === "fulfilled" ? s.value : null));
    // One of them went through; the other was refused with a message (409), never half-done.
    expect(results.filter((r) => r?.ok)).toHaveLength(1);
    expect(results.find((r) => !r?.ok)).toMatchObject({ ok: false, reason: "refused", message: expect.any(String) });
    expect(await enabledAdmins()).toBeGreaterThanOrEqual(1);
  }

  it("A removes B's rights while B removes A's, 20 times: one wins, the other is refused, an administrator remains", async () => {
    for (let round = 0; round < 20; round++) await race("remove-admin", "remove-admin");
  }, 120_000);

  it("the same for every pair of disable, delete and remove-admin", async () => {
    const changes: RightsChange[] = ["remove-admin", "disable", "delete"];
    for (let round = 0; round < 3; round++) {
      for (const first of changes) for (const second of changes) await race(first, second);
    }
  }, 120_000);

  it("A takes B's rights while B edits another administrator's profile (or A's), 20 times: both go through", async () => {
    for (let round = 0; round < 20; round++) {
      // Made in this order so the edited administrator's id is sometimes below, sometimes above B's.
      const [c, a, b] = (await twoAdmins(3)) as [AdminActor, AdminActor, AdminActor];
      const edited = round % 2 ? a : c;
      const change: RightsChange = round % 4 < 2 ? "remove-admin" : "disable";
      const { version } = (await userProfilesStore.read(db, edited.id))!;
      const settled = await Promise.allSettled([
        run[change](db, a, b.id),
        userProfilesStore.update(db, b, edited.id, version, { displayName: `Edited ${round}`, email: `${edited.username}@example.com` }),
      ]);
      expect(settled.flatMap((s) => (s.status === "rejected" ? [causeOf(s.reason)] : []))).toEqual([]);
      expect(settled.map((s) => s.status === "fulfilled" && s.value.ok)).toEqual([true, true]);
    }
  }, 120_000);

  it("A deletes their own account while B deletes theirs, or takes A's rights, or deletes A, 5 times each: an administrator remains, no error", async () => {
    // The owner's deletion (the account page) keeps an administrator too, behind the same lock as the rights changes.
    const others = ["self-delete", "remove-admin", "disable", "delete"] as const;
    for (let round = 0; round < 5; round++) {
      for (const other of others) {
        const [a, b] = (await twoAdmins()) as [AdminActor, AdminActor];
        const settled = await Promise.allSettled([deleteUser(db, a.id), other === "self-delete" ? deleteUser(db, b.id) : run[other](db, b, a.id)]);
        expect(settled.flatMap((s) => (s.status === "rejected" ? [causeOf(s.reason)] : []))).toEqual([]);
        expect(await enabledAdmins()).toBeGreaterThanOrEqual(1);
        if (other === "self-delete") {
          // One of them went; the other, then the last, was refused.
          expect(settled.map((s) => s.status === "fulfilled" && s.value).filter(Boolean)).toHaveLength(1);
        }
      }
    }
  }, 120_000);

  it("A saves B's profile while B saves A's, 20 times: both go through (never a deadlock)", async () => {
    // Each save locks the profile it changes, and its audit entry's foreign key then checks the actor's own row,
    // which the other save holds: a lock on a profile must not stop a reference to the account.
    for (let round = 0; round < 20; round++) {
      const [a, b] = (await twoAdmins()) as [AdminActor, AdminActor];
      const [ofA, ofB] = [(await userProfilesStore.read(db, a.id))!, (await userProfilesStore.read(db, b.id))!];
      const settled = await Promise.allSettled([
        userProfilesStore.update(db, a, b.id, ofB.version, { displayName: `Named by A ${round}`, email: `${b.username}@example.com` }),
        userProfilesStore.update(db, b, a.id, ofA.version, { displayName: `Named by B ${round}`, email: `${a.username}@example.com` }),
      ]);
      expect(settled.flatMap((s) => (s.status === "rejected" ? [causeOf(s.reason)] : []))).toEqual([]);
      expect(settled.map((s) => s.status === "fulfilled" && s.value.ok)).toEqual([true, true]);
      const [nowA, nowB] = [(await userProfilesStore.read(db, a.id))!, (await userProfilesStore.read(db, b.id))!];
      expect([nowA.values.displayName, nowB.values.displayName]).toEqual([`Named by B ${round}`, `Named by A ${round}`]);
      expect([nowA.version, nowB.version]).toEqual([ofA.version + 1, ofB.version + 1]);
    }
  }, 120_000);

  it("two saves of the same profile at once still run one after the other: the second is told it is stale, 20 times", async () => {
    for (let round = 0; round < 20; round++) {
      const [a, b, c] = (await twoAdmins(3)) as [AdminActor, AdminActor, AdminActor];
      const { version } = (await userProfilesStore.read(db, c.id))!;
      const settled = await Promise.allSettled([
        userProfilesStore.update(db, a, c.id, version, { displayName: `A's ${round}`, email: `${c.username}@example.com` }),
        userProfilesStore.update(db, b, c.id, version, { displayName: `B's ${round}`, email: `${c.username}@example.com` }),
      ]);
      expect(settled.flatMap((s) => (s.status === "rejected" ? [causeOf(s.reason)] : []))).toEqual([]);
      const results = settled.map((s) => (s.status === "fulfilled" ? s.value : null));
      expect(results.filter((r) => r?.ok)).toHaveLength(1);
      expect(results.find((r) => !r?.ok)).toMatchObject({ ok: false, reason: "conflict" });
      expect((await userProfilesStore.read(db, c.id))!.version).toBe(version + 1);
    }
  }, 120_000);
});
