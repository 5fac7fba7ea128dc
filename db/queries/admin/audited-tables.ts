/**
 * The records the back office edits, each as the admin write path sees it:
 * its table, how to read it (the row, plus what is edited with it on the same
 * page, such as a community's amenities), its name for the log, and the fields
 * the log leaves out because no admin types them (ids, timestamps, the version,
 * values derived by triggers, search columns).
 */
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminResource } from "../../../core/admin/resource-names.ts";
import { describeTerms } from "../../../core/admin/terms-form.ts";
import { formatHoustonDateTime } from "../../../core/format/dates.ts";
import { formatDollars, formatWholeNumber } from "../../../core/format/ranges.ts";
import { LocatorTermsSchema } from "../../../core/money/locator-terms.ts";
import { formatCents } from "../../../core/money/cents.ts";
import type { Database } from "../../client-types.ts";
import { auditedListLinks } from "../list-links.ts";
import {
  amenities,
  apartmentAmenities,
  apartments,
  blogPosts,
  clientEvents,
  clientInquiries,
  communityTerms,
  clientOptionApartments,
  clientOptions,
  clients,
  floorPlans,
  invoicePayments,
  invoices,
  leases,
  neighborhoods,
  photos,
  rebates,
  referralRegistrations,
  users,
} from "../../schema/index.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface AuditedTable<Row extends { id: number; version: number }, K extends AdminResource = AdminResource> {
  resource: K;
  /**
   * The record with what is edited with it; `lock` holds its row until the transaction ends: "update" (SELECT ...
   * FOR UPDATE) for a delete, "no key update" (FOR NO KEY UPDATE) for any other change. Both keep a second write of
   * the record waiting; only the first also stops rows that refer to it, down to the foreign-key check of an audit
   * entry whose actor is the record (an account), which a change that keeps the record's id has no reason to stop.
   */
  read(tx: Tx, id: number, options: { lock: RowLock | false }): Promise<Row | null>;
  /** Adds one to the version (and stamps updated_at where the table has it); returns the new version. */
  bumpVersion(tx: Tx, id: number): Promise<number>;
  /** The record's name in the log's summary. */
  label(row: Row): string;
  /** Fields the log leaves out. */
  ignore: readonly string[];
}

/** How the write path locks the record's row: "update" to delete it, "no key update" to change it. */
export type RowLock = "update" | "no key update";

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** The fields a table's triggers derive (its derived_* columns), which no admin edits. */
function derivedFields(table: PgTable): string[] {
  return Object.entries(getTableColumns(table)).flatMap(([field, column]) => (column.name.startsWith("derived_") ? [field] : []));
}

/** Never typed by an admin, on every table. */
const BOOKKEEPING = ["id", "version", "createdAt", "updatedAt"] as const;

function auditedTable<K extends AdminResource, TTable extends VersionedTable, TRelated extends object = object>(spec: {
  resource: K;
  table: TTable;
  label: (row: TTable["$inferSelect"] & TRelated) => string;
  ignore?: readonly string[];
  related?: (tx: Tx, id: number) => Promise<TRelated>;
}): AuditedTable<TTable["$inferSelect"] & TRelated & { id: number; version: number }, K> {
  type Row = TTable["$inferSelect"] & TRelated & { id: number; version: number };
  const table = spec.table as VersionedTable;
  const stampsUpdatedAt = "updatedAt" in spec.table;
  return {
    resource: spec.resource,
    async read(tx, id, { lock }) {
      const query = tx.select().from(table).where(eq(table.id, id));
      const [row] = lock ? await query.for(lock) : await query;
      if (!row) return null;
      const related = spec.related ? await spec.related(tx, id) : ({} as TRelated);
      return { ...row, ...related } as Row;
    },
    async bumpVersion(tx, id) {
      const set: Record<string, unknown> = { version: sql`${table.version} + 1` };
      if (stampsUpdatedAt) set.updatedAt = sql`now()`;
      const [row] = await tx
        .update(table)
        .set(set as never)
        .where(eq(table.id, id))
        .returning({ version: table.version });
      if (!row) throw new Error(`${spec.resource} ${id} vanished inside its own transaction`);
      return row.version as number;
    },
    label: spec.label,
    ignore: [...BOOKKEEPING, ...(spec.ignore ?? [])],
  };
}

/**
 * The photos edited with a record, in gallery order, one comparable value each
 * ("#12 Pool deck (cover)"), so an upload, a new alt text, a move, a new cover
 * or a deletion shows in the record's history as a change of its photos.
 */
