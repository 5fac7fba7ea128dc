/**
 * What a pet and parking cost, as measures (eleventh walk): "lowest pet deposit of those", then "2nd lowest deposit"
 * (the pet deposit, not a security deposit no listing records); "which one has the cheapest pet rent" after a search
 * of two neighborhoods picks a community (was a comparison of the two areas) and keeps the renter's dog; "of those
 * which has the lowest parking fee" picks by the fee (was the cheapest rent). Every expected answer is computed here
 * from the test catalogue.
 */
import { describe, expect, it } from "vitest";
import type { MatchCommunity } from "../matching/types.ts";
import { animalWelcome } from "../pets/pet-policy.ts";
import type { AssistantReply } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { amenityIdOf, COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

const chat = (messages: readonly string[]): AssistantReply[] => replayChat(k, messages);

const takesPets = (c: MatchCommunity) => c.petPolicy.dogs || c.petPolicy.cats;
const upFront = (c: MatchCommunity) => (c.petPolicy.petFee === null && c.petPolicy.petDeposit === null ? null : (c.petPolicy.petFee ?? 0) + (c.petPolicy.petDeposit ?? 0));
/** Ascending by the value, ties by title: the order README.md gives. */
const byValue = (value: (c: MatchCommunity) => number | null) => (a: MatchCommunity, b: MatchCommunity) => value(a)! - value(b)! || a.title.localeCompare(b.title, "en");
const inHood = (id: number) => COMMUNITIES.filter((c) => c.neighborhoodId === id);

describe("pet deposits and fees", () => {
  const places = NEIGHBORHOODS.filter((n) => inHood(n.id).filter((c) => takesPets(c) && upFront(c) !== null).length >= 2);

  it(`'lowest pet deposit of those', then '2nd lowest deposit', in ${places.length} neighborhoods`, () => {
    expect(places.length).toBeGreaterThan(3);
    for (const n of places) {
      const ranked = inHood(n.id).filter((c) => takesPets(c) && upFront(c) !== null).sort(byValue(upFront));
      const [, lowest, second] = chat([`pets ok in ${n.name}`, "lowest pet deposit of those", "2nd lowest deposit"]);
      expect(lowest!.answer?.query.measure, n.name).toBe("pet-fees");
      expect(lowest!.answer?.items[0]?.slug, n.name).toBe(ranked[0]!.slug);
      expect(second!.answer?.items[1]?.slug ?? second!.answer?.items[0]?.slug, n.name).toBe(ranked[1]!.slug);
      expect(second!.responseMessage, n.name).not.toContain("security deposits");
      expect(second!.profileChanged, n.name).toBe(false);
      // Another charge named after a pet-fee question is that charge, not a pet fee.
      const [, , free] = chat([`pets ok in ${n.name}`, "lowest pet deposit of those", "any w no parking fee"]);
      expect(free!.answer?.query.filters.maxParkingFee, n.name).toBe(0);
      expect(free!.answer?.query.filters.withoutAmenities, n.name).not.toContain("parking");
    }
  });
});

describe("the cheapest pet rent after a search of two neighborhoods", () => {
  const pairs = NEIGHBORHOODS.flatMap((a, i) => NEIGHBORHOODS.slice(i + 1, i + 2).map((b) => [a, b] as const)).filter(([a, b]) => [...inHood(a.id), ...inHood(b.id)].filter(takesPets).length >= 2);

  it(`picks the community, for the renter's dog, in ${pairs.length} pairs`, () => {
    const dog = { kind: "dog" as const, weightLb: 60, count: 1, assistance: false };
    for (const [a, b] of pairs) {
      const fits = [...inHood(a.id), ...inHood(b.id)].filter((c) => animalWelcome(c.petPolicy, dog).welcome);
      const [, reply] = chat([`i have a 60 lb dog, ${a.name} or ${b.name}`, "which one has the cheapest pet rent"]);
      const pair = `${a.name}/${b.name}`;
      expect(reply!.answer?.query.subject, pair).toBe("community");
      if (fits.length === 0) continue;
      expect(reply!.answer?.items[0]?.slug, pair).toBe([...fits].sort(byValue((c) => c.petPolicy.petRent))[0]!.slug);
    }
  });
});

describe("the lowest parking fee of those shown", () => {
  const parking = amenityIdOf("parking");
  const places = NEIGHBORHOODS.filter((n) => inHood(n.id).filter((c) => c.amenityIds.includes(parking) && c.floorPlans.some((p) => p.beds === 1)).length >= 2);

  it(`is the community with the cheapest parking among them, in ${places.length} neighborhoods`, () => {
    for (const n of places) {
      const withParking = inHood(n.id).filter((c) => c.amenityIds.includes(parking) && c.floorPlans.some((p) => p.beds === 1));
      const [, reply] = chat([`1 bed in ${n.name}`, "of those which has the lowest parking fee"]);
      expect(reply!.answer?.query.measure, n.name).toBe("parking-fee");
      expect(reply!.answer?.items[0]?.slug, n.name).toBe([...withParking].sort(byValue((c) => c.parkingFee))[0]!.slug);
    }
  });
});

describe("a figure of the one community just named", () => {
  const places = NEIGHBORHOODS.filter((n) => inHood(n.id).some((c) => c.floorPlans.some((p) => p.beds === 1 && p.sqft > 0)));

  it(`'whats the price per sq ft on that' is that community's, over the plans asked for, in ${places.length} neighborhoods`, () => {
    for (const n of places) {
      const [first, figure] = chat([`cheapest 1 bed in ${n.name}`, "whats the price per sq ft on that"]);
      const slug = first!.answer!.items[0]!.slug;
      const community = COMMUNITIES.find((c) => c.slug === slug)!;
      const perSqft = Math.min(...community.floorPlans.filter((p) => p.beds === 1 && p.sqft > 0).map((p) => Math.round((p.rent / p.sqft) * 100) / 100));
      expect(figure!.answer?.query.scope.communities, n.name).toEqual([slug]);
      expect(figure!.answer?.items[0]?.value, n.name).toBe(perSqft);
      expect(figure!.responseMessage, n.name).toContain(`$${perSqft.toFixed(2)} per sq ft`);
      expect(figure!.profileChanged, n.name).toBe(false);
    }
  });
});

describe("'is it under N' of the one community just named", () => {
  const places = NEIGHBORHOODS.filter((n) => inHood(n.id).some((c) => c.floorPlans.some((p) => p.beds === 2)));

  it(`says yes or no with the plan's rent and saves no budget, in ${places.length} neighborhoods x 4 sums`, () => {
    for (const n of places) {
      for (const delta of [-100, -1, 1, 250]) {
        const [first] = chat([`biggest 2 bed in ${n.name}`]);
        const plan = first!.answer!.items[0]!.plan!;
        const sum = plan.rent + delta;
        const [, verdict] = chat([`biggest 2 bed in ${n.name}`, `is it under ${sum}`]);
        const message = `${n.name}: under ${sum}`;
        expect(verdict!.responseMessage, message).toMatch(new RegExp(`^\\S+ ${delta > 0 ? "Yes" : "No"}: the ${plan.name} `));
        expect(verdict!.responseMessage, message).toContain(`$${plan.rent.toLocaleString("en-US")} a month`);
        expect(verdict!.profileChanged, message).toBe(false);
      }
    }
  });
});

describe("the shortest lease", () => {
  const TERMS = ["month-to-month", "3-month", "6-month", "12-month", "18-month", "24-month"];

  it(`lists the communities offering the shortest term any of the place's communities offers, in ${NEIGHBORHOODS.length} neighborhoods`, () => {
    for (const n of NEIGHBORHOODS) {
      const here = inHood(n.id);
      const shortest = TERMS.find((term) => here.some((c) => (c.leaseTerms as readonly string[]).includes(term)));
      if (!shortest) continue;
      const reply = chat([`what places in ${n.name} have the shortest lease?`])[0]!;
      expect(reply.answer?.query.filters.leaseTerms, n.name).toEqual([shortest]);
      expect(reply.answer?.total, n.name).toBe(here.filter((c) => (c.leaseTerms as readonly string[]).includes(shortest)).length);
      expect(reply.profileChanged, n.name).toBe(false);
    }
  });
});
