/**
 * A small Houston catalogue for the assistant's tests (core tests cannot read
 * db/seed): the vocabulary fixture's neighborhoods with descriptions and
 * centroids, its amenities with ids, and 60 generated communities with a known
 * seed, so tests can compute the expected figures from the same data. Memorial
 * has no communities.
 */
import { basicPetPolicy } from "../pets/pet-policy.ts";
import { TODAY } from "../matching/test-fixtures.ts";
import type { Special } from "../catalogue/specials.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { createRandom } from "../random.ts";
import { normalizeParking, parkingFeeOf, type ParkingKind, type ParkingOption } from "../reference/parking.ts";
import type { AssistantKnowledge, KnowledgeAmenity, KnowledgeNeighborhood } from "./knowledge.ts";
import { testVocabulary } from "./understanding/vocabulary.fixture.ts";

export { TODAY };

const PLACES: Record<string, { latitude: number; longitude: number; description: string; highlights: string[]; rent: number }> = {
  downtown: { latitude: 29.7589, longitude: -95.3677, rent: 1650, description: "High-rise apartments and loft conversions next to the Theater District and Discovery Green.", highlights: ["Steps from Discovery Green", "Red, Green and Purple METRORail lines"] },
  midtown: { latitude: 29.7407, longitude: -95.3806, rent: 1500, description: "Podium apartments between downtown and the Museum District, with bars and restaurants around Bagby Street and a lively nightlife.", highlights: ["On the METRORail Red Line", "Bar and restaurant scene along Bagby St"] },
  montrose: { latitude: 29.7453, longitude: -95.391, rent: 1450, description: "Leafy streets of bungalows and small complexes, known for galleries, coffee shops and an eclectic, walkable feel.", highlights: ["Menil Collection nearby", "Walkable Westheimer dining"] },
  heights: { latitude: 29.798, longitude: -95.398, rent: 1550, description: "Historic cottages and new mid-rises along shaded boulevards, with hike-and-bike trails and 19th Street shops.", highlights: ["Heights Hike and Bike Trail", "19th Street boutiques"] },
  "medical-center": { latitude: 29.7073, longitude: -95.4018, rent: 1350, description: "Apartments within walking distance of the Texas Medical Center's hospitals and research campuses.", highlights: ["Walk or ride the rail to TMC", "Hermann Park next door"] },
  uptown: { latitude: 29.7499, longitude: -95.4614, rent: 1700, description: "Towers around the Galleria with shopping, offices and quick freeway access.", highlights: ["The Galleria mall", "Post Oak Boulevard towers"] },
  "east-downtown": { latitude: 29.752, longitude: -95.351, rent: 1400, description: "Warehouses turned lofts and new townhome-style complexes near the soccer stadium.", highlights: ["Shell Energy Stadium", "Craft breweries"] },
  "rice-village": { latitude: 29.7169, longitude: -95.4155, rent: 1500, description: "Garden apartments near Rice University and the Village shops.", highlights: ["Rice Village shopping", "Rice University campus"] },
  "third-ward": { latitude: 29.7244, longitude: -95.36, rent: 1100, description: "Historic neighborhood near the University of Houston and Emancipation Park.", highlights: ["Emancipation Park", "University of Houston"] },
  // No communities listed here: answers must say so rather than invent any.
  memorial: { latitude: 29.781, longitude: -95.55, rent: 1500, description: "Wooded streets west of the Loop near Memorial Park and the Memorial City mall.", highlights: ["Memorial City mall"] },
  katy: { latitude: 29.7858, longitude: -95.8245, rent: 1250, description: "Suburban complexes with big pools and good access to the Energy Corridor.", highlights: ["Katy Mills", "Cinco Ranch"] },
};

export const NEIGHBORHOODS: readonly KnowledgeNeighborhood[] = testVocabulary.neighborhoods
  .filter((n) => PLACES[n.slug])
  .map((n, i) => {
    const place = PLACES[n.slug]!;
    return { id: i + 1, slug: n.slug, name: n.name, aliases: n.aliases, description: place.description, highlights: place.highlights, latitude: place.latitude, longitude: place.longitude };
  });

