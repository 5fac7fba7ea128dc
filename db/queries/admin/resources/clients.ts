/**
 * The clients section's database side (decision 035): the list (merged clients left out), one client with everything
 * that hangs on it for the workspace, and the writes: assignment and follow-up through the form, stage moves (a lease
 * recorded with Leased), notes and the account link as record actions, each through adminWrite with a line on the
 * client's timeline in the same transaction. Merge and split are in ../client-merge.ts.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isClientStage, planStageMove, type LeaseDraft, type StageMoveInput } from "../../../../core/admin/client-stages.ts";
import { formatCents } from "../../../../core/money/cents.ts";
import { expectedCommission } from "../../../../core/money/commission.ts";
import { SITE_NAME } from "../../../../core/reference/site.ts";
import { CLIENT_NOTE_MAX } from "../../../../core/admin/resources/clients.ts";
import { phoneKey } from "../../../../core/clients/client-identity.ts";
import { houstonCalendarDate } from "../../../../core/format/dates.ts";
import { rowIdOfText } from "../../../../core/row-id.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, clientEvents, clientInquiries, clientMerges, clientOptions, clients, floorPlans, invoices, leases, rebates, tourBookings, users } from "../../../schema/index.ts";
import { addClientEvent, confirmClientAccount } from "../../clients.ts";
import { requestLeaseVerification } from "../../lease-verifications.ts";
import { invoicesOfClient } from "../../invoices.ts";
import { rebateOwedOnLease, rebatesOfClient } from "../../rebates.ts";
import { registrationCandidates, registrationsOfClient } from "../../referral-registrations.ts";
import { communityTermsOn } from "../community-terms.ts";
import { readLeaseFormDefaults } from "../lease-form-defaults.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";

const assignee = alias(users, "assignee");
const account = alias(users, "account");

export interface TimelineEvent {
  id: number;
  at: string;
  actor: string;
  kind: string;
  body: string;
  staffOnly: boolean;
}

const inquiryCount = sql<number>`(select count(*) from client_inquiries i where i.client_id = "clients"."id")`.mapWith(Number);
const lastInquiryAt = sql<Date>`(select max(i.created_at) from client_inquiries i where i.client_id = "clients"."id")`;
const lastSource = sql<string>`(select i.source from client_inquiries i where i.client_id = "clients"."id" order by i.created_at desc, i.id desc limit 1)`;
const isId = (value: string) => rowIdOfText(value) !== null;

async function adminName(tx: Tx, id: number | null): Promise<string> {
  if (id === null) return "nobody";
  const [row] = await tx.select({ username: users.username, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  if (!row?.isAdmin) throw new AdminWriteRefusal("Choose an administrator to assign it to.", "assignedAdminId");
  return row.username;
}

/** The other clients that are likely the same person: the same phone number, or the same address on an inquiry. */
async function likelyMatches(db: Database, client: { id: number; phone: string | null; email: string | null }) {
  const phone = phoneKey(client.phone);
  const conditions = [
    phone ? sql`right(regexp_replace(${clients.phone}, '[^0-9]', '', 'g'), 10) = ${phone}` : undefined,
    client.email ? sql`lower(${clients.email}) = lower(${client.email})` : undefined,
  ].filter((condition) => condition !== undefined);
  if (!conditions.length) return [];
  const rows = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, status: clients.status })
    .from(clients)
    .where(and(ne(clients.id, client.id), isNull(clients.mergedIntoId), or(...conditions)))
    .orderBy(desc(clients.id))
    .limit(10);
  return rows.map((row) => ({ ...row, reason: phone && phoneKey(row.phone) === phone ? "Same phone number" : "Same e-mail address" }));
}

