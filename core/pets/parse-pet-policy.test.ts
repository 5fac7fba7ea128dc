import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backfilledPetPolicy, normalizePetPolicyText, parsePetPolicy, PET_POLICY_PATTERNS } from "./parse-pet-policy.ts";
import { NO_PETS, type PetPolicy } from "./pet-policy.ts";

const policy = (overrides: Partial<PetPolicy>): PetPolicy => ({
  dogs: true,
  cats: true,
  maxPets: null,
  dogWeightLimitLb: null,
  breedRestrictions: false,
  petFee: null,
  petDeposit: null,
  petRent: 0,
  ...overrides,
});

describe("parsePetPolicy: the seed's sentences", () => {
  it("reads a policy with a weight limit and breed restrictions", () => {
    expect(
      parsePetPolicy(
        "Cats and dogs welcome, up to 2 pets per home (dogs up to 50 lb). $300 one-time pet fee and $25/month pet rent per pet. Some breed restrictions apply.",
      ),
    ).toEqual(policy({ maxPets: 2, dogWeightLimitLb: 50, breedRestrictions: true, petFee: 300, petRent: 25 }));
  });

  it("reads 'no weight limit' as no limit", () => {
    expect(parsePetPolicy("Cats and dogs welcome, up to 3 pets per home, no weight limit. $500 one-time pet fee and $40/month pet rent per pet.")).toEqual(
      policy({ maxPets: 3, petFee: 500, petRent: 40 }),
    );
  });

  it("reads the no-pets sentence as no pets: the assistance animals it mentions are not pets", () => {
    expect(parsePetPolicy("No pets. Assistance animals are welcome as required by fair housing law.")).toEqual(NO_PETS);
  });
});

describe("parsePetPolicy: how people write it", () => {
  it.each<[string, Partial<PetPolicy>]>([
    ["Dogs under 40 lbs, max 2 pets.", { maxPets: 2, dogWeightLimitLb: 40 }],
    ["Pets welcome (dogs up to 50 lb)", { dogWeightLimitLb: 50 }],
    ["Pet friendly! $400 deposit, $35 monthly pet rent.", { petDeposit: 400, petRent: 35 }],
    ["Cats only, please. $200 pet fee.", { dogs: false, petFee: 200 }],
    ["Only cats; limit of two pets", { dogs: false, maxPets: 2 }],
    ["No dogs.", { dogs: false }],
    ["No cats. Dogs up to 25 pounds.", { cats: false, dogWeightLimitLb: 25 }],
    ["Dogs only, weight limit: 80", { cats: false, dogWeightLimitLb: 80 }],
    ["Small dogs welcome (30-lb limit)", { cats: false, dogWeightLimitLb: 30 }],
    ["Cats welcome. $250 non-refundable fee.", { dogs: false, petFee: 250 }],
    ["Two pets, 50 lb limit.", { maxPets: 2, dogWeightLimitLb: 50 }],
    ["Cats and dogs welcome, two per home.", { maxPets: 2 }],
    ["One pet only. Pet rent: $30", { maxPets: 1, petRent: 30 }],
    ["Maximum of 3 animals; pet fee of $1,000 and a $500 refundable pet deposit.", { maxPets: 3, petFee: 1000, petDeposit: 500 }],
    ["Pets allowed: 2-pet limit, no breed restrictions, $20/mo.", { maxPets: 2, petRent: 20 }],
    ["Pets welcome; aggressive breeds (pit bulls, rottweilers) are not accepted.", { breedRestrictions: true }],
    ["Dogs welcome, up to 2 pets per home.", { cats: false, maxPets: 2 }],
    ["Cats and small dogs allowed", {}],
    ["Pets welcome, service animals exempt from fees and deposits.", {}],
    ["Pets OK. No pet fee, no deposit, $15 pet rent.", { petFee: 0, petDeposit: 0, petRent: 15 }],
    ["$25 pet rent", { petRent: 25 }],
    ["A single pet only, dogs under 20 lb; $45 a month.", { maxPets: 1, dogWeightLimitLb: 20, petRent: 45 }],
  ])("%s", (text, expected) => {
    expect(parsePetPolicy(text)).toEqual(policy(expected));
  });

  it.each([
    "No pets allowed.",
    "Sorry, pets are not permitted.",
    "Pet-free community; service animals welcome.",
    "Pets: none (assistance animals excepted)",
    "We do not accept pets. Emotional support animals are welcome with documentation.",
    "No cats or dogs.",
    "No dogs. No cats.",
    "Service dogs only.",
    "",
    "Ask the leasing office.",
  ])("%s: no pets", (text) => {
    expect(parsePetPolicy(text)).toEqual(NO_PETS);
  });

  it("reads 'no pets over 50 lb' as a limit, not as no pets", () => {
    expect(parsePetPolicy("No pets over 50 lb, two per home")).toEqual(policy({ maxPets: 2, dogWeightLimitLb: 50 }));
  });

  it("leaves out of range numbers unknown: more than nine pets, a dog of over 300 lb", () => {
    expect(parsePetPolicy("Up to 12 pets, dogs under 400 lb")).toEqual(policy({}));
  });

  it("keeps what an assistance animal clause says out of the policy (no fee for them is not the pets' fee)", () => {
    expect(parsePetPolicy("Cats welcome, $300 pet fee; service animals: no fee, no deposit, no weight limit.")).toEqual(
      policy({ dogs: false, petFee: 300 }),
    );
    expect(normalizePetPolicyText("Dogs OK (Service Animals Welcome). Cats too.")).toBe("dogs ok ( ). cats too.");
  });
});

