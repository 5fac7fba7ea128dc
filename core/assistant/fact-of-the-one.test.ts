/**
 * A fact asked of the one community the last answer named first (issue 27, eighth walk): "how many bathrooms does
 * that one have", "open units?", "year built?", "what's the cheapest unit there", "any weight limit", and "what's the
 * drive for the cheapest one" after a list. Each expected answer is computed here from the test catalogue, for every
 * neighborhood and bedroom count that has a winner, never from a reply.
 */
import { describe, expect, it } from "vitest";
import { formatDollars } from "../format/ranges.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { bathsLabel, bedsLabel } from "../matching/wording.ts";
import { describePetPolicy } from "../pets/pet-policy.ts";
import { profile } from "../matching/test-fixtures.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { AssistantReply } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

/** A chat: each message after the one before, with the state and history the client keeps. */
const chat = (messages: readonly string[], saved: PreferenceProfile = EMPTY_PROFILE): AssistantReply[] => replayChat(k, messages, { who: "signed in", saved });

/** The cheapest plan of `beds` bedrooms in a neighborhood (ties: the community first in title order), computed here. */
function cheapestPlan(neighborhoodId: number, beds: number): { community: MatchCommunity; plan: MatchPlan } | null {
  const found = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodId)
    .flatMap((community) => community.floorPlans.filter((plan) => plan.beds === beds).map((plan) => ({ community, plan })))
    .sort((a, b) => a.plan.rent - b.plan.rent);
  // A tie on rent makes "the one" a matter of order: those cases are left out.
  if (found.length === 0 || (found.length > 1 && found[1]!.plan.rent === found[0]!.plan.rent)) return null;
  return found[0]!;
}

const CASES = NEIGHBORHOODS.flatMap((n) => [1, 2, 3].map((beds) => ({ n, beds, found: cheapestPlan(n.id, beds) }))).filter((c) => c.found !== null);

describe("a fact of the one just named", () => {
  it(`answers the bathrooms, units open and year of the cheapest plan just shown, in ${CASES.length} neighborhood and bedroom cases`, () => {
    expect(CASES.length).toBeGreaterThan(10);
    for (const { n, beds, found } of CASES) {
      const { community, plan } = found!;
      const asked = `cheapest ${beds} bed in ${n.name}`;
      const [first, baths] = chat([asked, "how many bathrooms does that one have"]);
      expect(first!.apartmentDetailsSuggested[0], asked).toBe(community.slug);
      expect(baths!.responseMessage, asked).toContain(`The ${plan.name} (${bedsLabel(plan.beds)}) at ${community.title} has ${bathsLabel(plan.baths)}.`);
      const [, units] = chat([asked, "open units?"]);
      expect(units!.responseMessage, asked).toContain(`The ${plan.name} (${bedsLabel(plan.beds)}) at ${community.title}: ${plan.unitsAvailable > 0 ? `${plan.unitsAvailable} unit` : "no unit open"}`);
      const [, year] = chat([asked, "year built?"]);
      expect(year!.responseMessage, asked).toContain(`${community.title} was built in ${community.yearBuilt}.`);
      const [, pets] = chat([asked, "any weight limit"]);
      expect(pets!.responseMessage, asked).toContain(describePetPolicy(community.petPolicy));
      for (const reply of [baths, units, year, pets]) expect(reply!.profileChanged, asked).toBe(false);
    }
  });

  it("answers 'what's the cheapest unit there' with that community's cheapest plan, not the city's", () => {
    const [most, there] = chat(["which community has the most units open right now", "whats the cheapest unit there"]);
    const one = COMMUNITIES.find((c) => c.slug === most!.apartmentDetailsSuggested[0])!;
    const cheapest = [...one.floorPlans].sort((a, b) => a.rent - b.rent)[0]!;
    expect(there!.apartmentDetailsSuggested).toEqual([one.slug]);
    expect(there!.responseMessage).toContain(`The cheapest plan at ${one.title} is the ${cheapest.name} (${bedsLabel(cheapest.beds)}): ${formatDollars(cheapest.rent)} a month`);
  });

  it("answers 'what's the drive for the cheapest one' after a list with the drive from the card of the lowest rent to the saved commute", () => {
    const saved = profile({ commuteTo: "Texas Medical Center", neighborhoodIds: [NEIGHBORHOODS.find((n) => n.slug === "montrose")!.id] });
    const [list, drive] = chat(["find me apartments", "whats the drive for the cheapest one"], saved);
    const shown = list!.apartmentDetailsSuggested.map((slug) => COMMUNITIES.find((c) => c.slug === slug)!);
    expect(shown.length).toBeGreaterThan(1);
    const lowest = Math.min(...shown.map((c) => Math.min(...c.floorPlans.map((p) => p.rent))));
    const cheapest = shown.find((c) => Math.min(...c.floorPlans.map((p) => p.rent)) === lowest)!;
    expect(drive!.responseMessage).toContain(`From ${cheapest.title} to`);
    expect(drive!.profileChanged).toBe(false);
  });
});

describe("facts of the cards shown and the drive to 'my job' (ninth walk)", () => {
  it("answers 'pet deposit and fee for each one?' with each card's pet charges", () => {
    const [list, charges] = chat(["which places take pets?", "pet deposit and fee for each one?"]);
    const shown = list!.apartmentDetailsSuggested.slice(0, 5).map((slug) => COMMUNITIES.find((c) => c.slug === slug)!);
    expect(shown.length).toBeGreaterThan(1);
    expect(charges!.apartmentDetailsSuggested).toEqual(shown.map((c) => c.slug));
    for (const c of shown) expect(charges!.responseMessage).toContain(describePetPolicy(c.petPolicy));
  });

  it("reads 'how far is the second one from my job' as the drive to the saved commute", () => {
    const saved = profile({ commuteTo: "Texas Medical Center", neighborhoodIds: [NEIGHBORHOODS.find((n) => n.slug === "montrose")!.id] });
    const [list, drive] = chat(["find me apartments", "how far is the second one from my job exactly"], saved);
    const second = COMMUNITIES.find((c) => c.slug === list!.apartmentDetailsSuggested[1])!;
    expect(drive!.responseMessage).toContain(`From ${second.title} to Texas Medical Center`);
  });
});
