/** POST /api/chat/hand-off against a real database: guests, signed-in renters with their own session, someone else's session, bad bodies. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChatSession } from "../../../db/queries/chat-sessions.ts";
import { findInquiryById } from "../../../db/queries/inquiries.ts";
import { clientInquiries } from "../../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import * as handOff from "./chat-hand-off.ts";

type User = Awaited<ReturnType<typeof createTestUser>>;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString();

describe.each(testDatabaseKinds)("POST /api/chat/hand-off on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const post = (user: User | null, body: unknown) => callRoute(handOff.action, { db: database.db, viewer: { user }, method: "POST", path: "/api/chat/hand-off", body });
  const inquiryFor = async (email: string) => {
    const [row] = await database.db.select({ id: clientInquiries.id }).from(clientInquiries).where(eq(clientInquiries.email, email));
    return row ? findInquiryById(database.db, row.id) : null;
  };
  const sessionOf = (user: User, words: string[]) =>
    createChatSession(database.db, { userId: user.id, type: "sidebar" }, {
      sessionName: "Profile Chat",
      messages: words.flatMap((content, i) => [
        { role: "user" as const, content, timestamp: at(2 * i) },
        { role: "assistant" as const, content: `Reply ${i}`, timestamp: at(2 * i + 1) },
      ]),
    });

  it("stores a guest's hand-off as a 'chat' inquiry quoting the words the browser sent", async () => {
    const response = await post(null, {
      name: "Ana Ruiz",
      email: "ana-guest@example.com",
      phone: "",
      recentMessages: ["2 bed in Montrose under $1,800", "can I talk to a real person?"],
      sessionId: null,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: expect.stringContaining("locator will be in touch") });
    const row = await inquiryFor("ana-guest@example.com");
    expect(row).toMatchObject({ source: "chat", userId: null, chatSessionId: null, phone: null, name: "Ana Ruiz" });
    expect(row!.message).toContain("The renter's recent words in the chat:");
    expect(row!.message).toContain('- "2 bed in Montrose under $1,800"');
  });

  it("links a signed-in renter's own session and quotes its latest user messages from the database, not the body", async () => {
    const user = await createTestUser(database.db);
    const session = await sessionOf(user, ["first", "second", "third", "fourth", "fifth", "sixth: have someone call me"]);
    const response = await post(user, { name: "Renter", email: user.email, phone: "713-555-0142", note: "Evenings are best.", sessionId: session.id, recentMessages: ["made up by the client"] });
    expect(response.status).toBe(201);
    const row = await inquiryFor(user.email);
    expect(row).toMatchObject({ source: "chat", userId: user.id, chatSessionId: session.id, phone: "713-555-0142" });
    expect(row!.message).toContain("Note from the renter: Evenings are best.");
    expect(row!.message).toContain('- "sixth: have someone call me"');
    expect(row!.message).not.toContain('"first"');
    expect(row!.message).not.toContain("Reply");
    expect(row!.message).not.toContain("made up by the client");
  });

  it("ignores someone else's session id: no link, none of their words", async () => {
    const owner = await createTestUser(database.db);
    const intruder = await createTestUser(database.db);
    const session = await sessionOf(owner, ["my secret budget is $2,500"]);
    const response = await post(intruder, { name: "Intruder", email: intruder.email, sessionId: session.id, recentMessages: ["hello"] });
    expect(response.status).toBe(201);
    const row = await inquiryFor(intruder.email);
    expect(row).toMatchObject({ userId: intruder.id, chatSessionId: null });
    expect(row!.message).not.toContain("secret");
    // A guest naming a session gets no link either.
    expect((await post(null, { name: "Guest", email: "guest-session@example.com", sessionId: session.id })).status).toBe(201);
    expect(await inquiryFor("guest-session@example.com")).toMatchObject({ chatSessionId: null, userId: null });
  });

  it("answers 400 with the field messages of the inquiry forms, and stores nothing", async () => {
    const response = await post(null, { name: "", email: "ana@", phone: "call me", sessionId: "seven", note: "n".repeat(501) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toMatchObject({
      name: "Enter your name.",
      email: expect.stringContaining("valid e-mail"),
      phone: expect.any(String),
      sessionId: expect.any(String),
      note: expect.stringContaining("note"),
    });
    expect((await post(null, "not json")).status).toBe(400);
    expect((await post(null, [1, 2])).status).toBe(400);
    expect(await inquiryFor("ana@")).toBeNull();
  });

  it("answers 400 to a session id past PostgreSQL's integer, before any query (it was a 500)", async () => {
    const renter = await createTestUser(database.db);
    for (const sessionId of [2_147_483_648, 2 ** 53, 1.5, 0, -1]) {
      const response = await post(renter, { name: "Renter", email: renter.email, sessionId });
      expect(response.status, String(sessionId)).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.sessionId).toContain("whole number");
    }
    expect(await inquiryFor(renter.email)).toBeNull();
  });

  it("refuses other methods with 405", async () => {
    expect((await callRoute(handOff.loader, { db: database.db, path: "/api/chat/hand-off" })).status).toBe(405);
    expect((await callRoute(handOff.action, { db: database.db, method: "PUT", path: "/api/chat/hand-off", body: {} })).status).toBe(405);
  });
});
