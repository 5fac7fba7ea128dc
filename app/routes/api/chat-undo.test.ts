/**
 * POST /api/chat/undo (decision 034), through the real chat webhook and database: what a statement saved is put
 * back for its owner only, once, and never over a field edited since.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { UNDO_REFUSALS } from "../../../core/assistant/undo-notice.ts";
import type { PreferenceProfile } from "../../../core/preferences/profile.ts";
import { PREFERENCE_CHANGES_KEPT, savePreferencesFromChat } from "../../../db/queries/preference-changes.ts";
import { getPreferences, lockPreferences, updatePreferences, type PreferenceOwner } from "../../../db/queries/preferences.ts";
import { preferenceChanges } from "../../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import { startSession } from "../../auth/session.server.ts";
import { hashToken } from "../../auth/tokens.server.ts";
import { viewerContext, type Viewer } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, requestInfoContext } from "../../request-context.ts";
import * as undoRoute from "./chat-undo.ts";
import * as webhookRoute from "./chat-webhook.ts";

const STATEMENT = "I want a 2 bedroom in Montrose under $1,800";

describe.each(testDatabaseKinds)("undoing what a chat message saved, on %s", (kind) => {
  let database: TestDatabase;
  let guestCounter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** One chat turn through the webhook, as the router runs it. */
  async function say(chatInput: string, viewer: Partial<Viewer>) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...viewer });
    context.set(appConfigContext, { guestMessageLimit: 50, guestDailyAddressLimit: 500, rateLimitMultiplier: 1, publicOrigin: null, languageModel: null, texasBroker: UNCONFIGURED_TEXAS_BROKER });
    context.set(requestInfoContext, { cspNonce: "", requestId: "test", clientAddress: "198.51.100.7" });
    const request = new Request("http://localhost/api/sidebar-chat/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ chatInput, sessionId: null }) });
    const response = await webhookRoute.action({ request, context, params: {}, url: new URL(request.url), pattern: "/api/sidebar-chat/webhook" } as never);
    expect(response.status).toBe(200);
    return (await response.json()) as { responseMessage: string; updateNotification: string | null; profileChangeId: number | null };
  }

  const undo = (body: unknown, viewer: Partial<Viewer>) => callRoute(undoRoute.action, { db: database.db, method: "POST", path: "/api/chat/undo", body, viewer });
  const profileOf = async (owner: PreferenceOwner) => (await getPreferences(database.db, owner)).profile;
  const setProfile = (owner: PreferenceOwner, changes: Partial<PreferenceProfile>) => updatePreferences(database.db, owner, (current) => ({ ok: true, profile: { ...current, ...changes } }));
  const newGuest = () => hashToken(`undo-guest-${kind}-${(guestCounter += 1)}-${"u".repeat(30)}`);

  it("puts back what the statement changed, says what, and leaves what it did not change", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    await setProfile(owner, { maxBudget: 1500, commuteTo: "Texas Medical Center" });
    const before = await profileOf(owner);

    const reply = await say(STATEMENT, { user });
    expect(reply.updateNotification).toMatch(/1,800/);
    expect(reply.profileChangeId).toEqual(expect.any(Number));
    expect(await profileOf(owner)).toMatchObject({ maxBudget: 1800, bedrooms: 2, commuteTo: "Texas Medical Center" });

    const response = await undo({ changeId: reply.profileChangeId }, { user });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ undone: true, alreadyUndone: false, notice: "Undone: Removed Montrose · Budget back to $1,500 · Bedrooms cleared" });
    expect(await profileOf(owner)).toEqual(before);
  });

  it("'start over' clears every preference through the webhook, and its Undo brings them all back", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    await setProfile(owner, { name: "Sam", maxBudget: 1500, commuteTo: "Texas Medical Center" });
    await say(STATEMENT, { user });
    const before = await profileOf(owner);

    const cleared = await say("forget everything about me, starting over", { user });
    expect(cleared.updateNotification).toBe("Cleared all your preferences");
    expect(cleared.profileChangeId).toEqual(expect.any(Number));
    expect(await profileOf(owner)).toMatchObject({ name: null, maxBudget: null, bedrooms: null, neighborhoodIds: [], commuteTo: null });

    const response = await undo({ changeId: cleared.profileChangeId }, { user });
    expect(response.status).toBe(200);
    expect(await profileOf(owner)).toEqual(before);
  });

  it("undoes what the last message saved when the renter types 'undo that', once, and only that message's save", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    await setProfile(owner, { maxBudget: 1500 });
    const before = await profileOf(owner);
    await say(STATEMENT, { user });

    const undone = await say("oops, undo that", { user });
    expect(undone.responseMessage).toMatch(/^Undone: Removed Montrose · Budget back to \$1,500 · Bedrooms cleared\./);
    expect(undone.updateNotification).toBeNull();
    expect(undone.profileChangeId).toBeNull();
    expect(await profileOf(owner)).toEqual(before);
    // Again: already undone, nothing written.
    expect((await say("undo that", { user })).responseMessage).toMatch(/already undone/);
    expect(await profileOf(owner)).toEqual(before);

    // A message that saved nothing (a question) leaves nothing to undo: the save before it stays.
    await say(STATEMENT, { user });
    const saved = await profileOf(owner);
    await say("what's the cheapest 1 bed downtown?", { user });
    expect((await say("undo that", { user })).responseMessage).toMatch(/^Your last message saved nothing/);
    expect(await profileOf(owner)).toEqual(saved);
  });

  it("never undoes a typed undo over an edit made since, nor anyone else's save", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    await say(STATEMENT, { user });
    await setProfile(owner, { maxBudget: 2000 });
    const edited = await profileOf(owner);
    expect((await say("scratch that", { user })).responseMessage).toContain(UNDO_REFUSALS.editedSince);
    expect(await profileOf(owner)).toEqual(edited);

    // Another renter's (and a guest's) "undo that" reaches only their own chat.
    const other = await createTestUser(database.db);
    const mine = await say(STATEMENT, { user: other });
    expect(mine.profileChangeId).toEqual(expect.any(Number));
    const savedOther = await profileOf({ userId: other.id });
    expect((await say("undo that", { guestId: newGuest() })).responseMessage).toMatch(/^Your last message saved nothing/);
    expect((await say("undo", { user })).responseMessage).not.toMatch(/^Undone/);
    expect(await profileOf({ userId: other.id })).toEqual(savedOther);
  });

  it("answers a second undo of the same change as already undone, writing nothing", async () => {
    const user = await createTestUser(database.db);
    const reply = await say(STATEMENT, { user });
    expect((await undo({ changeId: reply.profileChangeId }, { user })).status).toBe(200);
    // The renter states a budget again: a repeated undo of the first message must not take it away.
    await say("my budget is $2,200", { user });
    const again = await undo({ changeId: String(reply.profileChangeId) }, { user });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ undone: true, alreadyUndone: true });
    expect((await profileOf({ userId: user.id })).maxBudget).toBe(2200);
  });

  it("refuses with 409, undoing nothing, when a field the message changed was edited since", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    const reply = await say(STATEMENT, { user });
    // The side panel's edit of the budget, after the chat saved it.
    await setProfile(owner, { maxBudget: 2000 });
    const edited = await profileOf(owner);

    const response = await undo({ changeId: reply.profileChangeId }, { user });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: UNDO_REFUSALS.editedSince });
    expect(await profileOf(owner)).toEqual(edited);
    // A later message that changed the neighborhoods counts too.
    const second = await say("I want a 1 bedroom in the Heights", { user });
    await say("add Midtown", { user });
    expect((await undo({ changeId: second.profileChangeId }, { user })).status).toBe(409);
  });

  it("is a 404 for anyone but the change's owner, and leaves the owner's profile as it is", async () => {
    const owner = await createTestUser(database.db);
    const intruder = await createTestUser(database.db);
    const reply = await say(STATEMENT, { user: owner });
    const saved = await profileOf({ userId: owner.id });

    for (const viewer of [{ user: intruder }, { guestId: newGuest() }, {}]) {
      const response = await undo({ changeId: reply.profileChangeId }, viewer);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: UNDO_REFUSALS.notFound });
    }
    expect(await profileOf({ userId: owner.id })).toEqual(saved);
    // The owner still can.
    expect((await undo({ changeId: reply.profileChangeId }, { user: owner })).status).toBe(200);
  });

  it("undoes a guest's save for that guest only, and for the account the guest signs in to", async () => {
    const guestId = newGuest();
    const reply = await say(STATEMENT, { guestId });
    expect(reply.profileChangeId).toEqual(expect.any(Number));
    expect((await undo({ changeId: reply.profileChangeId }, { guestId: newGuest() })).status).toBe(404);
    expect((await undo({ changeId: reply.profileChangeId }, { guestId })).status).toBe(200);
    expect(await profileOf({ guestId })).toMatchObject({ maxBudget: null, bedrooms: null, neighborhoodIds: [] });

    // Signing in takes the guest's profile and its changes to the account.
    const signingIn = newGuest();
    const before = await say("my budget is $1,600", { guestId: signingIn });
    const user = await createTestUser(database.db);
    await startSession(database.db, new Request("http://localhost/login", { method: "POST" }), { user: null, sessionId: null, guestId: signingIn }, user.id);
    expect((await undo({ changeId: before.profileChangeId }, { guestId: signingIn })).status).toBe(404);
    expect((await undo({ changeId: before.profileChangeId }, { user })).status).toBe(200);
    expect((await profileOf({ userId: user.id })).maxBudget).toBeNull();
  });

  it("gives a question no change to undo", async () => {
    const user = await createTestUser(database.db);
    const reply = await say("what if my budget were 2000?", { user });
    expect(reply).toMatchObject({ updateNotification: null, profileChangeId: null });
  });

  it("refuses a body without a change id with 400, and any other method with 405", async () => {
    const user = await createTestUser(database.db);
    for (const body of [{}, { changeId: "abc" }, { changeId: 0 }, { changeId: 2_147_483_648 }, { changeId: null }, "not json", [1]]) {
      const response = await undo(body, { user });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toHaveProperty("message");
    }
    expect((await undo({ changeId: 2_147_483_647 }, { user })).status).toBe(404);
    expect((await callRoute(undoRoute.loader, { db: database.db, path: "/api/chat/undo" })).status).toBe(405);
    expect((await callRoute(undoRoute.action, { db: database.db, method: "PUT", path: "/api/chat/undo", body: { changeId: 1 } })).status).toBe(405);
  });

  it(`keeps an owner's newest ${PREFERENCE_CHANGES_KEPT} changes undoable, not older ones`, async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    const ids: number[] = [];
    for (let i = 0; i <= PREFERENCE_CHANGES_KEPT; i += 1) {
      const now = await profileOf(owner);
      const { changeId } = await savePreferencesFromChat(database.db, owner, now, { ...now, sqft: 500 + i });
      ids.push(changeId!);
    }
    const same = await profileOf(owner);
    expect((await savePreferencesFromChat(database.db, owner, same, { ...same })).changeId).toBeNull();
    expect((await undo({ changeId: ids[0] }, { user })).status).toBe(404);
    expect((await undo({ changeId: ids.at(-1) }, { user })).status).toBe(200);
    expect((await profileOf(owner)).sqft).toBe(500 + PREFERENCE_CHANGES_KEPT - 1);
  });

  it("a chat save writes only what the message changed, over what was changed meanwhile", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    const read = await profileOf(owner);
    // The side panel saves a budget while the message (answered with the profile as read) is on its way.
    await setProfile(owner, { maxBudget: 2400 });
    const { changeId } = await savePreferencesFromChat(database.db, owner, read, { ...read, bedrooms: 3 });
    expect(await profileOf(owner)).toMatchObject({ maxBudget: 2400, bedrooms: 3 });
    expect((await undo({ changeId }, { user })).status).toBe(200);
    expect(await profileOf(owner)).toMatchObject({ maxBudget: 2400, bedrooms: null });
  });

  // Two connections are needed to hold a lock while the other waits: PostgreSQL only (PGlite has one).
  it.runIf(kind === "postgres")("an undo waits for a chat save that holds the profile, so the save's prune of that change never deadlocks with it", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id };
    const read = await profileOf(owner);
    const { changeId } = await savePreferencesFromChat(database.db, owner, read, { ...read, bathrooms: 1 });
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // A chat save as it runs: the profile's lock first, then (pruning) the delete of the old change.
    const saving = database.db.transaction(async (tx) => {
      await lockPreferences(tx, owner);
      locked();
      await released;
      await tx.delete(preferenceChanges).where(eq(preferenceChanges.id, changeId!));
    });
    await isLocked;
    const undoing = undo({ changeId }, { user });
    // Time for the undo to reach its locks (an undo that locked the change first would deadlock with the delete).
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await saving;
    expect((await undoing).status).toBe(404);
  });
});
