/**
 * Issue 26, finding 1: an e-mail address proves nothing until its owner opens the link we sent to it. A guest writes
 * as victim@…; somebody registers an account with that address in another letter case and never verifies it:
 * (a) a locator opening an options list from the victim's inquiry (or making one for the victim's address) must not
 *     hand the list, the locator's message and the victim's phone number to that account;
 * (b) deleting that account must leave the victim's inquiries and tour bookings alone.
 * Once the address is verified, both happen (the list links itself; the deletion takes the address's inquiries and
 * tours with it, and the deletion is in the audit log).
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as clientPage from "../../app/routes/client-options.tsx";
import { callRoute, createTestUser } from "../../tests/route-harness.ts";
import { communitiesWithPlans } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { auditLog, clientOptions, tourBookings, users } from "../schema/index.ts";
import { clientOptionsStore, openClientList } from "./admin/resources/client-options.ts";
import { countInquiriesByEmail, createInquiry } from "./inquiries.ts";
import { deleteUser, insertUser, markEmailVerified, type PublicUser } from "./users.ts";

let counter = 0;

describe.each(testDatabaseKinds)("an unverified e-mail address takes over nothing, on %s", (kind) => {
  let database: TestDatabase;
  let locator: { id: number; username: string };
  let communityId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const admin = await createTestUser(database.db);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    locator = { id: admin.id, username: admin.username };
    communityId = (await communitiesWithPlans(database.db, 1))[0]!.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A guest's inquiry and guest tour booking under a fresh address, and an account registered with it in upper case. */
  async function victimAndClaimant() {
    counter += 1;
    const email = `victim.${process.pid}.${counter}@example.com`;
    const inquiry = await createInquiry(database.db, {
      name: "Vera Victim",
      email,
      phone: "713-555-0142",
      message: `Two bedrooms near the Heights, please (${counter}).`,
      source: "contact",
      apartmentId: null,
      userId: null,
    } as never);
    const startsAt = new Date(Date.UTC(2030, 0, 1 + counter, 15));
    await database.db.insert(tourBookings).values({
      apartmentId: communityId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      mode: "in-person",
      name: "Vera Victim",
      email,
      phone: "713-555-0142",
      manageTokenHash: "0".repeat(64),
    });
    const registered = await insertUser(database.db, { username: `claimant_${process.pid}_${counter}`, email: email.toUpperCase(), passwordHash: "not-a-real-hash" });
    if (!registered.ok) throw new Error("the claimant could not register");
    return { email, inquiryId: inquiry.id, claimant: registered.user };
  }

  const toursOf = async (email: string) =>
    (await database.db.select({ id: tourBookings.id }).from(tourBookings).where(sql`lower(${tourBookings.email}) = ${email}`)).length;

  // The product's one way to verify (the owner's link, or an administrator vouching): it also attaches the address's client.
  const markVerified = async (userId: number) => {
    const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await markEmailVerified(database.db, userId, user!.email);
  };

  async function clientPageAs(user: PublicUser, listId: number): Promise<number> {
    const id = String(listId);
    const response = await callRoute(
      async (args: Parameters<typeof clientPage.loader>[0]) => {
        try {
          await clientPage.loader(args);
          return new Response(null, { status: 200 });
        } catch (thrown) {
          if (thrown instanceof Response) return new Response(null, { status: thrown.status });
          const init = (thrown as { init?: ResponseInit | null }).init;
          return new Response(null, { status: init?.status ?? 500 });
        }
      },
      { db: database.db, viewer: { user }, path: `/clients/${id}`, params: { id } },
    );
    return response.status;
  }

  it("(a) a list opened from the victim's inquiry is not linked to the unverified account, which cannot read it", async () => {
    const { inquiryId, claimant } = await victimAndClaimant();
    const opened = await openClientList(database.db, locator, "inquiry", inquiryId);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const [list] = await database.db.select({ userId: clientOptions.userId }).from(clientOptions).where(eq(clientOptions.id, opened.listId));
    expect(list!.userId).toBeNull();
    await database.db.update(clientOptions).set({ sharedAt: new Date(), message: "Here are three places I like." }).where(eq(clientOptions.id, opened.listId));
    expect(await clientPageAs(claimant, opened.listId)).toBe(404);
  });

  it("(a) a list an administrator makes for the victim's address is not linked to the unverified account", async () => {
    const { email } = await victimAndClaimant();
    const made = await clientOptionsStore.create(database.db, locator, { clientName: "Vera Victim", clientEmail: email, message: null, notes: null });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const [list] = await database.db.select({ userId: clientOptions.userId }).from(clientOptions).where(eq(clientOptions.id, made.recordId));
    expect(list!.userId).toBeNull();
  });

  it("(b) deleting the unverified account leaves the victim's inquiries and tour bookings", async () => {
    const { email, claimant } = await victimAndClaimant();
    expect(await deleteUser(database.db, claimant.id)).toBe(true);
    expect(await countInquiriesByEmail(database.db, email)).toBe(1);
    expect(await toursOf(email)).toBe(1);
  });

  it("a verified address: the list links itself, and deleting the account takes the address's inquiries and tours, audited", async () => {
    const { email, inquiryId, claimant } = await victimAndClaimant();
    await markVerified(claimant.id);
    const opened = await openClientList(database.db, locator, "inquiry", inquiryId);
    if (!opened.ok) throw new Error("not opened");
    const [list] = await database.db.select({ userId: clientOptions.userId }).from(clientOptions).where(eq(clientOptions.id, opened.listId));
    expect(list!.userId).toBe(claimant.id);

    expect(await deleteUser(database.db, claimant.id)).toBe(true);
    expect(await countInquiriesByEmail(database.db, email)).toBe(0);
    expect(await toursOf(email)).toBe(0);
    const entries = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, "user-profiles"), eq(auditLog.recordId, String(claimant.id))));
    expect(entries.map((e) => e.action)).toContain("delete");
  });
});
