/**
 * The locator's clients (decision 035): every inquiry joins one client, by the rules of
 * core/clients/client-identity.ts, in the transaction that stores it; the client's timeline gets the inquiry; an
 * account that verifies its address gets the client of that address.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CLIENT_STAGE_LABELS, type ClientStage } from "../../core/admin/client-stages.ts";
import { INQUIRY_SOURCE_LABELS } from "../../core/admin/resources/client-inquiries.ts";
import { decideClientJoin, emailKey, type JoinFacts } from "../../core/clients/client-identity.ts";
import type { InquirySource } from "../../core/inquiries/inquiry-schema.ts";
import type { Database } from "../client-types.ts";
import { clientEvents, clientInquiries, clientOptions, clients, invoices, users } from "../schema/index.ts";
import { queueNewLeadEmail } from "./mail/lead-mail.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type ClientEventKind =
  | "inquiry"
  | "note"
  | "stage"
  | "assignment"
  | "follow-up"
  | "reaction"
  | "merge"
  | "split"
  | "linked"
  | "lease"
  | "email"
  | "registration"
  | "verification"
  | "invoice"
  | "rebate";

export interface ClientEventInput {
  clientId: number;
  inquiryId?: number | null;
  /** The administrator who did it; null for the client's own doings. */
  actor: { id: number; username: string } | null;
  /** Who the timeline names when there is no administrator (the client's name or username). */
  actorName?: string;
  kind: ClientEventKind;
  body: string;
  staffOnly?: boolean;
  at?: Date;
}

/** One line on the client's timeline, in the caller's transaction. */
export async function addClientEvent(tx: Database | Tx, event: ClientEventInput): Promise<void> {
  await tx.insert(clientEvents).values({
    clientId: event.clientId,
    inquiryId: event.inquiryId ?? null,
    at: event.at ?? new Date(),
    actorId: event.actor?.id ?? null,
    actorUsername: event.actor?.username ?? event.actorName ?? "client",
    kind: event.kind,
    body: event.body,
    staffOnly: event.staffOnly ?? true,
  });
}

/** Serialises joins of one address (and one account): two inquiries racing cannot make two clients. Always email, then account. */
async function lockIdentity(tx: Tx, key: string, userId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-email:${key}`}))`);
  if (userId !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-user:${userId}`}))`);
}

async function joinFacts(tx: Tx, key: string, userId: number | null): Promise<JoinFacts> {
  const [sessionClient, byInquiry, byClient, owner] = await Promise.all([
    userId === null
      ? Promise.resolve([])
      : tx.select({ id: clients.id }).from(clients).where(and(eq(clients.userId, userId), isNull(clients.mergedIntoId))).limit(1),
    tx
      .select({ clientId: clients.id, userId: clients.userId })
      .from(clientInquiries)
      .innerJoin(clients, eq(clients.id, clientInquiries.clientId))
      .where(and(sql`lower(${clientInquiries.email}) = ${key}`, isNull(clients.mergedIntoId)))
      .orderBy(desc(clientInquiries.createdAt), desc(clientInquiries.id))
      .limit(1),
    tx
      .select({ clientId: clients.id, userId: clients.userId })
      .from(clients)
      .where(and(sql`lower(${clients.email}) = ${key}`, isNull(clients.mergedIntoId)))
      .orderBy(desc(clients.id))
      .limit(1),
    tx
      .select({ userId: users.id, clientId: clients.id })
      .from(users)
      .leftJoin(clients, and(eq(clients.userId, users.id), isNull(clients.mergedIntoId)))
      .where(and(sql`lower(${users.email}) = ${key}`, sql`${users.emailVerifiedAt} is not null`, eq(users.isAdmin, false)))
      .limit(1),
  ]);
  return {
    session: userId === null ? null : { userId, clientId: sessionClient[0]?.id ?? null },
    sameEmail: byInquiry[0] ?? byClient[0] ?? null,
    verifiedOwner: owner[0] ?? null,
  };
}

export interface InquiryValues {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  moveInDate: string | null;
  source: InquirySource;
  apartmentId: number | null;
  userId: number | null;
  chatSessionId: number | null;
}

export interface FiledInquiry {
  inquiryId: number;
  clientId: number;
}

/** Where a new inquiry moves its client's search: a lost client is searching again; a tour booked is Touring. */
function stageAfterInquiry(current: ClientStage, source: InquirySource): ClientStage | null {
  if (source === "tour" && (current === "new" || current === "contacted" || current === "lost")) return "touring";
  if (current === "lost") return "new";
  return null;
}

/**
 * Stores an inquiry on its client (found or made by the join rules) with its line on the client's timeline, and queues
 * the locator's notice of it (queueNewLeadEmail), in the caller's transaction. The account that sent it is attached
 * only as the rules allow. `mail.origin`: PUBLIC_ORIGIN, for the notice's link.
 */