/** Every tour booked on the client's inquiries, newest first. */
export async function toursOfClient(db: Database, clientId: number) {
  return db
    .select({
      id: tourBookings.id,
      startsAt: tourBookings.startsAt,
      endsAt: tourBookings.endsAt,
      mode: tourBookings.mode,
      status: tourBookings.status,
      community: apartments.title,
      slug: apartments.slug,
      apartmentId: tourBookings.apartmentId,
      bookedAt: tourBookings.createdAt,
    })
    .from(tourBookings)
    .innerJoin(clientInquiries, eq(clientInquiries.id, tourBookings.inquiryId))
    .innerJoin(apartments, eq(apartments.id, tourBookings.apartmentId))
    .where(eq(clientInquiries.clientId, clientId))
    .orderBy(desc(tourBookings.startsAt));
}

export const clientsStore: ResourceStore = {
  resource: "clients",
  source: {
    table: clients,
    join: (query) => query.leftJoin(assignee, eq(assignee.id, clients.assignedAdminId)).leftJoin(account, eq(account.id, clients.userId)),
    id: clients.id,
    version: clients.version,
    columns: {
      name: clients.name,
      status: clients.status,
      inquiries: inquiryCount,
      lastSource,
      assigned: assignee.username,
      nextFollowUp: clients.nextFollowUp,
      account: account.username,
      email: clients.email,
      phone: clients.phone,
      lastInquiryAt,
      createdAt: clients.createdAt,
    },
    search: [clients.name, clients.email, clients.phone],
    where: isNull(clients.mergedIntoId),
    filters: {
      stage: (value) => eq(clients.status, value),
      assigned: (value) => (isId(value) ? eq(clients.assignedAdminId, Number(value)) : sql`false`),
      followUp: () => and(sql`${clients.nextFollowUp} < ${houstonCalendarDate(new Date())}`, sql`${clients.status} not in ('leased', 'lost')`),
      account: (value) => (value === "linked" ? isNotNull(clients.userId) : isNull(clients.userId)),
    },
  },
  async options(db) {
    const [admins, communities] = await Promise.all([
      db.select({ id: users.id, username: users.username }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.username)),
      db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(asc(apartments.title)),
    ]);
    const adminOptions = admins.map((row) => ({ value: String(row.id), label: row.username }));
    return {
      assignedAdminId: adminOptions,
      assigned: adminOptions,
      leasedApartmentId: communities.map((row) => ({ value: String(row.id), label: row.title })),
    };
  },
  async read(db, id) {
    const [client] = await db.select().from(clients).where(eq(clients.id, id));
    if (!client) return null;
    const [inquiries, events, person, list, clientLeases, tours, matches, merges, mergedInto, registrations, candidates, clientInvoices, clientRebates] = await Promise.all([
      db
        .select({
          id: clientInquiries.id,
          createdAt: clientInquiries.createdAt,
          source: clientInquiries.source,
          name: clientInquiries.name,
          email: clientInquiries.email,
          phone: clientInquiries.phone,
          message: clientInquiries.message,
          moveInDate: clientInquiries.moveInDate,
          // Only ever the renter's own saved chat (a hand-off links no other), and set null when the chat is deleted.
          chatSessionId: clientInquiries.chatSessionId,
          apartment: apartments.title,
          apartmentSlug: apartments.slug,
        })
        .from(clientInquiries)
        .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
        .where(eq(clientInquiries.clientId, id))
        .orderBy(desc(clientInquiries.createdAt), desc(clientInquiries.id)),
      db.select().from(clientEvents).where(eq(clientEvents.clientId, id)).orderBy(asc(clientEvents.at), asc(clientEvents.id)),
      // The account: attached (by its session, its verified address or the locator), else one with the same address, not verified, as a suggestion.
      client.userId !== null
        ? db.select({ id: users.id, username: users.username, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, client.userId))
        : client.email
          ? db
              .select({ id: users.id, username: users.username, verifiedAt: users.emailVerifiedAt })
              .from(users)
              .where(and(sql`lower(${users.email}) = lower(${client.email})`, eq(users.isAdmin, false)))
              .limit(1)
          : Promise.resolve([]),
      db.select({ id: clientOptions.id, sharedAt: clientOptions.sharedAt }).from(clientOptions).where(eq(clientOptions.clientId, id)).limit(1),
      db
        .select({
          id: leases.id,
          apartmentId: leases.apartmentId,
          community: leases.communityName,
          slug: apartments.slug,
          plan: floorPlans.name,
          unit: leases.unit,
          moveIn: leases.moveIn,
          leaseMonths: leases.leaseMonths,
          rent: leases.rent,
          renewal: leases.renewal,
          expectedCommissionCents: leases.expectedCommissionCents,
          commissionNote: leases.commissionNote,
          verifiedAt: leases.verifiedAt,
          verifiedMoveIn: leases.verifiedMoveIn,
          verifiedRent: leases.verifiedRent,
          verifiedUnit: leases.verifiedUnit,
          movedOutOn: leases.movedOutOn,
          skipRefundCents: leases.skipRefundCents,
          verificationRequested: sql<boolean>`exists (select 1 from lease_verifications v where v.lease_id = "leases"."id")`,
          createdAt: leases.createdAt,
        })
        .from(leases)
        .leftJoin(apartments, eq(apartments.id, leases.apartmentId))
        .leftJoin(floorPlans, eq(floorPlans.id, leases.floorPlanId))
        .where(eq(leases.clientId, id))
        .orderBy(desc(leases.createdAt), desc(leases.id)),
      toursOfClient(db, id),
      likelyMatches(db, client),
      db
        .select({ id: clientMerges.id, mergedId: clientMerges.mergedId, name: clients.name, at: clientMerges.at })
        .from(clientMerges)
        .innerJoin(clients, eq(clients.id, clientMerges.mergedId))
        .where(and(eq(clientMerges.clientId, id), isNull(clientMerges.undoneAt)))
        .orderBy(desc(clientMerges.at)),
      client.mergedIntoId !== null ? db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, client.mergedIntoId)) : Promise.resolve([]),
      registrationsOfClient(db, id),
      registrationCandidates(db, id),
      invoicesOfClient(db, id),
      rebatesOfClient(db, id),
    ]);
    const invoiceOfLease = new Map(clientInvoices.map((invoice) => [invoice.leaseId, invoice]));
    const leaseForm = await readLeaseFormDefaults(db, id, { tours, inquiries, leases: clientLeases });
    const accountRow = person[0];
    return {
      id: client.id,
      version: client.version,
      label: client.name,
      slug: String(client.id),
      values: { assignedAdminId: client.assignedAdminId, nextFollowUp: client.nextFollowUp },
      extra: {
        client: {
          name: client.name,
          email: client.email,
          phone: client.phone,
          stage: client.status,
          lostReason: client.lostReason,
          createdAt: client.createdAt.toISOString(),
          stageChangedAt: client.stageChangedAt.toISOString(),
          mergedInto: mergedInto[0] ?? null,
        },
        account: accountRow ? { id: accountRow.id, username: accountRow.username, linked: client.userId !== null, verified: accountRow.verifiedAt !== null } : null,
        optionsListId: list[0]?.id ?? null,
        inquiries: inquiries.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        leases: clientLeases.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          verifiedAt: row.verifiedAt?.toISOString() ?? null,
          invoice: invoiceOfLease.get(row.id) ?? null,
        })),
        tours: tours.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), bookedAt: row.bookedAt.toISOString() })),
        leaseForm,
        matches,
        merges: merges.map((row) => ({ ...row, at: row.at.toISOString() })),
        timeline: events.map((e) => ({ id: e.id, at: e.at.toISOString(), actor: e.actorUsername, kind: e.kind, body: e.body, staffOnly: e.staffOnly })) satisfies TimelineEvent[],
        registrations,
        registrationCandidates: candidates,
        rebates: clientRebates,
      },
    };
  },
  create() {
    // Clients come from renters' inquiries (and options lists opened for an account or an address).
    return Promise.resolve({ ok: false, reason: "refused", message: "Clients are made by renters' inquiries, not here." });
  },
  update(db, actor, id, expectedVersion, values) {
    const assigned = (values.assignedAdminId as number | null) ?? null;
    const followUp = (values.nextFollowUp as string | null) ?? null;
    return adminWrite(db, {
      action: "update",
      actor,
      resource: "clients",
      recordId: id,
      expectedVersion,
      apply: async (tx, current) => {
        if (current.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; work on that one.");
        if (assigned !== current.assignedAdminId) await addClientEvent(tx, { clientId: id, actor, kind: "assignment", body: `Assigned to ${await adminName(tx, assigned)}` });
        if (followUp !== current.nextFollowUp) await addClientEvent(tx, { clientId: id, actor, kind: "follow-up", body: followUp ? `Follow up on ${followUp}` : "No follow-up planned" });
        await tx.update(clients).set({ assignedAdminId: assigned, nextFollowUp: followUp }).where(eq(clients.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "clients",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.delete(clients).where(eq(clients.id, id));
      },
    });
  },
  bulk: {
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "clients",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: async (tx, current) => {
          await tx.delete(clients).where(eq(clients.id, current.id));
        },
      }),
  },
  constraints: {
    clients_assigned_admin_id_users_id_fk: { field: "assignedAdminId", message: "Choose an administrator to assign it to." },
    // Financial records: a client with an invoice or a rebate on a lease stays (anonymised when the renter deletes their account).
    invoices_client_id_clients_id_fk: { field: "invoice", message: "This client has commission invoices: they are financial records and stay." },
    invoices_lease_id_leases_id_fk: { field: "invoice", message: "This client's lease has a commission invoice: it is a financial record and stays." },
    rebates_lease_id_leases_id_fk: { field: "rebate", message: "This client's lease has a rebate on record: it stays with the lease." },
  },
};

