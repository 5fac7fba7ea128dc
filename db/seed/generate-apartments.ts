/**
 * Deterministic demo apartment communities for Houston. Same seed, count and
 * reference date -> the same communities, byte for byte. Names are invented
 * (word pairs that no real complex is known to use); rents follow each
 * neighborhood's typical 1-bedroom rent with realistic ratios per bedroom count.
 *
 * Framework-free: takes reference data in, returns plain rows out.
 */
import type { Special } from "../../core/catalogue/specials.ts";
import type { ParkingOption } from "../../core/reference/parking.ts";
import { NO_PETS, type PetPolicy } from "../../core/pets/pet-policy.ts";
import { createRandom, type Random } from "../../core/random.ts";
import { OFFERED_LEASE_TERMS } from "../../core/reference/lease-lengths.ts";
import type { TourDayHours } from "../../core/tours/tour-hours.ts";
import type { AmenitySeed, NeighborhoodSeed } from "./types.ts";
import { addDays } from "../../core/format/dates.ts";

export interface GeneratedFloorPlan {
  name: string;
  beds: number;
  baths: number;
  sqft: number;
  rent: number;
  unitsAvailable: number;
  availableFrom: string;
}

export interface GeneratedApartment {
  slug: string;
  title: string;
  neighborhoodSlug: string;
  description: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  yearBuilt: number;
  /** Dogs or cats: always pets.dogs || pets.cats. */
  petsAllowed: boolean;
  petPolicy: string;
  /** The policy's facts as data, the same as the text says. */
  pets: PetPolicy;
  applicationFee: number;
  adminFee: number;
  petRent: number;
  /** The Parking amenity and the parking fee follow from these (migration 0033). */
  parkingOptions: ParkingOption[];
  /** A move-in special (demo data like the rest), its dates around the reference date; null for most communities. */
  special: Special | null;
  leaseTerms: string[];
  tourHours: TourDayHours[];
  tourMinutes: number;
  phone: string;
  featured: boolean;
  verifiedAt: string;
  amenityNames: string[];
  floorPlans: GeneratedFloorPlan[];
}

export interface GenerateOptions {
  count: number;
  seed: number;
  /** "Today" for availability and verification dates, yyyy-mm-dd. */
  referenceDate: string;
  neighborhoods: readonly NeighborhoodSeed[];
  amenities: readonly AmenitySeed[];
}

const NAME_FIRST = [
  "Amberlight", "Bayou Lantern", "Bluebonnet Row", "Brickline", "Cedar Hollow", "Cobalt Crossing", "Copperleaf",
  "Cypress Loft", "Driftwood", "Egret Point", "Fennel", "Gaslamp", "Goldfinch", "Harbor Pine", "Heronwood",
  "Indigo Yard", "Ironbark", "Juniper Hall", "Kestrel", "Lantana", "Larkspur", "Live Oak Lane", "Magnolia Grove",
  "Marigold", "Meadowlark", "Mesquite", "Mockingbird", "Moonflower", "Northstar", "Oleander", "Orchard Gate",
  "Pecan Bend", "Pelican", "Pinecrest", "Prairie Lark", "Quarry Bend", "Redbud", "Riverbirch", "Saffron",
  "Sagebrush", "Saltgrass", "Sandpiper", "Silverleaf", "Skylark", "Sorrel", "Sparrow Hill", "Starling",
  "Sunbeam", "Sweetgum", "Tallowwood", "Thistle", "Tidewater", "Trellis", "Tupelo", "Verbena", "Willowbend",
  "Wisteria", "Yaupon", "Zephyr",
];
const NAME_SECOND = [
  "Residences", "Flats", "Lofts", "Commons", "Terrace", "Court", "House", "Place", "Landing", "Yards",
  "Apartments", "Gardens", "Square", "Quarters", "Heights",
];

