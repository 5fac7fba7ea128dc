/**
 * Every change to a renter's saved searches (decision 027): "Save this search" on /listings and, from /account,
 * rename, delete, e-mail on or off, open (runs it on /listings and marks it seen) and mark seen. /listings is one
 * render for every visitor (decision 020), so its form posts here instead of reading the viewer itself; a guest is
 * sent to sign in and back to the search. Same-origin only, like every page form (server/security/same-origin.ts).
 */
import { data, redirect } from "react-router";
import { SavedSearchChangeSchema } from "../../core/alerts/saved-search-forms.ts";
import { MAX_SAVED_SEARCHES, savedSearchHref, savedSearchQuery } from "../../core/alerts/saved-search.ts";
import { parseListingFilters } from "../../core/search/listing-filters.ts";
import { summaryOf } from "../../core/validation.ts";
import { deleteSavedSearch, markSavedSearchSeen, renameSavedSearch, saveSearch, setSavedSearchEmail } from "../../db/queries/saved-searches.ts";
import { ADMIN_HOME } from "../auth/guards.server.ts";
import { viewerContext } from "../auth/viewer.ts";
import { currentCatalogueRevision, readAmenities, readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import { SAVED_SEARCHES_ANCHOR } from "../components/layout/saved-search-alerts-link.tsx";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { setFlash } from "../lib/flash.server.ts";
import type { Route } from "./+types/saved-searches";

/** Nothing to show here: the list lives in /account. */
export function loader() {
  return redirect(SAVED_SEARCHES_ANCHOR);
}

const notFound = () => data("That saved search does not exist (it may have been deleted).", { status: 404 });

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const { user } = context.get(viewerContext);
  const parsed = SavedSearchChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(summaryOf(parsed.error), { status: 400 });
  const change = parsed.data;

  // The search in canonical form, for saving and for the way back from sign-in.
  let query = "";
  if (change.intent === "save") {
    const [neighborhoods, amenities] = await Promise.all([readNeighborhoods(db), readAmenities(db)]);
    query = savedSearchQuery(
      parseListingFilters(change.search, { neighborhoodSlugs: new Set(neighborhoods.map((n) => n.slug)), amenityNames: new Set(amenities.map((a) => a.name)) }),
    );
  }
  if (!user) {
    // Back to the search they wanted to save, once signed in.
    const back = change.intent === "save" ? savedSearchHref(query) : SAVED_SEARCHES_ANCHOR;
    throw redirect(`/auth?redirect=${encodeURIComponent(back)}`);
  }
  if (user.isAdmin) throw redirect(ADMIN_HOME);

  const revision = await currentCatalogueRevision(db);
  const flash = (title: string, description?: string, variant?: "destructive") => ({ headers: { "Set-Cookie": setFlash(request, { title, description, variant }) } });

  switch (change.intent) {
    case "save": {
      const result = await saveSearch(db, { userId: user.id, name: change.name, query, emailAlerts: change.emailAlerts, revision });
      if (!result.ok) {
        return redirect(savedSearchHref(query), flash("Search not saved", `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one in your account first.`, "destructive"));
      }
      return redirect(
        savedSearchHref(query),
        flash(result.created ? "Search saved" : "Saved search updated", `“${change.name}” is in your account. We will tell you when something new or cheaper matches it.`),
      );
    }
    case "rename":
      if (!(await renameSavedSearch(db, user.id, change.id, change.name))) throw notFound();
      return redirect(SAVED_SEARCHES_ANCHOR, flash("Saved search renamed", `It is now called “${change.name}”.`));
    case "delete":
      if (!(await deleteSavedSearch(db, user.id, change.id))) throw notFound();
      return redirect(SAVED_SEARCHES_ANCHOR, flash("Saved search deleted"));
    case "email":
      if (!(await setSavedSearchEmail(db, user.id, change.id, change.emailAlerts))) throw notFound();
      return redirect(SAVED_SEARCHES_ANCHOR, flash(change.emailAlerts ? "E-mail alerts on" : "E-mail alerts off"));
    case "open":
    case "mark-seen": {
      const opened = await markSavedSearchSeen(db, user.id, change.id, revision);
      if (opened === null) throw notFound();
      return change.intent === "open" ? redirect(savedSearchHref(opened)) : redirect(SAVED_SEARCHES_ANCHOR, flash("Marked as seen"));
    }
  }
}
