/**
 * A photo's addresses. Every URL names the photo's id, the hash of its stored
 * bytes and a width, so what a URL serves never changes (the response is
 * cached as immutable) and a replaced photo gets new URLs.
 */
import { storedWidths } from "./limits.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

export const PHOTO_URL_PREFIX = "/media/photos/";

/** The photo fields its URLs and its <img> attributes need. */
export interface PhotoRef {
  id: number;
  contentHash: string;
  /** Of the largest stored variant. */
  width: number;
  height: number;
  alt: string;
}

const FILE_PATTERN = /^([1-9][0-9]{0,9})-([0-9a-f]{16})-([1-9][0-9]{0,4})\.webp$/;

/** How long a content hash is: 16 hex characters (64 bits) tell a photo's versions apart. */
export const CONTENT_HASH_LENGTH = 16;

export function photoFileName(photo: { id: number; contentHash: string }, width: number): string {
  return `${photo.id}-${photo.contentHash}-${width}.webp`;
}

export function photoUrl(photo: { id: number; contentHash: string }, width: number): string {
  return `${PHOTO_URL_PREFIX}${photoFileName(photo, width)}`;
}

/** "12-0123456789abcdef-960.webp" -> its parts; null for anything else. */
export function parsePhotoFileName(file: string): { id: number; contentHash: string; width: number } | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > PG_INTEGER_MAX) return null;
  return { id, contentHash: match[2]!, width: Number(match[3]) };
}

/** What an <img> needs for a responsive photo without layout shift. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** A card in the site's grids: full width on a phone, half on a tablet, a third on a desktop. */
export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/** A page's main image: the content column (at most about 1,100 px wide). */
export const PAGE_SIZES = "(min-width: 1200px) 1100px, 100vw";

/**
 * The <img> attributes of a photo: every stored width in srcset, the middle
 * one as src (for the odd browser without srcset), and the intrinsic size of
 * the largest so the box is reserved before the bytes arrive.
 */
export function responsiveImage(photo: PhotoRef, sizes: string): ResponsiveImage {
  const widths = storedWidths(photo.width);
  const fallback = widths.find((width) => width >= 960) ?? widths[widths.length - 1]!;
  return {
    src: photoUrl(photo, fallback),
    srcSet: widths.map((width) => `${photoUrl(photo, width)} ${width}w`).join(", "),
    sizes,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
  };
}

