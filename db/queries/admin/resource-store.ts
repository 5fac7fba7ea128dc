/**
 * What the one admin list, edit page and action handler need from a resource's
 * database side. Every write goes through adminWrite / adminBulkWrite (version
 * check, audit entry, same transaction).
 */
import type { FilterOption } from "../../../core/admin/resource.ts";
import type { FormValues } from "../../../core/admin/form.ts";
import type { ListedResource } from "../../../core/admin/resource-names.ts";
import type { Database } from "../../client-types.ts";
import type { AdminActor, AdminBulkResult, AdminWriteResult, SummaryDetails } from "./admin-write.ts";
import type { ListSource } from "./list-records.ts";

export interface EditRecord {
  id: number;
  version: number;
  /** Its name, for headings and history. */
  label: string;
  slug: string;
  /** The stored values by field name, as the form shows them. */
  values: Record<string, unknown>;
  /** What its own screens show (floor plans, amenity links, status). */
  extra?: Record<string, unknown>;
  /** The record is shown on another page (an inquiry on its client's): the edit page redirects there. */
  redirectTo?: string;
  /** Why its form and its deletion are closed (a sent invoice is a financial record); the page says it instead. */
  closed?: string;
}

export interface ResourceStore {
  resource: ListedResource;
  source: ListSource;
  read(db: Database, id: number): Promise<EditRecord | null>;
  /** Choices of selects and filters that come from the database, by field or filter key. */
  options?(db: Database): Promise<Record<string, FilterOption[]>>;
  /** `summary`: what the audit entry's line adds (the fair-housing wording the admin confirmed). */
  create(db: Database, actor: AdminActor, values: FormValues, summary?: SummaryDetails): Promise<AdminWriteResult>;
  update(db: Database, actor: AdminActor, id: number, expectedVersion: number, values: FormValues, summary?: SummaryDetails): Promise<AdminWriteResult>;
  remove(db: Database, actor: AdminActor, id: number, expectedVersion: number): Promise<AdminWriteResult>;
  /** The list's bulk actions by key (the declaration names them). */
  bulk: Record<string, (db: Database, actor: AdminActor, records: { recordId: number; expectedVersion: number | null }[]) => Promise<AdminBulkResult>>;
  /** A database constraint's name -> the field it guards and what to tell the admin. */
  constraints: Record<string, { field: string; message: string }>;
}
