/**
 * A community's pet policy as data the product can reason with (issue 27): which kinds of pet it takes,
 * how many, how heavy a dog may be, breed restrictions, and what a pet costs. The policy text a community
 * writes stays beside it for the details a field cannot hold.
 *
 * An assistance animal (a service animal or an emotional support animal) is not a pet: fair-housing law
 * lets a renter with a disability keep one whatever the pet policy says, with no pet fee, deposit, pet
 * rent, breed or weight limit. `animalWelcome` and `petCharges` are the one place that rule lives.
 */

export interface PetPolicy {
  dogs: boolean;
  cats: boolean;
  /** At most this many pets per home; null when the policy sets no number. */
  maxPets: number | null;
  /** The heaviest dog the community takes, in pounds; null when there is no weight limit. */
  dogWeightLimitLb: number | null;
  /** Some breeds are refused (the policy text says which). */
  breedRestrictions: boolean;
  /** One-time pet fee in whole dollars, per pet; null when unknown. */
  petFee: number | null;
  /** Refundable pet deposit in whole dollars, per pet; null when unknown or none. */
  petDeposit: number | null;
  /** Monthly pet rent in whole dollars, per pet. */
  petRent: number;
}

export const PET_KINDS = ["dog", "cat"] as const;
export type PetKind = (typeof PET_KINDS)[number];

/** The animal a renter names: "a 70 lb lab", "two cats", "my service dog". */
export interface RenterAnimal {
  kind: PetKind | "any";
  /** Pounds, when the renter said. */
  weightLb: number | null;
  /** How many animals of this kind (1 unless said). */
  count: number;
  /** A service or emotional support animal: not a pet. */
  assistance: boolean;
  /** A dog and a cat too: both kinds must be taken (`count` is all of them). */
  alsoCat?: boolean;
  /**
   * A breed many communities refuse ("a pit mix", "my rottweiler"), or a renter asking for no breed restrictions: only a
   * policy with none takes it (policies record whether some breeds are refused, and their text says which).
   */
  restrictedBreed?: boolean;
}

export const NO_PETS: PetPolicy = { dogs: false, cats: false, maxPets: null, dogWeightLimitLb: null, breedRestrictions: false, petFee: null, petDeposit: null, petRent: 0 };

/** Why a community does or does not take the renter's animal. */
export type AnimalVerdict =
  | { welcome: true; assistance: boolean }
  | { welcome: false; reason: "no-pets" | "kind" | "weight" | "count" | "breed"; limit?: number };

export function animalWelcome(policy: PetPolicy, animal: RenterAnimal): AnimalVerdict {
  if (animal.assistance) return { welcome: true, assistance: true };
  if (!policy.dogs && !policy.cats) return { welcome: false, reason: "no-pets" };
  if (animal.kind === "dog" && !policy.dogs) return { welcome: false, reason: "kind" };
  if ((animal.kind === "cat" || animal.alsoCat === true) && !policy.cats) return { welcome: false, reason: "kind" };
  if (animal.kind === "dog" && animal.weightLb !== null && policy.dogWeightLimitLb !== null && animal.weightLb > policy.dogWeightLimitLb) {
    return { welcome: false, reason: "weight", limit: policy.dogWeightLimitLb };
  }
  if (policy.maxPets !== null && animal.count > policy.maxPets) return { welcome: false, reason: "count", limit: policy.maxPets };
  if (animal.restrictedBreed === true && animal.kind === "dog" && policy.breedRestrictions) return { welcome: false, reason: "breed" };
  return { welcome: true, assistance: false };
}

/** What the renter's animal costs at the community: nothing for an assistance animal. */
export function petCharges(policy: PetPolicy, animal: RenterAnimal): { monthly: number; oneTime: number; deposit: number } {
  if (animal.assistance) return { monthly: 0, oneTime: 0, deposit: 0 };
  return { monthly: policy.petRent * animal.count, oneTime: (policy.petFee ?? 0) * animal.count, deposit: (policy.petDeposit ?? 0) * animal.count };
}

/** "Cats and dogs (dogs up to 50 lb), up to 2 pets", "No pets". */
export function describePetPolicy(policy: PetPolicy): string {
  if (!policy.dogs && !policy.cats) return "No pets";
  const kinds = policy.dogs && policy.cats ? "Cats and dogs" : policy.dogs ? "Dogs only" : "Cats only";
  const weight = policy.dogs ? (policy.dogWeightLimitLb !== null ? ` (dogs up to ${policy.dogWeightLimitLb} lb)` : " (no weight limit)") : "";
  const count = policy.maxPets !== null ? `, up to ${policy.maxPets} pet${policy.maxPets === 1 ? "" : "s"}` : "";
  return `${kinds}${weight}${count}`;
}

/**
 * What a pet costs, per pet: "$300 one-time fee, $250 deposit and $25/month pet rent per pet"; a charge the policy
 * does not state is left out, one it says is none is said ("no pet rent"). Null where no pets are taken.
 */
export function describePetCharges(policy: PetPolicy): string | null {
  if (!policy.dogs && !policy.cats) return null;
  const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;
  const parts = [
    policy.petFee === null ? null : policy.petFee === 0 ? "no pet fee" : `${dollars(policy.petFee)} one-time fee`,
    policy.petDeposit === null ? null : policy.petDeposit === 0 ? "no deposit" : `${dollars(policy.petDeposit)} deposit`,
    policy.petRent === 0 ? "no pet rent" : `${dollars(policy.petRent)}/month pet rent`,
  ].filter((part): part is string => part !== null);
  const charged = parts.some((part) => part.startsWith("$"));
  const text = `${parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]}${charged ? " per pet" : ""}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a renter with a service or emotional support animal is told wherever a pet policy is shown. */
export const ASSISTANCE_ANIMAL_NOTE = "Service and emotional support animals are not pets: no pet fee, deposit, rent, breed or weight limit applies to them.";

/** A policy from the two facts older data holds (pets allowed, pet rent): cats and dogs, no limits known. */
export function basicPetPolicy(petsAllowed: boolean, petRent: number): PetPolicy {
  return petsAllowed ? { dogs: true, cats: true, maxPets: null, dogWeightLimitLb: null, breedRestrictions: false, petFee: null, petDeposit: null, petRent } : { ...NO_PETS };
}
