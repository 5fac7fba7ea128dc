/**
 * The oracle of the generated evaluation, checked by hand on a catalogue small enough to compute on paper:
 * four communities in two neighborhoods (a third has none), with a tie in rent, plans that do and do not
 * fit, no open unit, a no-pets community, a weight limit. Every expected figure below is worked out in the
 * comment beside it, from core/assistant/query/README.md's semantics.
 */
import { describe, expect, it } from "vitest";
import { baseQuery, EMPTY_FILTERS, EMPTY_SCOPE, type Filters, type Query } from "../../../core/assistant/query/schema.ts";
import type { MatchCommunity, MatchPlan } from "../../../core/matching/types.ts";
import { NO_PETS } from "../../../core/pets/pet-policy.ts";
import { expectedAnswer, expectedTopicReply, median, milesBetween, nearestCoveredNeighborhoods, type Catalogue } from "./expected.ts";

const TODAY = "2026-06-01";
const DOWNTOWN = { latitude: 29.7589, longitude: -95.3677 };

const plan = (p: Partial<MatchPlan>): MatchPlan => ({ name: "P", beds: 1, baths: 1, sqft: 700, rent: 1400, unitsAvailable: 1, availableFrom: TODAY, ...p });

function community(c: Partial<MatchCommunity> & Pick<MatchCommunity, "id" | "slug" | "title" | "neighborhoodId" | "floorPlans">): MatchCommunity {
  return {
    latitude: DOWNTOWN.latitude + 0.3,
    longitude: DOWNTOWN.longitude - 0.3,
    petsAllowed: false,
    petRent: 0,
    locationApproximate: false,
    petPolicy: NO_PETS,
    parkingFee: 0,
    leaseTerms: ["12-month"],
    special: null,
    verifiedAt: TODAY,
    yearBuilt: 2000,
    amenityIds: [],
    ...c,
    parking: c.parkingFee ? [{ kind: "surface", monthly: c.parkingFee }] : [],
  };
}

const dogsAndCats = { dogs: true, cats: true, maxPets: 2, dogWeightLimitLb: 50, breedRestrictions: false, petFee: null, petDeposit: null, petRent: 25 };
const dogsOnly = { dogs: true, cats: false, maxPets: null, dogWeightLimitLb: null, breedRestrictions: false, petFee: null, petDeposit: null, petRent: 0 };

const CATALOGUE: Catalogue = {
  today: TODAY,
  neighborhoods: [
    { id: 1, slug: "alpha", name: "Alpha", latitude: 29.75, longitude: -95.37 },
    { id: 2, slug: "beta", name: "Beta", latitude: 29.8, longitude: -95.4 },
    { id: 3, slug: "gamma", name: "Gamma", latitude: 29.7, longitude: -95.5 },
  ],
  amenities: [
    { id: 1, name: "pool" },
    { id: 2, name: "gym" },
  ],
  communities: [
    // Aster sits on downtown: a 1-minute drive (the least there is).
    community({
      id: 1,
      slug: "aster",
      title: "Aster",
      neighborhoodId: 1,
      ...DOWNTOWN,
      yearBuilt: 2000,
      parkingFee: 50,
      amenityIds: [1],
      floorPlans: [plan({ name: "A1", beds: 1, sqft: 700, rent: 1400, unitsAvailable: 2 }), plan({ name: "B1", beds: 2, baths: 2, sqft: 1000, rent: 1800, unitsAvailable: 0 })],
    }),
    community({
      id: 2,
      slug: "birch",
      title: "Birch",
      neighborhoodId: 1,
      yearBuilt: 2010,
      petsAllowed: true,
      petRent: 25,
      petPolicy: dogsAndCats,
      amenityIds: [1, 2],
      floorPlans: [
        plan({ name: "A1", beds: 1, sqft: 800, rent: 1400, unitsAvailable: 1, availableFrom: "2026-07-01" }),
        plan({ name: "B1", beds: 2, baths: 2, sqft: 1100, rent: 2000, unitsAvailable: 3, availableFrom: "2026-06-15" }),
      ],
    }),
    community({
      id: 3,
      slug: "cedar",
      title: "Cedar",
      neighborhoodId: 2,
      yearBuilt: 2020,
      parkingFee: 100,
      petsAllowed: true,
      petPolicy: dogsOnly,
      amenityIds: [2],
      floorPlans: [plan({ name: "S1", beds: 0, sqft: 500, rent: 1200, unitsAvailable: 0 }), plan({ name: "B1", beds: 2, baths: 1, sqft: 950, rent: 1900, unitsAvailable: 1, availableFrom: "2026-08-01" })],
    }),
    community({
      id: 4,
      slug: "dahlia",
      title: "Dahlia",
      neighborhoodId: 2,
      yearBuilt: 1995,
      parkingFee: 50,
      floorPlans: [plan({ name: "C1", beds: 3, baths: 2, sqft: 1300, rent: 2600, unitsAvailable: 2 })],
    }),
  ],
};

