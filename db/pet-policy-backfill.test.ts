/**
 * Migration 0025 fills the pet policy's new columns from each community's pet_policy text in SQL (PostgreSQL
 * regular expressions). It must store what core's parser reads (backfilledPetPolicy): checked on the demo data, with
 * the migration's own statements run in order on a database as it was before it (the CHECK constraints then hold),
 * and on the texts people write.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfilledPetPolicy } from "../core/pets/parse-pet-policy.ts";
import type { PetPolicy } from "../core/pets/pet-policy.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/database.ts";
import { MIGRATIONS_FOLDER } from "./client.ts";
import { apartments } from "./schema/index.ts";

const statements = readFileSync(`${MIGRATIONS_FOLDER}/0025_pet-policy-fields.sql`, "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);
const backfill = statements.find((statement) => /^UPDATE "apartments"/m.test(statement));

const NEW_COLUMNS = ["dogs_allowed", "cats_allowed", "max_pets", "dog_weight_limit_lb", "breed_restrictions", "pet_fee", "pet_deposit"];
const NEW_CONSTRAINTS = ["apartments_pets_allowed_kinds", "apartments_max_pets", "apartments_dog_weight_limit", "apartments_dog_weight_limit_dogs", "apartments_pet_charges_nonnegative"];

const TEXTS = [
  "Cats and dogs welcome, up to 2 pets per home (dogs up to 50 lb). $300 one-time pet fee and $25/month pet rent per pet. Some breed restrictions apply.",
  "No pets. Assistance animals are welcome as required by fair housing law.",
  "Dogs under 40 lbs, max 2 pets.",
  "Pets welcome (dogs up to 50 lb)",
  "Pet friendly! $400 deposit, $35 monthly pet rent.",
  "Cats only, please. $200 pet fee.",
  "Only cats; limit of two pets",
  "No dogs.",
  "No cats. Dogs up to 25 pounds.",
  "Dogs only, weight limit: 80",
  "Small dogs welcome (30-lb limit)",
  "Cats welcome. $250 non-refundable fee.",
  "Two pets, 50 lb limit.",
  "Cats and dogs welcome, two per home.",
  "One pet only. Pet rent: $30",
  "Maximum of 3 animals; pet fee of $1,000 and a $500 refundable pet deposit.",
  "Pets allowed: 2-pet limit, no breed restrictions, $20/mo.",
  "Pets welcome; aggressive breeds (pit bulls, rottweilers) are not accepted.",
  "Dogs welcome, up to 2 pets per home.",
  "Cats and small dogs allowed",
  "Pets welcome, service animals exempt from fees and deposits.",
  "Pets OK. No pet fee, no deposit, $15 pet rent.",
  "Cats welcome, $300 pet fee; service animals: no fee, no deposit, no weight limit.",
  "No pets over 50 lb, two per home",
  "Up to 12 pets, dogs under 400 lb",
  "Sorry, pets are not permitted.",
  "Pets: none (assistance animals excepted)",
  "We do not accept pets. Emotional support animals are welcome with documentation.",
  "No cats or dogs.",
  "Service dogs only.",
  "Ask the leasing office.",
  "",
  "DOGS UNDER 40 LBS!!  Max   2 pets.\nPet deposit: $350",
  "A single pet only, dogs under 20 lb; $45 a month.",
];

/** Seed-like texts with any numbers (a fixed seed: the same sample every run). */
const generatedTexts = fc.sample(
  fc
    .record({
      kinds: fc.constantFrom("Cats and dogs", "Dogs", "Cats"),
      limit: fc.integer({ min: 1, max: 12 }),
      weight: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
      fee: fc.integer({ min: 0, max: 99_999 }),
      rent: fc.integer({ min: 0, max: 500 }),
      deposit: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      breed: fc.boolean(),
    })
    .map(
      ({ kinds, limit, weight, fee, rent, deposit, breed }) =>
        `${kinds} welcome, up to ${limit} pets per home` +
        (weight ? ` (dogs up to ${weight} lb).` : ", no weight limit.") +
        ` $${fee.toLocaleString("en-US")} one-time pet fee and $${rent}/month pet rent per pet.` +
        (deposit !== null ? ` $${deposit} refundable pet deposit.` : "") +
        (breed ? " Some breed restrictions apply." : ""),
    ),
  { numRuns: 60, seed: 31 },
);

