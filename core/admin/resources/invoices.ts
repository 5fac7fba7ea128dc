/**
 * Commission invoices (issue 28, decision 037): one per lease, made from a verified lease on the client's page, sent
 * to the property with its PDF, followed to payment. The list is the generic one (with an aging filter the dashboard
 * links to, and the CSV for the accountant); an invoice's page is the generic edit page (whom it is billed to, while a
 * draft) with the invoice's workspace above it: the document, the status actions and the payments.
 */
import { AGING_BUCKETS } from "../../money/invoice-rules.ts";
import { INVOICE_STATUS_LABELS } from "../../money/invoice-actions.ts";
import type { ResourceSpec } from "../resource.ts";

export const INVOICE_NOTE_MAX = 1_000;
export const PAYMENT_REFERENCE_MAX = 120;

const count = (n: number) => `${n} ${n === 1 ? "draft invoice" : "draft invoices"}`;

export const invoicesResource: ResourceSpec = {
  key: "invoices",
  title: "Invoices",
  singular: "invoice",
  plural: "invoices",
  searchHint: "number, community or resident",
  columns: [
    { key: "number", label: "Invoice", kind: "text", sortable: true },
    { key: "status", label: "Status", kind: "status", sortable: true, labels: INVOICE_STATUS_LABELS },
    { key: "communityName", label: "Community", kind: "text", sortable: true },
    { key: "residentName", label: "Resident", kind: "text", sortable: true },
    { key: "amount", label: "Amount", kind: "cents", sortable: true, align: "end" },
    { key: "paid", label: "Paid", kind: "cents", sortable: true, align: "end" },
    { key: "open", label: "Open", kind: "cents", sortable: true, align: "end" },
    { key: "invoiceDate", label: "Sent", kind: "date", sortable: true },
    { key: "dueDate", label: "Due", kind: "date", sortable: true },
    { key: "moveIn", label: "Move-in", kind: "date", sortable: true, shown: false },
    { key: "billToEmail", label: "Billed to", kind: "text", shown: false },
    { key: "createdAt", label: "Created", kind: "datetime", sortable: true, shown: false },
  ],
  filters: [
    { key: "status", label: "Status", options: Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => ({ value, label })) },
    { key: "aging", label: "Open for (days)", options: AGING_BUCKETS.map((bucket) => ({ value: bucket, label: bucket })) },
    { key: "due", label: "Due", options: [{ value: "overdue", label: "Overdue" }] },
  ],
  defaultSort: { key: "createdAt", dir: "desc" },
  // Only drafts may go: a sent invoice is a financial record (write it off instead).
  bulkActions: [{ key: "delete", label: "Delete drafts", destructive: true, confirm: (n) => `Delete ${count(n)}? Sent invoices can't be deleted.` }],
  fields: [
    { name: "billToName", label: "Leasing contact", kind: "text", help: "Whom the invoice is addressed to at the property." },
    { name: "billToEmail", label: "Send to (e-mail)", kind: "text", help: "The property's leasing or accounting contact. Changes only while a draft." },
  ],
  publicPath: null,
  creatable: false,
};
