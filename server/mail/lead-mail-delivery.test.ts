/**
 * The lead e-mails end to end, on both databases: a new lead, a tour confirmation and the property's copy of it are
 * queued, the sender drains the outbox to a real SMTP server over the network, and what arrived is read back: the
 * envelope's recipients, the subject, a multipart/alternative with the text and the HTML, and the links (none in the
 * property's copy). The outbox section lists them as sent, by their kinds' names, without their bodies.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "../../core/admin/list-query.ts";
import { LocatorTermsSchema } from "../../core/money/locator-terms.ts";
import { outboxResource } from "../../core/admin/resources/outbox.ts";
import { saveCommunityTerms } from "../../db/queries/admin/community-terms.ts";
import { listRecords } from "../../db/queries/admin/list-records.ts";
import { outboxStore } from "../../db/queries/admin/resources/outbox.ts";
import { queueNewLeadEmail, queuePropertyTourCopyEmail, queueTourConfirmationEmail } from "../../db/queries/mail/lead-mail.ts";
import { outbox } from "../../db/schema/index.ts";
import { insertTestAdmin, insertTestClient, insertTestTourBooking, testCommunity } from "../../tests/client-fixtures.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { startTestSmtpServer, type ReceivedMessage, type TestSmtpServer } from "../../tests/smtp-server.ts";
import { drainOutbox } from "./drain-outbox.ts";

const ORIGIN = "https://site.test";
const FROM = "Houston Apartment Specialist <hello@site.test>";

/** The MIME type of a received message (its top-level Content-Type). */
function contentTypeOf(message: ReceivedMessage): string {
  const header = message.parsed.headers.get("content-type") as { value: string } | undefined;
  return header?.value ?? "";
}

describe.each(testDatabaseKinds)("lead e-mails through SMTP on %s", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  it("delivers a new lead to the locators, a tour confirmation to the renter and its copy to the property, as text with its HTML alternative", async () => {
    const community = await testCommunity(database.db);
    const locators = [await insertTestAdmin(database.db), await insertTestAdmin(database.db)];
    const lead = await insertTestClient(database.db, { name: "Ana <Díaz> & Co", source: "tour", apartmentId: community.id, message: "See you Friday!" });
    const booking = await insertTestTourBooking(database.db, { apartmentId: community.id, inquiryId: lead.inquiryId, name: lead.name, email: lead.email });
    const manageUrl = `/tours/${booking.id}?token=guest_Token-1`;
    const terms = { paysLocators: true, commission: { basis: "flat", flatCents: 30_000 }, leasingContactEmail: "leasing@property.test", effectiveFrom: "2026-01-01" };
    expect(await saveCommunityTerms(database.db, locators[0]!, community.id, LocatorTermsSchema.parse(terms))).toMatchObject({ ok: true });
    await database.db.transaction(async (tx) => {
      expect(await queueNewLeadEmail(tx, { clientId: lead.clientId, inquiryId: lead.inquiryId, origin: ORIGIN })).toBe(2);
      expect(await queueTourConfirmationEmail(tx, { bookingId: booking.id, origin: ORIGIN, manageUrl })).toBe(1);
      expect(await queuePropertyTourCopyEmail(tx, { bookingId: booking.id, company: "Bayou Locating LLC", today: "2026-11-23" })).toBe(1);
    });

    const transport = smtp.transport();
    const before = smtp.received.length;
    try {
      expect(await drainOutbox(database.db, transport, FROM)).toBe(4);
    } finally {
      transport.close();
    }
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(4);

    const leads = arrived.filter((message) => message.parsed.subject === "New lead: Ana <Díaz> & Co (Tour request)");
    expect(leads.flatMap((message) => message.envelope.to).sort()).toEqual(locators.map((locator) => locator.email).sort());
    for (const message of leads) {
      expect(contentTypeOf(message)).toBe("multipart/alternative");
      expect(message.parsed.from?.value[0]?.address).toBe("hello@site.test");
      expect(message.parsed.text).toContain(`Open the client: ${ORIGIN}/admin/clients/${lead.clientId}`);
      expect(message.parsed.text).toContain("> See you Friday!");
      const html = message.parsed.html || "";
      expect(html).toContain(`<a href="${ORIGIN}/admin/clients/${lead.clientId}"`);
      expect(html).toContain("Ana &lt;Díaz&gt; &amp; Co");
      expect(html).not.toContain("<Díaz>");
    }

    const [confirmation, ...others] = arrived.filter((message) => message.envelope.to.includes(lead.email));
    expect(others).toEqual([]);
    expect(confirmation!.parsed.subject).toMatch(/^Your tour of .+: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(contentTypeOf(confirmation!)).toBe("multipart/alternative");
    expect(confirmation!.parsed.text).toContain(`See, move or cancel your tour: ${ORIGIN}${manageUrl}`);
    expect(confirmation!.parsed.text).toContain(community.streetAddress);
    expect(confirmation!.parsed.html || "").toContain(`<a href="${ORIGIN}${manageUrl}"`);
    // Both parts really are there, in this order: the text, then the HTML (the richer choice comes last).
    expect(confirmation!.raw.indexOf("Content-Type: text/plain")).toBeGreaterThan(-1);
    expect(confirmation!.raw.indexOf("Content-Type: text/html")).toBeGreaterThan(confirmation!.raw.indexOf("Content-Type: text/plain"));

    // The property's copy: the renter's name and the time, as a referral of the company; no link, no token, no address.
    const [copy, ...moreCopies] = arrived.filter((message) => message.envelope.to.includes("leasing@property.test"));
    expect(moreCopies).toEqual([]);
    expect(copy!.envelope.to).toEqual(["leasing@property.test"]);
    expect(copy!.parsed.subject).toMatch(/^Tour booked: Ana <Díaz> & Co at .+ \(a referral of Bayou Locating LLC\)$/);
    expect(contentTypeOf(copy!)).toBe("multipart/alternative");
    expect(copy!.parsed.text).toContain("Visitor: Ana <Díaz> & Co");
    expect(copy!.parsed.text).toContain("(Houston time)");
    expect(copy!.parsed.html || "").toContain("Ana &lt;Díaz&gt; &amp; Co");
    expect(copy!.raw).not.toMatch(/token|\/tours\/|href=/);
    expect(copy!.raw).not.toContain(lead.email);

    const rows = await database.db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.clientId, lead.clientId));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);

    // Staff see them in /admin/outbox by their kinds' names, sent, and never their bodies (a guest's link is theirs).
    const listed = await listRecords(database.db, outboxStore.source, parseListQuery(outboxResource, new URLSearchParams(`q=${encodeURIComponent(lead.email)}`)));
    expect(listed.rows.map((row) => [row.cells.kind, row.cells.state])).toEqual([["Tour confirmation", "Sent"]]);
    const byKind = await listRecords(database.db, outboxStore.source, parseListQuery(outboxResource, new URLSearchParams("kind=new-lead")));
    expect(byKind.rows.map((row) => row.cells.kind)).toEqual(["New lead", "New lead"]);
    expect(JSON.stringify([...listed.rows, ...byKind.rows])).not.toMatch(/token=|admin\/clients|See you Friday/);
  });
});
