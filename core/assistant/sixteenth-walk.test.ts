/**
 * What the sixteenth walk found: a word of a room taken for a neighborhood, a fact no listing records asked of the one
 * just shown and dropped, small talk answered with the help menu, "do any places do X" answered with shares, a drive
 * asked as "how long would it take", and a travel mode read as part of the place or as "near the rail". Each is
 * checked over several places or phrasings, with the expected figures computed from the test catalogue.
 */
import { describe, expect, it } from "vitest";
import { TIES_SHOWN } from "./query/answer.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";
import { understandMessage } from "./understanding/index.ts";

const k = knowledge();
const understand = (message: string) => understandMessage(message, k.vocabulary, TODAY);
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));
const heights = NEIGHBORHOODS.find((n) => n.slug === "heights");

describe("words of a room are not places", () => {
  it("'the ceiling height' names no Heights; the Heights said, or misspelled, still does", () => {
    for (const said of ["whats the ceiling height at the cheapest studio", "what height are the ceilings", "ceiling heights?", "the height of the ceilings at those"]) {
      expect(understand(said).mentioned.neighborhoods, said).toEqual([]);
    }
    if (heights) {
      for (const said of ["2 bed in the heights", "i want the hieghts", "1 bed in the height", "what height are the ceilings in the heights"]) expect(understand(said).mentioned.neighborhoods, said).toEqual([heights.slug]);
    }
  });
});

describe("a fact no listing records, asked of the one just shown", () => {
  it("is named as not recorded, and the answer stays about that community", () => {
    for (const n of LISTED.slice(0, 4)) {
      const [cheapest, floors, ceilings] = replayChat(k, [`what's the cheapest 1 bed in ${n.name}`, "and is it carpet or hardwood", "does it have high ceilings"]);
      const one = cheapest!.apartmentDetailsSuggested[0]!;
      expect(floors!.responseMessage, n.name).toMatch(/^None of our listings record floor types/);
      expect(floors!.apartmentDetailsSuggested, n.name).toEqual([one]);
      expect(ceilings!.responseMessage, n.name).toMatch(/^None of our listings record ceiling heights/);
      expect(ceilings!.profileChanged, n.name).toBe(false);
    }
  });
});

describe("small talk that is not a search", () => {
  it("'are you a real person?' is answered: an automated assistant, and nothing is saved", () => {
    for (const said of ["lol are you a real person", "am i talking to a bot?", "are u human", "who are you"]) {
      const [reply] = replayChat(k, [said]);
      expect(reply!.responseMessage, said).toMatch(/automated assistant, not a person/);
      expect(reply!.profileChanged, said).toBe(false);
    }
  });

  it("'just curious' after a what-if keeps the profile and says a question saves nothing", () => {
    for (const said of ["got it. don't change anything, just curious", "ok forget it i don't have one, just curious", "just asking", "hypothetically"]) {
      const replies = replayChat(k, ["my budget is 1500", "what if I had a dog, would my options shrink?", said], { who: "signed in" });
      expect(replies[2]!.responseMessage, said).toMatch(/a question saves nothing/);
      expect(replies[2]!.profileChanged, said).toBe(false);
      expect(replies[2]!.profile.maxBudget, said).toBe(1500);
    }
  });
});

describe("'do any places do 6 month leases in X?' names which do", () => {
  it("lists the communities offering the term, as many as the catalogue has", () => {
    for (const n of LISTED.slice(0, 5)) {
      for (const [words, term] of [["6 month", "6-month"], ["month to month", "month-to-month"]] as const) {
        const offering = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.leaseTerms.includes(term));
        const message = `do any places do ${words} leases in ${n.name}`;
        const [reply] = replayChat(k, [message]);
        if (offering.length === 0) expect(reply!.responseMessage, message).not.toContain("as a share of");
        else expect(reply!.responseMessage, message).toMatch(new RegExp(`^${offering.length} communit(?:y|ies) in ${n.name.replace(/[/]/g, "\\/")} offering a ${term} lease`));
      }
    }
  });
});

