/**
 * The client's side of an options list (/clients/{id}, and /shared-list?key=… for whoever holds its private link,
 * decision 038): reading the list as its client (or an administrator) sees it, recording that the client opened it,
 * the client's reactions (interested, not for me, a tour wish), and the "your list was shared" notice of the header
 * and the account page.
 *
 * Who may see a list is decided here, once: its own account, whoever holds its private link (the route found the
 * list by the link: the holder is the client) and administrators. Anyone else gets null, exactly as for a list that
 * does not exist, so a signed-in stranger cannot tell the two apart.
 */
import { rebatesOfClient } from "./rebates.ts";
import type { RebateStatus } from "../../core/money/rebate-status.ts";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describeReaction, isItemShared, optionListState, type OptionReaction } from "../../core/admin/client-options.ts";
import { linkHolderName } from "../../core/admin/list-link.ts";
import { itemSpecialShown } from "../../core/admin/option-items.ts";
import { specialOf } from "../../core/catalogue/specials.ts";
import { scoreCommunity, explainExclusion } from "../../core/matching/score-community.ts";
import type { MatchCommunity, MatchReference } from "../../core/matching/types.ts";
import type { PhotoRef } from "../../core/photos/urls.ts";
import { monthlyCostOfCheapestPlan, type MonthlyCostLine } from "../../core/pricing/monthly-cost.ts";
import { parkingFromJson } from "../../core/reference/parking.ts";
import type { Database } from "../client-types.ts";
import {
  apartmentAmenities,
  apartments,
  clientEvents,
  clientOptionApartments,
  clientOptionEvents,
  clientOptions,
  floorPlans,
  neighborhoods,
  users,
} from "../schema/index.ts";
import { listedApartments } from "./catalog.ts";
import { listCoverPhotos } from "./photos.ts";
import { getPreferences } from "./preferences.ts";
import { floorPlanColumns, floorPlanOrder } from "./floor-plan-columns.ts";
import { petPolicyColumns, petPolicyOf } from "./pet-policy-columns.ts";
import { addClientEvent, clientOfUser } from "./clients.ts";

