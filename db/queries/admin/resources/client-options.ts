/**
 * The client options section's database side: every list with its state for
 * the inbox-like list; one list with its apartments, the client's reactions
 * and its history for the list's page; opening a client's list from an
 * inquiry, a profile or a transcript (the one it has, or a new one); linking a
 * list to the client's account; staff notes. The communities on a list are
 * edited in the apartment manager (db/queries/admin/client-option-items.ts).
 *
 * An account has at most one list (a unique index); a list for a client
 * without an account is shared by e-mail with a private link (decision 038),
 * which the locator can revoke here.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { OPTION_LIMITS } from "../../../../core/admin/client-options.ts";
import type { FormValues } from "../../../../core/admin/form.ts";
import type { OpenListSource } from "../../../../core/admin/resources/client-options.ts";
import type { Database } from "../../../client-types.ts";
import { chatSessions, clientInquiries, clientOptionEvents, clientOptions, clients, users } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import { clientOfAccount, clientOfAddress, confirmClientAccount } from "../../clients.ts";
import type { ResourceStore } from "../resource-store.ts";
import { readOptionList } from "../client-option-items.ts";
import { revokeListLinks, summarizeListLinks } from "../../list-links.ts";
import { rowIdOfText } from "../../../../core/row-id.ts";

const account = alias(users, "account");
const locator = alias(users, "locator");

// Spelled with the table's name: inside the subquery an unqualified "id" would be the item's.
const apartmentCount = sql<number>`(select count(*) from client_option_apartments i where i.client_option_id = "client_options"."id")`.mapWith(Number);
const state = sql<string>`case
  when ${clientOptions.sharedAt} is null then 'draft'
  when ${clientOptions.respondedAt} >= ${clientOptions.sharedAt} then 'responded'
  when ${clientOptions.viewedAt} >= ${clientOptions.sharedAt} then 'viewed'
  else 'shared' end`;

const isId = (value: string) => rowIdOfText(value) !== null;

export interface ListEvent {
  id: number;
  at: string;
  actor: string;
  kind: string;
  body: string;
}

async function addListEvent(tx: Tx, listId: number, actor: AdminActor, kind: "created" | "note" | "linked" | "revoked", body: string) {
  await tx.insert(clientOptionEvents).values({ clientOptionId: listId, actorId: actor.id, actorUsername: actor.username, kind, body });
}

function columnsOf(values: FormValues) {
  const v = values as { clientName: string; clientEmail: string | null; message: string | null; notes: string | null };
  return { clientName: v.clientName, clientEmail: v.clientEmail?.trim() || null, message: v.message, notes: v.notes };
}

/**
 * A renter (never an administrator) by e-mail, case-insensitively, with whether they verified it. Only a verified
 * address links a list by itself (decision 028); an unverified one is a suggestion the locator confirms.
 */
async function renterByEmail(tx: Tx | Database, email: string | null): Promise<{ id: number; username: string; verified: boolean } | null> {
  if (!email) return null;
  const [row] = await tx
    .select({ id: users.id, username: users.username, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isAdmin, false)))
    .limit(1);
  return row ? { id: row.id, username: row.username, verified: row.verifiedAt !== null } : null;
}

async function listOfUser(tx: Tx | Database, userId: number): Promise<number | null> {
  const [row] = await tx.select({ id: clientOptions.id }).from(clientOptions).where(eq(clientOptions.userId, userId));
  return row?.id ?? null;
}

