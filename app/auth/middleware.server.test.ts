/**
 * The root middleware's caching rule: a response that depends on who asked is
 * `private, no-store`; one that does not keeps the route's own Cache-Control.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSession } from "../../db/queries/sessions.ts";
import { insertUser } from "../../db/queries/users.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/database.ts";
import { dbContext } from "../context.ts";
import { authMiddleware, personalCacheControl, PRIVATE_NO_STORE, watchViewer } from "./middleware.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import { viewerContext, type Viewer } from "./viewer.ts";

describe("personalCacheControl", () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);

  it("leaves a response that does not depend on the viewer as the route made it", () => {
    expect(personalCacheControl(headers(), false)).toBeNull();
    expect(personalCacheControl(headers({ "Cache-Control": "public, max-age=300" }), false)).toBeNull();
  });

  it("makes a personal response private and not stored, whatever the route chose", () => {
    expect(personalCacheControl(headers(), true)).toBe(PRIVATE_NO_STORE);
    expect(personalCacheControl(headers({ "Cache-Control": "public, max-age=300" }), true)).toBe(PRIVATE_NO_STORE);
    expect(personalCacheControl(headers({ "Cache-Control": "private, max-age=60" }), true)).toBe(PRIVATE_NO_STORE);
    expect(personalCacheControl(headers({ "Cache-Control": "no-store" }), true)).toBe(PRIVATE_NO_STORE);
  });

  it("keeps a route's header that is already private and no-store", () => {
    expect(personalCacheControl(headers({ "Cache-Control": "no-store, private, max-age=0" }), true)).toBeNull();
  });

  it("treats a response that sets a cookie as personal, even when nobody read the viewer", () => {
    expect(personalCacheControl(headers({ "Set-Cookie": "has_guest=abc; Path=/", "Cache-Control": "public, max-age=60" }), false)).toBe(PRIVATE_NO_STORE);
  });
});

describe("watchViewer", () => {
  const anonymous: Viewer = { user: null, sessionId: null, guestId: null };

  it("an anonymous visitor read as nobody is not personal", () => {
    const { viewer, answeredPersonally } = watchViewer(anonymous);
    expect([viewer.user, viewer.sessionId, viewer.guestId]).toEqual([null, null, null]);
    expect(answeredPersonally()).toBe(false);
  });

  it("a guest's own id, once read, is personal; merely having one is not", () => {
    const { viewer, answeredPersonally } = watchViewer({ ...anonymous, guestId: "guest-hash" });
    expect(viewer.user).toBeNull();
    expect(answeredPersonally()).toBe(false);
    expect(viewer.guestId).toBe("guest-hash");
    expect(answeredPersonally()).toBe(true);
  });

  it("a signed-in user, once read (also by destructuring), is personal", () => {
    const signedIn = watchViewer({ user: { id: 1 } as Viewer["user"], sessionId: "s", guestId: null });
    expect(signedIn.answeredPersonally()).toBe(false);
    const { user } = signedIn.viewer;
    expect(user?.id).toBe(1);
    expect(signedIn.answeredPersonally()).toBe(true);
  });

  it("records every field read, null or not, and nothing else (what kept renders may be shared by)", () => {
    const watched = watchViewer(anonymous);
    expect([...watched.reads()]).toEqual([]);
    void watched.viewer.user;
    expect([...watched.reads()]).toEqual(["user"]);
    const { guestId, ...rest } = watched.viewer;
    expect(guestId).toBeNull();
    expect(rest.sessionId).toBeNull();
    expect(new Set(watched.reads())).toEqual(new Set(["user", "guestId", "sessionId"]));
  });

  it("a guest id handed out during the request is seen by later readers", () => {
    const { viewer } = watchViewer(anonymous);
    viewer.guestId = "new-guest";
    expect(viewer.guestId).toBe("new-guest");
  });
});

describe("authMiddleware", () => {
  let database: TestDatabase;
  let sessionCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const created = await insertUser(database.db, { username: "cachecheck", email: "cachecheck@example.com", displayName: "Cache Check", passwordHash: "x" });
    if (!created.ok) throw new Error("no user");
    const token = newToken();
    const now = new Date();
    await insertSession(database.db, { id: hashToken(token), userId: created.user.id, now, expiresAt: new Date(now.getTime() + 3_600_000) });
    sessionCookie = `has_session=${token}`;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Runs the middleware around a handler that may read the viewer and answers with the given headers. */
  async function respond(options: { cookie?: string; read?: (viewer: Viewer) => unknown; headers?: Record<string, string> }) {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    const request = new Request("http://localhost/page", { headers: options.cookie ? { Cookie: options.cookie } : {} });
    const next = async () => {
      options.read?.(context.get(viewerContext));
      return new Response("ok", { headers: options.headers });
    };
    const args = { request, context, params: {} } as unknown as Parameters<typeof authMiddleware>[0];
    return (await authMiddleware(args, next)) as Response;
  }

  it("a page for a signed-in person is private, no-store, even when the route said public", async () => {
    const response = await respond({ cookie: sessionCookie, read: (v) => v.user, headers: { "Cache-Control": "public, max-age=300" } });
    expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("a resource that never asks who is there stays cacheable for a signed-in person", async () => {
    const response = await respond({ cookie: sessionCookie, headers: { "Cache-Control": "public, max-age=86400" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("a public page for a visitor without cookies keeps the route's header, or none", async () => {
    expect((await respond({ read: (v) => [v.user, v.guestId], headers: { "Cache-Control": "public, max-age=60" } })).headers.get("cache-control")).toBe(
      "public, max-age=60",
    );
    expect((await respond({ read: (v) => v.user })).headers.get("cache-control")).toBeNull();
  });

  it("a guest's page is private only when it used the guest's identity", async () => {
    const guest = `has_guest=${newToken()}`;
    expect((await respond({ cookie: guest, read: (v) => v.user })).headers.get("cache-control")).toBeNull();
    expect((await respond({ cookie: guest, read: (v) => v.guestId })).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("a dead session cookie is cleared, and that response is not stored", async () => {
    const response = await respond({ cookie: `has_session=${newToken()}`, read: (v) => v.user });
    expect(response.headers.get("set-cookie")).toMatch(/^has_session=;/);
    expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("also marks a response whose headers cannot be changed (a copy is returned)", async () => {
    const context = new RouterContextProvider();
    context.set(dbContext, database.db);
    const request = new Request("http://localhost/go", { headers: { Cookie: sessionCookie } });
    const next = async () => {
      void context.get(viewerContext).user;
      return Response.redirect("http://localhost/elsewhere", 302);
    };
    const response = (await authMiddleware({ request, context, params: {} } as unknown as Parameters<typeof authMiddleware>[0], next)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/elsewhere");
    expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });
});
