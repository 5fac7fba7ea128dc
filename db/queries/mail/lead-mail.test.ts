/**
 * The lead e-mails' database side on both databases: who gets a new lead (the assigned locator, or every enabled
 * administrator), what the queued message holds, that it is part of the caller's transaction and goes with its
 * client, and the renter's tour confirmation with the right link for an account and for a guest.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestAdmin, insertTestClient, insertTestTourBooking, testCommunity } from "../../../tests/client-fixtures.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { clients, outbox, tourBookings } from "../../schema/index.ts";
import { queueNewLeadEmail, queueTourConfirmationEmail } from "./lead-mail.ts";

const ORIGIN = "https://site.test";

describe.each(testDatabaseKinds)("lead e-mails on %s", (kind) => {
  let database: TestDatabase;
  let community: Awaited<ReturnType<typeof testCommunity>>;
  let first: Awaited<ReturnType<typeof insertTestAdmin>>;
  let second: Awaited<ReturnType<typeof insertTestAdmin>>;
  let disabled: Awaited<ReturnType<typeof insertTestAdmin>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    community = await testCommunity(database.db);
    first = await insertTestAdmin(database.db);
    second = await insertTestAdmin(database.db);
    disabled = await insertTestAdmin(database.db, { disabled: true });
    await insertTestAdmin(database.db, { admin: false });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const mailOf = (clientId: number) => database.db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(outbox.id);
  const newLead = (ids: { clientId: number; inquiryId: number }, origin: string | null = ORIGIN) =>
    database.db.transaction((tx) => queueNewLeadEmail(tx, { ...ids, origin }));

  it("sends a new lead to the assigned locator alone, with the person's details and the client's page", async () => {
    const lead = await insertTestClient(database.db, {
      name: "Ana Díaz",
      phone: "(713) 555-0100",
      source: "apartment",
      apartmentId: community.id,
      moveInDate: "2026-07-01",
      message: "Is a one-bedroom free in July?",
      assignedAdminId: second.id,
    });
    expect(await newLead(lead)).toBe(1);
    const [message, ...rest] = await mailOf(lead.clientId);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ kind: "new-lead", toAddress: second.email, userId: null, clientId: lead.clientId, savedSearchId: null, subject: "New lead: Ana Díaz (Apartment page)" });
    for (const part of [`Ana Díaz wrote to us about ${community.title}.`, `E-mail: ${lead.email}`, "Phone: (713) 555-0100", "How they reached us: Apartment page", "Move-in: Jul 1, 2026", "> Is a one-bedroom free in July?"]) {
      expect(message!.textBody).toContain(part);
    }
    expect(message!.textBody).toContain(`${ORIGIN}/admin/clients/${lead.clientId}`);
    expect(message!.htmlBody).toContain(`<a href="${ORIGIN}/admin/clients/${lead.clientId}"`);
    expect(message!.sentAt).toBeNull();
  });

  it("without an assigned locator, sends one to each enabled administrator: never a disabled one, never a renter", async () => {
    const lead = await insertTestClient(database.db, { source: "contact" });
    expect(await newLead(lead)).toBe(2);
    const messages = await mailOf(lead.clientId);
    expect(messages.map((m) => m.toAddress).sort()).toEqual([first.email, second.email].sort());
    expect(messages.every((m) => m.subject === messages[0]!.subject && m.textBody.includes("nobody is assigned to this client yet"))).toBe(true);

    // Assigned to an account that can no longer sign in: the lead must still reach someone.
    const orphan = await insertTestClient(database.db, { assignedAdminId: disabled.id });
    expect(await newLead(orphan)).toBe(2);
    expect((await mailOf(orphan.clientId)).map((m) => m.toAddress)).not.toContain(disabled.email);
  });

  it("without PUBLIC_ORIGIN, links a bare path (such a message never leaves: SMTP needs the origin)", async () => {
    const lead = await insertTestClient(database.db, { assignedAdminId: first.id });
    await newLead(lead, null);
    const [message] = await mailOf(lead.clientId);
    expect(message!.textBody).toContain(`Open the client: /admin/clients/${lead.clientId}`);
    expect(message!.htmlBody).toContain(`<a href="/admin/clients/${lead.clientId}"`);
  });

  it("is part of the caller's transaction, refuses another client's inquiry, and goes with its client", async () => {
    const lead = await insertTestClient(database.db, { assignedAdminId: first.id });
    await expect(
      database.db.transaction(async (tx) => {
        await queueNewLeadEmail(tx, { ...lead, origin: ORIGIN });
        throw new Error("the inquiry's own write failed");
      }),
    ).rejects.toThrow("the inquiry's own write failed");
    expect(await mailOf(lead.clientId)).toEqual([]);

    const other = await insertTestClient(database.db);
    await expect(newLead({ clientId: other.clientId, inquiryId: lead.inquiryId })).rejects.toThrow(/is not one of client/);

    await newLead(lead);
    expect(await mailOf(lead.clientId)).toHaveLength(1);
    await database.db.delete(clients).where(eq(clients.id, lead.clientId));
    expect(await mailOf(lead.clientId)).toEqual([]);
  });

  it("confirms a guest's tour to the address that booked it, with the manage link the caller passes", async () => {
    const lead = await insertTestClient(database.db, { name: "Guest Renter", source: "tour", apartmentId: community.id });
    const booking = await insertTestTourBooking(database.db, { apartmentId: community.id, inquiryId: lead.inquiryId, name: "Guest Renter", email: lead.email, mode: "virtual" });
    const queued = await database.db.transaction((tx) =>
      queueTourConfirmationEmail(tx, { bookingId: booking.id, origin: ORIGIN, manageUrl: `/tours/${booking.id}?token=tok_EN-123` }),
    );
    expect(queued).toBe(1);
    const [message] = await mailOf(lead.clientId);
    expect(message).toMatchObject({ kind: "tour-confirmation", toAddress: lead.email, userId: null, clientId: lead.clientId });
    expect(message!.subject).toMatch(new RegExp(`^Your tour of ${community.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
    expect(message!.textBody).toContain(`Address: ${community.streetAddress}, ${community.city}, ${community.state} ${community.postalCode}`);
    expect(message!.textBody).toContain("Tour: Virtual (video call)");
    expect(message!.textBody).toContain("(Houston time)");
    expect(message!.textBody).toContain(`See, move or cancel your tour: ${ORIGIN}/tours/${booking.id}?token=tok_EN-123`);
    expect(message!.htmlBody).toContain(`<a href="${ORIGIN}/tours/${booking.id}?token=tok_EN-123"`);
  });

  it("links an account's tour to its page, owned by the account; a cancelled booking gets nothing, a missing one throws", async () => {
    const renter = await insertTestAdmin(database.db, { admin: false });
    const lead = await insertTestClient(database.db, { source: "tour", apartmentId: community.id, userId: renter.id, email: renter.email });
    const booking = await insertTestTourBooking(database.db, { apartmentId: community.id, inquiryId: lead.inquiryId, userId: renter.id, name: renter.username, email: renter.email });
    expect(await queueTourConfirmationEmail(database.db, { bookingId: booking.id, origin: ORIGIN })).toBe(1);
    const [message] = await mailOf(lead.clientId);
    expect(message).toMatchObject({ kind: "tour-confirmation", toAddress: renter.email, userId: renter.id });
    expect(message!.textBody).toContain(`See, move or cancel your tour: ${ORIGIN}/tours/${booking.id}\n`);
    expect(message!.textBody).toContain("Tour: In person");
    expect(message!.textBody).toContain("Sign in with your account to open it.");

    await database.db.update(tourBookings).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(tourBookings.id, booking.id));
    expect(await queueTourConfirmationEmail(database.db, { bookingId: booking.id, origin: ORIGIN })).toBe(0);
    await expect(queueTourConfirmationEmail(database.db, { bookingId: 2_000_000_000, origin: ORIGIN })).rejects.toThrow(/no tour booking/);
  });
});