export const clientOptionsStore: ResourceStore = {
  resource: "client-options",
  source: {
    table: clientOptions,
    join: (query) => query.leftJoin(account, eq(account.id, clientOptions.userId)).leftJoin(locator, eq(locator.id, clientOptions.locatorId)),
    id: clientOptions.id,
    version: clientOptions.version,
    columns: {
      clientName: clientOptions.clientName,
      state,
      account: account.username,
      locator: locator.username,
      apartments: apartmentCount,
      sharedAt: clientOptions.sharedAt,
      viewedAt: clientOptions.viewedAt,
      clientEmail: clientOptions.clientEmail,
      updatedAt: clientOptions.updatedAt,
    },
    search: [clientOptions.clientName, clientOptions.clientEmail, account.username],
    filters: {
      state: (value) => sql`${state} = ${value}`,
      locator: (value) => (isId(value) ? eq(clientOptions.locatorId, Number(value)) : sql`false`),
      account: (value) => (value === "linked" ? sql`${clientOptions.userId} is not null` : isNull(clientOptions.userId)),
    },
  },
  async options(db) {
    const admins = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.username));
    return { locator: admins.map((row) => ({ value: String(row.id), label: row.username })) };
  },
  async read(db, id) {
    // The list and its items as the apartment manager reads them; the page adds who made it, its history and the account to link.
    const [list, made] = await Promise.all([
      readOptionList(db, id),
      db
        .select({ message: clientOptions.message, notes: clientOptions.notes, createdAt: clientOptions.createdAt, locator: locator.username })
        .from(clientOptions)
        .leftJoin(locator, eq(locator.id, clientOptions.locatorId))
        .where(eq(clientOptions.id, id)),
    ]);
    const extraFacts = made[0];
    if (!list || !extraFacts) return null;
    const [events, suggestedAccount, links] = await Promise.all([
      db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, id)).orderBy(desc(clientOptionEvents.at), desc(clientOptionEvents.id)).limit(100),
      // A list without an account: the renter with the client's e-mail, for the locator to confirm.
      list.account === null ? renterByEmail(db, list.clientEmail) : Promise.resolve(null),
      summarizeListLinks(db, id),
    ]);
    return {
      id: list.id,
      version: list.version,
      label: list.clientName,
      slug: String(list.id),
      values: { clientName: list.clientName, clientEmail: list.clientEmail, message: extraFacts.message, notes: extraFacts.notes },
      extra: {
        list: {
          clientId: list.clientId,
          locator: extraFacts.locator,
          sharedAt: list.sharedAt,
          viewedAt: list.viewedAt,
          respondedAt: list.respondedAt,
          createdAt: extraFacts.createdAt.toISOString(),
          shareEmail: list.shareEmail,
        },
        links,
        account: list.account,
        suggestedAccount,
        items: list.items,
        events: events.map((e) => ({ id: e.id, at: e.at.toISOString(), actor: e.actorUsername, kind: e.kind, body: e.body })) satisfies ListEvent[],
      },
    };
  },
  create(db, actor, values, summary) {
    return adminWrite(db, {
      action: "create",
      actor,
      summary,
      resource: "client-options",
      apply: async (tx) => {
        const columns = columnsOf(values);
        // The client of this address (made if there is none); a client has one list, so theirs is opened instead.
        const clientId = columns.clientEmail ? await clientOfAddress(tx, { name: columns.clientName, email: columns.clientEmail }) : null;
        const existing = clientId !== null ? await listOfClient(tx, clientId) : null;
        if (existing !== null) throw new AdminWriteRefusal(`This client already has an options list (#${existing}): open it from Client options.`, "clientEmail");
        const userId = clientId !== null ? await listAccountOf(tx, clientId) : null;
        const [row] = await tx
          .insert(clientOptions)
          .values({ ...columns, clientId, userId, locatorId: actor.id })
          .returning({ id: clientOptions.id });
        const [renter] = userId !== null ? await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)) : [];
        await addListEvent(tx, row!.id, actor, "created", renter ? `Made for ${renter.username}` : "Made without an account");
        return row!.id;
      },
    });
  },
  update(db, actor, id, expectedVersion, values, summary) {
    return adminWrite(db, {
      action: "update",
      actor,
      summary,
      resource: "client-options",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(clientOptions).set(columnsOf(values)).where(eq(clientOptions.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "client-options",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.delete(clientOptions).where(eq(clientOptions.id, id));
      },
    });
  },
  bulk: {
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "client-options",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: async (tx, current) => {
          await tx.delete(clientOptions).where(eq(clientOptions.id, current.id));
        },
      }),
  },
  constraints: {
    client_options_user_key: { field: "account", message: "That account already has an options list." },
    client_options_message_length: { field: "message", message: `A word to the client may be at most ${OPTION_LIMITS.message.toLocaleString("en-US")} characters.` },
    client_options_notes_length: { field: "notes", message: `Staff notes may be at most ${OPTION_LIMITS.notes.toLocaleString("en-US")} characters.` },
  },
};

/** Links the list to a renter's account, found by username or e-mail (the locator confirms who it is). */
export function linkListAccount(db: Database, actor: AdminActor, id: number, who: string): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "client-options",
    recordId: id,
    expectedVersion: null,
    apply: async (tx, current) => {
      const name = who.trim();
      if (!name) throw new AdminWriteRefusal("Type the client's username or e-mail.", "account");
      const [user] = await tx
        .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
        .from(users)
        .where(sql`lower(${users.username}) = ${name.toLowerCase()} or lower(${users.email}) = ${name.toLowerCase()}`)
        .limit(1);
      if (!user) throw new AdminWriteRefusal("No account has this username or e-mail.", "account");
      if (user.isAdmin) throw new AdminWriteRefusal("That is an administrator's account, not a client's.", "account");
      if (current.userId === user.id) throw new AdminWriteRefusal(`The list is already linked to ${user.username}.`, "account");
      const other = await listOfUser(tx, user.id);
      if (other !== null) throw new AdminWriteRefusal(`${user.username} already has an options list (#${other}).`, "account");
      // The list's client is this account's too (refused when the client has another account: merge instead).
      if (current.clientId !== null) {
        const linked = await confirmClientAccount(tx, current.clientId, user, actor);
        if (!linked.ok) throw new AdminWriteRefusal(linked.message, "account");
      }
      await tx.update(clientOptions).set({ userId: user.id }).where(eq(clientOptions.id, id));
      await addListEvent(tx, id, actor, "linked", `Linked to ${user.username}`);
    },
  });
}

/**
 * Revokes the list's private links (decision 038): from now on they are a 404; the next share e-mails a new one. One
 * audited write of the list (its audited record lists the live links) with a line in its history.
 */