async function photoLabels(tx: Tx, ownerKind: "apartment" | "neighborhood" | "blog-post", ownerId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: photos.id, alt: photos.alt, cover: photos.cover })
    .from(photos)
    .where(sql`${photos.ownerKind} = ${ownerKind} and ${photos.ownerId} = ${ownerId}`)
    .orderBy(asc(photos.position), asc(photos.id));
  return rows.map((row) => `#${row.id} ${row.alt}${row.cover ? " (cover)" : ""}`);
}

/**
 * A community's floor plans, edited on its page, one line each in the order
 * they were added ("A1 · 1 bd/1 ba · 700 sq ft · $1,200 · 2 units · from
 * 2026-12-01"), so a plan added, removed or changed shows in the community's
 * history as a change of its floor plans.
 */
async function floorPlanLabels(tx: Tx, apartmentId: number): Promise<string[]> {
  const rows = await tx.select().from(floorPlans).where(eq(floorPlans.apartmentId, apartmentId)).orderBy(asc(floorPlans.id));
  return rows.map((plan) =>
    [
      plan.name,
      `${plan.beds === 0 ? "studio" : `${plan.beds} bd`}/${plan.baths} ba`,
      `${formatWholeNumber(plan.sqft)} sq ft`,
      formatDollars(plan.rent),
      `${formatWholeNumber(plan.unitsAvailable)} ${plan.unitsAvailable === 1 ? "unit" : "units"}`,
      `from ${plan.availableFrom}`,
    ].join(" · "),
  );
}

/** A community's locator terms, one line per dated set (its Commission section), so a new set shows in its history. */
async function termsLabels(tx: Tx, apartmentId: number): Promise<string[]> {
  const rows = await tx.select().from(communityTerms).where(eq(communityTerms.apartmentId, apartmentId)).orderBy(asc(communityTerms.effectiveFrom));
  return rows.map((row) => {
    const parsed = LocatorTermsSchema.safeParse({ ...(row.terms as object), effectiveFrom: row.effectiveFrom });
    return parsed.success ? describeTerms(parsed.data).join(" · ") : `From ${row.effectiveFrom}: terms that no longer read`;
  });
}

