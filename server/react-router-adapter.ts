/**
 * Express -> React Router, for bodies the input layer has already read
 * (server/security/input-layer.ts). @react-router/express would stream the
 * socket into the web Request itself, past any limit; here the Request is built
 * from the checked buffer, so no route can read more than the layer allowed.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { toPublicResponse } from "./http-cache.ts";
import type { PublicRenderCache, ViewerField } from "./public-render-cache.ts";
import { replaceCspNonce } from "./security/headers.ts";
import { requestBodyOf } from "./security/input-layer.ts";

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

function webRequestOf(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Abort the route's work when the client goes away before the response is done.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new globalThis.Request(urlOf(req), {
    method: req.method,
    headers,
    signal: controller.signal,
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
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.append(name, value);
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

export function createExpressHandler({ build, mode, getLoadContext, publicRenders, viewerReads }: AdapterOptions) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    let request: globalThis.Request;
    try {
      request = webRequestOf(req, res);
    } catch {
      res.status(400).set("Cache-Control", "no-store").json({ message: "The request's address is not valid." });
      return;
    }
    try {
      // Taken before the render, so that a render during which the catalogue moved is not kept.
      const ticket = publicRenders?.ticket(req) ?? null;
      const context = await getLoadContext(req, res);
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
