import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { clientInquiriesResource } from "../../../../core/admin/resources/client-inquiries.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, auditLog, clientInquiries, floorPlans, inquiryEvents } from "../../../schema/index.ts";
import { getPipelineOverview } from "../../admin.ts";
import { createInquiry } from "../../inquiries.ts";
import { insertUser } from "../../users.ts";
import type { AdminActor } from "../admin-write.ts";
import { listRecords } from "../list-records.ts";
import { addInquiryNote, clientInquiriesStore, moveInquiryStage } from "./client-inquiries.ts";

describe.each(testDatabaseKinds)("the client inquiries pipeline on %s", (kind) => {
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
  async function inquiry(source: "contact" | "apartment" | "tour" = "apartment") {
    const created = await createInquiry(db, {
      name: `Client ${++n}`,
      email: `client${n}@example.com`,
      phone: "713-555-0100",
      message: `Is a two-bedroom open in January? (${n})`,
      source,
      apartmentId: source === "apartment" ? community.id : null,
    } as never);
    return created.id;
  }

  it("moves through the stages with a timeline event and an audit entry each, and refuses what the rules refuse", async () => {
    const id = await inquiry();
    expect(await moveInquiryStage(db, maria, id, 1, { to: "touring" })).toMatchObject({ ok: true, version: 2 });
    // Backwards is refused before anything is written.
    expect(await moveInquiryStage(db, maria, id, 2, { to: "contacted" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { to: "An inquiry in Touring cannot move to Contacted." },
    });
    // A stale version is a conflict.
    expect(await moveInquiryStage(db, maria, id, 1, { to: "applied" })).toMatchObject({ ok: false, reason: "conflict" });
    // Leased needs the lease; a plan of another community is refused.
    expect(await moveInquiryStage(db, maria, id, 2, { to: "leased" })).toMatchObject({ ok: false, reason: "invalid" });
    const [otherPlan] = await db.select({ id: floorPlans.id, apartmentId: floorPlans.apartmentId }).from(floorPlans).where(eq(floorPlans.apartmentId, community.id + 1)).limit(1);
    expect(
      await moveInquiryStage(db, maria, id, 2, { to: "leased", leasedApartmentId: community.id, leasedFloorPlanId: otherPlan!.id, leaseMoveIn: "2027-01-15", leaseRent: "1795" }),
    ).toMatchObject({ ok: false, reason: "refused", field: "leasedFloorPlanId" });
    expect(await moveInquiryStage(db, maria, id, 2, { to: "leased", leasedApartmentId: community.id, leaseMoveIn: "2027-01-15", leaseRent: "$1,795" })).toMatchObject({
      ok: true,
      version: 3,
    });
    const [row] = await db.select().from(clientInquiries).where(eq(clientInquiries.id, id));
    expect(row).toMatchObject({ status: "leased", leasedApartmentId: community.id, leaseMoveIn: "2027-01-15", leaseRent: 1795 });
    const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
    expect(events.map((e) => [e.kind, e.body])).toEqual([
      ["stage", "New → Touring"],
      ["stage", "Touring → Leased at $1,795/month from 2027-01-15"],
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.recordId, String(id)));
    expect(audit.filter((e) => e.resource === "client-inquiries").map((e) => e.after)).toContainEqual(expect.objectContaining({ status: "leased", leaseRent: 1795 }));
  });

  it("keeps notes (staff-only unless shared), assignment and follow-up on the timeline, and shows them on the inquiry", async () => {
    const id = await inquiry("contact");
    expect(await addInquiryNote(db, maria, id, { body: "  ", staffOnly: true })).toEqual({ ok: false, reason: "invalid", errors: { body: "Write the note first." } });
    expect(await addInquiryNote(db, maria, id, { body: "Left a voicemail.", staffOnly: true })).toMatchObject({ ok: true, version: 2 });
    expect(await clientInquiriesStore.update(db, maria, id, 2, { assignedAdminId: maria.id, nextFollowUp: "2020-01-02" })).toMatchObject({ ok: true, version: 3 });
    const record = await clientInquiriesStore.read(db, id);
    expect(record?.values).toEqual({ assignedAdminId: maria.id, nextFollowUp: "2020-01-02" });
    expect((record?.extra?.timeline as { kind: string; body: string; staffOnly: boolean }[]).map((e) => [e.kind, e.body, e.staffOnly])).toEqual([
      ["note", "Left a voicemail.", true],
      ["assignment", "Assigned to maria", true],
      ["follow-up", "Follow up on 2020-01-02", true],
    ]);
    // Only an administrator can be assigned.
    const renter = await insertUser(db, { username: "rene", email: "rene@example.com", passwordHash: "h" });
    if (!renter.ok) throw new Error("renter not created");
    expect(await clientInquiriesStore.update(db, maria, id, 3, { assignedAdminId: renter.user.id, nextFollowUp: null })).toMatchObject({
      ok: false,
      reason: "refused",
      field: "assignedAdminId",
    });

    // The inbox finds it by stage, source, overdue follow-up and words of the message.
    const list = (search: string) => listRecords(db, clientInquiriesStore.source, parseListQuery(clientInquiriesResource, new URLSearchParams(search)));
    expect((await list("followUp=overdue")).rows.map((r) => r.id)).toContain(id);
    expect((await list("source=contact&stage=new&q=two-bedroom")).rows.map((r) => r.id)).toContain(id);
    expect((await list(`assigned=${maria.id}`)).rows.map((r) => r.cells.assigned)).toEqual(expect.arrayContaining(["maria"]));
    expect((await list("stage=leased&source=contact")).rows.map((r) => r.id)).not.toContain(id);
  });

  it("counts this month's funnel, leases by source and overdue follow-ups", async () => {
    const before = await getPipelineOverview(db);
    const a = await inquiry("tour");
    const b = await inquiry("tour");
    await moveInquiryStage(db, maria, a, 1, { to: "contacted" });
    await moveInquiryStage(db, maria, b, 1, { to: "leased", leasedApartmentId: community.id, leaseMoveIn: "2027-02-01", leaseRent: "1500" });
    const after = await getPipelineOverview(db);
    expect(after.funnel.received - before.funnel.received).toBe(2);
    expect(after.funnel.contacted - before.funnel.contacted).toBe(2);
    expect(after.funnel.touring - before.funnel.touring).toBe(1);
    expect(after.funnel.leased - before.funnel.leased).toBe(1);
    const tours = (o: typeof after) => o.leasesBySource.find((row) => row.source === "tour")?.leases ?? 0;
    expect(tours(after) - tours(before)).toBe(1);
    expect(after.overdueFollowUps).toBeGreaterThanOrEqual(1);
  });
});
