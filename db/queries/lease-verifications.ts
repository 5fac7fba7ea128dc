/**
 * Lease verification by the property (decision 036): the request (a row holding the token's hash, and the e-mail to
 * the leasing contact, in the lease's transaction), what the link shows, and the one answer, written with the lease's
 * verified figures, a line on the client's timeline and an audit entry of the client, all in one transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import { addDays } from "../../core/money/calendar-days.ts";
import { describeVerification, leaseVerificationPath, newVerificationToken, VERIFICATION_DAYS, type VerificationAnswer } from "../../core/leases/lease-verification.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { composeLeaseVerificationEmail } from "../../core/mail/lease-verification-email.ts";
import type { Database } from "../client-types.ts";
import { clients, leases, leaseVerifications } from "../schema/index.ts";
import { adminWrite, AdminWriteRefusal, type AdminWriteResult } from "./admin/admin-write.ts";
import type { Tx } from "./admin/audited-tables.ts";
import { addClientEvent } from "./clients.ts";
import { enqueueEmail } from "./outbox.ts";

export interface VerificationRequest {
  leaseId: number;
  clientId: number;
  clientName: string;
  community: string;
  unit: string | null;
  moveIn: string;
  rent: number;
  to: { address: string; name: string | null };
  company: string;
  locator: string;
  origin: string | null;
}

/** Creates the request and queues its e-mail; returns the token (for tests: it is in the e-mail and nowhere else). */
export async function requestLeaseVerification(tx: Tx, request: VerificationRequest, now = new Date()): Promise<string> {
  const { token, hash } = newVerificationToken();
  const expiresAt = new Date(now.getTime() + VERIFICATION_DAYS * 86_400_000);
  await tx.insert(leaseVerifications).values({ leaseId: request.leaseId, tokenHash: hash, toAddress: request.to.address, expiresAt, createdAt: now });
  const email = composeLeaseVerificationEmail({
    community: request.community,
    contactName: request.to.name,
    clientName: request.clientName,
    unit: request.unit,
    moveIn: request.moveIn,
    rent: request.rent,
    link: `${request.origin ?? ""}${leaseVerificationPath(token)}`,
    expiresOn: addDays(houstonCalendarDate(now), VERIFICATION_DAYS),
    company: request.company,
    locator: request.locator,
  });
  await enqueueEmail(tx, { kind: "lease-verification", userId: null, clientId: request.clientId, toAddress: request.to.address }, email);
  await addClientEvent(tx, { clientId: request.clientId, actor: null, actorName: "site", kind: "verification", body: `Lease verification requested from ${request.community} (${request.to.address})`, at: now });
  return token;
}

export type VerificationView =
  | { state: "open" | "answered"; community: string; clientName: string; unit: string | null; moveIn: string; rent: number; company: string; answer: string | null; expiresAt: string }
  | { state: "expired" }
  | { state: "not-found" };

/** What the link shows the property: this one lease, nothing else. */
export async function readLeaseVerification(db: Database, tokenHash: string, now = new Date()): Promise<VerificationView> {
  const [row] = await db
    .select({
      expiresAt: leaseVerifications.expiresAt,
      answer: leaseVerifications.answer,
      community: leases.communityName,
      unit: leases.unit,
      moveIn: leases.moveIn,
      rent: leases.rent,
      clientName: clients.name,
    })
    .from(leaseVerifications)
    .innerJoin(leases, eq(leases.id, leaseVerifications.leaseId))
    .innerJoin(clients, eq(clients.id, leases.clientId))
    .where(eq(leaseVerifications.tokenHash, tokenHash));
  if (!row) return { state: "not-found" };
  if (row.answer === null && row.expiresAt <= now) return { state: "expired" };
  return {
    state: row.answer === null ? "open" : "answered",
    community: row.community,
    clientName: row.clientName,
    unit: row.unit,
    moveIn: row.moveIn,
    rent: row.rent,
    company: "",
    answer: row.answer,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The property's answer: once (a second is refused), before the link expires. The lease gets the verified figures
 * (the recorded ones when confirmed); the client's timeline and audit log say who answered through the link.
 */
export async function answerLeaseVerification(db: Database, tokenHash: string, answer: VerificationAnswer, now = new Date()): Promise<AdminWriteResult> {
  const [found] = await db
    .select({ id: leaseVerifications.id, clientId: leases.clientId, community: leases.communityName, toAddress: leaseVerifications.toAddress })
    .from(leaseVerifications)
    .innerJoin(leases, eq(leases.id, leaseVerifications.leaseId))
    .where(eq(leaseVerifications.tokenHash, tokenHash));
  if (!found) return { ok: false, reason: "not-found" };
  const who = `${answer.contactName ?? "the leasing contact"} of ${found.community} (verification link sent to ${found.toAddress})`;
  return adminWrite(db, {
      action: "update",
      actor: { id: null, username: who.slice(0, 200) },
      resource: "clients",
      recordId: found.clientId,
      expectedVersion: null,
      apply: async (tx) => {
        const [request] = await tx.select().from(leaseVerifications).where(eq(leaseVerifications.id, found.id)).for("update");
        if (!request || request.answer !== null) throw new AdminWriteRefusal("This lease was already verified through this link.");
        if (request.expiresAt <= now) throw new AdminWriteRefusal("This link has expired.");
        const [lease] = await tx.select().from(leases).where(eq(leases.id, request.leaseId)).for("update");
        if (!lease) throw new AdminWriteRefusal("This lease is no longer on record.");
        const verified = answer.answer === "confirmed" ? { moveIn: lease.moveIn, rent: lease.rent, unit: lease.unit } : { moveIn: answer.moveIn, rent: answer.rent, unit: answer.unit };
        await tx
          .update(leaseVerifications)
          .set({ answer: answer.answer, answeredAt: now, contactName: answer.contactName, note: answer.note, moveIn: verified.moveIn, rent: verified.rent, unit: verified.unit })
          .where(and(eq(leaseVerifications.id, request.id), sql`${leaseVerifications.answer} is null`));
        await tx
          .update(leases)
          .set({ verifiedAt: now, verifiedMoveIn: verified.moveIn, verifiedRent: verified.rent, verifiedUnit: verified.unit, updatedAt: now })
          .where(eq(leases.id, lease.id));
        const body = describeVerification({ moveIn: lease.moveIn, rent: lease.rent, unit: lease.unit }, answer, lease.communityName);
        await addClientEvent(tx, { clientId: lease.clientId, actor: null, actorName: who.slice(0, 200), kind: "verification", body: answer.note ? `${body}. Note: ${answer.note}` : body, at: now });
      },
    });
}
