/**
 * Merging two clients who are one person, undoing a merge, and splitting an inquiry that joined the wrong client
 * (decision 035). Each is one audited write on the client that stays (its history lists the inquiries and leases it
 * holds), with a line on both timelines; merges take one advisory lock first, so two merges of the same pair in
 * opposite directions wait for each other instead of deadlocking.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../client-types.ts";
import { clientEvents, clientInquiries, clientMerges, clientOptions, clients, invoices, leases, rebates, referralRegistrations } from "../../schema/index.ts";
import { addClientEvent } from "../clients.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "./admin-write.ts";
import type { Tx } from "./audited-tables.ts";

const lockMerges = async (tx: Tx) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('client-merges'))`);
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Moves everything of client `fromId` onto client `intoId` and hides `fromId`; refused when they cannot be one record. */
export function mergeClients(db: Database, actor: AdminActor, intoId: number, expectedVersion: number, fromId: number): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: intoId,
    expectedVersion,
    serialize: lockMerges,
    apply: async (tx, into) => {
      if (fromId === intoId) throw new AdminWriteRefusal("Choose another client to merge into this one.", "mergeFrom");
      if (into.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; merge into that one.", "mergeFrom");
      const [from] = await tx.select().from(clients).where(eq(clients.id, fromId)).for("update");
      if (!from || from.mergedIntoId !== null) throw new AdminWriteRefusal(`There is no client #${fromId} to merge (any more).`, "mergeFrom");
      if (from.userId !== null && into.userId !== null) {
        throw new AdminWriteRefusal("Both clients have an account: two accounts are two people to the site, so they cannot be one client.", "mergeFrom");
      }
      const lists = await tx.select({ id: clientOptions.id, clientId: clientOptions.clientId }).from(clientOptions).where(inArray(clientOptions.clientId, [intoId, fromId]));
      if (lists.length > 1) throw new AdminWriteRefusal(`Both clients have an options list (#${lists.map((l) => l.id).join(" and #")}): delete one first.`, "mergeFrom");
      const movedList = lists.find((list) => list.clientId === fromId)?.id ?? null;

      const inquiries = await tx.update(clientInquiries).set({ clientId: intoId }).where(eq(clientInquiries.clientId, fromId)).returning({ id: clientInquiries.id });
      const events = await tx.update(clientEvents).set({ clientId: intoId }).where(eq(clientEvents.clientId, fromId)).returning({ id: clientEvents.id });
      const movedLeases = await tx.update(leases).set({ clientId: intoId }).where(eq(leases.clientId, fromId)).returning({ id: leases.id });
      // The leases' invoices go with them; referral registrations and rebates too (each listed, for the undo).
      if (movedLeases.length) await tx.update(invoices).set({ clientId: intoId }).where(inArray(invoices.leaseId, movedLeases.map((row) => row.id)));
      const movedRegistrations = await tx
        .update(referralRegistrations)
        .set({ clientId: intoId })
        .where(eq(referralRegistrations.clientId, fromId))
        .returning({ id: referralRegistrations.id });
      const movedRebates = await tx.update(rebates).set({ clientId: intoId }).where(eq(rebates.clientId, fromId)).returning({ id: rebates.id });
      if (movedList !== null) await tx.update(clientOptions).set({ clientId: intoId }).where(eq(clientOptions.id, movedList));
      const movedUserId = from.userId;
      await tx.update(clients).set({ mergedIntoId: intoId, userId: null, updatedAt: sql`now()` }).where(eq(clients.id, fromId));
      if (movedUserId !== null) await tx.update(clients).set({ userId: movedUserId }).where(eq(clients.id, intoId));
      await tx.insert(clientMerges).values({
        clientId: intoId,
        mergedId: fromId,
        inquiryIds: inquiries.map((row) => row.id),
        eventIds: events.map((row) => row.id),
        leaseIds: movedLeases.map((row) => row.id),
        registrationIds: movedRegistrations.map((row) => row.id),
        rebateIds: movedRebates.map((row) => row.id),
        optionsListId: movedList,
        movedUserId,
        actorId: actor.id,
        actorUsername: actor.username,
      });
      const moved = [count(inquiries.length, "inquiry", "inquiries"), movedLeases.length ? count(movedLeases.length, "lease", "leases") : null, movedList ? "the options list" : null, movedUserId ? "the account" : null];
      await addClientEvent(tx, { clientId: intoId, actor, kind: "merge", body: `Merged client #${fromId} (${from.name}) into this one: ${moved.filter(Boolean).join(", ")}` });
      await addClientEvent(tx, { clientId: fromId, actor, kind: "merge", body: `Merged into client #${intoId} (${into.name})` });
    },
  });
}

