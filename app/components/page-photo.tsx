import { cn } from "~/lib/cn";
import { displayImageSrc } from "../../core/illustrations/paths.ts";
import { StaticIsland } from "./static-island.tsx";
import { CARD_SIZES, photoUrl, responsiveImage, type PhotoRef } from "../../core/photos/urls.ts";

/** A page's main image inside the two-thirds column from lg, full width below. */
export const MAIN_COLUMN_SIZES = "(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw";
/** Beside the page's intro from lg (a neighborhood's hero). */
export const HALF_PAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";
/** In an article's reading column. */
export const ARTICLE_SIZES = "(min-width: 800px) 768px, 100vw";

/**
 * A page's main image: the record's cover photo (WebP, srcset, its own size
 * so the box is reserved), or its generated illustration (800x500) when it has
 * none. The photo's alt text is read out; the illustration is decoration.
 */
export function PageImage({ photo, fallbackSrc, sizes, className }: { photo: PhotoRef | null | undefined; fallbackSrc: string; sizes: string; className?: string }) {
  const image = photo ? responsiveImage(photo, sizes) : null;
  return (
    <img
      src={image?.src ?? displayImageSrc(fallbackSrc)}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt={image?.alt ?? ""}
      width={image?.width ?? 800}
      height={image?.height ?? 500}
      fetchPriority="high"
      className={cn("aspect-[16/10] w-full object-cover", className)}
    />
  );
}

/**
 * A community's photos: the cover large, the others in a grid below it, each
 * a link to its largest rendition (no script needed to see a photo whole).
 * Static markup, not hydrated (decision 022).
 */
export function PhotoGallery({ photos, fallbackSrc, className }: { photos: readonly PhotoRef[]; fallbackSrc: string; className?: string }) {
  const [cover, ...rest] = photos;
  return (
    <StaticIsland className={cn("space-y-3", className)}>
      <PageImage photo={cover} fallbackSrc={fallbackSrc} sizes={MAIN_COLUMN_SIZES} className="rounded-2xl shadow-sm" />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="More photos">
          {rest.map((photo) => {
            const image = responsiveImage(photo, CARD_SIZES);
            return (
              <li key={photo.id}>
                <a
                  href={photoUrl(photo, photo.width)}
                  className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    // A third or a quarter of the column.
                    sizes="(min-width: 1024px) 200px, 33vw"
                    alt={photo.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover transition-opacity hover:opacity-90"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </StaticIsland>
  );
}
