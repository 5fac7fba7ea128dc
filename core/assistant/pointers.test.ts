/**
 * What a follow-up points at (tenth walk): "there" after a question about one neighborhood is that neighborhood; a
 * fact "for the cheapest" or "at the cheapest" is that fact of the card the figure picks, among the plans the cards
 * were shown for; "weight" is never a slip of "Heights"; a refinement asked of the last answer ("of those which allow
 * dogs") saves nothing, and the renter's own statement after a question ("ok my budget is 1100") saves. Every
 * expected answer is computed here from the test catalogue.
 */
import { describe, expect, it } from "vitest";
import type { MatchCommunity } from "../matching/types.ts";
import { describePetCharges } from "../pets/pet-policy.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { AssistantReply } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

/** A guest's chat: each message with the state the last reply returned. */
const chat = (messages: readonly string[], saved: PreferenceProfile = EMPTY_PROFILE): AssistantReply[] => replayChat(k, messages, { saved });

const cheapestPlanRent = (c: MatchCommunity, beds: number) => Math.min(...c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent));
const inHood = (id: number) => COMMUNITIES.filter((c) => c.neighborhoodId === id);

describe("'there' after a question about one neighborhood", () => {
  const cases = NEIGHBORHOODS.flatMap((n) => [1, 2].map((beds) => ({ n, beds, rents: inHood(n.id).filter((c) => c.floorPlans.some((p) => p.beds === beds)).map((c) => cheapestPlanRent(c, beds)) }))).filter(
    (c) => c.rents.length > 0,
  );

  it(`is that neighborhood: the cheapest plan there is its cheapest, in ${cases.length} neighborhood and bedroom cases`, () => {
    expect(cases.length).toBeGreaterThan(10);
    for (const { n, beds, rents } of cases) {
      const [, there] = chat([`whats the median rent in ${n.name}`, `cheapest ${beds} bed there?`]);
      expect(there!.answer?.query.scope.neighborhoods, n.name).toEqual([n.slug]);
      expect(there!.answer?.items[0]?.value, n.name).toBe(Math.min(...rents));
      expect(there!.profileChanged).toBe(false);
    }
  });
});

describe("a fact of the card a figure picks", () => {
  const hoods = NEIGHBORHOODS.filter((n) => inHood(n.id).filter((c) => c.floorPlans.some((p) => p.beds === 2)).length >= 2);

  it("'pet deposit for the cheapest' after a minimum is that community's pet charges, and saves nothing", () => {
    for (const n of hoods) {
      const [first, deposit] = chat([`cheapest 2 bed in ${n.name}`, "pet deposit for the cheapest"]);
      const winner = COMMUNITIES.find((c) => c.slug === first!.apartmentDetailsSuggested[0])!;
      expect(deposit!.apartmentDetailsSuggested, n.name).toEqual([winner.slug]);
      const charges = describePetCharges(winner.petPolicy);
      if (charges) expect(deposit!.responseMessage).toContain(charges);
      expect(deposit!.profileChanged, n.name).toBe(false);
    }
  });

  it("'units left at the cheapest' after a list of 2 beds picks the card with the cheapest 2-bed plan, not the cheapest plan of any size", () => {
    for (const n of hoods) {
      const [list, units] = chat([`what 2 beds are in ${n.name}?`, "how many units left at the cheapest"]);
      const cards = list!.apartmentDetailsSuggested.map((slug) => COMMUNITIES.find((c) => c.slug === slug)!);
      expect(cards.length, n.name).toBeGreaterThan(1);
      const lowest = Math.min(...cards.map((c) => cheapestPlanRent(c, 2)));
      const picked = COMMUNITIES.find((c) => c.slug === units!.apartmentDetailsSuggested[0]);
      expect(picked && cheapestPlanRent(picked, 2), `${n.name}: ${units!.responseMessage}`).toBe(lowest);
      expect(units!.profileChanged).toBe(false);
    }
  });

  it("'weight limit there' after one community is its pet policy: 'weight' is no slip of 'Heights'", () => {
    const takesDogs = COMMUNITIES.filter((c) => c.petPolicy.dogs).slice(0, 5);
    for (const community of takesDogs) {
      const [, limit] = chat([`tell me about ${community.title}`, "whats the pet deposit and weight limit there"]);
      expect(limit!.apartmentDetailsSuggested, community.title).toEqual([community.slug]);
      expect(limit!.answer, community.title).toBeNull();
      expect(limit!.profileChanged).toBe(false);
    }
  });
});