describe("'how long would it take' asks a drive", () => {
  it("ranks the place's communities by the drive, then 'which is the fastest' picks the first", () => {
    for (const n of LISTED.filter((x) => x.slug !== "uptown").slice(0, 3)) {
      const [ranked, fastest] = replayChat(k, [`how long would it take to get to the medical center from ${n.name} apartments`, "which is the fastest"]);
      expect(ranked!.responseMessage, n.name).toMatch(/shortest drive first/);
      expect(fastest!.responseMessage, n.name).toMatch(/^The community with the shortest drive/);
      expect(fastest!.apartmentDetailsSuggested[0], n.name).toBe(ranked!.apartmentDetailsSuggested[0]);
    }
    const [said] = replayChat(k, ["i work at the galleria, how long would it take from heights apartments"], { who: "signed in" });
    expect(said!.profile.commuteTo).toBe("the galleria");
    expect(said!.responseMessage).toMatch(/shortest drive first/);
  });
});

describe("how the renter travels is no part of the place", () => {
  it("'to UH by train ideally' saves the University of Houston, and a fall move-in beside it", () => {
    for (const [said, place] of [
      ["I'm commuting to the University of Houston by train ideally", "the University of Houston"],
      ["i commute to tmc by bus mostly", "tmc"],
      ["I work at Rice, by bike usually", "Rice"],
    ] as const) expect(understand(said).set.commuteTo, said).toBe(place);
    const [reply] = replayChat(k, ["Please set my move in to be sometime in the fall, I'm flexible, and I'm commuting to the University of Houston by train ideally"], { who: "signed in" });
    expect(reply!.profile.commuteTo).toBe("the University of Houston");
    expect(reply!.profile.moveInDate).toMatch(/^\d{4}-09-01$/);
  });
});

describe("facts of the one a superlative picks", () => {
  it("its amenities and parking follow the pick, and 'do they have X' after it is about that one", () => {
    for (const n of LISTED.slice(0, 4)) {
      const inPlace = COMMUNITIES.filter((c) => c.neighborhoodId === n.id);
      const newest = inPlace.reduce((best, c) => (c.yearBuilt > best.yearBuilt ? c : best));
      const [amenities, pool] = replayChat(k, [`what amenities does the newest building in ${n.name} have`, "do they have a pool"]);
      const names = newest.amenityIds.map((id) => k.amenities.find((a) => a.id === id)!.displayName);
      expect(amenities!.apartmentDetailsSuggested[0], n.name).toBe(newest.slug);
      if (names.length > 0) expect(amenities!.responseMessage, n.name).toContain(`Amenities at ${newest.title}: `);
      for (const name of names) expect(amenities!.responseMessage, n.name).toContain(name);
      const has = newest.amenityIds.includes(k.amenities.find((a) => a.name === "pool")!.id);
      expect(pool!.responseMessage, n.name).toMatch(has ? new RegExp(`Yes, ${newest.title} has a pool`) : new RegExp(`No, ${newest.title} doesn't`));
    }
  });

  it("'how much is the parking at the cheapest 1 bed' gives that community's parking fee", () => {
    const [reply] = replayChat(k, [`how much is the parking at the cheapest 1 bed in ${LISTED[0]!.name}`]);
    const one = COMMUNITIES.find((c) => c.slug === reply!.apartmentDetailsSuggested[0])!;
    const said = one.parking.map((o) => `${o.kind === "surface" ? "surface lot" : o.kind} ${o.monthly > 0 ? `$${o.monthly.toLocaleString("en-US")} a month` : "included in the rent"}`).join(" and ");
    expect(reply!.responseMessage).toContain(one.parking.length > 0 ? `Parking at ${one.title}: ${said}.` : `${one.title} lists no parking.`);
  });
});