/** How an amenity reads inside a sentence, where its display name alone does not. */
const AMENITY_PHRASES: Record<string, string> = {
  "Pet Friendly": "a pet-friendly policy",
  "Fitness Center": "a fitness center",
  Pool: "a pool",
  Balcony: "private balconies",
  Parking: "on-site parking",
  Dishwasher: "a dishwasher in every kitchen",
  "Air Conditioning": "central air conditioning",
  "In-Unit Washer/Dryer": "an in-unit washer and dryer",
  "Controlled Access": "controlled-access entry",
  Elevator: "elevators",
  "Dog Park": "a dog park",
  Furnished: "furnished options",
  "Rooftop Deck": "a rooftop deck",
  "EV Charging": "EV charging",
  "Coworking Space": "a coworking space",
  Concierge: "a concierge",
  Storage: "extra storage",
  "Bike Storage": "bike storage",
  "Wheelchair Accessible": "step-free access",
  "Package Lockers": "package lockers",
};

const AREA_CODES = ["713", "832", "281", "346"];

/** Share of buildings with each amenity; some depend on the building (age, height, pets). */
interface BuildingTraits {
  yearBuilt: number;
  floors: number;
  luxury: boolean;
  suburban: boolean;
}

const AMENITY_ODDS: Record<string, (t: BuildingTraits) => number> = {
  pool: (t) => (t.suburban ? 0.9 : 0.65),
  gym: (t) => (t.yearBuilt >= 2000 ? 0.92 : 0.6),
  pets: () => 0.74,
  balcony: (t) => (t.floors > 6 ? 0.45 : 0.65),
  "washer-dryer": (t) => (t.yearBuilt >= 2005 ? 0.9 : 0.4),
  parking: () => 0.88,
  dishwasher: (t) => (t.yearBuilt >= 1990 ? 0.97 : 0.8),
  ac: () => 0.99,
  "ev-charging": (t) => (t.yearBuilt >= 2015 ? 0.55 : 0.08),
  "controlled-access": (t) => (t.yearBuilt >= 1995 ? 0.75 : 0.4),
  elevator: (t) => (t.floors >= 4 ? 1 : 0.05),
  "dog-park": (t) => (t.suburban ? 0.5 : 0.3),
  furnished: () => 0.08,
  rooftop: (t) => (t.floors >= 6 ? 0.5 : 0.04),
  "package-lockers": (t) => (t.yearBuilt >= 2010 ? 0.85 : 0.35),
  coworking: (t) => (t.yearBuilt >= 2015 ? 0.55 : 0.1),
  concierge: (t) => (t.luxury ? 0.7 : 0.04),
  storage: () => 0.35,
  "bike-storage": (t) => (t.suburban ? 0.15 : 0.45),
  "wheelchair-accessible": (t) => (t.yearBuilt >= 1991 ? 0.85 : 0.35),
};

/** Rent relative to a 1-bedroom in the same building, from Houston asking-rent ratios. */
const RENT_RATIO_BY_BEDS = [0.84, 1, 1.29, 1.66, 2.05];
const SQFT_BY_BEDS: readonly [number, number][] = [
  [430, 620],
  [620, 900],
  [940, 1280],
  [1230, 1620],
  [1580, 2050],
];
const PLAN_LETTER = ["S", "A", "B", "C", "D"];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function chooseNeighborhoods(random: Random, neighborhoods: readonly NeighborhoodSeed[], count: number) {
  // Every neighborhood first, then the rest weighted towards the dense inner loop and featured areas.
  const order = neighborhoods.map((n) => n.slug);
  const weights = neighborhoods.map((n) => [n, n.featured ? 3 : n.city === "Houston" ? 2 : 1.4] as const);
  const result: NeighborhoodSeed[] = [];
  for (let i = 0; i < count; i++) {
    result.push(i < order.length ? (neighborhoods[i] as NeighborhoodSeed) : random.weighted(weights));
  }
  return result;
}

