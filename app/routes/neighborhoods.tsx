import { readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import { NeighborhoodCard } from "../components/cards/neighborhood-card.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { withCoverPhotos } from "../../db/queries/photos.ts";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/neighborhoods";
import { seoMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Houston Neighborhoods",
    description:
      "Compare Houston neighborhoods for renters: typical rents, what each area is known for, and the apartment communities in Montrose, the Heights, Midtown, Downtown and more.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  return { neighborhoods: await withCoverPhotos(db, "neighborhood", await readNeighborhoods(db)) };
}

export default function Neighborhoods({ loaderData }: Route.ComponentProps) {
  const { neighborhoods } = loaderData;
  return (
    <div>
      <PageHeader eyebrow="Neighborhood guide" title="Houston neighborhoods">
        <p>
          Houston is big, and the right neighborhood matters as much as the right apartment. Compare typical rents and what daily
          life looks like in {neighborhoods.length} areas we locate in every week.
        </p>
      </PageHeader>
      <section aria-labelledby="all-neighborhoods" className={`${pageContainerClass} py-12 sm:py-16`}>
        <h2 id="all-neighborhoods" className="sr-only">
          All neighborhoods
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {neighborhoods.map((neighborhood) => (
            <li key={neighborhood.slug}>
              <NeighborhoodCard neighborhood={neighborhood} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