describe("the renter's own neighborhoods, and a side chosen", () => {
  it("'across my neighborhoods' is the saved ones, for a minimum and a count", () => {
    const [a, b] = LISTED;
    const replies = replayChat(k, [`i'm looking in ${a!.name} and ${b!.name}`, "what's the cheapest 1 bed across my neighborhoods", "how many 2 beds in my areas"], { who: "signed in" });
    const ones = COMMUNITIES.filter((c) => (c.neighborhoodId === a!.id || c.neighborhoodId === b!.id) && c.floorPlans.some((p) => p.beds === 1));
    const cheapest = ones.reduce((best, c) => (Math.min(...c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)) < Math.min(...best.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)) ? c : best));
    expect(replies[1]!.apartmentDetailsSuggested[0]).toBe(cheapest.slug);
    expect(replies[1]!.profileChanged).toBe(false);
    const twos = COMMUNITIES.filter((c) => (c.neighborhoodId === a!.id || c.neighborhoodId === b!.id) && c.floorPlans.some((p) => p.beds === 2));
    expect(replies[2]!.responseMessage).toMatch(new RegExp(`^${twos.length} communit`));
  });

  it("'put me down for the cheaper one' after two neighborhoods are weighed saves the cheaper", () => {
    let checked = 0;
    for (const [a, b] of [[LISTED[0]!, LISTED[1]!], [LISTED[2]!, LISTED[3]!], [LISTED[4]!, LISTED[5]!]] as const) {
      const [compared, chosen] = replayChat(k, [`${a.name} or ${b.name}, which is cheaper`, "ok put me down for the cheaper one"], { who: "signed in" });
      const cheaper = /^(.+?) is cheaper/.exec(compared!.responseMessage)?.[1];
      const cheaperSlug = cheaper === a.name ? a.slug : cheaper === b.name ? b.slug : null;
      if (cheaperSlug === null) continue; // a tie chooses nothing
      checked++;
      expect(chosen!.profile.neighborhoodIds.map((id) => NEIGHBORHOODS.find((n) => n.id === id)!.slug), `${a.name} vs ${b.name}`).toEqual([cheaperSlug]);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("a what-if asked as a change in how many fit", () => {
  it("gives the what-if's count and the change from the last search, and saves nothing", () => {
    for (const budget of [1300, 1500, 1800]) {
      const replies = replayChat(k, [`my budget is ${budget}`, `what if I could do ${budget + 200} instead, how many more options`], { who: "signed in" });
      const fits = (max: number) => COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.rent <= max)).length;
      const [before, after] = [fits(budget), fits(budget + 200)];
      expect(replies[1]!.responseMessage, String(budget)).toContain(after === before ? `the same number as the ${before}` : `That's ${after - before} more than the ${before} that fit your last search now.`);
      expect(replies[1]!.profileChanged, String(budget)).toBe(false);
      expect(replies[1]!.profile.maxBudget, String(budget)).toBe(budget);
    }
  });
});

describe("rent per square foot", () => {
  it("of the plan just shown is its rent over its size, said once", () => {
    for (const n of LISTED.slice(0, 3)) {
      const [, sorted, perFoot] = replayChat(k, [`1 beds in ${n.name}`, "sort by size", "the biggest one, how much per sq ft"]);
      const one = COMMUNITIES.find((c) => c.slug === sorted!.apartmentDetailsSuggested[0])!;
      const plan = one.floorPlans.filter((p) => p.beds === 1).reduce((best, p) => (p.sqft > best.sqft ? p : best));
      const figure = `$${(Math.round((plan.rent / plan.sqft) * 100) / 100).toFixed(2)} per sq ft`;
      expect(perFoot!.responseMessage, n.name).toContain(figure);
      expect(perFoot!.responseMessage.split(figure).length - 1, n.name).toBe(1);
    }
  });

  it("'what would that be per year' after the lowest rent per square foot is that plan's rent times 12", () => {
    for (const n of LISTED.slice(0, 3)) {
      const [best, year] = replayChat(k, [`which 1br has the lowest price per square foot in ${n.name}`, "what would that be per year"]);
      const rent = Number(/\$([\d,]+) [^)]*\)/.exec(best!.responseMessage.split("per sq ft (")[1] ?? "")?.[1]?.replace(/,/g, "") ?? NaN);
      expect(rent, n.name).not.toBeNaN();
      expect(year!.responseMessage, n.name).toContain(`$${(rent * 12).toLocaleString("en-US")} a year`);
    }
  });
});

