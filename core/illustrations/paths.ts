/** URL helpers for served illustrations: /images/<kind>/<slug>.svg */

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

/**
 * Inverse of illustrationPath for a route's (kind, file) params. Returns null
 * unless kind is known and file is exactly `<valid slug>.svg`.
 */
export function parseIllustrationPath(kind: string, file: string): { kind: IllustrationKind; slug: string } | null {
  if (!isIllustrationKind(kind)) return null;
  if (!file.endsWith(".svg")) return null;
  const slug = file.slice(0, -".svg".length);
  if (!isValidSlug(slug)) return null;
  return { kind, slug };
}
