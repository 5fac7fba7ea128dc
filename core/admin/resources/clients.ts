/**
 * Clients (decision 035): one record per person the locator works with, with the pipeline stage of their current
 * search (core/admin/client-stages.ts). The list is the generic one; /admin/clients/board shows the same clients in
 * columns by stage; a client's page is the generic edit page (assignment and follow-up) with the workspace above it:
 * the person, their inquiries, tours, options list and leases, the timeline, stage moves, notes, merge and split.
 */
import { CLIENT_STAGE_LABELS, CLIENT_STAGES } from "../client-stages.ts";
import type { ResourceSpec } from "../resource.ts";
import { INQUIRY_SOURCE_LABELS } from "./client-inquiries.ts";

export const CLIENT_NOTE_MAX = 2_000;

const count = (n: number) => `${n} ${n === 1 ? "client" : "clients"}`;

export const clientsResource: ResourceSpec = {
  key: "clients",
  title: "Clients",
  singular: "client",
  plural: "clients",
  searchHint: "name, e-mail or phone",
  columns: [
    { key: "name", label: "Client", kind: "text", sortable: true },
    { key: "status", label: "Stage", kind: "status", sortable: true, labels: CLIENT_STAGE_LABELS },
    { key: "inquiries", label: "Inquiries", kind: "number", sortable: true, align: "end" },
    { key: "lastSource", label: "Latest from", kind: "text", sortable: true, labels: INQUIRY_SOURCE_LABELS },
    { key: "assigned", label: "Assigned to", kind: "text", sortable: true },
    { key: "nextFollowUp", label: "Follow up", kind: "date", sortable: true },
    { key: "account", label: "Account", kind: "text", sortable: true },
    { key: "email", label: "E-mail", kind: "text", shown: false },
    { key: "phone", label: "Phone", kind: "text", shown: false },
    { key: "lastInquiryAt", label: "Latest inquiry", kind: "datetime", sortable: true },
    { key: "createdAt", label: "Client since", kind: "datetime", sortable: true, shown: false },
  ],
  filters: [
    { key: "stage", label: "Stage", options: CLIENT_STAGES.map((stage) => ({ value: stage, label: CLIENT_STAGE_LABELS[stage] })) },
    { key: "assigned", label: "Assigned to", options: [] },
    { key: "followUp", label: "Follow-up", options: [{ value: "overdue", label: "Overdue" }] },
    {
      key: "account",
      label: "Account",
      options: [
        { value: "linked", label: "Has an account" },
        { value: "none", label: "No account" },
      ],
    },
  ],
  defaultSort: { key: "lastInquiryAt", dir: "desc" },
  bulkActions: [{ key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${count(n)} with their inquiries, timelines and leases? This cannot be undone.` }],
  fields: [
    { name: "assignedAdminId", label: "Assigned to", kind: "select", optionsFrom: "clients" },
    { name: "nextFollowUp", label: "Next follow-up", kind: "date", help: "Overdue follow-ups are flagged on the dashboard." },
  ],
  publicPath: null,
  creatable: false,
  otherView: { label: "Board by stage", path: "/admin/clients/board" },
};