describe("a neighborhood's figure taken as asked: the average, or its single cheapest plan", () => {
  const cheapestWith = (beds: number) => (c: (typeof COMMUNITIES)[number]) => Math.min(...c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent));
  const perArea = (beds: number) =>
    LISTED.map((n) => ({ n, rents: COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === beds)).map(cheapestWith(beds)) })).filter((x) => x.rents.length >= 2);

  it("'rank the neighborhoods by cheapest studio' ranks by each one's cheapest studio; 'top 3 only' keeps three", () => {
    const [ranked, three] = replayChat(k, ["rank the neighborhoods by cheapest studio", "top 3 only"]);
    const lows = perArea(0).map((x) => ({ slug: x.n.slug, low: Math.min(...x.rents) })).sort((a, b) => a.low - b.low);
    expect(ranked!.answer?.query.statistic).toBe("min");
    expect(ranked!.answer?.items.map((item) => item.value)).toEqual(lows.slice(0, ranked!.answer!.items.length).map((x) => x.low));
    expect(three!.answer?.items.map((item) => item.value)).toEqual(lows.slice(0, 3).map((x) => x.low));
  });

  it("'the highest average 1 bed rent' is the mean, and 'typical' stays the median", () => {
    const means = perArea(1).map((x) => ({ slug: x.n.slug, mean: Math.round(x.rents.reduce((s, r) => s + r, 0) / x.rents.length) }));
    const top = Math.max(...means.map((x) => x.mean));
    const [average] = replayChat(k, ["which neighborhood has the highest average 1 bed rent"]);
    expect(average!.answer?.query.statistic).toBe("mean");
    expect(average!.answer?.items[0]?.value).toBe(top);
    expect(average!.responseMessage).toMatch(/highest average 1-bed rent/);
    const [typical] = replayChat(k, ["which neighborhood has the highest typical 1 bed rent"]);
    expect(typical!.answer?.query.statistic).toBe("median");
  });
});

describe("follow-ups that keep what the last answer was about", () => {
  it("'and what if I only want 2 baths' after two neighborhoods are compared compares them again with the baths", () => {
    const [a, b] = [LISTED[0]!, LISTED[1]!];
    const [, again] = replayChat(k, [`2 beds, ${a.name} vs ${b.name}, which is cheaper`, "and what if I only want 2 baths"]);
    expect(again!.answer?.operation).toBe("compare");
    expect(again!.answer?.query.filters.minBaths).toBe(2);
    expect(again!.answer?.items.map((item) => item.slug).sort()).toEqual([a.slug, b.slug].sort());
    expect(again!.profileChanged).toBe(false);
  });

  it("', any neighborhood' widens to the whole city instead of ranking the neighborhoods", () => {
    const n = LISTED[0]!;
    const [, wide] = replayChat(k, [`1 beds in ${n.name} with a pool`, "anything cheaper but still with a pool, any neighborhood"]);
    expect(wide!.answer?.subject).toBe("community");
    expect(wide!.answer?.query.scope.neighborhoods).toEqual([]);
    expect(wide!.answer?.query.filters.amenities).toContain("pool");
  });

  it("'is a pit bull ok there', 'would my 80 lb shepherd be allowed there' are about the one just shown", () => {
    for (const c of COMMUNITIES.filter((x) => x.petPolicy.dogs).slice(0, 6)) {
      const [, pit, big] = replayChat(k, [`tell me about ${c.title}`, "is a pit bull ok there", "would my 80 lb shepherd be allowed there"]);
      expect(pit!.apartmentDetailsSuggested, c.title).toEqual([c.slug]);
      expect(pit!.responseMessage, c.title).toMatch(c.petPolicy.breedRestrictions ? /^\[\[apartment:[^\]]+\]\] No, .* restricts some dog breeds/ : /It lists no breed restrictions/);
      const heavy = c.petPolicy.dogWeightLimitLb !== null && c.petPolicy.dogWeightLimitLb < 80;
      expect(big!.responseMessage, c.title).toMatch(heavy ? /No, .* doesn't take a dog of 80 lb/ : /Yes, /);
    }
  });
});

