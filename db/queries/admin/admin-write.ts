/**
 * The one place every admin write goes through. In one transaction it:
 *
 * 1. reads the record and locks its row (a concurrent save of the same record
 *    waits here until this one commits): SELECT ... FOR NO KEY UPDATE for a
 *    change, FOR UPDATE for a delete. Not FOR UPDATE for a change: that also
 *    stops every foreign-key check on the row, and each audit entry checks its
 *    actor's account, so two administrators saving each other's profile
 *    deadlocked;
 * 2. refuses a save of a version older than the record's, with what the saves
 *    in between changed (core/admin/version-conflict.ts), and changes nothing;
 * 3. runs the caller's `apply`, which makes the change itself (insert, update,
 *    delete, related rows) on the transaction;
 * 4. reads the record again, adds one to its version and writes the audit
 *    entry: the changed fields before and after (an update), or the whole
 *    record (a create or a delete).
 *
 * If anything throws, nothing of it stays, the audit entry included. `apply`
 * refuses a change the admin must hear about (a neighborhood that still has
 * communities) by throwing AdminWriteRefusal, which comes back as a result; so
 * does a row the database refuses by a named constraint (a taken slug), which
 * the form checks first but two admins can still race to.
 *
 * Caches: the catalogue tables' triggers (migration 0007) move
 * catalogue_revision once in every transaction that writes neighborhoods, amenities,
 * communities, their plans or amenity links, this path's version bump
 * included, so every process's catalogue snapshot reloads on its next read.
 * Blog posts are read from the database on every request and have no cache.
 */
import { randomUUID } from "node:crypto";
import type { AuditAction } from "../../../core/admin/audit-actions.ts";
import { summarizeAuditEntry, type AuditSummaryInput } from "../../../core/admin/audit-summary.ts";
import { diffFields, splitChanges, toAuditRecord, type AuditRecord } from "../../../core/admin/field-diff.ts";
import type { AdminResource } from "../../../core/admin/resource-names.ts";
import { decideVersion, type VersionConflict } from "../../../core/admin/version-conflict.ts";
import type { Database } from "../../client-types.ts";
import { auditLog } from "../../schema/index.ts";
import { readSavesSince } from "./audit-log.ts";
import { auditedTables, type AuditedRow, type AuditedTable, type Tx } from "./audited-tables.ts";

/** Who is writing: the signed-in administrator, from the session. */
export interface AdminActor {
  id: number;
  username: string;
}

/**
 * Who may be named on an audited write: an administrator, or someone outside the back office acting through a
 * private link the product sent them (a property's leasing contact verifying a lease), who has no account: named
 * by what the link proves.
 */
export type WriteActor = AdminActor | { id: null; username: string };

/** What the summary line needs beyond the record: labels for the update's fields, what an upload added. */
export type SummaryDetails = Pick<AuditSummaryInput, "fieldLabels" | "uploaded" | "confirmedWording">;

export type AdminCreate<K extends AdminResource> = {
  action: "create";
  actor: AdminActor;
  resource: K;
  /** Inserts the record (and its related rows) and returns its id. */
  apply: (tx: Tx) => Promise<number>;
  summary?: SummaryDetails;
};

export type AdminChange<K extends AdminResource> = {
  action: Exclude<AuditAction, "create">;
  actor: WriteActor;
  resource: K;
  recordId: number;
  /**
   * The version the admin opened; null where the change does not depend on
   * what the admin saw of the record (a photo added to or removed from its
   * gallery), so a newer version is no reason to refuse it.
   */
  expectedVersion: number | null;
  /**
   * Makes the change: updates the record (never its version: this path adds
   * one), or deletes it for a delete. `current` is the record as read, locked.
   */
  apply: (tx: Tx, current: AuditedRow<K>) => Promise<void>;
  /**
   * Runs first in the transaction, before the record's row is locked: for a
   * lock that writes of one kind take in the same order, so two of them that
   * lock each other's rows cannot deadlock (an advisory lock; see
   * resources/user-profiles.ts).
   */
  serialize?: (tx: Tx) => Promise<void>;
  summary?: SummaryDetails;
};

export type AdminWriteOptions<K extends AdminResource> = AdminCreate<K> | AdminChange<K>;

export type AdminWriteFailure =
  /** The record moved on since the admin opened it (or was deleted): a 409. */
  | { ok: false; reason: "conflict"; conflict: VersionConflict }
  /** No such record, and no record of its deletion either: a 404. */
  | { ok: false; reason: "not-found" }
  /** `apply` refused the change, with a message for the admin (and the field it concerns). */
  | { ok: false; reason: "refused"; message: string; field?: string }
  /** The database refused the row (a taken slug, a range the wrong way round, a missing reference): a 4xx naming the field the constraint guards. */
  | { ok: false; reason: "constraint"; kind: ConstraintKind; constraint: string };

