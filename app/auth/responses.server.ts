import type { PublicUser } from "../../db/queries/users.ts";
import { jsonError } from "../http/json.server.ts";
import type { SignInResult } from "./accounts.server.ts";

/** A sign-in result as the API answers it: 200 with the user and the session cookie, 401, or 429 with Retry-After. */
export function signInResponse(result: SignInResult, sessionCookie?: string): Response {
  if (result.ok) return userResponse(result.user, 200, sessionCookie);
  if (result.status === 429) {
    return jsonError(429, result.message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return jsonError(result.status, result.message);
}

export function userResponse(user: PublicUser, status = 200, setCookie?: string): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json(user, { status, headers });
}
