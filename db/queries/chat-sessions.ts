/**
 * Saved chat sessions of signed-in users (spec section 4 'Chat sessions').
 * Every read and write is scoped to the owner: another user's session id
 * behaves exactly like one that does not exist.
 *
 * Every write of chat_messages is here, and holds the caps of core/chat/chat-limits.ts
 * (issue 26): a session holds at most sessionMessagesMax messages and sessionContentBytesMax
 * bytes of text, an account at most sessionsPerAccount sessions. A write that would pass one
 * throws ChatSessionCapReached inside its transaction, so nothing of it is kept and nothing
 * already saved is touched. The session's row (a save) or the account's row (a create) is
 * locked first, so parallel writes are counted one after another.
 */
import type { PlanFit } from "../../core/search/fitting-plans.ts";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { CHAT_LIMITS, CHAT_SAVE_REFUSALS, type ChatSaveRefusalReason } from "../../core/chat/chat-limits.ts";
import type { ChatMessageInput, ChatSessionType } from "../../core/chat/chat-schemas.ts";
import type { Database } from "../client-types.ts";
import { chatMessages, chatSessions, users } from "../schema/index.ts";

/** A write refused at a cap; its message is what the renter is told. */
export class ChatSessionCapReached extends Error {
  constructor(readonly reason: ChatSaveRefusalReason) {
    super(CHAT_SAVE_REFUSALS[reason]);
    this.name = "ChatSessionCapReached";
  }
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");

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
 * plus new messages: a message already stored (same time and text, whatever
 * role it is sent with: a reply sent again without its signature is the reply
 * already kept, not a renter's message) is skipped, and nothing stored is ever
 * deleted by a save. What is new must fit the session's caps with what it
 * holds, or none of it is added.
 */
async function appendMessages(tx: Tx, sessionId: number, messages: readonly ChatMessageInput[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  // Messages without a timestamp keep their order: a millisecond apart from now.
  const stamped = messages.map((message, index) => ({
    message,
    createdAt: message.timestamp ? new Date(message.timestamp) : new Date(now.getTime() - (messages.length - index)),
  }));
  // Only stored messages with one of the batch's times can be in it again (the index's order: session, time).
  const existing = await tx
    .select({ content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), inArray(chatMessages.createdAt, [...new Set(stamped.map((s) => s.createdAt.getTime()))].map((ms) => new Date(ms)))));
  const seen = new Set(existing.map((m) => `${m.createdAt.toISOString()}\u0000${m.content}`));
  const fresh = [];
  for (const { message, createdAt } of stamped) {
    const key = `${createdAt.toISOString()}\u0000${message.content}`;
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
  if (fresh.length === 0) return 0;
  const [held] = await tx
    .select({ messages: count(), bytes: sql<number>`coalesce(sum(octet_length(${chatMessages.content})), 0)`.mapWith(Number) })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  const bytes = (held?.bytes ?? 0) + fresh.reduce((sum, m) => sum + utf8Bytes(m.content), 0);
  if ((held?.messages ?? 0) + fresh.length > CHAT_LIMITS.sessionMessagesMax || bytes > CHAT_LIMITS.sessionContentBytesMax) {
    throw new ChatSessionCapReached("session-full");
  }
  await tx.insert(chatMessages).values(fresh);
  return fresh.length;
}

/** A new session with its messages; ChatSessionCapReached when the account holds all it can, or the messages do not fit one session. */
export async function createChatSession(
  db: Database,
  owner: Owner,
  input: { sessionName: string; messages: readonly ChatMessageInput[] },
  now = new Date(),
): Promise<ChatSession & { messages: StoredChatMessage[] }> {
  return db.transaction(async (tx) => {
    // The account's row, locked: parallel creates count one after another.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("no key update");
    const [held] = await tx.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, owner.userId));
    if ((held?.n ?? 0) >= CHAT_LIMITS.sessionsPerAccount) throw new ChatSessionCapReached("account-full");
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

/** Saves new messages (and optionally a new name); null when the owner has no such session; ChatSessionCapReached when full. */
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
