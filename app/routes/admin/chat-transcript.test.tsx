/**
 * The admin transcript is paged (issue 26): 100 messages a page, the newest first, ?page= in the
 * URL (anything that is not a page number reads as the first page, past the end as the last),
 * with plain links to older and newer messages, so it works without JavaScript and a long chat
 * never renders whole.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider, createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChatSession } from "../../../db/queries/chat-sessions.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { createTestUser } from "../../../tests/route-harness.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import * as transcriptRoute from "./chat-transcript.tsx";

const start = Date.UTC(2026, 10, 22, 12, 0);

describe.each(testDatabaseKinds)("the admin chat transcript on %s", (kind) => {
  let database: TestDatabase;
  let sessionId: number;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    admin = { ...(await createTestUser(database.db)), isAdmin: true };
    const renter = await createTestUser(database.db);
    const messages = Array.from({ length: 250 }, (_, n) => ({ role: "user" as const, content: `message ${n}`, timestamp: new Date(start + n * 1000).toISOString() }));
    sessionId = (await createChatSession(database.db, { userId: renter.id, type: "sidebar" }, { sessionName: "A long chat", messages })).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The page as the server renders it for the query. */
  async function render(query: string) {
    const path = `/admin/chat-history/${sessionId}`;
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    context.set(viewerContext, { user: admin, sessionId: null, guestId: null });
    const request = new Request(`http://localhost${path}${query}`);
    const loaderData = await transcriptRoute.loader({ request, context, params: { id: String(sessionId) } } as never);
    const Page = transcriptRoute.default as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
    const Stub = createRoutesStub([{ id: "page", path: "/admin/chat-history/:id", HydrateFallback: () => null, Component: () => <Page loaderData={loaderData} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={[`${path}${query}`]} />);
    const text = html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
    const shown = [...text.matchAll(/message (\d+)/g)].map((m) => Number(m[1]));
    const link = (name: string) => new RegExp(`<a[^>]*href="([^"]*)"[^>]*>(?:(?!</a>).)*${name}`).exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
    return { html, text, shown, older: link("Older messages"), newer: link("Newer messages") };
  }

  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it("shows the newest 100 messages first, in order, with the total, and a link to older ones only", async () => {
    const page = await render("");
    expect(page.shown).toEqual(range(150, 249));
    expect(page.text).toContain("Messages 151–250 of 250");
    expect(page.older).toBe(`/admin/chat-history/${sessionId}?page=2`);
    expect(page.newer).toBeNull();
  });

  it("?page=2 is the 100 before them, with links both ways; the last page has only newer", async () => {
    const second = await render("?page=2");
    expect(second.shown).toEqual(range(50, 149));
    expect(second.older).toBe(`/admin/chat-history/${sessionId}?page=3`);
    expect(second.newer).toBe(`/admin/chat-history/${sessionId}`);
    const last = await render("?page=3");
    expect(last.shown).toEqual(range(0, 49));
    expect(last.text).toContain("Messages 1–50 of 250");
    expect(last.older).toBeNull();
    expect(last.newer).toBe(`/admin/chat-history/${sessionId}?page=2`);
  });

  it.each([["?page=abc"], ["?page=0"], ["?page=-2"], ["?page=1.5"], ["?page=1e400"], ["?page="]])("reads %s as the first page", async (query) => {
    expect((await render(query)).shown).toEqual(range(150, 249));
  });

  it("a page past the end shows the last page", async () => {
    expect((await render("?page=99999999999999999999")).shown).toEqual(range(0, 49));
  });
});
