import { describe, expect, it } from "vitest";
import { HOUSTON_DESTINATIONS } from "../commute/destinations.ts";
import { NO_PETS } from "../pets/pet-policy.ts";
import { parkingFeeOf } from "../reference/parking.ts";
import { amenityRows, bestOf, buildComparison, plansShown, rentPerSquareFoot, type ComparedCommunity, type ComparedPlan } from "./build-comparison.ts";

const TODAY = "2026-06-01";
const NOW = new Date("2026-06-01T15:00:00Z");
const TMC = HOUSTON_DESTINATIONS.find((d) => d.id === "texas-medical-center")!;

function plan(overrides: Partial<ComparedPlan> = {}): ComparedPlan {
  return { name: "A1", beds: 1, baths: 1, sqft: 700, rent: 1400, unitsAvailable: 2, availableFrom: TODAY, ...overrides };
}

/** A community whose parking fee is its options' cheapest, as the database keeps it: a surface lot at `parkingFee` unless `parking` says. */
function community(overrides: Partial<ComparedCommunity> = {}): ComparedCommunity {
  const parking = overrides.parking ?? [{ kind: "surface" as const, monthly: overrides.parkingFee ?? 50 }];
  return {
    slug: "heronwood-flats",
    title: "Heronwood Flats",
    neighborhoodName: "Montrose",
    latitude: 29.7447,
    longitude: -95.3908,
    locationApproximate: false,
    petsAllowed: true,
    petPolicy: "Cats and dogs welcome.",
    pets: { dogs: true, cats: true, maxPets: 2, dogWeightLimitLb: 50, breedRestrictions: false, petFee: 300, petDeposit: null, petRent: 25 },
    petRent: 25,
    applicationFee: 75,
    adminFee: 150,
    verifiedAt: "2026-05-30T12:00:00.000Z",
    floorPlans: [plan()],
    amenities: [],
    ...overrides,
    parking,
    parkingFee: parkingFeeOf(parking),
  };
}

const input = (communities: ComparedCommunity[], beds: number | null = null) => ({ communities, beds, today: TODAY, now: NOW, destination: null });

describe("plansShown", () => {
  const c = community({
    floorPlans: [
      plan({ name: "B2", beds: 2, rent: 2100, sqft: 1100 }),
      plan({ name: "A2", beds: 1, rent: 1500 }),
      plan({ name: "S1", beds: 0, rent: 1100, sqft: 500 }),
      plan({ name: "A1", beds: 1, rent: 1350 }),
      plan({ name: "B1", beds: 2, rent: 1900, sqft: 1000, availableFrom: "2026-07-15" }),
    ],
  });

  it("lists every plan of the asked bedroom count, cheapest first, with the monthly total of rent and mandatory fees", () => {
    const lines = plansShown(c, 1, TODAY);
    expect(lines.map((l) => [l.name, l.rent, l.monthlyTotal])).toEqual([
      ["A1", 1350, 1400],
      ["A2", 1500, 1550],
    ]);
  });

  it("without a bedroom count, shows the cheapest plan of each count, studio first", () => {
    expect(plansShown(c, null, TODAY).map((l) => l.name)).toEqual(["S1", "A1", "B1"]);
  });

  it("shows nothing for a bedroom count the community does not have", () => {
    expect(plansShown(c, 3, TODAY)).toEqual([]);
  });

  it("says whether a plan is available today or later", () => {
    const [b1] = plansShown(c, 2, TODAY);
    expect(b1).toMatchObject({ name: "B1", availableNow: false, availableFrom: "2026-07-15" });
    expect(plansShown(c, 0, TODAY)[0]?.availableNow).toBe(true);
  });

  it("never adds pet rent or one-time fees to the monthly total", () => {
    const [line] = plansShown(community({ petRent: 99, applicationFee: 500, parkingFee: 0 }), 1, TODAY);
    expect(line?.monthlyTotal).toBe(1400);
  });
});

describe("rentPerSquareFoot", () => {
  it("divides the rent by the size, to the cent", () => {
    expect(rentPerSquareFoot(1400, 700)).toBe(2);
    expect(rentPerSquareFoot(1000, 3)).toBe(333.33);
  });
  it("is null for a plan without a size", () => {
    expect(rentPerSquareFoot(1400, 0)).toBeNull();
  });
});