describe("the seventeenth walk: what was saved wrong, or not saved", () => {
  it("'that's per person, there's 2 of us so 3000 total' saves the total said, not twice it", () => {
    for (const total of [2400, 3000, 3600]) expect(understand(`no wait thats per person, there's 2 of us so ${total} total`).set.maxBudget, String(total)).toBe(total);
    expect(understand("we can each do 900").set.maxBudget).toBe(1800);
  });

  it("'I don't want anywhere that allows them' (allergic) lists pet-free places and saves no pet, nor 'anywhere'", () => {
    const noPets = COMMUNITIES.filter((c) => !c.petPolicy.dogs && !c.petPolicy.cats).length;
    const [reply] = replayChat(k, ["im allergic to cats so i dont want anywhere that allows them lol"], { who: "signed in" });
    expect(reply!.profile.amenities).toEqual([]);
    expect(reply!.profile.neighborhoodIds).toEqual([]);
    expect(reply!.answer?.total).toBe(noPets);
    expect(understand("anywhere is fine").set.anyNeighborhood).toBe(true);
  });

  it("'save that as my commute' saves the place said before it", () => {
    for (const [said, place] of [
      ["my doctor is at houston methodist so save that as my commute", "houston methodist"],
      ["I work at Rice University, set that as my commute please", "Rice University"],
    ] as const) {
      const [reply] = replayChat(k, [said], { who: "signed in" });
      expect(reply!.profile.commuteTo, said).toBe(place);
    }
  });

  it("'sum of units available for 1 beds in X' is counted and saves nothing", () => {
    for (const n of LISTED.slice(0, 3)) {
      const [reply] = replayChat(k, [`sum of units available for 1 beds in ${n.name}`], { who: "signed in" });
      const units = COMMUNITIES.filter((c) => c.neighborhoodId === n.id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 1)).reduce((sum, p) => sum + p.unitsAvailable, 0);
      expect(reply!.profileChanged, n.name).toBe(false);
      expect(reply!.responseMessage, n.name).toContain(`with ${units.toLocaleString("en-US")} unit${units === 1 ? "" : "s"} open`);
    }
  });

  it("a month beside a lease length is the move-in ('moving in april, 12 month lease'), and 'make the lease 18 months' saves after a question", () => {
    expect(understand("we're moving in april, 12 month lease, 1 cat 1 dog").set.moveInDate).toMatch(/^\d{4}-04-01$/);
    expect(understand("we're moving in april, 12 month lease").set.leaseLength).toBe("12-month");
    const replies = replayChat(k, ["12 month lease please", "which places offer 12 months", "actually make the lease 18 months"], { who: "signed in" });
    expect(replies[2]!.profile.leaseLength).toBe("18-month");
  });

  it("'ok save that budget' after a what-if saves that budget only", () => {
    const n = LISTED[0]!;
    const [asked, saved] = replayChat(k, [`If I had a bigger budget, like 2500, would there be 3 beds in ${n.name}?`, "ok save that budget"], { who: "signed in" });
    expect(asked!.profileChanged).toBe(false);
    expect(asked!.answer?.measure).toBe("rent");
    expect(saved!.profile.maxBudget).toBe(2500);
    expect(saved!.profile.bedrooms).toBeNull();
    expect(saved!.profile.neighborhoodIds).toEqual([]);
  });

  it("'how high are the ceilings', 'is it loud' are named as not recorded", () => {
    const [ceilings] = replayChat(k, [`how high are the ceilings at the cheapest place in ${LISTED[0]!.name}`]);
    expect(ceilings!.responseMessage).toMatch(/^None of our listings record ceiling heights/);
    const [loud] = replayChat(k, [`are the ${LISTED[1]!.name} places loud`]);
    expect(loud!.responseMessage).toMatch(/None of our listings record noise levels/);
  });
});

