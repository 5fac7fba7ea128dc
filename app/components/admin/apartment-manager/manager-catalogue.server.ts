/**
 * The apartment manager's catalogue search, on the server: the client's saved
 * preferences (or the empty profile for a list without an account) with the
 * URL's overrides, ranked by the matching engine over the cached catalogue,
 * 20 a page, with the choices the search form offers.
 */
import { CATALOGUE_PAGE_SIZE, catalogueQuery, catalogueSearchParams, type CatalogueSearch } from "../../../../core/admin/option-items.ts";
import { defaultItemSpecial } from "../../../../core/admin/option-items.ts";
import { houstonCalendarDate } from "../../../../core/format/dates.ts";
import { PETS_AMENITY } from "../../../../core/matching/amenity-keys.ts";
import { rankCommunitiesWithTotal } from "../../../../core/matching/rank-communities.ts";
import { EMPTY_PROFILE } from "../../../../core/preferences/profile.ts";
import type { Database } from "../../../../db/client-types.ts";
import { getPreferences } from "../../../../db/queries/preferences.ts";
import { getMatchCatalogue } from "../../../matching/catalogue-cache.server.ts";

export interface CatalogueResult {
  apartmentId: number;
  title: string;
  slug: string;
  neighborhood: string;
  matchPercentage: number;
  matchRating: string;
  keyStrengths: string[];
  potentialConcerns: string[];
  plan: { name: string; beds: number; baths: number; rent: number };
  /** The community's move-in special running today, as adding it copies it to the item; null when none runs. */
  special: string | null;
}

export interface ManagerCatalogue {
  search: CatalogueSearch;
  /** The client has saved preferences (the form starts from them). */
  saved: boolean;
  results: CatalogueResult[];
  /** Communities that pass the search's hard limits. */
  total: number;
  page: number;
  pageCount: number;
  /** Query strings of the neighbouring pages, null at either end. */
  previous: string | null;
  next: string | null;
  neighborhoods: { id: number; name: string }[];
  amenities: { id: number; name: string }[];
  /** The catalogue has a pets amenity (how a profile asks for a pet-friendly home). */
  petsSearchable: boolean;
}

export async function searchManagerCatalogue(db: Database, userId: number | null, params: URLSearchParams, now = new Date()): Promise<ManagerCatalogue> {
  const [catalogue, preferences] = await Promise.all([getMatchCatalogue(db), userId === null ? null : getPreferences(db, { userId })]);
  const petsAmenityId = catalogue.amenities.find((a) => a.name === PETS_AMENITY)?.id ?? null;
  const { search, profile } = catalogueQuery(params, preferences?.profile ?? EMPTY_PROFILE, petsAmenityId);
  const reference = { neighborhoods: catalogue.neighborhoods, amenities: catalogue.amenities, today: houstonCalendarDate(now) };
  const rank = (page: number) => rankCommunitiesWithTotal(profile, catalogue.communities, reference, { limit: page * CATALOGUE_PAGE_SIZE });
  let ranked = rank(search.page);
  const pageCount = Math.max(1, Math.ceil(ranked.total / CATALOGUE_PAGE_SIZE));
  const page = Math.min(search.page, pageCount);
  // A page past the end (an old link, fewer matches now) shows the last one.
  if (page < search.page) ranked = rank(page);
  const { results, total } = ranked;
  const communities = new Map(catalogue.communities.map((c) => [c.id, c]));
  const hoodNames = new Map(catalogue.neighborhoods.map((n) => [n.id, n.name]));
  return {
    search: { ...search, page },
    saved: preferences?.saved ?? false,
    results: results.slice((page - 1) * CATALOGUE_PAGE_SIZE).map((result) => {
      const community = communities.get(result.communityId);
      return {
        apartmentId: result.communityId,
        title: community?.title ?? result.slug,
        slug: result.slug,
        neighborhood: (community && hoodNames.get(community.neighborhoodId)) ?? "",
        matchPercentage: result.matchPercentage,
        matchRating: result.matchRating,
        keyStrengths: result.keyStrengths,
        potentialConcerns: result.potentialConcerns,
        plan: { name: result.plan.name, beds: result.plan.beds, baths: result.plan.baths, rent: result.plan.rent },
        special: defaultItemSpecial(community?.special ?? null, reference.today),
      };
    }),
    total,
    page,
    pageCount,
    previous: page > 1 ? catalogueSearchParams(search, page - 1) : null,
    next: page < pageCount ? catalogueSearchParams(search, page + 1) : null,
    neighborhoods: [...catalogue.neighborhoods].sort((a, b) => a.name.localeCompare(b.name)).map((n) => ({ id: n.id, name: n.name })),
    amenities: catalogue.amenities
      .filter((a) => a.id !== petsAmenityId)
      .map((a) => ({ id: a.id, name: a.displayName }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    petsSearchable: petsAmenityId !== null,
  };
}
