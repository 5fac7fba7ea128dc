/**
 * From a community's locator terms to a verified lease (decision 036), on both databases: dated terms saved and read
 * back, audited on the community; the Leased move keeps the expected commission (or why none is due) and mails the
 * property a private link; the link shows the lease, takes one answer (confirmed or corrected) before it expires,
 * and the answer is on the lease, the client's timeline and the audit log.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashVerificationToken, newVerificationToken } from "../../core/leases/lease-verification.ts";
import { LocatorTermsSchema, type LocatorTermsInput } from "../../core/money/locator-terms.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, auditLog, clientEvents, clients, floorPlans, leases, leaseVerifications, outbox } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { communityTermsOn, listCommunityTerms, saveCommunityTerms } from "./admin/community-terms.ts";
import { moveClientStage } from "./admin/resources/clients.ts";
import { createInquiry } from "./inquiries.ts";
import { answerLeaseVerification, readLeaseVerification } from "./lease-verifications.ts";
import { insertUser } from "./users.ts";

const terms = (over: Partial<LocatorTermsInput> = {}) =>
  LocatorTermsSchema.parse({
    paysLocators: true,
    commission: { basis: "percent", percentBasisPoints: 10_000 },
    leasingContactName: "Lena Leasing",
    leasingContactEmail: "leasing@property.example",
    effectiveFrom: "2026-01-01",
    ...over,
  });

describe.each(testDatabaseKinds)("locator terms and lease verification on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let communities: { id: number; title: string }[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    communities = await db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(apartments.id).limit(6);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let n = 0;
  async function leasedClient(community: { id: number }, lease: { rent: string; months?: string; moveIn?: string; planId?: number }) {
    const { clientId } = await createInquiry(db, { name: `Resident ${++n}`, email: `resident${n}@example.com`, message: "Looking", source: "contact" });
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    const moved = await moveClientStage(
      db,
      maria,
      clientId,
      client!.version,
      {
        to: "leased",
        leasedApartmentId: community.id,
        leasedFloorPlanId: lease.planId ?? null,
        leaseMoveIn: lease.moveIn ?? "2027-01-15",
        leaseRent: lease.rent,
        leaseMonths: lease.months ?? "12",
        leaseUnit: "B-204",
      },
      { origin: "https://locator.example", company: "Bayou Locating LLC" },
    );
    expect(moved).toMatchObject({ ok: true });
    const [row] = await db.select().from(leases).where(eq(leases.clientId, clientId)).orderBy(desc(leases.id)).limit(1);
    return { clientId, lease: row! };
  }
  const verificationMail = async (clientId: number) =>
    db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "lease-verification")));
  const tokenIn = (text: string) => /lease-verification\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

  it("keeps dated terms, the ones in effect on a date, and audits each new set on the community", async () => {
    const community = communities[0]!;
    expect(await communityTermsOn(db, community.id, "2026-06-01")).toBeNull();
    expect(await saveCommunityTerms(db, maria, community.id, terms())).toMatchObject({ ok: true });
    expect(await saveCommunityTerms(db, maria, community.id, terms({ effectiveFrom: "2027-01-01", commission: { basis: "flat", flatCents: 50_000 } }))).toMatchObject({ ok: true });
    expect((await communityTermsOn(db, community.id, "2026-12-31"))?.commission).toEqual({ basis: "percent", percentBasisPoints: 10_000 });
    expect((await communityTermsOn(db, community.id, "2027-01-01"))?.commission).toEqual({ basis: "flat", flatCents: 50_000 });
    // The same start date again corrects that set instead of adding one.
    await saveCommunityTerms(db, maria, community.id, terms({ effectiveFrom: "2027-01-01", commission: { basis: "flat", flatCents: 60_000 } }));
    expect((await listCommunityTerms(db, community.id)).map((t) => t.effectiveFrom)).toEqual(["2027-01-01", "2026-01-01"]);
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.resource, "apartments"), eq(auditLog.recordId, String(community.id))));
    expect(entries.map((e) => JSON.stringify(e.after)).join("\n")).toMatch(/a flat \$600\.00/);
  });

  it("expects the commission of a lease under the terms at move-in and asks the property to verify it", async () => {
    const community = communities[1]!;
    await saveCommunityTerms(db, maria, community.id, terms());
    const { clientId, lease } = await leasedClient(community, { rent: "1,650" });
    expect(lease).toMatchObject({ expectedCommissionCents: 165_000, commissionNote: expect.stringMatching(/100% of one month's rent/) });
    const [mail] = await verificationMail(clientId);
    expect(mail).toMatchObject({ toAddress: "leasing@property.example", subject: expect.stringMatching(/^Lease verification: Resident \d+ at /) });
    expect(mail!.textBody).toContain("https://locator.example/lease-verification?token=");
    expect(mail!.textBody).toContain("Bayou Locating LLC");
    const events = await db.select({ kind: clientEvents.kind, body: clientEvents.body }).from(clientEvents).where(eq(clientEvents.clientId, clientId));
    expect(events.map((e) => e.body)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Expected commission \$1,650\.00: 100% of one month's rent/), expect.stringMatching(/^Lease verification requested from /)]),
    );
  });

  it("says why no commission is due, and asks for no verification then", async () => {
    const noPay = communities[2]!;
    await saveCommunityTerms(db, maria, noPay.id, terms({ paysLocators: false, commission: null }));
    const a = await leasedClient(noPay, { rent: "1500" });
    expect(a.lease).toMatchObject({ expectedCommissionCents: null, commissionNote: expect.stringMatching(/does not pay locators/i) });
    expect(await verificationMail(a.clientId)).toEqual([]);

    const short = communities[3]!;
    await saveCommunityTerms(db, maria, short.id, terms());
    const b = await leasedClient(short, { rent: "1500", months: "11" });
    expect(b.lease.commissionNote).toMatch(/shorter than|minimum/i);
    const c = await leasedClient(short, { rent: "1500", months: "12" });
    expect(c.lease.expectedCommissionCents).toBe(150_000);

    const none = communities[4]!;
    const d = await leasedClient(none, { rent: "1500" });
    expect(d.lease).toMatchObject({ expectedCommissionCents: null, commissionNote: expect.stringMatching(/no .*terms/i) });
  });

  it("shows the property its one lease, takes one answer, and records it on the lease, the timeline and the audit log", async () => {
    const community = communities[1]!;
    const { clientId, lease } = await leasedClient(community, { rent: "1650" });
    const token = tokenIn((await verificationMail(clientId))[0]!.textBody)!;
    const hash = hashVerificationToken(token);
    expect(await readLeaseVerification(db, hash)).toMatchObject({ state: "open", community: community.title, rent: 1650, moveIn: "2027-01-15", unit: "B-204" });
    expect(await readLeaseVerification(db, hashVerificationToken(newVerificationToken().token))).toEqual({ state: "not-found" });

    const answer = { answer: "corrected" as const, contactName: "Lena", note: "Rent after the concession", moveIn: "2027-01-20", rent: 1600, unit: "B-204" };
    expect(await answerLeaseVerification(db, hash, answer)).toMatchObject({ ok: true });
    const [verified] = await db.select().from(leases).where(eq(leases.id, lease.id));
    expect(verified).toMatchObject({ verifiedRent: 1600, verifiedMoveIn: "2027-01-20", verifiedUnit: "B-204", rent: 1650 });
    expect(verified!.verifiedAt).not.toBeNull();
    // Once: a second answer (say, a confirm of the old figures) is refused and changes nothing.
    expect(await answerLeaseVerification(db, hash, { answer: "confirmed", contactName: null, note: null })).toMatchObject({ ok: false, reason: "refused" });
    expect((await db.select().from(leases).where(eq(leases.id, lease.id)))[0]!.verifiedRent).toBe(1600);
    expect(await readLeaseVerification(db, hash)).toMatchObject({ state: "answered", answer: "corrected" });

    const timeline = await db.select({ body: clientEvents.body }).from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "verification")));
    expect(timeline.map((e) => e.body)).toContainEqual(expect.stringMatching(/corrected the lease: move-in 2027-01-15 → 2027-01-20, rent \$1,650 → \$1,600\. Note: Rent after the concession/));
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.resource, "clients"), eq(auditLog.recordId, String(clientId)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorId: null, actorUsername: expect.stringMatching(/^Lena of .+ \(verification link sent to leasing@property\.example\)$/) });
  });

  it("refuses an expired link, and shows it as expired", async () => {
    const community = communities[1]!;
    const { lease } = await leasedClient(community, { rent: "1650" });
    await db.update(leaseVerifications).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(leaseVerifications.leaseId, lease.id));
    const [request] = await db.select().from(leaseVerifications).where(eq(leaseVerifications.leaseId, lease.id));
    expect(await readLeaseVerification(db, request!.tokenHash)).toEqual({ state: "expired" });
    expect(await answerLeaseVerification(db, request!.tokenHash, { answer: "confirmed", contactName: null, note: null })).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/expired/) });
    expect((await db.select().from(leases).where(eq(leases.id, lease.id)))[0]!.verifiedAt).toBeNull();
  });

  it("answers two racing submissions of one link once", async () => {
    const community = communities[1]!;
    const { clientId, lease } = await leasedClient(community, { rent: "1700" });
    const hash = hashVerificationToken(tokenIn((await verificationMail(clientId))[0]!.textBody)!);
    const results = await Promise.all([
      answerLeaseVerification(db, hash, { answer: "confirmed", contactName: "A", note: null }),
      answerLeaseVerification(db, hash, { answer: "corrected", contactName: "B", note: null, moveIn: "2027-02-01", rent: 1800, unit: null }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "verification"), sql`${clientEvents.body} like '%the lease%'`));
    expect(row!.n).toBe(1);
    expect((await db.select().from(leases).where(eq(leases.id, lease.id)))[0]!.verifiedAt).not.toBeNull();
  });

  it("uses the bedroom count's rate when the lease names its floor plan", async () => {
    const community = communities[5]!;
    await saveCommunityTerms(db, maria, community.id, terms({ byBedrooms: { "2": { basis: "flat", flatCents: 40_000 } } }));
    const [plan] = await db.select().from(floorPlans).where(eq(floorPlans.apartmentId, community.id)).limit(1);
    const withPlan = await leasedClient(community, { rent: "1500", planId: plan!.id });
    expect(withPlan.lease.expectedCommissionCents).toBe(plan!.beds === 2 ? 40_000 : 150_000);
    const withoutPlan = await leasedClient(community, { rent: "1500" });
    expect(withoutPlan.lease).toMatchObject({ expectedCommissionCents: null, commissionNote: "Choose the floor plan: this property pays by bedroom count." });
  });
});
