/**
 * What an administrator may upload, and what is kept of it. The numbers are
 * the (15 MB, 40 megapixels); the widths are the renditions the public
 * pages choose from with srcset (a phone card, a desktop card or a phone's
 * full-width gallery, a desktop gallery).
 */

const MB = 1024 * 1024;

export const PHOTO_LIMITS = {
  /** Largest file accepted, in bytes. */
  maxFileBytes: 15 * MB,
  /** Largest image accepted, in pixels (width x height), read from the header before anything is decoded. */
  maxPixels: 40_000_000,
  /** Files in one upload: enough for a community's first gallery, small enough to process in one request. */
  maxFilesPerUpload: 8,
  /** Alt text: a sentence, not an essay. */
  maxAltLength: 250,
} as const;

/** The stored WebP renditions, narrowest first. */
export const PHOTO_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The widths to store for an image this wide (after auto-orientation): every
 * standard width below it, and the next one, or its own width where it falls
 * short of that (never enlarged, and no detail it has is thrown away).
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...PHOTO_VARIANT_WIDTHS));
  return storedWidths(largest);
}

/**
 * The widths stored for a photo whose largest variant is `largestWidth` (the
 * photos row's width): the standard widths below it and itself, so a URL list
 * needs no query of the variants.
 */
export function storedWidths(largestWidth: number): number[] {
  return [...PHOTO_VARIANT_WIDTHS.filter((width) => width < largestWidth), largestWidth];
}

/** A variant's height, keeping the photo's proportions (at least one pixel). */
export function variantHeight(photo: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

/** "15 MB", "40 megapixels": how the limits are said in messages. */
export function describeBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function describeMegapixels(pixels: number): string {
  return `${Math.round((pixels / 1_000_000) * 10) / 10} megapixels`;
}
