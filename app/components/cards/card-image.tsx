import { displayImageSrc } from "../../../core/illustrations/paths.ts";
import { CARD_SIZES, responsiveImage, type PhotoRef } from "../../../core/photos/urls.ts";

/**
 * The 16:10 image at the top of every card: the record's cover photo when it
 * has one (WebP at the width the layout needs, from srcset), else its
 * generated illustration (as a WebP, 800x500: decision 022). The box's ratio is fixed and
 * the image carries its size, so nothing shifts when it arrives.
 * Lazy by default; `priority` for the first card of a page, which is likely the largest paint.
 */
export function CardImage({ src, photo, priority = false, className }: { src: string; photo?: PhotoRef | null; priority?: boolean; className?: string }) {
  const image = photo ? responsiveImage(photo, CARD_SIZES) : null;
  return (
    <div className={`aspect-[16/10] overflow-hidden bg-slate-100${className ? ` ${className}` : ""}`}>
      <img
        src={image?.src ?? displayImageSrc(src)}
        srcSet={image?.srcSet}
        sizes={image?.sizes}
        // The card's heading names it; the image adds nothing a screen reader needs.
        alt=""
        width={image?.width ?? 800}
        height={image?.height ?? 500}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
    </div>
  );
}

/** Card shell: the heading link stretches over the whole card, so the card is one tab stop with a short accessible name. */
export const cardShellClass =
  "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-700 focus-within:ring-offset-2";

export const stretchedLinkClass = "after:absolute after:inset-0 focus:outline-none";
