/**
 * What the twentieth walk found: a question saved through a clause beside it that is no wish (weighing two places,
 * hearsay, a bare place after a question, a terse "drive time from each to X", "none under 1200?"), an instruction
 * after a comparison not saved, a name typed in lower case, a holiday as a move-in, "set my budget at that", "bump it
 * up 200", a dropped amenity read as ruled out, the saved profile asked for in other words, and a what-if's count
 * weighed against another place. Each is checked over several places or phrasings, with the expected figures computed
 * from the test catalogue.
 */
import { describe, expect, it } from "vitest";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";
import { understandMessage } from "./understanding/index.ts";

const k = knowledge();
const understand = (message: string) => understandMessage(message, k.vocabulary, TODAY);
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.filter((c) => c.neighborhoodId === n.id).length >= 5);

describe("a question never saves through a clause beside it", () => {
  it("weighing two places, hearsay, a bare place after a question, a terse drive question, surprise at an answer", () => {
    const [a, b] = LISTED;
    for (const said of [
      `trying to decide between ${a!.name} and like ${b!.name}. whats the avg 2 bed rent in each`,
      `does the place in ${a!.name} flood? i heard ${a!.name} floods alot`,
      `do they have a pool at least, i swim alot. in ${a!.name}`,
      `drive time from each to ${b!.name}`,
      `torn between ${a!.name} and ${b!.name}, which is cheaper for a 1 bed?`,
    ]) {
      const [reply] = replayChat(k, [said], { who: "signed in" });
      expect(reply!.profileChanged, said).toBe(false);
      expect(reply!.profile.neighborhoodIds, said).toEqual([]);
    }
    const replies = replayChat(k, [`${a!.name}, 1 bed under 900?`, "none under 900? whats the closest to it"], { who: "signed in" });
    expect(replies[1]!.profileChanged).toBe(false);
    expect(replies[1]!.profile.maxBudget).toBeNull();
  });

  it("a wish beside them still saves", () => {
    const [reply] = replayChat(k, [`i want to live in ${LISTED[0]!.name}. i heard it floods, is that true?`], { who: "signed in" });
    expect(reply!.profile.neighborhoodIds).toEqual([LISTED[0]!.id]);
  });
});

describe("instructions and statements that were not saved", () => {
  it("'add X to my areas' after a comparison saves X", () => {
    const [a, b] = LISTED;
    const replies = replayChat(k, ["budget 2500, work in the medical center", `what would the commute be from ${a!.name} vs from ${b!.name}`, `ok add ${b!.name} to my areas`], { who: "signed in" });
    expect(replies[1]!.profileChanged).toBe(false);
    expect(replies[1]!.answer?.query.destination).toBe(replies[0]!.profile.commuteTo);
    expect(replies[2]!.profile.neighborhoodIds).toEqual([b!.id]);
  });

  it("'hey its marisol ... set my name pls' saves the name; 'its pet policy?' names nobody", () => {
    expect(understand("hey its marisol, im the nurse. set my name pls").set.name).toBe("Marisol");
    expect(understand("its pet policy?").set.name).toBeUndefined();
    expect(understand("its marisol").set.name).toBeUndefined();
  });

  it("a holiday is a move-in date: the next Labor Day, Memorial Day, Thanksgiving", () => {
    const [year] = TODAY.split("-").map(Number);
    const firstMonday = (y: number) => {
      const d = new Date(Date.UTC(y, 8, 1));
      return 1 + ((8 - d.getUTCDay()) % 7);
    };
    const labor = (y: number) => `${y}-09-${String(firstMonday(y)).padStart(2, "0")}`;
    const next = labor(year!) >= TODAY ? labor(year!) : labor(year! + 1);
    expect(understand("we need to be in by labor day").set.moveInDate).toBe(next);
    const thanksgiving = understand("moving before thanksgiving").set.moveInDate!;
    expect(new Date(`${thanksgiving}T12:00:00Z`).getUTCDay()).toBe(3);
    expect(thanksgiving.slice(5, 7)).toBe("11");
  });

  it("'ok set my budget at that' after an income question saves the budget it worked out", () => {
    const [asked, set] = replayChat(k, ["i make 72k a year, what can i afford if rent is supposed to be 1/3 of income", "ok set my budget at that"], { who: "signed in" });
    expect(asked!.profileChanged).toBe(false);
    expect(set!.profile.maxBudget).toBe(2000);
  });

  it("'bump it up 200' raises the saved budget", () => {
    const [, bumped] = replayChat(k, ["budget 1500", "bump it up 200"], { who: "signed in" });
    expect(bumped!.profile.maxBudget).toBe(1700);
  });

  it("'no longer need a dog park' drops the wish and rules nothing out", () => {
    const [, dropped] = replayChat(k, ["need a dog park", "and no longer need dog park"], { who: "signed in" });
    expect(dropped!.profile.amenities).toEqual([]);
    expect(dropped!.answer?.query.filters.withoutAmenities ?? []).not.toContain("dog-park");
  });
});

