/**
 * Why a file was not taken, in words an administrator can act on, always
 * naming the file (an upload carries several). One place for every message,
 * so the sniffing, the processing and the route say the same thing.
 */
import { describeBytes, describeMegapixels, PHOTO_LIMITS } from "./limits.ts";

export type PhotoRefusal =
  | { reason: "too-large"; fileName: string; bytes: number }
  | { reason: "wrong-type"; fileName: string; found: string }
  | { reason: "too-many-pixels"; fileName: string; width: number; height: number }
  | { reason: "unreadable"; fileName: string };

/** A file name fit to quote: no path, no control characters, not endless. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!clean) return "the file";
  const chars = Array.from(clean);
  return chars.length > 80 ? `${chars.slice(0, 79).join("")}…` : clean;
}

export function describePhotoRefusal(refusal: PhotoRefusal): string {
  const name = `“${displayFileName(refusal.fileName)}”`;
  switch (refusal.reason) {
    case "too-large":
      return `${name} is ${describeBytes(refusal.bytes)}; a photo may be at most ${describeBytes(PHOTO_LIMITS.maxFileBytes)}.`;
    case "wrong-type":
      return `${name} is ${refusal.found}, not a photo we take: upload a JPEG, PNG, WebP or AVIF image.`;
    case "too-many-pixels":
      return `${name} is ${refusal.width} × ${refusal.height} pixels (${describeMegapixels(refusal.width * refusal.height)}); a photo may be at most ${describeMegapixels(PHOTO_LIMITS.maxPixels)}.`;
    case "unreadable":
      return `${name} could not be read as an image: it may be damaged or cut short.`;
  }
}

/** Messages of an upload as a whole (not of one file). */
export const UPLOAD_MESSAGES = {
  noFile: "Choose at least one photo to upload.",
  tooManyFiles: `Upload at most ${PHOTO_LIMITS.maxFilesPerUpload} photos at a time.`,
  altMissing: "Describe the photo in the alt text (what a person who cannot see it should know).",
  altTooLong: `Keep the alt text to ${PHOTO_LIMITS.maxAltLength} characters.`,
  tooLarge: `A photo may be at most ${describeBytes(PHOTO_LIMITS.maxFileBytes)}.`,
} as const;