describe("bestOf", () => {
  it("marks the lowest (or highest), ties included", () => {
    expect(bestOf([3, 1, 1, 4], "min")).toEqual([false, true, true, false]);
    expect(bestOf([3, 1, null, 4], "max")).toEqual([false, false, false, true]);
  });
  it("marks nothing when fewer than two values are known", () => {
    expect(bestOf([null, 5, null], "min")).toEqual([false, false, false]);
  });
});

describe("amenityRows", () => {
  const pool = { name: "pool", displayName: "Pool" };
  const gym = { name: "fitness-center", displayName: "Fitness center" };
  const ev = { name: "ev-charging", displayName: "EV charging" };

  it("marks an amenity that not all communities have, and lists those differences first", () => {
    const rows = amenityRows([community({ amenities: [pool, gym], parking: [] }), community({ slug: "b", amenities: [gym, ev], parking: [] })]);
    expect(rows).toEqual([
      { key: "ev-charging", displayName: "EV charging", has: [false, true], differs: true },
      { key: "pool", displayName: "Pool", has: [true, false], differs: true },
      { key: "fitness-center", displayName: "Fitness center", has: [true, true], differs: false },
    ]);
  });

  it("has no rows when none of them lists an amenity or parking", () => {
    expect(amenityRows([community({ parking: [] }), community({ slug: "b", parking: [] })])).toEqual([]);
  });

  it("reads the Parking row from the parking options, the one truth, whatever amenity links came along", () => {
    const parkingAmenity = { name: "parking", displayName: "Parking" };
    // A stale link without options, and options without a link: the options decide both.
    const rows = amenityRows([community({ parking: [], amenities: [parkingAmenity, pool] }), community({ slug: "b", parking: [{ kind: "garage", monthly: 75 }], amenities: [pool] })]);
    expect(rows).toEqual([
      { key: "parking", displayName: "Parking", has: [false, true], differs: true },
      { key: "pool", displayName: "Pool", has: [true, true], differs: false },
    ]);
  });
});

