/**
 * The apartment manager's store (/admin/apartment-manager/{id}): the locator's
 * view of one client's options list (the list, the client's account, the
 * communities on it in order with their floor plans, the locator's words and
 * the client's reactions) and the writes that build it: one submit of the
 * page's form saves what was typed on every card and then adds, removes, moves
 * or shares, in one write.
 *
 * Every write goes through adminWrite on the list ("client-options", the list's
 * id, the version the page was opened at): each change bumps the list's version
 * and is audited (its items are part of the audited record), and a page opened
 * before another admin's change gets a conflict instead of writing over it.
 * What the locator must hear about is refused with AdminWriteRefusal, naming the
 * field it concerns.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { OPTION_LIMITS, optionListState, type OptionListState, type OptionReaction, isOptionReaction } from "../../../core/admin/client-options.ts";
import { itemInputName, shownItemValue } from "../../../core/admin/option-form-names.ts";
import { defaultItemSpecial, plansThatFit, type OptionAction, type OptionItemChange } from "../../../core/admin/option-items.ts";
import { specialOf } from "../../../core/catalogue/specials.ts";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { describeShare, shareAddress, shareBlocker } from "../../../core/admin/option-share.ts";
import { SITE_NAME } from "../../../core/reference/site.ts";
import type { Database } from "../../client-types.ts";
import { apartments, clientOptionApartments, clientOptionEvents, clientOptions, clients, floorPlans, neighborhoods, preferences, users } from "../../schema/index.ts";
import type { FloorPlanRow } from "../apartments.ts";
import { listedApartments } from "../catalog.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteFailure, type AdminWriteResult } from "./admin-write.ts";
import type { Tx } from "./audited-tables.ts";
import { floorPlanColumns, floorPlanOrder } from "../floor-plan-columns.ts";
import { listShareAddress, queueListSharedEmail, type ListMailEnv } from "../mail/list-mail.ts";

/** A plan of an item's community, to tick for the client. */
export type ManagerPlan = Omit<FloorPlanRow, "availableFrom">;

export interface ManagerItem {
  apartmentId: number;
  title: string;
  slug: string;
  neighborhood: string;
  /** False once the community was hidden from the public site: the client cannot open its page. */
  listed: boolean;
  position: number;
  note: string | null;
  special: string | null;
  rebate: number | null;
  planIds: number[];
  plans: ManagerPlan[];
  addedAt: string;
  reaction: { kind: OptionReaction; reason: string | null; at: string | null } | null;
  tour: { wish: string; at: string | null } | null;
}

export interface ManagerList {
  id: number;
  version: number;
  clientName: string;
  clientEmail: string | null;
  /** Where a share e-mails the list (its client e-mail, else its client's), or null (decision 038). */
  shareEmail: string | null;
  account: { id: number; username: string } | null;
  clientId: number | null;
  state: OptionListState;
  sharedAt: string | null;
  viewedAt: string | null;
  respondedAt: string | null;
  items: ManagerItem[];
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The manager's view of list `id`, or null when there is no such list. */
export async function readOptionList(db: Database | Tx, id: number): Promise<ManagerList | null> {
  const [row] = await db
    .select({ list: clientOptions, account: { id: users.id, username: users.username }, clientEmail: clients.email })
    .from(clientOptions)
    .leftJoin(users, eq(users.id, clientOptions.userId))
    .leftJoin(clients, eq(clients.id, clientOptions.clientId))
    .where(eq(clientOptions.id, id));
  if (!row) return null;
  const { list } = row;
  const items = await db
    .select({
      item: clientOptionApartments,
      title: apartments.title,
      slug: apartments.slug,
      published: apartments.published,
      neighborhood: neighborhoods.name,
    })
    .from(clientOptionApartments)
    .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(eq(clientOptionApartments.clientOptionId, id))
    .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.apartmentId));
  const ids = items.map((i) => i.item.apartmentId);
  const plans = ids.length
    ? await db
        .select({ ...floorPlanColumns, apartmentId: floorPlans.apartmentId })
        .from(floorPlans)
        .where(inArray(floorPlans.apartmentId, ids))
        .orderBy(...floorPlanOrder)
    : [];
  return {
    id: list.id,
    version: list.version,
    clientName: list.clientName,
    clientEmail: list.clientEmail,
    shareEmail: shareAddress({ listEmail: list.clientEmail, clientEmail: row.clientEmail }),
    account: row.account?.id != null ? { id: row.account.id, username: row.account.username } : null,
    clientId: list.clientId,
    state: optionListState(list),
    sharedAt: iso(list.sharedAt),
    viewedAt: iso(list.viewedAt),
    respondedAt: iso(list.respondedAt),
    items: items.map(({ item, title, slug, published, neighborhood }) => ({
      apartmentId: item.apartmentId,
      title,
      slug,
      neighborhood,
      listed: published,
      position: item.position,
      note: item.note,
      special: item.special,
      rebate: item.rebate,
      planIds: item.planIds,
      plans: plans.filter((p) => p.apartmentId === item.apartmentId).map(({ apartmentId: _, ...plan }) => plan),
      addedAt: item.addedAt.toISOString(),
      reaction: isOptionReaction(item.reaction) ? { kind: item.reaction, reason: item.reactionReason, at: iso(item.reactedAt) } : null,
      tour: item.tourWish ? { wish: item.tourWish, at: iso(item.tourRequestedAt) } : null,
    })),
  };
}

