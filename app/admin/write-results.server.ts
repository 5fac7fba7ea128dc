/**
 * What the admin is told when a write does not go through, for every
 * resource: the write path's typed failures as HTTP answers (409 for a record
 * that moved on or a refusal, 404 for a record that is gone, 400 naming the
 * field a database rule guards).
 */
import type { VersionConflict } from "../../core/admin/version-conflict.ts";
import type { AdminWriteFailure } from "../../db/queries/admin/admin-write.ts";
import type { ResourceStore } from "../../db/queries/admin/resource-store.ts";

export interface WriteProblem {
  status: 400 | 404 | 409;
  /** One sentence for the top of the form. */
  message: string;
  /** The field it concerns, with its message. */
  fieldErrors: Record<string, string>;
  conflict: SerializedConflict | null;
}

/** A VersionConflict with dates as ISO strings (loader data). */
export type SerializedConflict = Omit<VersionConflict, "saves"> & { saves: (Omit<VersionConflict["saves"][number], "at"> & { at: string })[] };

export function serializeConflict(conflict: VersionConflict): SerializedConflict {
  return { ...conflict, saves: conflict.saves.map((save) => ({ ...save, at: save.at.toISOString() })) };
}

export function describeFailure(failure: AdminWriteFailure, store: ResourceStore, noun: string): WriteProblem {
  switch (failure.reason) {
    case "conflict":
      return {
        status: 409,
        message: failure.conflict.deleted
          ? `This ${noun} was deleted by someone else since you opened it.`
          : `This ${noun} was changed by someone else since you opened it.`,
        fieldErrors: {},
        conflict: serializeConflict(failure.conflict),
      };
    case "not-found":
      return { status: 404, message: `This ${noun} does not exist (any more).`, fieldErrors: {}, conflict: null };
    case "refused":
      return { status: 409, message: failure.message, fieldErrors: failure.field ? { [failure.field]: failure.message } : {}, conflict: null };
    case "constraint": {
      const known = store.constraints[failure.constraint];
      const message = known?.message ?? defaultConstraintMessage(failure.kind, noun);
      return { status: failure.kind === "unique" ? 409 : 400, message, fieldErrors: known && known.field !== "_form" ? { [known.field]: message } : {}, conflict: null };
    }
  }
}

function defaultConstraintMessage(kind: "unique" | "check" | "foreign-key", noun: string): string {
  if (kind === "unique") return `Another ${noun} already has one of these values.`;
  if (kind === "foreign-key") return `This ${noun} refers to a record that does not exist, or is still used elsewhere.`;
  return `One of the values is outside what a ${noun} may have.`;
}