export type StageMoveResult = AdminWriteResult | { ok: false; reason: "invalid"; errors: Record<string, string> };

/**
 * Moves a client's search to another stage: the rules decide (core/admin/client-stages.ts). The move, the lease it
 * records or drops, its timeline line and its audit entry are one transaction.
 */
export async function moveClientStage(
  db: Database,
  actor: AdminActor,
  id: number,
  expectedVersion: number,
  move: Omit<StageMoveInput, "from">,
  env: LeaseMailEnv = NO_MAIL_ENV,
): Promise<StageMoveResult> {
  const [current] = await db.select({ status: clients.status }).from(clients).where(eq(clients.id, id));
  if (!current) return { ok: false, reason: "not-found" };
  const from = current.status;
  if (!isClientStage(from)) throw new Error(`Client ${id} has an unknown stage ${from}`);
  const plan = planStageMove({ ...move, from });
  if (!plan.ok) return { ok: false, reason: "invalid", errors: plan.errors };
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: id,
    expectedVersion,
    apply: async (tx, locked) => {
      if (locked.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; work on that one.", "to");
      // Decided on the stage read above; another admin's move in between is caught by the version check.
      if (locked.status !== from) throw new AdminWriteRefusal("The client moved to another stage meanwhile; reload the page.", "to");
      const { lease } = plan.patch;
      if (lease) {
        const [community] = await tx.select({ title: apartments.title }).from(apartments).where(eq(apartments.id, lease.apartmentId));
        if (!community) throw new AdminWriteRefusal("Choose the community the client leased at.", "leasedApartmentId");
        if (lease.floorPlanId !== null) {
          const [floorPlan] = await tx
            .select({ id: floorPlans.id })
            .from(floorPlans)
            .where(and(eq(floorPlans.id, lease.floorPlanId), eq(floorPlans.apartmentId, lease.apartmentId)));
          if (!floorPlan) throw new AdminWriteRefusal("That floor plan is not one of the community's.", "leasedFloorPlanId");
        }
        if (lease.previousApartmentId !== null) {
          const [previous] = await tx.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, lease.previousApartmentId));
          if (!previous) throw new AdminWriteRefusal("That community is no longer in the catalogue: choose another or leave it empty.", "leasePreviousApartmentId");
        }
        const [row] = await tx.insert(leases).values({ clientId: id, communityName: community.title, createdById: actor.id, ...lease }).returning({ id: leases.id });
        await expectCommission(tx, { leaseId: row!.id, clientId: id, clientName: locked.name, community: community.title, lease, actor, env });
        await rebateOwedOnLease(tx, { clientId: id, leaseId: row!.id, apartmentId: lease.apartmentId }, actor, env.company);
      }
      if (plan.patch.dropLease) {
        const [newest] = await tx.select({ id: leases.id }).from(leases).where(eq(leases.clientId, id)).orderBy(desc(leases.createdAt), desc(leases.id)).limit(1);
        if (newest) {
          const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.leaseId, newest.id));
          if (invoice) throw new AdminWriteRefusal(`The lease has invoice ${invoice.number}: it can't be dropped. Write the invoice off if the lease fell through.`, "to");
          await tx.update(rebates).set({ leaseId: null, status: "promised", updatedAt: sql`now()` }).where(and(eq(rebates.leaseId, newest.id), eq(rebates.status, "owed")));
          await tx.delete(leases).where(eq(leases.id, newest.id));
        }
      }
      await tx.update(clients).set({ status: plan.patch.status, lostReason: plan.patch.lostReason, stageChangedAt: sql`now()` }).where(eq(clients.id, id));
      await addClientEvent(tx, { clientId: id, actor, kind: "stage", body: plan.summary });
    },
  });
}

