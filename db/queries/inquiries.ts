/**
 * Client inquiries: the contact page's and the apartment pages' requests for information, tour
 * requests, /get-matched profiles sent to a locator and hand-offs from the A.L.I. chat.
 */
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { DUPLICATE_WINDOW_MINUTES, type InquiryInput, type InquirySource } from "../../core/inquiries/inquiry-schema.ts";
import type { Database } from "../client-types.ts";
import { chatMessages, chatSessions, clientInquiries } from "../schema/index.ts";
import { fileInquiry } from "./clients.ts";

export interface NewInquiry extends InquiryInput {
  source: InquirySource;
  apartmentId?: number | null;
  userId?: number | null;
  /** A chat hand-off's saved session; only one the signed-in renter owns (see renterWordsOfSession). */
  chatSessionId?: number | null;
}

export type CreateInquiryResult = { id: number; clientId: number; duplicate: boolean };

/**
 * Stores an inquiry on its client (db/queries/clients.ts fileInquiry), unless the same e-mail (any case) sent the same message in
 * the last DUPLICATE_WINDOW_MINUTES: a double click, a resubmitted form or a
 * reload after POST then answers with the inquiry already stored, so the caller
 * can report success without a second row.
 *
 * A transaction-scoped advisory lock on the e-mail serialises concurrent
 * submissions from the same person, so two identical requests racing each other
 * cannot both insert.
 */
export async function createInquiry(db: Database, inquiry: NewInquiry, options: { now?: Date; origin?: string | null } = {}): Promise<CreateInquiryResult> {
  const now = options.now ?? new Date();
  const email = inquiry.email.trim();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inquiry:${email.toLowerCase()}`}))`);
    const [existing] = await tx
      .select({ id: clientInquiries.id, clientId: clientInquiries.clientId })
      .from(clientInquiries)
      .where(
        and(
          sql`lower(${clientInquiries.email}) = ${email.toLowerCase()}`,
          eq(clientInquiries.message, inquiry.message),
          gt(clientInquiries.createdAt, since),
        ),
      )
      .limit(1);
    if (existing) return { id: existing.id, clientId: existing.clientId, duplicate: true };

    const filed = await fileInquiry(
      tx,
      {
        name: inquiry.name,
        email,
        phone: inquiry.phone ?? null,
        message: inquiry.message,
        moveInDate: inquiry.moveInDate ?? null,
        source: inquiry.source,
        apartmentId: inquiry.apartmentId ?? null,
        userId: inquiry.userId ?? null,
        chatSessionId: inquiry.chatSessionId ?? null,
      },
      now,
      { origin: options.origin ?? null },
    );
    return { id: filed.inquiryId, clientId: filed.clientId, duplicate: false };
  });
}

/** How many inquiries one e-mail address has sent (any case); for tests and the admin list. */
export async function countInquiriesByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientInquiries)
    .where(sql`lower(${clientInquiries.email}) = ${email.trim().toLowerCase()}`);
  return row?.n ?? 0;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Deletes every inquiry sent with this e-mail address (any case), signed in or
 * not: part of deleting the account that verified the address. Returns how many.
 */
export async function deleteInquiriesByEmail(db: Database | Tx, email: string): Promise<number> {
  const deleted = await db
    .delete(clientInquiries)
    .where(sql`lower(${clientInquiries.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: clientInquiries.id });
  return deleted.length;
}

export async function findInquiryById(db: Database, id: number) {
  const [row] = await db.select().from(clientInquiries).where(eq(clientInquiries.id, id)).limit(1);
  return row ?? null;
}

/**
 * The renter's latest messages (oldest first) in a saved chat session of this user, for a hand-off's
 * message; null when the session does not exist or belongs to someone else, so the caller never links it.
 */
export async function renterWordsOfSession(db: Database, owner: { userId: number; sessionId: number }, limit: number): Promise<string[] | null> {
  const [session] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, owner.sessionId), eq(chatSessions.userId, owner.userId)))
    .limit(1);
  if (!session) return null;
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, session.id), eq(chatMessages.role, "user")))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.map((row) => row.content).reverse();
}
