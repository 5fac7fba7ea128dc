/**
 * Reading the audit log: the latest entries (the dashboard) and one record's
 * history (its page), newest first, a page at a time. Pages are cut by the last
 * entry shown (keyset), not by an offset, so entries written while an admin
 * reads older pages do not shift what the next page shows. Entries are written
 * only by the admin write path (./admin-write.ts).
 */
import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { AuditAction } from "../../../core/admin/audit-actions.ts";
import { changesOfEntry, type AuditRecord, type FieldChange } from "../../../core/admin/field-diff.ts";
import type { AdminResource, ListedResource } from "../../../core/admin/resource-names.ts";
import type { RecordedSave } from "../../../core/admin/version-conflict.ts";
import type { Database } from "../../client-types.ts";
import { auditLog } from "../../schema/index.ts";
import type { Tx } from "./audited-tables.ts";

/** Entries per page unless asked otherwise, and the most a page holds. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_MAX = 100;

export interface AuditEntry {
  id: number;
  at: Date;
  /** The account is null once deleted; the username is the one it had at the time. */
  actor: { id: number | null; username: string };
  action: AuditAction;
  resource: string;
  recordId: string;
  recordVersion: number;
  batchId: string | null;
  summary: string;
  /** The fields before and after, by name (a create from null, a delete to null). */
  changes: FieldChange[];
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `after` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}

export interface AuditPageQuery {
  /** The id of the last entry of the previous page. */
  after?: number;
  /** 1 to AUDIT_PAGE_MAX; AUDIT_PAGE_SIZE when left out. */
  limit?: number;
}

/** The latest admin actions, across every resource. */
export function listLatestAuditEntries(db: Database, query: AuditPageQuery = {}): Promise<AuditPage> {
  return readPage(db, undefined, query);
}

/** One record's history (a read-only section's records have none: nothing there is written). */
export function listRecordHistory(db: Database, record: { resource: ListedResource; recordId: number | string }, query: AuditPageQuery = {}): Promise<AuditPage> {
  return readPage(db, and(eq(auditLog.resource, record.resource), eq(auditLog.recordId, String(record.recordId))), query);
}

async function readPage(db: Database, where: SQL | undefined, query: AuditPageQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_PAGE_MAX) throw new RangeError(`An audit page holds 1 to ${AUDIT_PAGE_MAX} entries, not ${limit}`);
  // Older than the cursor entry in (at, id) order, read from the index; an unknown cursor gives an empty page.
  const older =
    query.after === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (select c.at, c.id from ${auditLog} c where c.id = ${query.after})`;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(where, older))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at,
      actor: { id: row.actorId, username: row.actorUsername },
      action: row.action as AuditAction,
      resource: row.resource,
      recordId: row.recordId,
      recordVersion: row.recordVersion,
      batchId: row.batchId,
      summary: row.summary,
      changes: changesOfEntry(row.before as AuditRecord | null, row.after as AuditRecord | null),
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/** The record's entries from a version on: what a stale save is told about. */
export async function readSavesSince(tx: Tx, resource: AdminResource, recordId: number, version: number): Promise<RecordedSave[]> {
  const rows = await tx
    .select({
      recordVersion: auditLog.recordVersion,
      action: auditLog.action,
      actorUsername: auditLog.actorUsername,
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(recordId)), gte(auditLog.recordVersion, version)))
    .orderBy(auditLog.recordVersion, auditLog.id);
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    before: row.before as AuditRecord | null,
    after: row.after as AuditRecord | null,
  }));
}