/** What a lease's e-mails need from the server: PUBLIC_ORIGIN for links and the brokerage's name. */
export interface LeaseMailEnv {
  origin: string | null;
  company: string;
}
const NO_MAIL_ENV: LeaseMailEnv = { origin: null, company: SITE_NAME };

/**
 * The commission a new lease should earn under the community's terms in effect at move-in (or why none is due), kept
 * on the lease, and the verification request to the property's leasing contact when a commission is due. A move from
 * another community is judged by that community's management company in its terms in effect at the same move-in:
 * the same company as the new terms' is a move between sister properties.
 */
async function expectCommission(
  tx: Tx,
  options: { leaseId: number; clientId: number; clientName: string; community: string; lease: LeaseDraft; actor: AdminActor; env: LeaseMailEnv },
) {
  const { lease } = options;
  const terms = await communityTermsOn(tx, lease.apartmentId, lease.moveIn);
  const [plan] = lease.floorPlanId !== null ? await tx.select({ beds: floorPlans.beds }).from(floorPlans).where(eq(floorPlans.id, lease.floorPlanId)) : [];
  const byBedrooms = terms !== null && Object.keys(terms.byBedrooms).length > 0;
  const previousCommunity =
    lease.previousApartmentId === null ? null : { managementCompany: (await communityTermsOn(tx, lease.previousApartmentId, lease.moveIn))?.managementCompany ?? null };
  const expected =
    byBedrooms && !plan
      ? { due: false as const, reason: "Choose the floor plan: this property pays by bedroom count." }
      : expectedCommission({
          terms,
          lease: { rentDollars: lease.rent, bedrooms: plan?.beds ?? 1, leaseMonths: lease.leaseMonths, moveIn: lease.moveIn, renewal: lease.renewal, previousCommunity },
        });
  await tx
    .update(leases)
    .set(expected.due ? { expectedCommissionCents: expected.amountCents, commissionNote: expected.basis } : { expectedCommissionCents: null, commissionNote: expected.reason })
    .where(eq(leases.id, options.leaseId));
  await addClientEvent(tx, {
    clientId: options.clientId,
    actor: options.actor,
    kind: "lease",
    body: expected.due ? `Expected commission ${formatCents(expected.amountCents)}: ${expected.basis}` : `No commission expected: ${expected.reason}`,
  });
  if (!expected.due || !terms?.leasingContactEmail) return;
  await requestLeaseVerification(tx, {
    leaseId: options.leaseId,
    clientId: options.clientId,
    clientName: options.clientName,
    community: options.community,
    unit: lease.unit,
    moveIn: lease.moveIn,
    rent: lease.rent,
    to: { address: terms.leasingContactEmail, name: terms.leasingContactName },
    company: options.env.company,
    locator: options.actor.username,
    origin: options.env.origin,
  });
}

