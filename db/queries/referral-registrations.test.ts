/**
 * Referral registration (decision 036), on both databases: the communities of a client's search with their leasing
 * contacts; registering sends one e-mail per community to its contact and one guest-card instruction to the client,
 * with rows, a timeline line and an audit entry of the client, in one transaction; a community without a contact
 * refuses everything; a registration that still holds is skipped, an expired one renewed.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocatorTermsSchema, type LocatorTermsInput } from "../../core/money/locator-terms.ts";
import { insertTestTourBooking } from "../../tests/client-fixtures.ts";
import { createTestList } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, auditLog, clientEvents, clients, outbox, referralRegistrations } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { saveCommunityTerms } from "./admin/community-terms.ts";
import { createInquiry } from "./inquiries.ts";
import { registerClient, registrationCandidates, registrationsOfClient } from "./referral-registrations.ts";
import { insertUser } from "./users.ts";

const terms = (over: Partial<LocatorTermsInput> = {}) =>
  LocatorTermsSchema.parse({ paysLocators: true, commission: { basis: "percent", percentBasisPoints: 10_000 }, effectiveFrom: "2026-01-01", ...over });

const ENV = { origin: "https://locator.example", company: "Bayou Locating LLC" };
// Noon in Houston on June 1, 2026 (CDT): registrations sent then hold until July 31.
const JUNE_1 = new Date("2026-06-01T17:00:00Z");
const atHoustonNoon = (date: string) => new Date(`${date}T17:00:00Z`);

describe.each(testDatabaseKinds)("referral registration on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let communities: { id: number; title: string }[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true, displayName: "Maria Lopez" });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    communities = await db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(apartments.id).limit(8);
    const [a, b, c, d, , f] = communities;
    // a, b, f: a leasing contact; c: terms without one; d: the contact only from a later date; e: no terms at all.
    await saveCommunityTerms(db, maria, a!.id, terms({ leasingContactEmail: "leasing@a.example", leasingContactName: "Lena" }));
    await saveCommunityTerms(db, maria, b!.id, terms({ leasingContactEmail: "leasing@b.example" }));
    await saveCommunityTerms(db, maria, c!.id, terms());
    await saveCommunityTerms(db, maria, d!.id, terms());
    await saveCommunityTerms(db, maria, d!.id, terms({ effectiveFrom: "2027-01-01", leasingContactEmail: "later@d.example" }));
    await saveCommunityTerms(db, maria, f!.id, terms({ paysLocators: false, commission: null, leasingContactEmail: "leasing@f.example" }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let n = 0;
  /** A client who asked about `asked`, has `listed` on their options list and booked a tour of `toured`. */
  async function clientWith(options: { asked?: { id: number }; listed?: { id: number }[]; toured?: { id: number } } = {}) {
    n += 1;
    const person = { name: `Ana Díaz ${n}`, email: `ana${n}@example.com` };
    const { id: inquiryId, clientId } = await createInquiry(db, {
      ...person,
      message: "Looking for a one-bedroom",
      source: options.asked ? "apartment" : "contact",
      apartmentId: options.asked?.id ?? null,
    });
    if (options.listed) await createTestList(db, { userId: null, clientId, clientName: person.name, items: options.listed.map((c) => ({ apartmentId: c.id })) });
    if (options.toured) await insertTestTourBooking(db, { apartmentId: options.toured.id, inquiryId, ...person });
    return { clientId, ...person };
  }
  const mailOf = (clientId: number) => db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(outbox.id);
  const registrationMail = async (clientId: number) => (await mailOf(clientId)).filter((m) => m.kind === "referral-registration" || m.kind === "guest-card");
  const rowsOf = (clientId: number) => db.select().from(referralRegistrations).where(eq(referralRegistrations.clientId, clientId)).orderBy(referralRegistrations.id);
  const auditOf = (clientId: number) => db.select().from(auditLog).where(and(eq(auditLog.resource, "clients"), eq(auditLog.recordId, String(clientId))));
  const timelineOf = (clientId: number) => db.select().from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "registration")));

  it("lists the communities of the client's search with their leasing contacts and where they come from", async () => {
    const [a, b, c, , e, f] = communities;
    const { clientId } = await clientWith({ asked: a, listed: [b!, c!, a!], toured: e });
    const candidates = await registrationCandidates(db, clientId, JUNE_1);
    expect(candidates).toHaveLength(4);
    expect(candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ apartmentId: a!.id, sources: ["options", "inquiry"], leasingContactEmail: "leasing@a.example", hasTerms: true, paysLocators: true, openUntil: null }),
        expect.objectContaining({ apartmentId: b!.id, sources: ["options"], leasingContactEmail: "leasing@b.example" }),
        expect.objectContaining({ apartmentId: c!.id, sources: ["options"], leasingContactEmail: null, hasTerms: true }),
        expect.objectContaining({ apartmentId: e!.id, sources: ["tour"], leasingContactEmail: null, hasTerms: false, paysLocators: null }),
      ]),
    );
    // The options list's communities first, by name; then the toured one.
    expect(candidates.slice(0, 3).map((candidate) => candidate.community)).toEqual([a!, b!, c!].map((community) => community.title).sort((x, y) => x.localeCompare(y, "en")));
    expect(candidates[3]!.apartmentId).toBe(e!.id);
    const [noPay] = await registrationCandidates(db, (await clientWith({ listed: [f!] })).clientId, JUNE_1);
    expect(noPay).toMatchObject({ leasingContactEmail: "leasing@f.example", paysLocators: false });
  });

  it("registers two communities: two rows, an e-mail to each leasing contact, one guest card to the client, a timeline line and an audit entry", async () => {
    const [a, b] = communities;
    const client = await clientWith({ asked: a, listed: [b!] });
    const before = await auditOf(client.clientId);

    const result = await registerClient(db, maria, client.clientId, [a!.id, b!.id], ENV, JUNE_1);
    expect(result).toMatchObject({
      ok: true,
      registered: [
        { apartmentId: a!.id, community: a!.title, toAddress: "leasing@a.example" },
        { apartmentId: b!.id, community: b!.title, toAddress: "leasing@b.example" },
      ],
      skipped: [],
      expiresOn: "2026-07-31",
      guestCardTo: client.email,
    });

    const rows = await rowsOf(client.clientId);
    expect(rows.map((row) => [row.apartmentId, row.communityName, row.toAddress, row.expiresOn, row.createdById])).toEqual([
      [a!.id, a!.title, "leasing@a.example", "2026-07-31", maria.id],
      [b!.id, b!.title, "leasing@b.example", "2026-07-31", maria.id],
    ]);
    expect(rows[0]!.sentAt.toISOString()).toBe(JUNE_1.toISOString());

    const mail = await registrationMail(client.clientId);
    const toProperties = mail.filter((m) => m.kind === "referral-registration");
    expect(toProperties.map((m) => m.toAddress)).toEqual(["leasing@a.example", "leasing@b.example"]);
    expect(toProperties[0]!.subject).toBe(`Referral registration: ${client.name} at ${a!.title} (Bayou Locating LLC)`);
    expect(toProperties[0]!.textBody).toContain("Hello Lena, Maria Lopez of Bayou Locating LLC registers");
    expect(toProperties[0]!.textBody).toContain("Valid until: Jul 31, 2026");
    expect(toProperties[1]!.textBody).toContain(`Community: ${b!.title}`);
    // The property gets the client's name, not their address.
    for (const m of toProperties) expect(m.textBody).not.toContain(client.email);

    const guestCards = mail.filter((m) => m.kind === "guest-card");
    expect(guestCards).toHaveLength(1);
    expect(guestCards[0]!.toAddress).toBe(client.email);
    for (const community of [a!, b!]) {
      expect(guestCards[0]!.textBody).toContain(`${community.title}: write Bayou Locating LLC and Maria Lopez as your referral source on the guest card and the application.`);
    }
    expect(guestCards[0]!.htmlBody).toContain("keeps our service free for you");

    const [line] = await timelineOf(client.clientId);
    expect(line).toMatchObject({ actorId: maria.id, actorUsername: "maria" });
    expect(line!.body).toContain(`Registered with ${a!.title} (leasing@a.example), ${b!.title} (leasing@b.example), valid until Jul 31, 2026.`);
    expect(line!.body).toContain(`Guest-card instruction e-mailed to ${client.email}.`);

    const after = await auditOf(client.clientId);
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => !before.some((old) => old.id === row.id))!;
    expect(entry).toMatchObject({ action: "update", actorId: maria.id, summary: expect.stringMatching(/referral registrations/) });
    expect(JSON.stringify(entry.after)).toContain("leasing@a.example");
    const [version] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, client.clientId));
    expect(entry.recordVersion).toBe(version!.version);

    const listed = await registrationsOfClient(db, client.clientId, JUNE_1);
    expect(listed.map((row) => [row.community, row.expiresOn, row.expired])).toEqual(
      expect.arrayContaining([
        [a!.title, "2026-07-31", false],
        [b!.title, "2026-07-31", false],
      ]),
    );
    expect((await registrationsOfClient(db, client.clientId, atHoustonNoon("2026-08-01"))).every((row) => row.expired)).toBe(true);
    const candidates = await registrationCandidates(db, client.clientId, JUNE_1);
    expect(candidates.map((candidate) => candidate.openUntil)).toEqual(["2026-07-31", "2026-07-31"]);
  });

  it("refuses the whole registration, writing nothing, when a community has no leasing contact e-mail", async () => {
    const [a, b, c, d, e] = communities;
    const client = await clientWith({ asked: a, listed: [b!, c!, d!], toured: e });
    const audit = (await auditOf(client.clientId)).length;
    const [version] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, client.clientId));

    expect(await registerClient(db, maria, client.clientId, [a!.id, c!.id], ENV, JUNE_1)).toEqual({
      ok: false,
      reason: "refused",
      field: "register",
      message: `Add a leasing contact e-mail to ${c!.title}'s Commission terms first.`,
    });
    // Terms whose contact starts only later, and no terms at all, are refused the same way.
    expect(await registerClient(db, maria, client.clientId, [d!.id], ENV, JUNE_1)).toMatchObject({ ok: false, message: `Add a leasing contact e-mail to ${d!.title}'s Commission terms first.` });
    expect(await registerClient(db, maria, client.clientId, [b!.id, e!.id], ENV, JUNE_1)).toMatchObject({ ok: false, message: `Add a leasing contact e-mail to ${e!.title}'s Commission terms first.` });

    expect(await rowsOf(client.clientId)).toEqual([]);
    expect(await registrationMail(client.clientId)).toEqual([]);
    expect(await timelineOf(client.clientId)).toEqual([]);
    expect(await auditOf(client.clientId)).toHaveLength(audit);
    const [still] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, client.clientId));
    expect(still!.version).toBe(version!.version);
  });

  it("refuses a community that is not in the client's search, and a client that does not exist", async () => {
    const [a, b] = communities;
    const client = await clientWith({ asked: a });
    expect(await registerClient(db, maria, client.clientId, [b!.id], ENV, JUNE_1)).toEqual({
      ok: false,
      reason: "refused",
      field: "register",
      message: `${b!.title} is not on the client's options list, tours or inquiries: add it to the options list first.`,
    });
    expect(await registerClient(db, maria, 2_000_000_000, [a!.id], ENV, JUNE_1)).toEqual({ ok: false, reason: "not-found" });
    expect(await rowsOf(client.clientId)).toEqual([]);
  });

  it("skips a community whose registration still holds, up to and including its last day, and registers the others", async () => {
    const [a, b] = communities;
    const client = await clientWith({ asked: a, listed: [b!] });
    expect(await registerClient(db, maria, client.clientId, [a!.id], ENV, JUNE_1)).toMatchObject({ ok: true });

    // Ten days later, a again with b: a is skipped (not sent twice), b is registered.
    const later = atHoustonNoon("2026-06-11");
    const again = await registerClient(db, maria, client.clientId, [a!.id, b!.id], ENV, later);
    expect(again).toMatchObject({ ok: true, registered: [{ apartmentId: b!.id }], skipped: [{ apartmentId: a!.id, community: a!.title, openUntil: "2026-07-31" }], expiresOn: "2026-08-10" });
    const rows = await rowsOf(client.clientId);
    expect(rows.map((row) => [row.apartmentId, row.expiresOn])).toEqual([
      [a!.id, "2026-07-31"],
      [b!.id, "2026-08-10"],
    ]);
    const mail = await registrationMail(client.clientId);
    expect(mail.filter((m) => m.kind === "referral-registration").map((m) => m.toAddress)).toEqual(["leasing@a.example", "leasing@b.example"]);
    const secondCard = mail.filter((m) => m.kind === "guest-card")[1]!;
    expect(secondCard.textBody).toContain(`${b!.title}: write`);
    expect(secondCard.textBody).not.toContain(`${a!.title}: write`);
    const lines = await timelineOf(client.clientId);
    expect(lines.at(-1)!.body).toContain(`Skipped: ${a!.title} is already registered until Jul 31, 2026.`);

    // On its last day a registration still holds: nothing to send is said, and nothing is written.
    expect(await registerClient(db, maria, client.clientId, [a!.id], ENV, atHoustonNoon("2026-07-31"))).toEqual({
      ok: false,
      reason: "refused",
      field: "register",
      message: `Nothing was sent: ${a!.title} is already registered until Jul 31, 2026.`,
    });
    expect(await rowsOf(client.clientId)).toHaveLength(2);
  });

  it("renews an expired registration: a new row, a new e-mail and a new expiry", async () => {
    const [a] = communities;
    const client = await clientWith({ asked: a });
    expect(await registerClient(db, maria, client.clientId, [a!.id], ENV, JUNE_1)).toMatchObject({ ok: true, expiresOn: "2026-07-31" });
    // The day after its last day, the registration no longer holds.
    const renewed = await registerClient(db, maria, client.clientId, [a!.id], ENV, atHoustonNoon("2026-08-01"));
    expect(renewed).toMatchObject({ ok: true, registered: [{ apartmentId: a!.id }], skipped: [], expiresOn: "2026-09-30" });
    expect((await rowsOf(client.clientId)).map((row) => row.expiresOn)).toEqual(["2026-07-31", "2026-09-30"]);
    expect((await registrationMail(client.clientId)).filter((m) => m.kind === "referral-registration")).toHaveLength(2);
    const listed = await registrationsOfClient(db, client.clientId, atHoustonNoon("2026-08-01"));
    expect(listed.map((row) => [row.expiresOn, row.expired])).toEqual([
      ["2026-09-30", false],
      ["2026-07-31", true],
    ]);
  });

  it("sends no guest card to a client without an e-mail address, and says so on the timeline", async () => {
    const [a] = communities;
    const client = await clientWith({ asked: a });
    await db.update(clients).set({ email: null }).where(eq(clients.id, client.clientId));
    const result = await registerClient(db, maria, client.clientId, [a!.id], ENV, JUNE_1);
    expect(result).toMatchObject({ ok: true, guestCardTo: null });
    const mail = await registrationMail(client.clientId);
    expect(mail.map((m) => m.kind)).toEqual(["referral-registration"]);
    const [line] = await timelineOf(client.clientId);
    expect(line!.body).toContain("The client has no e-mail address: tell them to write Bayou Locating LLC and Maria Lopez");
  });

  it("refuses a client merged into another", async () => {
    const [a] = communities;
    const kept = await clientWith({ asked: a });
    const merged = await clientWith({ asked: a });
    await db.update(clients).set({ mergedIntoId: kept.clientId }).where(eq(clients.id, merged.clientId));
    expect(await registerClient(db, maria, merged.clientId, [a!.id], ENV, JUNE_1)).toMatchObject({ ok: false, reason: "refused", field: "register" });
    expect(await rowsOf(merged.clientId)).toEqual([]);
  });
});