const q = (overrides: Partial<Query>, filters: Partial<Filters> = {}): Query => baseQuery({ ...overrides, filters: { ...EMPTY_FILTERS, ...filters } });
const items = (query: Query) => expectedAnswer(query, CATALOGUE).items.map(({ slug, value }) => [slug, value]);

describe("the evaluation's oracle, by hand", () => {
  it("breaks a tie in value by title: Aster and Birch both rent a 1 bed at $1,400", () => {
    const answer = expectedAnswer(q({ operation: "min", measure: "rent" }, { beds: { min: 1, max: 1 } }), CATALOGUE);
    expect(answer.total).toBe(2);
    expect(answer.items.map((i) => [i.slug, i.value])).toEqual([
      ["aster", 1400],
      ["birch", 1400],
    ]);
  });

  it("leaves out a community with no fitting plan, and judges every plan condition on one plan", () => {
    // A 2 bed up to $1,850: Aster's B1 ($1,800); Birch's ($2,000) and Cedar's ($1,900) are over; Dahlia has no 2 bed.
    const answer = expectedAnswer(q({ operation: "list" }, { beds: { min: 2, max: 2 }, rent: { min: null, max: 1850 } }), CATALOGUE);
    expect([answer.total, answer.items.map((i) => [i.slug, i.value])]).toEqual([1, [["aster", 1800]]]);
    // A 1 bed of at least 1,000 sq ft: Aster has a 1 bed and a 1,000 sq ft plan, never both in one.
    expect(expectedAnswer(q({ operation: "count", measure: "count" }, { beds: { min: 1, max: 1 }, sqft: { min: 1000, max: null } }), CATALOGUE).total).toBe(0);
  });

  it("values a community by its best fitting plan in the direction: the priciest for max, the cheapest all-in for monthly-total", () => {
    // Max rent: Aster 1,800, Birch 2,000, Cedar 1,900, Dahlia 2,600.
    expect(items(q({ operation: "max", measure: "rent", direction: "desc" }))).toEqual([
      ["dahlia", 2600],
      ["birch", 2000],
    ]);
    // A 2 bed with parking: Aster 1,800 + 50 = 1,850; Birch 2,000 + 0 and Cedar 1,900 + 100 tie at 2,000 (Birch by title).
    const answer = expectedAnswer(q({ operation: "rank", measure: "monthly-total" }, { beds: { min: 2, max: 2 } }), CATALOGUE);
    expect(answer.items.map((i) => [i.slug, i.value])).toEqual([
      ["aster", 1850],
      ["birch", 2000],
      ["cedar", 2000],
    ]);
    // Price per sq ft, cheapest plan per foot: Aster min(2.00, 1.80), Birch min(1.75, 1.82), Cedar min(2.40, 2.00), Dahlia 2.00.
    expect(items(q({ operation: "rank", measure: "price-per-sqft" }))).toEqual([
      ["birch", 1.75],
      ["aster", 1.8],
      ["cedar", 2],
      ["dahlia", 2],
    ]);
  });

  it("takes the median of an even count as the mean of the middle two, rounded to whole units (cents per sq ft)", () => {
    // Largest plan per community: Alpha (1,000, 1,100) -> 1,050; Beta (950, 1,300) -> 1,125. Gamma has none.
    const size = expectedAnswer(q({ operation: "max", measure: "size", subject: "neighborhood", direction: "desc" }), CATALOGUE);
    expect([size.total, size.items.map((i) => [i.slug, i.value])]).toEqual([
      2,
      [
        ["beta", 1125],
        ["alpha", 1050],
      ],
    ]);
    // Alpha (1.80, 1.75) -> 1.775 -> 1.78; Beta (2.00, 2.00) -> 2.00.
    expect(items(q({ operation: "min", measure: "price-per-sqft", subject: "neighborhood" }))).toEqual([
      ["alpha", 1.78],
      ["beta", 2],
    ]);
    // Beta's years 2020 and 1995 -> 2007.5 -> 2008; Alpha's 2000 and 2010 -> 2005.
    expect(items(q({ operation: "max", measure: "year-built", subject: "neighborhood", direction: "desc" }))).toEqual([
      ["beta", 2008],
      ["alpha", 2005],
    ]);
    expect(median([3, 1, 2], "rent")).toBe(2);
    expect(median([1, 2], "rent")).toBe(2);
  });

  it("ranks only neighborhoods with two valued communities, but compares one with a single one", () => {
    // A 3 bed: only Dahlia (Beta).
    expect(expectedAnswer(q({ operation: "min", measure: "rent", subject: "neighborhood" }, { beds: { min: 3, max: 3 } }), CATALOGUE)).toMatchObject({ total: 0, items: [] });
    const compare = expectedAnswer(
      q({ operation: "compare", measure: "rent", subject: "neighborhood", compared: ["alpha", "beta"], scope: { ...EMPTY_SCOPE, neighborhoods: ["alpha", "beta"] } }, { beds: { min: 3, max: 3 } }),
      CATALOGUE,
    );
    expect([compare.items.map((i) => [i.slug, i.value]), compare.winner, compare.total]).toEqual([
      [
        ["alpha", null],
        ["beta", 2600],
      ],
      null,
      1,
    ]);
    // Counting neighborhoods with a 2+ bed: Alpha (Aster, Birch) and Beta (Cedar, Dahlia); Gamma has nothing.
    expect(expectedAnswer(q({ operation: "count", measure: "count", subject: "neighborhood" }, { beds: { min: 2, max: null } }), CATALOGUE).total).toBe(2);
    expect(items(q({ operation: "max", measure: "count", subject: "neighborhood", direction: "desc" }, { amenities: ["gym"] }))).toEqual([
      ["alpha", 1],
      ["beta", 1],
    ]);
  });

  it("lists one named neighborhood with its median, under the same two-valued-communities rule as a ranking", () => {
    const inHood = (slug: string) => ({ ...EMPTY_SCOPE, neighborhoods: [slug] });
    // "What's the average size of an apartment in Alpha?": largest plans Aster 1,000 and Birch 1,100 -> 1,050.
    const alpha = expectedAnswer(q({ operation: "list", measure: "size", subject: "neighborhood", direction: "desc", scope: inHood("alpha") }), CATALOGUE);
    expect([alpha.total, alpha.items.map((i) => [i.slug, i.value])]).toEqual([1, [["alpha", 1050]]]);
    // Typical year built in Beta: Cedar 2020 and Dahlia 1995 -> 2008. Its all-in cost of a 2 bed: Cedar alone ($2,000): not listed.
    expect(items(q({ operation: "list", measure: "year-built", subject: "neighborhood", direction: "desc", scope: inHood("beta") }))).toEqual([["beta", 2008]]);
    expect(expectedAnswer(q({ operation: "list", measure: "monthly-total", subject: "neighborhood", scope: inHood("beta") }, { beds: { min: 2, max: 2 } }), CATALOGUE)).toMatchObject({ total: 0, items: [] });
    // Gamma has no community.
    expect(expectedAnswer(q({ operation: "list", measure: "price-per-sqft", subject: "neighborhood", scope: inHood("gamma") }), CATALOGUE)).toMatchObject({ total: 0, items: [] });
  });

  it("finds the neighborhood with the fewest eligible communities among those with one", () => {
    // A gym: Birch (Alpha), Cedar (Beta): a tie at 1, by name; Gamma (0) is not ranked.
    expect(items(q({ operation: "min", measure: "count", subject: "neighborhood" }, { amenities: ["gym"] }))).toEqual([
      ["alpha", 1],
      ["beta", 1],
    ]);
    // Every community: Alpha 2, Beta 2; a 3 bed: Beta 1 only.
    expect(items(q({ operation: "min", measure: "count", subject: "neighborhood" }, { beds: { min: 3, max: 3 } }))).toEqual([["beta", 1]]);
  });

  it("welcomes an assistance animal at a no-pets community and past a weight limit; an 80 lb pet dog only at Cedar", () => {
    const count = (assistance: boolean) =>
      expectedAnswer(q({ operation: "count", measure: "count" }, { animal: { kind: "dog", weightLb: 80, count: 1, assistance } }), CATALOGUE);
    // Every community; open units over every plan: 2 + 0 + 1 + 3 + 0 + 1 + 2 = 9.
    expect(count(true)).toMatchObject({ total: 4, openUnits: 9 });
    // Aster and Dahlia take no pets, Birch takes dogs up to 50 lb; Cedar takes dogs, no limit: its open units 0 + 1.
    expect(count(false)).toMatchObject({ total: 1, openUnits: 1 });
    // A cat: Birch only (Cedar is dogs only).
    expect(expectedAnswer(q({ operation: "list" }, { animal: { kind: "cat", weightLb: null, count: 1, assistance: false } }), CATALOGUE).items.map((i) => i.slug)).toEqual(["birch"]);
  });

  it("gives a null move-in when no fitting plan has a unit open, and puts nulls last", () => {
    // Studios: Cedar's S1 has no unit open.
    expect(items(q({ operation: "min", measure: "move-in" }, { beds: { min: 0, max: 0 } }))).toEqual([["cedar", null]]);
    // Studios and 1 beds: Aster now (0 days), Birch July 1 (30 days), Cedar none.
    expect(items(q({ operation: "rank", measure: "move-in" }, { beds: { min: 0, max: 1 } }))).toEqual([
      ["aster", 0],
      ["birch", 30],
      ["cedar", null],
    ]);
    // Every plan: Aster 0 and Dahlia 0 (by title), Birch June 15 (14), Cedar August 1 (61).
    expect(items(q({ operation: "rank", measure: "move-in" }))).toEqual([
      ["aster", 0],
      ["dahlia", 0],
      ["birch", 14],
      ["cedar", 61],
    ]);
    // Available by June 20 for a 2 bed: Aster's has no unit open, Cedar's opens August 1: Birch only.
    expect(items(q({ operation: "list" }, { beds: { min: 2, max: 2 }, availableBy: "2026-06-20" }))).toEqual([["birch", 2000]]);
  });

  it("declares a winner of a comparison only when it is strictly best and every value is known", () => {
    const compare = (measure: Query["measure"], direction: "asc" | "desc", compared: string[], filters: Partial<Filters> = {}) =>
      expectedAnswer(q({ operation: "compare", measure, direction, compared, scope: { ...EMPTY_SCOPE, communities: compared } }, filters), CATALOGUE);
    expect(compare("rent", "asc", ["aster", "birch"], { beds: { min: 1, max: 1 } }).winner).toBeNull();
    expect(compare("year-built", "desc", ["aster", "birch"]).winner).toBe("birch");
    const missing = compare("rent", "asc", ["dahlia", "aster"], { beds: { min: 1, max: 1 } });
    expect([missing.items.map((i) => [i.slug, i.value]), missing.winner, missing.total]).toEqual([
      [
        ["dahlia", null],
        ["aster", 1400],
      ],
      null,
      1,
    ]);
  });

  it("applies scope, negated amenities, year built and the commute limit", () => {
    const slugs = (query: Query) => expectedAnswer(query, CATALOGUE).items.map((i) => i.slug);
    expect(slugs(q({ operation: "list", scope: { ...EMPTY_SCOPE, excludeNeighborhoods: ["beta"] } }))).toEqual(["aster", "birch"]);
    expect(slugs(q({ operation: "list" }, { withoutAmenities: ["pool"] }))).toEqual(["cedar", "dahlia"]);
    expect(slugs(q({ operation: "list" }, { amenities: ["pool", "gym"] }))).toEqual(["birch"]);
    expect(slugs(q({ operation: "rank", measure: "year-built", direction: "desc" }, { yearBuilt: { min: 2001, max: null } }))).toEqual(["cedar", "birch"]);
    expect(slugs(q({ operation: "list", destination: "downtown" }, { commuteMinutes: 1 }))).toEqual(["aster"]);
    expect(items(q({ operation: "min", measure: "drive-minutes", destination: "downtown" }))[0]).toEqual(["aster", 1]);
    // Unknown attributes never filter.
    expect(expectedAnswer(q({ operation: "count", measure: "count" }, { unknown: ["hardwood floors"] }), CATALOGUE).total).toBe(4);
  });

  it("keeps for a move-in special only the communities whose special runs on the catalogue's today, both ends included", () => {
    const on = (startsOn: string | null, endsOn: string) => ({ text: "1 month free", amount: null, monthsFree: 1, startsOn, endsOn });
    const specials: Record<string, ReturnType<typeof on> | null> = {
      aster: on(null, TODAY), // its last day
      birch: on(TODAY, "2026-07-01"), // its first day
      cedar: on("2026-05-01", "2026-05-31"), // ended yesterday
      dahlia: on("2026-06-02", "2026-06-30"), // starts tomorrow
    };
    const withSpecials: Catalogue = { ...CATALOGUE, communities: CATALOGUE.communities.map((c) => ({ ...c, special: specials[c.slug] ?? null })) };
    const slugs = (query: Query) => expectedAnswer(query, withSpecials).items.map((i) => i.slug);
    expect(slugs(q({ operation: "list" }, { hasSpecial: true }))).toEqual(["aster", "birch"]);
    expect(slugs(q({ operation: "list" }, { hasSpecial: false }))).toEqual(["cedar", "aster", "birch", "dahlia"]);
    // The next day: Aster's has ended, Dahlia's has begun.
    expect(expectedAnswer(q({ operation: "list" }, { hasSpecial: true }), { ...withSpecials, today: "2026-06-02" }).items.map((i) => i.slug)).toEqual(["birch", "dahlia"]);
  });

  it("keeps for a kind of parking the communities offering one of the kinds, its fee that kind's cheapest", () => {
    // Aster: a surface lot at $0 and a garage at $80; Birch: covered at $40; Cedar: none; Dahlia: a surface lot at $25.
    const options: Record<string, { kind: "surface" | "covered" | "garage" | "reserved"; monthly: number }[]> = {
      aster: [{ kind: "surface", monthly: 0 }, { kind: "garage", monthly: 80 }],
      birch: [{ kind: "covered", monthly: 40 }],
      dahlia: [{ kind: "surface", monthly: 25 }],
    };
    const parked: Catalogue = {
      ...CATALOGUE,
      amenities: [...CATALOGUE.amenities, { id: 3, name: "parking" }],
      communities: CATALOGUE.communities.map((c) => {
        const parking = options[c.slug] ?? [];
        return { ...c, parking, parkingFee: parking.length ? Math.min(...parking.map((o) => o.monthly)) : 0, amenityIds: parking.length ? [...c.amenityIds, 3] : c.amenityIds };
      }),
    };
    const slugs = (query: Query) => expectedAnswer(query, parked).items.map((i) => i.slug);
    expect(slugs(q({ operation: "list" }, { parkingKinds: ["covered", "garage"] }))).toEqual(["aster", "birch"]);
    expect(slugs(q({ operation: "list" }, { parkingKinds: ["surface"] }))).toEqual(["aster", "dahlia"]);
    expect(slugs(q({ operation: "list" }, { parkingKinds: ["reserved"] }))).toEqual([]);
    // Aster's garage costs $80 though its surface lot is free.
    expect(expectedAnswer(q({ operation: "rank", measure: "parking-fee", direction: "asc" }, { parkingKinds: ["covered", "garage"] }), parked).items.map((i) => [i.slug, i.value])).toEqual([
      ["birch", 40],
      ["aster", 80],
    ]);
    expect(expectedAnswer(q({ operation: "list" }, { parkingKinds: ["garage"], maxParkingFee: 50 }), parked).total).toBe(0);
  });
});

