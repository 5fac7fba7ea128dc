import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { SESSION_IDLE_MS } from "../../core/auth/policies.ts";
import type { Database } from "../client-types.ts";
import { sessions, users } from "../schema/index.ts";
import { publicUserColumns, toPublicUser, type PublicUser } from "./users.ts";

export async function insertSession(db: Database, session: { id: string; userId: number; now: Date; expiresAt: Date }) {
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export interface SessionWithUser {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: PublicUser;
}

export async function findSessionWithUser(db: Database, id: string): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: publicUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; this keeps any other out too.
    .where(and(eq(sessions.id, id), isNull(users.disabledAt)))
    .limit(1);
  return row ? { ...row, user: toPublicUser(row.user) } : null;
}

export async function touchSession(db: Database, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user but, optionally, one (after a password change, the current one stays). */
export async function deleteUserSessions(db: Database, userId: number, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined));
}

/** Housekeeping: removes sessions past their absolute or idle end. */
export async function deleteExpiredSessions(db: Database, now: Date) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