export const auditedTables = {
  neighborhoods: auditedTable({
    resource: "neighborhoods",
    table: neighborhoods,
    label: (row) => row.name,
    related: async (tx: Tx, id: number) => ({ photos: await photoLabels(tx, "neighborhood", id) }),
  }),
  apartments: auditedTable({
    resource: "apartments",
    table: apartments,
    label: (row) => row.title,
    // Kept by the floor-plan trigger (the derived_* columns: migrations 0001 and 0016) and the generated search column.
    // parking_fee follows parking_options (migration 0033), which the diff shows.
    ignore: [...derivedFields(apartments), "descriptionSearch", "parkingFee"],
    // The amenities are edited on the community's page: a change to them is a change to the community.
    // (Typed parameters, so that TypeScript infers the related fields before it reads `label`.)
    related: async (tx: Tx, id: number) => {
      const rows = await tx
        .select({ name: amenities.name, note: apartmentAmenities.note })
        .from(apartmentAmenities)
        .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
        .where(eq(apartmentAmenities.apartmentId, id))
        .orderBy(asc(amenities.name));
      // "pool" or "pool (heated)": one comparable value per amenity, so a changed note shows in the diff.
      return {
        amenities: rows.map((row) => (row.note ? `${row.name} (${row.note})` : row.name)),
        floorPlans: await floorPlanLabels(tx, id),
        photos: await photoLabels(tx, "apartment", id),
        commissionTerms: await termsLabels(tx, id),
      };
    },
  }),
  "floor-plans": auditedTable({ resource: "floor-plans", table: floorPlans, label: (row) => row.name }),
  amenities: auditedTable({ resource: "amenities", table: amenities, label: (row) => row.displayName }),
  clients: auditedTable({
    resource: "clients",
    table: clients,
    label: (row) => row.name,
    ignore: ["stageChangedAt"],
    // What hangs on the client and is changed from its page: its inquiries (a merge or split moves them), its leases,
    // its referral registrations, and how many notes its timeline has.
    related: async (tx: Tx, id: number) => {
      const [inquiries, clientLeases, notes, registrations, clientRebates] = await Promise.all([
        tx.select({ id: clientInquiries.id }).from(clientInquiries).where(eq(clientInquiries.clientId, id)).orderBy(asc(clientInquiries.id)),
        tx.select().from(leases).where(eq(leases.clientId, id)).orderBy(asc(leases.id)),
        tx.select({ n: sql<number>`count(*)::int` }).from(clientEvents).where(and(eq(clientEvents.clientId, id), eq(clientEvents.kind, "note"))),
        tx.select().from(referralRegistrations).where(eq(referralRegistrations.clientId, id)).orderBy(asc(referralRegistrations.id)),
        tx.select().from(rebates).where(eq(rebates.clientId, id)).orderBy(asc(rebates.id)),
      ]);
      return {
        inquiries: inquiries.map((row) => `#${row.id}`),
        leases: clientLeases.map((lease) =>
          [
            lease.communityName,
            lease.unit ? `unit ${lease.unit}` : null,
            `${formatDollars(lease.rent)}/month`,
            `from ${lease.moveIn}`,
            lease.leaseMonths ? `${lease.leaseMonths} months` : null,
            lease.verifiedAt ? `verified: ${formatDollars(lease.verifiedRent ?? lease.rent)}/month from ${lease.verifiedMoveIn}${lease.verifiedUnit ? `, unit ${lease.verifiedUnit}` : ""}` : null,
          ]
            .filter(Boolean)
            .join(" · "),
        ),
        notes: notes[0]?.n ?? 0,
        rebates: clientRebates.map((rebate) =>
          [
            `${formatCents(rebate.amountCents)} ${rebate.status}`,
            rebate.clientConsentAt ? "client consented" : null,
            rebate.brokerConsentAt ? "broker consented" : null,
            rebate.paidOn ? `paid ${rebate.paidOn}` : null,
          ]
            .filter(Boolean)
            .join(" · "),
        ),
        skips: clientLeases.filter((lease) => lease.movedOutOn).map((lease) => `${lease.communityName}: moved out ${lease.movedOutOn}, refund ${formatCents(lease.skipRefundCents ?? 0)}`),
        referralRegistrations: registrations.map((row) => `${row.communityName} · ${row.toAddress} · sent ${formatHoustonDateTime(row.sentAt.toISOString())} · valid until ${row.expiresOn}`),
      };
    },
  }),
  "client-inquiries": auditedTable({ resource: "client-inquiries", table: clientInquiries, label: (row) => row.name }),
  "client-options": auditedTable({
    resource: "client-options",
    table: clientOptions,
    label: (row) => row.clientName,
    // The client's doings are the list's history, not an admin's edit.
    ignore: ["viewedAt", "respondedAt"],
    // The communities on the list, in order, one comparable line each, so adding, moving or
    // changing one shows in the list's history.
    related: async (tx: Tx, id: number) => {
      const rows = await tx
        .select({ title: apartments.title, note: clientOptionApartments.note, special: clientOptionApartments.special, rebate: clientOptionApartments.rebate, planIds: clientOptionApartments.planIds })
        .from(clientOptionApartments)
        .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
        .where(eq(clientOptionApartments.clientOptionId, id))
        .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.apartmentId));
      return {
        apartments: rows.map((row) =>
          [
            row.title,
            // The ids too: choosing other plans of the same number is a change.
            row.planIds.length ? `${row.planIds.length} ${row.planIds.length === 1 ? "plan" : "plans"} (#${row.planIds.join(", #")})` : null,
            row.rebate !== null ? `rebate ${formatDollars(row.rebate)}` : null,
            row.special ? `special: ${row.special}` : null,
            row.note ? `note: ${row.note}` : null,
          ]
            .filter(Boolean)
            .join(" · "),
        ),
        // Its private links (decision 038): a share adds one, a revocation takes them all away.
        privateLinks: await auditedListLinks(tx, id),
      };
    },
  }),
  "blog-posts": auditedTable({
    resource: "blog-posts",
    table: blogPosts,
    label: (row) => row.title,
    ignore: ["search"],
    related: async (tx: Tx, id: number) => ({ photos: await photoLabels(tx, "blog-post", id) }),
  }),
  // An account's role, state and contact details; never its password hash, which no admin sees or types.
  "user-profiles": auditedTable({ resource: "user-profiles", table: users, label: (row) => row.username, ignore: ["passwordHash"] }),
  invoices: auditedTable({
    resource: "invoices",
    table: invoices,
    label: (row) => row.number,
    // Written by the write path itself, not typed: the reminders' stamps.
    ignore: ["firstReminderAt", "secondReminderAt"],
    // The payments recorded on it, as the history shows them.
    related: async (tx: Tx, id: number) => ({
      payments: (await tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.id))).map(
        (payment) => `${formatCents(payment.amountCents)} received ${payment.receivedOn}${payment.reference ? ` (${payment.reference})` : ""}`,
      ),
    }),
  }),
} satisfies { [K in AdminResource]: { resource: K } };

/** A record of the resource as the write path reads it (and hands it to the write's `apply`). */
export type AuditedRow<K extends AdminResource> = NonNullable<Awaited<ReturnType<(typeof auditedTables)[K]["read"]>>>;