describe("the saved profile asked for in other words", () => {
  it("'what did i save as my neighborhoods', 'show my saved prefs' read the profile back", () => {
    const n = LISTED[0]!;
    const [, neighborhoods, prefs, keep] = replayChat(k, [`budget 1500, 2 bed in ${n.name}`, "what did i save as my neighborhoods", "show my saved prefs", "eh stay at what i have"], { who: "signed in" });
    expect(neighborhoods!.responseMessage).toMatch(new RegExp(`^Your saved neighborhoods: ${n.name}\\.`));
    expect(prefs!.responseMessage).toMatch(/^What your profile holds now: .*Budget: \$1,500/);
    expect(keep!.responseMessage).toMatch(/your preferences stay as they were/);
    for (const reply of [neighborhoods, prefs, keep]) expect(reply!.profileChanged).toBe(false);
  });

  it("'how up to date is this info' says what 'availability checked' means", () => {
    const [reply] = replayChat(k, ["how up to date is this info"]);
    expect(reply!.responseMessage).toMatch(/"Availability checked" says when that was last confirmed/);
  });
});

describe("a what-if's count, place for place", () => {
  it("'what if my budget was 2500, how many more in X' weighs X at 2500 against X at the saved budget", () => {
    for (const n of LISTED.slice(0, 4)) {
      const inPlace = COMMUNITIES.filter((c) => c.neighborhoodId === n.id);
      const fits = (max: number) => inPlace.filter((c) => c.floorPlans.some((p) => p.rent <= max)).length;
      const [, asked] = replayChat(k, ["budget 1300", `what if my budget was 2500, how many more options would i get in ${n.name}`], { who: "signed in" });
      expect(asked!.answer?.query.filters.rent?.max, n.name).toBe(2500);
      expect(asked!.answer?.total, n.name).toBe(fits(2500));
      const more = fits(2500) - fits(1300);
      expect(asked!.responseMessage, n.name).toContain(more === 0 ? `the same number as the ${fits(1300)}` : `${more} more than the ${fits(1300)} that fit your last search in ${n.name}`);
      expect(asked!.profile.maxBudget, n.name).toBe(1300);
    }
  });
});

describe("dates, commutes and choices said in other words", () => {
  it("'the 2nd week of August' is the 8th; 'lease ends July 31 so make it Aug 1' is the 1st", () => {
    expect(understand("need to move in the 2nd week of august").set.moveInDate).toMatch(/-08-08$/);
    expect(understand("third week of june").set.moveInDate).toMatch(/-06-15$/);
    expect(understand("wait my lease ends the 31st of july so make it aug 1").set.moveInDate).toMatch(/-08-01$/);
  });

  it("'my commute is X' is the commute, never a place to live", () => {
    const n = LISTED[0]!;
    for (const said of [`my commute is ${n.name}`, `ok my commute is ${n.name}, save that`, `my work is in ${n.name}`]) {
      const [reply] = replayChat(k, [said], { who: "signed in" });
      expect(reply!.profile.commuteTo?.toLowerCase(), said).toBe(n.name.toLowerCase());
      expect(reply!.profile.neighborhoodIds, said).toEqual([]);
    }
  });

  it("'need to be able to walk to a station' ranks by the walk to METRORail, and 'how far is the closest one from the station' is that walk", () => {
    const [ranked, closest] = replayChat(k, ["need to be able to walk to a station. 1br max 1900", "how far is the closest one from the station"], { who: "signed in" });
    expect(ranked!.answer?.measure).toBe("rail-minutes");
    expect(ranked!.profile.maxBudget).toBe(1900);
    expect(closest!.answer?.measure).toBe("rail-minutes");
    expect(closest!.apartmentDetailsSuggested[0]).toBe(ranked!.apartmentDetailsSuggested[0]);
  });

  it("'ok I'll go X, 2 bed' after two places were weighed saves X and searches it", () => {
    const [a, b] = LISTED;
    const [, , chose] = replayChat(k, [`trying to decide between ${a!.name} and ${b!.name}. whats the avg 2 bed rent in each`, `and how much bigger are the ${a!.name} ones on average`, `ok ill go ${a!.name}, 2 bed`], { who: "signed in" });
    expect(chose!.profile.neighborhoodIds).toEqual([a!.id]);
    expect(chose!.profile.bedrooms).toBe(2);
    expect(chose!.answer?.operation).not.toBe("compare");
  });

  it("'I only want a 6 month lease, does anyplace do that' lists the communities offering it", () => {
    const offering = COMMUNITIES.filter((c) => c.leaseTerms.includes("6-month"));
    const [reply] = replayChat(k, ["i only want a 6 month lease, does anyplace do that"], { who: "signed in" });
    expect(reply!.profile.leaseLength).toBe("6-month");
    expect(reply!.responseMessage).toContain(`${offering.length} communities in Houston offering a 6-month lease`);
  });
});