export const AMENITIES: readonly KnowledgeAmenity[] = testVocabulary.amenities.map((a, i) => ({ id: i + 1, name: a.name, displayName: a.displayName, synonyms: a.synonyms }));

export const neighborhoodIdOf = (slug: string) => NEIGHBORHOODS.find((n) => n.slug === slug)!.id;
export const amenityIdOf = (key: string) => AMENITIES.find((a) => a.name === key)!.id;

const NAMES = ["Heron", "Cypress", "Magnolia", "Pecan", "Bayou", "Live Oak", "Egret", "Saltgrass", "Redbud", "Willow"];
const SUFFIXES = ["Flats", "Lofts", "Residences", "Commons", "Yards", "Place"];
const TERMS = ["month-to-month", "6-month", "12-month", "18-month"];

/** The generated catalogue: the tests' one is seed 2026 and 60 communities; other seeds give held-out catalogues. */
export function generateCommunities(seed = 2026, count = 60): MatchCommunity[] {
  const random = createRandom(seed);
  const communities: MatchCommunity[] = [];
  const slugs = ["downtown", "midtown", "montrose", "heights", "medical-center", "uptown", "east-downtown", "rice-village", "third-ward", "katy"];
  for (let i = 0; i < count; i++) {
    const slug = slugs[i % slugs.length]!;
    const place = PLACES[slug]!;
    const title = `${NAMES[Math.floor(i / 6) % NAMES.length]} ${SUFFIXES[i % SUFFIXES.length]} ${i + 1}`;
    const plans: MatchPlan[] = [];
    const fewest = random.int(0, 1);
    const most = random.int(1, 3);
    for (let beds = fewest; beds <= most; beds++) {
      const ratio = [0.84, 1, 1.29, 1.66][beds]!;
      plans.push({
        name: `${"SABC"[beds]}1`,
        beds,
        baths: beds <= 1 ? 1 : random.pick([1.5, 2]),
        sqft: [520, 760, 1100, 1400][beds]! + random.int(-60, 60),
        rent: Math.round((place.rent * ratio * random.float(0.85, 1.25)) / 5) * 5,
        unitsAvailable: random.int(0, 6),
        availableFrom: random.chance(0.7) ? TODAY : random.pick(["2026-06-15", "2026-07-01", "2026-08-01"]),
      });
    }
    const amenityIds = AMENITIES.filter((a) => a.name !== "pets" && random.chance(a.name === "ac" ? 0.95 : 0.5)).map((a) => a.id);
    const petsAllowed = random.chance(0.7);
    const petRent = random.pick([0, 25, 40]);
    const generated: MatchCommunity = {
      id: i + 1,
      slug: title.toLowerCase().replace(/ /g, "-"),
      title,
      neighborhoodId: neighborhoodIdOf(slug),
      latitude: place.latitude + random.float(-0.01, 0.01),
      longitude: place.longitude + random.float(-0.01, 0.01),
      locationApproximate: false,
      petsAllowed,
      petRent,
      // Not drawn from the random stream (every other generated fact stays as it was): dogs up to 25-100 lb, 1-3 pets, a
      // one-time fee and a deposit of $0-$400 or none on record.
      petPolicy: petsAllowed
        ? { ...basicPetPolicy(true, petRent), maxPets: 1 + (i % 3), dogWeightLimitLb: [25, 50, 75, 100, null][i % 5] ?? null, cats: i % 7 !== 0, petFee: [null, 150, 250, 0, 400, 300][i % 6] ?? null, petDeposit: [null, 200, 0, 300][i % 4] ?? null }
        : basicPetPolicy(false, 0),
      parking: [],
      parkingFee: random.pick([0, 50, 100]),
      leaseTerms: TERMS.filter(() => random.chance(0.6)).concat("12-month").filter((t, k, all) => all.indexOf(t) === k),
      special: specialAt(i),
      verifiedAt: `2026-05-${String(random.int(10, 31)).padStart(2, "0")}T12:00:00.000Z`,
      // Not drawn from the random stream, so adding it left every other generated fact as it was.
      yearBuilt: 1962 + ((i * 37 + seed) % 64),
      amenityIds,
      floorPlans: plans,
    };
    communities.push(withAgreeingParking(generated, i));
  }
  return communities;
}

