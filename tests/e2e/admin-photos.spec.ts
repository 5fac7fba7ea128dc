/**
 * Admin photos over HTTP (issue 13): an administrator uploads a phone photo
 * with GPS in its EXIF to a community; its public page shows it from
 * /media/photos/..., served as immutable WebP without any metadata; a fake
 * JPEG and a 60-megapixel PNG are refused with a message naming the file; a
 * form sent without JavaScript comes back to its admin page with the result;
 * a renter and a guest get nothing.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { deflateSync } from "node:zlib";
import { signInAsAdmin } from "./admin-helpers.ts";
import { ADMIN, createApi, signIn, signUp } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const PHOTO_URL = /\/media\/photos\/(\d+)-([0-9a-f]{16})-(\d+)\.webp/g;

/** The distinct photo files a page refers to. */
async function photoFilesOn(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path, { headers: { Cookie: "" } })).text();
  return [...new Set([...html.matchAll(PHOTO_URL)].map((m) => m[0]))];
}

/** A real PNG header claiming 10000 x 6000 pixels (60 MP), and no pixels. */
function hugePngHeader(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => (data.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(6_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(1))), chunk("IEND", Buffer.alloc(0))]);
}

test.describe("admin photos", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough");

  test("upload, public page, immutable media, refusals, no-JavaScript forms, and no access for renters or guests", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const api = createApi(request, baseURL!);
    const adminCookie = await signIn(api, ADMIN.username, ADMIN.password, "/api/auth/admin/login");
    const apartment = (await api.get("/api/apartments")).body.items[2] as { id: number; slug: string };
    const page = `/apartments/${apartment.slug}`;
    const before = await photoFilesOn(request, page);

    const upload = (cookie: string, files: { name: string; mimeType: string; buffer: Buffer }, returnTo?: string) =>
      request.post(`/admin/photos/upload${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`, {
        headers: { Cookie: cookie, Origin: origin },
        multipart: { ownerKind: "apartment", ownerId: String(apartment.id), alt: "Pool deck at dusk", photos: files },
        maxRedirects: 0,
      });

    // A phone photo: GPS position and camera in its EXIF.
    const phonePhoto = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2b6cb0" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 44/1 58/1", GPSLongitudeRef: "W", GPSLongitude: "95/1 23/1 0/1" } })
      .toBuffer();
    const uploaded = await upload(adminCookie, { name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    expect(await uploaded.json()).toEqual({ ok: true, message: "Uploaded a photo." });

    // The public page shows it (with srcset), in every stored width.
    const after = await photoFilesOn(request, page);
    const added = after.filter((file) => !before.includes(file));
    expect(added.map((file) => file.replace(/.*-(\d+)\.webp$/, "$1")).sort()).toEqual(["1600", "480", "960"]);
    const [, id, hash] = /(\d+)-([0-9a-f]{16})-/.exec(added[0]!)!;

    // Served from the database as immutable WebP, without a session, with nothing of the EXIF.
    const media = await request.get(`/media/photos/${id}-${hash}-960.webp`, { headers: { Cookie: "" } });
    expect(media.status()).toBe(200);
    const headers = media.headers();
    expect(headers["content-type"]).toBe("image/webp");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["etag"]).toBe(`"${hash}-960"`);
    const bytes = await media.body();
    expect(Number(headers["content-length"])).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 960, 640]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("PhoneCo");
    expect((await request.get(`/media/photos/${id}-${hash}-960.webp`, { headers: { "If-None-Match": headers["etag"]! } })).status()).toBe(304);
    for (const wrong of [`${id}-0000000000000000-960.webp`, `${id}-${hash}-961.webp`, `99999999-${hash}-960.webp`, `${id}-${hash}-960.jpg`]) {
      expect((await request.get(`/media/photos/${wrong}`)).status(), wrong).toBe(404);
    }

    // Refused before decoding, with the file named.
    const fake = await upload(adminCookie, { name: "pool.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Just text renamed .jpg\n") });
    expect(fake.status()).toBe(422);
    expect((await fake.json()).message).toBe("“pool.jpg” is a text file, not a photo we take: upload a JPEG, PNG, WebP or AVIF image.");
    const huge = await upload(adminCookie, { name: "huge.png", mimeType: "image/png", buffer: hugePngHeader() });
    expect(huge.status()).toBe(422);
    expect((await huge.json()).message).toBe("“huge.png” is 10000 × 6000 pixels (60 megapixels); a photo may be at most 40 megapixels.");

    // Without JavaScript: back to the admin page it came from, the result in a flash.
    const returnTo = `/admin/apartments/${apartment.id}`;
    const refused = await upload(adminCookie, { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") }, returnTo);
    expect(refused.status()).toBe(303);
    expect(refused.headers()["location"]).toBe(`${returnTo}#photos`);
    const flash = /has_flash=([^;]+)/.exec(refused.headers()["set-cookie"] ?? "")?.[1];
    expect(JSON.parse(Buffer.from(flash!, "base64url").toString("utf8"))).toMatchObject({ title: "Photos", variant: "destructive", description: expect.stringContaining("“notes.jpg”") });
    // An address outside the back office is no place to return to: the answer is data.
    expect((await upload(adminCookie, { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") }, "https://example.com/admin/")).status()).toBe(422);

    // The photo manager's fetcher posts to the route's data address (single fetch): same limits, an answer in data.
    const small = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#888" } }).png().toBuffer();
    const viaFetcher = await request.post("/admin/photos/upload.data", {
      headers: { Cookie: adminCookie, Origin: origin },
      multipart: { ownerKind: "apartment", ownerId: String(apartment.id), alt: "Small", photos: { name: "small.png", mimeType: "image/png", buffer: small } },
      maxRedirects: 0,
    });
    expect(viaFetcher.status()).toBe(200);
    expect(await viaFetcher.text()).toContain("Uploaded a photo.");
    const [smallFile] = (await photoFilesOn(request, page)).filter((file) => !after.includes(file));
    expect(smallFile).toMatch(/-320\.webp$/);
    const smallId = /photos\/(\d+)-/.exec(smallFile!)![1];
    const removeSmall = await request.post(`/admin/photos/${smallId}.data`, { headers: { Cookie: adminCookie, Origin: origin }, form: { intent: "delete" }, maxRedirects: 0 });
    expect(removeSmall.status()).toBe(200);
    expect(await removeSmall.text()).toContain("Deleted the photo.");

    // A renter and a guest get nothing, and nothing is stored.
    const renter = await signUp(api, "photo-renter");
    const asRenter = await upload(renter.cookie, { name: "mine.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    expect(asRenter.status()).toBe(302);
    expect(asRenter.headers()["location"]).toBe("/");
    const asGuest = await upload("", { name: "mine.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    expect(asGuest.status()).toBe(302);
    expect(asGuest.headers()["location"]).toMatch(/^\/admin\/login\?redirect=/);
    const renterChange = await request.post(`/admin/photos/${id}`, { headers: { Cookie: renter.cookie, Origin: origin }, form: { intent: "delete" }, maxRedirects: 0 });
    expect(renterChange.status()).toBe(302);
    expect(await photoFilesOn(request, page)).toEqual(after);

    // A per-photo change without JavaScript: delete, back to the page, and the photo is gone from the public page.
    const deleted = await request.post(`/admin/photos/${id}?returnTo=${encodeURIComponent(returnTo)}`, {
      headers: { Cookie: adminCookie, Origin: origin },
      form: { intent: "delete" },
      maxRedirects: 0,
    });
    expect(deleted.status()).toBe(303);
    expect(deleted.headers()["location"]).toBe(`${returnTo}#photos`);
    expect(await photoFilesOn(request, page)).toEqual(before);
    expect((await request.get(`/media/photos/${id}-${hash}-960.webp`)).status()).toBe(404);
  });
});

/** A photo file for the browser's file input. */
async function photoFile(name: string, background: string) {
  return { name, mimeType: "image/png", buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } }).png().toBuffer() };
}

test.describe("the photo manager on a community's edit page", () => {
  test("with JavaScript: upload two with their alt texts, edit, choose the cover, move, delete after confirming; accessible at any width", async ({ page, baseURL, request }) => {
    await signInAsAdmin(page, baseURL);
    const apartment = (await createApi(request, baseURL!).get("/api/apartments")).body.items[5] as { id: number; slug: string };
    await page.goto(`/admin/apartments/${apartment.id}`);
    const manager = page.locator("section#photos");
    await expect(manager.getByRole("heading", { name: /^Photos/ })).toBeVisible();

    await manager.getByLabel("Photo files").setInputFiles([await photoFile("balcony.png", "#2f855a"), await photoFile("kitchen.png", "#c05621")]);
    await manager.getByLabel("Alt text for balcony.png").fill("Balcony over the bayou");
    await manager.getByLabel("Alt text for kitchen.png").fill("Kitchen with an island");
    await manager.getByRole("button", { name: "Upload" }).click();
    await expect(manager.getByRole("status").filter({ hasText: "Uploaded 2 photos." })).toBeVisible();
    // Stayed on the page; the list revalidated, in upload order, the first as cover.
    await expect(page).toHaveURL(new RegExp(`/admin/apartments/${apartment.id}$`));
    await expect(manager.getByLabel("Alt text of photo 1")).toHaveValue("Balcony over the bayou");
    await expect(manager.getByLabel("Alt text of photo 2")).toHaveValue("Kitchen with an island");
    await expect(manager.getByLabel("Photo files")).toHaveValue("");

    await manager.getByLabel("Alt text of photo 2").fill("Kitchen island with four stools");
    await manager.getByLabel("Alt text of photo 2").press("Enter");
    await expect(manager.getByText("Saved the alt text.")).toBeVisible();
    await manager.getByRole("button", { name: "Make photo 2 the cover" }).click();
    await expect(manager.getByRole("button", { name: "Make photo 1 the cover" })).toBeVisible();
    await manager.getByRole("button", { name: "Move photo 2 up" }).click();
    await expect(manager.getByLabel("Alt text of photo 1")).toHaveValue("Kitchen island with four stools");

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);

    // The public page shows the cover first, with its alt text.
    const publicPage = await request.get(`/apartments/${apartment.slug}`);
    const cover = /<img[^>]*alt="Kitchen island with four stools"[^>]*>/.exec(await publicPage.text())?.[0];
    expect(cover).toMatch(/srcSet="\/media\/photos\/\d+-[0-9a-f]{16}-480\.webp 480w, \/media\/photos\/\d+-[0-9a-f]{16}-900\.webp 900w"/);
    expect(cover).toContain('width="900" height="600"');

    // Delete takes a second press.
    await manager.getByText("Delete…").first().click();
    await manager.getByRole("button", { name: "Delete photo 1" }).click();
    await expect(manager.getByLabel("Alt text of photo 1")).toHaveValue("Balcony over the bayou");
    await expect(manager.getByLabel("Alt text of photo 2")).toHaveCount(0);
    await manager.getByText("Delete…").first().click();
    await manager.getByRole("button", { name: "Delete photo 1" }).click();
    await expect(manager.getByText("No photos yet")).toBeVisible();
  });

  test("without JavaScript: the upload form comes back to the page with the result or the error", async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsAdmin(page, baseURL);
    const apartment = (await createApi(request, baseURL!).get("/api/apartments")).body.items[6] as { id: number };
    await page.goto(`/admin/apartments/${apartment.id}`);
    const manager = page.locator("section#photos");

    await manager.getByLabel("Photo files").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("only text in here") });
    await manager.getByLabel("Alt text (what the photo shows)").fill("Not a photo");
    await manager.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/apartments/${apartment.id}#photos$`));
    await expect(manager.getByRole("alert")).toHaveText("“notes.png” is a text file, not a photo we take: upload a JPEG, PNG, WebP or AVIF image.");

    await manager.getByLabel("Photo files").setInputFiles(await photoFile("entry.png", "#2b6cb0"));
    await manager.getByLabel("Alt text (what the photo shows)").fill("Gated entry at night");
    await manager.getByRole("button", { name: "Upload" }).click();
    await expect(manager.getByRole("status").filter({ hasText: "Uploaded a photo." })).toBeVisible();
    await expect(manager.getByLabel("Alt text of photo 1")).toHaveValue("Gated entry at night");

    await manager.getByText("Delete…").click();
    await manager.getByRole("button", { name: "Delete photo 1" }).click();
    await expect(manager.getByRole("status").filter({ hasText: "Deleted the photo." })).toBeVisible();
    await expect(manager.getByText("No photos yet")).toBeVisible();
    await context.close();
  });
});
