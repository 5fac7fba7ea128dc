import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import type { ConversationState } from "../../../core/assistant/query/schema.ts";
import type * as RespondModule from "../../../core/assistant/respond.ts";
import { createChatSession } from "../../../db/queries/chat-sessions.ts";
import { readConversationState } from "../../../db/queries/conversation-states.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { createTestUser } from "../../../tests/route-harness.ts";
import { startSession } from "../../auth/session.server.ts";
import { hashToken } from "../../auth/tokens.server.ts";
import { viewerContext, type Viewer } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, requestInfoContext } from "../../request-context.ts";
import * as webhookRoute from "./chat-webhook.ts";

/**
 * The engine as it is, except for the state it hands back: each reply's state adds a marker to the state it
 * was given, so a test can tell which state a turn received (today's engine echoes what it is given).
 */
const engine = vi.hoisted(() => ({ given: [] as (ConversationState | null | undefined)[] }));
vi.mock("../../../core/assistant/respond.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof RespondModule>();
  return {
    ...actual,
    respond: (...args: Parameters<typeof actual.respond>) => {
      const [turn] = args;
      engine.given.push(turn.state);
      const reply = actual.respond(...args);
      const state: ConversationState = { version: 1, query: null, shown: [...(turn.state?.shown ?? []), `turn-${engine.given.length}`].slice(-20) };
      return { ...reply, state };
    },
  };
});

describe.each(testDatabaseKinds)("what a chat remembers between messages, through the webhook, on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    engine.given = [];
  });

  async function send(body: { chatInput: string; sessionId?: number | null }, viewer: Partial<Viewer> = {}) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...viewer });
    context.set(appConfigContext, { guestMessageLimit: 5, guestDailyAddressLimit: 50, rateLimitMultiplier: 1, publicOrigin: null, languageModel: null, texasBroker: UNCONFIGURED_TEXAS_BROKER });
    context.set(requestInfoContext, { cspNonce: "", requestId: "test", clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` });
    const request = new Request("http://localhost/api/sidebar-chat/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const response = await webhookRoute.action({ request, context, params: {}, url: new URL(request.url), pattern: "/api/sidebar-chat/webhook" } as never);
    expect(response.status).toBe(200);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers a guest's second message with the state the first reply returned, kept on the server only", async () => {
    const first = await send({ chatInput: "2 bedrooms in Montrose under $1,800" });
    const token = /has_guest=([A-Za-z0-9_-]{43})/.exec(first.response.headers.get("set-cookie") ?? "")?.[1];
    expect(token).toBeDefined();
    const guestId = hashToken(token!);
    expect(engine.given[0] ?? null).toBeNull();
    const afterFirst = await readConversationState(database.db, { guestId }, "sidebar");
    expect(afterFirst).toMatchObject({ sessionId: null, state: { shown: ["turn-1"] } });
    // The browser never sees it.
    expect(first.body).not.toHaveProperty("state");
    expect(JSON.stringify(first.body)).not.toContain("turn-1");

    await send({ chatInput: "only ones with a gym" }, { guestId });
    expect(engine.given[1]).toEqual(afterFirst!.state);
    expect((await readConversationState(database.db, { guestId }, "sidebar"))?.state.shown).toEqual(["turn-1", "turn-2"]);

    // Another guest starts afresh.
    await send({ chatInput: "cheapest of those?" }, { guestId: hashToken(`another-guest-${kind}-${"y".repeat(30)}`) });
    expect(engine.given[2] ?? null).toBeNull();
  });

  it("does not use a signed-in renter's state of session A for a message in session B", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "sidebar" as const };
    const a = await createChatSession(database.db, owner, { sessionName: "A", messages: [] });
    const b = await createChatSession(database.db, owner, { sessionName: "B", messages: [] });

    await send({ chatInput: "2 bedrooms in Montrose", sessionId: a.id }, { user });
    expect(await readConversationState(database.db, { userId: user.id }, "sidebar")).toMatchObject({ sessionId: a.id, state: { shown: ["turn-1"] } });

    await send({ chatInput: "cheapest of those?", sessionId: b.id }, { user });
    expect(engine.given[1] ?? null).toBeNull();
    expect(await readConversationState(database.db, { userId: user.id }, "sidebar")).toMatchObject({ sessionId: b.id, state: { shown: ["turn-2"] } });

    await send({ chatInput: "and with a pool?", sessionId: b.id }, { user });
    expect(engine.given[2]).toEqual({ version: 1, query: null, shown: ["turn-2"] });
    // A new chat, not saved yet, does not carry on session B's either.
    await send({ chatInput: "cheapest of those?", sessionId: null }, { user });
    expect(engine.given[3] ?? null).toBeNull();
  });

  it("never takes a session of someone else's: the state is kept without one", async () => {
    const owner = await createTestUser(database.db);
    const intruder = await createTestUser(database.db);
    const theirs = await createChatSession(database.db, { userId: owner.id, type: "sidebar" }, { sessionName: "Theirs", messages: [] });
    await send({ chatInput: "2 bedrooms in Montrose", sessionId: theirs.id }, { user: owner });
    await send({ chatInput: "cheapest of those?", sessionId: theirs.id }, { user: intruder });
    expect(engine.given[1] ?? null).toBeNull();
    expect(await readConversationState(database.db, { userId: intruder.id }, "sidebar")).toMatchObject({ sessionId: null });
    expect(await readConversationState(database.db, { userId: owner.id }, "sidebar")).toMatchObject({ sessionId: theirs.id, state: { shown: ["turn-1"] } });
  });

  it("lets the session a chat creates after its first turn adopt that turn's state, but not an older session", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "sidebar" as const };
    const old = await createChatSession(database.db, owner, { sessionName: "Old", messages: [] }, new Date(Date.now() - 10 * 60_000));

    await send({ chatInput: "2 bedrooms in Montrose", sessionId: null }, { user });
    await send({ chatInput: "cheapest of those?", sessionId: old.id }, { user });
    expect(engine.given[1] ?? null).toBeNull();

    await send({ chatInput: "2 bedrooms in the Heights", sessionId: null }, { user });
    const created = await createChatSession(database.db, owner, { sessionName: "New", messages: [] });
    await send({ chatInput: "cheapest of those?", sessionId: created.id }, { user });
    expect(engine.given[3]).toEqual({ version: 1, query: null, shown: ["turn-3"] });
    expect(await readConversationState(database.db, { userId: user.id }, "sidebar")).toMatchObject({ sessionId: created.id });
  });

  it("carries a guest's conversation into the account at sign-in", async () => {
    const guestId = hashToken(`signing-in-guest-${kind}-${"z".repeat(30)}`);
    await send({ chatInput: "2 bedrooms in Montrose" }, { guestId });
    const user = await createTestUser(database.db);
    await startSession(database.db, new Request("http://localhost/login", { method: "POST" }), { user: null, sessionId: null, guestId }, user.id);
    expect(await readConversationState(database.db, { guestId }, "sidebar")).toBeNull();

    // The guest's conversation is saved as a new session of the account at sign-in (decision 013): that chat carries on.
    const saved = await createChatSession(database.db, { userId: user.id, type: "sidebar" }, { sessionName: "From the guest chat", messages: [] });
    await send({ chatInput: "cheapest of those?", sessionId: saved.id }, { user });
    expect(engine.given[1]).toEqual({ version: 1, query: null, shown: ["turn-1"] });
  });
});
