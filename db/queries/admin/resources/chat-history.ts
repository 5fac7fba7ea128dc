/**
 * The chat history section's database side: every saved chat session of both
 * families with its owner, read only. The list goes through listRecords; the
 * transcript page reads one session with readChatTranscript. Every write
 * method refuses: an admin reads renters' chats, never changes them.
 */
import { eq, sql } from "drizzle-orm";
import { CHAT_FAMILY_LABELS, CHAT_RECENCY_DAYS } from "../../../../core/admin/resources/chat-history.ts";
import type { ChatSessionType } from "../../../../core/chat/chat-schemas.ts";
import { transcriptPage, type TranscriptPage } from "../../../../core/chat/transcript-page.ts";
import type { Database } from "../../../client-types.ts";
import { chatSessions, users } from "../../../schema/index.ts";
import type { AdminWriteFailure } from "../admin-write.ts";
import type { ResourceStore } from "../resource-store.ts";
import { countChatMessages, listChatMessages, type StoredChatMessage } from "../../chat-sessions.ts";

// Spelled with the tables' names: inside the subqueries an unqualified "id" would be the message's.
const messageCount = sql<number>`(select count(*) from chat_messages m where m.session_id = "chat_sessions"."id")`.mapWith(Number);
const lastMessageAt = sql<Date | null>`(select max(m.created_at) from chat_messages m where m.session_id = "chat_sessions"."id")`;

/**
 * A search was made when one of A.L.I.'s replies suggested apartments: the
 * reply's apartment cards (apartmentDetailsSuggested, saved as `apartments`)
 * or an [[apartment:slug]] marker in its text, which the chat also shows as a card.
 */
const searched = sql<boolean>`exists (
  select 1 from chat_messages m
  where m.session_id = "chat_sessions"."id" and m.role = 'assistant'
    and ((m.apartments is not null and m.apartments <> '[]'::jsonb) or m.content like '%[[apartment:%')
)`;

const familyLabel = sql<string>`case ${chatSessions.type} ${sql.join(
  Object.entries(CHAT_FAMILY_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} else ${chatSessions.type} end`;

const READ_ONLY: AdminWriteFailure = { ok: false, reason: "refused", message: "Chat history is read-only." };

export const chatHistoryStore: ResourceStore = {
  resource: "chat-history",
  source: {
    table: chatSessions,
    join: (query) => query.innerJoin(users, eq(users.id, chatSessions.userId)),
    id: chatSessions.id,
    // Sessions carry no edit version: nothing here is ever written.
    version: sql<number>`0`,
    columns: {
      sessionName: chatSessions.sessionName,
      username: users.username,
      family: familyLabel,
      messages: messageCount,
      lastMessageAt,
      searched,
      createdAt: chatSessions.createdAt,
    },
    search: [users.username, chatSessions.sessionName],
    searchWhere: (pattern) =>
      sql`exists (select 1 from chat_messages m where m.session_id = "chat_sessions"."id" and m.content ilike ${pattern})`,
    filters: {
      family: (value) => (Object.hasOwn(CHAT_FAMILY_LABELS, value) ? eq(chatSessions.type, value) : undefined),
      searched: (value) => (value === "yes" ? searched : sql`not ${searched}`),
      recent: (value) => {
        const days = CHAT_RECENCY_DAYS.find((candidate) => String(candidate) === value);
        return days ? sql`${lastMessageAt} >= now() - make_interval(days => ${days}::int)` : undefined;
      },
    },
  },
  async read(db, id) {
    const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
    return row ? { id: row.id, version: 0, label: row.sessionName, slug: String(row.id), values: {} } : null;
  },
  create: async () => READ_ONLY,
  update: async () => READ_ONLY,
  remove: async () => READ_ONLY,
  bulk: {},
  constraints: {},
};

export interface ChatTranscript {
  id: number;
  sessionName: string;
  type: ChatSessionType;
  createdAt: string;
  updatedAt: string;
  user: { id: number; username: string; displayName: string | null; email: string };
  /** The page's messages, oldest first. */
  messages: StoredChatMessage[];
  page: TranscriptPage;
}

/**
 * One session with its owner and one page of its messages (1 = the newest; past the end, the
 * last); null for an unknown id. A chat is never read whole: it may be long (issue 26).
 */
export async function readChatTranscript(db: Database, id: number, requestedPage = 1): Promise<ChatTranscript | null> {
  const [session] = await db
    .select({ session: chatSessions, user: { id: users.id, username: users.username, displayName: users.displayName, email: users.email } })
    .from(chatSessions)
    .innerJoin(users, eq(users.id, chatSessions.userId))
    .where(eq(chatSessions.id, id));
  if (!session) return null;
  const page = transcriptPage(requestedPage, await countChatMessages(db, id));
  const messages = await listChatMessages(db, id, page);
  return {
    id: session.session.id,
    sessionName: session.session.sessionName,
    type: session.session.type as ChatSessionType,
    createdAt: session.session.createdAt.toISOString(),
    updatedAt: session.session.updatedAt.toISOString(),
    user: session.user,
    messages,
    page,
  };
}
