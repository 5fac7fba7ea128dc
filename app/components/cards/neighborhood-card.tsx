import { Check } from "lucide-react";
import { Link } from "react-router";
import type { PhotoRef } from "../../../core/photos/urls.ts";
import type { NeighborhoodSummary } from "../../../db/queries/catalog.ts";
import { StaticIsland } from "../static-island.tsx";
import { CardImage, cardShellClass, stretchedLinkClass } from "./card-image.tsx";

type NeighborhoodCardData = Pick<NeighborhoodSummary, "slug" | "name" | "description" | "imageUrl" | "typicalRent" | "highlights"> & { photo?: PhotoRef | null };

export function NeighborhoodCard({ neighborhood, compact = false }: { neighborhood: NeighborhoodCardData; compact?: boolean }) {
  const highlights = neighborhood.highlights.slice(0, compact ? 2 : 3);
  return (
    <StaticIsland as="article" className={cardShellClass}>
      <CardImage src={neighborhood.imageUrl} photo={neighborhood.photo} />
      <div className={`flex flex-1 flex-col ${compact ? "gap-2 p-4" : "gap-3 p-5"}`}>
        <div>
          <h3 className="text-lg font-semibold text-ink-900">
            <Link to={`/neighborhoods/${neighborhood.slug}`} className={`${stretchedLinkClass} group-hover:text-brand-700`}>
              {neighborhood.name}
            </Link>
          </h3>
          {/* Computed from its communities' plans by the page's rule (core/search/typical-rent.ts), and saying which figure it is. */}
          {neighborhood.typicalRent ? (
            <p className="mt-0.5 text-sm text-slate-600">
              {neighborhood.typicalRent.label}{" "}
              <span className="whitespace-nowrap">
                <span className="font-semibold text-slate-800">{neighborhood.typicalRent.value}</span>/mo
              </span>
            </p>
          ) : null}
        </div>
        <p className={`text-sm leading-relaxed text-slate-600 ${compact ? "line-clamp-2" : "line-clamp-3"}`}>{neighborhood.description}</p>
        {highlights.length > 0 ? (
          <ul className="mt-auto space-y-1.5 pt-1 text-sm text-slate-700">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bayou-700" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </StaticIsland>
  );
}
