import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { toPublicResponse } from "./http-cache.ts";
import { createHttpApp } from "./http-app.ts";
import { createLogger } from "./logger.ts";
import { createPublicRenderCache, RENDER_TTL_MS, type ViewerField } from "./public-render-cache.ts";
import { replaceCspNonce } from "./security/headers.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

interface World {
  revision: number | undefined;
  now: number;
  content: string;
  renders: number;
  /** Runs during a render, after the ticket was taken. */
  duringRender?: () => void;
}

/** The HTTP edge with a handler that renders as the React Router adapter does: ticket, render, public form, keep. */
async function start(options: { maxBytes?: number } = {}) {
  const world: World = { revision: 1, now: 1_000_000, content: "first", renders: 0 };
  const cache = createPublicRenderCache({ revision: () => world.revision, now: () => world.now, maxBytes: options.maxBytes });
  const app = createHttpApp({
    logger: createLogger("silent"),
    development: false,
    trustProxy: false,
    ping: async () => true,
    publicRenders: cache.serve,
    handler: async (req, res) => {
      const ticket = cache.ticket(req);
      world.renders += 1;
      world.duringRender?.();
      const nonce = String(res.locals.cspNonce);
      const personal = req.query.personal === "1";
      const body = `<html><script nonce="${nonce}">go()</script><p>${req.path} ${world.content} ${"x".repeat(Number(req.query.pad ?? 0))}</p></html>`;
      const rendered = new Response(body, {
        headers: { "Content-Type": "text/html; charset=utf-8", ...(personal ? { "Cache-Control": "private, no-store" } : {}) },
      });
      const request = new Request(`http://${req.headers.host}${req.originalUrl}`, { headers: req.headers as Record<string, string> });
      const shared = await toPublicResponse(request, rendered, { nonce, requestId: "" });
      if (shared) replaceCspNonce(res, shared.nonce);
      // What the render read of the viewer: ?reads=a,b; a page reads the user (its header) by default.
      const reads = new Set((req.query.reads === undefined ? "user" : String(req.query.reads)).split(",").filter(Boolean) as ViewerField[]);
      if (shared && ticket) cache.keep(ticket, shared.content, shared.nonce, reads);
      const response = shared?.response ?? rendered;
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { world, cache, get };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("kept public renders", () => {
  it("renders a public page once and serves the same bytes, ETag and CSP nonce to the next anonymous visitors", async () => {
    const { world, get } = await start();
    const first = await get("/neighborhoods/montrose");
    const firstBody = await first.text();
    const second = await get("/neighborhoods/montrose");
    const secondBody = await second.text();
    expect(world.renders).toBe(1);
    expect(secondBody).toBe(firstBody);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    // The policy's nonce is the one the kept body's scripts carry.
    const nonce = nonceOf(second.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(secondBody).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("serves its brotli and gzip forms, and a 304 to a revalidation", async () => {
    const { world, get } = await start();
    const plain = await (await get("/listings?beds=2")).text();
    const br = await get("/listings?beds=2", { "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(plain);
    const gzip = await get("/listings?beds=2", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(plain);
    const etag = br.headers.get("etag")!;
    const revalidated = await get("/listings?beds=2", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    expect(world.renders).toBe(1);
  });

  it("answers a visitor with the site's cookies only from renders that did not read what those cookies decide", async () => {
    const { world, get } = await start();
    await get("/");
    // A page reads the user: a session cookie (plain or __Host-) means a render of its own; so does a flash.
    for (const cookie of ["has_session=abc", "theme=dark; __Host-has_session=abc", "has_flash=abc", "has_guest=abc; has_flash=abc"]) {
      await get("/", { cookie });
    }
    expect(world.renders).toBe(5);
    // The guest id and other sites' cookies change nothing the page read.
    await get("/", { cookie: "has_guest=abc" });
    await get("/", { cookie: "theme=dark" });
    expect(world.renders).toBe(5);
    // A page that read the guest id is rendered for each guest with a cookie.
    await get("/chat?reads=user,guestId");
    await get("/chat?reads=user,guestId", { cookie: "has_guest=abc" });
    expect(world.renders).toBe(7);
    // A JSON list that read nobody is the same for a signed-in visitor, whichever of them rendered it first.
    await get("/api/neighborhoods?reads=", { cookie: "has_session=abc" });
    await get("/api/neighborhoods?reads=", { cookie: "has_session=def; has_guest=ghi" });
    await get("/api/neighborhoods?reads=");
    expect(world.renders).toBe(8);
    await get("/api/neighborhoods?reads=", { authorization: "Bearer x" });
    expect(world.renders).toBe(9);
  });

  it("renders again once the catalogue revision moves, and keeps nothing while the revision is unknown", async () => {
    const { world, get } = await start();
    await get("/");
    world.content = "second";
    world.revision = 2;
    expect(await (await get("/")).text()).toContain("second");
    expect(world.renders).toBe(2);
    world.revision = undefined;
    await get("/");
    await get("/");
    expect(world.renders).toBe(4);
  });

  it("does not keep a render during which the revision moved", async () => {
    const { world, get } = await start();
    world.duringRender = () => {
      world.revision = (world.revision ?? 0) + 1;
      world.duringRender = undefined;
    };
    await get("/");
    await get("/");
    expect(world.renders).toBe(2);
    await get("/");
    expect(world.renders).toBe(2);
  });

  it("renders again after the time to live, whatever the revision", async () => {
    const { world, get } = await start();
    await get("/blog");
    world.now += RENDER_TTL_MS - 1;
    await get("/blog");
    expect(world.renders).toBe(1);
    world.now += 1;
    await get("/blog");
    expect(world.renders).toBe(2);
  });

  it("renders again at Houston's midnight, however young the kept render: what a page shows by the day (a special) changes then", async () => {
    const { world, get } = await start();
    // 11:59:58 PM on June 30 in Houston (CDT, UTC-5), then 12:00:00 AM on July 1: 2 seconds, well within the time to live.
    world.now = Date.parse("2026-07-01T04:59:58Z");
    await get("/apartments/heron-flats");
    world.now += 1000;
    await get("/apartments/heron-flats");
    expect(world.renders).toBe(1);
    world.now += 1000;
    await get("/apartments/heron-flats");
    expect(world.renders).toBe(2);
    await get("/apartments/heron-flats");
    expect(world.renders).toBe(2);
  });

  it("does not keep a render that began before Houston's midnight and ended after it", async () => {
    const { world, get } = await start();
    world.now = Date.parse("2026-07-01T04:59:59.500Z");
    world.duringRender = () => {
      world.now += 1000;
      world.duringRender = undefined;
    };
    await get("/");
    await get("/");
    expect(world.renders).toBe(2);
    await get("/");
    expect(world.renders).toBe(2);
  });

  it("keeps nothing personal, and keeps crawlers' renders apart from people's", async () => {
    const { world, get } = await start();
    await get("/account?personal=1");
    await get("/account?personal=1");
    expect(world.renders).toBe(2);
    await get("/about", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await get("/about", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" });
    expect(world.renders).toBe(4);
    await get("/about", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" });
    expect(world.renders).toBe(4);
  });

  it("drops the least recently used render when the memory bound is reached", async () => {
    const { world, cache, get } = await start({ maxBytes: 5_000 });
    await get("/a?pad=2000");
    await get("/b?pad=2000");
    await get("/a?pad=2000"); // a is now the most recently used
    await get("/c?pad=2000");
    expect(world.renders).toBe(3);
    expect(cache.size().bytes).toBeLessThanOrEqual(5_000);
    await get("/a?pad=2000");
    expect(world.renders).toBe(3);
    await get("/b?pad=2000");
    expect(world.renders).toBe(4);
  });
});
