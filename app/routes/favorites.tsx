import { Heart, Search } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { safeRedirectPath } from "../../core/auth/credentials.ts";
import { rowIdSchema } from "../../core/row-id.ts";
import { addFavorite, apartmentExists, listFavoriteCards, removeFavorite } from "../../db/queries/favorites.ts";
import { requireUserPage } from "../auth/guards.server.ts";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { Button } from "../components/ui/button.tsx";
import { withCoverPhotos } from "../../db/queries/photos.ts";
import { dbContext } from "../context.ts";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/favorites";
import { readForm } from "../http/form.server.ts";

export const meta: Route.MetaFunction = () => pageMeta("My favorites", "The Houston apartments you saved, in one place.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUserPage(context, request);
  const db = context.get(dbContext);
  return { apartments: await withCoverPhotos(db, "apartment", await listFavoriteCards(db, user.id)) };
}

const FavoriteChangeSchema = z.object({
  intent: z.enum(["add", "remove"]),
  apartmentId: rowIdSchema("The apartment id"),
  redirectTo: z.string().optional(),
});

/** The hearts' form when JavaScript is off (with it they call the JSON API): change, then back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUserPage(context, request);
  const parsed = FavoriteChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data("That favorite could not be changed.", { status: 400 });
  const db = context.get(dbContext);
  const { intent, apartmentId, redirectTo } = parsed.data;
  if (!(await apartmentExists(db, apartmentId))) throw data("That apartment no longer exists.", { status: 404 });
  if (intent === "add") await addFavorite(db, user.id, apartmentId);
  else await removeFavorite(db, user.id, apartmentId);
  return redirect(safeRedirectPath(redirectTo) ?? "/favorites");
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { apartments } = loaderData;
  const count = apartments.length;
  return (
    <div>
      <PageHeader eyebrow="Your account" title="My favorites">
        <p>
          {count === 0
            ? "Apartments you save appear here, so you can compare them and plan tours."
            : `You saved ${count === 1 ? "1 apartment" : `${count} apartments`}. Tap a heart to remove one.`}
        </p>
      </PageHeader>
      <div className={`${pageContainerClass} py-10 sm:py-14`}>
        {count === 0 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Heart aria-hidden="true" className="size-7" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-ink-900">No favorites yet</h2>
            <p className="mt-2 text-slate-600">Browse apartments and tap the heart on any you like. They will wait for you here.</p>
            <Button asChild size="lg" className="mt-6">
              <Link to="/listings">
                <Search aria-hidden="true" />
                Browse apartments
              </Link>
            </Button>
          </div>
        ) : (
          <section aria-labelledby="saved-heading">
            <h2 id="saved-heading" className="sr-only">
              Saved apartments
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {apartments.map((apartment) => (
                <li key={apartment.id}>
                  <ApartmentCard apartment={apartment} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