export type ConstraintKind = "unique" | "check" | "foreign-key";

// 23001: PostgreSQL 18 (PGlite) reports an ON DELETE RESTRICT reference this way; 15 says 23503.
const CONSTRAINT_KINDS: Record<string, ConstraintKind> = { "23505": "unique", "23514": "check", "23503": "foreign-key", "23001": "foreign-key" };

export type AdminWriteResult =
  | {
      ok: true;
      recordId: number;
      /** The record's version now; null after a delete. */
      version: number | null;
      /** The audit entry; null when an update changed nothing (no entry, no new version). */
      entryId: number | null;
    }
  | AdminWriteFailure;

/** Thrown by `apply` to refuse a change; everything the write did is rolled back. */
export class AdminWriteRefusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AdminWriteRefusal";
  }
}

export async function adminWrite<K extends AdminResource>(db: Database, options: AdminWriteOptions<K>): Promise<AdminWriteResult> {
  try {
    return await db.transaction((tx) => writeRecord(tx, options, null));
  } catch (error) {
    const failure = expectedFailure(error);
    if (failure) return failure;
    throw error;
  }
}

export interface AdminBulkOptions<K extends AdminResource> {
  actor: AdminActor;
  resource: K;
  action: Exclude<AuditAction, "create" | "upload">;
  /** The bulk action as the list names it ("Verified today", "Delete"); in each entry's summary. */
  bulkAction: string;
  /**
   * The records, each with the version the list showed; null where the action
   * does not depend on what the admin saw (stamping a date), so a newer version
   * is no reason to refuse it.
   */
  records: readonly { recordId: number; expectedVersion: number | null }[];
  apply: (tx: Tx, current: AuditedRow<K>) => Promise<void>;
  summary?: SummaryDetails;
}

export type AdminBulkResult =
  | { ok: true; batchId: string; written: { recordId: number; version: number | null; entryId: number | null }[] }
  | (AdminWriteFailure & { recordId: number });

/**
 * A bulk action: every record in one transaction, all or none (one stale or
 * missing record refuses the whole action, naming it). One audit entry per
 * record, tied by a batch id, so each record's history shows it and a stale
 * save of any of them is told about it.
 */
export async function adminBulkWrite<K extends AdminResource>(db: Database, options: AdminBulkOptions<K>): Promise<AdminBulkResult> {
  // One entry per record; rows locked in id order, so two bulk actions over the same records cannot deadlock.
  const records = [...new Map(options.records.map((r) => [r.recordId, r])).values()].sort((a, b) => a.recordId - b.recordId);
  const batchId = randomUUID();
  let failed: (AdminWriteFailure & { recordId: number }) | null = null;
  try {
    return await db.transaction(async (tx) => {
      const written: { recordId: number; version: number | null; entryId: number | null }[] = [];
      for (const { recordId, expectedVersion } of records) {
        let result: AdminWriteResult;
        try {
          const { actor, resource, action, apply, summary } = options;
          const change = { actor, resource, action, apply, summary, recordId, expectedVersion };
          result = await writeRecord(tx, change, { id: batchId, action: options.bulkAction, count: records.length });
        } catch (error) {
          // The transaction is lost either way; BulkStopped rolls it back with the record named.
          const failure = expectedFailure(error);
          if (!failure) throw error;
          result = failure;
        }
        if (!result.ok) {
          failed = { ...result, recordId };
          throw new BulkStopped();
        }
        written.push({ recordId, version: result.version, entryId: result.entryId });
      }
      return { ok: true as const, batchId, written };
    });
  } catch (error) {
    if (error instanceof BulkStopped && failed) return failed;
    throw error;
  }
}

/** Rolls a bulk action back when one of its records cannot be written. */
class BulkStopped extends Error {}

/** A refusal from `apply` or a named constraint of the database, as a result; anything else stays an error. */
function expectedFailure(error: unknown): AdminWriteFailure | null {
  if (error instanceof AdminWriteRefusal) {
    return error.field === undefined
      ? { ok: false, reason: "refused", message: error.message }
      : { ok: false, reason: "refused", message: error.message, field: error.field };
  }
  const violation = constraintViolation(error);
  return violation ? { ok: false, reason: "constraint", ...violation } : null;
}

/** The constraint a database error says was violated, with its kind; null for any other error. */
export function constraintViolation(error: unknown): { kind: ConstraintKind; constraint: string } | null {
  // Drizzle wraps the driver's error; both drivers give PostgreSQL's code and constraint name.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    const kind = typeof code === "string" ? CONSTRAINT_KINDS[code] : undefined;
    if (kind && typeof constraint === "string") return { kind, constraint };
  }
  return null;
}

