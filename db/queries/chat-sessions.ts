/**
 * Saved chat sessions of signed-in users (spec section 4 'Chat sessions').
 * Every read and write is scoped to the owner: another user's session id
 * behaves exactly like one that does not exist.
 */
import type { PlanFit } from "../../core/search/fitting-plans.ts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ChatMessageInput, ChatSessionType } from "../../core/chat/chat-schemas.ts";
import type { Database } from "../client-types.ts";
import { chatMessages, chatSessions } from "../schema/index.ts";

export interface ChatSession {
  id: number;
  userId: number;
  sessionName: string;
  type: ChatSessionType;
  createdAt: string;
  updatedAt: string;
}

export interface StoredChatMessage {
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  apartments: string[] | null;
  neighborhoods: string[] | null;
  blogs: string[] | null;
  updateNotification: string | null;
  cardPlanFit: PlanFit | null;
}

type SessionRow = typeof chatSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

function toSession(row: SessionRow): ChatSession {
  return {
    id: row.id,
    userId: row.userId,
    sessionName: row.sessionName,
    type: row.type as ChatSessionType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored row as the API and the admin transcript hand it out. */
export function toMessage(row: MessageRow): StoredChatMessage {
  return {
    role: row.role as StoredChatMessage["role"],
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    apartments: row.apartments,
    neighborhoods: row.neighborhoods,
    blogs: row.blogs,
    updateNotification: row.updateNotification,
    cardPlanFit: row.cardPlanFit,
  };
}

type Owner = { userId: number; type: ChatSessionType };

/** The owner's sessions of one type, most recently updated first. */
export async function listChatSessions(db: Database, owner: Owner): Promise<ChatSession[]> {
  const rows = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, owner.userId), eq(chatSessions.type, owner.type)))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id));
  return rows.map(toSession);
}

export async function findChatSession(db: Database, owner: Owner, id: number): Promise<ChatSession | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, owner.userId), eq(chatSessions.type, owner.type)))
    .limit(1);
  return row ? toSession(row) : null;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Adds the messages the session does not hold yet. A client saves its whole
 * visible list each time (spec section 4), which may be only the newest page
 * plus new messages: a message already stored (same role, content and
 * timestamp) is skipped, and nothing stored is ever deleted by a save.
 */
async function appendMessages(tx: Tx, sessionId: number, messages: readonly ChatMessageInput[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const existing = await tx
    .select({ role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  const seen = new Set(existing.map((m) => `${m.role}\u0000${m.createdAt.toISOString()}\u0000${m.content}`));
  const fresh = [];
  for (const [index, message] of messages.entries()) {
    // Messages without a timestamp keep their order: a millisecond apart from now.
    const createdAt = message.timestamp ? new Date(message.timestamp) : new Date(now.getTime() - (messages.length - index));
    const key = `${message.role}\u0000${createdAt.toISOString()}\u0000${message.content}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push({
      sessionId,
      role: message.role,
      content: message.content,
      apartments: message.apartments ?? null,
      neighborhoods: message.neighborhoods ?? null,
      blogs: message.blogs ?? null,
      updateNotification: message.updateNotification ?? null,
      cardPlanFit: message.cardPlanFit ?? null,
      createdAt,
    });
  }
  if (fresh.length) await tx.insert(chatMessages).values(fresh);
  return fresh.length;
}

export async function createChatSession(
  db: Database,
  owner: Owner,
  input: { sessionName: string; messages: readonly ChatMessageInput[] },
  now = new Date(),
): Promise<ChatSession & { messages: StoredChatMessage[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSessions)
      .values({ userId: owner.userId, type: owner.type, sessionName: input.sessionName, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("creating a chat session returned no row");
    await appendMessages(tx, row.id, input.messages, now);
    const messages = await tx.select().from(chatMessages).where(eq(chatMessages.sessionId, row.id)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return { ...toSession(row), messages: messages.map(toMessage) };
  });
}

/** Saves new messages (and optionally a new name); null when the owner has no such session. */
export async function saveChatSession(
  db: Database,
  owner: Owner,
  id: number,
  input: { sessionName?: string; messages: readonly ChatMessageInput[] },
  now = new Date(),
): Promise<(ChatSession & { added: number }) | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, owner.userId), eq(chatSessions.type, owner.type)))
      .for("update");
    if (!locked) return null;
    const added = await appendMessages(tx, id, input.messages, now);
    const [row] = await tx
      .update(chatSessions)
      .set({ updatedAt: now, ...(input.sessionName ? { sessionName: input.sessionName } : {}) })
      .where(eq(chatSessions.id, id))
      .returning();
    return row ? { ...toSession(row), added } : null;
  });
}

export async function renameChatSession(db: Database, owner: Owner, id: number, sessionName: string, now = new Date()): Promise<ChatSession | null> {
  const [row] = await db
    .update(chatSessions)
    .set({ sessionName, updatedAt: now })
    .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, owner.userId), eq(chatSessions.type, owner.type)))
    .returning();
  return row ? toSession(row) : null;
}

/**
 * One page of a session's messages counted from the newest: offset 0, limit 4
 * is the newest four. The page itself is in chronological order, ready to be
 * prepended above what is shown.
 */
export async function listChatMessages(db: Database, sessionId: number, page: { offset: number; limit: number }): Promise<StoredChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.reverse().map(toMessage);
}

/** How many messages a session holds (for tests and the admin chat history). */
export async function countChatMessages(db: Database, sessionId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  return row?.n ?? 0;
}
