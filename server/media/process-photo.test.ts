import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_LIMITS } from "../../core/photos/limits.ts";
import { processPhoto, processPhotos } from "./process-photo.ts";

/** A real PNG signature and IHDR chunk (with its CRC) claiming any size, and no pixel data at all. */
function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  // One tiny IDAT so the file is well formed up to where a decoder would start needing 60 million pixels.
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(1))), chunk("IEND", Buffer.alloc(0))]));
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" = "jpeg") {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } }).toFormat(format).toBuffer());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("processPhoto", () => {
  it("refuses a text file renamed .jpg from its bytes, before libvips sees it", async () => {
    const metadata = vi.spyOn(sharp.prototype, "metadata");
    const result = await processPhoto({ name: "pool.jpg", bytes: new TextEncoder().encode("Not a photo at all, just text with a .jpg name.\n") });
    expect(result).toEqual({ ok: false, refusal: { reason: "wrong-type", fileName: "pool.jpg", found: "a text file" } });
    expect(metadata).not.toHaveBeenCalled();
  });

  it("refuses a 60-megapixel PNG from its header alone, before decoding", async () => {
    const toBuffer = vi.spyOn(sharp.prototype, "toBuffer");
    const bytes = pngHeaderClaiming(10_000, 6_000);
    // The file is a few dozen bytes: it holds a header and no pixels, so only the header can have been read.
    expect(bytes.length).toBeLessThan(100);
    const result = await processPhoto({ name: "huge.png", bytes });
    expect(result).toEqual({ ok: false, refusal: { reason: "too-many-pixels", fileName: "huge.png", width: 10_000, height: 6_000 } });
    expect(toBuffer).not.toHaveBeenCalled();
  });

  it("refuses a file over 15 MB without reading it", async () => {
    const bytes = new Uint8Array(PHOTO_LIMITS.maxFileBytes + 1);
    bytes.set([0xff, 0xd8, 0xff]);
    const result = await processPhoto({ name: "big.jpg", bytes });
    expect(result).toMatchObject({ ok: false, refusal: { reason: "too-large", fileName: "big.jpg" } });
  });

  it("refuses a JPEG cut short as unreadable, not with an error", async () => {
    const whole = await photo(800, 600);
    const result = await processPhoto({ name: "cut.jpg", bytes: whole.subarray(0, 400) });
    expect(result).toEqual({ ok: false, refusal: { reason: "unreadable", fileName: "cut.jpg" } });
  });

  it("stores a phone photo with GPS in its EXIF without any metadata, upright, as WebP at each width", async () => {
    const withGps = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#c08040" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 45/1 30/1", GPSLongitudeRef: "W", GPSLongitude: "95/1 21/1 50/1" },
      })
      .toBuffer();
    // Test input only: a camera held sideways (EXIF orientation 6), which the stored photo must undo.
    const sideways = await sharp(withGps).withMetadata({ orientation: 6 }).toBuffer();
    const input = await sharp(sideways).metadata();
    expect(input.exif?.toString("latin1")).toContain("PhoneCo");
    expect(input.orientation).toBe(6);

    const result = await processPhoto({ name: "IMG_0001.jpg", bytes: new Uint8Array(sideways) });
    if (!result.ok) throw new Error(`refused: ${result.refusal.reason}`);
    const { photo: stored } = result;
    // 2000 x 1500 turned upright is 1500 wide: 480, 960, and its own 1500 instead of 1600 (no enlargement).
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 640],
      [960, 1280],
      [1500, 2000],
    ]);
    expect([stored.width, stored.height]).toEqual([1500, 2000]);
    expect(stored.contentHash).toMatch(/^[0-9a-f]{16}$/);
    for (const variant of stored.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(variant.bytes).toString("latin1")).not.toContain("PhoneCo");
    }
  });

  it("accepts PNG, WebP and AVIF, and keeps a small image at its own width", async () => {
    for (const format of ["png", "webp", "avif"] as const) {
      const result = await processPhoto({ name: `small.${format}`, bytes: await photo(300, 200, format) });
      expect(result.ok && result.photo.variants.map((v) => v.width), format).toEqual([300]);
    }
  });

  it("gives the same bytes the same hash, and other bytes another", async () => {
    const a = await processPhoto({ name: "a.png", bytes: await photo(500, 400, "png") });
    const b = await processPhoto({ name: "b.png", bytes: await photo(500, 400, "png") });
    const c = await processPhoto({ name: "c.png", bytes: await photo(500, 401, "png") });
    if (!a.ok || !b.ok || !c.ok) throw new Error("refused");
    expect(a.photo.contentHash).toBe(b.photo.contentHash);
    expect(a.photo.contentHash).not.toBe(c.photo.contentHash);
  });
});

describe("processPhotos", () => {
  it("stops at the first refused file, naming it", async () => {
    const result = await processPhotos([
      { name: "good.png", bytes: await photo(500, 400, "png") },
      { name: "notes.jpg", bytes: new TextEncoder().encode("hello") },
    ]);
    expect(result).toEqual({ ok: false, refusal: { reason: "wrong-type", fileName: "notes.jpg", found: "a text file" } });
  });
});
