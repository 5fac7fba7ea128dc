import { describe, expect, it } from "vitest";
import { amenitySeeds } from "./data/amenities.ts";
import { neighborhoodSeeds } from "./data/neighborhoods.ts";
import { parsePetPolicy } from "../../core/pets/parse-pet-policy.ts";
import { generateApartments } from "./generate-apartments.ts";

const base = { seed: 713, referenceDate: "2026-11-22", neighborhoods: neighborhoodSeeds, amenities: amenitySeeds };

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe("generateApartments", () => {
  const apartments = generateApartments({ ...base, count: 320 });

  it("is deterministic for a seed and differs for another", () => {
    expect(generateApartments({ ...base, count: 320 })).toEqual(apartments);
    expect(generateApartments({ ...base, seed: 1, count: 320 })).not.toEqual(apartments);
  });

  it("spreads communities over every neighborhood with unique slugs", () => {
    expect(apartments).toHaveLength(320);
    expect(new Set(apartments.map((a) => a.neighborhoodSlug)).size).toBe(27);
    expect(new Set(apartments.map((a) => a.slug)).size).toBe(320);
    for (const a of apartments) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives every community 2 to 6 valid floor plans", () => {
    for (const a of apartments) {
      expect(a.floorPlans.length).toBeGreaterThanOrEqual(2);
      expect(a.floorPlans.length).toBeLessThanOrEqual(6);
      for (const p of a.floorPlans) {
        expect(p.rent).toBeGreaterThan(0);
        expect(p.sqft).toBeGreaterThan(0);
        expect((p.baths * 2) % 1).toBe(0);
        expect(p.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("keeps rents at realistic Houston levels", () => {
    const oneBed = apartments.flatMap((a) => a.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent));
    const twoBed = apartments.flatMap((a) => a.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent));
    expect(median(oneBed)).toBeGreaterThan(1150);
    expect(median(oneBed)).toBeLessThan(1600);
    expect(median(twoBed)).toBeGreaterThan(median(oneBed));
    const areaMedian = (slug: string) =>
      median(apartments.filter((a) => a.neighborhoodSlug === slug).flatMap((a) => a.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)));
    expect(areaMedian("river-oaks")).toBeGreaterThan(areaMedian("westchase"));
    expect(areaMedian("uptown")).toBeGreaterThan(areaMedian("pearland"));
  });

  it("only lets pets in where the pet amenity is present", () => {
    for (const a of apartments) {
      expect(a.petsAllowed).toBe(a.amenityNames.includes("pets"));
      if (!a.petsAllowed) expect(a.petRent).toBe(0);
    }
  });

  it("writes the pet policy's fields as its text says them, with dogs or cats exactly where pets are allowed", () => {
    for (const a of apartments) {
      expect(parsePetPolicy(a.petPolicy), a.petPolicy).toEqual(a.pets);
      expect(a.pets.dogs || a.pets.cats).toBe(a.petsAllowed);
      expect(a.pets.petRent).toBe(a.petRent);
      if (a.amenityNames.includes("dog-park")) expect(a.pets.dogs).toBe(true);
    }
    const allowing = apartments.filter((a) => a.petsAllowed);
    // The demo data shows each kind of policy: cats only, dogs only, a deposit, no weight limit.
    expect(allowing.some((a) => !a.pets.dogs)).toBe(true);
    expect(allowing.some((a) => !a.pets.cats)).toBe(true);
    expect(allowing.some((a) => a.pets.petDeposit !== null)).toBe(true);
    expect(allowing.some((a) => a.pets.dogs && a.pets.dogWeightLimitLb === null)).toBe(true);
  });
});

describe("generateApartments: move-in specials (demo data)", () => {
  const reference = "2026-11-22";
  const apartments = generateApartments({ ...base, referenceDate: reference, count: 320 });
  const runs = (s: { startsOn: string | null; endsOn: string }) => (s.startsOn === null || s.startsOn <= reference) && reference <= s.endsOn;

  it("gives a handful of communities a special, mostly running on the reference date, a few just ended or not yet started", () => {
    const specials = apartments.flatMap((a) => (a.special ? [a.special] : []));
    expect(specials).toHaveLength(20);
    expect(specials.filter(runs).length).toBeGreaterThanOrEqual(15);
    expect(specials.some((s) => s.endsOn < reference)).toBe(true);
    expect(specials.some((s) => s.startsOn !== null && s.startsOn > reference)).toBe(true);
    // A featured community (the home page's cards) has one running.
    expect(apartments.some((a) => a.featured && a.special && runs(a.special))).toBe(true);
  });

  it("writes specials the catalogue's checks accept: words with an end, a sum or months but not both, a start before the end", () => {
    for (const { special } of apartments) {
      if (!special) continue;
      expect(special.text.length).toBeGreaterThan(0);
      expect(special.text.length).toBeLessThanOrEqual(200);
      expect(special.amount === null || special.monthsFree === null).toBe(true);
      if (special.monthsFree !== null) expect(Number.isInteger(special.monthsFree * 2) && special.monthsFree >= 0.5 && special.monthsFree <= 12).toBe(true);
      if (special.amount !== null) expect(special.amount).toBeGreaterThan(0);
      if (special.startsOn !== null) expect(special.startsOn <= special.endsOn).toBe(true);
    }
  });

  it("dates the specials from the reference date: the same communities and words on another day, still running then", () => {
    const later = generateApartments({ ...base, referenceDate: "2027-03-01", count: 320 });
    expect(later.map((a) => a.special?.text ?? null)).toEqual(apartments.map((a) => a.special?.text ?? null));
    expect(later.find((a) => a.special)!.special!.endsOn > "2027-03-01").toBe(true);
  });
});
