/**
 * Issue 26, finding 2: the way to sign-in and back. A guard sends a visitor to sign in with the page they asked
 * for, and sign-in sends them back there; neither may answer 500 or a header full of the query, whatever the
 * address holds (non-Latin-1 characters raw or encoded, a 10 KB query). Through the real HTTP app and routes.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../db/queries/users.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/database.ts";
import { startRealHttpApp, type RealHttpApp } from "../../tests/real-http-app.ts";

const PASSWORD = "bayou-lantern-77-redirect";
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const LONG_QUERY = `q=${"x".repeat(10_000)}`;

let database: TestDatabase;
let app: RealHttpApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [username, isAdmin] of [["redirect_renter", false], ["redirect_admin", true]] as const) {
    const created = await insertUser(database.db, { username, email: `${username}@example.com`, passwordHash, displayName: username, isAdmin });
    if (!created.ok) throw new Error(`could not create ${username}`);
  }
  app = await startRealHttpApp(database.db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** The address as a browser sends what was typed or linked: characters beyond ASCII as UTF-8 %-escapes, the rest as it is. */
const asBrowserSends = (path: string) => path.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));

/**
 * A request whose path goes on the wire byte for byte: `rawPath` is sent as a browser sends it unless `raw`, when its
 * UTF-8 bytes go out unescaped, as no browser sends them.
 */
function send(method: string, rawPath: string, options: { body?: string; headers?: Record<string, string>; raw?: boolean } = {}) {
  const { port } = new URL(app.baseURL);
  return new Promise<{ status: number; location: string | undefined; headerBytes: number }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        // Node writes a path's characters up to U+00FF as single bytes: the UTF-8 bytes, one character each.
        path: options.raw ? Buffer.from(rawPath, "utf8").toString("latin1") : asBrowserSends(rawPath),
        headers: { Origin: app.baseURL, ...options.headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const location = res.headers.location;
          resolve({ status: res.statusCode!, location, headerBytes: res.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part, "latin1") + 2, 0) });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

function signIn(query: string, options: { raw?: boolean } = {}) {
  const body = new URLSearchParams({ intent: "signin", username: "redirect_renter", password: PASSWORD }).toString();
  return send("POST", `/auth${query}`, { body, headers: { "Content-Type": "application/x-www-form-urlencoded" }, raw: options.raw });
}

/** The log's error lines, to show with a failed status. */
const errorsLogged = () => app.log().split("\n").filter((line) => line.includes('"level":50')).join("\n").slice(0, 2_000);

/** The page a sign-in redirect (Location: /auth?redirect=...) would send the visitor back to. */
function returnTarget(location: string | undefined): string | null {
  return new URL(location ?? "", app.baseURL).searchParams.get("redirect");
}

// Each route is compiled on its first request (Vite): more than the default 20 s on a busy machine.
const SLOW = { timeout: 90_000 };

describe("the guard's redirect to sign-in", SLOW, () => {
  it("carries the page asked for, percent-encoded, whatever characters its address holds", async () => {
    for (const query of ["q=café", "q=漢字", `q=${encodeURIComponent("漢字 é")}`, "q=🏠", "q=%E6%BC"]) {
      const response = await send("GET", `/account?${query}`);
      expect(response.status, `${query} ${errorsLogged()}`).toBe(302);
      expect(response.location).toMatch(HEADER_SAFE);
      const target = returnTarget(response.location)!;
      expect(target.startsWith("/account?q=")).toBe(true);
      expect(target).toMatch(HEADER_SAFE);
    }
  });

  it("drops a 10 KB query and sends back to the page alone, with headers of ordinary size", async () => {
    for (const page of ["/account", "/favorites", "/admin/dashboard"]) {
      const response = await send("GET", `${page}?${LONG_QUERY}`);
      expect(response.status, `${page} ${errorsLogged()}`).toBe(302);
      expect(returnTarget(response.location)).toBe(page);
      expect(response.headerBytes).toBeLessThan(4_096);
    }
    const navigation = await send("GET", `/account.data?${LONG_QUERY}`);
    expect(navigation.status).toBeLessThan(500);
    expect(navigation.headerBytes).toBeLessThan(4_096);
  });
});

describe("sign-in's redirect back", SLOW, () => {
  it("sends the renter back to the page with its address percent-encoded, whether the link escaped it or not", async () => {
    const cases: Array<[string, string]> = [
      [`?redirect=${encodeURIComponent("/listings?q=café")}`, "/listings?q=caf%C3%A9"],
      [`?redirect=${encodeURIComponent("/listings?q=漢字")}`, "/listings?q=%E6%BC%A2%E5%AD%97"],
      ["?redirect=/listings?q=café", "/listings?q=caf%C3%A9"],
      ["?redirect=/neighborhoods/montrose?x=漢🏠", "/neighborhoods/montrose?x=%E6%BC%A2%F0%9F%8F%A0"],
      [`?redirect=${encodeURIComponent(`/listings?${LONG_QUERY}`)}`, "/listings"],
    ];
    for (const [query, expected] of cases) {
      const response = await signIn(query);
      expect(response.status, `${query.slice(0, 80)} ${errorsLogged()}`).toBe(302);
      expect(response.location).toBe(expected);
      expect(response.headerBytes).toBeLessThan(4_096);
    }
  });

  it("never answers 500 on the admin sign-in either", async () => {
    const body = new URLSearchParams({ username: "redirect_admin", password: PASSWORD }).toString();
    const response = await send("POST", `/admin/login?redirect=/admin/apartments?q=漢字`, { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status, errorsLogged()).toBe(302);
    expect(response.location).toBe("/admin/apartments?q=%E6%BC%A2%E5%AD%97");
  });

  it("answers an address of raw (unescaped) UTF-8 bytes with a 400, before any route", async () => {
    expect((await send("GET", "/account?q=漢字", { raw: true })).status).toBe(400);
    expect((await signIn("?redirect=/listings?q=café", { raw: true })).status).toBe(400);
  });

  it("shows the sign-in page for any such link", async () => {
    for (const query of ["?redirect=/listings?q=漢字", `?redirect=${encodeURIComponent("/listings?q=漢字")}`, `?redirect=${encodeURIComponent(`/listings?${LONG_QUERY}`)}`]) {
      expect((await send("GET", `/auth${query}`)).status, errorsLogged()).toBe(200);
    }
  });
});
