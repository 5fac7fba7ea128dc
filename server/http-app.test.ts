import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
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

  it("serves the client build's files by name and hands every other path to the app", async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), "has-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(clientDir, "assets", "entry-abc.js"), "export {};");
    try {
      const app = createHttpApp({
        logger: createLogger("silent"),
        development: false,
        trustProxy: false,
        clientDir,
        ping: async () => true,
        handler: (req, res) => res.send(`app ${req.path}`),
      });
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, "127.0.0.1", () => resolve(s));
      });
      servers.push(server);
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/favicon.svg`)).text()).toBe("<svg/>");
      expect((await fetch(`${base}/assets/entry-abc.js`)).headers.get("cache-control")).toContain("immutable");
      expect(await (await fetch(`${base}/listings`)).text()).toBe("app /listings");
      // A file added after start is not served: the names are read once.
      writeFileSync(path.join(clientDir, "late.txt"), "late");
      expect(await (await fetch(`${base}/late.txt`)).text()).toBe("app /late.txt");
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
