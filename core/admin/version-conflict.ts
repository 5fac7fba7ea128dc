/**
 * Whether an admin's save may be applied, and if not, what to tell them.
 *
 * Every record an admin edits carries a version that each admin write raises by
 * one. A save names the version the admin opened; if the record has moved on
 * since (or is gone), the save is refused, never applied over the other change,
 * and the admin is told which saves came in between (who, when) and, for each
 * field they changed, its value when the admin opened the record and its value
 * now, read from the audit entries of those saves.
 */
import type { AuditAction } from "./audit-actions.ts";
import { sameValue, toAuditValue, type AuditRecord, type AuditValue } from "./field-diff.ts";

/** An audit entry of the record, as far as the decision needs it. */
export interface RecordedSave {
  /** The record's version after this save (a delete: the version it had). */
  recordVersion: number;
  action: AuditAction;
  actorUsername: string;
  at: Date;
  before: AuditRecord | null;
  after: AuditRecord | null;
}

export interface ConflictingField {
  field: string;
  /** Its value in the version the admin opened. */
  then: AuditValue;
  /** Its value now (null once the record is deleted). */
  now: AuditValue;
}

export interface VersionConflict {
  expectedVersion: number;
  /** Null when the record has been deleted. */
  currentVersion: number | null;
  deleted: boolean;
  /** The saves since the admin opened the record, oldest first. */
  saves: { version: number; action: AuditAction; username: string; at: Date }[];
  /** The fields those saves changed, by name; a field changed and changed back is not listed. */
  fields: ConflictingField[];
  /**
   * False when the log does not account for every version in between (the
   * version was raised outside the admin write path): the fields may be fewer
   * than what changed.
   */
  complete: boolean;
}

export type VersionDecision = { ok: true } | { ok: false; conflict: VersionConflict };

export interface VersionCheck {
  /** The version the admin opened. */
  expectedVersion: number;
  /** The record as it is now (its version and fields), or null if it is gone. */
  current: { version: number; record: Readonly<Record<string, unknown>> } | null;
  /** The record's audit entries from the expected version on, in any order. */
  saves: readonly RecordedSave[];
}

export function decideVersion(check: VersionCheck): VersionDecision {
  const { expectedVersion, current } = check;
  if (current && current.version === expectedVersion) return { ok: true };

  // The saves that came after the opened version; a delete counts even when
  // nothing was saved between (it keeps the version it deleted).
  const since = check.saves
    .filter((save) => save.recordVersion > expectedVersion || (save.action === "delete" && save.recordVersion >= expectedVersion))
    .filter((save) => current === null || save.recordVersion <= current.version)
    .sort((a, b) => a.recordVersion - b.recordVersion || actionOrder(a.action) - actionOrder(b.action));

  const fields: ConflictingField[] = [];
  if (current) {
    const then = new Map<string, AuditValue>();
    for (const save of since) {
      if (save.action === "delete" || save.action === "create") continue;
      for (const field of Object.keys({ ...save.before, ...save.after })) {
        // The earliest save that touched the field knows its value in the opened version.
        if (!then.has(field)) then.set(field, save.before?.[field] ?? null);
      }
    }
    for (const [field, value] of [...then].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const now = current.record[field];
      if (!sameValue(value, now)) fields.push({ field, then: value, now: toAuditValue(now) });
    }
  }

  return {
    ok: false,
    conflict: {
      expectedVersion,
      currentVersion: current?.version ?? null,
      deleted: current === null,
      saves: since.map((save) => ({ version: save.recordVersion, action: save.action, username: save.actorUsername, at: save.at })),
      fields,
      complete: current ? accountsForEveryVersion(since, expectedVersion, current.version) : since.some((s) => s.action === "delete"),
    },
  };
}

/** Whether the saves hold each version after the opened one up to the current one, once. */
function accountsForEveryVersion(saves: readonly RecordedSave[], expected: number, current: number): boolean {
  if (current < expected) return false;
  const versions = new Set(saves.map((save) => save.recordVersion));
  for (let version = expected + 1; version <= current; version++) if (!versions.has(version)) return false;
  return true;
}

/** A delete keeps its record's last version: it sorts after the save that made that version. */
function actionOrder(action: AuditAction): number {
  return action === "delete" ? 1 : 0;
}
