/**
 * The client inquiries inbox (decision 035): every message people sent, newest first, with their client's stage,
 * assignee and follow-up. An inquiry is worked on its client's page: /admin/client-inquiries/{id} redirects there.
 */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { houstonCalendarDate } from "../../../../core/format/dates.ts";
import { rowIdOfText } from "../../../../core/row-id.ts";
import { apartments, clientInquiries, clients, neighborhoods, users } from "../../../schema/index.ts";
import { adminBulkWrite } from "../admin-write.ts";
import type { ResourceStore } from "../resource-store.ts";

const assignee = alias(users, "assignee");
const isId = (value: string) => rowIdOfText(value) !== null;

export const clientInquiriesStore: ResourceStore = {
  resource: "client-inquiries",
  source: {
    table: clientInquiries,
    join: (query) =>
      query
        .innerJoin(clients, eq(clients.id, clientInquiries.clientId))
        .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
        .leftJoin(assignee, eq(assignee.id, clients.assignedAdminId)),
    id: clientInquiries.id,
    version: clientInquiries.version,
    columns: {
      name: clientInquiries.name,
      status: clients.status,
      source: clientInquiries.source,
      apartment: apartments.title,
      assigned: assignee.username,
      nextFollowUp: clients.nextFollowUp,
      email: clientInquiries.email,
      phone: clientInquiries.phone,
      createdAt: clientInquiries.createdAt,
    },
    search: [clientInquiries.name, clientInquiries.email, clientInquiries.phone, clientInquiries.message],
    filters: {
      stage: (value) => eq(clients.status, value),
      source: (value) => eq(clientInquiries.source, value),
      received: (value) => sql`${clientInquiries.createdAt} >= now() - make_interval(days => ${Number(value)})`,
      assigned: (value) => (isId(value) ? eq(clients.assignedAdminId, Number(value)) : sql`false`),
      followUp: () => sql`${clients.nextFollowUp} < ${houstonCalendarDate(new Date())} and ${clients.status} not in ('leased', 'lost')`,
      neighborhood: (value) => (isId(value) ? eq(apartments.neighborhoodId, Number(value)) : sql`false`),
    },
  },
  async options(db) {
    const [admins, hoods] = await Promise.all([
      db.select({ id: users.id, username: users.username }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.username)),
      db.select({ id: neighborhoods.id, name: neighborhoods.name }).from(neighborhoods).orderBy(asc(neighborhoods.name)),
    ]);
    return {
      assigned: admins.map((row) => ({ value: String(row.id), label: row.username })),
      neighborhood: hoods.map((row) => ({ value: String(row.id), label: row.name })),
    };
  },
  async read(db, id) {
    const [row] = await db.select({ clientId: clientInquiries.clientId, name: clientInquiries.name, version: clientInquiries.version }).from(clientInquiries).where(eq(clientInquiries.id, id));
    if (!row) return null;
    return { id, version: row.version, label: row.name, slug: String(id), values: {}, redirectTo: `/admin/clients/${row.clientId}#inquiry-${id}` };
  },
  create() {
    return Promise.resolve({ ok: false, reason: "refused", message: "Client inquiries are created by renters' requests, not here." });
  },
  update() {
    return Promise.resolve({ ok: false, reason: "refused", message: "An inquiry is worked on its client's page." });
  },
  remove() {
    return Promise.resolve({ ok: false, reason: "refused", message: "An inquiry is worked on its client's page." });
  },
  bulk: {
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "client-inquiries",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: async (tx, current) => {
          await tx.delete(clientInquiries).where(eq(clientInquiries.id, current.id));
        },
      }),
  },
  constraints: {},
};
