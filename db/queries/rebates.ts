/**
 * Rebates and skips (issue 28, decision 037). A rebate is promised on the client with its conditions in words; the
 * Leased move makes it owed on the lease; it becomes payable, and is paid, only once the property paid the lease's
 * invoice and the client's and the broker's written consents are recorded (22 TAC 535.147; core/money/rebate-status.ts
 * decides every move). A client who moves out within the property's refund window costs the prorated refund of what
 * the property paid (core/money/skip-refund.ts), kept on the lease, and cancels a rebate not yet paid. Every change is
 * an audited write of the client with a line on its timeline.
 */
import { and, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { isCalendarDate, formatCalendarDate } from "../../core/format/dates.ts";
import { dollarsToCents, formatCents, parseMoneyInput } from "../../core/money/cents.ts";
import { defaultRebateConditions, nextRebateStatus, type RebateEvent, type RebateStatus } from "../../core/money/rebate-status.ts";
import { DEFAULT_REFUND_DAYS, skipRefund } from "../../core/money/skip-refund.ts";
import type { Database } from "../client-types.ts";
import { clientOptionApartments, clientOptions, invoicePayments, invoices, leases, rebates } from "../schema/index.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor } from "./admin/admin-write.ts";
import type { Tx } from "./admin/audited-tables.ts";
import { communityTermsOn } from "./admin/community-terms.ts";
import { addClientEvent } from "./clients.ts";
import type { InvoiceFormResult } from "./invoices.ts";

export const REBATE_CONDITIONS_MAX = 2_000;
export const CONSENT_NOTE_MAX = 500;

/** A change of the client's money records: audited as a change of the client, whatever it was at. */
function writeClient(db: Database, actor: AdminActor, clientId: number, apply: (tx: Tx, current: { mergedIntoId: number | null }) => Promise<void>) {
  return adminWrite(db, { action: "update", actor, resource: "clients", recordId: clientId, expectedVersion: null, apply });
}

const invalid = (errors: Record<string, string>, raw: Record<string, string>): InvoiceFormResult => ({ ok: false, reason: "invalid", errors, raw });

/** A rebate promised to the client: owed at once on their newest lease without one, if they already leased. */
export async function promiseRebate(db: Database, actor: AdminActor, clientId: number, input: { amount: string; conditions: string }): Promise<InvoiceFormResult> {
  const raw = { rebateAmount: input.amount, rebateConditions: input.conditions };
  const amount = parseMoneyInput(input.amount);
  const conditions = input.conditions.trim();
  if (!amount.ok) return invalid({ rebateAmount: amount.message }, raw);
  if (amount.cents === 0) return invalid({ rebateAmount: "Enter the rebate's amount (more than $0.00)." }, raw);
  if (!conditions) return invalid({ rebateConditions: "Write the conditions the client is told." }, raw);
  if (conditions.length > REBATE_CONDITIONS_MAX) return invalid({ rebateConditions: `At most ${REBATE_CONDITIONS_MAX.toLocaleString("en-US")} characters.` }, raw);
  return writeClient(db, actor, clientId, async (tx, current) => {
    if (current.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; work on that one.", "rebateAmount");
    const [open] = await tx
      .select({ id: rebates.id })
      .from(rebates)
      .where(and(eq(rebates.clientId, clientId), sql`${rebates.status} in ('promised', 'owed', 'payable')`));
    if (open) throw new AdminWriteRefusal("This client already has a rebate in progress: pay or cancel it first.", "rebateAmount");
    const [lease] = await tx
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.clientId, clientId), isNull(leases.movedOutOn), sql`not exists (select 1 from rebates r where r.lease_id = "leases"."id")`))
      .orderBy(desc(leases.createdAt), desc(leases.id))
      .limit(1);
    await tx.insert(rebates).values({
      clientId,
      leaseId: lease?.id ?? null,
      amountCents: amount.cents,
      conditions,
      status: lease ? "owed" : "promised",
      createdById: actor.id,
    });
    await addClientEvent(tx, {
      clientId,
      actor,
      kind: "rebate",
      body: `Rebate of ${formatCents(amount.cents)} ${lease ? "owed on the lease" : "promised"}: ${conditions}`,
      staffOnly: false,
    });
  });
}

/**
 * The Leased move (in its transaction): the client's promised rebate becomes owed on the new lease; without one, a
 * rebate the shared options list offered at the leased community (its item's whole-dollar rebate, the conditions in
 * the default words) becomes owed on it.
 */
