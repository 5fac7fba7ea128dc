import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { hashToken } from "../../auth/tokens.server.ts";
import { viewerContext, type Viewer } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, requestInfoContext } from "../../request-context.ts";
import { getPreferences } from "../../../db/queries/preferences.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { createTestUser } from "../../../tests/route-harness.ts";
import * as sessionsRoute from "./chat-sessions.ts";
import * as suggestionsRoute from "./chat-suggestions.ts";
import * as webhookRoute from "./chat-webhook.ts";

interface ChatAnswer {
  responseMessage: string;
  response: string;
  apartmentDetailsSuggested: unknown[];
  neighborhoodDetailsSuggested: string[];
  updateNotification: string | null;
  isCompleteStage: boolean;
  isCompleteSubstage: boolean;
  isComplete: boolean;
  remainingAttempts?: number;
  message?: string;
}

describe.each(testDatabaseKinds)("chat webhooks on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Calls a chat route as the router would, with a chosen viewer, client address and guest limit. */
  async function post(path: string, body: unknown, options: { viewer?: Partial<Viewer>; address?: string; guestLimit?: number; handler?: (args: never) => Promise<Response> } = {}) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...options.viewer });
    context.set(appConfigContext, { guestMessageLimit: options.guestLimit ?? 5, guestDailyAddressLimit: 50, rateLimitMultiplier: 1, publicOrigin: null, languageModel: null, texasBroker: UNCONFIGURED_TEXAS_BROKER });
    context.set(requestInfoContext, { cspNonce: "", requestId: "test", clientAddress: options.address ?? `198.51.100.${Math.floor(Math.random() * 250)}` });
    const request = new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
    const handler = options.handler ?? (webhookRoute.action as (args: never) => Promise<Response>);
    try {
      return (await handler({ request, context, params: {}, url: new URL(request.url), pattern: path } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const answer = async (response: Response) => (await response.json()) as ChatAnswer;

  it("answers a signed-in renter and remembers what the message stated", async () => {
    const user = await createTestUser(database.db);
    const response = await post("/api/sidebar-chat/webhook", { chatInput: "I want a 2 bedroom in Montrose under $1,800", sessionId: null, email: "someone-else@example.com" }, { viewer: { user } });
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body.responseMessage).not.toBe("");
    expect(body.response).toBe(body.responseMessage);
    expect(body.updateNotification).toMatch(/1,800/);
    const { profile } = await getPreferences(database.db, { userId: user.id });
    expect(profile).toMatchObject({ maxBudget: 1800, bedrooms: 2 });
    expect(profile.neighborhoodIds).toHaveLength(1);
    // Every apartment card it names exists.
    for (const slug of body.apartmentDetailsSuggested as string[]) {
      expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(body.responseMessage).toContain(`[[apartment:${slug}]]`);
    }
  });

  it("refuses an empty message, a long one, and a body that is not JSON, changing nothing", async () => {
    const user = await createTestUser(database.db);
    expect((await post("/api/sidebar-chat/webhook", { chatInput: "   " }, { viewer: { user } })).status).toBe(400);
    expect((await post("/api/sidebar-chat/webhook", { chatInput: `budget $900 ${"x".repeat(2001)}` }, { viewer: { user } })).status).toBe(413);
    expect((await post("/api/sidebar-chat/webhook", "{oops", { viewer: { user } })).status).toBe(400);
    expect((await getPreferences(database.db, { userId: user.id })).saved).toBe(false);
  });

  it("lets a guest chat within the allowance, counting down, then answers 429 with the spec's text", async () => {
    const guestId = hashToken(`guest-token-${kind}-${"x".repeat(20)}`);
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await post("/api/chat/webhook", { chatInput: "hello" }, { viewer: { guestId }, guestLimit: 3 });
      expect(response.status).toBe(200);
      remaining.push((await answer(response)).remainingAttempts!);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await post("/api/chat/webhook", { chatInput: "hello again" }, { viewer: { guestId }, guestLimit: 3 });
    expect(refused.status).toBe(429);
    expect(await answer(refused)).toMatchObject({ message: "You have used all your free messages. Please log in or sign up to continue chatting.", remainingAttempts: 0 });
  });

  it("gives a first-time guest a guest cookie and keeps the guest's stated preferences", async () => {
    const response = await post("/api/sidebar-chat/webhook", { chatInput: "my budget is 1.5k" });
    expect(response.status).toBe(200);
    const token = /has_guest=([A-Za-z0-9_-]{43})/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    expect(token).toBeDefined();
    const { profile } = await getPreferences(database.db, { guestId: hashToken(token!) });
    expect(profile.maxBudget).toBe(1500);
  });

  it("walks the profile build from the first message to isComplete, then finds apartments that exist", async () => {
    const user = await createTestUser(database.db);
    const build = (chatInput: string) => post("/api/sidebar-chat/webhook/profile-build", { chatInput }, { viewer: { user } }).then(answer);
    const steps = ["hi, let's build my profile", "I'm Maria Lopez", "skip", "Montrose or the Heights", "skip", "$1,800 a month", "2 bedrooms", "skip", "skip"];
    let last: ChatAnswer | undefined;
    let stagesCompleted = 0;
    for (const step of steps) {
      last = await build(step);
      if (last.isCompleteStage) stagesCompleted += 1;
      if (last.isComplete) break;
    }
    expect(last?.isComplete).toBe(true);
    // Basic Info, Location and Budget end with isCompleteStage; the required bedrooms answer completes the profile itself.
    expect(stagesCompleted).toBeGreaterThanOrEqual(3);
    expect(await getPreferences(database.db, { userId: user.id })).toMatchObject({ profile: { name: "Maria Lopez", maxBudget: 1800, bedrooms: 2 } });

    const search = await answer(await post("/api/sidebar-chat/webhook", { chatInput: "find me apartments" }, { viewer: { user } }));
    const slugs = search.apartmentDetailsSuggested as string[];
    expect(slugs.length).toBeGreaterThan(0);
    const { apartments } = await import("../../../db/schema/index.ts");
    const { inArray } = await import("drizzle-orm");
    const found = await database.db.select({ slug: apartments.slug }).from(apartments).where(inArray(apartments.slug, slugs));
    expect(found.map((f) => f.slug).sort()).toEqual([...new Set(slugs)].sort());
  });

  it("reads context only from the caller's own session", async () => {
    const owner = await createTestUser(database.db);
    const intruder = await createTestUser(database.db);
    const created = await post("/api/sidebar-chat/sessions", { sessionName: "Mine", messages: [{ role: "user", content: "I love Montrose", timestamp: new Date().toISOString() }] }, { viewer: { user: owner }, handler: sessionsRoute.action });
    const { chatHistory } = (await created.json()) as { chatHistory: { id: number } };
    // Another user naming that session gets an answer, but never from the owner's messages.
    const response = await post("/api/sidebar-chat/webhook", { chatInput: "what did I say?", sessionId: chatHistory.id }, { viewer: { user: intruder } });
    expect(response.status).toBe(200);
    expect((await answer(response)).responseMessage).not.toContain("I love Montrose");
  });

  it("offers three follow-up questions", async () => {
    const user = await createTestUser(database.db);
    const response = await post("/api/chat/suggestions", { conversation: "user: 2 bed in Midtown?\nassistant: Here are three." }, { viewer: { user }, handler: suggestionsRoute.action });
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: string[] };
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) expect(suggestion.trim()).not.toBe("");
  });
});
