/**
 * What the HTTP edge refuses before any route runs, through the real server
 * (issue 26, an outside security probe): admin-only writes are refused from
 * their headers alone, before a byte of the body is read, for a visitor
 * without a session and for a signed-in renter alike.
 *
 * Raw sockets: a client that announces a large body, sends only a little of it
 * and then waits must get its answer anyway (a fetch client would first send
 * everything it announced).
 *
 * OPTIONS and methods nobody serves are answered at the edge: no loader runs
 * (an administrator's OPTIONS on a CSV export gets no CSV) and nothing but a
 * request line reaches the log (read from a server of this spec's own).
 *
 * A header both the edge and a route set is sent once, the route's (an
 * uploaded photo's nosniff came twice).
 */
import net from "node:net";
import { expect, test, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, createApi, signIn, signUp } from "./api-helpers.ts";
import { OWN_SERVER_ADMIN_PASSWORD, startOwnServer, type OwnServer } from "./own-server.ts";

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

/** Every value of the header as it came over the wire, one per header line. */
function rawValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name.toLowerCase())
    .map((header) => header.value);
}

test.describe("headers the edge and a route both set", () => {
  test("an uploaded photo and a generated illustration send each such header once, with the route's value", async ({ request, baseURL }) => {
    const api = createApi(request, baseURL!);
    const adminCookie = await signIn(api, ADMIN.username, ADMIN.password, "/api/auth/admin/login");
    const apartment = (await api.get("/api/apartments")).body.items[0] as { id: number; slug: string };
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2f855a" } }).jpeg().toBuffer();
    const uploaded = await request.post("/admin/photos/upload", {
      headers: { Cookie: adminCookie, Origin: new URL(baseURL!).origin },
      multipart: { ownerKind: "apartment", ownerId: String(apartment.id), alt: "Courtyard", photos: { name: "courtyard.jpg", mimeType: "image/jpeg", buffer: photo } },
      maxRedirects: 0,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const html = await (await request.get(`/apartments/${apartment.slug}`, { headers: { Cookie: "" } })).text();
    const file = /\/media\/photos\/\d+-[0-9a-f]{16}-\d+\.webp/.exec(html)?.[0];
    expect(file, "the apartment page shows the uploaded photo").toBeTruthy();

    const media = await request.get(file!, { headers: { Cookie: "" } });
    expect(media.status()).toBe(200);
    expect(rawValues(media, "X-Content-Type-Options")).toEqual(["nosniff"]);

    const webp = await request.get("/images/neighborhood/montrose.webp");
    expect(webp.status()).toBe(200);
    expect(rawValues(webp, "X-Content-Type-Options")).toEqual(["nosniff"]);
    // The SVG's own policy, alone: the page policy's second header would apply on top of it.
    const svg = await request.get("/images/neighborhood/montrose.svg");
    expect(rawValues(svg, "Content-Security-Policy")).toEqual(["default-src 'none'; style-src 'unsafe-inline'"]);
  });
});

test.describe("OPTIONS and methods nobody serves", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    if (test.info().project.use.isMobile) return;
    test.info().setTimeout(180_000);
    server = await startOwnServer({ env: { SEED_APARTMENTS: "40" } });
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test("OPTIONS is a 204 with Allow and runs no loader; PROPFIND is a 405; neither writes a stack trace", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server!.baseURL });
    try {
      const origin = server!.baseURL;
      const signedIn = await request.post("/api/auth/admin/login", { data: { username: "admin", password: OWN_SERVER_ADMIN_PASSWORD }, headers: { Origin: origin } });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      const cookie = signedIn.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("has_session="))!.value.split(";")[0]!;
      // The administrator's cookie is good: a GET gets the export.
      const csv = await request.get("/admin/user-profiles.csv", { headers: { Cookie: cookie } });
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain("admin");

      for (const path of ["/admin/user-profiles.csv", "/listings", "/api/apartments", "/"]) {
        const options = await request.fetch(path, { method: "OPTIONS", headers: { Cookie: cookie, Origin: origin }, maxRedirects: 0 });
        expect(options.status(), path).toBe(204);
        expect(options.headers().allow, path).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(await options.text(), path).toBe("");
      }
      for (const path of ["/listings", "/admin/user-profiles.csv"]) {
        const propfind = await request.fetch(path, { method: "PROPFIND", headers: { Cookie: cookie, Origin: origin }, maxRedirects: 0 });
        expect(propfind.status(), path).toBe(405);
        expect(propfind.headers().allow, path).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(await propfind.text(), path).not.toContain("admin@");
      }
      // Whatever the server wrote meanwhile (warnings and errors; request lines are info): no stack trace.
      expect(server!.stderr()).not.toMatch(/Invalid request method|\n\s+at /);
    } finally {
      await request.dispose();
    }
  });
});