export async function rebateOwedOnLease(tx: Tx, lease: { clientId: number; leaseId: number; apartmentId: number }, actor: AdminActor, company: string): Promise<void> {
  const { clientId, leaseId } = lease;
  const [promised] = await tx.select().from(rebates).where(and(eq(rebates.clientId, clientId), eq(rebates.status, "promised"), isNull(rebates.leaseId))).limit(1);
  if (promised) {
    const next = nextRebateStatus(await factsOf(tx, promised), { type: "lease-signed" });
    if (!next.ok) return;
    await tx.update(rebates).set({ status: next.status, leaseId, updatedAt: sql`now()` }).where(eq(rebates.id, promised.id));
    await addClientEvent(tx, { clientId, actor, kind: "rebate", body: `Rebate of ${formatCents(promised.amountCents)} now owed on the lease` });
    return;
  }
  const [open] = await tx.select({ id: rebates.id }).from(rebates).where(and(eq(rebates.clientId, clientId), sql`${rebates.status} in ('owed', 'payable')`)).limit(1);
  if (open) return;
  // Only what the client was shown: an item added up to the list's last share.
  const [offered] = await tx
    .select({ rebate: clientOptionApartments.rebate })
    .from(clientOptionApartments)
    .innerJoin(clientOptions, eq(clientOptions.id, clientOptionApartments.clientOptionId))
    .where(
      and(
        eq(clientOptions.clientId, clientId),
        eq(clientOptionApartments.apartmentId, lease.apartmentId),
        isNotNull(clientOptions.sharedAt),
        lte(clientOptionApartments.addedAt, clientOptions.sharedAt),
      ),
    );
  if (!offered?.rebate) return;
  const amountCents = dollarsToCents(offered.rebate);
  await tx.insert(rebates).values({ clientId, leaseId, amountCents, conditions: defaultRebateConditions(company), status: "owed", createdById: actor.id });
  await addClientEvent(tx, { clientId, actor, kind: "rebate", body: `Rebate of ${formatCents(amountCents)} offered on the options list, now owed on the lease`, staffOnly: false });
}

/** What the property paid on the lease's invoice, in cents (0 without one). */
async function paidOnLease(tx: Tx, leaseId: number | null): Promise<{ paidCents: number; invoicePaid: boolean }> {
  if (leaseId === null) return { paidCents: 0, invoicePaid: false };
  const [row] = await tx
    .select({ status: invoices.status, paid: sql<number>`coalesce((select sum(p.amount_cents) from ${invoicePayments} p where p.invoice_id = "invoices"."id"), 0)::int`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.leaseId, leaseId));
  return { paidCents: row?.paid ?? 0, invoicePaid: row?.status === "paid" };
}

async function factsOf(tx: Tx, rebate: typeof rebates.$inferSelect) {
  const { invoicePaid } = await paidOnLease(tx, rebate.leaseId);
  return {
    status: rebate.status as RebateStatus,
    propertyPaid: invoicePaid,
    clientConsentRecorded: rebate.clientConsentAt !== null,
    brokerConsentRecorded: rebate.brokerConsentAt !== null,
  };
}

async function lockedRebate(tx: Tx, clientId: number, rebateId: number) {
  const [rebate] = await tx.select().from(rebates).where(and(eq(rebates.id, rebateId), eq(rebates.clientId, clientId))).for("update");
  if (!rebate) throw new AdminWriteRefusal("This rebate is not this client's (any more).", "rebate");
  return rebate;
}

/** Records a written consent (the client's or the broker's), with how it was given. */
export function recordRebateConsent(db: Database, actor: AdminActor, clientId: number, rebateId: number, who: "client" | "broker", note: string): Promise<InvoiceFormResult> {
  const text = note.trim();
  if (!text) return Promise.resolve(invalid({ consentNote: "Say how the consent was given (a signed agreement, an e-mail and its date)." }, { consentNote: note }));
  if (text.length > CONSENT_NOTE_MAX) return Promise.resolve(invalid({ consentNote: `At most ${CONSENT_NOTE_MAX} characters.` }, { consentNote: note }));
  return writeClient(db, actor, clientId, async (tx) => {
    const rebate = await lockedRebate(tx, clientId, rebateId);
    if (rebate.status === "paid" || rebate.status === "cancelled") throw new AdminWriteRefusal(`The rebate is ${rebate.status}: its consents are final.`, "rebate");
    const stamp = who === "client" ? { clientConsentAt: sql`now()`, clientConsentNote: text } : { brokerConsentAt: sql`now()`, brokerConsentNote: text };
    await tx.update(rebates).set({ ...stamp, updatedAt: sql`now()` }).where(eq(rebates.id, rebateId));
    await addClientEvent(tx, { clientId, actor, kind: "rebate", body: `${who === "client" ? "The client's" : "The broker's"} written consent to the rebate recorded: ${text}` });
  });
}

