/**
 * Commission invoices (decision 037) on both databases: made only from a verified lease whose move-in passed, for the
 * amount of the VERIFIED rent (figures computed here by hand), one per lease even when two admins race; sent with the
 * PDF through the outbox; payments bounded by date and by what is open; statuses by the rules; reminders on day 31
 * and 61 once each; a sent invoice, its lease and its client stay; an account deleted leaves it anonymised. Rebates:
 * owed on the lease, payable only when the property paid and both consents are on file; a skip's prorated refund.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashVerificationToken } from "../../core/leases/lease-verification.ts";
import { LocatorTermsSchema } from "../../core/money/locator-terms.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, clientEvents, clientMerges, clientOptionApartments, clientOptions, clients, invoices, leases, outbox, rebates } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { saveCommunityTerms } from "./admin/community-terms.ts";
import { clientsStore, moveClientStage } from "./admin/resources/clients.ts";
import { invoicesStore } from "./admin/resources/invoices.ts";
import { forgetClientsOf } from "./clients.ts";
import { createInquiry } from "./inquiries.ts";
import { createInvoice, invoiceStatusAction, queueInvoiceReminders, recordPayment, removePayment, sendInvoice, UNCONFIGURED_ISSUER } from "./invoices.ts";
import { answerLeaseVerification } from "./lease-verifications.ts";
import { listRecords } from "./admin/list-records.ts";
import { insertUser } from "./users.ts";
import { moveRebate, promiseRebate, recordRebateConsent, recordSkip } from "./rebates.ts";
import { mergeClients, undoClientMerge } from "./admin/client-merge.ts";

const MOVE_IN = "2027-01-15";
const issuer = { company: "Houston Apartment Specialist", broker: { ...UNCONFIGURED_ISSUER.broker, name: "Bayou Brokerage LLC", licenseNumber: "9000001" } };

describe.each(testDatabaseKinds)("commission invoices on %s", (kind) => {
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
    community = (await db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(apartments.id).limit(1))[0]!;
    // 90% of one month's rent, paid 45 days after the invoice.
    const terms = LocatorTermsSchema.parse({
      paysLocators: true,
      commission: { basis: "percent", percentBasisPoints: 9_000 },
      payTermsDays: 45,
      leasingContactName: "Lena Leasing",
      leasingContactEmail: "leasing@property.example",
      effectiveFrom: "2026-01-01",
    });
    expect(await saveCommunityTerms(db, maria, community!.id, terms)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  let n = 0;
  /** A client leased at $1,650 and verified by the property at `verifiedRent` (or not verified). */
  async function verifiedLease(verifiedRent: number | null = 1_600) {
    const email = `invoiced${++n}@example.com`;
    const { clientId } = await createInquiry(db, { name: `Resident ${n}`, email, message: "Looking", source: "contact" });
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    const moved = await moveClientStage(
      db,
      maria,
      clientId,
      client!.version,
      { to: "leased", leasedApartmentId: community.id, leasedFloorPlanId: null, leaseMoveIn: MOVE_IN, leaseRent: "1650", leaseMonths: "12", leaseUnit: "B-204" },
      { origin: "https://locator.example", company: "Bayou Locating LLC" },
    );
    expect(moved).toMatchObject({ ok: true });
    const [lease] = await db.select().from(leases).where(eq(leases.clientId, clientId));
    if (verifiedRent !== null) {
      const [mail] = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "lease-verification")));
      const token = /lease-verification\?token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
      const answer = { answer: "corrected" as const, contactName: "Lena", note: null, moveIn: MOVE_IN, rent: verifiedRent, unit: "B-204" };
      expect(await answerLeaseVerification(db, hashVerificationToken(token), answer)).toMatchObject({ ok: true });
    }
    return { clientId, leaseId: lease!.id, email };
  }
  const invoiceRow = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const created = async (clientId: number, leaseId: number, today = "2027-01-16") => {
    const result = await createInvoice(db, maria, clientId, leaseId, today);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.recordId;
  };
  const sent = async (id: number, today = "2027-01-20") => {
    const row = await invoiceRow(id);
    expect(await sendInvoice(db, maria, id, row.version, issuer, today)).toMatchObject({ ok: true });
    return invoiceRow(id);
  };

  it("is refused before the property verifies the lease and before the move-in has passed", async () => {
    const unverified = await verifiedLease(null);
    expect(await createInvoice(db, maria, unverified.clientId, unverified.leaseId, "2027-02-01")).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/not verified/) });
    const verified = await verifiedLease();
    // The move-in day itself is not past.
    expect(await createInvoice(db, maria, verified.clientId, verified.leaseId, MOVE_IN)).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/has not passed/) });
    // Another client's lease is not this client's.
    expect(await createInvoice(db, maria, unverified.clientId, verified.leaseId, "2027-02-01")).toMatchObject({ ok: false, reason: "refused" });
  });

  it("invoices 90% of the VERIFIED rent ($1,600 -> $1,440.00, not the $1,485.00 expected from $1,650), numbered from its id", async () => {
    const { clientId, leaseId } = await verifiedLease(1_600);
    const [lease] = await db.select().from(leases).where(eq(leases.id, leaseId));
    expect(lease!.expectedCommissionCents).toBe(148_500);
    const id = await created(clientId, leaseId);
    const row = await invoiceRow(id);
    expect(row).toMatchObject({
      number: `INV-${String(id).padStart(5, "0")}`,
      status: "draft",
      amountCents: 144_000,
      rent: 1_600,
      payTermsDays: 45,
      billToEmail: "leasing@property.example",
      billToName: "Lena Leasing",
      residentName: expect.stringMatching(/^Resident \d+$/),
      invoiceDate: null,
      dueDate: null,
    });
    // The property reads the basis; the locator's timeline also says how it differs from what was expected.
    expect(row.explanation).toBe("Locator commission: 90% of one month's rent ($1,600.00)");
    const events = await db.select().from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "invoice")));
    expect(events.map((e) => e.body)).toEqual([expect.stringMatching(/^Invoice INV-\d{5} drafted.*\$45\.00 less than the \$1,485\.00 expected/)]);
  });

  it("makes one invoice per lease: a second is refused, and two at once make one", async () => {
    const first = await verifiedLease();
    await created(first.clientId, first.leaseId);
    expect(await createInvoice(db, maria, first.clientId, first.leaseId, "2027-01-16")).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/already has invoice INV-/) });

    const raced = await verifiedLease();
    const results = await Promise.all([1, 2, 3].map(() => createInvoice(db, maria, raced.clientId, raced.leaseId, "2027-01-16")));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.leaseId, raced.leaseId))).toHaveLength(1);
  });

  it("sends a draft dated today, due after the pay terms, with the PDF attached; sent, it can't be readdressed or deleted", async () => {
    const { clientId, leaseId } = await verifiedLease();
    const id = await created(clientId, leaseId);
    const row = await sent(id, "2027-01-20");
    // 2027-01-20 + 45 days = 2027-03-06.
    expect(row).toMatchObject({ status: "sent", invoiceDate: "2027-01-20", dueDate: "2027-03-06" });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "invoice")));
    expect(mail).toMatchObject({ toAddress: "leasing@property.example", subject: expect.stringContaining(row.number) });
    expect(mail!.attachments).toHaveLength(1);
    const pdf = Buffer.from(mail!.attachments![0]!.contentBase64, "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(mail!.attachments![0]!.contentType).toBe("application/pdf");

    // Sending twice is refused by the rules.
    expect(await sendInvoice(db, maria, id, row.version, issuer, "2027-01-21")).toMatchObject({ ok: false, reason: "refused" });
    expect(await invoicesStore.update(db, maria, id, row.version, { billToName: "Someone else", billToEmail: "other@example.com" })).toMatchObject({
      ok: false,
      reason: "refused",
      field: "billToEmail",
    });
    expect(await invoicesStore.remove(db, maria, id, row.version)).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/Write it off/) });
    // Its client and its lease stay too.
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    expect(await clientsStore.remove(db, maria, clientId, client!.version)).toMatchObject({ ok: false });
    expect(await moveClientStage(db, maria, clientId, client!.version, { to: "applied" })).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/can't be dropped/) });
  });

  it("refuses a draft without an address to send to, and deletes a draft", async () => {
    const { clientId, leaseId } = await verifiedLease();
    const id = await created(clientId, leaseId);
    let row = await invoiceRow(id);
    expect(await invoicesStore.update(db, maria, id, row.version, { billToName: null, billToEmail: "not an address" })).toMatchObject({ ok: false, field: "billToEmail" });
    expect(await invoicesStore.update(db, maria, id, row.version, { billToName: null, billToEmail: null })).toMatchObject({ ok: true });
    row = await invoiceRow(id);
    expect(await sendInvoice(db, maria, id, row.version, issuer, "2027-01-20")).toMatchObject({ ok: false, field: "billToEmail" });
    expect(await invoicesStore.remove(db, maria, id, row.version)).toMatchObject({ ok: true });
    expect(await db.select().from(invoices).where(eq(invoices.id, id))).toEqual([]);
  });

  it("records payments within the dates and the amount open, and the status follows them", async () => {
    const { clientId, leaseId } = await verifiedLease(1_600);
    const id = await created(clientId, leaseId);
    await sent(id, "2027-01-20");
    const pay = (receivedOn: string, amount: string, today = "2027-02-20") => recordPayment(db, maria, id, { receivedOn, amount, reference: "Check 1001" }, today);

    expect(await pay("2027-02-21", "100")).toMatchObject({ ok: false, reason: "invalid", errors: { receivedOn: expect.stringMatching(/future/) } });
    expect(await pay("2027-01-19", "100")).toMatchObject({ ok: false, reason: "refused", field: "receivedOn" });
    expect(await pay("2027-02-01", "0")).toMatchObject({ ok: false, reason: "invalid", errors: { amount: expect.any(String) } });
    expect(await pay("2027-02-01", "-5")).toMatchObject({ ok: false, reason: "invalid" });
    // $1,440.00 is the whole invoice: a cent more is refused.
    expect(await pay("2027-02-01", "1,440.01")).toMatchObject({ ok: false, reason: "refused", field: "amount" });

    expect(await pay("2027-02-01", "1,000")).toMatchObject({ ok: true });
    expect((await invoiceRow(id)).status).toBe("partly-paid");
    expect(await pay("2027-02-10", "440.01")).toMatchObject({ ok: false, reason: "refused" });
    expect(await pay("2027-02-10", "$440.00")).toMatchObject({ ok: true });
    expect((await invoiceRow(id)).status).toBe("paid");

    const page = await listRecords(db, invoicesStore.source, { q: "", filters: {}, sort: { key: "createdAt", dir: "desc" }, page: 1, pageSize: 100, columns: null });
    expect(page.rows.find((r) => r.id === id)?.cells).toMatchObject({ amount: 144_000, paid: 144_000, open: 0 });

    const payments = await db.query.invoicePayments.findMany({ where: (p, { eq: equals }) => equals(p.invoiceId, id), orderBy: (p) => [asc(p.id)] });
    expect(await removePayment(db, maria, id, payments[1]!.id)).toMatchObject({ ok: true });
    expect((await invoiceRow(id)).status).toBe("partly-paid");
    expect(await removePayment(db, maria, id, payments[1]!.id)).toMatchObject({ ok: false, reason: "refused" });
  });

  it("disputes and writes off only with a reason, and reopens to what the payments make it", async () => {
    const { clientId, leaseId } = await verifiedLease();
    const id = await created(clientId, leaseId);
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "confirm-receipt", "")).toMatchObject({ ok: false, reason: "refused" });
    await sent(id);
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "confirm-receipt", "")).toMatchObject({ ok: true });
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "dispute", "  ")).toMatchObject({ ok: false, field: "reason" });
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "dispute", "The property says the client was not registered")).toMatchObject({ ok: true });
    expect(await invoiceRow(id)).toMatchObject({ status: "disputed", statusNote: "The property says the client was not registered" });
    expect(await recordPayment(db, maria, id, { receivedOn: "2027-02-01", amount: "500", reference: "" }, "2027-02-02")).toMatchObject({ ok: true });
    expect((await invoiceRow(id)).status).toBe("disputed");
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "write-off", "Settled for $500")).toMatchObject({ ok: true });
    expect(await invoiceStatusAction(db, maria, id, (await invoiceRow(id)).version, "reopen", "")).toMatchObject({ ok: true });
    expect(await invoiceRow(id)).toMatchObject({ status: "partly-paid", statusNote: null });
    // A stale version is refused.
    expect(await invoiceStatusAction(db, maria, id, 1, "write-off", "stale")).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("queues the reminders on day 31 and day 61 after sending, once each, and none for a paid invoice", async () => {
    const open = await verifiedLease();
    const openId = await created(open.clientId, open.leaseId);
    await sent(openId, "2027-03-01");
    const paid = await verifiedLease();
    const paidId = await created(paid.clientId, paid.leaseId);
    await sent(paidId, "2027-03-01");
    expect(await recordPayment(db, maria, paidId, { receivedOn: "2027-03-02", amount: "1440", reference: "" }, "2027-03-02")).toMatchObject({ ok: true });
    const reminders = async (clientId: number) => db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "invoice-reminder")));
    const ours = async (today: string) => {
      await queueInvoiceReminders(db, issuer, today);
      return (await reminders(open.clientId)).length;
    };

    expect(await ours("2027-03-31")).toBe(0); // day 30
    expect(await ours("2027-04-01")).toBe(1); // day 31
    expect(await ours("2027-04-02")).toBe(1);
    expect(await ours("2027-04-30")).toBe(1); // day 60
    expect(await ours("2027-05-01")).toBe(2); // day 61
    expect(await ours("2027-06-01")).toBe(2);
    expect(await reminders(paid.clientId)).toEqual([]);
    const [first, second] = await reminders(open.clientId);
    expect(first!.subject).toMatch(/Reminder/);
    expect(second!.attachments).toHaveLength(1);

    // Both due at once (the server was down): only the second goes.
    const late = await verifiedLease();
    const lateId = await created(late.clientId, late.leaseId);
    await sent(lateId, "2027-03-01");
    await queueInvoiceReminders(db, issuer, "2027-05-15");
    expect(await reminders(late.clientId)).toHaveLength(1);
    expect(await invoiceRow(lateId)).toMatchObject({ firstReminderAt: expect.any(Date), secondReminderAt: expect.any(Date) });
  });

  const rebateOf = async (clientId: number) => (await db.select().from(rebates).where(eq(rebates.clientId, clientId)))[0]!;
  const rebateMove = (clientId: number, rebateId: number, event: "release" | "pay", paidOn = "") => moveRebate(db, maria, clientId, rebateId, event, paidOn, "2027-03-01");

  it("makes a promised rebate owed on the lease, payable only once the property paid and both consents are recorded, then paid", async () => {
    const email = `rebate${++n}@example.com`;
    const { clientId } = await createInquiry(db, { name: `Rebate ${n}`, email, message: "Looking", source: "contact" });
    expect(await promiseRebate(db, maria, clientId, { amount: "0", conditions: "x" })).toMatchObject({ ok: false, reason: "invalid", errors: { rebateAmount: expect.any(String) } });
    expect(await promiseRebate(db, maria, clientId, { amount: "300", conditions: "  " })).toMatchObject({ ok: false, reason: "invalid", errors: { rebateConditions: expect.any(String) } });
    expect(await promiseRebate(db, maria, clientId, { amount: "$300", conditions: "Paid after the property pays." })).toMatchObject({ ok: true });
    expect(await rebateOf(clientId)).toMatchObject({ status: "promised", leaseId: null, amountCents: 30_000 });
    expect(await promiseRebate(db, maria, clientId, { amount: "100", conditions: "Another" })).toMatchObject({ ok: false, reason: "refused" });

    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    const lease = { to: "leased", leasedApartmentId: community.id, leasedFloorPlanId: null, leaseMoveIn: MOVE_IN, leaseRent: "1600", leaseMonths: "12", leaseUnit: "C-1" };
    expect(await moveClientStage(db, maria, clientId, client!.version, lease, { origin: null, company: "Bayou" })).toMatchObject({ ok: true });
    const [leaseRow] = await db.select().from(leases).where(eq(leases.clientId, clientId));
    const rebate = await rebateOf(clientId);
    expect(rebate).toMatchObject({ status: "owed", leaseId: leaseRow!.id });

    // Nothing paid, no consent: refused, naming all three.
    const refused = await rebateMove(clientId, rebate.id, "release");
    expect(refused).toMatchObject({ ok: false, reason: "refused" });
    expect(refused.ok ? "" : "message" in refused ? refused.message : "").toMatch(/has not paid.*client's written consent.*broker's written consent/);
    expect(await recordRebateConsent(db, maria, clientId, rebate.id, "client", "")).toMatchObject({ ok: false, reason: "invalid" });
    expect(await recordRebateConsent(db, maria, clientId, rebate.id, "client", "Signed agreement, Jan 10")).toMatchObject({ ok: true });
    expect(await recordRebateConsent(db, maria, clientId, rebate.id, "broker", "Broker e-mail, Jan 11")).toMatchObject({ ok: true });
    expect(await rebateMove(clientId, rebate.id, "release")).toMatchObject({ ok: false, reason: "refused", message: expect.stringMatching(/has not paid/) });

    // The property verifies ($1,600 as recorded), is invoiced and pays in full.
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "lease-verification")));
    const token = /lease-verification\?token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    expect(await answerLeaseVerification(db, hashVerificationToken(token), { answer: "confirmed", contactName: null, note: null })).toMatchObject({ ok: true });
    const invoiceId = await created(clientId, leaseRow!.id);
    await sent(invoiceId, "2027-01-20");
    expect(await recordPayment(db, maria, invoiceId, { receivedOn: "2027-02-01", amount: "1440", reference: "" }, "2027-02-01")).toMatchObject({ ok: true });

    expect(await rebateMove(clientId, rebate.id, "release")).toMatchObject({ ok: true });
    expect((await rebateOf(clientId)).status).toBe("payable");
    expect(await rebateMove(clientId, rebate.id, "pay", "2027-03-02")).toMatchObject({ ok: false, reason: "invalid", errors: { paidOn: expect.any(String) } });
    expect(await rebateMove(clientId, rebate.id, "pay", "2027-02-20")).toMatchObject({ ok: true });
    expect(await rebateOf(clientId)).toMatchObject({ status: "paid", paidOn: "2027-02-20" });
    // Paid stays paid, even after a skip.
    expect(await recordSkip(db, maria, clientId, leaseRow!.id, "2027-02-14", "2027-03-01")).toMatchObject({ ok: true });
    expect((await rebateOf(clientId)).status).toBe("paid");
  });

  it("makes the rebate a shared options list offered at the leased community owed on the lease, in the default words", async () => {
    const { clientId } = await createInquiry(db, { name: `Offered ${++n}`, email: `offered${n}@example.com`, message: "Looking", source: "contact" });
    const [list] = await db.insert(clientOptions).values({ clientName: `Offered ${n}`, clientId }).returning({ id: clientOptions.id });
    await db.insert(clientOptionApartments).values({ clientOptionId: list!.id, apartmentId: community.id, rebate: 150 });
    await db.update(clientOptions).set({ sharedAt: new Date(Date.now() + 60_000) }).where(eq(clientOptions.id, list!.id));
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    const lease = { to: "leased", leasedApartmentId: community.id, leasedFloorPlanId: null, leaseMoveIn: MOVE_IN, leaseRent: "1600", leaseMonths: "12", leaseUnit: "" };
    expect(await moveClientStage(db, maria, clientId, client!.version, lease, { origin: null, company: "Bayou Locating" })).toMatchObject({ ok: true });
    const [leaseRow] = await db.select().from(leases).where(eq(leases.clientId, clientId));
    expect(await rebateOf(clientId)).toMatchObject({ status: "owed", amountCents: 15_000, leaseId: leaseRow!.id, conditions: expect.stringContaining("Paid to you by Bayou Locating") });
  });

  it("records a skip within 90 days as the prorated refund of what the property paid, and cancels an unpaid rebate", async () => {
    const { clientId, leaseId } = await verifiedLease(1_600);
    expect(await promiseRebate(db, maria, clientId, { amount: "200", conditions: "After the property pays." })).toMatchObject({ ok: true });
    expect((await rebateOf(clientId)).status).toBe("owed");
    const invoiceId = await created(clientId, leaseId);
    await sent(invoiceId, "2027-01-20");
    expect(await recordPayment(db, maria, invoiceId, { receivedOn: "2027-02-01", amount: "1,440", reference: "" }, "2027-02-01")).toMatchObject({ ok: true });

    expect(await recordSkip(db, maria, clientId, leaseId, "2027-03-02", "2027-03-01")).toMatchObject({ ok: false, reason: "invalid" });
    // Moved in Jan 15, out Feb 14: 30 days lived of 90, so 60/90 of the $1,440.00 paid = $960.00.
    expect(await recordSkip(db, maria, clientId, leaseId, "2027-02-14", "2027-03-01")).toMatchObject({ ok: true });
    const [lease] = await db.select().from(leases).where(eq(leases.id, leaseId));
    expect(lease).toMatchObject({ movedOutOn: "2027-02-14", skipRefundCents: 96_000 });
    expect(await rebateOf(clientId)).toMatchObject({ status: "cancelled", cancelledReason: expect.stringMatching(/90-day window/) });
    expect(await recordSkip(db, maria, clientId, leaseId, "2027-02-15", "2027-03-01")).toMatchObject({ ok: false, reason: "refused" });

    // Past the window (90 days lived): no refund, and the rebate stands.
    const later = await verifiedLease(1_600);
    expect(await promiseRebate(db, maria, later.clientId, { amount: "200", conditions: "After the property pays." })).toMatchObject({ ok: true });
    expect(await recordSkip(db, maria, later.clientId, later.leaseId, "2027-04-15", "2027-05-01")).toMatchObject({ ok: true });
    const [kept] = await db.select().from(leases).where(eq(leases.id, later.leaseId));
    expect(kept).toMatchObject({ skipRefundCents: 0 });
    expect((await rebateOf(later.clientId)).status).toBe("owed");
  });

  it("moves the invoice, the registrations and the rebate with a merge, and back with its undo", async () => {
    const from = await verifiedLease();
    const invoiceId = await created(from.clientId, from.leaseId);
    expect(await promiseRebate(db, maria, from.clientId, { amount: "100", conditions: "After the property pays." })).toMatchObject({ ok: true });
    const { clientId: intoId } = await createInquiry(db, { name: "Merged into", email: `into${++n}@example.com`, message: "Hi", source: "contact" });
    const [into] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, intoId));
    expect(await mergeClients(db, maria, intoId, into!.version, from.clientId)).toMatchObject({ ok: true });
    expect((await invoiceRow(invoiceId)).clientId).toBe(intoId);
    expect((await rebateOf(intoId)).amountCents).toBe(10_000);
    const [merge] = await db.select().from(clientMerges).where(eq(clientMerges.clientId, intoId));
    expect(merge!.rebateIds).toHaveLength(1);
    expect(await undoClientMerge(db, maria, intoId, merge!.id)).toMatchObject({ ok: true });
    expect((await invoiceRow(invoiceId)).clientId).toBe(from.clientId);
    expect((await rebateOf(from.clientId)).amountCents).toBe(10_000);
  });

  it("keeps the invoice when the renter deletes their account, with the resident's name anonymised", async () => {
    const { clientId, leaseId, email } = await verifiedLease();
    const id = await created(clientId, leaseId);
    await sent(id);
    await db.transaction((tx) => forgetClientsOf(tx, { id: 2_147_483_000, email }));
    expect(await invoiceRow(id)).toMatchObject({ residentName: "Deleted client", amountCents: 144_000, status: "sent" });
  });
});
