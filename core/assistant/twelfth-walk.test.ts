/**
 * What the twelfth walk found about saving, over the test catalogue's neighborhoods and amenities:
 * - "save that search" right after a question saves that question's criteria (and only then: with nothing asked
 *   before, nothing is saved from it);
 * - a question led by an adverb ("realistically can I live without a car there") or typed short ("hw much is it w/
 *   parking") saves nothing;
 * - taking an amenity off ("take pool off my list") takes it off the answer's filters as well as the profile;
 * - a drive named by a plain noun in a comparison goes to the commute the renter states in the same message.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { asksToSaveLastQuery } from "./save-last-query.ts";
import { replayChat } from "./test-chat.ts";
import { AMENITIES, COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";

const k = knowledge();
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));
const SAYABLE = AMENITIES.filter((a) => a.name !== "pets" && a.name !== "parking").map((a) => ({ ...a, said: a.displayName.toLowerCase() }));

describe("save that search", () => {
  it(`saves the criteria of the question just asked, in ${LISTED.length} neighborhoods`, () => {
    for (const n of LISTED) {
      const [asked, saved] = replayChat(k, [`whats the cheapest 2 bed in ${n.name} under 2400?`, "k save that search"]);
      expect(asked!.profileChanged, n.name).toBe(false);
      expect(saved!.profileChanged, n.name).toBe(true);
      expect(saved!.profile.neighborhoodIds, n.name).toEqual([n.id]);
      expect(saved!.profile.bedrooms, n.name).toBe(2);
      expect(saved!.profile.maxBudget, n.name).toBe(2400);
      expect(saved!.updateNotification, n.name).toMatch(new RegExp(`Added ${n.name}`));
    }
  });

  it("saves an amenity the question named", () => {
    for (const a of SAYABLE.slice(0, 8)) {
      const [, saved] = replayChat(k, [`which places in ${LISTED[0]!.name} have a ${a.said}?`, "save that please"]);
      expect(saved!.profile.amenities.map((w) => w.id), a.said).toContain(a.id);
    }
  });

  it("reads only a whole request to save, not a wish that uses the word", () => {
    for (const yes of ["save that search", "ok save that", "yes please save those criteria", "can you save that to my profile", "keep that as my search"]) expect(asksToSaveLastQuery(yes), yes).toBe(true);
    for (const no of ["i want to save money", "save me a spot", "which one saves me the most", "save 200 a month"]) expect(asksToSaveLastQuery(no), no).toBe(false);
  });
});

describe("questions that saved before", () => {
  it("a question led by an adverb saves no place", () => {
    for (const n of LISTED) {
      for (const message of [`realistically can i live without a car in ${n.name}`, `honestly is ${n.name} walkable`]) {
        const [reply] = replayChat(k, [message]);
        expect(reply!.profileChanged, message).toBe(false);
      }
    }
  });

  it("a question typed short saves nothing, and 'how much is it w/ parking' is that one's rent plus parking", () => {
    const parking = AMENITIES.find((a) => a.name === "parking")!.id;
    let checked = 0;
    for (const n of LISTED) {
      const [first, reply] = replayChat(k, [`wat r the cheapest 1 bed in ${n.name}`, "hw much is it w/ parking"]);
      expect(first!.profileChanged, n.name).toBe(false);
      expect(reply!.profileChanged, n.name).toBe(false);
      const community = COMMUNITIES.find((c) => c.slug === first!.apartmentDetailsSuggested[0])!;
      if (!community.amenityIds.includes(parking)) continue;
      const allIn = Math.min(...community.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent + community.parkingFee));
      expect(reply!.responseMessage, n.name).toContain(`$${allIn.toLocaleString("en-US")} a month all-in`);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});

describe("taking an amenity off", () => {
  it(`takes it off the answer too, for ${SAYABLE.length} amenities`, () => {
    const [gym] = SAYABLE.filter((a) => a.name === "gym");
    for (const a of SAYABLE.filter((x) => x !== gym)) {
      const replies = replayChat(k, [`i want a ${a.said} and a ${gym!.said}, 2 bed`, `take ${a.said} off my list`]);
      const reply = replies[1]!;
      expect(reply.profile.amenities.map((w) => w.id), a.said).not.toContain(a.id);
      expect(reply.answer?.query.filters.amenities ?? [], a.said).not.toContain(a.name);
    }
  });
});

describe("a drive in a comparison", () => {
  it("goes to the commute stated in the same message", () => {
    const [a, b] = LISTED.filter((n) => n.slug !== "downtown");
    const reply = replayChat(k, [`i work downtown, would i save time living in ${a!.name} and driving or in ${b!.name}`], { saved: EMPTY_PROFILE })[0]!;
    expect(reply.responseMessage).not.toMatch(/couldn't place/);
    expect(reply.answer?.query.destination ?? "").toMatch(/downtown/i);
  });
});

describe("batch 3: floors, hypothetical drops, a community's charges, that area", () => {
  it("'which of those are over N' is the band between N and the search's budget, and saves nothing", () => {
    for (const n of LISTED) {
      const [, band] = replayChat(k, [`1 bed in ${n.name} under 2400`, "which ones in there are over 1300"]);
      const fits = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 1 && p.rent >= 1300 && p.rent <= 2400));
      expect(band!.answer?.query.filters.rent, n.name).toEqual({ min: 1300, max: 2400 });
      expect(band!.answer?.total, n.name).toBe(fits.length);
      expect(band!.profileChanged, n.name).toBe(false);
    }
  });

  it("'what if i drop the X' answers without X and keeps X saved", () => {
    for (const a of SAYABLE) {
      const [saved, without] = replayChat(k, [`2 bed with a ${a.said} in ${LISTED[1]!.name}`, `ok what if i drop the ${a.said}`]);
      expect(without!.answer?.query.filters.amenities ?? [], a.said).not.toContain(a.name);
      expect(without!.profileChanged, a.said).toBe(false);
      expect(saved!.profile.amenities.map((w) => w.id), a.said).toContain(a.id);
    }
  });

  it("the upfront pet cost of the one picked names its one-time fee from the policy", () => {
    let checked = 0;
    for (const n of LISTED) {
      const [list, cost] = replayChat(k, [`pet friendly places in ${n.name}?`, "whats the total upfront pet cost at the first one"]);
      const first = COMMUNITIES.find((c) => c.slug === list!.apartmentDetailsSuggested[0]);
      if (!first || first.petPolicy.petFee === null) continue;
      expect(cost!.responseMessage, n.name).toContain(first.petPolicy.petFee === 0 ? "No pet fee" : `$${first.petPolicy.petFee.toLocaleString("en-US")} one-time fee`);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });

  it("a special asked of the one just named says the special it runs today, or none, and that the rent is the listed one", () => {
    const [cheapest, reply] = replayChat(k, [`cheapest 2 bed in ${LISTED[0]!.name}`, "is that price with the special or without"]);
    const named = COMMUNITIES.find((c) => c.slug === cheapest!.apartmentDetailsSuggested[0])!;
    const special = named.special;
    const runs = special !== null && (special.startsOn === null || special.startsOn <= TODAY) && TODAY <= special.endsOn;
    expect(reply!.responseMessage).toContain(runs ? `${named.title} has a move-in special: ${special!.text}` : `${named.title} has no move-in special running right now`);
    expect(reply!.responseMessage).toMatch(/listed rents/);
  });

  it("'that area' after the neighborhood an answer named first is that neighborhood", () => {
    const [first, there] = replayChat(k, ["which neighborhood is cheapest for a 1 bed", "whats the cheapest 1 bed in that area"]);
    const named = first!.neighborhoodDetailsSuggested[0]!;
    expect(there!.answer?.query.scope.neighborhoods).toEqual([named]);
  });
});

describe("batch 4: what no listing records, said inside a measure", () => {
  it("'do short leases cost more' names the price difference as not recorded and ranks nothing by rent", () => {
    for (const message of ["do short leases cost more", "are month to month leases more expensive", "do 6 month leases cost more?"]) {
      const [reply] = replayChat(k, [message]);
      expect(reply!.responseMessage, message).toContain("None of our listings record price differences between lease lengths");
      expect(reply!.answer?.operation, message).not.toBe("max");
    }
  });

  it("a search with only a lease length says no empty criteria", () => {
    const [reply] = replayChat(k, ["only need a place for 6 months"]);
    expect(reply!.responseMessage).not.toContain("()");
  });
});

describe("batch 4: one of the places searched, compared", () => {
  it("'is X more expensive' after a search of X and Y compares X with Y, and saves nothing", () => {
    const [a, b] = LISTED.filter((n) => COMMUNITIES.filter((c) => c.neighborhoodId === n.id).length >= 3);
    const [, reply] = replayChat(k, [`2 bed in ${a!.name} or ${b!.name}`, `is ${b!.name} more expensive`]);
    expect(reply!.answer?.operation).toBe("compare");
    expect(reply!.answer?.query.compared).toEqual([b!.slug, a!.slug]);
    expect(reply!.profileChanged).toBe(false);
  });
});

describe("batch 4: not knowing where to start, and the closest thing", () => {
  it("a renter who does not know where to begin gets the first steps, and nothing is saved", () => {
    for (const message of ["idk where to start lol", "first time renting, how do i get started?", "im overwhelmed, where do i even begin"]) {
      const [reply] = replayChat(k, [message]);
      expect(reply!.responseMessage, message).toMatch(/^Happy to walk you through it/);
      expect(reply!.profileChanged, message).toBe(false);
    }
  });

  it("'whats the closest thing' after a search with no results is the search's nearest options, not a drive to nowhere", () => {
    const [, reply] = replayChat(k, [`2 bed in ${LISTED[0]!.name} under 500`, "ok whats the closest thing"]);
    expect(reply!.responseMessage).not.toMatch(/couldn't place/);
    expect(reply!.profileChanged).toBe(false);
  });
});

describe("batch 4: compare the top few", () => {
  it("'compare the 2 newest in X' compares the two newest communities there, with their facts side by side", () => {
    for (const n of LISTED) {
      const there = COMMUNITIES.filter((c) => c.neighborhoodId === n.id);
      if (there.length < 3) continue;
      const [reply] = replayChat(k, [`compare the 2 newest buildings in ${n.name}`]);
      const compared = reply!.answer?.query.compared ?? [];
      expect(reply!.answer?.operation, n.name).toBe("compare");
      expect(compared, n.name).toHaveLength(2);
      const years = (slugs: readonly string[]) => slugs.map((slug) => there.find((c) => c.slug === slug)?.yearBuilt ?? -1).sort((a, b) => b - a);
      expect(years(compared), n.name).toEqual(there.map((c) => c.yearBuilt).sort((a, b) => b - a).slice(0, 2));
      expect(reply!.responseMessage, n.name).toMatch(/\nBuilt: /);
    }
  });
});

describe("regions as renters name them", () => {
  // Houston's geography, written here from the map, not computed: which of the test catalogue's neighborhoods lie
  // inside I-610, and which outside Beltway 8.
  const INSIDE_THE_LOOP = ["downtown", "midtown", "montrose", "heights", "medical-center", "east-downtown", "rice-village", "third-ward"];
  const SUBURBS = ["katy"];
  const slugsOf = (ids: readonly number[]) => ids.map((id) => NEIGHBORHOODS.find((n) => n.id === id)!.slug).sort();

  it("'inside the loop' saves the neighborhoods inside I-610, and 'except X' keeps X out", () => {
    const [inside] = replayChat(k, ["2 bed anywhere inside the loop"]);
    expect(slugsOf(inside!.profile.neighborhoodIds)).toEqual([...INSIDE_THE_LOOP].sort());
    expect(inside!.profile.anyNeighborhood).toBe(false);
    const [but] = replayChat(k, ["anywhere inside the loop is fine except downtown"]);
    expect(slugsOf(but!.profile.neighborhoodIds)).toEqual(INSIDE_THE_LOOP.filter((slug) => slug !== "downtown").sort());
  });

  it("'not into the suburbs' rules out the neighborhoods outside Beltway 8 and adds none", () => {
    const [reply] = replayChat(k, ["1 bed under 2000, not really into the suburbs"]);
    expect(reply!.profile.neighborhoodIds).toEqual([]);
    expect([...(reply!.answer?.query.scope.excludeNeighborhoods ?? [])].sort()).toEqual(SUBURBS);
    for (const slug of reply!.apartmentDetailsSuggested) expect(COMMUNITIES.find((c) => c.slug === slug)!.neighborhoodId).not.toBe(NEIGHBORHOODS.find((n) => n.slug === "katy")!.id);
  });

  it("'outside the loop' is not 'in the loop'", () => {
    const [reply] = replayChat(k, ["show me 2 beds outside the loop"]);
    const said = reply!.answer?.query.scope.neighborhoods ?? slugsOf(reply!.profile.neighborhoodIds);
    expect([...said].sort()).toEqual(NEIGHBORHOODS.map((n) => n.slug).filter((slug) => !INSIDE_THE_LOOP.includes(slug)).sort());
  });
});

describe("choosing one side of a comparison", () => {
  it("'ok X then, under N' after comparing X and Y saves X and the budget, and searches X", () => {
    const [a, b] = LISTED.filter((n) => COMMUNITIES.filter((c) => c.neighborhoodId === n.id).length >= 3);
    const [compared, chosen] = replayChat(k, [`is ${a!.name} or ${b!.name} cheaper for a 1 bed?`, `ok ${b!.name} then, under 2500`]);
    expect(compared!.profileChanged).toBe(false);
    expect(chosen!.profile.neighborhoodIds).toEqual([b!.id]);
    expect(chosen!.profile.maxBudget).toBe(2500);
    for (const slug of chosen!.apartmentDetailsSuggested.slice(0, 3)) expect(COMMUNITIES.find((c) => c.slug === slug)!.neighborhoodId).toBe(b!.id);
  });
});
