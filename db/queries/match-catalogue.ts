/**
 * The catalogue as the matching engine and the assistant read it: every
 * listed community with its floor plans, amenity ids, pet policy and move-in special, plus the neighborhoods (with
 * their descriptions) and amenities (with their synonyms). Loading it is the expensive
 * part of a suggestion (tens of thousands of rows at benchmark scale), so it is
 * read whole once and kept until catalogue_revision moves (see
 * app/matching/catalogue-cache.server.ts).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { currentSpecial, specialOf, type Special } from "../../core/catalogue/specials.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { formatBedRange, formatPriceRange } from "../../core/format/ranges.ts";
import type { Vocabulary } from "../../core/assistant/understanding/index.ts";
import type { MatchCommunity } from "../../core/matching/types.ts";
import { parkingFromJson } from "../../core/reference/parking.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, catalogueRevision, neighborhoods } from "../schema/index.ts";
import { listedApartments } from "./catalog.ts";

export interface MatchCatalogue {
  revision: number;
  communities: MatchCommunity[];
  neighborhoods: {
    id: number;
    slug: string;
    name: string;
    description: string;
    highlights: string[];
    latitude: number;
    longitude: number;
    aliases: string[];
    zipCodes: string[];
  }[];
  amenities: { id: number; name: string; displayName: string; synonyms: string[] }[];
}

/** The catalogue's revision counter: one primary-key read. */
/** The words A.L.I.'s understanding step matches against: the catalogue's neighborhoods and amenities. */
export function catalogueVocabulary(catalogue: MatchCatalogue): Vocabulary {
  return {
    neighborhoods: catalogue.neighborhoods.map(({ slug, name, aliases, zipCodes }) => ({ slug, name, aliases, zipCodes })),
    amenities: catalogue.amenities.map(({ name, displayName, synonyms }) => ({ name, displayName, synonyms })),
  };
}

export async function readCatalogueRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}

type PlanTuple = [name: string, beds: number, baths: number, sqft: number, rent: number, unitsAvailable: number, availableFrom: string];
type CommunityTuple = [
  id: number,
  slug: string,
  title: string,
  neighborhoodId: number,
  latitude: number,
  longitude: number,
  petsAllowed: boolean,
  petRent: number,
  pets: [dogs: boolean, cats: boolean, maxPets: number | null, dogWeightLimitLb: number | null, breedRestrictions: boolean, petFee: number | null, petDeposit: number | null],
  parkingFee: number,
  leaseTerms: string[],
  verifiedAt: string,
  yearBuilt: number,
  plans: PlanTuple[],
  amenityIds: number[],
  parkingOptions: unknown,
  locationApproximate: boolean,
  special: [text: string | null, amount: number | null, monthsFree: number | string | null, startsOn: string | null, endsOn: string | null],
];

/**
 * The database hands the whole catalogue over as one JSON document: tens of
 * thousands of rows cost PGlite far more in row-by-row transfer (about four
 * times as long at 50,000 communities) than one long text costs V8 to parse.
 */
const catalogueDocument = sql`
  SELECT coalesce(json_agg(json_build_array(
    a.id, a.slug, a.title, a.neighborhood_id, a.latitude, a.longitude, a.pets_allowed, a.pet_rent,
    json_build_array(a.dogs_allowed, a.cats_allowed, a.max_pets, a.dog_weight_limit_lb, a.breed_restrictions, a.pet_fee, a.pet_deposit),
    a.parking_fee, a.lease_terms, a.verified_at, a.year_built,
    (SELECT coalesce(json_agg(json_build_array(f.name, f.beds, f.baths, f.sqft, f.rent, f.units_available, f.available_from) ORDER BY f.id), '[]'::json)
       FROM floor_plans f WHERE f.apartment_id = a.id),
    (SELECT coalesce(json_agg(aa.amenity_id ORDER BY aa.amenity_id), '[]'::json)
       FROM apartment_amenities aa WHERE aa.apartment_id = a.id),
    a.parking_options, a.location_approximate,
    json_build_array(a.special_text, a.special_amount, a.special_months_free, a.special_starts_on, a.special_ends_on)
  ) ORDER BY a.id), '[]'::json)::text AS doc
  FROM apartments a
  WHERE a.id IN (SELECT ${apartments.id} FROM ${apartments} WHERE ${listedApartments()})`;