/** The list's item rows in order, locked by the list's own row lock (adminWrite holds it). */
async function itemOrder(tx: Tx, listId: number): Promise<number[]> {
  const rows = await tx
    .select({ apartmentId: clientOptionApartments.apartmentId })
    .from(clientOptionApartments)
    .where(eq(clientOptionApartments.clientOptionId, listId))
    .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.apartmentId));
  return rows.map((r) => r.apartmentId);
}

/** Writes positions 0..n-1 in the given order (dense, whatever they were). */
async function writeOrder(tx: Tx, listId: number, order: readonly number[]): Promise<void> {
  for (const [position, apartmentId] of order.entries()) {
    await tx
      .update(clientOptionApartments)
      .set({ position })
      .where(and(eq(clientOptionApartments.clientOptionId, listId), eq(clientOptionApartments.apartmentId, apartmentId), sql`${clientOptionApartments.position} <> ${position}`));
  }
}

const NOT_ON_LIST = "This community is not on the list (any more); reload the page.";

function requireOnList(order: readonly number[], apartmentId: number): number {
  const at = order.indexOf(apartmentId);
  if (at < 0) throw new AdminWriteRefusal(NOT_ON_LIST, "apartmentId");
  return at;
}

/** What adminWrite hands `apply`: the list's row as read, locked. */
type ListRow = { userId: number | null; sharedAt: Date | null };

/**
 * Writes the cards' typed changes (core/admin/option-items.ts OptionItemChange):
 * each field given over what is stored, a row written only when it differs.
 * Returns the titles of the communities written, in list order. A card being
 * removed is skipped; a plan of another community is refused beside the card's plans.
 */
async function writeItemChanges(tx: Tx, listId: number, changes: readonly OptionItemChange[], removing: number | null): Promise<string[]> {
  if (changes.length === 0) return [];
  const rows = await tx
    .select({
      apartmentId: clientOptionApartments.apartmentId,
      title: apartments.title,
      note: clientOptionApartments.note,
      special: clientOptionApartments.special,
      rebate: clientOptionApartments.rebate,
      planIds: clientOptionApartments.planIds,
    })
    .from(clientOptionApartments)
    .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
    .where(eq(clientOptionApartments.clientOptionId, listId))
    .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.apartmentId));
  if (changes.some((edit) => !rows.some((row) => row.apartmentId === edit.apartmentId))) throw new AdminWriteRefusal(NOT_ON_LIST, "apartmentId");
  const saved: string[] = [];
  for (const row of rows) {
    const edit = changes.find((c) => c.apartmentId === row.apartmentId);
    if (!edit || row.apartmentId === removing) continue;
    const next = {
      note: edit.note === undefined ? row.note : edit.note,
      special: edit.special === undefined ? row.special : edit.special,
      rebate: edit.rebate === undefined ? row.rebate : edit.rebate,
      planIds: edit.planIds ?? row.planIds,
    };
    if (shownItemValue(next) === shownItemValue(row)) continue;
    if (edit.planIds?.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(floorPlans)
        .where(and(eq(floorPlans.apartmentId, row.apartmentId), inArray(floorPlans.id, edit.planIds)));
      if ((found?.n ?? 0) !== edit.planIds.length) throw new AdminWriteRefusal("Choose the floor plans from this community's list.", itemInputName(row.apartmentId, "planIds"));
    }
    await tx
      .update(clientOptionApartments)
      .set(next)
      .where(and(eq(clientOptionApartments.clientOptionId, listId), eq(clientOptionApartments.apartmentId, row.apartmentId)));
    saved.push(row.title);
  }
  return saved;
}