/** A note on the client's timeline: staff-only unless said otherwise. */
export async function addClientNote(db: Database, actor: AdminActor, id: number, note: { body: string; staffOnly: boolean }): Promise<StageMoveResult> {
  const body = note.body.trim();
  if (!body) return { ok: false, reason: "invalid", errors: { body: "Write the note first." } };
  if (body.length > CLIENT_NOTE_MAX) return { ok: false, reason: "invalid", errors: { body: `A note may be at most ${CLIENT_NOTE_MAX.toLocaleString("en-US")} characters.` } };
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: id,
    expectedVersion: null,
    apply: async (tx) => {
      await addClientEvent(tx, { clientId: id, actor, kind: "note", body, staffOnly: note.staffOnly });
    },
  });
}

/** The locator confirms the client's account (by username or e-mail): for an address the account has not verified. */
export function linkClientAccount(db: Database, actor: AdminActor, id: number, who: string): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: id,
    expectedVersion: null,
    apply: async (tx) => {
      const name = who.trim().toLowerCase();
      if (!name) throw new AdminWriteRefusal("Type the client's username or e-mail.", "account");
      const [user] = await tx
        .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
        .from(users)
        .where(sql`lower(${users.username}) = ${name} or lower(${users.email}) = ${name}`)
        .limit(1);
      if (!user) throw new AdminWriteRefusal("No account has this username or e-mail.", "account");
      if (user.isAdmin) throw new AdminWriteRefusal("That is an administrator's account, not a client's.", "account");
      const linked = await confirmClientAccount(tx, id, user, actor);
      if (!linked.ok) throw new AdminWriteRefusal(linked.message, "account");
    },
  });
}

