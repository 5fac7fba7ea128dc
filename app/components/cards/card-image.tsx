/**
 * The 16:10 illustration at the top of every card (the generated SVGs are 800x500).
 * Lazy by default; `priority` for the first card of a page, which is likely the largest paint.
 */
export function CardImage({ src, priority = false }: { src: string; priority?: boolean }) {
  return (
    <div className="aspect-[16/10] overflow-hidden bg-slate-100">
      <img
        src={src}
        alt=""
        width={800}
        height={500}
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