/** Release (payable) or pay: the rules decide, with what is missing in words (the property's payment, a consent). */
export function moveRebate(db: Database, actor: AdminActor, clientId: number, rebateId: number, event: "release" | "pay", paidOn: string, today: string): Promise<InvoiceFormResult> {
  if (event === "pay" && (!isCalendarDate(paidOn) || paidOn > today)) {
    return Promise.resolve(invalid({ paidOn: "Enter the day the rebate was paid (not in the future)." }, { paidOn }));
  }
  return writeClient(db, actor, clientId, async (tx) => {
    const rebate = await lockedRebate(tx, clientId, rebateId);
    const next = nextRebateStatus(await factsOf(tx, rebate), { type: event } as RebateEvent);
    if (!next.ok) throw new AdminWriteRefusal(next.reason, "rebate");
    await tx
      .update(rebates)
      .set({ status: next.status, paidOn: event === "pay" ? paidOn : rebate.paidOn, updatedAt: sql`now()` })
      .where(eq(rebates.id, rebateId));
    const body = event === "pay" ? `Rebate of ${formatCents(rebate.amountCents)} paid to the client on ${formatCalendarDate(paidOn)}` : `Rebate of ${formatCents(rebate.amountCents)} is payable`;
    await addClientEvent(tx, { clientId, actor, kind: "rebate", body, staffOnly: false });
  });
}

/**
 * A skip: the client moved out on `moveOut`. Within the property's refund window the prorated refund of what the
 * property paid is kept on the lease, and a rebate not yet paid is cancelled; after it, nothing is owed back.
 */
export function recordSkip(db: Database, actor: AdminActor, clientId: number, leaseId: number, moveOut: string, today: string): Promise<InvoiceFormResult> {
  if (!isCalendarDate(moveOut) || moveOut > today) return Promise.resolve(invalid({ moveOut: "Enter the day the client moved out (not in the future)." }, { moveOut }));
  return writeClient(db, actor, clientId, async (tx) => {
    const [lease] = await tx.select().from(leases).where(and(eq(leases.id, leaseId), eq(leases.clientId, clientId))).for("update");
    if (!lease) throw new AdminWriteRefusal("This lease is not one of this client's.", "moveOut");
    if (lease.movedOutOn !== null) throw new AdminWriteRefusal(`The move-out was recorded already (${formatCalendarDate(lease.movedOutOn)}).`, "moveOut");
    const moveIn = lease.verifiedMoveIn ?? lease.moveIn;
    const terms = lease.apartmentId === null ? null : await communityTermsOn(tx, lease.apartmentId, moveIn);
    const refundDays = terms?.refundWindowDays ?? DEFAULT_REFUND_DAYS;
    const { paidCents } = await paidOnLease(tx, lease.id);
    const refund = skipRefund({ feeCents: paidCents, moveIn, moveOut, refundDays });
    await tx.update(leases).set({ movedOutOn: moveOut, skipRefundCents: refund.refundCents, updatedAt: sql`now()` }).where(eq(leases.id, lease.id));
    const lines = [`Moved out of ${lease.communityName} on ${formatCalendarDate(moveOut)}. ${refund.explanation}`];
    const [rebate] = await tx.select().from(rebates).where(eq(rebates.leaseId, lease.id)).for("update");
    if (rebate) {
      const next = nextRebateStatus(await factsOf(tx, rebate), { type: "client-skipped", moveIn, moveOut, refundDays });
      if (next.ok) {
        await tx.update(rebates).set({ status: next.status, cancelledReason: `Moved out on ${moveOut}, within the ${refundDays}-day window`, updatedAt: sql`now()` }).where(eq(rebates.id, rebate.id));
        lines.push(`The rebate of ${formatCents(rebate.amountCents)} is cancelled.`);
      } else {
        lines.push(next.reason);
      }
    }
    await addClientEvent(tx, { clientId, actor, kind: "lease", body: lines.join(" ") });
  });
}

/** A client's rebates for their page (the locator's and the client's own). */
export async function rebatesOfClient(db: Database, clientId: number) {
  const rows = await db.select().from(rebates).where(eq(rebates.clientId, clientId)).orderBy(desc(rebates.createdAt), desc(rebates.id));
  return rows.map((row) => ({
    id: row.id,
    leaseId: row.leaseId,
    amountCents: row.amountCents,
    conditions: row.conditions,
    status: row.status as RebateStatus,
    clientConsentAt: row.clientConsentAt?.toISOString() ?? null,
    clientConsentNote: row.clientConsentNote,
    brokerConsentAt: row.brokerConsentAt?.toISOString() ?? null,
    brokerConsentNote: row.brokerConsentNote,
    paidOn: row.paidOn,
    cancelledReason: row.cancelledReason,
  }));
}
export type ClientRebate = Awaited<ReturnType<typeof rebatesOfClient>>[number];
