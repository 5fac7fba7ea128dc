import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpApp } from "../http-app.ts";
import { createLogger } from "../logger.ts";
import { MAX_JSON_DEPTH, readAdmittedBody } from "./input-layer.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * A server whose "router" answers with what it was handed: the body the input layer read. An admin write's body
 * is left to the handler (server/react-router-adapter.ts reads it for an administrator only); this one admits
 * everybody, unless `admit` is false.
 */
async function start({ admit = true } = {}) {
  const app = createHttpApp({
    logger: createLogger("silent"),
    development: false,
    trustProxy: false,
    ping: async () => true,
    handler: async (req, res) => {
      const awaited = res.locals.bodyAwaitsAdmission === true;
      if (awaited && admit && !(await readAdmittedBody(req, res))) return;
      res.json({ reached: true, bytes: Buffer.isBuffer(req.body) ? req.body.length : null, ...(awaited ? { awaited } : {}) });
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

async function send(port: number, path: string, init: { method?: string; type?: string; body?: BodyInit } = {}) {
  const headers: Record<string, string> = { Origin: `http://127.0.0.1:${port}` };
  if (init.type) headers["Content-Type"] = init.type;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: init.method ?? "POST", headers, body: init.body });
  const text = await response.text();
  return { status: response.status, text, json: text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/**
 * Speaks HTTP over a raw socket: sends the head, then `chunks` until the server answers or
 * closes. Returns what came back, whether the server closed the connection, and how much was sent.
 */
function rawExchange(port: number, head: string, nextChunk: (() => Buffer | null) | null) {
  return new Promise<{ response: string; closed: boolean; sent: number }>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let response = "";
    let sent = 0;
    let answered = false;
    socket.on("data", (data) => {
      response += data.toString("latin1");
      answered = true;
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ response, closed: true, sent }));
    socket.on("connect", async () => {
      socket.write(head);
      if (!nextChunk) return;
      while (!answered && !socket.destroyed) {
        const chunk = nextChunk();
        if (!chunk) break;
        sent += chunk.length;
        if (!socket.write(`${chunk.length.toString(16)}\r\n`) || !socket.write(chunk) || !socket.write("\r\n")) {
          await new Promise((r) => setTimeout(r, 5));
        }
        await new Promise((r) => setImmediate(r));
      }
    });
    setTimeout(() => {
      socket.destroy();
      resolve({ response, closed: false, sent });
    }, 5_000);
  });
}

const MB = 1024 * 1024;

describe("the input layer: body limits", () => {
  it("answers 413 to an oversized Content-Length at once, without reading the body, and closes the connection", async () => {
    const port = await start();
    const head = [
      "POST /api/register HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${20 * MB}`,
      "",
      "",
    ].join("\r\n");
    // Not one byte of the body is sent: the answer must come from the header alone.
    const { response, closed } = await rawExchange(port, head, null);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toMatch(/connection: close/i);
    expect(response).toContain("The request body is too large: at most 64 KB of application/json here.");
    expect(closed).toBe(true);
  });

  it("cuts off a chunked body as soon as it grows past the limit (413, connection closed)", async () => {
    const port = await start();
    const head = [
      "POST /contact HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Transfer-Encoding: chunked",
      "",
      "",
    ].join("\r\n");
    const chunk = Buffer.alloc(16 * 1024, "a");
    let budget = 20 * MB;
    const { response, closed, sent } = await rawExchange(port, head, () => {
      if (budget <= 0) return null;
      budget -= chunk.length;
      return chunk;
    });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain("at most 64 KB of application/x-www-form-urlencoded");
    expect(closed).toBe(true);
    // Far less than the 20 MB on offer was taken before the server hung up.
    expect(sent).toBeLessThan(5 * MB);
  });

  it("lets a body within the limit through, handing the router the bytes it read", async () => {
    const port = await start();
    const body = JSON.stringify({ chatInput: "x".repeat(2000) });
    const result = await send(port, "/api/chat/webhook", { type: "application/json", body });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ reached: true, bytes: Buffer.byteLength(body) });
  });

  it("allows chat session saves more than other JSON (one table, by path)", async () => {
    const port = await start();
    const body = JSON.stringify({ sessionName: "Long", messages: [{ role: "assistant", content: "y".repeat(200_000) }] });
    expect((await send(port, "/api/sidebar-chat/sessions", { type: "application/json", body })).status).toBe(200);
    expect((await send(port, "/api/apartment-feedback", { type: "application/json", body })).status).toBe(413);
  });
});

