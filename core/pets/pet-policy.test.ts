import { describe, expect, it } from "vitest";
import { animalWelcome, describePetCharges, describePetPolicy, NO_PETS, petCharges, type PetPolicy } from "./pet-policy.ts";

const CATS_AND_DOGS: PetPolicy = { dogs: true, cats: true, maxPets: 2, dogWeightLimitLb: 50, breedRestrictions: true, petFee: 300, petDeposit: null, petRent: 25 };

describe("describePetCharges", () => {
  it("says each charge the policy states, per pet, and leaves out what it does not", () => {
    expect(describePetCharges(CATS_AND_DOGS)).toBe("$300 one-time fee and $25/month pet rent per pet");
    expect(describePetCharges({ ...CATS_AND_DOGS, petDeposit: 1500, petFee: 1000 })).toBe("$1,000 one-time fee, $1,500 deposit and $25/month pet rent per pet");
    expect(describePetCharges({ ...CATS_AND_DOGS, petFee: null, petRent: 40 })).toBe("$40/month pet rent per pet");
  });

  it("says a charge that is none, and nothing for a community without pets", () => {
    expect(describePetCharges({ ...CATS_AND_DOGS, petFee: 0, petDeposit: 0, petRent: 0 })).toBe("No pet fee, no deposit and no pet rent");
    expect(describePetCharges({ ...CATS_AND_DOGS, petFee: null, petRent: 0 })).toBe("No pet rent");
    expect(describePetCharges(NO_PETS)).toBeNull();
  });
});

describe("describePetPolicy and the charges of an assistance animal", () => {
  it("words the policy from its fields", () => {
    expect(describePetPolicy(CATS_AND_DOGS)).toBe("Cats and dogs (dogs up to 50 lb), up to 2 pets");
    expect(describePetPolicy({ ...CATS_AND_DOGS, dogs: false, maxPets: 1 })).toBe("Cats only, up to 1 pet");
  });

  it("charges nothing for an assistance animal, whatever the policy", () => {
    expect(petCharges({ ...CATS_AND_DOGS, petDeposit: 500 }, { kind: "dog", weightLb: 90, count: 1, assistance: true })).toEqual({ monthly: 0, oneTime: 0, deposit: 0 });
    expect(petCharges({ ...CATS_AND_DOGS, petDeposit: 500 }, { kind: "dog", weightLb: 30, count: 2, assistance: false })).toEqual({ monthly: 50, oneTime: 600, deposit: 1000 });
  });
});

describe("animalWelcome for a breed many communities refuse", () => {
  it("takes it only where the policy restricts no breeds; an assistance animal and a cat are not held to it", () => {
    const pit = { kind: "dog" as const, weightLb: 45, count: 1, assistance: false, restrictedBreed: true };
    expect(animalWelcome(CATS_AND_DOGS, pit)).toEqual({ welcome: false, reason: "breed" });
    expect(animalWelcome({ ...CATS_AND_DOGS, breedRestrictions: false }, pit)).toEqual({ welcome: true, assistance: false });
    expect(animalWelcome(CATS_AND_DOGS, { ...pit, restrictedBreed: false })).toEqual({ welcome: true, assistance: false });
    expect(animalWelcome(CATS_AND_DOGS, { ...pit, assistance: true })).toEqual({ welcome: true, assistance: true });
  });
});

describe("animalWelcome for a dog and a cat", () => {
  it("takes both only where dogs and cats are taken, the dog within the weight limit and all of them within the count", () => {
    const both = { kind: "dog" as const, weightLb: 30, count: 2, assistance: false, alsoCat: true };
    expect(animalWelcome(CATS_AND_DOGS, both).welcome).toBe(true);
    expect(animalWelcome({ ...CATS_AND_DOGS, cats: false }, both)).toEqual({ welcome: false, reason: "kind" });
    expect(animalWelcome(CATS_AND_DOGS, { ...both, weightLb: 60 })).toMatchObject({ welcome: false, reason: "weight" });
    expect(animalWelcome({ ...CATS_AND_DOGS, maxPets: 1 }, both)).toMatchObject({ welcome: false, reason: "count" });
  });
});