describe("what a refinement saves", () => {
  it("'of those which allow dogs' after a stated search asks: the list narrows and nothing is saved", () => {
    const [search, dogs] = chat(["2 bed under 2000", "of those which allow dogs"]);
    expect(search!.profileChanged).toBe(true);
    expect(dogs!.profileChanged).toBe(false);
    expect(dogs!.answer?.query.filters.animal?.kind).toBe("dog");
    expect(dogs!.answer?.query.filters.rent?.max).toBe(2000);
  });

  it("the renter's own budget said after a refined question is saved", () => {
    const [, , budget] = chat(["cheapest 1 bed downtown?", "only ones with a gym", "ok my budget is 1100"]);
    expect(budget!.profile.maxBudget).toBe(1100);
    expect(budget!.profileChanged).toBe(true);
  });
});

describe("follow-ups to the cards, the ranking and the neighborhoods just compared", () => {
  const two = NEIGHBORHOODS.filter((n) => inHood(n.id).filter((c) => c.floorPlans.some((p) => p.beds === 2)).length >= 2);

  it("'which is the better deal' after two cards compares them by rent per square foot", () => {
    for (const n of two) {
      const [list, verdict] = chat([`two cheapest 2 beds in ${n.name}`, "which is the better deal"]);
      expect(list!.apartmentDetailsSuggested, n.name).toHaveLength(2);
      expect(verdict!.answer?.operation, n.name).toBe("compare");
      expect(verdict!.answer?.query.measure, n.name).toBe("price-per-sqft");
      expect([...(verdict!.answer?.query.compared ?? [])].sort(), n.name).toEqual([...list!.apartmentDetailsSuggested].sort());
    }
  });

  it("'should I pick X or Y' compares the two neighborhoods, and 'the cheapest across both' is the cheapest in them", () => {
    const [a, b] = two as [(typeof two)[number], (typeof two)[number]];
    const [pick, both] = chat([`should i pick ${a.name} or ${b.name} for a 2 bed`, "whats the single cheapest 2 bed across both"]);
    expect(pick!.answer?.operation).toBe("compare");
    expect(pick!.answer?.subject).toBe("neighborhood");
    expect(pick!.profileChanged).toBe(false);
    const lowest = Math.min(...[...inHood(a.id), ...inHood(b.id)].filter((c) => c.floorPlans.some((p) => p.beds === 2)).map((c) => cheapestPlanRent(c, 2)));
    expect(both!.answer?.operation).toBe("min");
    expect(both!.answer?.items[0]?.value).toBe(lowest);
  });

  it("'and the second one' asks the last card question of the second card of the list", () => {
    const [list, , second] = chat(["2 beds under 2000 that take dogs?", "whats the pet policy at the first one", "and the second one"]);
    expect(second!.apartmentDetailsSuggested).toEqual([list!.apartmentDetailsSuggested[1]]);
    expect(second!.profileChanged).toBe(false);
  });

  it("'those' after a ranking of every community are the ones it showed", () => {
    const [ranked, cheapest] = chat(["closest apartments to downtown", "cheapest 1 bed among those"]);
    const shown = ranked!.apartmentDetailsSuggested.map((slug) => COMMUNITIES.find((c) => c.slug === slug)!).filter((c) => c.floorPlans.some((p) => p.beds === 1));
    expect(shown.length).toBeGreaterThan(0);
    expect(cheapest!.answer?.items[0]?.value).toBe(Math.min(...shown.map((c) => cheapestPlanRent(c, 1))));
    expect(cheapest!.answer?.total).toBe(shown.length);
  });

  it("'who does 6 month leases' lists the communities offering one, and a refinement keeps the term", () => {
    const offering = COMMUNITIES.filter((c) => c.leaseTerms.includes("6-month"));
    const [list, refined] = chat(["who does 6 month leases", "only ones with a pool"]);
    expect(list!.answer?.operation).toBe("list");
    expect(list!.answer?.total).toBe(offering.length);
    expect(refined!.answer?.query.filters.leaseTerms).toEqual(["6-month"]);
  });
});

describe("'there' and a superlative after a card", () => {
  it("'the second one, whats the cheapest unit there' is that card's cheapest plan, whatever place the question before named", () => {
    const [list, unit] = chat(["what's in downtown?", "the second one, whats the cheapest unit there"]);
    const second = COMMUNITIES.find((c) => c.slug === list!.apartmentDetailsSuggested[1])!;
    expect(unit!.apartmentDetailsSuggested).toEqual([second.slug]);
    expect(unit!.responseMessage).toContain(`$${Math.min(...second.floorPlans.map((p) => p.rent)).toLocaleString("en-US")} a month`);
  });

  it("'same for the cheapest 2 bed there' after one community is its cheapest 2-bed plan, and saves nothing", () => {
    const community = COMMUNITIES.find((c) => c.floorPlans.filter((p) => p.beds === 2).length > 0 && c.floorPlans.some((p) => p.beds < 2))!;
    const [, two] = chat([`tell me about ${community.title}`, "same for the cheapest 2 bed there"]);
    expect(two!.responseMessage).toContain(`$${cheapestPlanRent(community, 2).toLocaleString("en-US")} a month`);
    expect(two!.profileChanged).toBe(false);
  });
});