function floorPlansFor(random: Random, area: NeighborhoodSeed, traits: BuildingTraits, referenceDate: string) {
  const qualityFactor =
    (traits.luxury ? 1.28 : 1) * (0.86 + 0.2 * Math.min(1, Math.max(0, (traits.yearBuilt - 1975) / 50)));
  const maxBeds = traits.suburban ? 4 : 3;
  const hasStudio = !traits.suburban && random.chance(traits.floors >= 4 ? 0.7 : 0.35);
  const bedOptions = [...(hasStudio ? [0] : []), 1, 2, ...(random.chance(0.7) ? [3] : []), ...(maxBeds === 4 && random.chance(0.3) ? [4] : [])];
  const planCount = Math.min(6, Math.max(2, random.int(bedOptions.length - 1, bedOptions.length + 2)));
  const beds: number[] = [];
  for (let i = 0; i < planCount; i++) beds.push(i < bedOptions.length ? (bedOptions[i] as number) : random.pick(bedOptions.slice(1, 3)));
  beds.sort((a, b) => a - b);

  const letterCount = new Map<number, number>();
  const sqftScale = traits.suburban ? 1.1 : 1;
  return beds.map<GeneratedFloorPlan>((bedCount) => {
    const n = (letterCount.get(bedCount) ?? 0) + 1;
    letterCount.set(bedCount, n);
    const [low, high] = SQFT_BY_BEDS[bedCount] as [number, number];
    const sqft = roundTo(random.int(low, high) * sqftScale, 5);
    const sizeFactor = 1 + ((sqft / sqftScale - (low + high) / 2) / ((high - low) / 2)) * 0.07;
    const rent = roundTo(
      area.oneBedroomRent * (RENT_RATIO_BY_BEDS[bedCount] as number) * qualityFactor * sizeFactor * random.float(0.95, 1.05),
      5,
    );
    const baths =
      bedCount <= 1 ? (bedCount === 1 && sqft > 820 && random.chance(0.3) ? 1.5 : 1) : bedCount === 2 ? random.weighted([[2, 7], [1, 2], [2.5, 1]] as const) : bedCount === 3 ? random.weighted([[2, 6], [2.5, 3], [3, 1]] as const) : random.weighted([[3, 3], [3.5, 1]] as const);
    const available = random.chance(0.85);
    return {
      name: `${PLAN_LETTER[bedCount]}${n}`,
      beds: bedCount,
      baths,
      sqft,
      rent,
      unitsAvailable: available ? random.int(1, 9) : 0,
      availableFrom: addDays(referenceDate, available ? random.weighted([[0, 5], [random.int(7, 45), 4], [random.int(46, 120), 2]] as const) : random.int(30, 150)),
    };
  });
}

/**
 * The pet policy as text and as the same facts in fields (decision 031), so the two never disagree
 * (core/pets/parse-pet-policy.ts reads the text back to the fields; the seed's test checks it). The count, weight,
 * fee and breeds are drawn from the main stream as they always were; which kinds and a deposit from the community's
 * own stream (its slug), so adding them changed none of the other generated data. A community with a dog park
 * takes dogs.
 */
function petPolicyFor(random: Random, slug: string, petsAllowed: boolean, petRent: number, dogPark: boolean): { petPolicy: string; pets: PetPolicy } {
  if (!petsAllowed) return { petPolicy: "No pets. Assistance animals are welcome as required by fair housing law.", pets: { ...NO_PETS } };
  const limit = random.pick([2, 2, 3]);
  const weight = random.pick([50, 60, 75, 80, 100, null]);
  const fee = random.pick([250, 300, 350, 400, 500]);
  const breed = random.chance(0.6);
  const own = createRandom(`pets:${slug}`);
  const kinds = own.weighted<"Cats and dogs" | "Dogs" | "Cats">(dogPark ? [["Cats and dogs", 17], ["Dogs", 2]] : [["Cats and dogs", 17], ["Dogs", 2], ["Cats", 1]]);
  const deposit = own.chance(0.3) ? own.pick([200, 250, 300, 500]) : null;
  const dogs = kinds !== "Cats";
  const petPolicy =
    `${kinds} welcome, up to ${limit} pets per home` +
    (dogs ? (weight ? ` (dogs up to ${weight} lb).` : ", no weight limit.") : ".") +
    ` $${fee} one-time pet fee and $${petRent}/month pet rent per pet.` +
    (deposit !== null ? ` $${deposit} refundable pet deposit.` : "") +
    (dogs && breed ? " Some breed restrictions apply." : "");
  return {
    petPolicy,
    pets: {
      dogs,
      cats: kinds !== "Dogs",
      maxPets: limit,
      dogWeightLimitLb: dogs ? weight : null,
      breedRestrictions: dogs && breed,
      petFee: fee,
      petDeposit: deposit,
      petRent,
    },
  };
}

