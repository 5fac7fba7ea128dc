/**
 * An uploaded file turned into what is stored (decision 016): checked, then
 * WebP variants at the standard widths, with nothing of the original's
 * metadata (a phone's photo carries its GPS position in EXIF).
 *
 * The order is the defence: the size is checked first, then the type from the
 * bytes (core/photos/sniff.ts), then the pixel count from the header alone
 * (sharp's metadata() decodes no pixels), and only then is anything decoded,
 * with libvips' own pixel limit as a second guard against a header that lies.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PHOTO_LIMITS, variantWidthsFor } from "../../core/photos/limits.ts";
import type { PhotoRefusal } from "../../core/photos/refusals.ts";
import { sniffPhotoType, type PhotoType } from "../../core/photos/sniff.ts";
import { CONTENT_HASH_LENGTH } from "../../core/photos/urls.ts";

export interface PhotoFile {
  /** The name the browser sent, for messages only. */
  name: string;
  bytes: Uint8Array;
}

export interface ProcessedVariant {
  width: number;
  height: number;
  contentType: "image/webp";
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  fileName: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** Of every variant's bytes, in width order: part of the photo's URLs. */
  contentHash: string;
  /** Narrowest first. */
  variants: ProcessedVariant[];
}

export type ProcessPhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; refusal: PhotoRefusal };

/** What libvips calls each accepted type: a file whose header says otherwise is refused. */
const LIBVIPS_FORMATS: Record<PhotoType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/** WebP quality: photos stay sharp on a retina card at about a tenth of a JPEG's size. */
const WEBP_QUALITY = 80;

export async function processPhoto(file: PhotoFile): Promise<ProcessPhotoResult> {
  const refuse = (refusal: PhotoRefusal): ProcessPhotoResult => ({ ok: false, refusal });
  const fileName = file.name;
  if (file.bytes.length > PHOTO_LIMITS.maxFileBytes) return refuse({ reason: "too-large", fileName, bytes: file.bytes.length });

  const sniffed = sniffPhotoType(file.bytes);
  if (!sniffed.ok) return refuse({ reason: "wrong-type", fileName, found: sniffed.found });

  // The header only: no pixel is decoded here, whatever size the image claims.
  let header: Metadata;
  try {
    header = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse({ reason: "unreadable", fileName });
  }
  if (header.format !== LIBVIPS_FORMATS[sniffed.type] || !header.width || !header.height) return refuse({ reason: "unreadable", fileName });
  if (header.width * header.height > PHOTO_LIMITS.maxPixels) {
    return refuse({ reason: "too-many-pixels", fileName, width: header.width, height: header.height });
  }

  // Upright as the camera meant it; the width that decides the variants is the upright one.
  const uprightWidth = header.autoOrient?.width ?? header.width;
  const source = sharp(file.bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels }).rotate();
  const variants: ProcessedVariant[] = [];
  try {
    for (const width of variantWidthsFor(uprightWidth)) {
      // No withMetadata()/keepExif(): sharp writes none of the input's metadata unless asked.
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, contentType: "image/webp", bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    }
  } catch {
    return refuse({ reason: "unreadable", fileName });
  }

  const hash = createHash("sha256");
  for (const variant of variants) hash.update(variant.bytes);
  const largest = variants[variants.length - 1]!;
  return {
    ok: true,
    photo: { fileName, width: largest.width, height: largest.height, contentHash: hash.digest("hex").slice(0, CONTENT_HASH_LENGTH), variants },
  };
}

/**
 * Every file of an upload, one after the other (libvips already uses both
 * cores for one image); the first refusal stops the upload, so nothing of it
 * is stored.
 */
export async function processPhotos(files: readonly PhotoFile[]): Promise<{ ok: true; photos: ProcessedPhoto[] } | { ok: false; refusal: PhotoRefusal }> {
  const photos: ProcessedPhoto[] = [];
  for (const file of files) {
    const result = await processPhoto(file);
    if (!result.ok) return result;
    photos.push(result.photo);
  }
  return { ok: true, photos };
}