/**
 * Adds a publicly listed community at the end of the list, with the plans that
 * fit the client's saved bedrooms and budget chosen, and as its special the
 * community's move-in special running `today` (Houston), which the locator may
 * then change or clear.
 */
async function addItem(tx: Tx, listId: number, current: ListRow, apartmentId: number, today: string): Promise<void> {
  const [community] = await tx
    .select({
      id: apartments.id,
      title: apartments.title,
      specialText: apartments.specialText,
      specialAmount: apartments.specialAmount,
      specialMonthsFree: apartments.specialMonthsFree,
      specialStartsOn: apartments.specialStartsOn,
      specialEndsOn: apartments.specialEndsOn,
    })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), listedApartments()));
  if (!community) throw new AdminWriteRefusal("That community does not exist or is hidden from the public site.", "apartmentId");
  const order = await itemOrder(tx, listId);
  if (order.includes(apartmentId)) throw new AdminWriteRefusal(`${community.title} is already on the list.`, "apartmentId");
  if (order.length >= OPTION_LIMITS.items) {
    throw new AdminWriteRefusal(`A list holds at most ${OPTION_LIMITS.items} communities: remove one before adding another.`, "apartmentId");
  }
  // One query at a time: a transaction is one connection.
  const plans = await tx.select({ id: floorPlans.id, beds: floorPlans.beds, rent: floorPlans.rent }).from(floorPlans).where(eq(floorPlans.apartmentId, apartmentId)).orderBy(asc(floorPlans.id));
  const [saved] = current.userId === null ? [] : await tx.select({ bedrooms: preferences.bedrooms, maxBudget: preferences.maxBudget }).from(preferences).where(eq(preferences.userId, current.userId));
  const profile = saved ?? { bedrooms: null, maxBudget: null };
  await writeOrder(tx, listId, order);
  await tx.insert(clientOptionApartments).values({
    clientOptionId: listId,
    apartmentId,
    position: order.length,
    planIds: plansThatFit(plans, profile),
    special: defaultItemSpecial(specialOf(community), today),
  });
}

async function removeItem(tx: Tx, listId: number, apartmentId: number): Promise<void> {
  const order = await itemOrder(tx, listId);
  requireOnList(order, apartmentId);
  await tx.delete(clientOptionApartments).where(and(eq(clientOptionApartments.clientOptionId, listId), eq(clientOptionApartments.apartmentId, apartmentId)));
  await writeOrder(
    tx,
    listId,
    order.filter((id) => id !== apartmentId),
  );
}

/** Swaps the item with its neighbour above ("up") or below ("down"); the first cannot go up, the last cannot go down. */
async function moveItem(tx: Tx, listId: number, apartmentId: number, direction: "up" | "down"): Promise<void> {
  const order = await itemOrder(tx, listId);
  const at = requireOnList(order, apartmentId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) {
    throw new AdminWriteRefusal(direction === "up" ? "It is already first on the list." : "It is already last on the list.", "apartmentId");
  }
  [order[at], order[to]] = [order[to]!, order[at]!];
  await writeOrder(tx, listId, order);
}

/**
 * Shares the list with its client: what is on it now becomes what they see,
 * with a 'shared' event in the list's history. Needs an account or an address
 * to send it to, and at least one community. With an address, the e-mail with
 * a new private link is queued in the same transaction (decision 038); an
 * account is told in the app.
 */