describe("parsePetPolicy: texts written the seed's way, for any numbers", () => {
  it("reads back every part", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
        fc.boolean(),
        fc.constantFrom("Cats and dogs", "Dogs", "Cats"),
        (limit, weight, fee, rent, deposit, breed, kinds) => {
          const dogs = kinds !== "Cats";
          const text =
            `${kinds} welcome, up to ${limit} pets per home` +
            (dogs ? (weight ? ` (dogs up to ${weight} lb).` : ", no weight limit.") : ".") +
            ` $${fee.toLocaleString("en-US")} one-time pet fee and $${rent}/month pet rent per pet.` +
            (deposit !== null ? ` $${deposit} refundable deposit.` : "") +
            (breed ? " Some breed restrictions apply." : "");
          expect(parsePetPolicy(text)).toEqual({
            dogs,
            cats: kinds !== "Dogs",
            maxPets: limit,
            dogWeightLimitLb: dogs ? weight : null,
            breedRestrictions: breed,
            petFee: fee,
            petDeposit: deposit,
            petRent: rent,
          });
        },
      ),
    );
  });
});

describe("backfilledPetPolicy (migration 0025's rule)", () => {
  it("takes the flag for whether pets are taken and the text for the rest, keeping the stored pet rent", () => {
    expect(backfilledPetPolicy("Cats only. $200 pet fee, $20/month pet rent.", true, 25)).toEqual(policy({ dogs: false, petFee: 200, petRent: 25 }));
    expect(backfilledPetPolicy("Cats and dogs welcome", false, 0)).toEqual(NO_PETS);
  });

  it("reads pets allowed with a text that names no pet, or says none, as cats and dogs with no limits known", () => {
    expect(backfilledPetPolicy("Ask the leasing office.", true, 30)).toEqual(policy({ petRent: 30 }));
    expect(backfilledPetPolicy("No pets, up to 2 per home.", true, 0)).toEqual(policy({}));
  });
});

describe("the patterns", () => {
  it("use only syntax PostgreSQL's regular expressions share: no lookbehind, lazy quantifiers or named groups", () => {
    for (const [name, source] of Object.entries(PET_POLICY_PATTERNS)) {
      expect(source, name).not.toMatch(/\(\?<|[*+?}]\?/);
      expect(source, name).not.toMatch(/\\[wWdDsS]\b.*\\[pP]\{/);
    }
  });
});
