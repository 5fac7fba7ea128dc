/**
 * URL helpers for served illustrations: /images/<kind>/<slug>.svg, the vector original (stored in records'
 * imageUrl, used for social cards), and /images/<kind>/<slug>.webp, the same picture drawn once into pixels,
 * which pages show: a browser draws a WebP in a fraction of the main-thread time an SVG costs (decision 022).
 */

export const ILLUSTRATION_KINDS = ["apartment", "neighborhood", "blog"] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

export const MAX_SLUG_LENGTH = 120;
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isIllustrationKind(kind: string): kind is IllustrationKind {
  return (ILLUSTRATION_KINDS as readonly string[]).includes(kind);
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && SLUG_RE.test(slug);
}

/** The URL the app serves an illustration at, e.g. "/images/apartment/the-heights.svg". */
export function illustrationPath(kind: IllustrationKind, slug: string): string {
  return `/images/${kind}/${encodeURIComponent(slug)}.svg`;
}

export const ILLUSTRATION_FORMATS = ["svg", "webp"] as const;
export type IllustrationFormat = (typeof ILLUSTRATION_FORMATS)[number];

/**
 * Inverse of illustrationPath (and of its WebP twin) for a route's (kind, file) params. Returns null
 * unless kind is known and file is exactly `<valid slug>.svg` or `<valid slug>.webp`.
 */
export function parseIllustrationPath(kind: string, file: string): { kind: IllustrationKind; slug: string; format: IllustrationFormat } | null {
  if (!isIllustrationKind(kind)) return null;
  const format = ILLUSTRATION_FORMATS.find((candidate) => file.endsWith(`.${candidate}`));
  if (!format) return null;
  const slug = file.slice(0, -(format.length + 1));
  if (!isValidSlug(slug)) return null;
  return { kind, slug, format };
}

const ILLUSTRATION_URL = /^\/images\/(apartment|neighborhood|blog)\/([a-z0-9-]+)\.svg$/;

/**
 * The address a page shows an image at: an illustration's WebP twin for an illustration's SVG address,
 * any other address (an uploaded photo) unchanged.
 */
export function displayImageSrc(src: string): string {
  const match = ILLUSTRATION_URL.exec(src);
  if (!match || !isValidSlug(match[2]!)) return src;
  return `/images/${match[1]}/${match[2]}.webp`;
}
