/**
 * HTTP caching of public responses (decision 020), in one place at the edge.
 *
 * A response is public when nothing in it depends on who asked: a 200 to a GET
 * or HEAD that sets no cookie and that neither the route nor the auth
 * middleware (app/auth/middleware.server.ts) marked private, no-store or
 * no-cache. Such a response gets the site's Cache-Control unless the route
 * chose its own public policy, `Vary: Cookie`, and a strong ETag; a request
 * whose If-None-Match names that ETag gets a 304.
 *
 * A strong ETag promises the same bytes, but a page carries two things that
 * change per request: the CSP nonce and the request id (the root loader's, for
 * error pages). For a public response both are taken out: the nonce becomes a
 * digest of the response itself (so an injected script cannot know it before
 * the content that holds it is fixed), and the request id is dropped (a public
 * response is a 200; error pages, which show the id, are never public).
 */
import { createHash } from "node:crypto";

/**
 * Browsers revalidate every time (max-age=0; a 304 costs a few hundred bytes);
 * a shared cache (nginx, a CDN) may serve a copy for 30 s, and for 60 s more
 * while it fetches a fresh one in the background. An admin's change thus
 * reaches visitors behind a shared cache within 90 s at worst, and a burst of
 * visitors on one page costs the app about one render per 30 s per cache.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** What a response carries that differs per request although its content does not. */
export interface PerRequestTokens {
  /** This response's CSP nonce (server/security/headers.ts). */
  nonce: string;
  /** This request's id (X-Request-Id, the logs). */
  requestId: string;
}

export interface PublicResponse {
  response: Response;
  /** The nonce the body now carries; the Content-Security-Policy header must name it. */
  nonce: string;
  /** The full 200 (headers and body) even when `response` is a 304: what a cache of public responses keeps. */
  content: { headers: Headers; body: Buffer };
}

const NOT_SHARED = /(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/i;
const TEXT = /^(text\/|application\/(json|xml|javascript)|[^;]*\+(json|xml))/i;
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

/** Whether a response may be stored by any cache and served to anybody. */
export function isPublicResponse(method: string, response: Response): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) return false;
  return !NOT_SHARED.test(response.headers.get("cache-control") ?? "");
}

/** If-None-Match against an ETag, by the weak comparison RFC 9110 prescribes for it. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The public form of a response (caching headers, per-request tokens taken
 * out, ETag, or a 304), or null when the response is not public and must be
 * sent as it is. A response that already has an ETag is the route's business.
 */
export async function toPublicResponse(request: Request, response: Response, tokens: PerRequestTokens): Promise<PublicResponse | null> {
  if (!isPublicResponse(request.method, response) || response.headers.has("etag")) return null;
  const headers = new Headers(response.headers);
  if (!headers.has("cache-control")) headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  if (!response.body) return { response: new Response(null, { status: 200, headers }), nonce: tokens.nonce, content: { headers, body: Buffer.alloc(0) } };

  const bytes = Buffer.from(await response.arrayBuffer());
  const { body, digest } = TEXT.test(headers.get("content-type") ?? "") ? withoutTokens(bytes.toString("utf8"), tokens) : { body: bytes, digest: sha256(bytes) };
  const nonce = digest.subarray(0, 16).toString("base64");
  const finalBody = typeof body === "string" ? Buffer.from(body.replaceAll(NONCE_PLACEHOLDER, nonce), "utf8") : body;
  // The digest of the body with the nonce left out names the final body as well: the nonce is a function of it.
  const etag = `"${digest.toString("base64url")}"`;
  headers.set("ETag", etag);
  headers.delete("content-length");

  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
    const notModified = notModifiedHeaders(headers);
    return { response: new Response(null, { status: 304, headers: notModified }), nonce, content: { headers, body: finalBody } };
  }
  return { response: new Response(new Uint8Array(finalBody), { status: 200, headers }), nonce, content: { headers, body: finalBody } };
}

/** The headers a 304 repeats from the 200 it stands for (RFC 9110, 15.4.5). */
export function notModifiedHeaders(headers: Headers): Headers {
  const notModified = new Headers();
  for (const name of ["cache-control", "etag", "vary", "content-location", "expires"]) {
    const value = headers.get(name);
    if (value !== null) notModified.set(name, value);
  }
  return notModified;
}

function withoutTokens(text: string, tokens: PerRequestTokens): { body: string; digest: Buffer } {
  let body = text;
  if (tokens.nonce) body = body.replaceAll(tokens.nonce, NONCE_PLACEHOLDER);
  if (tokens.requestId) body = body.replaceAll(tokens.requestId, "");
  return { body, digest: sha256(Buffer.from(body, "utf8")) };
}

function sha256(bytes: Buffer): Buffer {
  return createHash("sha256").update(bytes).digest();
}