describe("two ends of one question, and the gap over a lease", () => {
  it("'the diff between the cheapest and most expensive 1 bed in X', then 'over a 12 month lease how much is that'", () => {
    for (const n of LISTED.slice(0, 4)) {
      const rents = COMMUNITIES.filter((c) => c.neighborhoodId === n.id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent));
      if (rents.length < 2) continue;
      const gap = Math.max(...rents) - Math.min(...rents);
      const [diff, year] = replayChat(k, [`whats the diff in rent between the cheapest and most expensive 1 bed in ${n.name}`, "over a 12 month lease how much is that"]);
      expect(diff!.responseMessage, n.name).toContain(`= $${gap.toLocaleString("en-US")} a month`);
      expect(year!.responseMessage, n.name).toContain(`$${(gap * 12).toLocaleString("en-US")} a year`);
      expect(year!.profileChanged, n.name).toBe(false);
    }
  });

  it("'compare the cheapest 1 bed in A vs B' weighs each place's cheapest", () => {
    const [a, b] = LISTED;
    const cheapest = (id: number) => Math.min(...COMMUNITIES.filter((c) => c.neighborhoodId === id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)));
    const [reply] = replayChat(k, [`compare the cheapest 1 bed in ${a!.name} vs ${b!.name}`]);
    const values = Object.fromEntries((reply!.answer?.items ?? []).map((item) => [item.slug, item.value]));
    expect(values[a!.slug]).toBe(cheapest(a!.id));
    expect(values[b!.slug]).toBe(cheapest(b!.id));
  });

  it("'what if my budget was 2500' reads the budget asked about", () => {
    expect(understand("what if my budget was 2500").set.maxBudget).toBe(2500);
    expect(understand("my budget was 1600, now its 1900").set.maxBudget).toBe(1900);
  });
});

describe("splits, a year's cost and the top area", () => {
  it("'what would my half be at the cheapest one' splits the cheapest 2 bed's rent in two", () => {
    for (const n of LISTED.slice(0, 4)) {
      const rents = COMMUNITIES.filter((c) => c.neighborhoodId === n.id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent));
      if (rents.length === 0) continue;
      const cheapest = Math.min(...rents);
      const [reply] = replayChat(k, [`if i got a roommate and we did a 2 bed in ${n.name}, what would my half be at the cheapest one`]);
      const half = (cheapest / 2).toLocaleString("en-US", { minimumFractionDigits: cheapest % 2 === 0 ? 0 : 2, maximumFractionDigits: 2 });
      expect(reply!.responseMessage, n.name).toContain(`split 2 ways, is $${half} a month each`);
      expect(reply!.profileChanged, n.name).toBe(false);
    }
  });

  it("'the total yearly cost of the cheapest 1br including pet rent' works out a first year", () => {
    const [reply] = replayChat(k, [`whats the total yearly cost of the cheapest 1br in ${LISTED[0]!.name} including pet rent, i have a cat`]);
    expect(reply!.responseMessage).toMatch(/A first year at \[\[apartment:[^\]]+\]\] [^,]+, the [A-Z0-9]+ \(1-bed, /);
  });

  it("'ok add the top one to my neighborhoods' after a ranking of neighborhoods saves the first", () => {
    const [ranked, added] = replayChat(k, ["what neighborhoods have the most places with a pool", "ok add the top one to my neighborhoods"], { who: "signed in" });
    const top = /\[\[neighborhood:([a-z0-9-]+)\]\]/.exec(ranked!.responseMessage)![1];
    expect(added!.profile.neighborhoodIds).toEqual([NEIGHBORHOODS.find((n) => n.slug === top)!.id]);
  });
});

describe("a drive asked of each place weighed", () => {
  it("'drive time from each to X' after three places were weighed is each one's drive to X, none of them X", () => {
    const [a, b, c] = LISTED.filter((n) => n.slug !== "downtown");
    const [, drives] = replayChat(k, [`${a!.name} vs ${b!.name} vs ${c!.name}, where is the cheapest 1 bed`, "drive time from each to downtown"]);
    expect(drives!.answer?.operation).toBe("compare");
    expect(drives!.answer?.measure).toBe("drive-minutes");
    expect(drives!.answer?.query.compared).toEqual([a!.slug, b!.slug, c!.slug]);
    for (const item of drives!.answer!.items) expect(item.value, item.slug).not.toBeNull();
    expect(drives!.profileChanged).toBe(false);
  });
});