describe("the oracle of topic replies (explain and no-data), by hand", () => {
  // Parking listed by Aster ($50), Birch (no fee: included), Cedar ($100) and Dahlia ($50); Cedar also offers 6 months.
  const withParking: Catalogue = {
    ...CATALOGUE,
    amenities: [...CATALOGUE.amenities, { id: 3, name: "parking" }],
    communities: CATALOGUE.communities.map((c) => ({ ...c, amenityIds: [...c.amenityIds, 3], leaseTerms: c.slug === "cedar" ? ["6-month", "12-month"] : c.leaseTerms })),
  };
  const topic = (overrides: Partial<Query>, filters: Partial<Filters> = {}) => expectedTopicReply(q(overrides, filters), withParking);
  const inHood = (slug: string) => ({ ...EMPTY_SCOPE, neighborhoods: [slug] });
  const holds = (facts: { pattern: RegExp }[], text: string) => facts.every((fact) => fact.pattern.test(text));

  it("states what parking costs: how many list it, the fee range and median over those that charge", () => {
    // Citywide: 4 list parking; fees 50, 100, 50 -> $50-$100, median $50.
    const city = topic({ operation: "explain", topics: [{ kind: "parking-cost" }] });
    expect(city.key).toBe("explain x parking-cost");
    expect(holds(city.facts, "4 of the 4 communities list parking. Where it costs extra (3), it runs $50-$100 a month, median $50.")).toBe(true);
    expect(holds(city.facts, "4 of the 4 communities list parking. It runs $50-$100 a month, median $75.")).toBe(false);
    // Beta: Cedar $100 and Dahlia $50 -> median $75, and Beta named.
    const beta = topic({ operation: "explain", topics: [{ kind: "parking-cost" }], scope: inHood("beta") });
    expect(holds(beta.facts, "2 of the 2 communities in Beta list parking: $50-$100 a month, median $75.")).toBe(true);
    // Gamma has no community: says none.
    expect(holds(topic({ operation: "explain", topics: [{ kind: "parking-cost" }], scope: inHood("gamma") }).facts, "None of the 0 communities in Gamma lists parking.")).toBe(true);
  });

  it("states each lease term with its share or count of communities", () => {
    // 12 months at all 4 (100%), 6 months at Cedar only (25%).
    const lease = topic({ operation: "explain", topics: [{ kind: "lease-terms" }] });
    expect(holds(lease.facts, "As a share of the 4 communities: 12 months 100%, 6 months 25%.")).toBe(true);
    expect(holds(lease.facts, "Of the 4 communities, 12-month leases: 4; 6-month: 1.")).toBe(true);
    expect(holds(lease.facts, "As a share of the 4 communities: 12 months 100%, 16 months 25%.")).toBe(false);
  });

  it("quotes the median rent of the bedroom count in the neighborhood, or says there is none", () => {
    const prices = (slug: string) => topic({ operation: "explain", topics: [{ kind: "prices" }], scope: inHood(slug) }, { beds: { min: 2, max: 2 } });
    // Alpha's 2 beds: Aster $1,800 and Birch $2,000 -> median $1,900; Beta's: Cedar's alone, $1,900.
    expect(prices("alpha").facts.map((f) => f.what)).toEqual(["names Alpha", "the median rent $1,900"]);
    expect(prices("beta").facts.map((f) => f.what)).toEqual(["names Beta", "the one plan's rent $1,900"]);
    expect(holds(prices("gamma").facts, "I don't have any 2-bedroom floor plans listed in Gamma.")).toBe(true);
  });

  it("answers data we lack with no cards and no save, naming where to check", () => {
    const flood = topic({ operation: "no-data", topics: [{ kind: "data-gap", gaps: ["flood risk"] }], scope: inHood("alpha") });
    expect(flood).toMatchObject({ key: "no-data x data-gap (flood risk)", noApartmentCards: true, neverSaves: true });
    expect(holds(flood.facts, "I don't have flood-zone data for Alpha. To check: the FEMA Flood Map Service Center.")).toBe(true);
    expect(holds(flood.facts, "I don't have flood-zone data for Alpha.")).toBe(false);
    expect(() => topic({ operation: "no-data", topics: [{ kind: "data-gap", gaps: ["noise"] }] })).toThrow(/noise/);
  });

  it("names the covered neighborhoods nearest a place we do not cover, by great-circle miles", () => {
    // Downtown Houston to Austin is about 146 miles as the crow flies.
    expect(milesBetween(DOWNTOWN, { latitude: 30.2672, longitude: -97.7431 })).toBeCloseTo(146, -1);
    // Gamma has no community; Alpha is nearer than Beta to a point south-east of both.
    expect(nearestCoveredNeighborhoods({ latitude: 29.6, longitude: -95.3 }, withParking).map((n) => n.slug)).toEqual(["alpha", "beta"]);
    const austin = topic({ operation: "no-data", topics: [{ kind: "outside-place", place: "Austin" }] });
    expect(holds(austin.facts, "Austin is outside what I cover. The nearest neighborhoods I do cover are Beta and Alpha.")).toBe(true);
  });

  it("gives a community's drive in whole minutes, and its plans of the bedroom count", () => {
    // Aster sits on downtown: 1 minute.
    const drive = topic({ operation: "explain", topics: [{ kind: "community-drive" }], scope: { ...EMPTY_SCOPE, communities: ["aster"] }, destination: "downtown" });
    expect(drive.apartmentCards).toEqual(["aster"]);
    expect(drive.facts.at(-1)!.pattern.test("roughly 1 minute by car")).toBe(true);
    // Birch's 2 bed: B1, $2,000, 1,100 sq ft; Dahlia has none.
    const plans = (slug: string) => topic({ operation: "explain", topics: [{ kind: "community-plans" }], scope: { ...EMPTY_SCOPE, communities: [slug] } }, { beds: { min: 2, max: 2 } });
    expect(plans("birch")).toMatchObject({ planFitBeds: 2, apartmentCards: ["birch"] });
    expect(holds(plans("birch").facts, "Birch has one 2-bed plan: plan B1: 2-bed / 2 baths, 1,100 sq ft, $2,000 a month.")).toBe(true);
    expect(holds(plans("dahlia").facts, "Dahlia has no 2-bed plans. It has 3-bed plans.")).toBe(true);
  });
});