export function revokeListLink(db: Database, actor: AdminActor, id: number, now = new Date()): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "client-options",
    recordId: id,
    expectedVersion: null,
    apply: async (tx) => {
      const revoked = await revokeListLinks(tx, id, now);
      if (revoked === 0) throw new AdminWriteRefusal("This list has no private link that still works.", "link");
      await addListEvent(tx, id, actor, "revoked", `Revoked the private ${revoked === 1 ? "link" : `links (${revoked})`}: ${revoked === 1 ? "it opens" : "they open"} nothing any more`);
    },
  });
}

/** A staff note on the list's history (never shown to the client). */
export function addListNote(db: Database, actor: AdminActor, id: number, text: string): Promise<AdminWriteResult | { ok: false; reason: "invalid"; errors: Record<string, string> }> {
  const body = text.trim();
  if (!body) return Promise.resolve({ ok: false, reason: "invalid", errors: { body: "Write the note first." } });
  if (body.length > OPTION_LIMITS.note) {
    return Promise.resolve({ ok: false, reason: "invalid", errors: { body: `A note may be at most ${OPTION_LIMITS.note.toLocaleString("en-US")} characters.` } });
  }
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "client-options",
    recordId: id,
    expectedVersion: null,
    apply: async (tx) => {
      await addListEvent(tx, id, actor, "note", body);
    },
  });
}

export type OpenListResult = { ok: true; listId: number; created: boolean } | { ok: false; status: 404 | 409; message: string };

/** The client a list opened from a client, an inquiry, a profile or a transcript is for (made for an account that has none). */
async function clientOf(db: Database, source: OpenListSource, id: number): Promise<{ clientId: number } | { status: 404 | 409; message: string }> {
  if (source === "client") {
    const [client] = await db.select({ id: clients.id, mergedIntoId: clients.mergedIntoId }).from(clients).where(eq(clients.id, id));
    if (!client) return { status: 404, message: "This client does not exist (any more)." };
    return { clientId: client.mergedIntoId ?? client.id };
  }
  if (source === "inquiry") {
    const [inquiry] = await db.select({ clientId: clientInquiries.clientId }).from(clientInquiries).where(eq(clientInquiries.id, id));
    if (!inquiry) return { status: 404, message: "This inquiry does not exist (any more)." };
    return { clientId: inquiry.clientId };
  }
  let userId = id;
  if (source === "chat") {
    const [session] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, id));
    if (!session) return { status: 404, message: "This chat does not exist (any more)." };
    userId = session.userId;
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return { status: 404, message: "This account does not exist (any more)." };
  if (user.isAdmin) return { status: 409, message: "Options lists are for clients, not administrators." };
  return { clientId: await db.transaction((tx) => clientOfAccount(tx, user)) };
}

async function listOfClient(tx: Tx | Database, clientId: number): Promise<number | null> {
  const [row] = await tx.select({ id: clientOptions.id }).from(clientOptions).where(eq(clientOptions.clientId, clientId)).limit(1);
  return row?.id ?? null;
}

/** The client's account, for their list: unless the account has a list of its own from before clients existed. */
async function listAccountOf(tx: Tx, clientId: number): Promise<number | null> {
  const [client] = await tx.select({ userId: clients.userId }).from(clients).where(eq(clients.id, clientId));
  const userId = client?.userId ?? null;
  return userId !== null && (await listOfUser(tx, userId)) === null ? userId : null;
}

/**
 * The client's list, made if they have none (one list per client). The list reaches the client's account when the
 * client has one. Two admins opening it at once get the same list (the unique index decides).
 */
export async function openClientList(db: Database, actor: AdminActor, source: OpenListSource, id: number): Promise<OpenListResult> {
  const found = await clientOf(db, source, id);
  if ("status" in found) return { ok: false, ...found };
  const { clientId } = found;
  const existing = await listOfClient(db, clientId);
  if (existing !== null) return { ok: true, listId: existing, created: false };
  const result = await adminWrite(db, {
    action: "create",
    actor,
    resource: "client-options",
    apply: async (tx) => {
      const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
      if (!client) throw new AdminWriteRefusal("This client does not exist (any more).");
      const [row] = await tx
        .insert(clientOptions)
        .values({ userId: await listAccountOf(tx, clientId), clientName: client.name, clientEmail: client.email, clientId, locatorId: actor.id })
        .returning({ id: clientOptions.id });
      const from = source === "inquiry" ? `inquiry #${id}` : source === "chat" ? `chat #${id}` : source === "client" ? `client #${clientId}` : "the client's profile";
      await addListEvent(tx, row!.id, actor, "created", `Made from ${from}`);
      return row!.id;
    },
  });
  if (result.ok) return { ok: true, listId: result.recordId, created: true };
  if (result.reason === "constraint") {
    const raced = await listOfClient(db, clientId);
    if (raced !== null) return { ok: true, listId: raced, created: false };
  }
  return { ok: false, status: 409, message: result.reason === "refused" ? result.message : "The list could not be made; try again." };
}
