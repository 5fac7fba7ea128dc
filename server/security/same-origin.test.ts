import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../http-app.ts";
import { createLogger } from "../logger.ts";

// The guard as the running server has it: inside the HTTP edge, in front of the React Router handler.
let server: Server;
let base: string;
let handled: string[] = [];

beforeAll(async () => {
  const app = createHttpApp({
    logger: createLogger("silent"),
    development: false,
    trustProxy: false,
    ping: async () => true,
    handler: (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      res.json({ handled: true });
    },
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handled = [];
});

function send(method: string, headers: Record<string, string> = {}, path = "/api/login") {
  return fetch(`${base}${path}`, { method, headers: { "Content-Type": "application/json", ...headers }, body: method === "GET" ? undefined : "{}" });
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as unknown;
  expect(body).toEqual({ message: expect.stringMatching(/\S/) });
  expect(handled).toEqual([]);
}

describe("the same-origin guard", () => {
  it("refuses a POST that shows neither Origin nor Sec-Fetch-Site", async () => {
    await expectRefused(await send("POST"));
  });

  it("refuses a POST from another site's origin", async () => {
    await expectRefused(await send("POST", { Origin: "http://evil.example" }));
    // Same host, other scheme or port: still another origin.
    await expectRefused(await send("POST", { Origin: base.replace("http:", "https:") }));
    await expectRefused(await send("POST", { Origin: `${base}0` }));
    await expectRefused(await send("POST", { Origin: "null" }));
  });

  it("lets a POST with the site's own Origin through to the handler", async () => {
    const response = await send("POST", { Origin: base });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ handled: true });
    expect(handled).toEqual(["POST /api/login"]);
  });

  it("trusts Sec-Fetch-Site over Origin: only same-origin passes", async () => {
    await expectRefused(await send("POST", { "Sec-Fetch-Site": "same-site", Origin: base }));
    await expectRefused(await send("POST", { "Sec-Fetch-Site": "cross-site", Origin: base }));
    await expectRefused(await send("POST", { "Sec-Fetch-Site": "none", Origin: base }));

    const response = await send("POST", { "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(200);
    expect(handled).toEqual(["POST /api/login"]);
  });

  it("guards PUT, PATCH and DELETE too, and page form actions as well as the API", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      await expectRefused(await send(method, {}, "/api/users/me"));
      await expectRefused(await send(method, { Origin: "http://evil.example" }, "/api/users/me"));
    }
    await expectRefused(await send("POST", { Origin: "http://evil.example" }, "/account"));

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await send(method, { Origin: base }, "/api/users/me")).status).toBe(200);
    }
    expect(handled).toEqual(["PUT /api/users/me", "PATCH /api/users/me", "DELETE /api/users/me"]);
  });

  it("never blocks GET, HEAD or OPTIONS, whatever the headers say", async () => {
    const variants: Record<string, string>[] = [{}, { Origin: "http://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of variants) {
      expect((await send("GET", headers, "/api/user")).status).toBe(200);
      expect((await fetch(`${base}/api/user`, { method: "HEAD", headers })).status).toBe(200);
      // OPTIONS is answered before the guard, by the edge itself (server/security/methods.ts), never by a route.
      expect((await fetch(`${base}/api/user`, { method: "OPTIONS", headers })).status).toBe(204);
    }
    expect(handled.filter((h) => h.startsWith("GET"))).toHaveLength(3);
    expect(handled).toHaveLength(6);
  });

  it("lets any origin POST the alert e-mails' unsubscribe link (RFC 8058 one-click; its signed token authorizes it), and nothing else", async () => {
    const oneClick = (headers: Record<string, string>, path = "/alerts/unsubscribe?token=1.x") =>
      fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "List-Unsubscribe=One-Click" });
    expect((await oneClick({})).status).toBe(200);
    expect((await oneClick({ "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    expect(handled).toEqual(["POST /alerts/unsubscribe", "POST /alerts/unsubscribe"]);
    handled = [];
    await expectRefused(await oneClick({}, "/alerts/unsubscribe/other"));
    await expectRefused(await oneClick({}, "/saved-searches"));
    await expectRefused(await fetch(`${base}/alerts/unsubscribe`, { method: "PUT", headers: { Origin: "http://evil.example" } }));
  });
});