/** Who is asking: the session's user. */
export interface OptionsViewer {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** Whoever opened the list with its private link (the route found the list by it): the client, signed in or not. */
export interface LinkHolder {
  link: true;
}

/** Who reads or answers a list: the session's user, or the holder of its private link. */
export type ListReader = OptionsViewer | LinkHolder;

export const LINK_HOLDER: LinkHolder = { link: true };

const holdsLink = (reader: ListReader): reader is LinkHolder => "link" in reader;

/** The locator a client's page names: their display name (else username) and e-mail. */
export interface ListLocator {
  name: string;
  email: string;
  /** Null when the locator gave none (their profile's "Phone (locators)"). */
  phone: string | null;
}

export interface OptionPlan {
  id: number;
  name: string;
  beds: number;
  baths: number;
  sqft: number;
  rent: number;
  /** Rent plus the mandatory monthly fees (core/pricing). */
  monthlyTotal: number;
  unitsAvailable: number;
  availableFrom: string;
}

export interface OptionMatch {
  /** Null when one of the client's hard limits leaves the community out (the concern says which). */
  percentage: number | null;
  strengths: string[];
  concerns: string[];
}

export interface OptionItem {
  apartmentId: number;
  title: string;
  slug: string;
  neighborhoodName: string;
  streetAddress: string;
  imageUrl: string;
  photo: PhotoRef | null;
  plans: OptionPlan[];
  /** The mandatory monthly fees the totals include (core/pricing), for the card to say so. */
  monthlyFees: MonthlyCostLine[];
  note: string | null;
  special: string | null;
  rebate: number | null;
  reaction: OptionReaction | null;
  reactionReason: string | null;
  tourWish: string | null;
  /** Null when the client has no saved preferences to match against. */
  match: OptionMatch | null;
}

export interface ClientOptionListView {
  id: number;
  clientName: string;
  /** The list's own account or its link's holder: false when an administrator is looking. */
  viewerIsClient: boolean;
  /** The list reaches an account (the client can see it signed in). */
  hasAccount: boolean;
  /** The locator who prepared it, or null (the page says "your locator"). */
  locator: ListLocator | null;
  message: string | null;
  /** The notes on the client's timeline the locator marked as theirs to see (never staff-only ones), oldest first. */
  notes: { id: number; at: string; body: string }[];
  /** The client's rebates: what they were promised, on what conditions, and where it stands. */
  rebates: { id: number; amountCents: number; conditions: string; status: RebateStatus; clientConsentAt: string | null; paidOn: string | null }[];
  sharedAt: string | null;
  /** When what the client sees last changed: the last share or a later edit. */
  changedAt: string;
  /** The items the client sees (added at or before the last share; none in a draft), or, in a preview, all of them. */
  items: OptionItem[];
  /** An administrator looking at a draft: every item is shown, though the client sees none yet. */
  preview: boolean;
  /** Items added since the last share, waiting for the next one (administrators only; 0 for the client). */
  unsharedCount: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The list behind /clients/{id} (or its private link) when `viewer` may see it (its client or an administrator), else null. */
export async function readClientOptionList(
  db: Database,
  options: { listId: number; viewer: ListReader; reference: Omit<MatchReference, "today">; today: string },
): Promise<ClientOptionListView | null> {
  const locator = alias(users, "locator");
  const [list] = await db
    .select({
      id: clientOptions.id,
      userId: clientOptions.userId,
      clientName: clientOptions.clientName,
      message: clientOptions.message,
      clientId: clientOptions.clientId,
      sharedAt: clientOptions.sharedAt,
      updatedAt: clientOptions.updatedAt,
      locatorUsername: locator.username,
      locatorDisplayName: locator.displayName,
      locatorEmail: locator.email,
      locatorPhone: locator.phone,
    })
    .from(clientOptions)
    .leftJoin(locator, eq(locator.id, clientOptions.locatorId))
    .where(eq(clientOptions.id, options.listId))
    .limit(1);
  if (!list) return null;
  const { viewer } = options;
  const viewerIsClient = holdsLink(viewer) || (list.userId !== null && list.userId === viewer.id);
  if (!viewerIsClient && !(!holdsLink(viewer) && viewer.isAdmin)) return null;

  const rows = await db
    .select({
      apartmentId: clientOptionApartments.apartmentId,
      addedAt: clientOptionApartments.addedAt,
      note: clientOptionApartments.note,
      planIds: clientOptionApartments.planIds,
      special: clientOptionApartments.special,
      rebate: clientOptionApartments.rebate,
      reaction: clientOptionApartments.reaction,
      reactionReason: clientOptionApartments.reactionReason,
      tourWish: clientOptionApartments.tourWish,
      title: apartments.title,
      slug: apartments.slug,
      streetAddress: apartments.streetAddress,
      imageUrl: apartments.imageUrl,
      neighborhoodId: apartments.neighborhoodId,
      neighborhoodName: neighborhoods.name,
      latitude: apartments.latitude,
      longitude: apartments.longitude,
      locationApproximate: apartments.locationApproximate,
      petsAllowed: apartments.petsAllowed,
      ...petPolicyColumns,
      parkingFee: apartments.parkingFee,
      parkingOptions: apartments.parkingOptions,
      applicationFee: apartments.applicationFee,
      adminFee: apartments.adminFee,
      leaseTerms: apartments.leaseTerms,
      specialText: apartments.specialText,
      specialAmount: apartments.specialAmount,
      specialMonthsFree: apartments.specialMonthsFree,
      specialStartsOn: apartments.specialStartsOn,
      specialEndsOn: apartments.specialEndsOn,
      verifiedAt: apartments.verifiedAt,
      yearBuilt: apartments.yearBuilt,
    })
    .from(clientOptionApartments)
    .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    // A community taken off the site since it was added is left out, as everywhere else.
    .where(and(eq(clientOptionApartments.clientOptionId, list.id), listedApartments()))
    .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.addedAt), asc(clientOptionApartments.apartmentId));
  // An administrator looking at a draft sees it whole, as a preview of what a share will show.
  const preview = !viewerIsClient && list.sharedAt === null;
  const shared = preview ? rows : rows.filter((row) => isItemShared(row.addedAt, list.sharedAt));
  const ids = shared.map((row) => row.apartmentId);

  const [plans, amenityRows, covers, preferences] = await Promise.all([
    ids.length
      ? db
          .select({ ...floorPlanColumns, apartmentId: floorPlans.apartmentId })
          .from(floorPlans)
          .where(inArray(floorPlans.apartmentId, ids))
          .orderBy(...floorPlanOrder)
      : [],
    ids.length
      ? db
          .select({ apartmentId: apartmentAmenities.apartmentId, amenityId: apartmentAmenities.amenityId })
          .from(apartmentAmenities)
          .where(inArray(apartmentAmenities.apartmentId, ids))
      : [],
    listCoverPhotos(db, "apartment", ids),
    list.userId !== null && ids.length ? getPreferences(db, { userId: list.userId }) : null,
  ]);
  const profile = preferences?.saved ? preferences.profile : null;
  const reference: MatchReference = { ...options.reference, today: options.today };

