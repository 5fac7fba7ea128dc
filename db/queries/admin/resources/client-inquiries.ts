/**
 * The client inquiries inbox and each inquiry's workspace: the list, the
 * person behind it, its timeline, and the writes (assignment and follow-up
 * through the form, stage moves and notes as record actions), each through
 * adminWrite with an event on the inquiry's timeline in the same transaction.
 */
import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isInquiryStage, planStageMove, type StageMoveInput } from "../../../../core/admin/inquiry-stages.ts";
import { INQUIRY_NOTE_MAX } from "../../../../core/admin/resources/client-inquiries.ts";
import { houstonCalendarDate } from "../../../../core/format/dates.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, clientInquiries, clientOptions, floorPlans, inquiryEvents, neighborhoods, users } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";
import { tourOfInquiry } from "../../tours.ts";
import { rowIdOfText } from "../../../../core/row-id.ts";

const assignee = alias(users, "assignee");

export interface TimelineEvent {
  id: number;
  at: string;
  actor: string;
  kind: string;
  body: string;
  staffOnly: boolean;
}

async function addEvent(tx: Tx, inquiryId: number, actor: AdminActor, kind: "note" | "stage" | "assignment" | "follow-up", body: string, staffOnly = true) {
  await tx.insert(inquiryEvents).values({ inquiryId, actorId: actor.id, actorUsername: actor.username, kind, body, staffOnly });
}

