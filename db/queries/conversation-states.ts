/**
 * What A.L.I. remembers of a chat between messages (core/assistant/query/schema.ts
 * ConversationState: the last typed query and the communities it showed), one row per owner
 * and chat family, guests included (decision 030). The row goes with the account, the guest
 * identity and the chat session it belongs to (foreign keys cascade); a guest's moves to the
 * account at sign-in.
 */
import { and, eq } from "drizzle-orm";
import { ConversationStateSchema, EMPTY_STATE, type ConversationState } from "../../core/assistant/query/schema.ts";
import type { ChatSessionType } from "../../core/chat/chat-schemas.ts";
import type { Database } from "../client-types.ts";
import { assistantConversationStates as states, chatSessions, guests } from "../schema/index.ts";
import type { PreferenceOwner } from "./preferences.ts";

/** The most JSON one chat's state may take; a bigger one is stored as EMPTY_STATE (a schema-valid state is far smaller: its recent messages hold at most 8,000 characters). */
export const CONVERSATION_STATE_MAX_BYTES = 48 * 1024;

export interface StoredConversationState {
  /** The chat session it was saved with; null when the chat had none (a guest's, or a chat's first turn). */
  sessionId: number | null;
  state: ConversationState;
  /** When it was saved: a chat session created after it may adopt a state saved without one. */
  updatedAt: Date;
}

/** How a save went: `oversized` and `invalid` stored EMPTY_STATE instead; `session-gone` stored nothing. */
export type SaveConversationStateResult = { outcome: "saved" } | { outcome: "oversized"; bytes: number } | { outcome: "invalid" } | { outcome: "session-gone" };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function ownerCondition(owner: PreferenceOwner) {
  return "userId" in owner ? eq(states.userId, owner.userId) : eq(states.guestId, owner.guestId);
}

/** The owner's state for the chat family, or null: none kept, or a stored value that no longer parses (never an error). */
export async function readConversationState(db: Database, owner: PreferenceOwner, family: ChatSessionType): Promise<StoredConversationState | null> {
  const [row] = await db
    .select({ sessionId: states.sessionId, state: states.state, updatedAt: states.updatedAt })
    .from(states)
    .where(and(ownerCondition(owner), eq(states.family, family)))
    .limit(1);
  if (!row) return null;
  const parsed = ConversationStateSchema.safeParse(row.state);
  return parsed.success ? { sessionId: row.sessionId, state: parsed.data, updatedAt: row.updatedAt } : null;
}

/**
 * Keeps the state for the owner's chat family (one row: the newest replaces the last). `sessionId` is the
 * caller's own session of that family, checked by the caller; null for a guest or a chat without one yet.
 * A session deleted meanwhile stores nothing (its state would go with it). A state that does not parse or
 * is over CONVERSATION_STATE_MAX_BYTES is stored as EMPTY_STATE: the next message starts afresh.
 */
export async function saveConversationState(
  db: Database,
  owner: PreferenceOwner,
  family: ChatSessionType,
  sessionId: number | null,
  state: ConversationState,
  now = new Date(),
): Promise<SaveConversationStateResult> {
  if ("guestId" in owner && sessionId !== null) throw new Error("A guest has no chat sessions: save a guest's conversation state without one.");
  const parsed = ConversationStateSchema.safeParse(state);
  const bytes = parsed.success ? new TextEncoder().encode(JSON.stringify(parsed.data)).length : 0;
  const result: SaveConversationStateResult = !parsed.success ? { outcome: "invalid" } : bytes > CONVERSATION_STATE_MAX_BYTES ? { outcome: "oversized", bytes } : { outcome: "saved" };
  const value = result.outcome === "saved" && parsed.success ? parsed.data : EMPTY_STATE;
  return db.transaction(async (tx): Promise<SaveConversationStateResult> => {
    if ("guestId" in owner) {
      await tx.insert(guests).values({ id: owner.guestId, createdAt: now, lastSeenAt: now }).onConflictDoNothing();
    } else if (sessionId !== null) {
      // Locked until the write commits, so a deletion of the session waits for it and then takes the state along.
      const [session] = await tx
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, owner.userId), eq(chatSessions.type, family)))
        .for("key share");
      if (!session) return { outcome: "session-gone" };
    }
    await upsert(tx, owner, family, { sessionId, state: value, updatedAt: now });
    return result;
  });
}

async function upsert(tx: Tx, owner: PreferenceOwner, family: ChatSessionType, values: { sessionId: number | null; state: ConversationState; updatedAt: Date }, onConflict: "replace" | "keep" = "replace") {
  const insert = tx.insert(states).values({ ...("userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId }), family, ...values });
  const target = "userId" in owner ? [states.userId, states.family] : [states.guestId, states.family];
  await (onConflict === "replace" ? insert.onConflictDoUpdate({ target, set: values }) : insert.onConflictDoNothing({ target }));
}

/**
 * On sign-in or sign-up: the guest's chat states become the account's,
 * for each family the account keeps none of (the account's own wins); the guest's rows are then deleted.
 * A moved state has no session: the chat the guest's conversation is saved into at sign-in adopts it.
 */
export async function adoptGuestConversationStates(db: Database, guestId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await tx.select({ family: states.family, state: states.state, updatedAt: states.updatedAt }).from(states).where(eq(states.guestId, guestId));
    for (const row of held) {
      await upsert(tx, { userId }, row.family as ChatSessionType, { sessionId: null, state: row.state, updatedAt: row.updatedAt }, "keep");
    }
    if (held.length > 0) await tx.delete(states).where(eq(states.guestId, guestId));
  });
}
