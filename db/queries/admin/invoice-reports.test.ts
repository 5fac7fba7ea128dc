/**
 * The dashboard's money figures (issue 28) against a real database: every figure below is worked out by hand from
 * the rows inserted here, as of Wednesday March 10, 2027 in Houston. The rows are inserted directly, so the test does
 * not depend on the code that sends invoices or records payments.
 *
 * Users: alice, bob, carol (administrators).
 * Clients and their inquiries:
 *   C1 assigned to alice: a contact-page inquiry on May 1, 2026 and a chat on May 2 (the chat row inserted first);
 *   C2 assigned to nobody: an apartment-page inquiry;
 *   C3 assigned to nobody, no inquiry;
 *   C4 assigned to carol: a get-matched inquiry.
 * Invoices (one lease each; leases of C1, C2 and C4 recorded by bob, C3's by nobody):
 *   I1 C1  sent     2027-02-28 (10 days)   $1,500.00  no payment                                  open $1,500.00 in 0-30
 *   I2 C2  partly   2027-01-24 (45 days)   $2,000.00  $500.00 on 02-10, $200.00 on 02-20         open $1,300.00 in 31-60
 *   I3 C3  disputed 2026-12-25 (75 days)   $1,200.00  $200.00 on 2027-01-15                       open $1,000.00 in 61-90
 *   I4 C4  partly   2026-11-10 (120 days)  $900.00    $300.00 on 2027-03-01                       open $600.00 in 90+
 *   I5 C1  paid     2026-11-10 (120 days)  $1,000.00  $600.00 on 2026-12-05, $400.00 on 2027-01-05  not aged
 *   I6 C2  written  2026-10-01             $800.00    $100.00 on 2026-10-20                       not aged
 *   I7 C3  draft    (no date)              $700.00    no payment                                  not aged
 *   I8 C4  paid     2026-01-20             $550.00    $250.00 on 2026-02-05 (13 months ago), $300.00 on 2026-04-01
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import type { Database } from "../../client-types.ts";
import { clientInquiries, clients, invoicePayments, invoices, leases, users } from "../../schema/index.ts";
import { getMoneyOverview } from "./invoice-reports.ts";

const TODAY = "2027-03-10";

/** The 12 months ending with March 2027, as the report keys them. */
const MONTHS = ["2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03"];