describe("after rents explained, and a number of months", () => {
  it("'what do 2 beds cost in X' then 'and the cheapest one' is X's cheapest 2 bed", () => {
    let checkedAreas = 0;
    for (const n of LISTED.slice(0, 4)) {
      const twos = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 2));
      if (twos.length === 0) continue;
      checkedAreas++;
      const low = Math.min(...twos.flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent)));
      const [, cheapest] = replayChat(k, [`what do 2 beds cost in ${n.name}`, "and the cheapest one"]);
      expect(cheapest!.answer?.items[0]?.value, n.name).toBe(low);
      expect(cheapest!.answer?.query.scope.neighborhoods, n.name).toEqual([n.slug]);
    }
    expect(checkedAreas).toBeGreaterThan(0);
  });

  it("'over a 6 month lease what would that total', 'what would 3 months cost there' multiply the rent quoted", () => {
    for (const [said, months] of [["over a 6 month lease what would that total", 6], ["what would 3 months cost there", 3], ["how much for 9 months", 9]] as const) {
      const [first, sum] = replayChat(k, [`cheapest 1 bed in ${LISTED[0]!.name}`, said]);
      const rent = first!.answer!.items[0]!.value!;
      expect(sum!.responseMessage, said).toContain(`$${(rent * months).toLocaleString("en-US")} over ${months} months`);
    }
  });
});

describe("negation, sides and ties", () => {
  it("'anything under 1000 that isn't a studio' is one bedroom or more", () => {
    for (const budget of [1000, 1200, 1500]) {
      const [reply] = replayChat(k, [`anything under ${budget} that isnt a studio`]);
      expect(reply!.answer?.query.filters.beds, String(budget)).toEqual({ min: 1, max: null });
      expect(reply!.answer?.total, String(budget)).toBe(COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds >= 1 && p.rent <= budget)).length);
    }
    expect(understand("no studios").set.bedrooms).toBe(1);
    expect(understand("a studio is fine").set.bedrooms).toBe(0);
  });

  it("'cheapest place in X vs cheapest in Y' compares each side's single cheapest", () => {
    const [a, b] = [LISTED[0]!, LISTED[1]!];
    const [reply] = replayChat(k, [`cheapest place in ${a.name} vs cheapest in ${b.name}`]);
    const low = (n: typeof a) => Math.min(...COMMUNITIES.filter((c) => c.neighborhoodId === n.id).flatMap((c) => c.floorPlans.map((p) => p.rent)));
    expect(reply!.answer?.query.statistic).toBe("min");
    expect(reply!.answer?.items.map((item) => item.value)).toEqual([low(a), low(b)]);
  });

  it("'which one has the most listings' after the neighborhoods we cover ranks them, and names a tie", () => {
    const [, most] = replayChat(k, ["What neighborhoods do you cover?", "Which one has the most listings?"]);
    const counts = LISTED.map((n) => COMMUNITIES.filter((c) => c.neighborhoodId === n.id).length);
    const top = Math.max(...counts);
    expect(most!.answer?.subject).toBe("neighborhood");
    expect(most!.answer?.items[0]?.value).toBe(top);
    const others = counts.filter((count) => count === top).length - 1;
    expect((most!.answer?.tied ?? []).length).toBe(Math.min(others, TIES_SHOWN));
    expect(most!.answer?.tiedMore === true).toBe(others > TIES_SHOWN);
  });
});

describe("where the renter is now, and where a dog can live", () => {
  it("'my lease in Austin ends end of feb' is where they are now: the rest of the message is saved", () => {
    const [reply] = replayChat(k, ["my lease in austin ends end of feb and I'm moving to houston for a job downtown, I have a cat, I'd like to keep it around 1400, and I really want a pool. where should I be looking?"], { who: "signed in" });
    expect(reply!.profile.maxBudget).toBe(1400);
    expect(reply!.profile.commuteTo).toBe("downtown");
    expect(reply!.profile.moveInDate).toMatch(/^\d{4}-02-28$/);
    expect(reply!.responseMessage).not.toMatch(/outside what I cover/);
    const [away] = replayChat(k, ["2 bed in austin"]);
    expect(away!.responseMessage).toMatch(/Austin is outside what I cover/);
  });

  it("'my dog is 85 lbs. where can he live' lists the communities that take him", () => {
    for (const weight of [45, 70, 85]) {
      const [reply] = replayChat(k, [`my dog is ${weight} lbs. where can he live`]);
      expect(reply!.answer?.subject, String(weight)).toBe("community");
      expect(reply!.answer?.query.filters.animal?.weightLb, String(weight)).toBe(weight);
    }
  });
});

