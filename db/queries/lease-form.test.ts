/**
 * The client's Leased form and the community a client moves from (issue 28, decision 036), on both databases: the form
 * starts from what the client did (the newest of a booked tour, an "Interested" reaction and the options list's first
 * item, with that plan's rent, and the newest move-in an inquiry gave); the lease keeps the community moved from; a
 * move between sister properties (one management company in both terms) expects no commission unless the new terms
 * pay for it, and asks the property for no verification.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocatorTermsSchema, type LocatorTermsInput } from "../../core/money/locator-terms.ts";
import { communitiesWithPlans, createTestList } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, clientOptionApartments, clients, floorPlans, leases, outbox } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { saveCommunityTerms } from "./admin/community-terms.ts";
import type { LeaseFormDefaults } from "./admin/lease-form-defaults.ts";
import { clientsStore, moveClientStage } from "./admin/resources/clients.ts";
import { createInquiry } from "./inquiries.ts";
import { bookTour, findTourCommunity } from "./tours.ts";
import { insertUser } from "./users.ts";

const terms = (over: Partial<LocatorTermsInput> = {}) =>
  LocatorTermsSchema.parse({
    paysLocators: true,
    commission: { basis: "percent", percentBasisPoints: 10_000 },
    leasingContactEmail: "leasing@property.example",
    effectiveFrom: "2026-01-01",
    ...over,
  });

const ENV = { origin: "https://locator.example", company: "Bayou Locating LLC" };

describe.each(testDatabaseKinds)("the Leased form and sister-property moves on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let communities: { id: number; title: string; planIds: number[] }[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    communities = await communitiesWithPlans(db, 6);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const versionOf = async (clientId: number) => (await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId)))[0]!.version;
  const leaseForm = async (clientId: number) => (await clientsStore.read(db, clientId))!.extra!.leaseForm as LeaseFormDefaults;
  const rentOf = async (planId: number) => (await db.select({ rent: floorPlans.rent }).from(floorPlans).where(eq(floorPlans.id, planId)))[0]!.rent;
  const newestLease = async (clientId: number) => (await db.select().from(leases).where(eq(leases.clientId, clientId)).orderBy(desc(leases.id)).limit(1))[0]!;

  let n = 0;
  const newClient = async (over: { moveInDate?: string; now?: Date } = {}) => {
    n += 1;
    const { clientId } = await createInquiry(
      db,
      { name: `Renter ${n}`, email: `renter${n}@example.com`, message: `Looking ${n}`, source: "contact", moveInDate: over.moveInDate },
      { now: over.now },
    );
    return clientId;
  };

  it("prefills the community, plan, rent and move-in from the newest thing the client did, and the locator's values win", async () => {
    const [a, b, c] = communities;
    const clientId = await newClient({ moveInDate: "2027-01-01", now: new Date("2026-11-01T15:00:00Z") });
    // Nothing done yet but an inquiry: only the move-in is offered.
    expect((await leaseForm(clientId)).prefill).toEqual({ apartmentId: null, source: null, floorPlanId: null, rent: null, moveIn: "2027-01-01", previousApartmentId: null });

    // A later inquiry names another move-in; the tour's own inquiry (newer still) gives none.
    await createInquiry(db, { name: `Renter ${n}`, email: `renter${n}@example.com`, message: "Moving a bit later", source: "contact", moveInDate: "2027-02-15" }, { now: new Date("2026-11-02T15:00:00Z") });
    await createTestList(db, {
      userId: null,
      clientId,
      items: [
        { apartmentId: b!.id, addedAt: new Date("2026-11-03T15:00:00Z"), planIds: [b!.planIds.at(-1)!] },
        { apartmentId: a!.id, addedAt: new Date("2026-11-03T15:00:00Z"), planIds: [a!.planIds.at(-1)!] },
        { apartmentId: c!.id, addedAt: new Date("2026-11-03T15:00:00Z"), planIds: [c!.planIds[0]!] },
      ],
    });
    // The list's first item is all there is so far.
    expect((await leaseForm(clientId)).prefill).toMatchObject({ apartmentId: b!.id, source: "listed", floorPlanId: b!.planIds.at(-1), rent: await rentOf(b!.planIds.at(-1)!), moveIn: "2027-02-15" });

    // A tour booked after it wins, with the plan the list picked for that community.
    const tourCommunity = (await findTourCommunity(db, (await db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.id, a!.id)))[0]!.slug))!;
    const booked = await bookTour(
      db,
      {
        apartmentId: a!.id,
        apartmentTitle: tourCommunity.title,
        startsAt: new Date("2026-11-20T16:00:00Z"),
        endsAt: new Date("2026-11-20T16:45:00Z"),
        mode: "in-person",
        name: `Renter ${n}`,
        email: `renter${n}@example.com`,
        phone: null,
        userId: null,
        manageTokenHash: "0".repeat(64),
      },
      { now: new Date("2026-11-05T15:00:00Z") },
    );
    expect(booked.ok).toBe(true);
    let form = await leaseForm(clientId);
    expect(form.prefill).toMatchObject({ apartmentId: a!.id, source: "tour", floorPlanId: a!.planIds.at(-1), rent: await rentOf(a!.planIds.at(-1)!), moveIn: "2027-02-15" });
    expect(form.plans.map((plan) => plan.id).sort((x, y) => x - y)).toEqual([...a!.planIds].sort((x, y) => x - y));

    // An "Interested" after the tour wins in turn.
    await db
      .update(clientOptionApartments)
      .set({ reaction: "interested", reactedAt: new Date("2026-11-06T15:00:00Z") })
      .where(eq(clientOptionApartments.apartmentId, c!.id));
    form = await leaseForm(clientId);
    expect(form.prefill).toMatchObject({ apartmentId: c!.id, source: "interested", floorPlanId: c!.planIds[0], rent: await rentOf(c!.planIds[0]!) });
    expect(form.previousCommunities).toEqual([]);

    // The prefill is only a default: what the locator posts is what the lease records.
    expect(
      await moveClientStage(db, maria, clientId, await versionOf(clientId), { to: "leased", leasedApartmentId: b!.id, leasedFloorPlanId: null, leaseMoveIn: "2027-03-01", leaseRent: "1500" }, ENV),
    ).toMatchObject({ ok: true });
    expect(await newestLease(clientId)).toMatchObject({ apartmentId: b!.id, floorPlanId: null, moveIn: "2027-03-01", rent: 1500, previousApartmentId: null });

    // A new search afterwards offers to move them from that lease's community.
    await moveClientStage(db, maria, clientId, await versionOf(clientId), { to: "new" }, ENV);
    form = await leaseForm(clientId);
    expect(form.prefill.previousApartmentId).toBe(b!.id);
    expect(form.previousCommunities).toEqual([{ apartmentId: b!.id, community: b!.title }]);
  });

  it("expects nothing for a move between sister properties, unless the new terms pay for it, and keeps where the client came from", async () => {
    const [, , , from, to, unrelated] = communities;
    await saveCommunityTerms(db, maria, from!.id, terms({ managementCompany: "Greystar" }));
    await saveCommunityTerms(db, maria, to!.id, terms({ managementCompany: " greystar. ", leasingContactEmail: "leasing@to.example" }));
    await saveCommunityTerms(db, maria, unrelated!.id, terms({ managementCompany: "Camden" }));

    const leaseAt = async (previous: number | null, community = to!) => {
      const clientId = await newClient();
      const moved = await moveClientStage(
        db,
        maria,
        clientId,
        await versionOf(clientId),
        { to: "leased", leasedApartmentId: community.id, leasePreviousApartmentId: previous, leaseMoveIn: "2027-01-15", leaseRent: "1650", leaseMonths: "12" },
        ENV,
      );
      expect(moved).toMatchObject({ ok: true });
      const verification = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "lease-verification")));
      return { lease: await newestLease(clientId), verification };
    };

    const sister = await leaseAt(from!.id);
    expect(sister.lease).toMatchObject({ previousApartmentId: from!.id, expectedCommissionCents: null });
    // Names compared as people write them (case, spaces, a trailing period aside); the reason quotes the new terms.
    expect(sister.lease.commissionNote).toBe("This is a move between sister properties (same management company, greystar.): the property pays nothing for it.");
    expect(sister.verification).toEqual([]);

    // Another company's community, one without terms, or none: the commission is due as usual.
    for (const previous of [unrelated!.id, communities[0]!.id, null]) {
      const other = await leaseAt(previous);
      expect(other.lease).toMatchObject({ previousApartmentId: previous, expectedCommissionCents: 165_000 });
      expect(other.verification).toHaveLength(1);
    }

    // Terms that pay on sister transfers (a new set from a later date) make the same move earn the commission.
    await saveCommunityTerms(db, maria, to!.id, terms({ managementCompany: "Greystar", paysOnSisterTransfer: true, effectiveFrom: "2027-01-01" }));
    expect((await leaseAt(from!.id)).lease).toMatchObject({ previousApartmentId: from!.id, expectedCommissionCents: 165_000 });
  });

  it("refuses a community moved from that is not in the catalogue, beside its field, and records nothing", async () => {
    const clientId = await newClient();
    const result = await moveClientStage(
      db,
      maria,
      clientId,
      await versionOf(clientId),
      { to: "leased", leasedApartmentId: communities[0]!.id, leasePreviousApartmentId: 999_999, leaseMoveIn: "2027-01-15", leaseRent: "1650" },
      ENV,
    );
    expect(result).toMatchObject({ ok: false, reason: "refused", field: "leasePreviousApartmentId" });
    expect(await db.select().from(leases).where(eq(leases.clientId, clientId))).toEqual([]);
  });
});