describe("the input layer: photo uploads", () => {
  it("takes a multipart upload of several MB on the upload path only, binary file parts (NUL bytes) included", async () => {
    const port = await start();
    const upload = () => {
      const form = new FormData();
      form.set("alt", "Pool deck");
      // A file's bytes are not text: NUL bytes in them are no reason to refuse it.
      form.set("photos", new Blob([new Uint8Array(3 * 1024 * 1024).fill(0)], { type: "image/jpeg" }), "pool.jpg");
      return form;
    };
    const accepted = await send(port, "/admin/photos/upload", { body: upload() });
    expect(accepted.status).toBe(200);
    expect(accepted.json?.bytes).toBeGreaterThan(3 * 1024 * 1024);
    expect((await send(port, "/admin/photos/upload.data", { body: upload() })).status).toBe(200);
    expect((await send(port, "/contact", { body: upload() })).status).toBe(413);
  });
});

describe("the input layer: the admin area's writes", () => {
  it("leaves their body unread for the handler to admit, however the path is spelt, and reads everyone else's", async () => {
    const port = await start({ admit: false });
    const form = () => {
      const body = new FormData();
      body.set("intent", "delete");
      return body;
    };
    const adminWrites = ["/admin/photos/upload", "/admin/photos/upload.data", "/admin/photos/7", "/ADMIN/Photos/Upload/", "/admin/%70hotos/7", "/admin/neighborhoods/3"];
    for (const path of adminWrites) {
      expect((await send(port, path, { body: form() })).json, path).toEqual({ reached: true, bytes: null, awaited: true });
    }
    for (const path of ["/admin/login", "/admin/login.data", "/admin", "/contact"]) {
      expect((await send(port, path, { body: form() })).json, path).toMatchObject({ reached: true, bytes: expect.any(Number) });
    }
    // What the headers alone decide is still decided before the handler: the type, and an oversized Content-Length.
    expect((await send(port, "/admin/photos/7", { type: "application/json", body: "{}" })).status).toBe(415);
  });

  it("checks an admitted body as any other: NUL in a field, past the limit", async () => {
    const port = await start();
    const form = new FormData();
    form.set("alt", "a\u0000b");
    const nul = await send(port, "/admin/photos/7", { body: form });
    expect(nul.status).toBe(400);
    expect(nul.json?.message).toMatch(/"alt" contains a NUL character/);
    const big = new FormData();
    big.set("alt", "x".repeat(70 * 1024));
    expect((await send(port, "/admin/photos/7", { body: big })).status).toBe(413);
  });
});

