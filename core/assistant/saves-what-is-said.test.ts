/**
 * What a renter says about themselves saves what it means, not the words it shares with a wish (ninth walk): an allergy
 * is no pet, a rehomed dog takes Pet Friendly off, two incomes said together are one household's, and a commute named
 * before the word ("save the med center as my commute") is the commute, not a neighborhood to live in.
 */
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import { readBudgetPeriod } from "./query/budget-periods.ts";
import { respond } from "./respond.ts";
import { amenityIdOf, COMMUNITIES, knowledge } from "./test-knowledge.ts";

const k = knowledge();
const ask = (message: string, saved: PreferenceProfile = EMPTY_PROFILE) => respond({ message, channel: "assistant", profile: saved, history: [] }, k);
const pets = amenityIdOf("pets");
const withPets = profile({ amenities: [{ id: pets, requirement: null }] });

describe("what is said about the renter saves what it means", () => {
  it("never saves Pet Friendly for an allergy, and lists pet-free buildings when asked for ones that don't allow them", () => {
    for (const message of ["im allergic to cats lol is there any building that doesnt allow them", "I'm allergic to dogs", "severe cat allergy here"]) {
      const reply = ask(message);
      expect(reply.profile.amenities.map((a) => a.id), message).not.toContain(pets);
    }
    const reply = ask("im allergic to cats lol is there any building that doesnt allow them");
    expect(reply.answer?.query.filters.petFree).toBe(true);
    expect(reply.answer?.total).toBe(COMMUNITIES.filter((c) => !c.petPolicy.dogs && !c.petPolicy.cats).length);
  });

  it("takes Pet Friendly off when the renter has no pet any more, and keeps it for a pet they have", () => {
    for (const message of ["Please forget my pets, I had to rehome my dog.", "i dont have any pets", "we gave away our cat", "no pets anymore"]) {
      const reply = ask(message, withPets);
      expect(reply.profile.amenities.map((a) => a.id), message).not.toContain(pets);
      expect(reply.updateNotification, message).toContain("Removed Pet Friendly");
      expect(reply.answer?.query.filters.animal ?? null, message).toBeNull();
    }
    expect(ask("i have a dog").profile.amenities.map((a) => a.id)).toContain(pets);
  });

  it("adds two incomes said together, and reads a count after an income as no second income", () => {
    expect(readBudgetPeriod("me and my gf make like 45k and 52k")?.origin).toEqual({ kind: "income", amount: 97_000, period: "year" });
    expect(readBudgetPeriod("we make 4000 and 3500 a month")?.origin).toEqual({ kind: "income", amount: 7_500, period: "month" });
    expect(readBudgetPeriod("i make 60k and need 2 bedrooms")?.origin).toEqual({ kind: "income", amount: 60_000, period: "year" });
    expect(readBudgetPeriod("i make 60k and 2 beds")?.origin).toEqual({ kind: "income", amount: 60_000, period: "year" });
    // A third of $97,000 a year, a month.
    expect(ask("me and my gf make like 45k and 52k, want a 2 bed").profile.maxBudget).toBe(Math.floor(97_000 / 12 / 3));
  });

  it("saves a commute named before the word as the commute, never as a neighborhood", () => {
    for (const [message, place] of [["save the med center as my commute", "the med center"], ["make downtown my commute", "downtown"], ["set my commute to rice university", "rice university"], ["use the galleria as my work location", "the galleria"]] as const) {
      const reply = ask(message);
      expect(reply.profile.commuteTo, message).toBe(place);
      expect(reply.profile.neighborhoodIds, message).toEqual([]);
    }
  });

  it("reads back whether pets are saved", () => {
    expect(ask("do i have any pets saved?", withPets).responseMessage).toMatch(/^Pet Friendly is saved/);
    expect(ask("what pets do I have on file now").responseMessage).toMatch(/^You haven't saved any preferences yet/);
    expect(ask("what pets do I have on file now", profile({ maxBudget: 1500 })).responseMessage).toMatch(/^No pets are saved/);
  });
});