  const items: OptionItem[] = shared.map((row) => {
    const own = plans.filter((plan) => plan.apartmentId === row.apartmentId);
    const fees = { applicationFee: row.applicationFee, adminFee: row.adminFee, petRent: row.petRent, parkingFee: row.parkingFee };
    const withTotals = (chosen: typeof own): OptionPlan[] =>
      chosen.map(({ apartmentId: _apartmentId, ...plan }) => ({
        ...plan,
        monthlyTotal: monthlyCostOfCheapestPlan([plan], fees, { petsAllowed: row.petsAllowed })?.total ?? plan.rent,
      }));
    const shown = plansToShow(own, row.planIds, profile?.bedrooms ?? null);
    const community: MatchCommunity = {
      id: row.apartmentId,
      slug: row.slug,
      title: row.title,
      neighborhoodId: row.neighborhoodId,
      latitude: row.latitude,
      longitude: row.longitude,
      locationApproximate: row.locationApproximate,
      petsAllowed: row.petsAllowed,
      petRent: row.petRent,
      petPolicy: petPolicyOf(row),
      parking: parkingFromJson(row.parkingOptions),
      parkingFee: row.parkingFee,
      leaseTerms: row.leaseTerms,
      special: specialOf(row),
      verifiedAt: iso(row.verifiedAt),
      yearBuilt: row.yearBuilt,
      amenityIds: amenityRows.filter((a) => a.apartmentId === row.apartmentId).map((a) => a.amenityId),
      // Scored on the plans the client is shown, so the reasons talk about those.
      floorPlans: shown.map((plan) => ({ ...plan, baths: Number(plan.baths) })),
    };
    return {
      apartmentId: row.apartmentId,
      title: row.title,
      slug: row.slug,
      neighborhoodName: row.neighborhoodName,
      streetAddress: row.streetAddress,
      imageUrl: row.imageUrl,
      photo: covers.get(row.apartmentId) ?? null,
      plans: withTotals(shown),
      monthlyFees: monthlyCostOfCheapestPlan(own, fees, { petsAllowed: row.petsAllowed })?.mandatoryMonthly ?? [],
      note: row.note,
      // A special copied from the community's own leaves the list when that special ends.
      special: itemSpecialShown(row.special, specialOf(row), options.today),
      rebate: row.rebate,
      reaction: row.reaction === "interested" || row.reaction === "not-for-me" ? row.reaction : null,
      reactionReason: row.reactionReason,
      tourWish: row.tourWish,
      match: profile ? matchFor(profile, community, reference) : null,
    };
  });

  const notes =
    list.clientId !== null && (list.sharedAt !== null || !viewerIsClient)
      ? await db
          .select({ id: clientEvents.id, at: clientEvents.at, body: clientEvents.body })
          .from(clientEvents)
          .where(and(eq(clientEvents.clientId, list.clientId), eq(clientEvents.kind, "note"), eq(clientEvents.staffOnly, false)))
          .orderBy(asc(clientEvents.at), asc(clientEvents.id))
          .limit(20)
      : [];
  // The client's rebate as they were promised it (decision 037): amount, conditions, status, their consent's date.
  const rebateRows = list.clientId !== null ? await rebatesOfClient(db, list.clientId) : [];
  const changed = [list.updatedAt, list.sharedAt].filter((d): d is Date => d !== null).map((d) => new Date(d).getTime());
  return {
    id: list.id,
    clientName: list.clientName,
    viewerIsClient,
    hasAccount: list.userId !== null,
    locator: list.locatorUsername !== null ? { name: locatorName(list.locatorDisplayName, list.locatorUsername), email: list.locatorEmail ?? "", phone: list.locatorPhone ?? null } : null,
    message: list.message,
    notes: notes.map((note) => ({ id: note.id, at: iso(note.at), body: note.body })),
    rebates: rebateRows.map((rebate) => ({
      id: rebate.id,
      amountCents: rebate.amountCents,
      conditions: rebate.conditions,
      status: rebate.status,
      clientConsentAt: rebate.clientConsentAt,
      paidOn: rebate.paidOn,
    })),
    sharedAt: list.sharedAt ? iso(list.sharedAt) : null,
    changedAt: new Date(Math.max(...changed)).toISOString(),
    items,
    preview,
    unsharedCount: viewerIsClient ? 0 : rows.length - shared.length,
  };
}

/** How the client's side names a locator: their display name, else their username. */
function locatorName(displayName: string | null, username: string): string {
  return displayName?.trim() || username;
}

