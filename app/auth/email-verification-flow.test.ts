/**
 * Verifying an address end to end, on both databases, with mail going through a real SMTP server (decision 028):
 * registering queues the link in the one outbox, the sender delivers it over SMTP, opening the link changes nothing,
 * the button confirms, and from then on a guest's inquiry with that address opens a list linked to the account.
 * Without SMTP an administrator vouches for an address instead, and that is in the audit log.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListQuery } from "../../core/admin/list-query.ts";
import { outboxResource } from "../../core/admin/resources/outbox.ts";
import { listRecords } from "../../db/queries/admin/list-records.ts";
import { openClientList } from "../../db/queries/admin/resources/client-options.ts";
import { outboxStore } from "../../db/queries/admin/resources/outbox.ts";
import { markUserEmailVerified } from "../../db/queries/admin/resources/user-profiles.ts";
import { createInquiry } from "../../db/queries/inquiries.ts";
import { isEmailVerified } from "../../db/queries/users.ts";
import { auditLog, clientOptions, outbox, users } from "../../db/schema/index.ts";
import { drainOutbox } from "../../server/mail/drain-outbox.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/smtp-server.ts";
import { callRoute, createTestUser } from "../../tests/route-harness.ts";
import * as registerRoute from "../routes/api/register.ts";
import * as verifyPage from "../routes/verify-email.tsx";

/** A loader's or action's answer: its data, or the status of what it threw. */
async function run(handler: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const result = await handler();
    const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    return wrapped?.type === "DataWithResponseInit" ? { status: wrapped.init?.status ?? 200, data: wrapped.data } : { status: 200, data: result };
  } catch (thrown) {
    const wrapped = thrown as { init?: ResponseInit | null; data?: unknown };
    return { status: wrapped.init?.status ?? 500, data: wrapped.data };
  }
}

let counter = 0;

describe.each(testDatabaseKinds)("e-mail verification on %s", (kind) => {
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

  function pageArgs(method: "GET" | "POST", token: string) {
    const url = `http://localhost/verify-email${method === "GET" ? `?token=${encodeURIComponent(token)}` : ""}`;
    const init: RequestInit = method === "GET" ? {} : { method, body: new URLSearchParams({ token }), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    return async (handler: typeof verifyPage.loader | typeof verifyPage.action) => {
      const response = await callRoute(async (args: { context: unknown }) => Response.json(await run(() => handler({ ...(args as object), request: new Request(url, init), params: {} } as never))), {
        db: database.db,
      });
      return (await response.json()) as { status: number; data: unknown };
    };
  }

  it("sends the link through SMTP; opening it changes nothing; confirming verifies, and then the address links a guest's inquiry", async () => {
    counter += 1;
    const email = `new.renter.${process.pid}.${counter}@example.com`;
    const registered = await callRoute(registerRoute.action, {
      db: database.db,
      method: "POST",
      path: "/api/register",
      body: { username: `new_renter_${process.pid}_${counter}`, email, password: "Bayou-Heron-Skyline-42" },
    });
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    const queued = await database.db.select().from(outbox).where(eq(outbox.userId, id));
    expect(queued.map((row) => row.kind)).toEqual(["verify-email"]);
    expect(await isEmailVerified(database.db, id)).toBe(false);

    const transport = smtp.transport();
    const before = smtp.received.length;
    expect(await drainOutbox(database.db, transport, "Houston Apartment Locators <hello@site.test>")).toBe(1);
    transport.close();
    // Staff see it in the outbox section, sent, with no body (the link is the renter's key).
    const listed = await listRecords(database.db, outboxStore.source, parseListQuery(outboxResource, new URLSearchParams(`q=${encodeURIComponent(email)}`)));
    expect(listed.rows.map((row) => [row.cells.kind, row.cells.state, row.cells.subject])).toEqual([["E-mail verification", "Sent", "Confirm your e-mail address"]]);
    expect(JSON.stringify(listed.rows)).not.toContain("token=");
    const message = smtp.received.slice(before).find((received) => received.envelope.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.parsed.subject).toBe("Confirm your e-mail address");
    const body = message!.parsed.text ?? "";
    expect(`${body}${message!.parsed.html || ""}`).not.toContain("http://localhost");
    // The test harness runs without PUBLIC_ORIGIN: the link is the page's path (never the request's Host).
    const link = /(?:^|\s)\/verify-email\?token=(\S+)/m.exec(body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const opened = await pageArgs("GET", token)(verifyPage.loader);
    expect(opened).toMatchObject({ status: 200, data: { state: "confirm", email } });
    expect(await isEmailVerified(database.db, id)).toBe(false);

    const confirmed = await pageArgs("POST", token)(verifyPage.action);
    expect(confirmed).toMatchObject({ status: 200, data: { state: "verified" } });
    expect(await isEmailVerified(database.db, id)).toBe(true);

    const admin = await createTestUser(database.db);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const inquiry = await createInquiry(database.db, { name: "New Renter", email: email.toUpperCase(), message: "A one-bedroom in Midtown?", source: "contact" } as never);
    const opened2 = await openClientList(database.db, { id: admin.id, username: admin.username }, "inquiry", inquiry.id);
    if (!opened2.ok) throw new Error("not opened");
    const [list] = await database.db.select({ userId: clientOptions.userId }).from(clientOptions).where(eq(clientOptions.id, opened2.listId));
    expect(list!.userId).toBe(id);
  });

  it("answers a tampered, foreign or malformed link with 400, never 500, and verifies nothing", async () => {
    const renter = await createTestUser(database.db, { verified: false });
    const forged = `${renter.id}.${Math.floor(Date.now() / 1000) + 3600}.${"A".repeat(43)}`;
    for (const token of [forged, "", "abc", "1.2.3", `${renter.id}.9999999999.${"x".repeat(44)}`, "%00"]) {
      expect((await pageArgs("GET", token)(verifyPage.loader)).status).toBe(400);
      expect((await pageArgs("POST", token)(verifyPage.action)).status).toBe(400);
    }
    const expired = `${renter.id}.1000000000.${"A".repeat(43)}`;
    expect((await pageArgs("GET", expired)(verifyPage.loader)).status).toBe(410);
    expect(await isEmailVerified(database.db, renter.id)).toBe(false);
  });

  it("lets an administrator vouch for an address, audited", async () => {
    const renter = await createTestUser(database.db, { verified: false });
    const admin = await createTestUser(database.db);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const result = await markUserEmailVerified(database.db, { id: admin.id, username: admin.username }, renter.id);
    expect(result.ok).toBe(true);
    expect(await isEmailVerified(database.db, renter.id)).toBe(true);
    const entries = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUsername })
      .from(auditLog)
      .where(and(eq(auditLog.resource, "user-profiles"), eq(auditLog.recordId, String(renter.id))));
    expect(entries).toEqual([{ action: "update", actor: admin.username }]);
  });
});
