import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPublicResponse, matchesIfNoneMatch, PUBLIC_CACHE_CONTROL, toPublicResponse } from "./http-cache.ts";

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

/** A page as the app renders it: the nonce on its scripts, the request id in the root loader's data. */
const page = (nonce: string, requestId: string, content = "Montrose") =>
  html(`<script nonce="${nonce}">ctx({"requestId":"${requestId}"})</script><h1>${content}</h1><script nonce="${nonce}">go()</script>`);

/** Per-request tokens as the edge makes them: a 16-byte base64 nonce and a UUID (short ones would match page text). */
const tokens = () => ({ nonce: randomBytes(16).toString("base64"), requestId: randomUUID() });
const pageFor = (t: { nonce: string; requestId: string }, content?: string) => page(t.nonce, t.requestId, content);

const get = (headers: Record<string, string> = {}) => new Request("http://localhost/neighborhoods/montrose", { headers });

describe("which responses are public", () => {
  it("takes a 200 to GET or HEAD that sets no cookie and nobody marked private", () => {
    expect(isPublicResponse("GET", html("x"))).toBe(true);
    expect(isPublicResponse("HEAD", html("x"))).toBe(true);
    expect(isPublicResponse("GET", html("x", { "Cache-Control": "public, max-age=3600" }))).toBe(true);
  });

  it("leaves out what depends on the visitor or is not a plain success", () => {
    expect(isPublicResponse("POST", html("x"))).toBe(false);
    expect(isPublicResponse("GET", html("x", { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isPublicResponse("GET", html("x", { "Cache-Control": "no-store" }))).toBe(false);
    expect(isPublicResponse("GET", html("x", { "Cache-Control": "no-cache" }))).toBe(false);
    expect(isPublicResponse("GET", html("x", { "Set-Cookie": "has_guest=abc; Path=/" }))).toBe(false);
    expect(isPublicResponse("GET", new Response("gone", { status: 404 }))).toBe(false);
    expect(isPublicResponse("GET", new Response(null, { status: 302, headers: { Location: "/" } }))).toBe(false);
    expect(isPublicResponse("GET", new Response("data: x\n\n", { headers: { "Content-Type": "text/event-stream" } }))).toBe(false);
  });
});

describe("If-None-Match", () => {
  it("matches the tag in a list, weakly, and *", () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"abc"')).toBe(false);
    expect(matchesIfNoneMatch("", '"abc"')).toBe(false);
  });
});

describe("a public response", () => {
  it("gets the site's Cache-Control, Vary: Cookie and a strong ETag", async () => {
    const t = tokens();
    const shared = await toPublicResponse(get(), pageFor(t), t);
    expect(shared).not.toBeNull();
    const { response } = shared!;
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it("keeps a route's own public policy", async () => {
    const shared = await toPublicResponse(get(), html("<svg/>", { "Cache-Control": "public, max-age=86400" }), tokens());
    expect(shared!.response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("is the same bytes and ETag whatever the request's nonce and id, with a nonce of its own", async () => {
    const [t1, t2] = [tokens(), tokens()];
    const first = await toPublicResponse(get(), pageFor(t1), t1);
    const second = await toPublicResponse(get(), pageFor(t2), t2);
    const [a, b] = [await first!.response.text(), await second!.response.text()];
    expect(a).toBe(b);
    expect(first!.response.headers.get("etag")).toBe(second!.response.headers.get("etag"));
    expect(first!.nonce).toBe(second!.nonce);
    expect(first!.nonce).not.toBe(t1.nonce);
    expect(a).toContain(`nonce="${first!.nonce}"`);
    expect(a).not.toContain(t1.nonce);
    expect(a).not.toContain(t1.requestId);
    expect(a).toContain('"requestId":""');
    expect(a).toContain("<h1>Montrose</h1>");
  });

  it("changes ETag and nonce when the content changes", async () => {
    const t = tokens();
    const a = await toPublicResponse(get(), pageFor(t, "Montrose"), t);
    const b = await toPublicResponse(get(), pageFor(t, "Midtown"), t);
    expect(a!.response.headers.get("etag")).not.toBe(b!.response.headers.get("etag"));
    expect(a!.nonce).not.toBe(b!.nonce);
  });

  it("answers a matching If-None-Match with an empty 304 that keeps the validators", async () => {
    const [t1, t2] = [tokens(), tokens()];
    const first = await toPublicResponse(get(), pageFor(t1), t1);
    const etag = first!.response.headers.get("etag")!;
    const again = await toPublicResponse(get({ "If-None-Match": etag }), pageFor(t2), t2);
    expect(again!.response.status).toBe(304);
    expect(await again!.response.text()).toBe("");
    expect(again!.response.headers.get("etag")).toBe(etag);
    expect(again!.response.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(again!.response.headers.get("content-type")).toBeNull();
    // The browser keeps the body it has; the policy it gets must name that body's nonce.
    expect(again!.nonce).toBe(first!.nonce);
  });

  it("answers a stale If-None-Match with the full page", async () => {
    const t = tokens();
    const response = await toPublicResponse(get({ "If-None-Match": '"stale"' }), pageFor(t), t);
    expect(response!.response.status).toBe(200);
    expect(await response!.response.text()).toContain("Montrose");
  });

  it("hashes a binary body as it is", async () => {
    const bytes = new Uint8Array([0, 159, 146, 150, 255]);
    const shared = await toPublicResponse(get(), new Response(bytes, { headers: { "Content-Type": "image/webp" } }), tokens());
    expect(new Uint8Array(await shared!.response.arrayBuffer())).toEqual(bytes);
    expect(shared!.response.headers.get("etag")).toBeTruthy();
  });
});

describe("a response that is not public", () => {
  it("is left alone, without ETag, even when If-None-Match names the public one", async () => {
    const t = tokens();
    const publicTag = (await toPublicResponse(get(), pageFor(t), t))!.response.headers.get("etag")!;
    const personal = html("<h1>Hello, Ana</h1>", { "Cache-Control": "private, no-store" });
    expect(await toPublicResponse(get({ "If-None-Match": publicTag }), personal, tokens())).toBeNull();
  });

  it("keeps a route's own ETag and leaves revalidation to it", async () => {
    const photo = new Response("webp", { headers: { ETag: '"photo-1"', "Content-Type": "image/webp" } });
    expect(await toPublicResponse(get({ "If-None-Match": '"photo-1"' }), photo, tokens())).toBeNull();
  });
});
