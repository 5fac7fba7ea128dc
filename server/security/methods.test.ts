import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../http-app.ts";
import { createLogger } from "../logger.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * A server whose "router" behaves as React Router does with a method it has no handler for: it fails (the real
 * one logs the error's stack and answers 405; for OPTIONS on a resource route it runs the loader). It must not
 * be reached by OPTIONS or an unknown method. Returns the port, how often the router was asked, and the log.
 */
async function start() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const asked: string[] = [];
  const app = createHttpApp({
    logger: createLogger("debug", destination),
    development: false,
    trustProxy: false,
    ping: async () => true,
    handler: (req, _res, next) => {
      asked.push(`${req.method} ${req.path}`);
      next(new Error(`Invalid request method "${req.method}"`));
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, asked, log: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** node:http, since fetch refuses to send TRACE. */
function rawRequest(port: number, method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers: { Origin: `http://127.0.0.1:${port}` } }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const ALLOWED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

describe("methods at the edge", () => {
  it("answers OPTIONS with 204 and Allow on every path, without asking the router (so no loader runs)", async () => {
    const { port, asked, log } = await start();
    for (const path of ["/", "/listings", "/admin/user-profiles.csv", "/api/apartments", "/healthz", "/no/such/page"]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: "OPTIONS", headers: { Origin: `http://127.0.0.1:${port}` } });
      expect(response.status, path).toBe(204);
      expect(response.headers.get("allow")?.split(/,\s*/), path).toEqual(ALLOWED);
      // Same-origin only: no CORS grant.
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(await response.text(), path).toBe("");
    }
    expect(asked).toEqual([]);
    expect(log().filter((line) => line.err !== undefined || Number(line.level) >= 50)).toEqual([]);
  });

  it("answers an unknown method with 405, Allow and a message, logged as one request line without a stack", async () => {
    const { port, asked, log } = await start();
    for (const method of ["PROPFIND", "MKCOL", "LOCK", "TRACE", "SEARCH"]) {
      const response = await rawRequest(port, method, "/listings");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow?.split(/,\s*/), method).toEqual(ALLOWED);
      expect(JSON.parse(response.body), method).toEqual({ message: `This address does not take ${method} requests. It takes ${ALLOWED.join(", ")}.` });
    }
    expect(asked).toEqual([]);
    const lines = log();
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, msg: "request completed", res: { statusCode: 405 } });
      expect(JSON.stringify(line)).not.toMatch(/stack|\bat .+:\d+:\d+/);
    }
  });
});