function describe(random: Random, title: string, area: NeighborhoodSeed, traits: BuildingTraits, amenityLabels: string[]): string {
  const kind = traits.floors >= 8 ? "high-rise" : traits.floors >= 4 ? "mid-rise" : "garden-style";
  const age = traits.yearBuilt >= 2018 ? "newly built" : traits.yearBuilt >= 2005 ? "modern" : traits.yearBuilt >= 1990 ? "well-kept" : "classic";
  const openers = [
    `${title} is a ${age} ${kind} community in ${area.name}, completed in ${traits.yearBuilt}.`,
    `A ${age} ${kind} home base in ${area.name}: ${title} has ${traits.floors} floors of apartments built in ${traits.yearBuilt}.`,
    `Set in ${area.name}, ${title} is a ${kind} community from ${traits.yearBuilt} with a ${traits.luxury ? "polished, full-service" : "relaxed, neighborly"} feel.`,
  ];
  const perks = amenityLabels.slice(0, 3).map((label) => AMENITY_PHRASES[label] ?? label.toLowerCase());
  const highlightSentence = perks.length
    ? `Residents get ${perks.length > 1 ? `${perks.slice(0, -1).join(", ")} and ${perks.at(-1)}` : perks[0]}${amenityLabels.length > 3 ? ", among other amenities" : ""}.`
    : "";
  const street = area.streets.length ? random.pick(area.streets) : area.name;
  const closers = [
    `It sits close to ${street}, with ${area.highlights[0] ? area.highlights[0].charAt(0).toLowerCase() + area.highlights[0].slice(1) : "local shops"} nearby.`,
    `The location puts ${street} and the rest of ${area.name} within easy reach.`,
    `Ask about current move-in specials and which floor plans are open this month.`,
  ];
  return [random.pick(openers), highlightSentence, random.pick(closers)].filter(Boolean).join(" ");
}

/**
 * Realistic tour hours: weekdays from 9 or 10 to 17 or 18, Saturday 10-17, Sunday afternoons at most
 * communities; some offer only virtual tours on Sunday, a few take none on Sunday. Drawn from a random
 * stream of the community's own (its slug), so adding this changed none of the other generated data.
 */
function tourScheduleFor(slug: string): { tourHours: TourDayHours[]; tourMinutes: number } {
  const random = createRandom(`tours:${slug}`);
  const opens = random.pick([9 * 60, 9 * 60, 10 * 60]);
  const closes = random.pick([17 * 60, 18 * 60, 18 * 60]);
  const weekdays = (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({ day, opens, closes, virtualOnly: false }));
  const saturday = { day: "sat" as const, opens: 10 * 60, closes: random.pick([16 * 60, 17 * 60]), virtualOnly: false };
  const sunday = random.weighted([
    [{ day: "sun" as const, opens: 13 * 60, closes: 17 * 60, virtualOnly: false }, 6],
    [{ day: "sun" as const, opens: 12 * 60, closes: 16 * 60, virtualOnly: true }, 3],
    [null, 1],
  ] as const);
  return { tourHours: [...weekdays, saturday, ...(sunday ? [{ ...sunday }] : [])], tourMinutes: random.pick([30, 30, 45]) };
}

/** The demo specials: words, and what each is worth (dollars off once, or months free, or neither). */
const SPECIALS: readonly Pick<Special, "text" | "amount" | "monthsFree">[] = [
  { text: "1 month free on 12-month leases", amount: null, monthsFree: 1 },
  { text: "$500 off your first month", amount: 500, monthsFree: null },
  { text: "2 weeks free on a 13-month lease", amount: null, monthsFree: 0.5 },
  { text: "Look and lease: apply within 48 hours of your tour", amount: 300, monthsFree: null },
  { text: "No application or admin fee this month", amount: null, monthsFree: null },
  { text: "2 months free on 15-month leases", amount: null, monthsFree: 2 },
];

/**
 * Every sixteenth community has a move-in special (the fourth of every sixteen, so a featured one on the home page),
 * running around the reference date; one in eight of those has just ended and one in eight starts soon, as a real
 * catalogue holds them (they show only while they run). Which words and dates come from a stream of the community's
 * own (its slug), so adding specials changed none of the other generated data.
 */
