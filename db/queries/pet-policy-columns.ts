/**
 * A community's pet policy as its columns hold it (migration 0025, decision 031), and the PetPolicy the product
 * reasons with: one definition for every reader (the apartment page, /compare, client options, the catalogue
 * snapshot of matching and A.L.I., listing cards).
 */
import type { PetPolicy } from "../../core/pets/pet-policy.ts";
import { apartments } from "../schema/index.ts";

export const petPolicyColumns = {
  dogsAllowed: apartments.dogsAllowed,
  catsAllowed: apartments.catsAllowed,
  maxPets: apartments.maxPets,
  dogWeightLimitLb: apartments.dogWeightLimitLb,
  breedRestrictions: apartments.breedRestrictions,
  petFee: apartments.petFee,
  petDeposit: apartments.petDeposit,
  petRent: apartments.petRent,
};

export type PetPolicyRow = Pick<typeof apartments.$inferSelect, keyof typeof petPolicyColumns>;

export function petPolicyOf(row: PetPolicyRow): PetPolicy {
  return {
    dogs: row.dogsAllowed,
    cats: row.catsAllowed,
    maxPets: row.maxPets,
    dogWeightLimitLb: row.dogWeightLimitLb,
    breedRestrictions: row.breedRestrictions,
    petFee: row.petFee,
    petDeposit: row.petDeposit,
    petRent: row.petRent,
  };
}
