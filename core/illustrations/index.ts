/**
 * Deterministic, offline SVG illustrations for apartments, neighborhoods and
 * blog posts. Same (kind, slug, title) always yields byte-identical output.
 */
import { drawApartment } from "./apartment.ts";
import { drawBlog } from "./blog.ts";
import { drawNeighborhood } from "./neighborhood.ts";
import { PALETTES, type Palette } from "./palette.ts";
import { isIllustrationKind, type IllustrationKind } from "./paths.ts";
import { createRandom, hashString } from "../random.ts";
import { SvgBuilder, titleFromSlug } from "./svg.ts";

export { displayImageSrc, illustrationPath, parseIllustrationPath, isValidSlug, ILLUSTRATION_KINDS, MAX_SLUG_LENGTH } from "./paths.ts";
export type { IllustrationFormat, IllustrationKind } from "./paths.ts";

export interface RenderIllustrationOptions {
  /** Accessible title; defaults to a title-cased version of the slug. */
  title?: string;
}

/** Render a complete, self-contained SVG document for (kind, slug). */
export function renderIllustration(kind: IllustrationKind, slug: string, options?: RenderIllustrationOptions): string {
  if (!isIllustrationKind(kind)) throw new TypeError(`Unknown illustration kind: ${String(kind)}`);
  const seed = hashString(`${kind}:${slug}`);
  const rng = createRandom(seed);
  const palette: Palette = rng.pick(PALETTES);
  const builder = new SvgBuilder(`i${seed.toString(36)}`);
  switch (kind) {
    case "apartment":
      drawApartment(builder, rng, palette);
      break;
    case "neighborhood":
      drawNeighborhood(builder, rng, palette);
      break;
    case "blog":
      drawBlog(builder, rng, palette);
      break;
  }
  const title = options?.title?.trim() || titleFromSlug(slug);
  return builder.render(title);
}