describe("the input layer: NUL characters", () => {
  it("refuses NUL in a JSON text value, however deep, and in a key", async () => {
    const port = await start();
    for (const body of [{ displayName: "a\u0000b" }, { preferences: { amenities: [{ requirement: "\u0000" }] } }, { "na\u0000me": "x" }]) {
      const result = await send(port, "/api/users/me", { method: "PATCH", type: "application/json", body: JSON.stringify(body) });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json?.message).toMatch(/NUL character/);
    }
  });

  it("refuses NUL in an urlencoded and in a multipart form field", async () => {
    const port = await start();
    const urlencoded = await send(port, "/auth", { type: "application/x-www-form-urlencoded", body: "intent=signin&username=ad%00min&password=x" });
    expect(urlencoded.status).toBe(400);
    expect(urlencoded.json?.message).toBe('The form field "username" contains a NUL character (\\u0000), which is not allowed.');
    const form = new FormData();
    form.set("message", "hello\u0000there");
    const multipart = await send(port, "/contact", { body: form });
    expect(multipart.status).toBe(400);
    expect(multipart.json?.message).toMatch(/"message" contains a NUL character/);
  });

  it("refuses NUL in a query value and in the path", async () => {
    const port = await start();
    const query = await send(port, "/listings?q=loft%00", { method: "GET" });
    expect(query.status).toBe(400);
    expect(query.json?.message).toBe('The query parameter "q" contains a NUL character (\\u0000), which is not allowed.');
    const path = await send(port, "/apartments/the-loft%00", { method: "GET" });
    expect(path.status).toBe(400);
    expect(path.json?.message).toMatch(/address contains a NUL character/);
    expect((await send(port, "/blog/100%zz", { method: "GET" })).status).toBe(400);
    // NUL-free requests pass.
    expect((await send(port, "/listings?q=loft", { method: "GET" })).status).toBe(200);
  });

  it("refuses JSON nested deeper than the bound, and invalid JSON", async () => {
    const port = await start();
    const deep = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    const tooDeep = await send(port, "/api/user/preferences", { method: "PUT", type: "application/json", body: deep });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.json?.message).toMatch(/nested too deeply/);
    const fine = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    expect((await send(port, "/api/user/preferences", { method: "PUT", type: "application/json", body: fine })).status).toBe(200);
    const broken = await send(port, "/api/user/preferences", { method: "PUT", type: "application/json", body: '{"name": "a' });
    expect(broken.status).toBe(400);
    expect(broken.json?.message).toBe("The request body must be JSON.");
  });
});

describe("the input layer: content types", () => {
  const pageActions = ["/auth", "/admin/login", "/contact", "/apartments/some-slug", "/get-matched", "/preference-suggestion", "/account", "/favorites"];

  it("refuses a page action sent JSON, text, no Content-Type at all, or a broken multipart body", async () => {
    const port = await start();
    for (const path of pageActions) {
      const json = await send(port, path, { type: "application/json", body: '{"intent":"signin"}' });
      expect(json.status, `${path} json`).toBe(415);
      expect(json.json?.message).toMatch(/forms take form data/);
      expect((await send(port, path, { type: "text/plain", body: "intent=signin" })).status, `${path} text`).toBe(415);
      expect((await send(port, path, {})).status, `${path} none`).toBe(415);
      const broken = await send(port, path, { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nnot a part" });
      expect(broken.status, `${path} broken multipart`).toBe(400);
      expect(broken.json?.message).toMatch(/form data could not be read/);
      expect((await send(port, path, { type: "multipart/form-data", body: "a=b" })).status, `${path} multipart without boundary`).toBe(400);
    }
  });

  it("passes page forms, urlencoded and multipart, to the router", async () => {
    const port = await start();
    expect((await send(port, "/auth", { type: "application/x-www-form-urlencoded", body: "intent=signin" })).json).toMatchObject({ reached: true });
    const form = new FormData();
    form.set("intent", "signin");
    expect((await send(port, "/auth", { body: form })).json).toMatchObject({ reached: true });
  });

  it("asks the API for JSON when a body is sent, and refuses compressed bodies", async () => {
    const port = await start();
    const text = await send(port, "/api/login", { type: "text/plain", body: '{"username":"a"}' });
    expect(text.status).toBe(415);
    expect(text.json?.message).toBe("Send the body as JSON (Content-Type: application/json).");
    expect((await send(port, "/api/login", { type: "application/x-www-form-urlencoded", body: "username=a" })).status).toBe(415);
    // A body-less call (logout) needs no type.
    expect((await send(port, "/api/logout", {})).status).toBe(200);
    const gzip = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/json", "Content-Encoding": "gzip" },
      body: "{}",
    });
    expect(gzip.status).toBe(415);
  });
});
