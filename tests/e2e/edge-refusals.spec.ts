/**
 * What the HTTP edge refuses before any route runs, through the real server
 * (issue 26, an outside security probe): admin-only writes are refused from
 * their headers alone, before a byte of the body is read, for a visitor
 * without a session and for a signed-in renter alike.
 *
 * Raw sockets: a client that announces a large body, sends only a little of it
 * and then waits must get its answer anyway (a fetch client would first send
 * everything it announced).
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { createApi, signUp } from "./api-helpers.ts";

test.skip(({ isMobile }) => isMobile, "requests only: one run is enough");

const MB = 1024 * 1024;
const BOUNDARY = "edgeRefusalBoundary";

interface Exchange {
  /** What came back (status line, headers, body), as Latin-1 text. */
  response: string;
  /** Whether the server closed the connection before the client gave up. */
  closed: boolean;
  /** Body bytes written before the answer came. */
  sent: number;
}

/**
 * Sends `head`, then body bytes from `nextChunk` (as plain bytes, or as HTTP chunks when `chunked`) until the
 * server answers or closes, or `waitMs` has passed. A server that reads the whole announced body first never
 * answers within the wait.
 */
function rawExchange(url: URL, head: string, nextChunk: () => Buffer | null, { chunked = false, waitMs = 5_000 } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), "127.0.0.1");
    let response = "";
    let sent = 0;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed, sent });
    };
    socket.on("data", (data) => {
      response += data.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => finish(true));
    socket.on("connect", async () => {
      socket.write(head);
      while (!settled && response === "" && !socket.destroyed) {
        const chunk = nextChunk();
        if (!chunk) break;
        sent += chunk.length;
        const flushed = chunked ? socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write("\r\n") : socket.write(chunk);
        if (!flushed) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setImmediate(r));
      }
    });
    const timer = setTimeout(() => finish(false), waitMs);
  });
}

function uploadHead(url: URL, path: string, headers: Record<string, string>): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Origin: ${url.origin}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** The start of a real upload form (its fields, then a photo's bytes), then filler: only the first few KB are ever sent. */
function uploadBytes(budget: number) {
  const start = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ownerKind"\r\n\r\napartment\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ownerId"\r\n\r\n1\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nPool deck\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="pool.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    "latin1",
  );
  const filler = Buffer.alloc(16 * 1024, 0xab);
  let first = true;
  let left = budget;
  return () => {
    if (left <= 0) return null;
    const chunk = first ? start : filler;
    first = false;
    left -= chunk.length;
    return chunk;
  };
}

function statusOf(response: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1] ?? 0);
}

function headerOf(response: string, name: string): string | null {
  const head = response.split("\r\n\r\n")[0] ?? "";
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

test.describe("admin-only writes are refused before their body is read", () => {
  test("a visitor without a session announcing 100 MB gets the sign-in redirect after a few KB, and the connection closes", async ({ baseURL }) => {
    const url = new URL(baseURL!);
    const announced = 100 * MB;
    const { response, closed, sent } = await rawExchange(url, uploadHead(url, "/admin/photos/upload", { "Content-Length": String(announced) }), uploadBytes(announced));
    expect(statusOf(response), `answered after ${sent} of ${announced} bytes: ${response.slice(0, 300)}`).toBe(302);
    expect(headerOf(response, "location")).toBe("/admin/login?redirect=%2Fadmin%2Fphotos%2Fupload");
    expect(headerOf(response, "connection")).toBe("close");
    expect(closed).toBe(true);
    expect(sent).toBeLessThan(4 * MB);
  });

  test("a signed-in renter announcing 100 MB is sent home after a few KB, on the page and on its .data (the photo manager's fetcher)", async ({ request, baseURL }) => {
    const url = new URL(baseURL!);
    const renter = await signUp(createApi(request, baseURL!), "edge-renter");
    const announced = 100 * MB;
    const page = await rawExchange(url, uploadHead(url, "/admin/photos/upload", { "Content-Length": String(announced), Cookie: renter.cookie }), uploadBytes(announced));
    expect(statusOf(page.response), `answered after ${page.sent} of ${announced} bytes: ${page.response.slice(0, 300)}`).toBe(302);
    expect(headerOf(page.response, "location")).toBe("/");
    expect(headerOf(page.response, "connection")).toBe("close");
    expect(page.closed).toBe(true);
    expect(page.sent).toBeLessThan(4 * MB);

    // The fetcher's request: React Router's own redirect answer for a script (202 with the redirect in its data).
    const data = await rawExchange(url, uploadHead(url, "/admin/photos/upload.data", { "Content-Length": String(announced), Cookie: renter.cookie }), uploadBytes(announced));
    expect(statusOf(data.response), `answered after ${data.sent} of ${announced} bytes: ${data.response.slice(0, 300)}`).toBe(202);
    expect(data.response).toContain('"redirect","/"');
    expect(headerOf(data.response, "connection")).toBe("close");
    expect(data.sent).toBeLessThan(4 * MB);
  });

  test("a change to one photo and a chunked upload without a session are refused before their body too", async ({ baseURL }) => {
    const url = new URL(baseURL!);
    const change = await rawExchange(url, uploadHead(url, "/admin/photos/1", { "Content-Length": String(60 * 1024) }), uploadBytes(4 * 1024));
    expect(statusOf(change.response), change.response.slice(0, 300)).toBe(302);
    expect(headerOf(change.response, "location")).toBe("/admin/login?redirect=%2Fadmin%2Fphotos%2F1");

    const chunked = await rawExchange(url, uploadHead(url, "/admin/photos/upload", { "Transfer-Encoding": "chunked" }), uploadBytes(100 * MB), { chunked: true });
    expect(statusOf(chunked.response), `answered after ${chunked.sent} bytes: ${chunked.response.slice(0, 300)}`).toBe(302);
    expect(headerOf(chunked.response, "connection")).toBe("close");
    expect(chunked.closed).toBe(true);
    expect(chunked.sent).toBeLessThan(4 * MB);
  });

  test("a Content-Length over the upload limit is a 413 from the header alone", async ({ baseURL }) => {
    const url = new URL(baseURL!);
    const { response, closed } = await rawExchange(url, uploadHead(url, "/admin/photos/upload", { "Content-Length": String(200 * MB) }), () => null);
    expect(statusOf(response), response.slice(0, 300)).toBe(413);
    expect(headerOf(response, "connection")).toBe("close");
    expect(closed).toBe(true);
  });
});
