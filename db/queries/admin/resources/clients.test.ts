/**
 * One client per person (decision 035), against a real database: inquiries join their client by address and
 * session, an account is attached only by its session or a verified address, the stage is the client's (a lease
 * recorded with Leased), the inbox and the dashboard count people, merges undo, splits make a client of their own,
 * and deleting an account forgets its client but keeps leases.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { clientInquiriesResource } from "../../../../core/admin/resources/client-inquiries.ts";
import { clientsResource } from "../../../../core/admin/resources/clients.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, auditLog, clientEvents, clientInquiries, clientOptions, clients, floorPlans, leases, users } from "../../../schema/index.ts";
import { getInquiryAttention, getPipelineOverview } from "../../admin.ts";
import { createInquiry } from "../../inquiries.ts";
import { deleteUser, insertUser, markEmailVerified } from "../../users.ts";
import type { AdminActor } from "../admin-write.ts";
import { mergeClients, splitInquiry, undoClientMerge } from "../client-merge.ts";
import { listRecords } from "../list-records.ts";
import { openClientList } from "./client-options.ts";
import { clientInquiriesStore } from "./client-inquiries.ts";
import { addClientNote, clientsByStage, clientsStore, linkClientAccount, moveClientStage } from "./clients.ts";

describe.each(testDatabaseKinds)("clients on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let community: { id: number; title: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    const [first] = await db.select({ id: apartments.id, title: apartments.title }).from(apartments).limit(1);
    community = first!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let n = 0;
  const unique = () => ++n;
  async function inquiry(options: { email?: string; source?: "contact" | "apartment" | "tour" | "get-matched"; userId?: number; phone?: string; name?: string } = {}) {
    const i = unique();
    return createInquiry(db, {
      name: options.name ?? `Client ${i}`,
      email: options.email ?? `client${i}@example.com`,
      phone: options.phone ?? "713-555-0100",
      message: `Is a two-bedroom open in January? (${i})`,
      source: options.source ?? "apartment",
      apartmentId: community.id,
      userId: options.userId ?? null,
    });
  }
  async function renter(name: string, options: { verified?: boolean } = {}) {
    const created = await insertUser(db, { username: name, email: `${name}@example.com`, passwordHash: "h" });
    if (!created.ok) throw new Error("renter not created");
    if (options.verified) await markEmailVerified(db, created.user.id, `${name}@example.com`);
    return created.user;
  }
  const clientRow = async (id: number) => (await db.select().from(clients).where(eq(clients.id, id)))[0]!;
  const versionOf = async (id: number) => (await clientRow(id)).version;
  const timeline = async (clientId: number) =>
    (await db.select().from(clientEvents).where(eq(clientEvents.clientId, clientId)).orderBy(clientEvents.at, clientEvents.id)).map((e) => [e.kind, e.body]);

  it("joins inquiries with the same address in any case into one client, and a tour moves it to Touring", async () => {
    const first = await inquiry({ email: "Ana.Rivera@Example.com", source: "contact", name: "Ana Rivera" });
    const second = await inquiry({ email: "  ana.rivera@example.COM ", source: "tour", name: "Ana Rivera", phone: "(713) 555-0199" });
    expect(second.clientId).toBe(first.clientId);
    expect(await clientRow(first.clientId)).toMatchObject({ status: "touring", phone: "(713) 555-0199", userId: null });
    expect((await timeline(first.clientId)).map(([kind]) => kind)).toEqual(["inquiry", "inquiry", "stage"]);
    // A different spelling (a +tag) is another mailbox: another client, for the locator to merge if it is one person.
    const tagged = await inquiry({ email: "ana.rivera+apts@example.com" });
    expect(tagged.clientId).not.toBe(first.clientId);
  });

  it("makes one client of many inquiries racing from a new address", async () => {
    const email = `racer${unique()}@example.com`;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => createInquiry(db, { name: "Racer", email, message: `Race ${i}`, source: "contact" })));
    expect(new Set(results.map((r) => r.clientId)).size).toBe(1);
    expect(await db.select().from(clients).where(sql`lower(${clients.email}) = ${email}`)).toHaveLength(1);
  });

  it("never attaches a signed-in account to a client by an address it did not verify", async () => {
    const victim = await inquiry({ email: `victim${unique()}@example.com`, name: "Victim" });
    const attacker = await renter(`attacker${unique()}`);
    const [victimEmail] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, victim.clientId));
    const sent = await inquiry({ email: victimEmail!.email!, userId: attacker.id, name: "Attacker" });
    // The message joins the person the address belongs to in the back office, but the account is not attached...
    expect(sent.clientId).toBe(victim.clientId);
    expect(await clientRow(victim.clientId)).toMatchObject({ userId: null, name: "Victim" });
    expect((await timeline(victim.clientId)).at(-1)![1]).toMatch(/Sent while signed in as attacker\d+; that account is not linked/);
    // ...so the account opens no list of the client's, and a list opened from it goes to the account's own client.
    const fromAccount = await openClientList(db, maria, "user", attacker.id);
    const fromVictim = await openClientList(db, maria, "client", victim.clientId);
    expect(fromAccount.ok && fromVictim.ok && fromAccount.listId !== fromVictim.listId).toBe(true);
  });

  it("attaches the account that verified the address, at its next inquiry or when it verifies", async () => {
    const early = await renter(`early${unique()}`, { verified: true });
    const byAddress = await inquiry({ email: early.email.toUpperCase() });
    expect(await clientRow(byAddress.clientId)).toMatchObject({ userId: early.id });

    const late = await renter(`late${unique()}`);
    const before = await inquiry({ email: late.email });
    expect(await clientRow(before.clientId)).toMatchObject({ userId: null });
    await markEmailVerified(db, late.id, late.email);
    expect(await clientRow(before.clientId)).toMatchObject({ userId: late.id });
    expect((await timeline(before.clientId)).at(-1)).toEqual(["linked", `Account ${late.username} linked (it verified ${late.email})`]);
    // Signed in, the account's later inquiries (any address) are that client's.
    expect((await inquiry({ email: `other${unique()}@example.com`, userId: late.id })).clientId).toBe(before.clientId);
  });

  it("moves the client's stage with a timeline line and an audit entry, recording and dropping a lease", async () => {
    const { clientId: id } = await inquiry();
    expect(await moveClientStage(db, maria, id, await versionOf(id), { to: "touring" })).toMatchObject({ ok: true });
    const v = await versionOf(id);
    expect(await moveClientStage(db, maria, id, v, { to: "contacted" })).toEqual({ ok: false, reason: "invalid", errors: { to: "A client in Touring cannot move to Contacted." } });
    expect(await moveClientStage(db, maria, id, v - 1, { to: "applied" })).toMatchObject({ ok: false, reason: "conflict" });
    const [otherPlan] = await db.select({ id: floorPlans.id }).from(floorPlans).where(sql`${floorPlans.apartmentId} <> ${community.id}`).limit(1);
    expect(
      await moveClientStage(db, maria, id, v, { to: "leased", leasedApartmentId: community.id, leasedFloorPlanId: otherPlan!.id, leaseMoveIn: "2027-01-15", leaseRent: "1795" }),
    ).toMatchObject({ ok: false, reason: "refused", field: "leasedFloorPlanId" });
    expect(
      await moveClientStage(db, maria, id, v, { to: "leased", leasedApartmentId: community.id, leaseUnit: "B-204", leaseMonths: "12", leaseMoveIn: "2027-01-15", leaseRent: "$1,795" }),
    ).toMatchObject({ ok: true });
    expect(await db.select().from(leases).where(eq(leases.clientId, id))).toMatchObject([
      { apartmentId: community.id, communityName: community.title, unit: "B-204", leaseMonths: 12, moveIn: "2027-01-15", rent: 1795, createdById: maria.id },
    ]);
    expect((await timeline(id)).filter(([kind]) => kind === "stage").map(([, body]) => body)).toEqual([
      "New → Touring",
      "Touring → Leased at $1,795/month from 2027-01-15, 12 months",
    ]);
    const audit = await db.select().from(auditLog).where(sql`${auditLog.resource} = 'clients' and ${auditLog.recordId} = ${String(id)}`);
    expect(audit.map((e) => e.after)).toContainEqual(expect.objectContaining({ status: "leased" }));
    // A new search keeps the lease; back to Applied (a mistake) drops it.
    expect(await moveClientStage(db, maria, id, await versionOf(id), { to: "new" })).toMatchObject({ ok: true });
    expect(await db.select().from(leases).where(eq(leases.clientId, id))).toHaveLength(1);
    await moveClientStage(db, maria, id, await versionOf(id), { to: "leased", leasedApartmentId: community.id, leaseMoveIn: "2028-01-15", leaseRent: "1900" });
    await moveClientStage(db, maria, id, await versionOf(id), { to: "applied" });
    expect((await db.select().from(leases).where(eq(leases.clientId, id))).map((l) => l.rent)).toEqual([1795]);
  });

  it("reopens a lost client when they write again, and counts each waiting person once", async () => {
    const email = `again${unique()}@example.com`;
    const { clientId } = await inquiry({ email });
    await moveClientStage(db, maria, clientId, await versionOf(clientId), { to: "lost", lostReason: "Stopped answering" });
    const before = await getInquiryAttention(db, { now: new Date() });
    await inquiry({ email });
    await inquiry({ email, source: "get-matched" });
    expect(await clientRow(clientId)).toMatchObject({ status: "new", lostReason: null });
    const after = await getInquiryAttention(db, { now: new Date() });
    expect(after.awaitingReply - before.awaitingReply).toBe(1);
    expect(after.newest.filter((item) => item.name.startsWith("Client")).length).toBeLessThanOrEqual(5);
  });

  it("keeps notes, assignment and follow-up on the timeline, and lists clients and inquiries by the client's stage", async () => {
    const { clientId: id, id: inquiryId } = await inquiry({ source: "contact" });
    expect(await addClientNote(db, maria, id, { body: "  ", staffOnly: true })).toEqual({ ok: false, reason: "invalid", errors: { body: "Write the note first." } });
    expect(await addClientNote(db, maria, id, { body: "Left a voicemail.", staffOnly: true })).toMatchObject({ ok: true });
    expect(await clientsStore.update(db, maria, id, await versionOf(id), { assignedAdminId: maria.id, nextFollowUp: "2020-01-02" })).toMatchObject({ ok: true });
    const record = await clientsStore.read(db, id);
    expect(record?.values).toEqual({ assignedAdminId: maria.id, nextFollowUp: "2020-01-02" });
    expect((record?.extra?.timeline as { kind: string; body: string }[]).map((e) => [e.kind, e.body]).slice(1)).toEqual([
      ["note", "Left a voicemail."],
      ["assignment", "Assigned to maria"],
      ["follow-up", "Follow up on 2020-01-02"],
    ]);
    const someone = await renter(`rene${unique()}`);
    expect(await clientsStore.update(db, maria, id, await versionOf(id), { assignedAdminId: someone.id, nextFollowUp: null })).toMatchObject({ ok: false, field: "assignedAdminId" });

    const listClients = (search: string) => listRecords(db, clientsStore.source, parseListQuery(clientsResource, new URLSearchParams(search)));
    expect((await listClients("followUp=overdue")).rows.map((r) => r.id)).toContain(id);
    expect((await listClients(`assigned=${maria.id}&stage=new`)).rows.map((r) => r.id)).toContain(id);
    const inbox = (search: string) => listRecords(db, clientInquiriesStore.source, parseListQuery(clientInquiriesResource, new URLSearchParams(search)));
    expect((await inbox("source=contact&stage=new&q=two-bedroom")).rows.map((r) => r.id)).toContain(inquiryId);
    expect((await inbox("followUp=overdue")).rows.map((r) => r.id)).toContain(inquiryId);
    // The inquiry's own page is its client's.
    expect((await clientInquiriesStore.read(db, inquiryId))?.redirectTo).toBe(`/admin/clients/${id}#inquiry-${inquiryId}`);
  });

  it("counts this month's funnel by client and leases by the client's first source", async () => {
    const before = await getPipelineOverview(db);
    const a = await inquiry({ source: "tour" });
    const b = await inquiry({ source: "tour" });
    await inquiry({ email: (await clientRow(a.clientId)).email!, source: "contact" });
    await moveClientStage(db, maria, a.clientId, await versionOf(a.clientId), { to: "applied" });
    await moveClientStage(db, maria, b.clientId, await versionOf(b.clientId), { to: "leased", leasedApartmentId: community.id, leaseMoveIn: "2027-02-01", leaseRent: "1500" });
    const after = await getPipelineOverview(db);
    expect(after.funnel.received - before.funnel.received).toBe(2);
    expect(after.funnel.touring - before.funnel.touring).toBe(2);
    expect(after.funnel.leased - before.funnel.leased).toBe(1);
    const tours = (o: typeof after) => o.leasesBySource.find((row) => row.source === "tour")?.leases ?? 0;
    expect(tours(after) - tours(before)).toBe(1);
  });

  it("suggests the client with the same phone number, merges it with what it holds, and undoes the merge", async () => {
    const keep = await inquiry({ email: `keep${unique()}@example.com`, phone: "713-555-0123", name: "Sam Keep" });
    const owner = await renter(`mergee${unique()}`, { verified: true });
    const other = await inquiry({ email: owner.email, phone: "+1 (713) 555 0123", name: "Sam K" });
    expect(await clientRow(other.clientId)).toMatchObject({ userId: owner.id });
    const list = await openClientList(db, maria, "client", other.clientId);
    expect(list.ok).toBe(true);
    const matches = (await clientsStore.read(db, keep.clientId))?.extra?.matches as { id: number; reason: string }[];
    expect(matches).toContainEqual(expect.objectContaining({ id: other.clientId, reason: "Same phone number" }));

    expect(await mergeClients(db, maria, keep.clientId, await versionOf(keep.clientId), keep.clientId)).toMatchObject({ ok: false, reason: "refused" });
    expect(await mergeClients(db, maria, keep.clientId, await versionOf(keep.clientId), other.clientId)).toMatchObject({ ok: true });
    expect((await db.select().from(clientInquiries).where(eq(clientInquiries.clientId, keep.clientId))).map((r) => r.id).sort()).toEqual([keep.id, other.id].sort());
    expect(await clientRow(keep.clientId)).toMatchObject({ userId: owner.id });
    expect(await clientRow(other.clientId)).toMatchObject({ mergedIntoId: keep.clientId, userId: null });
    const [movedList] = await db.select().from(clientOptions).where(eq(clientOptions.id, list.ok ? list.listId : -1));
    expect(movedList?.clientId).toBe(keep.clientId);
    // A merged client is not listed, and the account's next inquiry joins the client that stayed.
    const listed = await listRecords(db, clientsStore.source, parseListQuery(clientsResource, new URLSearchParams("q=Sam")));
    expect(listed.rows.map((r) => r.id)).not.toContain(other.clientId);
    const later = await inquiry({ email: `x${unique()}@example.com`, userId: owner.id });
    expect(later.clientId).toBe(keep.clientId);

    const merges = (await clientsStore.read(db, keep.clientId))?.extra?.merges as { id: number }[];
    expect(await undoClientMerge(db, maria, keep.clientId, merges[0]!.id)).toMatchObject({ ok: true });
    expect(await clientRow(other.clientId)).toMatchObject({ mergedIntoId: null, userId: owner.id });
    expect(await clientRow(keep.clientId)).toMatchObject({ userId: null });
    expect((await db.select().from(clientInquiries).where(eq(clientInquiries.clientId, other.clientId))).map((r) => r.id)).toEqual([other.id]);
    const [backList] = await db.select().from(clientOptions).where(eq(clientOptions.id, list.ok ? list.listId : -1));
    expect(backList?.clientId).toBe(other.clientId);
    // Undone once; the inquiry that arrived after the merge stays with the client that received it.
    expect(await undoClientMerge(db, maria, keep.clientId, merges[0]!.id)).toMatchObject({ ok: false, reason: "refused" });
    expect((await db.select().from(clientInquiries).where(eq(clientInquiries.id, later.id)))[0]!.clientId).toBe(keep.clientId);
    const audit = await db.select().from(auditLog).where(sql`${auditLog.resource} = 'clients' and ${auditLog.recordId} = ${String(keep.clientId)}`);
    expect(audit.map((e) => e.summary).join("\n")).toMatch(/inquiries/i);
  });

  it("refuses to merge two clients with accounts or with a list each", async () => {
    const a = await renter(`acc${unique()}`, { verified: true });
    const b = await renter(`acc${unique()}`, { verified: true });
    const first = await inquiry({ email: a.email });
    const second = await inquiry({ email: b.email });
    expect(await mergeClients(db, maria, first.clientId, await versionOf(first.clientId), second.clientId)).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/Both clients have an account/) });
    const c = await inquiry();
    const d = await inquiry();
    await openClientList(db, maria, "client", c.clientId);
    await openClientList(db, maria, "client", d.clientId);
    expect(await mergeClients(db, maria, c.clientId, await versionOf(c.clientId), d.clientId)).toMatchObject({ ok: false, message: expect.stringMatching(/Both clients have an options list/) });
  });

  it("splits a wrongly joined inquiry into a client of its own, with its timeline line", async () => {
    const email = `shared${unique()}@example.com`;
    const mine = await inquiry({ email, name: "Lee" });
    const partner = await inquiry({ email, name: "Jordan" });
    expect(partner.clientId).toBe(mine.clientId);
    expect(await splitInquiry(db, maria, mine.clientId, await versionOf(mine.clientId), -5)).toMatchObject({ ok: false, reason: "refused" });
    expect(await splitInquiry(db, maria, mine.clientId, await versionOf(mine.clientId), partner.id)).toMatchObject({ ok: true });
    const [moved] = await db.select().from(clientInquiries).where(eq(clientInquiries.id, partner.id));
    expect(moved!.clientId).not.toBe(mine.clientId);
    expect(await clientRow(moved!.clientId)).toMatchObject({ name: "Jordan", status: "new" });
    expect((await timeline(moved!.clientId)).map(([kind]) => kind)).toEqual(["inquiry", "split"]);
    // The only inquiry cannot be split from nothing.
    expect(await splitInquiry(db, maria, moved!.clientId, await versionOf(moved!.clientId), partner.id)).toMatchObject({ ok: false, reason: "refused" });
  });

  it("links an account the locator confirms, and refuses one that is another client's", async () => {
    const { clientId } = await inquiry();
    const unverified = await renter(`confirm${unique()}`);
    expect(await linkClientAccount(db, maria, clientId, unverified.username)).toMatchObject({ ok: true });
    expect(await clientRow(clientId)).toMatchObject({ userId: unverified.id });
    const second = await inquiry();
    expect(await linkClientAccount(db, maria, second.clientId, unverified.email)).toMatchObject({ ok: false, reason: "refused", field: "account" });
    expect(await linkClientAccount(db, maria, second.clientId, "maria")).toMatchObject({ ok: false, field: "account" });
  });

  it("forgets a deleted account's client, keeping a client with leases anonymised", async () => {
    const gone = await renter(`gone${unique()}`, { verified: true });
    const plain = await inquiry({ email: gone.email });
    expect(await deleteUser(db, gone.id)).toBe(true);
    expect(await db.select().from(clients).where(eq(clients.id, plain.clientId))).toEqual([]);

    const leased = await renter(`leased${unique()}`, { verified: true });
    const withLease = await inquiry({ email: leased.email, userId: leased.id });
    await moveClientStage(db, maria, withLease.clientId, await versionOf(withLease.clientId), { to: "leased", leasedApartmentId: community.id, leaseMoveIn: "2027-03-01", leaseRent: "1650" });
    expect(await deleteUser(db, leased.id)).toBe(true);
    expect(await clientRow(withLease.clientId)).toMatchObject({ name: "Deleted client", email: null, phone: null, userId: null });
    expect(await db.select().from(clientInquiries).where(eq(clientInquiries.clientId, withLease.clientId))).toEqual([]);
    expect((await db.select().from(leases).where(eq(leases.clientId, withLease.clientId))).map((l) => l.rent)).toEqual([1650]);
    expect(await db.select().from(users).where(eq(users.id, leased.id))).toEqual([]);
  });

  it("lays the clients out by stage for the board, newest moves first, each stage with its total", async () => {
    const a = await inquiry();
    const b = await inquiry();
    await moveClientStage(db, maria, b.clientId, await versionOf(b.clientId), { to: "applied" });
    await clientsStore.update(db, maria, b.clientId, await versionOf(b.clientId), { assignedAdminId: maria.id, nextFollowUp: null });
    const board = await clientsByStage(db, { perStage: 1 });
    const stages = (status: string) => board.filter((row) => row.status === status);
    expect(stages("new")).toHaveLength(1);
    expect(stages("new")[0]).toMatchObject({ id: a.clientId });
    expect(stages("new")[0]!.total).toBeGreaterThan(1);
    expect(stages("applied")[0]).toMatchObject({ id: b.clientId, assigned: "maria" });
    const mine = await clientsByStage(db, { perStage: 50, assigned: maria.id });
    expect(mine.map((row) => row.id)).toContain(b.clientId);
    expect(mine.map((row) => row.id)).not.toContain(a.clientId);
  });
});