describe.each(testDatabaseKinds)("the dashboard's money figures on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function admin(username: string) {
    const [row] = await db.insert(users).values({ username, email: `${username}@example.com`, passwordHash: "not-a-real-hash", isAdmin: true }).returning({ id: users.id });
    return row!.id;
  }
  async function client(name: string, assignedAdminId: number | null) {
    const [row] = await db.insert(clients).values({ name, email: `${name.toLowerCase()}@example.com`, assignedAdminId }).returning({ id: clients.id });
    return row!.id;
  }
  async function inquiry(clientId: number, source: "contact" | "apartment" | "get-matched" | "chat", createdAt: string) {
    await db.insert(clientInquiries).values({ clientId, source, name: "Resident", email: "resident@example.com", message: "Looking", createdAt: new Date(createdAt) });
  }
  let invoiceNumber = 0;
  /** An invoice on a lease of its own: sent on `sentOn` (null for a draft), with payments [day, cents]. */
  async function invoice(
    clientId: number,
    leaseCreatorId: number | null,
    status: "draft" | "sent" | "partly-paid" | "disputed" | "paid" | "written-off",
    sentOn: string | null,
    amountCents: number,
    payments: [string, number][] = [],
  ) {
    const [lease] = await db
      .insert(leases)
      .values({ clientId, communityName: "The Bayou", moveIn: "2026-09-01", rent: 1500, createdById: leaseCreatorId })
      .returning({ id: leases.id });
    const [row] = await db
      .insert(invoices)
      .values({
        number: `INV-${String(++invoiceNumber).padStart(5, "0")}`,
        leaseId: lease!.id,
        clientId,
        communityName: "The Bayou",
        residentName: "Resident",
        moveIn: "2026-09-01",
        rent: 1500,
        amountCents,
        explanation: "A flat commission",
        status,
        payTermsDays: 30,
        invoiceDate: sentOn,
        sentAt: sentOn ? new Date(`${sentOn}T15:00:00Z`) : null,
      })
      .returning({ id: invoices.id });
    for (const [receivedOn, cents] of payments) await db.insert(invoicePayments).values({ invoiceId: row!.id, receivedOn, amountCents: cents });
  }

  it("has nothing to show before the first invoice, but still every month", async () => {
    const overview = await getMoneyOverview(db, TODAY);
    expect(overview).toEqual({
      aging: {
        buckets: { "0-30": { count: 0, openCents: 0 }, "31-60": { count: 0, openCents: 0 }, "61-90": { count: 0, openCents: 0 }, "90+": { count: 0, openCents: 0 } },
        totalOpenCents: 0,
      },
      invoiceCount: 0,
      revenueByMonth: MONTHS.map((month) => ({ month, cents: 0, payments: 0 })),
      revenueBySource: [],
      revenueByLocator: [],
      invoicedThisYearCents: 0,
      receivedThisYearCents: 0,
    });
  });

  it("ages the open invoices, and adds up the money received by month, source and locator", async () => {
    const [alice, bob, carol] = [await admin("alice"), await admin("bob"), await admin("carol")];
    const c1 = await client("Uno", alice);
    const c2 = await client("Dos", null);
    const c3 = await client("Tres", null);
    const c4 = await client("Cuatro", carol);
    // The later chat goes in first: the first inquiry is the earliest received, not the lowest id.
    await inquiry(c1, "chat", "2026-05-02T15:00:00Z");
    await inquiry(c1, "contact", "2026-05-01T15:00:00Z");
    await inquiry(c2, "apartment", "2026-06-01T15:00:00Z");
    await inquiry(c4, "get-matched", "2026-07-01T15:00:00Z");

    await invoice(c1, bob, "sent", "2027-02-28", 150_000);
    await invoice(c2, bob, "partly-paid", "2027-01-24", 200_000, [["2027-02-10", 50_000], ["2027-02-20", 20_000]]);
    await invoice(c3, null, "disputed", "2026-12-25", 120_000, [["2027-01-15", 20_000]]);
    await invoice(c4, bob, "partly-paid", "2026-11-10", 90_000, [["2027-03-01", 30_000]]);
    await invoice(c1, bob, "paid", "2026-11-10", 100_000, [["2026-12-05", 60_000], ["2027-01-05", 40_000]]);
    await invoice(c2, bob, "written-off", "2026-10-01", 80_000, [["2026-10-20", 10_000]]);
    await invoice(c3, null, "draft", null, 70_000);
    await invoice(c4, bob, "paid", "2026-01-20", 55_000, [["2026-02-05", 25_000], ["2026-04-01", 30_000]]);

    const overview = await getMoneyOverview(db, TODAY);

    // Open: I1 1,500.00; I2 2,000.00 - 700.00; I3 1,200.00 - 200.00; I4 900.00 - 300.00. The paid I5 and I8, the
    // written-off I6 and the draft I7 are not aged.
    expect(overview.aging).toEqual({
      buckets: {
        "0-30": { count: 1, openCents: 150_000 },
        "31-60": { count: 1, openCents: 130_000 },
        "61-90": { count: 1, openCents: 100_000 },
        "90+": { count: 1, openCents: 60_000 },
      },
      totalOpenCents: 440_000,
    });
    expect(overview.invoiceCount).toBe(8);

    // April 2026 opens the window (I8's $300.00 on its first day); I8's $250.00 of February 2026 is 13 months ago.
    expect(overview.revenueByMonth).toEqual([
      { month: "2026-04", cents: 30_000, payments: 1 },
      { month: "2026-05", cents: 0, payments: 0 },
      { month: "2026-06", cents: 0, payments: 0 },
      { month: "2026-07", cents: 0, payments: 0 },
      { month: "2026-08", cents: 0, payments: 0 },
      { month: "2026-09", cents: 0, payments: 0 },
      { month: "2026-10", cents: 10_000, payments: 1 },
      { month: "2026-11", cents: 0, payments: 0 },
      { month: "2026-12", cents: 60_000, payments: 1 },
      { month: "2027-01", cents: 60_000, payments: 2 },
      { month: "2027-02", cents: 70_000, payments: 2 },
      { month: "2027-03", cents: 30_000, payments: 1 },
    ]);

    // C1 (contact, its first inquiry): 600 + 400; C2 (apartment): 500 + 200 + 100; C4 (get-matched): 300 + 300 (not
    // the 250 of February 2026); C3 (no inquiry): 200. In all $2,600.00, the sum of the months.
    expect(overview.revenueBySource).toEqual([
      { source: "contact", label: "Contact page", cents: 100_000 },
      { source: "apartment", label: "Apartment page", cents: 80_000 },
      { source: "get-matched", label: "Get matched", cents: 60_000 },
      { source: "unknown", label: "Unknown", cents: 20_000 },
    ]);

    // C1 is alice's (assigned, though bob recorded its leases), C2 bob's (unassigned, he recorded the leases), C4
    // carol's (assigned), C3 nobody's (unassigned, its lease's creator unknown).
    expect(overview.revenueByLocator).toEqual([
      { locator: "alice", cents: 100_000 },
      { locator: "bob", cents: 80_000 },
      { locator: "carol", cents: 60_000 },
      { locator: "Unassigned", cents: 20_000 },
    ]);

    // Sent in 2027: I1 1,500.00 and I2 2,000.00. Received in 2027: 400 (I5) + 200 (I3) + 500 + 200 (I2) + 300 (I4).
    expect(overview.invoicedThisYearCents).toBe(350_000);
    expect(overview.receivedThisYearCents).toBe(160_000);
  });

  it("moves the buckets, the 12 months and the year along with today", async () => {
    // As of New Year's Day 2028 (the same rows): I1 to I4 are 307 to 417 days old, all 90+; the window is 2027-02 to 2028-01.
    const overview = await getMoneyOverview(db, "2028-01-01");
    expect(overview.aging).toEqual({
      buckets: {
        "0-30": { count: 0, openCents: 0 },
        "31-60": { count: 0, openCents: 0 },
        "61-90": { count: 0, openCents: 0 },
        "90+": { count: 4, openCents: 440_000 },
      },
      totalOpenCents: 440_000,
    });
    expect(overview.revenueByMonth.map((month) => month.month)).toEqual([
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
      "2027-11",
      "2027-12",
      "2028-01",
    ]);
    // February 2027: I2's 500 + 200; March 2027: I4's 300. Nothing else falls in the window.
    expect(overview.revenueByMonth.filter((month) => month.cents > 0)).toEqual([
      { month: "2027-02", cents: 70_000, payments: 2 },
      { month: "2027-03", cents: 30_000, payments: 1 },
    ]);
    expect(overview.revenueBySource).toEqual([
      { source: "apartment", label: "Apartment page", cents: 70_000 },
      { source: "get-matched", label: "Get matched", cents: 30_000 },
    ]);
    expect(overview.revenueByLocator).toEqual([
      { locator: "bob", cents: 70_000 },
      { locator: "carol", cents: 30_000 },
    ]);
    expect(overview.invoicedThisYearCents).toBe(0);
    expect(overview.receivedThisYearCents).toBe(0);
  });
});
