/** The client inquiries inbox: every inquiry, newest first, worked through the pipeline (core/admin/inquiry-stages.ts). */
import { INQUIRY_STAGE_LABELS, INQUIRY_STAGES } from "../inquiry-stages.ts";
import type { ResourceSpec } from "../resource.ts";
import type { InquirySource } from "../../inquiries/inquiry-schema.ts";

export const INQUIRY_SOURCE_LABELS = {
  contact: "Contact page",
  apartment: "Apartment page",
  tour: "Tour request",
  "get-matched": "Get matched",
  chat: "Chat with A.L.I.",
} as const satisfies Record<InquirySource, string>;

export const INQUIRY_NOTE_MAX = 2_000;

const count = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;

export const clientInquiriesResource: ResourceSpec = {
  key: "client-inquiries",
  title: "Client inquiries",
  singular: "client inquiry",
  plural: "client inquiries",
  searchHint: "name, e-mail, phone or message",
  columns: [
    { key: "name", label: "Client", kind: "text", sortable: true },
    { key: "status", label: "Stage", kind: "status", sortable: true, labels: INQUIRY_STAGE_LABELS },
    { key: "source", label: "Source", kind: "text", sortable: true, labels: INQUIRY_SOURCE_LABELS },
    { key: "apartment", label: "Asked about", kind: "text", sortable: true },
    { key: "assigned", label: "Assigned to", kind: "text", sortable: true },
    { key: "nextFollowUp", label: "Follow up", kind: "text", sortable: true },
    { key: "email", label: "E-mail", kind: "text", shown: false },
    { key: "phone", label: "Phone", kind: "text", shown: false },
    { key: "createdAt", label: "Received", kind: "datetime", sortable: true },
  ],
  filters: [
    { key: "stage", label: "Stage", options: INQUIRY_STAGES.map((stage) => ({ value: stage, label: INQUIRY_STAGE_LABELS[stage] })) },
    { key: "source", label: "Source", options: Object.entries(INQUIRY_SOURCE_LABELS).map(([value, label]) => ({ value, label })) },
    {
      key: "received",
      label: "Received",
      options: [
        { value: "7", label: "Last 7 days" },
        { value: "30", label: "Last 30 days" },
        { value: "90", label: "Last 90 days" },
      ],
    },
    { key: "assigned", label: "Assigned to", options: [] },
    { key: "followUp", label: "Follow-up", options: [{ value: "overdue", label: "Overdue" }] },
    { key: "neighborhood", label: "Neighborhood", options: [] },
  ],
  defaultSort: { key: "createdAt", dir: "desc" },
  bulkActions: [{ key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${count(n)} and their timelines? This cannot be undone.` }],
  fields: [
    { name: "assignedAdminId", label: "Assigned to", kind: "select", optionsFrom: "client-inquiries" },
    { name: "nextFollowUp", label: "Next follow-up", kind: "date", help: "Overdue follow-ups are flagged on the dashboard." },
  ],
  publicPath: null,
  creatable: false,
};