export async function fileInquiry(tx: Tx, values: InquiryValues, now: Date, mail: { origin: string | null }): Promise<FiledInquiry> {
  const key = emailKey(values.email);
  await lockIdentity(tx, key, values.userId);
  const decision = decideClientJoin(await joinFacts(tx, key, values.userId));
  let clientId: number;
  if (decision.kind === "new") {
    const [row] = await tx
      .insert(clients)
      .values({ name: values.name, email: values.email, phone: values.phone, userId: decision.userId, createdAt: now, updatedAt: now, stageChangedAt: now })
      .returning({ id: clients.id });
    clientId = row!.id;
  } else {
    clientId = decision.clientId;
    // The newest details the person gave (the join never changes whose the client is); not from a session that is
    // someone else's, which must not rename the record it wrote into.
    if (!decision.unlinkedSession) {
      await tx
        .update(clients)
        .set({ name: values.name, email: values.email, phone: sql`coalesce(${values.phone}, ${clients.phone})`, updatedAt: now })
        .where(eq(clients.id, clientId));
    }
    if (decision.attachUserId !== null) await attachAccount(tx, clientId, decision.attachUserId);
  }
  const [inquiry] = await tx
    .insert(clientInquiries)
    .values({ ...values, clientId, createdAt: now, updatedAt: now })
    .returning({ id: clientInquiries.id });
  const inquiryId = inquiry!.id;
  const sender = values.userId !== null ? await usernameOf(tx, values.userId) : null;
  const unlinked = decision.unlinkedSession && sender ? ` Sent while signed in as ${sender}; that account is not linked to this client (the address is not one it verified).` : "";
  await addClientEvent(tx, {
    clientId,
    inquiryId,
    actor: null,
    actorName: values.name,
    kind: "inquiry",
    body: `Inquiry #${inquiryId} from ${INQUIRY_SOURCE_LABELS[values.source]}.${unlinked}`,
    at: now,
  });
  if (decision.kind === "existing" && decision.attachUserId !== null) {
    const username = await usernameOf(tx, decision.attachUserId);
    await addClientEvent(tx, { clientId, actor: null, actorName: values.name, kind: "linked", body: `Account ${username} linked (it verified ${values.email})`, at: now });
  }
  if (decision.kind === "existing") {
    const [client] = await tx.select({ status: clients.status }).from(clients).where(eq(clients.id, clientId));
    const next = stageAfterInquiry(client!.status as ClientStage, values.source);
    if (next) await setStageByRenter(tx, clientId, client!.status as ClientStage, next, values.name, now);
  } else if (values.source === "tour") {
    await setStageByRenter(tx, clientId, "new", "touring", values.name, now);
  }
  await queueNewLeadEmail(tx, { clientId, inquiryId, origin: mail.origin });
  return { inquiryId, clientId };
}

async function setStageByRenter(tx: Tx, clientId: number, from: ClientStage, to: ClientStage, actorName: string, now: Date) {
  await tx.update(clients).set({ status: to, lostReason: null, stageChangedAt: now }).where(eq(clients.id, clientId));
  await addClientEvent(tx, { clientId, actor: null, actorName, kind: "stage", body: `${CLIENT_STAGE_LABELS[from]} → ${CLIENT_STAGE_LABELS[to]} (${to === "touring" ? "a tour booked" : "a new inquiry"})`, at: now });
}

/** An account attached to a client reaches the client's options list too (the list is read and reacted to through it). */
async function attachAccount(tx: Tx, clientId: number, userId: number) {
  await tx.update(clients).set({ userId, updatedAt: sql`now()` }).where(eq(clients.id, clientId));
  await tx
    .update(clientOptions)
    .set({ userId })
    .where(and(eq(clientOptions.clientId, clientId), isNull(clientOptions.userId), sql`not exists (select 1 from ${clientOptions} o where o.user_id = ${userId})`));
}

async function usernameOf(tx: Tx, userId: number): Promise<string> {
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? `account #${userId}`;
}

/** The client an account is attached to (not a merged-away one); null if none. */
export async function clientOfUser(db: Database | Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.userId, userId), isNull(clients.mergedIntoId))).limit(1);
  return row?.id ?? null;
}

/**
 * After an account verified its address: the client of that address, if it has no account and this account has no
 * client, is attached to it (the address is now the account's proof). Otherwise nothing changes; the locator sees
 * the match on the client's page.
 */