function specialFor(slug: string, index: number, referenceDate: string): Special | null {
  if (index % 16 !== 3) return null;
  const own = createRandom(`special:${slug}`);
  const kind = own.pick(SPECIALS);
  const phase = Math.floor(index / 16) % 8;
  if (phase === 6) return { ...kind, startsOn: addDays(referenceDate, -own.int(30, 45)), endsOn: addDays(referenceDate, -own.int(1, 10)) };
  if (phase === 7) return { ...kind, startsOn: addDays(referenceDate, own.int(5, 15)), endsOn: addDays(referenceDate, own.int(30, 60)) };
  return { ...kind, startsOn: own.chance(0.5) ? null : addDays(referenceDate, -own.int(0, 20)), endsOn: addDays(referenceDate, own.int(14, 75)) };
}

export function generateApartments(options: GenerateOptions): GeneratedApartment[] {
  const random = createRandom(options.seed);
  const amenityLabels = new Map(options.amenities.map((a) => [a.name, a.displayName]));
  const usedSlugs = new Set<string>();
  const usedTitles = new Set<string>();
  const areas = chooseNeighborhoods(random, options.neighborhoods, options.count);

  return areas.map((area, index) => {
    const suburban = area.city !== "Houston" || ["clear-lake", "energy-corridor", "westchase", "spring-branch"].includes(area.slug);
    const yearBuilt = random.int(area.builtFrom, area.builtTo);
    const floors = suburban ? random.int(2, 4) : random.weighted([[random.int(2, 4), 4], [random.int(5, 7), 4], [random.int(8, 32), 2]] as const);
    const luxury = !suburban && floors >= 8 ? random.chance(0.6) : random.chance(0.08);
    const traits: BuildingTraits = { yearBuilt, floors, luxury, suburban };

    let title = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
    if (usedTitles.has(title)) title = `${title} ${area.name.split("/")[0]}`;
    if (usedTitles.has(title)) title = `${title} ${index + 1}`;
    usedTitles.add(title);
    let slug = slugify(title);
    if (usedSlugs.has(slug)) slug = `${slug}-${index + 1}`;
    usedSlugs.add(slug);

    const amenityNames = options.amenities
      .map((a) => a.name)
      .filter((name) => random.chance(AMENITY_ODDS[name]?.(traits) ?? 0.3));
    if (!amenityNames.includes("pets") && amenityNames.includes("dog-park")) amenityNames.splice(amenityNames.indexOf("dog-park"), 1);
    const petsAllowed = amenityNames.includes("pets");
    const petRent = petsAllowed ? random.pick([15, 20, 25, 30, 35, 40, 45]) : 0;
    const coveredParking = !suburban || floors >= 4;

    const leaseTerms = OFFERED_LEASE_TERMS.filter((term) =>
      term === "12-month" ? true : random.chance(term === "6-month" ? 0.6 : term === "month-to-month" ? 0.25 : 0.45),
    );
    const street = area.streets.length ? random.pick(area.streets) : "Main St";

    return {
      slug,
      title,
      neighborhoodSlug: area.slug,
      description: describe(random, title, area, traits, amenityNames.map((n) => amenityLabels.get(n) ?? n)),
      streetAddress: `${random.int(1, 99) * 100 + random.int(0, 99)} ${street}`,
      city: area.city,
      postalCode: area.postalCodes.length ? random.pick(area.postalCodes) : "77002",
      latitude: Number((area.latitude + random.float(-0.012, 0.012)).toFixed(5)),
      longitude: Number((area.longitude + random.float(-0.014, 0.014)).toFixed(5)),
      yearBuilt,
      petsAllowed,
      ...petPolicyFor(random, slug, petsAllowed, petRent, amenityNames.includes("dog-park")),
      applicationFee: random.pick([35, 45, 50, 55, 65, 75, 85]),
      adminFee: random.pick([0, 100, 150, 200, 250, 300]),
      petRent,
      parkingOptions: amenityNames.includes("parking")
        ? [{ kind: coveredParking ? "covered" : "surface", monthly: coveredParking ? random.pick([0, 35, 50, 75, 100, 150]) : random.pick([0, 0, 25]) }]
        : [],
      special: specialFor(slug, index, options.referenceDate),
      leaseTerms,
      ...tourScheduleFor(slug),
      phone: `(${random.pick(AREA_CODES)}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`,
      featured: random.chance(0.05) || index < 12,
      verifiedAt: addDays(options.referenceDate, -random.int(0, 45)),
      amenityNames,
      floorPlans: floorPlansFor(random, area, traits, options.referenceDate),
    };
  });
}
