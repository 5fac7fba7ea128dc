/** The client inquiries inbox: every inquiry, newest first, with its client's stage (core/admin/client-stages.ts); worked on the client's page. */
import { CLIENT_STAGE_LABELS, CLIENT_STAGES } from "../client-stages.ts";
import type { ResourceSpec } from "../resource.ts";
import type { InquirySource } from "../../inquiries/inquiry-schema.ts";

export const INQUIRY_SOURCE_LABELS = {
  contact: "Contact page",
  apartment: "Apartment page",
  tour: "Tour request",
  "get-matched": "Get matched",
  chat: "Chat with A.L.I.",
} as const satisfies Record<InquirySource, string>;

const count = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;

export const clientInquiriesResource: ResourceSpec = {
  key: "client-inquiries",
  title: "Client inquiries",
  singular: "client inquiry",
  plural: "client inquiries",
  searchHint: "name, e-mail, phone or message",
  columns: [
    { key: "name", label: "Client", kind: "text", sortable: true },
    { key: "status", label: "Stage", kind: "status", sortable: true, labels: CLIENT_STAGE_LABELS },
    { key: "source", label: "Source", kind: "text", sortable: true, labels: INQUIRY_SOURCE_LABELS },
    { key: "apartment", label: "Asked about", kind: "text", sortable: true },
    { key: "assigned", label: "Assigned to", kind: "text", sortable: true },
    { key: "nextFollowUp", label: "Follow up", kind: "date", sortable: true },
    { key: "email", label: "E-mail", kind: "text", shown: false },
    { key: "phone", label: "Phone", kind: "text", shown: false },
    { key: "createdAt", label: "Received", kind: "datetime", sortable: true },
  ],
  filters: [
    { key: "stage", label: "Stage", options: CLIENT_STAGES.map((stage) => ({ value: stage, label: CLIENT_STAGE_LABELS[stage] })) },
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
  // Worked on the client's page (/admin/clients/{id}): an inquiry's own page redirects there.
  fields: [],
  publicPath: null,
  creatable: false,
};
