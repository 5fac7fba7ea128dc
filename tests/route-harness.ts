/**
 * Calls a route module's loader or action the way React Router does, with a
 * real database and a viewer in the router context: integration tests of the
 * JSON API without starting a server. A thrown Response is returned, as the
 * router would send it.
 */
import { RouterContextProvider } from "react-router";
import { viewerContext, type Viewer } from "../app/auth/viewer.ts";
import { dbContext } from "../app/context.ts";
import type { Database } from "../db/client-types.ts";
import { insertUser, markEmailVerified } from "../db/queries/users.ts";

interface HandlerArgs {
  request: Request;
  url: URL;
  pattern: string;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route module types its own args; the harness supplies them all.
type Handler = (args: any) => unknown;

export interface CallOptions {
  db: Database;
  viewer?: Partial<Viewer>;
  method?: string;
  path?: string;
  body?: unknown;
  params?: Record<string, string>;
  /** A page form, posted as application/x-www-form-urlencoded (instead of `body`). */
  form?: Record<string, string>;
  /** A form with files, posted as multipart/form-data (instead of `body` and `form`). */
  multipart?: FormData;
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export async function callRoute(handler: Handler | undefined, options: CallOptions): Promise<Response> {
  if (!handler) throw new Error("the route module has no such handler");
  const context = new RouterContextProvider();
  context.set(dbContext, options.db);
  const viewer: Viewer = { user: null, sessionId: null, guestId: null, ...options.viewer };
  context.set(viewerContext, viewer);
  const init: RequestInit = { method: options.method ?? "GET" };
  if (options.multipart !== undefined) {
    // The Request sets the multipart Content-Type with its boundary.
    init.body = options.multipart;
    init.headers = { Origin: "http://localhost" };
  } else if (options.form !== undefined) {
    init.body = new URLSearchParams(options.form).toString();
    init.headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" };
  } else if (options.body !== undefined) {
    init.body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    init.headers = { "Content-Type": "application/json" };
  }
  const request = new Request(`http://localhost${options.path ?? "/"}`, init);
  try {
    const args: HandlerArgs = { request, url: new URL(request.url), pattern: new URL(request.url).pathname, context, params: options.params ?? {} };
    const result = await handler(args);
    if (result instanceof Response) return result;
    return Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A thrown data(message, { status }) answers as the router would: that status, the message as the body.
    if (isDataWithInit(thrown)) return Response.json(thrown.data, thrown.init ?? {});
    throw thrown;
  }
}

let userCounter = 0;

/**
 * A fresh account to act as: one whose owner opened the verification link (decision 028), unless `verified: false`
 * (an address anybody could have typed).
 */
export async function createTestUser(db: Database, { verified = true }: { verified?: boolean } = {}) {
  userCounter += 1;
  const name = `renter_${process.pid}_${userCounter}`;
  const result = await insertUser(db, { username: name, email: `${name}@example.com`, passwordHash: "not-a-real-hash", displayName: `Renter ${userCounter}` });
  if (!result.ok) throw new Error(`could not create ${name}`);
  if (verified) await markEmailVerified(db, result.user.id, result.user.email);
  return result.user;
}
