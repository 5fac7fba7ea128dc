/**
 * Issue 26, finding 1: a link's secret (a guest's tour token, an unsubscribe token, an e-mail verification token, a
 * shared options list's key) must never reach the access log. Every route that carries one is requested through the
 * real HTTP edge and routes (tests/real-http-app.ts) and the log is read back whole.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "../core/alerts/unsubscribe-token.ts";
import { freeTourSlots } from "../core/tours/slots.ts";
import { readCatalogueRevision } from "../db/queries/match-catalogue.ts";
import { shareOptionList } from "../db/queries/admin/client-option-items.ts";
import { saveSearch } from "../db/queries/saved-searches.ts";
import { findTourCommunity } from "../db/queries/tours.ts";
import { insertUser } from "../db/queries/users.ts";
import { apartments, clientOptions, outbox } from "../db/schema/index.ts";
import { communitiesWithPlans, createTestList } from "../tests/client-option-lists.ts";
import { createTestDatabase, type TestDatabase } from "../tests/database.ts";
import { startRealHttpApp, TEST_APP_CONFIG, type RealHttpApp } from "../tests/real-http-app.ts";
import { createTestUser } from "../tests/route-harness.ts";

let database: TestDatabase;
let app: RealHttpApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startRealHttpApp(database.db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** Each secret in the forms it can take in a log: as given, and percent-encoded once and twice (a nested link). */
function formsOf(secret: string): string[] {
  const once = encodeURIComponent(secret);
  return [...new Set([secret, once, encodeURIComponent(once)])];
}

async function logAfter(requests: number): Promise<string> {
  // A request is logged when its response has finished; wait for every line.
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (app.log().split("\n").filter((line) => line.includes('"req":')).length >= requests) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return app.log();
}

describe("the access log", () => {
  // Some twenty requests, each route compiled on its first one (Vite): more than the default 20 s on a busy machine.
  it("never holds the secret of a link, on any route that carries one", { timeout: 120_000 }, async () => {
    const { baseURL } = app;
    const sameOrigin = { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" };
    let requests = 0;
    const send = async (path: string, init: RequestInit = {}) => {
      requests += 1;
      const response = await fetch(`${baseURL}${path}`, { redirect: "manual", ...init });
      await response.arrayBuffer();
      return response;
    };

    // A guest books a tour: the answer sends them to the booking's page with its token, the guest's only key.
    const [first] = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).limit(1);
    const community = (await findTourCommunity(database.db, first!.slug))!;
    // The first slot an in-person tour may take (a day of virtual tours only refuses one, whatever the day of the run).
    const slot = freeTourSlots({ hours: community.tourHours, tourMinutes: community.tourMinutes, now: new Date() }).find((free) => !free.virtualOnly)!;
    const booked = await send(`/apartments/${community.slug}/tour`, {
      method: "POST",
      headers: sameOrigin,
      body: new URLSearchParams({ slot: slot.startsAt, mode: "in-person", name: "Guest Renter", email: "guest@example.com", phone: "(713) 555-0100" }),
    });
    expect(booked.status).toBe(302);
    const tourLink = new URL(booked.headers.get("location")!, baseURL);
    const tourToken = tourLink.searchParams.get("token")!;
    expect(tourToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tour = tourLink.pathname;
    const withToken = `token=${encodeURIComponent(tourToken)}`;

    expect((await send(`${tour}?${withToken}`)).status).toBe(200);
    expect((await send(`${tour}.data?${withToken}`)).status).toBe(200);
    expect((await send(`${tour}/calendar.ics?${withToken}`)).status).toBe(200);
    expect((await send(`${tour}?${withToken}`, { method: "POST", headers: sameOrigin, body: "intent=move&slot=never" })).status).toBe(400);
    // The link nested in a sign-in redirect, raw, encoded once and twice, and as the Referer of the next page.
    await send(`/auth?redirect=${tour}?${withToken}`);
    await send(`/auth?redirect=${encodeURIComponent(`${tour}?${withToken}`)}`);
    await send(`/auth?redirect=${encodeURIComponent(`/auth?redirect=${encodeURIComponent(`${tour}?${withToken}`)}`)}`);
    await send("/listings", { headers: { Referer: `${baseURL}${tour}?${withToken}` } });
    expect((await send(`${tour}?${withToken}`, { method: "POST", headers: sameOrigin, body: "intent=cancel" })).status).toBe(302);

    // An alert e-mail's unsubscribe link: the page, and a mail client's one-click POST (from no origin).
    const renter = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: renter.id, name: "Two beds", query: "beds=2", emailAlerts: true, revision: await readCatalogueRevision(database.db) });
    if (!saved.ok) throw new Error("could not save the search");
    const unsubscribeToken = signUnsubscribeToken(saved.id, TEST_APP_CONFIG.alerts!.secret!);
    expect((await send(`/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`)).status).toBe(200);
    const oneClick = await send(`/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // An e-mail verification link, and any other secret-named parameter, whether a route reads it or not.
    const verificationToken = "Vr7Zq2Lm9Xc4Tn8Bw1Ks6Hd3Gf5Jp0Ye.AbCdEfGhIjKl";
    await send(`/verify-email?token=${encodeURIComponent(verificationToken)}`);
    await send("/listings?beds=2&sig=Sig0123456789abcdef&code=Code0123456789abcdef&password=Pass0123456789abcdef");

    // A shared options list's private link (decision 038): the page, its data request and a reaction through it.
    const locator = await insertUser(database.db, { username: "log-locator", email: "log-locator@example.com", passwordHash: "h", isAdmin: true });
    if (!locator.ok) throw new Error("could not create the locator");
    const [option] = await communitiesWithPlans(database.db, 1);
    const listId = await createTestList(database.db, { userId: null, locatorId: locator.user.id, clientName: "Link Holder", items: [{ apartmentId: option!.id }] });
    await database.db.update(clientOptions).set({ clientEmail: "holder@example.com" }).where(eq(clientOptions.id, listId));
    expect(await shareOptionList(database.db, { id: locator.user.id, username: "log-locator" }, listId, 1)).toMatchObject({ ok: true });
    const [shareMail] = await database.db.select().from(outbox).where(and(eq(outbox.kind, "list-shared"), eq(outbox.toAddress, "holder@example.com")));
    const listKey = /key=([A-Za-z0-9_-]{43})/.exec(shareMail!.textBody)![1]!;
    expect((await send(`/shared-list?key=${listKey}`)).status).toBe(200);
    expect((await send(`/shared-list.data?key=${listKey}`)).status).toBe(200);
    const reaction = new URLSearchParams({ intent: "react", reaction: "interested", apartmentId: String(option!.id) });
    expect((await send(`/shared-list?key=${listKey}`, { method: "POST", headers: sameOrigin, body: reaction })).status).toBe(200);

    const log = await logAfter(requests);
    expect(log.split("\n").filter((line) => line.includes('"req":'))).toHaveLength(requests);
    for (const secret of [tourToken, unsubscribeToken, verificationToken, listKey, "Sig0123456789abcdef", "Code0123456789abcdef", "Pass0123456789abcdef"]) {
      for (const form of formsOf(secret)) expect(log).not.toContain(form);
    }
    // Operators still see which links were asked for.
    expect(log).toContain(`${tour}/calendar.ics?token=[redacted]`);
    expect(log).toContain("/alerts/unsubscribe?token=[redacted]");
    expect(log).toContain("/verify-email?token=[redacted]");
    expect(log).toContain("/shared-list?key=[redacted]");
    expect(log).toContain("token%3D[redacted]");
  });
});
