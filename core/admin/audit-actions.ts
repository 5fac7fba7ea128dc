/**
 * What an admin write did to a record, as the audit log records it. The
 * audit_log table's check constraint lists the same values (db/schema/admin.ts).
 *
 * A bulk action is not an action of its own: it writes one entry per record with
 * what happened to that record, tied together by a batch id (decision 015).
 */
export const AUDIT_ACTIONS = ["create", "update", "delete", "publish", "upload"] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