export async function attachVerifiedAccount(tx: Tx, account: { id: number; username: string; email: string }): Promise<number | null> {
  const key = emailKey(account.email);
  await lockIdentity(tx, key, account.id);
  if ((await clientOfUser(tx, account.id)) !== null) return null;
  const facts = await joinFacts(tx, key, null);
  if (!facts.sameEmail || facts.sameEmail.userId !== null) return null;
  const clientId = facts.sameEmail.clientId;
  await attachAccount(tx, clientId, account.id);
  await addClientEvent(tx, { clientId, actor: null, actorName: account.username, kind: "linked", body: `Account ${account.username} linked (it verified ${account.email})` });
  return clientId;
}

/**
 * The client of an account the locator chose (a profile, a chat transcript): the account's client, or a new one made
 * of the account (the account is the person, so attaching it proves nothing it should not).
 */
export async function clientOfAccount(tx: Tx, account: { id: number; username: string; displayName: string | null; email: string }): Promise<number> {
  await lockIdentity(tx, emailKey(account.email), account.id);
  const existing = await clientOfUser(tx, account.id);
  if (existing !== null) return existing;
  const [row] = await tx
    .insert(clients)
    .values({ name: (account.displayName ?? account.username).slice(0, 200), email: account.email, userId: account.id })
    .returning({ id: clients.id });
  return row!.id;
}

/**
 * The client of an address the locator typed (a new options list): the client of that address, else a new one,
 * attached to the account that verified the address if that account has no client yet.
 */
export async function clientOfAddress(tx: Tx, person: { name: string; email: string }): Promise<number> {
  const key = emailKey(person.email);
  await lockIdentity(tx, key, null);
  const facts = await joinFacts(tx, key, null);
  if (facts.verifiedOwner?.clientId != null) return facts.verifiedOwner.clientId;
  if (facts.sameEmail) return facts.sameEmail.clientId;
  const [row] = await tx
    .insert(clients)
    .values({ name: person.name.slice(0, 200), email: person.email.trim(), userId: facts.verifiedOwner?.userId ?? null })
    .returning({ id: clients.id });
  return row!.id;
}

/**
 * The locator's word that an account is this client's (an unverified address, a phone number they recognise):
 * attaches it, with its options list. Refused when the client has another account or the account another client
 * (merge the two clients instead).
 */
export async function confirmClientAccount(
  tx: Tx,
  clientId: number,
  user: { id: number; username: string },
  actor: { id: number; username: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const [client] = await tx.select({ userId: clients.userId, mergedIntoId: clients.mergedIntoId }).from(clients).where(eq(clients.id, clientId));
  if (!client || client.mergedIntoId !== null) return { ok: false, message: "This client does not exist (any more)." };
  if (client.userId === user.id) return { ok: true };
  if (client.userId !== null) return { ok: false, message: "The client is linked to another account already." };
  const other = await clientOfUser(tx, user.id);
  if (other !== null) return { ok: false, message: `${user.username} is already client #${other}: merge the two clients instead.` };
  await attachAccount(tx, clientId, user.id);
  await addClientEvent(tx, { clientId, actor, kind: "linked", body: `Account ${user.username} linked by ${actor.username}` });
  return { ok: true };
}

/**
 * Part of deleting an account: the client attached to it and, when the account verified its address, the clients of
 * that address. A client with leases is anonymised (the leases and, later, their money are the company's records):
 * its name, address, phone, inquiries and timeline go, its leases stay. Any other client is deleted with all it holds.
 */
export async function forgetClientsOf(tx: Tx | Database, account: { id: number; email: string | null }): Promise<void> {
  const key = account.email ? emailKey(account.email) : null;
  const owned = await tx
    // Spelled with the table's name: drizzle leaves a lone table's columns unqualified, and inside the subquery "id" would be the lease's.
    .select({ id: clients.id, leases: sql<number>`(select count(*)::int from leases l where l.client_id = "clients"."id")` })
    .from(clients)
    .where(
      sql`${clients.userId} = ${account.id} or (${key}::text is not null and (lower(${clients.email}) = ${key} or exists (select 1 from ${clientInquiries} i where i.client_id = "clients"."id" and lower(i.email) = ${key})))`,
    );
  for (const client of owned) {
    if (client.leases === 0) {
      await tx.delete(clients).where(eq(clients.id, client.id));
      continue;
    }
    await tx.delete(clientInquiries).where(eq(clientInquiries.clientId, client.id));
    await tx.delete(clientEvents).where(eq(clientEvents.clientId, client.id));
    await tx.update(clients).set({ name: "Deleted client", email: null, phone: null, userId: null, updatedAt: sql`now()` }).where(eq(clients.id, client.id));
    // Invoices keep their amounts (the company's financial records), not the person's name.
    await tx.update(invoices).set({ residentName: "Deleted client", updatedAt: sql`now()` }).where(eq(invoices.clientId, client.id));
    await addClientEvent(tx, { clientId: client.id, actor: null, actorName: "site", kind: "linked", body: "The client deleted their account: their details are gone, the leases are kept." });
  }
}