async function shareList(tx: Tx, actor: AdminActor, listId: number, current: ListRow, env: ListMailEnv): Promise<void> {
  const order = await itemOrder(tx, listId);
  const address = await listShareAddress(tx, listId);
  const blocker = shareBlocker({ userId: current.userId, email: address, itemCount: order.length });
  if (blocker) throw new AdminWriteRefusal(blocker, "share");
  // The database's clock, as the items' added_at: what was added before the share is what it shows.
  await tx.update(clientOptions).set({ sharedAt: sql`now()` }).where(eq(clientOptions.id, listId));
  const sent = await queueListSharedEmail(tx, { listId, sharedBy: actor.id, count: order.length, update: current.sharedAt !== null, env, now: new Date() });
  await tx.insert(clientOptionEvents).values({
    clientOptionId: listId,
    actorId: actor.id,
    actorUsername: actor.username,
    kind: "shared",
    body: describeShare(order.length, current.sharedAt !== null, sent?.address ?? null),
  });
}

/** Without the server's settings (tests, scripts): the share e-mail's link is a bare path, the company the site's name. */
const NO_LIST_MAIL_ENV: ListMailEnv = { origin: null, company: SITE_NAME };

/** One submit of the manager's form: the cards' typed changes, then what the pressed button asks for. */
export interface OptionSubmit {
  action: OptionAction;
  changes: readonly OptionItemChange[];
  /** Houston's calendar day (YYYY-MM-DD) an added community's special is judged on; default: now's. */
  today?: string;
}

/** adminWrite's result; on success also the titles of the communities whose typed changes were written. */
export type OptionWriteResult = (Extract<AdminWriteResult, { ok: true }> & { saved: string[] }) | AdminWriteFailure;

/**
 * Applies one submit of the manager's form in one audited write on the list:
 * every card's typed changes first, then the action (a share sends what was
 * just saved), so whichever button was pressed nothing typed is lost, and a
 * refusal of either rolls back both. A Save that changes nothing writes
 * nothing (no new version, no audit entry).
 */
export async function submitOptionForm(
  db: Database,
  actor: AdminActor,
  listId: number,
  expectedVersion: number,
  submit: OptionSubmit,
  env: ListMailEnv = NO_LIST_MAIL_ENV,
): Promise<OptionWriteResult> {
  const { action } = submit;
  let saved: string[] = [];
  const result = await adminWrite(db, {
    action: "update",
    actor,
    resource: "client-options",
    recordId: listId,
    expectedVersion,
    apply: async (tx, current) => {
      saved = await writeItemChanges(tx, listId, submit.changes, action.intent === "remove" ? action.apartmentId : null);
      switch (action.intent) {
        case "save":
          return;
        case "add":
          return addItem(tx, listId, current, action.apartmentId, submit.today ?? houstonCalendarDate(new Date()));
        case "remove":
          return removeItem(tx, listId, action.apartmentId);
        case "up":
        case "down":
          return moveItem(tx, listId, action.apartmentId, action.intent);
        case "share":
          return shareList(tx, actor, listId, current, env);
      }
    },
  });
  return result.ok ? { ...result, saved } : result;
}

// One action alone, nothing typed with it.

export function addOptionItem(db: Database, actor: AdminActor, listId: number, expectedVersion: number, apartmentId: number, options: { today?: string } = {}): Promise<OptionWriteResult> {
  return submitOptionForm(db, actor, listId, expectedVersion, { action: { intent: "add", apartmentId }, changes: [], today: options.today });
}

/** The locator's words on one item: note, plans (the community's own), special, rebate. */
export function updateOptionItem(db: Database, actor: AdminActor, listId: number, expectedVersion: number, edit: OptionItemChange): Promise<OptionWriteResult> {
  return submitOptionForm(db, actor, listId, expectedVersion, { action: { intent: "save" }, changes: [edit] });
}

export function removeOptionItem(db: Database, actor: AdminActor, listId: number, expectedVersion: number, apartmentId: number): Promise<OptionWriteResult> {
  return submitOptionForm(db, actor, listId, expectedVersion, { action: { intent: "remove", apartmentId }, changes: [] });
}

export function moveOptionItem(db: Database, actor: AdminActor, listId: number, expectedVersion: number, apartmentId: number, direction: "up" | "down"): Promise<OptionWriteResult> {
  return submitOptionForm(db, actor, listId, expectedVersion, { action: { intent: direction, apartmentId }, changes: [] });
}

export function shareOptionList(db: Database, actor: AdminActor, listId: number, expectedVersion: number, env: ListMailEnv = NO_LIST_MAIL_ENV): Promise<OptionWriteResult> {
  return submitOptionForm(db, actor, listId, expectedVersion, { action: { intent: "share" }, changes: [] }, env);
}
