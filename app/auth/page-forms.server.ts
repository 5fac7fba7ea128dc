/**
 * The sign-in and registration forms of the pages (/auth, /admin/login): the
 * same use cases as the JSON API, answered as form results instead of JSON.
 */
import type { RouterContextProvider } from "react-router";
import { LoginSchema, RegisterSchema } from "../../core/auth/credentials.ts";
import { fieldErrorsOf, summaryOf, type FieldErrors } from "../../core/validation.ts";
import type { PublicUser } from "../../db/queries/users.ts";
import { dbContext } from "../context.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { appConfigContext, requestInfoContext } from "../request-context.ts";
import { authenticate, registerAccount } from "./accounts.server.ts";
import { startSession } from "./session.server.ts";
import { viewerContext } from "./viewer.ts";

/** What a form shows after a failed submission. Passwords are never echoed back. */
export interface FormFailure {
  ok: false;
  status: 400 | 401 | 403 | 409 | 429;
  message: string;
  fieldErrors: FieldErrors;
  /** The non-secret values typed, so a page rendered without JavaScript keeps them. */
  values: Record<string, string>;
  headers?: Record<string, string>;
}

export type SignInFormResult = { ok: true; user: PublicUser; sessionCookie: string } | FormFailure;
export type RegisterFormResult = { ok: true; user: PublicUser; sessionCookie: string | null; creatorIsAdmin: boolean } | FormFailure;

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

function pick(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = text(form, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export async function signInWithForm(context: Readonly<RouterContextProvider>, request: Request, form: FormData): Promise<SignInFormResult> {
  const values = pick(form, ["username"]);
  const parsed = LoginSchema.safeParse({ username: text(form, "username"), password: text(form, "password") });
  if (!parsed.success) {
    return { ok: false, status: 400, message: summaryOf(parsed.error), fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const db = context.get(dbContext);
  const result = await authenticate(db, parsed.data, context.get(requestInfoContext).clientAddress);
  if (!result.ok) {
    return {
      ok: false,
      status: result.status,
      message: result.message,
      fieldErrors: {},
      values,
      headers: result.status === 429 ? retryAfterHeaders(result) : undefined,
    };
  }
  const sessionCookie = await startSession(db, request, context.get(viewerContext), result.user.id);
  return { ok: true, user: result.user, sessionCookie };
}

export async function registerWithForm(context: Readonly<RouterContextProvider>, request: Request, form: FormData): Promise<RegisterFormResult> {
  const values = pick(form, ["username", "email", "displayName"]);
  const parsed = RegisterSchema.safeParse({
    username: text(form, "username"),
    email: text(form, "email"),
    password: text(form, "password"),
    displayName: text(form, "displayName"),
  });
  if (!parsed.success) {
    return { ok: false, status: 400, message: summaryOf(parsed.error), fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const db = context.get(dbContext);
  const viewer = context.get(viewerContext);
  // The form offers a display name and defaults it to the username, so the avatar has initials and the greeting a
  // name from the first page (POST /api/register keeps the spec's contract: no name given, none stored).
  const input = { ...parsed.data, displayName: parsed.data.displayName ?? parsed.data.username };
  const result = await registerAccount(db, viewer, input, rateLimiterOf(context), context.get(appConfigContext).publicOrigin);
  if (!result.ok) {
    if (result.status === 429) return { ok: false, status: 429, message: result.message, fieldErrors: {}, values, headers: retryAfterHeaders(result) };
    return { ok: false, status: result.status, message: result.message, fieldErrors: result.field ? { [result.field]: result.message } : {}, values };
  }
  const sessionCookie = result.signIn ? await startSession(db, request, viewer, result.user.id) : null;
  return { ok: true, user: result.user, sessionCookie, creatorIsAdmin: !result.signIn };
}