/** Puts back what a merge moved (what is still on the client that stayed) and shows the merged client again. */
export function undoClientMerge(db: Database, actor: AdminActor, intoId: number, mergeId: number): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: intoId,
    expectedVersion: null,
    serialize: lockMerges,
    apply: async (tx, into) => {
      const [merge] = await tx
        .select()
        .from(clientMerges)
        .where(and(eq(clientMerges.id, mergeId), eq(clientMerges.clientId, intoId), isNull(clientMerges.undoneAt)))
        .for("update");
      if (!merge) throw new AdminWriteRefusal("This merge was undone already, or is not this client's.", "merge");
      const fromId = merge.mergedId;
      const [from] = await tx.select().from(clients).where(eq(clients.id, fromId)).for("update");
      if (!from) throw new AdminWriteRefusal("The merged client was deleted; the merge cannot be undone.", "merge");
      if (merge.inquiryIds.length) await tx.update(clientInquiries).set({ clientId: fromId }).where(and(inArray(clientInquiries.id, merge.inquiryIds), eq(clientInquiries.clientId, intoId)));
      if (merge.eventIds.length) await tx.update(clientEvents).set({ clientId: fromId }).where(and(inArray(clientEvents.id, merge.eventIds), eq(clientEvents.clientId, intoId)));
      if (merge.leaseIds.length) await tx.update(leases).set({ clientId: fromId }).where(and(inArray(leases.id, merge.leaseIds), eq(leases.clientId, intoId)));
      if (merge.leaseIds.length) await tx.update(invoices).set({ clientId: fromId }).where(and(inArray(invoices.leaseId, merge.leaseIds), eq(invoices.clientId, intoId)));
      if (merge.registrationIds.length) {
        await tx.update(referralRegistrations).set({ clientId: fromId }).where(and(inArray(referralRegistrations.id, merge.registrationIds), eq(referralRegistrations.clientId, intoId)));
      }
      if (merge.rebateIds.length) await tx.update(rebates).set({ clientId: fromId }).where(and(inArray(rebates.id, merge.rebateIds), eq(rebates.clientId, intoId)));
      if (merge.optionsListId !== null) {
        await tx.update(clientOptions).set({ clientId: fromId }).where(and(eq(clientOptions.id, merge.optionsListId), eq(clientOptions.clientId, intoId)));
      }
      const accountBack = merge.movedUserId !== null && into.userId === merge.movedUserId;
      if (accountBack) await tx.update(clients).set({ userId: null }).where(eq(clients.id, intoId));
      await tx
        .update(clients)
        .set({ mergedIntoId: null, updatedAt: sql`now()`, ...(accountBack ? { userId: merge.movedUserId } : {}) })
        .where(eq(clients.id, fromId));
      await tx.update(clientMerges).set({ undoneAt: sql`now()` }).where(eq(clientMerges.id, mergeId));
      await addClientEvent(tx, { clientId: intoId, actor, kind: "merge", body: `Undid the merge of client #${fromId} (${from.name})` });
      await addClientEvent(tx, { clientId: fromId, actor, kind: "merge", body: `The merge into client #${intoId} was undone` });
    },
  });
}

/**
 * An inquiry that joined the wrong client (two people sharing an address) becomes a client of its own, with its
 * timeline lines and its tour; the account stays with the client it was attached to.
 */
export function splitInquiry(db: Database, actor: AdminActor, clientId: number, expectedVersion: number, inquiryId: number): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: clientId,
    expectedVersion,
    apply: async (tx, client) => {
      if (client.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; split it there.", "split");
      const inquiries = await tx.select().from(clientInquiries).where(eq(clientInquiries.clientId, clientId));
      const inquiry = inquiries.find((row) => row.id === inquiryId);
      if (!inquiry) throw new AdminWriteRefusal(`Inquiry #${inquiryId} is not this client's.`, "split");
      if (inquiries.length < 2) throw new AdminWriteRefusal("This is the client's only inquiry: there is nothing to split it from.", "split");
      const [created] = await tx
        .insert(clients)
        .values({ name: inquiry.name.slice(0, 200), email: inquiry.email, phone: inquiry.phone, assignedAdminId: client.assignedAdminId })
        .returning({ id: clients.id });
      const newId = created!.id;
      await tx.update(clientInquiries).set({ clientId: newId }).where(eq(clientInquiries.id, inquiryId));
      await tx.update(clientEvents).set({ clientId: newId }).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.inquiryId, inquiryId)));
      await addClientEvent(tx, { clientId, actor, kind: "split", body: `Split inquiry #${inquiryId} (${inquiry.name}) into client #${newId}` });
      await addClientEvent(tx, { clientId: newId, actor, kind: "split", body: `Split from client #${clientId} (${client.name}) with inquiry #${inquiryId}` });
    },
  });
}
