/**
 * The property's verification page through its loader and action (decision 036), against a real database: a made-up
 * or malformed token is a 404, the real one shows the lease and nothing else, a bad correction is a 400 with the
 * message beside the field and changes nothing, one answer is taken, a second is a 409, an expired link a 410.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocatorTermsSchema } from "../../core/money/locator-terms.ts";
import { saveCommunityTerms } from "../../db/queries/admin/community-terms.ts";
import { moveClientStage } from "../../db/queries/admin/resources/clients.ts";
import { createInquiry } from "../../db/queries/inquiries.ts";
import { insertUser } from "../../db/queries/users.ts";
import { apartments, clients, leases, leaseVerifications, outbox } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import * as page from "./lease-verification.tsx";

/** A route's answer: the status and the data, whether it returned or threw data(). */
async function answerOf(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const json = (await response.json()) as Record<string, unknown>;
  if (json.type === "DataWithResponseInit") {
    const init = (json.init ?? {}) as { status?: number };
    return { status: init.status ?? 200, body: json.data as Record<string, unknown> };
  }
  return { status: response.status, body: json };
}

describe.each(testDatabaseKinds)("the lease verification page on %s", (kind) => {
  let database: TestDatabase;
  let token: string;
  let leaseId: number;
  let communityTitle: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const admin = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!admin.ok) throw new Error("admin not created");
    const [community] = await db.select({ id: apartments.id, title: apartments.title }).from(apartments).limit(1);
    communityTitle = community!.title;
    const terms = LocatorTermsSchema.parse({
      paysLocators: true,
      commission: { basis: "percent", percentBasisPoints: 10_000 },
      leasingContactEmail: "leasing@property.example",
      effectiveFrom: "2026-01-01",
    });
    await saveCommunityTerms(db, { id: admin.user.id, username: "maria" }, community!.id, terms);
    const { clientId } = await createInquiry(db, { name: "Rosa Resident", email: "rosa@example.com", phone: "713-555-0111", message: "Looking", source: "contact" });
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    await moveClientStage(db, { id: admin.user.id, username: "maria" }, clientId, client!.version, {
      to: "leased",
      leasedApartmentId: community!.id,
      leaseMoveIn: "2027-01-15",
      leaseRent: "1650",
      leaseUnit: "B-204",
    });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "lease-verification")));
    token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    const [lease] = await db.select({ id: leases.id }).from(leases).where(eq(leases.clientId, clientId));
    leaseId = lease!.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const get = (query: string) => callRoute(page.loader, { db: database.db, path: `/lease-verification${query}` }).then(answerOf);
  const post = (form: Record<string, string>) => callRoute(page.action, { db: database.db, method: "POST", path: "/lease-verification", form }).then(answerOf);

  it("is a 404 without the right token, and shows this one lease with it, never the client's contact details", async () => {
    expect((await get("")).status).toBe(404);
    expect((await get("?token=short")).status).toBe(404);
    expect((await get(`?token=${"A".repeat(43)}`)).status).toBe(404);
    const shown = await get(`?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.view).toMatchObject({ state: "open", community: communityTitle, clientName: "Rosa Resident", rent: 1650, moveIn: "2027-01-15", unit: "B-204" });
    expect(JSON.stringify(shown.body)).not.toMatch(/rosa@example\.com|713-555-0111/);
  });

  it("refuses a bad correction beside its field, then takes one answer and refuses a second", async () => {
    const bad = await post({ token, answer: "corrected", moveIn: "2027-01-20", rent: "16", unit: "B-204", contactName: "", note: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ rent: expect.stringMatching(/whole dollars/) });
    expect((await database.db.select().from(leases).where(eq(leases.id, leaseId)))[0]!.verifiedAt).toBeNull();

    const good = await post({ token, answer: "corrected", moveIn: "2027-01-20", rent: "1,600", unit: "B-204", contactName: "Lena", note: "" });
    expect(good).toMatchObject({ status: 200, body: { ok: true, answer: "corrected" } });
    expect((await database.db.select().from(leases).where(eq(leases.id, leaseId)))[0]).toMatchObject({ verifiedRent: 1600, verifiedMoveIn: "2027-01-20" });
    const again = await post({ token, answer: "confirmed", contactName: "", note: "" });
    expect(again.status).toBe(409);
    expect((await get(`?token=${token}`)).body.view).toMatchObject({ state: "answered", answer: "corrected" });
  });

  it("is a 410 once the link has expired", async () => {
    await database.db.update(leaseVerifications).set({ expiresAt: new Date(Date.now() - 1000), answer: null, answeredAt: null }).where(eq(leaseVerifications.leaseId, leaseId));
    expect((await get(`?token=${token}`)).status).toBe(410);
    expect((await post({ token, answer: "confirmed", contactName: "", note: "" })).status).toBe(410);
  });
});
