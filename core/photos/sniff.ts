/**
 * What a file is, from its first bytes, never from its name or the browser's
 * Content-Type (both are the uploader's say). Only the four raster formats the
 * site accepts pass; SVG (a script carrier), GIF, text and everything else are
 * named in the refusal, so the admin knows what they sent.
 */

export const ACCEPTED_PHOTO_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type PhotoType = (typeof ACCEPTED_PHOTO_TYPES)[number];

/** For the file input's accept attribute: what the picker offers. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 64;

export type SniffResult = { ok: true; type: PhotoType } | { ok: false; found: string };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO base media (AVIF, HEIC): the ftyp box's major brand and compatible brands. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

export function sniffPhotoType(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, found: "an empty file" };
  if (startsWith(bytes, JPEG)) return { ok: true, type: "jpeg" };
  if (startsWith(bytes, PNG)) return { ok: true, type: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { ok: true, type: "webp" };
  const brands = isoBrands(bytes);
  if (brands) {
    if (brands.includes("avif") || brands.includes("avis")) return { ok: true, type: "avif" };
    if (brands.some((brand) => ["heic", "heix", "heim", "heis", "mif1"].includes(brand))) return { ok: false, found: "a HEIC image" };
    return { ok: false, found: "a video or another ISO media file" };
  }
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return { ok: false, found: "a GIF image" };
  if (ascii(bytes, 0, 2) === "BM") return { ok: false, found: "a BMP image" };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { ok: false, found: "a TIFF image" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { ok: false, found: "a PDF document" };
  if (looksLikeText(bytes)) {
    const text = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES * 4)).trimStart().toLowerCase();
    if (text.startsWith("<svg") || (text.startsWith("<?xml") && text.includes("<svg"))) return { ok: false, found: "an SVG image" };
    return { ok: false, found: "a text file" };
  }
  return { ok: false, found: "a file of an unknown kind" };
}

/** No control characters but tab, line breaks and form feed in the first bytes (a BOM allowed). */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES * 4);
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c);
}