describe("buildComparison", () => {
  const cheap = community({ slug: "cheap", floorPlans: [plan({ rent: 1200, sqft: 600 })], parkingFee: 0 });
  const big = community({ slug: "big", floorPlans: [plan({ rent: 1500, sqft: 900 })], parkingFee: 25 });
  const noOneBed = community({ slug: "studios", floorPlans: [plan({ beds: 0, rent: 900, sqft: 450 })] });

  it("gives one column per community, in the order asked, with the headline plan's figures", () => {
    const result = buildComparison(input([big, cheap], 1));
    expect(result.columns.map((c) => c.slug)).toEqual(["big", "cheap"]);
    expect(result.columns[0]?.headline).toMatchObject({ rent: 1500, monthlyTotal: 1525, sqft: 900, rentPerSqft: 1.67 });
  });

  it("marks the lowest monthly total, the lowest rent per square foot and the largest size", () => {
    const [bigColumn, cheapColumn] = buildComparison(input([big, cheap], 1)).columns;
    expect(cheapColumn?.best).toMatchObject({ monthlyTotal: true, rentPerSqft: false, sqft: false });
    expect(bigColumn?.best).toMatchObject({ monthlyTotal: false, rentPerSqft: true, sqft: true });
  });

  it("leaves a community without the bedroom count without a headline and out of the marks", () => {
    const columns = buildComparison(input([cheap, noOneBed, big], 1)).columns;
    expect(columns[1]).toMatchObject({ headline: null, plans: [], soonestAvailable: null, availableNow: false });
    expect(columns.map((c) => c.best.monthlyTotal)).toEqual([true, false, false]);
  });

  it("lists the mandatory monthly and one-time fees, pets and parking", () => {
    const [column] = buildComparison(input([community({ petsAllowed: false, petPolicy: "No pets.", pets: { ...NO_PETS }, petRent: 0 })])).columns;
    expect(column?.mandatoryMonthly).toEqual([{ label: "Parking", amount: 50 }]);
    expect(column?.oneTime.map((l) => l.label)).toEqual(["Application fee", "Admin fee"]);
    expect(column?.pets).toEqual({ allowed: false, monthlyRent: null, summary: "No pets", charges: null, breedRestrictions: false, policy: "No pets." });
    const [withPets] = buildComparison(input([community()])).columns;
    expect(withPets?.pets).toEqual({
      allowed: true,
      monthlyRent: 25,
      summary: "Cats and dogs (dogs up to 50 lb), up to 2 pets",
      charges: "$300 one-time fee and $25/month pet rent per pet",
      breedRestrictions: false,
      policy: "Cats and dogs welcome.",
    });
    expect(column?.parking).toEqual(["Surface lot $50/mo"]);
  });

  it("shows every kind of parking with its cost, and says so when there is none; the Parking row agrees", () => {
    const two = community({ parking: [{ kind: "garage", monthly: 75 }, { kind: "covered", monthly: 50 }] });
    const free = community({ slug: "free", parking: [{ kind: "surface", monthly: 0 }] });
    const none = community({ slug: "none", parking: [] });
    const comparison = buildComparison(input([two, free, none]));
    expect(comparison.columns.map((c) => c.parking)).toEqual([["Covered $50/mo", "Garage $75/mo"], ["Surface lot included"], []]);
    expect(comparison.columns.map((c) => c.mandatoryMonthly)).toEqual([[{ label: "Parking", amount: 50 }], [], []]);
    expect(comparison.amenityRows.find((row) => row.key === "parking")?.has).toEqual([true, true, false]);
  });

  it("notes availability checked long ago", () => {
    const [fresh, stale] = buildComparison(input([community(), community({ slug: "old", verifiedAt: "2026-03-01T12:00:00.000Z" })])).columns;
    expect(fresh?.staleNote).toBeNull();
    expect(stale?.staleNote).toMatch(/last checked \d+ days ago/);
  });

  it("estimates the drive and the walk to rail to the destination, and marks the shortest drive", () => {
    const nearTmc = community({ slug: "near", latitude: TMC.latitude + 0.01, longitude: TMC.longitude });
    const far = community({ slug: "far", latitude: 29.95, longitude: -95.6 });
    const columns = buildComparison({ ...input([far, nearTmc]), destination: TMC }).columns;
    expect(columns[1]?.commute?.destination.name).toBe(TMC.name);
    expect(columns[1]!.commute!.driveMinutes).toBeLessThan(columns[0]!.commute!.driveMinutes);
    expect(columns.map((c) => c.best.drive)).toEqual([false, true]);
  });

  it("marks the drive and the walk from a community placed at its ZIP code's center as approximate", () => {
    const placed = community({ slug: "placed", latitude: TMC.latitude + 0.005, longitude: TMC.longitude, locationApproximate: true });
    const own = community({ slug: "own", latitude: TMC.latitude + 0.005, longitude: TMC.longitude });
    const [approximate, exact] = buildComparison({ ...input([placed, own]), destination: TMC }).columns;
    expect(approximate?.commute).toMatchObject({ approximate: true, railWalk: { approximate: true } });
    expect(exact?.commute).toMatchObject({ approximate: false, railWalk: { approximate: false } });
    expect(approximate!.commute!.driveMinutes).toBe(exact!.commute!.driveMinutes);
  });

  it("carries each plan's latest change of rent to its line, and none for a plan without one", () => {
    const change = { rent: 1299, changedOn: "2026-05-20", previousRent: 1365, previousOn: "2026-04-02", direction: "down" as const };
    const comparison = buildComparison(input([community({ floorPlans: [plan({ rent: 1299, rentChange: change }), plan({ name: "B1", beds: 2, rent: 1900 })] })]));
    expect(comparison.columns[0]!.plans.map((line) => line.rentChange)).toEqual([change, null]);
    expect(comparison.columns[0]!.headline?.rentChange).toEqual(change);
    expect(comparison.today).toBe(TODAY);
  });

  it("has no commute without a destination and no match without preferences", () => {
    const [column] = buildComparison(input([community()])).columns;
    expect(column?.commute).toBeNull();
    expect(column?.match).toBeNull();
  });

  it("carries each community's match by slug", () => {
    const matches = new Map([["cheap", { kind: "match" as const, percentage: 87, rating: "Excellent", strengths: ["Under budget"], concerns: [] }]]);
    const columns = buildComparison({ ...input([big, cheap]), matches }).columns;
    expect(columns[0]?.match).toBeNull();
    expect(columns[1]?.match).toMatchObject({ percentage: 87 });
  });
});
