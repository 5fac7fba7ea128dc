/**
 * The alert e-mail job against a real database and nodemailer's JSON transport (no network): an opted-in search with
 * a rent drop gets one e-mail with the unsubscribe headers, the same drop is not e-mailed twice, a search without the
 * opt-in gets none, and a failing transport is retried later and given up after the last attempt.
 */
import { asc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyUnsubscribeToken } from "../../core/alerts/unsubscribe-token.ts";
import { readCatalogueRevision } from "../../db/queries/match-catalogue.ts";
import { saveSearch } from "../../db/queries/saved-searches.ts";
import { apartments, floorPlans, neighborhoods, outbox, savedSearches, users } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import { drainOutbox, MAX_ATTEMPTS, type MailTransport } from "../mail/drain-outbox.ts";
import { queueAlertEmails } from "./alert-email-job.ts";

const SECRET = "job-test-secret-0123456789abcdefghijklmnop";
const OPTIONS = { origin: "https://site.test", secret: SECRET, intervalMinutes: 15 };

describe.each(testDatabaseKinds)("alert e-mail job on %s", (kind) => {
  let database: TestDatabase;
  let query: string;
  let plan: { id: number; rent: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [row] = await database.db
      .select({ slug: neighborhoods.slug, planId: floorPlans.id, rent: floorPlans.rent })
      .from(floorPlans)
      .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(sql`${apartments.published}`)
      .orderBy(asc(floorPlans.id))
      .limit(1);
    query = `neighborhood=${row!.slug}`;
    plan = { id: row!.planId, rent: row!.rent };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const save = async (emailAlerts: boolean) => {
    const user = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: user.id, name: "Watched", query, emailAlerts, revision: await readCatalogueRevision(database.db) });
    if (!saved.ok) throw new Error("not saved");
    return { user, id: saved.id };
  };
  /** Makes every opted-in search due again, as if the interval had passed. */
  const makeDue = () => database.db.update(savedSearches).set({ emailCheckedAt: null });
  const outboxOf = (id: number) => database.db.select().from(outbox).where(eq(outbox.savedSearchId, id));

  it("queues one e-mail per new alert for opted-in searches only, sends it once, with one-click unsubscribe", async () => {
    const optedIn = await save(true);
    const optedOut = await save(false);
    expect(await queueAlertEmails(database.db, OPTIONS)).toBe(0);

    await database.db.update(floorPlans).set({ rent: plan.rent - 75 }).where(eq(floorPlans.id, plan.id));
    await makeDue();
    expect(await queueAlertEmails(database.db, OPTIONS)).toBe(1);
    expect(await outboxOf(optedOut.id)).toEqual([]);

    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sentMessages: string[] = [];
    const recording: MailTransport = { sendMail: async (mail) => { const info = await transport.sendMail(mail); sentMessages.push(String(info.message)); return info; } };
    expect(await drainOutbox(database.db, recording, "Alerts <alerts@site.test>")).toBe(1);
    expect(sentMessages).toHaveLength(1);
    const message = JSON.parse(sentMessages[0]!) as { to: { address: string }[]; subject: string; text: string; headers: Record<string, string> };
    expect(message.to[0]!.address).toBe(optedIn.user.email);
    expect(message.subject).toBe('1 new or cheaper for "Watched"');
    // The rent seen, with the day its history recorded it.
    expect(message.text).toMatch(new RegExp(`\\$${(plan.rent - 75).toLocaleString("en-US")}/mo, was \\$${plan.rent.toLocaleString("en-US")} on [A-Z][a-z]{2} \\d{1,2}\\b`));
    const link = /<(https:\/\/site\.test\/alerts\/unsubscribe\?token=([^>]+))>/.exec(message.headers["List-Unsubscribe"] ?? "");
    expect(link).not.toBeNull();
    expect(verifyUnsubscribeToken(decodeURIComponent(link![2]!), SECRET)).toBe(optedIn.id);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await outboxOf(optedIn.id))[0]!.sentAt).not.toBeNull();

    // The same drop, checked again: nothing new to say.
    await makeDue();
    expect(await queueAlertEmails(database.db, OPTIONS)).toBe(0);
    expect(await drainOutbox(database.db, recording, "alerts@site.test")).toBe(0);
    await database.db.update(floorPlans).set({ rent: plan.rent }).where(eq(floorPlans.id, plan.id));
    await database.db.delete(savedSearches);
  });

  it("retries a failed send later and gives up after the last attempt", async () => {
    const { id } = await save(true);
    await database.db.update(floorPlans).set({ rent: plan.rent - 10 }).where(eq(floorPlans.id, plan.id));
    await makeDue();
    expect(await queueAlertEmails(database.db, OPTIONS)).toBe(1);
    const failing: MailTransport = { sendMail: async () => { throw new Error("421 try again later"); } };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await drainOutbox(database.db, failing, "alerts@site.test")).toBe(0);
      const [row] = await outboxOf(id);
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toBe("421 try again later");
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.failedAt).toBeNull();
        expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
        // Not due yet: a drain now claims nothing.
        expect(await drainOutbox(database.db, failing, "alerts@site.test")).toBe(0);
        expect((await outboxOf(id))[0]!.attempts).toBe(attempt);
        await database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, row!.id));
      } else {
        expect(row!.failedAt).not.toBeNull();
      }
    }
    await database.db.update(floorPlans).set({ rent: plan.rent }).where(eq(floorPlans.id, plan.id));
  });

  it("sends nothing to a disabled account, and still serves the others", async () => {
    await database.db.delete(savedSearches);
    const disabled = await Promise.all(Array.from({ length: 3 }, () => save(true)));
    for (const { user } of disabled) await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const active = await save(true);
    await database.db.update(floorPlans).set({ rent: plan.rent - 20 }).where(eq(floorPlans.id, plan.id));
    await makeDue();
    expect(await queueAlertEmails(database.db, OPTIONS)).toBe(1);
    expect(await outboxOf(active.id)).toHaveLength(1);
    for (const { id } of disabled) expect(await outboxOf(id)).toEqual([]);
    await database.db.update(floorPlans).set({ rent: plan.rent }).where(eq(floorPlans.id, plan.id));
  });
});