async function adminName(tx: Tx, id: number | null): Promise<string> {
  if (id === null) return "nobody";
  const [row] = await tx.select({ username: users.username, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  if (!row?.isAdmin) throw new AdminWriteRefusal("Choose an administrator to assign it to.", "assignedAdminId");
  return row.username;
}

export const clientInquiriesStore: ResourceStore = {
  resource: "client-inquiries",
  source: {
    table: clientInquiries,
    join: (query) =>
      query
        .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
        .leftJoin(assignee, eq(assignee.id, clientInquiries.assignedAdminId)),
    id: clientInquiries.id,
    version: clientInquiries.version,
    columns: {
      name: clientInquiries.name,
      status: clientInquiries.status,
      source: clientInquiries.source,
      apartment: apartments.title,
      assigned: assignee.username,
      nextFollowUp: clientInquiries.nextFollowUp,
      email: clientInquiries.email,
      phone: clientInquiries.phone,
      createdAt: clientInquiries.createdAt,
    },
    search: [clientInquiries.name, clientInquiries.email, clientInquiries.phone, clientInquiries.message],
    filters: {
      stage: (value) => eq(clientInquiries.status, value),
      source: (value) => eq(clientInquiries.source, value),
      received: (value) => sql`${clientInquiries.createdAt} >= now() - make_interval(days => ${Number(value)})`,
      assigned: (value) => (rowIdOfText(value) !== null ? eq(clientInquiries.assignedAdminId, Number(value)) : sql`false`),
      followUp: () =>
        and(sql`${clientInquiries.nextFollowUp} < ${houstonCalendarDate(new Date())}`, sql`${clientInquiries.status} not in ('leased', 'lost')`),
      neighborhood: (value) => (rowIdOfText(value) !== null ? eq(apartments.neighborhoodId, Number(value)) : sql`false`),
    },
  },
  async options(db) {
    const [admins, hoods, communities] = await Promise.all([
      db.select({ id: users.id, username: users.username }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.username)),
      db.select({ id: neighborhoods.id, name: neighborhoods.name }).from(neighborhoods).orderBy(asc(neighborhoods.name)),
      db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(asc(apartments.title)),
    ]);
    const adminOptions = admins.map((row) => ({ value: String(row.id), label: row.username }));
    return {
      assignedAdminId: adminOptions,
      assigned: adminOptions,
      neighborhood: hoods.map((row) => ({ value: String(row.id), label: row.name })),
      leasedApartmentId: communities.map((row) => ({ value: String(row.id), label: row.title })),
    };
  },
  async read(db, id) {
    const [row] = await db
      .select({ inquiry: clientInquiries, apartment: { title: apartments.title, slug: apartments.slug } })
      .from(clientInquiries)
      .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
      .where(eq(clientInquiries.id, id));
    if (!row) return null;
    const inquiry = row.inquiry;
    const [events, account, earlier, leased, lists, tour] = await Promise.all([
      db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id)).orderBy(asc(inquiryEvents.at), asc(inquiryEvents.id)),
      // The person: the account that sent it, or one with the same e-mail (shown as verified or not: decision 028).
      db
        .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(inquiry.userId !== null ? eq(users.id, inquiry.userId) : sql`lower(${users.email}) = lower(${inquiry.email})`)
        .limit(1),
      db
        .select({ id: clientInquiries.id, createdAt: clientInquiries.createdAt, status: clientInquiries.status, source: clientInquiries.source })
        .from(clientInquiries)
        .where(and(ne(clientInquiries.id, id), or(sql`lower(${clientInquiries.email}) = lower(${inquiry.email})`, inquiry.userId !== null ? eq(clientInquiries.userId, inquiry.userId) : sql`false`)))
        .orderBy(desc(clientInquiries.createdAt))
        .limit(20),
      inquiry.leasedApartmentId
        ? db
            .select({ title: apartments.title, slug: apartments.slug, plan: floorPlans.name })
            .from(apartments)
            .leftJoin(floorPlans, and(eq(floorPlans.id, inquiry.leasedFloorPlanId ?? -1), eq(floorPlans.apartmentId, apartments.id)))
            .where(eq(apartments.id, inquiry.leasedApartmentId))
        : Promise.resolve([]),
      // The client's options list: their account's, or one made for this e-mail before they had an account.
      db
        .select({ id: clientOptions.id })
        .from(clientOptions)
        .leftJoin(users, eq(users.id, clientOptions.userId))
        .where(
          or(
            inquiry.userId !== null ? eq(clientOptions.userId, inquiry.userId) : sql`false`,
            sql`lower(${users.email}) = lower(${inquiry.email}) and not ${users.isAdmin} and ${users.emailVerifiedAt} is not null`,
            and(isNull(clientOptions.userId), sql`lower(${clientOptions.clientEmail}) = lower(${inquiry.email})`),
          ),
        )
        .orderBy(asc(clientOptions.id))
        .limit(1),
      // A booked tour's slot (source 'tour').
      tourOfInquiry(db, id),
    ]);
    return {
      id: inquiry.id,
      version: inquiry.version,
      label: inquiry.name,
      slug: String(inquiry.id),
      values: { assignedAdminId: inquiry.assignedAdminId, nextFollowUp: inquiry.nextFollowUp },
      extra: {
        inquiry: {
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          message: inquiry.message,
          moveInDate: inquiry.moveInDate,
          source: inquiry.source,
          chatSessionId: inquiry.chatSessionId,
          stage: inquiry.status,
          lostReason: inquiry.lostReason,
          createdAt: inquiry.createdAt.toISOString(),
          stageChangedAt: inquiry.stageChangedAt.toISOString(),
          apartment: row.apartment?.slug ? row.apartment : null,
          tour: tour ? { startsAt: tour.startsAt.toISOString(), endsAt: tour.endsAt.toISOString(), mode: tour.mode, status: tour.status } : null,
          lease: inquiry.leaseRent !== null ? { rent: inquiry.leaseRent, moveIn: inquiry.leaseMoveIn, community: leased[0] ?? null } : null,
        },
        // Sent while signed in, or the verified owner of the address: the client. An unverified address is only a suggestion.
        account:
          account[0] && !account[0].isAdmin
            ? { id: account[0].id, username: account[0].username, sameEmailOnly: inquiry.userId === null, verified: account[0].verifiedAt !== null }
            : null,
        optionsListId: lists[0]?.id ?? null,
        earlier: earlier.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        timeline: events.map((e) => ({ id: e.id, at: e.at.toISOString(), actor: e.actorUsername, kind: e.kind, body: e.body, staffOnly: e.staffOnly })) satisfies TimelineEvent[],
      },
    };
  },
  create() {
    // Inquiries come from renters (contact, apartment and tour forms); the back office works them.
    return Promise.resolve({ ok: false, reason: "refused", message: "Client inquiries are created by renters' requests, not here." });
  },
  update(db, actor, id, expectedVersion, values) {
    const assigned = (values.assignedAdminId as number | null) ?? null;
    const followUp = (values.nextFollowUp as string | null) ?? null;
    return adminWrite(db, {
      action: "update",
      actor,
      resource: "client-inquiries",
      recordId: id,
      expectedVersion,
      apply: async (tx, current) => {
        if (assigned !== current.assignedAdminId) await addEvent(tx, id, actor, "assignment", `Assigned to ${await adminName(tx, assigned)}`);
        if (followUp !== current.nextFollowUp) await addEvent(tx, id, actor, "follow-up", followUp ? `Follow up on ${followUp}` : "No follow-up planned");
        await tx.update(clientInquiries).set({ assignedAdminId: assigned, nextFollowUp: followUp }).where(eq(clientInquiries.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "client-inquiries",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.delete(clientInquiries).where(eq(clientInquiries.id, id));
      },
    });
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
  constraints: {
    client_inquiries_assigned_admin_id_users_id_fk: { field: "assignedAdminId", message: "Choose an administrator to assign it to." },
    client_inquiries_leased_apartment_id_apartments_id_fk: { field: "leasedApartmentId", message: "Choose the community the client leased at." },
  },
};

export type StageMoveResult = AdminWriteResult | { ok: false; reason: "invalid"; errors: Record<string, string> };

/**
 * Moves an inquiry to another stage: the rules decide (core/admin/inquiry-stages.ts),
 * and the move, its timeline event and its audit entry are one transaction.
 */
export async function moveInquiryStage(
  db: Database,
  actor: AdminActor,
  id: number,
  expectedVersion: number,
  move: Omit<StageMoveInput, "from">,
): Promise<StageMoveResult> {
  const [current] = await db.select({ status: clientInquiries.status }).from(clientInquiries).where(eq(clientInquiries.id, id));
  if (!current) return { ok: false, reason: "not-found" };
  const from = current.status;
  if (!isInquiryStage(from)) throw new Error(`Inquiry ${id} has an unknown stage ${from}`);
  const plan = planStageMove({ ...move, from });
  if (!plan.ok) return { ok: false, reason: "invalid", errors: plan.errors };
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "client-inquiries",
    recordId: id,
    expectedVersion,
    apply: async (tx, locked) => {
      // Decided on the stage read above; another admin's move in between is caught by the version check.
      if (locked.status !== from) throw new AdminWriteRefusal("The inquiry moved to another stage meanwhile; reload it.", "to");
      if (plan.patch.leasedApartmentId !== null) {
        const [community] = await tx.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, plan.patch.leasedApartmentId));
        if (!community) throw new AdminWriteRefusal("Choose the community the client leased at.", "leasedApartmentId");
      }
      if (plan.patch.leasedFloorPlanId !== null) {
        const [floorPlan] = await tx
          .select({ id: floorPlans.id })
          .from(floorPlans)
          .where(and(eq(floorPlans.id, plan.patch.leasedFloorPlanId), eq(floorPlans.apartmentId, plan.patch.leasedApartmentId ?? -1)));
        if (!floorPlan) throw new AdminWriteRefusal("That floor plan is not one of the community's.", "leasedFloorPlanId");
      }
      await tx.update(clientInquiries).set({ ...plan.patch, stageChangedAt: sql`now()` }).where(eq(clientInquiries.id, id));
      await addEvent(tx, id, actor, "stage", plan.summary);
    },
  });
}

/** A note on the inquiry's timeline: staff-only unless said otherwise. */
export async function addInquiryNote(db: Database, actor: AdminActor, id: number, note: { body: string; staffOnly: boolean }): Promise<StageMoveResult> {
  const body = note.body.trim();
  if (!body) return { ok: false, reason: "invalid", errors: { body: "Write the note first." } };
  if (body.length > INQUIRY_NOTE_MAX) return { ok: false, reason: "invalid", errors: { body: `A note may be at most ${INQUIRY_NOTE_MAX.toLocaleString("en-US")} characters.` } };
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "client-inquiries",
    recordId: id,
    expectedVersion: null,
    apply: async (tx) => {
      await addEvent(tx, id, actor, "note", body, note.staffOnly);
    },
  });
}