export async function loadMatchCatalogue(db: Database): Promise<MatchCatalogue> {
  // The revision is read first: a write racing the load makes the snapshot look older than it is, never newer, so it is reloaded next time.
  const revision = await readCatalogueRevision(db);
  const [document, hoods, amenityList] = await Promise.all([
    db.execute(catalogueDocument),
    db
      .select({
        id: neighborhoods.id,
        slug: neighborhoods.slug,
        name: neighborhoods.name,
        description: neighborhoods.description,
        highlights: neighborhoods.highlights,
        latitude: neighborhoods.latitude,
        longitude: neighborhoods.longitude,
        aliases: neighborhoods.aliases,
        zipCodes: neighborhoods.zipCodes,
      })
      .from(neighborhoods)
      .orderBy(asc(neighborhoods.id)),
    db.select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName, synonyms: amenities.synonyms }).from(amenities).orderBy(asc(amenities.id)),
  ]);
  // Both drivers answer execute() with {rows}.
  const rows = (document as unknown as { rows: { doc: string }[] }).rows;
  const tuples = JSON.parse(rows[0]?.doc ?? "[]") as CommunityTuple[];
  const communities: MatchCommunity[] = tuples.map(
    ([id, slug, title, neighborhoodId, latitude, longitude, petsAllowed, petRent, [dogs, cats, maxPets, dogWeightLimitLb, breedRestrictions, petFee, petDeposit], parkingFee, leaseTerms, verifiedAt, yearBuilt, plans, amenityIds, parkingOptions, locationApproximate, [specialText, specialAmount, specialMonthsFree, specialStartsOn, specialEndsOn]]) => ({
      id,
      slug,
      title,
      neighborhoodId,
      latitude,
      longitude,
      locationApproximate,
      petsAllowed,
      petRent,
      petPolicy: { dogs, cats, maxPets, dogWeightLimitLb, breedRestrictions, petFee, petDeposit, petRent },
      parking: parkingFromJson(parkingOptions),
      parkingFee,
      leaseTerms: leaseTerms ?? [],
      // Kept whatever its dates: the assistant decides whether it runs on the day it answers (the snapshot may live past midnight).
      special: specialOf({ specialText, specialAmount, specialMonthsFree: specialMonthsFree === null ? null : Number(specialMonthsFree), specialStartsOn, specialEndsOn }),
      verifiedAt: new Date(verifiedAt).toISOString(),
      yearBuilt,
      amenityIds,
      floorPlans: plans.map(([name, beds, baths, sqft, rent, unitsAvailable, availableFrom]) => ({
        name,
        beds,
        baths: Number(baths),
        sqft,
        rent,
        unitsAvailable,
        availableFrom,
      })),
    }),
  );
  return { revision, communities, neighborhoods: hoods, amenities: amenityList };
}

/** What a suggestion card shows about a community (spec section 3, 'Suggested apartment result'). */
export interface SuggestionApartment {
  id: number;
  title: string;
  slug: string;
  minPrice: number | null;
  maxPrice: number | null;
  minSqft: number | null;
  minBeds: number | null;
  maxBeds: number | null;
  minBaths: number | null;
  imageUrl: string;
  streetAddress: string;
  /** The community's position, for the suggestion card's transit estimate. */
  latitude: number;
  longitude: number;
  /** The position is a ZIP code's or neighborhood's center: the card's distances say so. */
  locationApproximate: boolean;
  priceRange: string | null;
  bedRange: string | null;
  /** The move-in special running on `today` (Houston), or null. */
  special: Special | null;
  unitsAvailable: number;
  earliestAvailable: string | null;
  apartmentAmenities: { id: number; name: string; displayName: string }[];
  neighborhood: { id: number; slug: string; name: string };
  neighborhoodName: string;
}

/** Card details for the ranked communities, in the order of `ids`. */
export async function loadSuggestionApartments(db: Database, ids: readonly number[], today = houstonCalendarDate(new Date())): Promise<SuggestionApartment[]> {
  if (ids.length === 0) return [];
  const [rows, amenityRows] = await Promise.all([
    db
      .select({
        id: apartments.id,
        title: apartments.title,
        slug: apartments.slug,
        minPrice: apartments.minPrice,
        maxPrice: apartments.maxPrice,
        minSqft: apartments.minSqft,
        minBeds: apartments.minBeds,
        maxBeds: apartments.maxBeds,
        minBaths: apartments.minBaths,
        imageUrl: apartments.imageUrl,
        streetAddress: apartments.streetAddress,
        latitude: apartments.latitude,
        longitude: apartments.longitude,
        locationApproximate: apartments.locationApproximate,
        unitsAvailable: apartments.unitsAvailable,
        earliestAvailable: apartments.earliestAvailable,
        specialText: apartments.specialText,
        specialAmount: apartments.specialAmount,
        specialMonthsFree: apartments.specialMonthsFree,
        specialStartsOn: apartments.specialStartsOn,
        specialEndsOn: apartments.specialEndsOn,
        neighborhoodId: neighborhoods.id,
        neighborhoodSlug: neighborhoods.slug,
        neighborhoodName: neighborhoods.name,
      })
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(and(inArray(apartments.id, [...ids]), listedApartments())),
    db
      .select({ apartmentId: apartmentAmenities.apartmentId, id: amenities.id, name: amenities.name, displayName: amenities.displayName })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
      .where(inArray(apartmentAmenities.apartmentId, [...ids]))
      .orderBy(asc(amenities.displayName)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { neighborhoodId, neighborhoodSlug, neighborhoodName, specialText, specialAmount, specialMonthsFree, specialStartsOn, specialEndsOn, ...rest } = row;
    return [
      {
        ...rest,
        special: currentSpecial({ specialText, specialAmount, specialMonthsFree, specialStartsOn, specialEndsOn }, today),
        priceRange: formatPriceRange(row.minPrice, row.maxPrice),
        bedRange: formatBedRange(row.minBeds, row.maxBeds),
        apartmentAmenities: amenityRows.filter((a) => a.apartmentId === id).map(({ id: amenityId, name, displayName }) => ({ id: amenityId, name, displayName })),
        neighborhood: { id: neighborhoodId, slug: neighborhoodSlug, name: neighborhoodName },
        neighborhoodName,
      },
    ];
  });
}