const stored = {
  id: apartments.id,
  text: apartments.petPolicy,
  petsAllowed: apartments.petsAllowed,
  petRent: apartments.petRent,
  dogs: apartments.dogsAllowed,
  cats: apartments.catsAllowed,
  maxPets: apartments.maxPets,
  dogWeightLimitLb: apartments.dogWeightLimitLb,
  breedRestrictions: apartments.breedRestrictions,
  petFee: apartments.petFee,
  petDeposit: apartments.petDeposit,
};

function policyOf(row: Omit<PetPolicy, "petRent"> & { petRent: number }): PetPolicy {
  const { dogs, cats, maxPets, dogWeightLimitLb, breedRestrictions, petFee, petDeposit, petRent } = row;
  return { dogs, cats, maxPets, dogWeightLimitLb, breedRestrictions, petFee, petDeposit, petRent };
}

for (const kind of testDatabaseKinds) {
  describe(`migration 0025's pet policy backfill (${kind})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("has the backfill between the new columns and their CHECK constraints", () => {
      const at = (pattern: RegExp) => statements.findIndex((statement) => pattern.test(statement));
      expect(backfill).toBeDefined();
      expect(at(/^UPDATE/m)).toBeGreaterThan(at(/ADD COLUMN "pet_deposit"/));
      expect(at(/^UPDATE/m)).toBeLessThan(at(/ADD CONSTRAINT/));
    });

    it("stores, on the demo data, what core's parser reads and what the seed wrote, for every community", async () => {
      const db = database.db;
      const seeded = await db.select(stored).from(apartments).orderBy(apartments.id);
      expect(seeded.length).toBeGreaterThan(0);
      // The database as it was before migration 0025, then 0025's statements in order.
      for (const name of NEW_CONSTRAINTS) await db.execute(sql.raw(`ALTER TABLE "apartments" DROP CONSTRAINT "${name}"`));
      for (const column of NEW_COLUMNS) await db.execute(sql.raw(`ALTER TABLE "apartments" DROP COLUMN "${column}"`));
      for (const statement of statements) await db.execute(sql.raw(statement));

      const migrated = await db.select(stored).from(apartments).orderBy(apartments.id);
      expect(migrated).toHaveLength(seeded.length);
      for (const [i, row] of migrated.entries()) {
        expect(policyOf(row), row.text).toEqual(backfilledPetPolicy(row.text, row.petsAllowed, row.petRent));
        expect(policyOf(row), row.text).toEqual(policyOf(seeded[i]!));
      }
      // The demo data has each kind of policy, so the comparison above covers them.
      expect(migrated.some((row) => row.petsAllowed && !row.dogs)).toBe(true);
      expect(migrated.some((row) => row.petsAllowed && !row.cats)).toBe(true);
      expect(migrated.some((row) => row.petDeposit !== null)).toBe(true);
      expect(migrated.some((row) => !row.petsAllowed)).toBe(true);
    });

    it("reads the texts people write as the parser does, whether or not pets were allowed", async () => {
      const db = database.db;
      const [template] = await db.select().from(apartments).limit(1);
      const texts = [...TEXTS, ...generatedTexts];
      const rows = texts.flatMap((text, i) =>
        [true, false].map((petsAllowed) => {
          const { id: _id, createdAt: _c, updatedAt: _u, version: _v, descriptionSearch: _d, ...columns } = template!;
          return {
            ...columns,
            slug: `pet-text-${i}-${petsAllowed ? "yes" : "no"}`,
            petPolicy: text,
            petsAllowed,
            dogsAllowed: petsAllowed,
            catsAllowed: petsAllowed,
            maxPets: null,
            dogWeightLimitLb: null,
            breedRestrictions: false,
            petFee: null,
            petDeposit: null,
            petRent: petsAllowed ? 20 : 0,
          };
        }),
      );
      await db.insert(apartments).values(rows);
      await db.execute(sql.raw(backfill!));
      const after = await db.select(stored).from(apartments).where(sql`${apartments.slug} LIKE 'pet-text-%'`);
      expect(after).toHaveLength(rows.length);
      for (const row of after) expect(policyOf(row), `${row.petsAllowed}: ${row.text}`).toEqual(backfilledPetPolicy(row.text, row.petsAllowed, row.petRent));
      await db.delete(apartments).where(sql`${apartments.slug} LIKE 'pet-text-%'`);
      expect(await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.slug, "pet-text-0-yes"))).toHaveLength(0);
    });
  });
}
