import { and, eq, lt, sql } from "drizzle-orm";
import { GUEST_IDENTITY_MS, remainingGuestMessages, usageDay } from "../../core/auth/policies.ts";
import type { Database } from "../client-types.ts";
import { guestAddressUsage, guests } from "../schema/index.ts";

export async function findGuest(db: Database, id: string) {
  const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
  return row ?? null;
}

/** The guest row for this id, created on first use. */
export async function ensureGuest(db: Database, id: string, now: Date) {
  await db.insert(guests).values({ id, createdAt: now, lastSeenAt: now }).onConflictDoNothing();
  const guest = await findGuest(db, id);
  if (!guest) throw new Error("guest row vanished");
  return guest;
}

export interface GuestAllowance {
  guestMessageLimit: number;
  /** Guest messages allowed per client address per day, whatever the cookies. */
  addressDailyLimit: number;
}

export type ConsumeResult =
  | { allowed: true; remaining: number }
  | { allowed: false; remaining: number; reason: "guest-limit" | "address-limit" };

/**
 * Counts one guest chat message, atomically, against the guest's allowance and
 * the client address's daily backstop. Nothing is counted when either is used up.
 */
export async function consumeGuestMessage(
  db: Database,
  input: { guestId: string; address: string; now: Date; allowance: GuestAllowance },
): Promise<ConsumeResult> {
  const { guestId, address, now, allowance } = input;
  return db.transaction(async (tx) => {
    await tx.insert(guests).values({ id: guestId, createdAt: now, lastSeenAt: now }).onConflictDoNothing();
    const [guest] = await tx
      .update(guests)
      .set({ messagesUsed: sql`${guests.messagesUsed} + 1`, lastSeenAt: now })
      .where(and(eq(guests.id, guestId), lt(guests.messagesUsed, allowance.guestMessageLimit)))
      .returning({ messagesUsed: guests.messagesUsed });
    if (!guest) return { allowed: false, remaining: 0, reason: "guest-limit" } as const;

    const [usage] = await tx
      .insert(guestAddressUsage)
      .values({ address, day: usageDay(now), messages: 1 })
      .onConflictDoUpdate({
        target: [guestAddressUsage.address, guestAddressUsage.day],
        set: { messages: sql`${guestAddressUsage.messages} + 1` },
        setWhere: lt(guestAddressUsage.messages, allowance.addressDailyLimit),
      })
      .returning({ messages: guestAddressUsage.messages });
    if (!usage) {
      // Undo the guest's count: the message is refused, so it must not cost anything.
      await tx.update(guests).set({ messagesUsed: sql`${guests.messagesUsed} - 1` }).where(eq(guests.id, guestId));
      return { allowed: false, remaining: remainingGuestMessages(guest.messagesUsed - 1, allowance.guestMessageLimit), reason: "address-limit" } as const;
    }
    return { allowed: true, remaining: remainingGuestMessages(guest.messagesUsed, allowance.guestMessageLimit) } as const;
  });
}

/**
 * Housekeeping: a guest's cookie lives GUEST_IDENTITY_MS from the guest's creation
 * (it is never renewed), so after that nobody can reach the row. Its profile goes
 * with it (preferences cascade); a profile moved to an account on sign-in stays.
 */
export async function deleteExpiredGuests(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(guests)
    .where(lt(guests.createdAt, new Date(now.getTime() - GUEST_IDENTITY_MS)))
    .returning({ id: guests.id });
  // Only today's per-address count decides anything; earlier days are client addresses kept for nothing.
  await db.delete(guestAddressUsage).where(lt(guestAddressUsage.day, usageDay(now)));
  return deleted.length;
}
