/**
 * The rate limits through the route modules, with a real database: what a
 * caller over a limit gets, that nothing is written then, and that
 * RATE_LIMIT_MULTIPLIER raises the limits.
 */
import { count } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../core/limits/rate-limits.ts";
import { guests } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import { viewerContext, type Viewer } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, requestInfoContext } from "../request-context.ts";
import * as feedbackRoute from "../routes/api/apartment-feedback.ts";
import * as webhookRoute from "../routes/api/chat-webhook.ts";
import * as registerRoute from "../routes/api/register.ts";
import * as preferencesRoute from "../routes/api/user-preferences.ts";

type Action = (args: never) => unknown;

describe.each(testDatabaseKinds)("rate limits through the routes on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function call(action: Action, method: string, path: string, body: unknown, options: { address: string; viewer?: Partial<Viewer>; multiplier?: number }) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...options.viewer });
    context.set(appConfigContext, { guestMessageLimit: 5, guestDailyAddressLimit: 50, rateLimitMultiplier: options.multiplier ?? 1, publicOrigin: null, languageModel: null, texasBroker: UNCONFIGURED_TEXAS_BROKER });
    context.set(requestInfoContext, { cspNonce: "", requestId: "test", clientAddress: options.address });
    const request = new Request(`http://localhost${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    try {
      return (await action({ request, context, params: {}, url: new URL(request.url), pattern: path } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const guestRows = async () => (await database.db.select({ n: count() }).from(guests))[0]!.n;

  it("new guests: the 31st cookieless preferences save from one address gets 429 with Retry-After, and no guest row", async () => {
    const save = (address: string) => call(preferencesRoute.action, "PUT", "/api/user/preferences", { maxBudget: 1500 }, { address });
    const before = await guestRows();
    for (let i = 0; i < RATE_LIMITS["guest-identity"].limit; i++) {
      const response = await save("203.0.113.1");
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toMatch(/^has_guest=/);
    }
    expect(await guestRows()).toBe(before + 30);

    const refused = await save("203.0.113.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await refused.json()).toEqual({ message: RATE_LIMITS["guest-identity"].message });
    expect(await guestRows()).toBe(before + 30);
    // Another address, and a visitor who already has a guest identity, are not affected.
    expect((await save("203.0.113.2")).status).toBe(200);
    const known = await call(preferencesRoute.action, "PUT", "/api/user/preferences", { maxBudget: 1600 }, { address: "203.0.113.1", viewer: { guestId: "known-guest" } });
    expect(known.status).toBe(200);
  });

  it("registration: 5 per hour per address, then 429 before any account is created; RATE_LIMIT_MULTIPLIER raises it", async () => {
    let n = 0;
    const register = (address: string, multiplier = 1) => {
      n += 1;
      const name = `limited${n}`;
      return call(registerRoute.action, "POST", "/api/register", { username: name, email: `${name}@example.com`, password: "Bayou-Lease-Walk-2026", displayName: name }, { address, multiplier });
    };
    for (let i = 0; i < 5; i++) expect((await register("203.0.113.10")).status).toBe(201);
    const refused = await register("203.0.113.10");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: RATE_LIMITS.registration.message });

    for (let i = 0; i < 10; i++) expect((await register("203.0.113.11", 2)).status).toBe(201);
    expect((await register("203.0.113.11", 2)).status).toBe(429);
  });

  it("feedback: 60 per hour per address, then 429", async () => {
    const send = () => call(feedbackRoute.action, "POST", "/api/apartment-feedback", { apartmentId: 1, feedback: "Too far from the rail." }, { address: "203.0.113.20" });
    for (let i = 0; i < 60; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMITS.feedback.message });
  });

  it("signed-in chat: 30 messages a minute per user, whatever the address; the 31st is 429 without the guest limit's flag", async () => {
    const user = await createTestUser(database.db);
    const send = (i: number) => call(webhookRoute.action as Action, "POST", "/api/chat/webhook", { chatInput: "hello", sessionId: null }, { address: `203.0.113.${100 + i}`, viewer: { user } });
    for (let i = 0; i < 30; i++) expect((await send(i)).status).toBe(200);
    const refused = await send(30);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: RATE_LIMITS["chat-turn"].message });
    // Another user is not affected.
    const other = await createTestUser(database.db);
    expect((await call(webhookRoute.action as Action, "POST", "/api/chat/webhook", { chatInput: "hello", sessionId: null }, { address: "203.0.113.100", viewer: { user: other } })).status).toBe(200);
  });
});
