/**
 * Express -> React Router, for bodies the input layer has already read
 * (server/security/input-layer.ts). @react-router/express would stream the
 * socket into the web Request itself, past any limit; here the Request is built
 * from the checked buffer, so no route can read more than the layer allowed.
 *
 * The admin area's writes arrive with their body unread (the input layer's
 * bodyAwaitsAdmission): it is read here only when the session cookie is an
 * administrator's (server/security/admission.ts). Anyone else's request goes to
 * React Router with an empty body, so the admin guard answers it as it answers
 * every refused visitor (the sign-in redirect, or home for a renter; for a
 * script's .data request, the router's redirect data), and the connection is
 * closed after that answer with the rest of the body never read.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { dbContext } from "../app/context.ts";
import { toPublicResponse } from "./http-cache.ts";
import type { PublicRenderCache, ViewerField } from "./public-render-cache.ts";
import { replaceCspNonce } from "./security/headers.ts";
import { isAdminRequest } from "./security/admission.ts";
import { closeUnreadBody, readAdmittedBody, requestBodyOf } from "./security/input-layer.ts";

export interface AdapterOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider | Promise<RouterContextProvider>;
  /** Where public renders are kept for the next visitors (server/public-render-cache.ts). */
  publicRenders?: PublicRenderCache | null;
  /** The viewer's fields the request's handlers read (null: unknown), for publicRenders. */
  viewerReads?: (context: RouterContextProvider) => ReadonlySet<ViewerField> | null;
}

const HOSTNAME = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i;

/** The absolute URL of the request; the host is only trusted as far as Express trusts it (trust proxy). */
function urlOf(req: Request): URL {
  const hostname = HOSTNAME.test(req.hostname) ? req.hostname : "localhost";
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const port = forwardedPort ?? req.get("host")?.split(":")[1];
  const host = port && /^\d{1,5}$/.test(port) ? `${hostname}:${port}` : hostname;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}

/** Aborts the route's work when the client goes away before the response is done. */
function abortSignalOf(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function webRequestOf(req: Request, signal: AbortSignal): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new globalThis.Request(urlOf(req), {
    method: req.method,
    headers,
    signal,
    // A copy as a plain Uint8Array (what fetch's types take); at most the layer's limit.
    body: hasBody ? new Uint8Array(requestBodyOf(req) ?? []) : undefined,
  });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A header the route sets replaces the edge's (helmet's nosniff, the page CSP, the referrer policy): appended,
  // both would go out, and a browser applies both policies or reads "nosniff, nosniff".
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * For an admin write whose body the input layer left unread: reads it if an administrator is asking (false when
 * the layer refused it and answered), or leaves it unread for good, the connection closing after the answer.
 */
async function admitBody(req: Request, res: Response, request: globalThis.Request, context: RouterContextProvider): Promise<boolean> {
  if (await isAdminRequest(context.get(dbContext), request)) return readAdmittedBody(req, res);
  closeUnreadBody(req, res);
  return true;
}

export function createExpressHandler({ build, mode, getLoadContext, publicRenders, viewerReads }: AdapterOptions) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    const signal = abortSignalOf(res);
    let request: globalThis.Request;
    try {
      request = webRequestOf(req, signal);
    } catch {
      res.status(400).set("Cache-Control", "no-store").json({ message: "The request's address is not valid." });
      return;
    }
    try {
      // Taken before the render, so that a render during which the catalogue moved is not kept.
      const ticket = publicRenders?.ticket(req) ?? null;
      const context = await getLoadContext(req, res);
      if (res.locals.bodyAwaitsAdmission) {
        if (!(await admitBody(req, res, request, context))) return;
        // Now with the body read (an administrator's) or none (anyone else's).
        request = webRequestOf(req, signal);
      }
      const response = await handleRequest(request, context);
      // Public responses get their caching headers, ETag and 304 here, in one place (decision 020).
      const shared = await toPublicResponse(request, response, { nonce: String(res.locals.cspNonce ?? ""), requestId: String(req.id ?? "") });
      if (shared) replaceCspNonce(res, shared.nonce);
      if (shared && ticket) publicRenders?.keep(ticket, shared.content, shared.nonce, viewerReads?.(context) ?? null);
      await send(res, shared?.response ?? response);
    } catch (error) {
      next(error);
    }
  };
}