/**
 * The plans to show: the locator's pick; without one, the community's plans
 * with the client's saved bedroom count (if it has any); else all of them.
 */
function plansToShow<P extends { id: number; beds: number }>(plans: P[], planIds: readonly number[], bedrooms: number | null): P[] {
  if (planIds.length > 0) return plans.filter((plan) => planIds.includes(plan.id));
  const sameBeds = bedrooms === null ? [] : plans.filter((plan) => plan.beds === bedrooms);
  return sameBeds.length > 0 ? sameBeds : plans;
}

function matchFor(profile: Parameters<typeof scoreCommunity>[0], community: MatchCommunity, reference: MatchReference): OptionMatch {
  const result = scoreCommunity(profile, community, reference);
  if (result) return { percentage: result.matchPercentage, strengths: result.keyStrengths.slice(0, 3), concerns: result.potentialConcerns.slice(0, 3) };
  const exclusion = explainExclusion(profile, community, reference);
  return { percentage: null, strengths: [], concerns: exclusion ? [exclusion.detail] : [] };
}

/**
 * The client opened their shared list: the first look after each share is
 * recorded (viewed_at and a 'viewed' event), once, however many tabs load it at
 * the same moment (the condition is in the UPDATE). Administrators' looks and
 * drafts are never recorded. True when this call recorded it. A look through
 * the private link is the client's, named as such in the history.
 */
export async function recordListView(db: Database, options: { listId: number; viewer: ListReader; now?: Date }): Promise<boolean> {
  const { viewer } = options;
  if (!holdsLink(viewer) && viewer.isAdmin) return false;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(clientOptions)
      .set({ viewedAt: now })
      .where(
        and(
          eq(clientOptions.id, options.listId),
          holdsLink(viewer) ? undefined : eq(clientOptions.userId, viewer.id),
          isNotNull(clientOptions.sharedAt),
          or(isNull(clientOptions.viewedAt), lt(clientOptions.viewedAt, clientOptions.sharedAt)),
        ),
      )
      .returning({ id: clientOptions.id, clientName: clientOptions.clientName });
    if (!updated) return false;
    await tx.insert(clientOptionEvents).values({
      clientOptionId: updated.id,
      at: now,
      actorId: null,
      actorUsername: holdsLink(viewer) ? linkHolderName(updated.clientName) : viewer.username,
      kind: "viewed",
      body: holdsLink(viewer) ? "The client opened the list with its private link" : "The client opened the list",
    });
    return true;
  });
}

export type ClientReaction = { kind: OptionReaction; reason?: string | null } | { kind: "tour"; wish: string };

/** clientId: the client whose timeline got the reaction (null: none, or nothing changed). */
export type ReactResult = { ok: true; changed: boolean; clientId: number | null } | { ok: false; reason: "not-found" };

/**
 * The client's answer to one community on their list. Only the list's own
 * account (or the holder of its private link) may react, and only to a community it was shown (added at or before
 * the last share); anything else is "not-found". In one transaction: the item,
 * the list's responded_at (its version is left alone: the locator may be
 * editing it), the list's history and the client's timeline (the list's
 * client, else the account's).
 * A new answer replaces the previous one and is logged again; the same answer
 * again is a no-op.
 */