/** What the test catalogue's specials are worth: months free, a sum, half a month, or words alone. */
const SPECIAL_KINDS: readonly Pick<Special, "text" | "amount" | "monthsFree">[] = [
  { text: "1 month free on 12-month leases", amount: null, monthsFree: 1 },
  { text: "Look and lease", amount: 500, monthsFree: null },
  { text: "2 weeks free on a 13-month lease", amount: null, monthsFree: 0.5 },
  { text: "No application fee", amount: null, monthsFree: null },
];

/** Their dates around TODAY (2026-06-01): every boundary of a special's days, and one ended, one not started. */
const SPECIAL_DATES: readonly Pick<Special, "startsOn" | "endsOn">[] = [
  { startsOn: null, endsOn: "2026-06-30" },
  { startsOn: "2026-06-01", endsOn: "2026-07-15" }, // its first day is today
  { startsOn: "2026-05-15", endsOn: "2026-06-01" }, // its last day is today
  { startsOn: "2026-05-01", endsOn: "2026-05-31" }, // ended yesterday
  { startsOn: "2026-06-02", endsOn: "2026-06-30" }, // starts tomorrow
  { startsOn: "2026-05-01", endsOn: "2026-08-31" },
];

/**
 * The move-in special of the community at index `i`: 14 of the 60 have one, in 9 neighborhoods, 8 running on TODAY.
 * By the index alone, not drawn from the random stream, so every other generated fact stays as it was.
 */
function specialAt(i: number): Special | null {
  if (i % 7 !== 2 && i % 11 !== 4) return null;
  return { ...SPECIAL_KINDS[i % SPECIAL_KINDS.length]!, ...SPECIAL_DATES[i % SPECIAL_DATES.length]! };
}

const PARKING_KIND_CYCLE: readonly ParkingKind[] = ["surface", "covered", "garage"];

/**
 * Parking as the database keeps it (migration 0033): options only where the Parking amenity is listed, the fee their
 * cheapest (the drawn fee), and none elsewhere. Every fourth such community offers a garage at $50 more besides. Not
 * drawn from the random stream, so every other generated fact stays as it was.
 */
function withAgreeingParking(community: MatchCommunity, i: number): MatchCommunity {
  if (!community.amenityIds.includes(amenityIdOf("parking"))) return { ...community, parking: [], parkingFee: 0 };
  const kind = PARKING_KIND_CYCLE[i % PARKING_KIND_CYCLE.length]!;
  const options: ParkingOption[] = [{ kind, monthly: community.parkingFee }];
  if (i % 4 === 1 && kind !== "garage") options.push({ kind: "garage", monthly: community.parkingFee + 50 });
  const parking = normalizeParking(options);
  return { ...community, parking, parkingFee: parkingFeeOf(parking) };
}

export const COMMUNITIES: readonly MatchCommunity[] = generateCommunities();

export const POSTS = [
  { slug: "montrose-renters-guide", title: "A renter's guide to Montrose", excerpt: "Galleries, coffee and where to find a bungalow apartment in Montrose." },
  { slug: "pet-friendly-houston", title: "Pet-friendly apartments in Houston", excerpt: "What pet rent and dog parks look like across the city." },
];

export function knowledge(overrides: Partial<AssistantKnowledge> = {}): AssistantKnowledge {
  return { today: TODAY, vocabulary: testVocabulary, neighborhoods: NEIGHBORHOODS, amenities: AMENITIES, communities: COMMUNITIES, posts: [], ...overrides };
}