type Batch = { id: string; action: string; count: number } | null;

async function writeRecord<K extends AdminResource>(tx: Tx, options: AdminCreate<K> | AdminChange<K>, batch: Batch): Promise<AdminWriteResult> {
  const table = auditedTables[options.resource] as unknown as AuditedTable<AuditedRow<K>>;
  const entry = (fields: Omit<EntryFields<K>, "actor" | "resource" | "batch" | "summaryDetails">) =>
    insertEntry(tx, table, { ...fields, actor: options.actor, resource: options.resource, batch, summaryDetails: options.summary });

  if (options.action === "create") {
    const recordId = await options.apply(tx);
    const created = await table.read(tx, recordId, { lock: false });
    if (!created) throw new Error(`Creating ${options.resource} answered id ${recordId}, which does not exist`);
    const entryId = await entry({ action: "create", recordId, version: created.version, record: created, before: null, after: auditedFields(table, created), fields: [] });
    return { ok: true, recordId, version: created.version, entryId };
  }

  const { recordId, expectedVersion } = options;
  await options.serialize?.(tx);
  // A delete stops anything from referring to the record meanwhile; a change lets references through (see read).
  const current = await table.read(tx, recordId, { lock: options.action === "delete" ? "update" : "no key update" });
  if (expectedVersion !== null && current?.version !== expectedVersion) {
    const saves = await readSavesSince(tx, options.resource, recordId, expectedVersion);
    if (!current && !saves.some((save) => save.action === "delete")) return { ok: false, reason: "not-found" };
    const decision = decideVersion({ expectedVersion, current: current ? { version: current.version, record: current } : null, saves });
    if (!decision.ok) return { ok: false, reason: "conflict", conflict: decision.conflict };
  }
  if (!current) return { ok: false, reason: "not-found" };

  await options.apply(tx, current);
  const now = await table.read(tx, recordId, { lock: false });

  if (options.action === "delete") {
    if (now) throw new Error(`Deleting ${options.resource} ${recordId} left the record in place`);
    const entryId = await entry({ action: "delete", recordId, version: current.version, record: current, before: auditedFields(table, current), after: null, fields: [] });
    return { ok: true, recordId, version: null, entryId };
  }

  if (!now) throw new Error(`${options.action} of ${options.resource} ${recordId} deleted the record`);
  const changes = diffFields(current, now, { ignore: table.ignore });
  // Saving a form unchanged is not an event: no entry, and no new version to make others' open copies stale.
  if (changes.length === 0 && options.action === "update") return { ok: true, recordId, version: current.version, entryId: null };
  const version = await table.bumpVersion(tx, recordId);
  const { before, after } = splitChanges(changes);
  const entryId = await entry({ action: options.action, recordId, version, record: now, before, after, fields: changes.map((c) => c.field) });
  return { ok: true, recordId, version, entryId };
}

interface EntryFields<K extends AdminResource> {
  actor: WriteActor;
  resource: K;
  action: AuditAction;
  recordId: number;
  version: number;
  /** The record whose name the summary gives (after the write; before it, for a delete). */
  record: AuditedRow<K>;
  before: AuditRecord | null;
  after: AuditRecord | null;
  fields: string[];
  batch: Batch;
  summaryDetails: SummaryDetails | undefined;
}

async function insertEntry<K extends AdminResource>(tx: Tx, table: AuditedTable<AuditedRow<K>>, fields: EntryFields<K>): Promise<number> {
  const summary = summarizeAuditEntry({
    action: fields.action,
    resource: fields.resource,
    label: table.label(fields.record),
    fields: fields.fields,
    ...fields.summaryDetails,
    ...(fields.batch ? { bulk: { action: fields.batch.action, count: fields.batch.count } } : {}),
  });
  const [row] = await tx
    .insert(auditLog)
    .values({
      // An owner deleting their own account (db/queries/users.ts deleteUser): the actor is gone when the entry is
      // written, so the entry is named by username only, as every entry of a deleted account ends up.
      actorId: fields.action === "delete" && fields.resource === "user-profiles" && fields.recordId === fields.actor.id ? null : fields.actor.id,
      actorUsername: fields.actor.username,
      action: fields.action,
      resource: fields.resource,
      recordId: String(fields.recordId),
      recordVersion: fields.version,
      batchId: fields.batch?.id ?? null,
      summary,
      before: fields.before,
      after: fields.after,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("The audit entry was not written");
  return row.id;
}

/** The whole record as the log keeps it (a create's after, a delete's before). */
function auditedFields<Row extends { id: number; version: number }>(table: AuditedTable<Row>, record: Row): AuditRecord {
  const ignored = new Set(table.ignore);
  return toAuditRecord(Object.fromEntries(Object.entries(record).filter(([field]) => !ignored.has(field))));
}