export async function reactToOption(
  db: Database,
  options: { listId: number; apartmentId: number; viewer: ListReader; reaction: ClientReaction; now?: Date },
): Promise<ReactResult> {
  const now = options.now ?? new Date();
  const { viewer, reaction } = options;
  if (!holdsLink(viewer) && viewer.isAdmin) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    // The list row is locked, so two reactions at once are logged in order and the share cannot move under us.
    const [list] = await tx
      .select({ id: clientOptions.id, sharedAt: clientOptions.sharedAt, clientId: clientOptions.clientId, userId: clientOptions.userId, clientName: clientOptions.clientName })
      .from(clientOptions)
      .where(and(eq(clientOptions.id, options.listId), holdsLink(viewer) ? undefined : eq(clientOptions.userId, viewer.id)))
      .for("update")
      .limit(1);
    if (!list || list.sharedAt === null) return { ok: false, reason: "not-found" } as const;
    const actorName = holdsLink(viewer) ? linkHolderName(list.clientName) : viewer.username;
    const [item] = await tx
      .select({
        addedAt: clientOptionApartments.addedAt,
        title: apartments.title,
        reaction: clientOptionApartments.reaction,
        reactionReason: clientOptionApartments.reactionReason,
        tourWish: clientOptionApartments.tourWish,
      })
      .from(clientOptionApartments)
      .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
      .where(and(eq(clientOptionApartments.clientOptionId, list.id), eq(clientOptionApartments.apartmentId, options.apartmentId), listedApartments()))
      .limit(1);
    if (!item || !isItemShared(item.addedAt, list.sharedAt)) return { ok: false, reason: "not-found" } as const;

    const reason = reaction.kind === "not-for-me" ? reaction.reason?.trim() || null : null;
    // The same answer again (a double click, a form sent twice) changes nothing and is not logged twice.
    const same =
      reaction.kind === "tour" ? item.tourWish === reaction.wish.trim() : item.reaction === reaction.kind && item.reactionReason === reason;
    if (same) return { ok: true, changed: false, clientId: null } as const;
    await tx
      .update(clientOptionApartments)
      .set(
        reaction.kind === "tour"
          ? { tourWish: reaction.wish.trim(), tourRequestedAt: now }
          : { reaction: reaction.kind, reactionReason: reason, reactedAt: now },
      )
      .where(and(eq(clientOptionApartments.clientOptionId, list.id), eq(clientOptionApartments.apartmentId, options.apartmentId)));
    await tx.update(clientOptions).set({ respondedAt: now }).where(eq(clientOptions.id, list.id));

    const body = describeReaction(item.title, reaction.kind === "tour" ? { kind: "tour", wish: reaction.wish.trim() } : { kind: reaction.kind, reason });
    await tx.insert(clientOptionEvents).values({ clientOptionId: list.id, at: now, actorId: null, actorUsername: actorName, kind: "reaction", body });

    const clientId = list.clientId ?? (list.userId !== null ? await clientOfUser(tx, list.userId) : null);
    if (clientId !== null) await addClientEvent(tx, { clientId, actor: null, actorName, kind: "reaction", body, staffOnly: false, at: now });
    return { ok: true, changed: true, clientId } as const;
  });
}

export interface SharedListNotice {
  id: number;
  sharedAt: string;
  /** The locator's display name (else username), or null ("your locator"). */
  locator: string | null;
}

/**
 * The site-wide notice: the renter's list when it was shared and they have not
 * opened it since. One query on the list's unique user index.
 */
export async function findUnseenSharedList(db: Database, userId: number): Promise<SharedListNotice | null> {
  const locator = alias(users, "locator");
  const [row] = await db
    .select({ id: clientOptions.id, sharedAt: clientOptions.sharedAt, locator: locator.username, locatorDisplayName: locator.displayName })
    .from(clientOptions)
    .leftJoin(locator, eq(locator.id, clientOptions.locatorId))
    .where(
      and(
        eq(clientOptions.userId, userId),
        isNotNull(clientOptions.sharedAt),
        or(isNull(clientOptions.viewedAt), lt(clientOptions.viewedAt, clientOptions.sharedAt)),
      ),
    )
    .limit(1);
  return row && row.sharedAt ? { id: row.id, sharedAt: iso(row.sharedAt), locator: row.locator === null ? null : locatorName(row.locatorDisplayName, row.locator) } : null;
}

export interface AccountListSummary {
  id: number;
  sharedAt: string;
  /** Communities the client can see (added at or before the last share). */
  communities: number;
  /** Shared since the client last opened it. */
  unseen: boolean;
}

/** The account page's "Your apartment options": the renter's shared list, or null (no list, or still a draft). */
export async function findAccountListSummary(db: Database, userId: number): Promise<AccountListSummary | null> {
  const [row] = await db
    .select({
      id: clientOptions.id,
      sharedAt: clientOptions.sharedAt,
      viewedAt: clientOptions.viewedAt,
      communities: count(apartments.id),
    })
    .from(clientOptions)
    .leftJoin(
      clientOptionApartments,
      and(eq(clientOptionApartments.clientOptionId, clientOptions.id), sql`${clientOptionApartments.addedAt} <= ${clientOptions.sharedAt}`),
    )
    // Counted as the page shows them: communities still on the site.
    .leftJoin(apartments, and(eq(apartments.id, clientOptionApartments.apartmentId), listedApartments()))
    .where(and(eq(clientOptions.userId, userId), isNotNull(clientOptions.sharedAt)))
    .groupBy(clientOptions.id)
    .limit(1);
  if (!row || !row.sharedAt) return null;
  return {
    id: row.id,
    sharedAt: iso(row.sharedAt),
    communities: row.communities,
    unseen: optionListState({ sharedAt: row.sharedAt, viewedAt: row.viewedAt, respondedAt: null }) === "shared",
  };
}
