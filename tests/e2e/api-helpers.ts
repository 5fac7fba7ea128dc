/**
 * Helpers for the JSON API contract tests: unique accounts, and requests whose
 * cookies the test controls. Every call names its Cookie header, so the request
 * fixture's own cookie jar never decides who is asking, and a test can replay
 * an old cookie on purpose.
 */
import { expect, type APIRequestContext } from "@playwright/test";

/** The administrator the e2e server creates from ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { username: "admin", password: "e2e-admin-password-not-secret" } as const;

/** Long, unusual, and not on any common-password list. */
export const PASSWORD = "Bayou-Lease-Walk-2026";
export const OTHER_PASSWORD = "Montrose-Porch-Swing-88";

export const SESSION_COOKIE = "has_session";

let counter = 0;
/** A username no other test of this run uses (the server's database is shared across the run). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`.toLowerCase().slice(0, 32);
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line, one per cookie. */
  setCookies: string[];
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body, checked by each test
  body: any;
}

export interface CallOptions {
  /** The Cookie header to send; empty = a visitor without cookies. */
  cookie?: string;
  /** A JSON body. */
  data?: unknown;
  /** A raw body, sent as-is (for malformed-body tests). */
  rawBody?: string;
  /** Origin header of a state-changing request: the site's own unless given; null sends none. */
  origin?: string | null;
  /** Extra headers. */
  headers?: Record<string, string>;
}

// Whatever a response says, it must never carry a password hash or a password that was sent.
const SECRET_MARKERS = ["passwordHash", "password_hash", "$argon2"];

function passwordsIn(data: unknown): string[] {
  if (!data || typeof data !== "object") return [];
  return Object.entries(data as Record<string, unknown>)
    .filter(([key, value]) => /password/i.test(key) && typeof value === "string" && value.length >= 8)
    .map(([, value]) => value as string);
}

export interface Api {
  call(method: string, path: string, options?: CallOptions): Promise<ApiResponse>;
  get(path: string, cookie?: string): Promise<ApiResponse>;
  post(path: string, data?: unknown, cookie?: string): Promise<ApiResponse>;
}

export function createApi(request: APIRequestContext, baseURL: string): Api {
  async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { Cookie: options.cookie ?? "" };
    const origin = options.origin === undefined ? baseURL : options.origin;
    if (method !== "GET" && method !== "HEAD" && origin !== null) headers.Origin = origin;
    if (options.rawBody !== undefined) headers["Content-Type"] = "application/json";
    Object.assign(headers, options.headers);
    const response = await request.fetch(path, {
      method,
      headers,
      data: options.rawBody ?? options.data,
      maxRedirects: 0,
    });
    const text = await response.text();
    for (const marker of [...SECRET_MARKERS, ...passwordsIn(options.data)]) {
      expect(text, `${method} ${path} must not echo a password or its hash`).not.toContain(marker);
    }
    let body: unknown = null;
    if (text && (response.headers()["content-type"] ?? "").includes("json")) body = JSON.parse(text);
    return {
      status: response.status(),
      headers: response.headers(),
      setCookies: response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
      text,
      body,
    };
  }
  return {
    call,
    get: (path, cookie) => call("GET", path, { cookie }),
    post: (path, data, cookie) => call("POST", path, { data, cookie }),
  };
}

/** The Set-Cookie line of the session cookie, if the response sets it. */
export function sessionSetCookie(response: ApiResponse): string | undefined {
  return response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The Cookie header that carries the session the response started; fails the test if there is none. */
export function sessionCookieFrom(response: ApiResponse): string {
  const line = sessionSetCookie(response);
  const value = line?.slice(SESSION_COOKIE.length + 1).split(";")[0];
  expect(value, `${response.status} response should start a session`).toBeTruthy();
  return `${SESSION_COOKIE}=${value}`;
}

export interface Account {
  username: string;
  email: string;
  password: string;
  id: number;
  /** Cookie header of the session registration started. */
  cookie: string;
}

/** Registers a fresh account (signed in) and returns it with its session cookie. */
export async function signUp(api: Api, prefix = "renter", extra: Record<string, unknown> = {}): Promise<Account> {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const response = await api.post("/api/register", { username, email, password: PASSWORD, ...extra });
  expect(response.status, response.text).toBe(201);
  return { username, email, password: PASSWORD, id: response.body.id, cookie: sessionCookieFrom(response) };
}

/** Signs in (as a new client, without cookies) and returns the session's Cookie header. */
export async function signIn(api: Api, username: string, password: string, path = "/api/login"): Promise<string> {
  const response = await api.post(path, { username, password });
  expect(response.status, response.text).toBe(200);
  return sessionCookieFrom(response);
}

/** Who the server thinks the cookie belongs to (GET /api/user). */
export async function whoIs(api: Api, cookie: string) {
  const response = await api.get("/api/user", cookie);
  expect(response.status).toBe(200);
  return response.body as Record<string, unknown> & { isGuest: boolean };
}
