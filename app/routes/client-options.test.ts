/**
 * /clients/{id} against a real database: the loader's 404 for anyone but the
 * list's client and administrators (and the view it records), the action's 400
 * for bad input, 404 for a community not on the list and 403 for an administrator.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOptionApartments, clientOptionEvents, clientOptions } from "../../db/schema/index.ts";
import { communitiesWithPlans, createTestList } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute, createTestUser } from "../../tests/route-harness.ts";
import type { PublicUser } from "../../db/queries/users.ts";
import * as page from "./client-options.tsx";

/** React Router's data() as the harness hands it back (it only unwraps Responses). */
function unwrap(result: unknown): { status: number; data: unknown } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: (result as { init: ResponseInit | null }).init?.status ?? 200, data: (result as { data: unknown }).data };
  }
  return { status: 200, data: result };
}

describe.each(testDatabaseKinds)("/clients/:id on %s", (kind) => {
  let database: TestDatabase;
  let client: PublicUser;
  let stranger: PublicUser;
  let admin: PublicUser;
  let listId: number;
  let shared: number;
  let notShared: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    [client, stranger] = [await createTestUser(database.db), await createTestUser(database.db)];
    admin = { ...(await createTestUser(database.db)), isAdmin: true };
    const [a, b] = await communitiesWithPlans(database.db, 2);
    shared = a!.id;
    notShared = b!.id;
    listId = await createTestList(database.db, {
      userId: client.id,
      sharedAt: new Date("2026-06-02T12:00:00Z"),
      items: [
        { apartmentId: shared, addedAt: new Date("2026-06-01T12:00:00Z") },
        { apartmentId: notShared, addedAt: new Date("2026-06-03T12:00:00Z") },
      ],
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The loader or action as the router calls it; a thrown data() is an answer too. */
  async function call(handler: typeof page.loader | typeof page.action, user: PublicUser | null, options: { id?: string; form?: Record<string, string> } = {}) {
    const init = options.form
      ? { method: "POST", body: new URLSearchParams(options.form), headers: { "Content-Type": "application/x-www-form-urlencoded" } }
      : { method: "GET" };
    const id = options.id ?? String(listId);
    const harnessed = async (args: Parameters<typeof page.loader>[0]) => {
      const request = new Request(`http://localhost/clients/${id}`, init);
      try {
        return unwrap(await handler({ ...args, request } as never));
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, data: null };
        return unwrap(thrown);
      }
    };
    const response = await callRoute(harnessed, { db: database.db, viewer: { user }, path: `/clients/${id}`, params: { id } });
    return (await response.json()) as { status: number; data: unknown };
  }

  it("sends a guest to sign in", async () => {
    expect((await call(page.loader, null)).status).toBe(302);
  });

  it("shows the client their shared communities and records the view", async () => {
    const answer = await call(page.loader, client);
    expect(answer.status).toBe(200);
    const { list } = answer.data as Awaited<ReturnType<typeof page.loader>>;
    expect(list.items.map((item) => item.apartmentId)).toEqual([shared]);
    const [row] = await database.db.select().from(clientOptions).where(eq(clientOptions.id, listId));
    expect(row!.viewedAt).not.toBeNull();
  });

  it("answers another renter, a missing list and a malformed id with the same 404", async () => {
    const answers = await Promise.all([call(page.loader, stranger), call(page.loader, stranger, { id: "999999" }), call(page.loader, client, { id: "abc" })]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers[0]!.data).toEqual(answers[1]!.data);
  });

  it("lets an administrator read the list", async () => {
    const answer = await call(page.loader, admin);
    expect(answer.status).toBe(200);
    expect((answer.data as Awaited<ReturnType<typeof page.loader>>).list.viewerIsClient).toBe(false);
  });

  it("records the client's reaction", async () => {
    const answer = await call(page.action, client, { form: { intent: "react", apartmentId: String(shared), reaction: "not-for-me", reason: "No yard" } });
    expect(answer).toEqual({ status: 200, data: { ok: true, apartmentId: String(shared), intent: "react" } });
    const [item] = await database.db.select().from(clientOptionApartments).where(eq(clientOptionApartments.apartmentId, shared));
    expect(item).toMatchObject({ reaction: "not-for-me", reactionReason: "No yard" });
  });

  it("refuses bad input with 400 and a message per field", async () => {
    const noWish = await call(page.action, client, { form: { intent: "tour", apartmentId: String(shared), wish: "   " } });
    expect(noWish.status).toBe(400);
    expect((noWish.data as { fieldErrors: Record<string, string> }).fieldErrors.wish).toMatch(/when you would like to tour/);
    const longReason = await call(page.action, client, { form: { intent: "react", apartmentId: String(shared), reaction: "not-for-me", reason: "x".repeat(501) } });
    expect((longReason.data as { fieldErrors: Record<string, string> }).fieldErrors.reason).toBeDefined();
    const bad: Record<string, string>[] = [{ intent: "react", apartmentId: String(shared), reaction: "maybe" }, { intent: "nope" }, { intent: "react", apartmentId: "x", reaction: "interested" }, {}];
    for (const form of bad) {
      expect((await call(page.action, client, { form })).status).toBe(400);
    }
  });

  it("answers 404 for a community not shared, on another's list, or a missing list", async () => {
    const interested = { intent: "react", reaction: "interested" };
    expect((await call(page.action, client, { form: { ...interested, apartmentId: String(notShared) } })).status).toBe(404);
    expect((await call(page.action, stranger, { form: { ...interested, apartmentId: String(shared) } })).status).toBe(404);
    expect((await call(page.action, client, { id: "999999", form: { ...interested, apartmentId: String(shared) } })).status).toBe(404);
  });

  it("refuses an administrator's reaction with 403", async () => {
    const answer = await call(page.action, admin, { form: { intent: "react", apartmentId: String(shared), reaction: "interested" } });
    expect(answer.status).toBe(403);
  });

  it("sends the client's message to the locator (decision 038): 400 with the typing kept for an empty or too long one, 404 for another's list", async () => {
    const empty = await call(page.action, client, { form: { intent: "message", message: "   " } });
    expect(empty).toMatchObject({ status: 400, data: { ok: false, intent: "message", fieldErrors: { message: "Write your message to your locator." }, values: { message: "   " } } });
    const long = "x".repeat(2001);
    const tooLong = await call(page.action, client, { form: { intent: "message", message: long } });
    expect(tooLong).toMatchObject({ status: 400, data: { fieldErrors: { message: "Keep your message to 2,000 characters or fewer." }, values: { message: long } } });
    expect((await call(page.action, stranger, { form: { intent: "message", message: "Hello?" } })).status).toBe(404);
    expect((await call(page.action, admin, { form: { intent: "message", message: "Hello?" } })).status).toBe(403);
    const sent = await call(page.action, client, { form: { intent: "message", message: "Is the first one still open?" } });
    expect(sent).toEqual({ status: 200, data: { ok: true, apartmentId: "", intent: "message" } });
    const [event] = await database.db.select().from(clientOptionEvents).where(and(eq(clientOptionEvents.clientOptionId, listId), eq(clientOptionEvents.kind, "message")));
    expect(event).toMatchObject({ actorUsername: client.username, body: "Wrote to the locator: Is the first one still open?" });
  });
});