/** Clients by stage for the board: the newest moves of each stage (at most `perStage`), with each stage's total. */
export async function clientsByStage(db: Database, options: { perStage: number; assigned?: number | null }) {
  const ranked = db
    .select({
      id: clients.id,
      name: clients.name,
      status: clients.status,
      stageChangedAt: clients.stageChangedAt,
      nextFollowUp: clients.nextFollowUp,
      assigned: sql<string | null>`${assignee.username}`.as("assigned"),
      rank: sql<number>`row_number() over (partition by ${clients.status} order by ${clients.stageChangedAt} desc, ${clients.id} desc)`.as("rank"),
      total: sql<number>`count(*) over (partition by ${clients.status})`.as("total"),
    })
    .from(clients)
    .leftJoin(assignee, eq(assignee.id, clients.assignedAdminId))
    .where(and(isNull(clients.mergedIntoId), options.assigned ? eq(clients.assignedAdminId, options.assigned) : undefined))
    .as("ranked");
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${options.perStage}`).orderBy(ranked.rank);
  return rows.map((row) => ({ ...row, rank: Number(row.rank), total: Number(row.total), stageChangedAt: new Date(row.stageChangedAt).toISOString() }));
}

/** The client of each inquiry id (for the inbox's links). */
export async function clientIdsOfInquiries(db: Database, inquiryIds: number[]): Promise<Map<number, number>> {
  if (!inquiryIds.length) return new Map();
  const rows = await db.select({ id: clientInquiries.id, clientId: clientInquiries.clientId }).from(clientInquiries).where(inArray(clientInquiries.id, inquiryIds));
  return new Map(rows.map((row) => [row.id, row.clientId]));
}
