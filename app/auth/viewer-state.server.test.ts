/**
 * A public page's document leaves the viewer out, so one render serves everybody (decision 020); a navigation's
 * data, a form post and a page a guard made personal carry it.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavorite } from "../../db/queries/favorites.ts";
import { clients, referralRegistrations } from "../../db/schema/index.ts";
import { insertUser, type PublicUser } from "../../db/queries/users.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/database.ts";
import { dbContext } from "../context.ts";
import { requestInfoContext } from "../request-context.ts";
import { watchViewer } from "./middleware.server.ts";
import { viewerContext, viewerReadsContext } from "./viewer.ts";
import { leavesViewerOut, loadViewerState } from "./viewer-state.server.ts";

let database: TestDatabase;
let renter: PublicUser;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  const created = await insertUser(database.db, { username: "viewerstate", email: "viewerstate@example.com", displayName: "Viewer State", passwordHash: "x" });
  if (!created.ok) throw new Error("no user");
  renter = created.user;
});
afterAll(async () => {
  await database?.dispose();
});

function contextFor(options: { user: PublicUser | null; sharedDocument?: boolean }) {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, { cspNonce: "", requestId: "t", clientAddress: "127.0.0.1", sharedDocument: options.sharedDocument });
  const watched = watchViewer({ user: options.user, sessionId: options.user ? "session" : null, guestId: null });
  context.set(viewerContext, watched.viewer);
  context.set(viewerReadsContext, watched.reads);
  return { context, reads: watched.reads };
}

describe("leavesViewerOut", () => {
  it("leaves a signed-in renter out of a shareable document, without reading who they are", () => {
    const { context, reads } = contextFor({ user: renter, sharedDocument: true });
    expect(leavesViewerOut(context)).toBe(true);
    expect(reads().size).toBe(0);
  });

  it("keeps the viewer in a navigation's data and a form post (not a shared document)", () => {
    expect(leavesViewerOut(contextFor({ user: renter, sharedDocument: false }).context)).toBe(false);
    expect(leavesViewerOut(contextFor({ user: renter }).context)).toBe(false);
  });

  it("keeps the viewer in a page a guard already made personal", () => {
    const { context } = contextFor({ user: renter, sharedDocument: true });
    void context.get(viewerContext).user;
    expect(leavesViewerOut(context)).toBe(false);
  });
});

describe("loadViewerState", () => {
  it("gives the renter their favorites, and nobody nothing", async () => {
    const [first] = await database.db.query.apartments.findMany({ columns: { id: true }, limit: 1 });
    await addFavorite(database.db, renter.id, first!.id);
    const state = await loadViewerState(contextFor({ user: renter }).context);
    expect(state.user?.username).toBe("viewerstate");
    expect(state.favoriteIds).toEqual([first!.id]);
    expect(state.optionsNotice).toBeNull();
    expect(state.savedSearchAlerts).toBe(0);
    expect(state.guestCard).toBeNull();
    expect(await loadViewerState(contextFor({ user: null }).context)).toEqual({ user: null, favoriteIds: [], optionsNotice: null, savedSearchAlerts: 0, guestCard: null });
  });

  it("names the communities where the renter's locator registered them, while the registration holds", async () => {
    const db = database.db;
    const [open, expired] = await db.query.apartments.findMany({ columns: { id: true, title: true }, limit: 2 });
    const [client] = await db.insert(clients).values({ name: "Viewer State", email: "viewerstate@example.com", userId: renter.id }).returning({ id: clients.id });
    const registration = { clientId: client!.id, toAddress: "leasing@example.com", createdById: renter.id };
    await db.insert(referralRegistrations).values([
      { ...registration, apartmentId: open!.id, communityName: open!.title, expiresOn: "2999-01-01" },
      { ...registration, apartmentId: expired!.id, communityName: expired!.title, expiresOn: "2000-01-01" },
    ]);
    const { guestCard } = await loadViewerState(contextFor({ user: renter }).context);
    expect(guestCard).toEqual({ communityIds: [open!.id], locator: "Viewer State", company: expect.any(String) });
  });
});
