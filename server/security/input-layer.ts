/**
 * The input layer: every request's path, query and body pass here before any
 * route sees them, so that what the routes parse is bounded and storable.
 *
 * - Bodies are read here, within the limit of body-limits.ts: a Content-Length
 *   over it is refused at once and a chunked body as soon as it grows past it
 *   (413, and the connection is closed so the rest is never read). The route
 *   handler gets the buffer (req.body), never the socket.
 * - The admin area's writes (awaitsAdmission in body-limits.ts) pass the checks
 *   of their headers here, but their body is left unread
 *   (res.locals.bodyAwaitsAdmission): the handler reads it with
 *   readAdmittedBody once the session is known to be an administrator's, or
 *   answers without it and closes the connection (closeUnreadBody).
 * - Pages (every path outside /api/) take forms; the API takes JSON. Anything
 *   else is a 415 with a message.
 * - A NUL character anywhere in the decoded path, query, JSON text or form
 *   field is a 400: PostgreSQL cannot store it in text, so it would otherwise
 *   fail deep inside a query. JSON is walked iteratively with a depth bound.
 */
import type { NextFunction, Request, Response } from "express";
import { awaitsAdmission, bodyLimitFor, FORM_TYPES, JSON_TYPE, mediaTypeOf } from "./body-limits.ts";

/** Deeper JSON is refused: no body of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

const NUL = "\u0000";
const NO_BODY_METHODS = new Set(["GET", "HEAD"]);
/** Page requests that may change something, and so must carry a form. */
const PAGE_WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

class InputRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** How long a connection refused mid-body stays open after the answer, unread, before it is dropped. */
const LINGER_MS = 1_000;

/**
 * Makes the answer the last thing on this connection when the body has not been read whole, so the rest of it
 * is never read: for a refusal, and for an admin write answered without its body.
 */
export function closeUnreadBody(req: Request, res: Response) {
  if (!req.complete && hasBody(req)) {
    // Closing the connection is what keeps an unread body unread: Node would otherwise drain it for keep-alive.
    res.set("Connection", "close");
    // Node ends and destroys the socket as soon as the answer is flushed; with unread bytes in its buffer that
    // is a TCP reset, which can discard the answer before a client still sending has read it. So the socket is
    // half-closed at once and dropped a moment later (reading stays paused: nothing more is taken in).
    const socket = req.socket;
    res.once("finish", () => {
      socket.removeListener("finish", socket.destroy);
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
  }
}

/** Answers a refused request with its status and a message, as JSON, never stored; the body stays unread. */
export function refuse(req: Request, res: Response, status: number, message: string) {
  closeUnreadBody(req, res);
  res.status(status).set("Cache-Control", "no-store").json({ message });
}

function checkAddress(req: Request) {
  const queryStart = req.originalUrl.indexOf("?");
  const rawPath = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw new InputRefused(400, "The address is not valid: it has a malformed %-escape.");
  }
  if (path.includes(NUL)) throw new InputRefused(400, "The address contains a NUL character (\\u0000), which is not allowed.");
  if (queryStart === -1) return;
  for (const [key, value] of new URLSearchParams(req.originalUrl.slice(queryStart + 1))) {
    if (key.includes(NUL) || value.includes(NUL)) {
      throw new InputRefused(400, `The query parameter "${key.replaceAll(NUL, "\\u0000")}" contains a NUL character (\\u0000), which is not allowed.`);
    }
  }
}

/** Reads the body up to `limit` bytes; null when it grew past it (reading stops there). */
function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error("the client closed the connection before sending the whole body"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

function checkJson(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputRefused(400, "The request body must be JSON.");
  }
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes(NUL)) throw new InputRefused(400, "The JSON body contains a NUL character (\\u0000) in a text value, which is not allowed.");
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) throw new InputRefused(400, `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
    if (Array.isArray(item)) {
      for (const element of item) stack.push([element, depth + 1]);
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes(NUL)) throw new InputRefused(400, "The JSON body contains a NUL character (\\u0000) in a key, which is not allowed.");
      stack.push([element, depth + 1]);
    }
  }
}

async function checkForm(body: Buffer, contentType: string) {
  let form: FormData;
  try {
    // The platform's own parser: the one the routes' request.formData() uses, so "broken" means the same here and there.
    form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new InputRefused(400, "The form data could not be read: the body does not match its Content-Type.");
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes(NUL) || text.includes(NUL)) {
      throw new InputRefused(400, `The form field "${name.replaceAll(NUL, "\\u0000")}" contains a NUL character (\\u0000), which is not allowed.`);
    }
  }
}

function isApiPath(path: string): boolean {
  return path.toLowerCase().startsWith("/api/");
}

interface BodyHead {
  contentType: string;
  mediaType: string;
  limit: number;
  tooLarge: string;
}

/** What the headers alone decide: the encoding, the size a Content-Length announces, a page write's type. */
function checkHead(req: Request): BodyHead {
  const contentType = req.get("content-type") ?? "";
  const mediaType = mediaTypeOf(contentType);
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && hasBody(req)) throw new InputRefused(415, "Compressed request bodies are not accepted; send it uncompressed.");
  const limit = bodyLimitFor(req.path, mediaType);
  const tooLarge = `The request body is too large: at most ${describeSize(limit)} of ${mediaType || "data"} here.`;
  if (Number(req.headers["content-length"] ?? 0) > limit) throw new InputRefused(413, tooLarge);
  if (!isApiPath(req.path) && PAGE_WRITE_METHODS.has(req.method) && !FORM_TYPES.includes(mediaType)) {
    throw new InputRefused(415, `This page's forms take form data (application/x-www-form-urlencoded or multipart/form-data), not ${mediaType || "a body without a Content-Type"}.`);
  }
  return { contentType, mediaType, limit, tooLarge };
}

/** Reads the body within the limit and checks what it holds; the route gets it as req.body. */
async function checkBody(req: Request, { contentType, mediaType, limit, tooLarge }: BodyHead): Promise<void> {
  const body = await readBody(req, limit);
  if (!body) throw new InputRefused(413, tooLarge);

  if (isApiPath(req.path) && body.length > 0 && mediaType !== JSON_TYPE) throw new InputRefused(415, "Send the body as JSON (Content-Type: application/json).");
  if (mediaType === JSON_TYPE && body.length > 0) checkJson(new TextDecoder().decode(body));
  else if (FORM_TYPES.includes(mediaType)) await checkForm(body, contentType);

  req.body = body;
}

/** Runs a check, answering a refusal; false when the request was answered (or the client went away). */
async function passes(req: Request, res: Response, check: () => void | Promise<void>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof InputRefused) refuse(req, res, error.status, error.message);
    // The client went away mid-body: there is no one to answer.
    else req.socket.destroy();
    return false;
  }
}

export async function inputLayer(req: Request, res: Response, next: NextFunction) {
  const checked = await passes(req, res, async () => {
    checkAddress(req);
    if (NO_BODY_METHODS.has(req.method)) return;
    const head = checkHead(req);
    if (awaitsAdmission(req.method, req.originalUrl)) {
      res.locals.bodyAwaitsAdmission = true;
      return;
    }
    await checkBody(req, head);
  });
  if (checked) next();
}

/**
 * The body of an admin write, read and checked now that the handler has admitted the request (see the header);
 * false when it was refused (and answered).
 */
export async function readAdmittedBody(req: Request, res: Response): Promise<boolean> {
  return passes(req, res, () => checkBody(req, checkHead(req)));
}

/** The body the input layer read (empty for GET and HEAD). */
export function requestBodyOf(req: Request): Buffer | undefined {
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}
