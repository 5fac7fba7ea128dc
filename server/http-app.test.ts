import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpApp } from "./http-app.ts";
import { createLogger } from "./logger.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function start(options: { up?: boolean; fail?: boolean } = {}) {
  const app = createHttpApp({
    logger: createLogger("silent"),
    development: false,
    trustProxy: false,
    ping: async () => options.up ?? true,
    handler: (req, res) => {
      if (options.fail) throw new Error("boom");
      res.type("html").send(`<p>nonce=${String(res.locals.cspNonce)}</p>`);
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the HTTP edge", () => {
  it("answers /healthz with 200 when the database answers and 503 when not", async () => {
    expect((await fetch(`${await start({ up: true })}/healthz`)).status).toBe(200);
    const down = await fetch(`${await start({ up: false })}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ database: false });
  });

  it("sets security headers with a fresh CSP nonce per response", async () => {
    const base = await start();
    const a = await fetch(`${base}/`);
    const b = await fetch(`${base}/`);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-powered-by")).toBeNull();
    // HSTS only over HTTPS.
    expect(a.headers.get("strict-transport-security")).toBeNull();
    const nonceA = /nonce=(\S+)</.exec(await a.text())?.[1];
    const nonceB = /nonce=(\S+)</.exec(await b.text())?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(csp).toContain(`'nonce-${nonceA}'`);
  });

  it("sends HSTS when a trusted proxy says the request came over HTTPS", async () => {
    const app = createHttpApp({
      logger: createLogger("silent"),
      development: false,
      trustProxy: true,
      ping: async () => true,
      handler: (_req, res) => res.send("ok"),
    });
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    servers.push(server);
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("echoes a well-formed request id and makes one up otherwise", async () => {
    const base = await start();
    const given = await fetch(`${base}/`, { headers: { "X-Request-Id": "abc12345-trace" } });
    expect(given.headers.get("x-request-id")).toBe("abc12345-trace");
    const made = await fetch(`${base}/`, { headers: { "X-Request-Id": "<script>" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("turns an unexpected error into a 500 with a reference, without details", async () => {
    const response = await fetch(`${await start({ fail: true })}/`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain(response.headers.get("x-request-id") ?? "missing");
    expect(text).not.toContain("boom");
  });
});
