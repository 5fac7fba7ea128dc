/** /chat's loader: who is chatting and, for a guest, the free messages left, as the webhook counts them. */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerContext, type Viewer } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, requestInfoContext } from "../request-context.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import * as webhookRoute from "./api/chat-webhook.ts";
import * as chatPage from "./chat.tsx";

describe.each(testDatabaseKinds)("/chat on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function contextFor(viewer: Partial<Viewer>) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...viewer });
    context.set(appConfigContext, { guestMessageLimit: 5, guestDailyAddressLimit: 50, rateLimitMultiplier: 1, publicOrigin: null, languageModel: null, texasBroker: UNCONFIGURED_TEXAS_BROKER });
    context.set(requestInfoContext, { cspNonce: "", requestId: "test", clientAddress: `203.0.113.${Math.floor(Math.random() * 250)}` });
    return context;
  }

  async function load(viewer: Partial<Viewer>) {
    const request = new Request("http://localhost/chat");
    return chatPage.loader({ request, context: contextFor(viewer), params: {}, url: new URL(request.url), pattern: "/chat" } as never);
  }

  async function chatAsGuest(guestId: string, chatInput: string) {
    const request = new Request("http://localhost/api/sidebar-chat/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ chatInput }) });
    const response = (await webhookRoute.action({ request, context: contextFor({ guestId }), params: {}, url: new URL(request.url), pattern: "/api/sidebar-chat/webhook" } as never)) as Response;
    expect(response.status).toBe(200);
  }

  it("a new visitor has the whole allowance; each message counts", async () => {
    expect(await load({})).toEqual({ userId: null, remainingAttempts: 5 });
    const guestId = `guest-${kind}-${Date.now()}`;
    expect(await load({ guestId })).toEqual({ userId: null, remainingAttempts: 5 });
    await chatAsGuest(guestId, "What is Montrose like?");
    await chatAsGuest(guestId, "And the Heights?");
    expect(await load({ guestId })).toEqual({ userId: null, remainingAttempts: 3 });
  });

  it("a signed-in renter is known by id and has no count", async () => {
    const user = await createTestUser(database.db);
    expect(await load({ user })).toEqual({ userId: user.id, remainingAttempts: null });
  });
});