describe("after two neighborhoods compared", () => {
  it("'avg rent in each?' compares the same two by the mean, and 'how much more is X' is their difference", () => {
    const [a, b] = [LISTED[0]!, LISTED[1]!];
    const [, each, more] = replayChat(k, [`compare ${a.name} and ${b.name} for 1 beds`, "avg rent in each?", `how much more is ${b.name}`]);
    const mean = (n: typeof a) => {
      const rents = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 1)).map((c) => Math.min(...c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)));
      return Math.round(rents.reduce((s, r) => s + r, 0) / rents.length);
    };
    expect(each!.answer?.operation).toBe("compare");
    expect(each!.answer?.query.statistic).toBe("mean");
    expect(each!.answer?.items.map((item) => item.value)).toEqual([mean(a), mean(b)]);
    expect(more!.responseMessage).toContain(`= $${Math.abs(mean(a) - mean(b)).toLocaleString("en-US")} a month`);
  });
});

describe("the eighteenth walk: statements read as questions", () => {
  it("'hey it's Jordan, looking for a studio in X' is a statement: name, studio and place saved", () => {
    for (const n of LISTED.slice(0, 3)) {
      const [reply] = replayChat(k, [`hey it's Jordan, looking for a studio in ${n.name}`], { who: "signed in" });
      expect(reply!.profile.name, n.name).toBe("Jordan");
      expect(reply!.profile.bedrooms, n.name).toBe(0);
      expect(reply!.profile.neighborhoodIds, n.name).toEqual([n.id]);
    }
  });

  it("'1000 max. anything in X?' saves the budget said before the question", () => {
    for (const budget of [900, 1000, 1200]) {
      const [reply] = replayChat(k, [`grad student, budget is tight - ${budget} max. anything in ${LISTED[0]!.name}?`], { who: "signed in" });
      expect(reply!.profile.maxBudget, String(budget)).toBe(budget);
    }
  });

  it("'ok for real: budget 1500, no pets' after a what-if with a cat saves the budget and drops the cat", () => {
    const n = LISTED[0]!;
    const [, real] = replayChat(k, [`if I had a cat, which places in ${n.name} would take it?`, "ok for real: budget 1500, no pets"], { who: "signed in" });
    expect(real!.profile.maxBudget).toBe(1500);
    expect(real!.profile.amenities).toEqual([]);
    expect(real!.answer?.query.filters.animal ?? null).toBeNull();
  });
});

describe("the eighteenth walk: asked of something else, shares, dates and drives", () => {
  it("'write me a poem about cats' saves nothing; 'are cats allowed at most places?' is a share", () => {
    const [poem, most] = replayChat(k, ["write me a poem about cats", "ok are cats allowed at most places?"], { who: "signed in" });
    expect(poem!.profileChanged).toBe(false);
    expect(poem!.responseMessage).toMatch(/outside what I know/);
    const cats = COMMUNITIES.filter((c) => c.petPolicy.cats).length;
    expect(most!.responseMessage).toMatch(new RegExp(`^That's ${cats} of the ${COMMUNITIES.length} communities we list`));
    const [name] = replayChat(k, ["whats your name lol"]);
    expect(name!.responseMessage).toMatch(/^I'm A\.L\.I\./);
  });

  it("'push move-in to the 15th' keeps the month saved", () => {
    for (const month of ["March", "June", "October"]) {
      const [, pushed] = replayChat(k, [`I need to move in by ${month} 1`, "actually push move-in to the 15th"], { who: "signed in" });
      expect(pushed!.profile.moveInDate, month).toMatch(new RegExp(`-${String(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"].indexOf(month) + 1).padStart(2, "0")}-15$`));
    }
  });

  it("'and to downtown?' after a ranking by the drive to one place ranks the same ones by the drive to the other", () => {
    const n = LISTED[0]!;
    const [first, second] = replayChat(k, [`which communities in ${n.name} have the shortest drive to the Galleria?`, "and to downtown?"]);
    expect(second!.answer?.measure).toBe("drive-minutes");
    expect(second!.answer?.query.destination).toBe("downtown");
    expect(second!.answer?.query.scope).toEqual(first!.answer?.query.scope);
  });
});
