/**
 * What the nineteenth walk found: a card's position read against the one-card reply before it instead of the list, "tell
 * me about the 4th" saved as a move-in date, "nothing older than 2015" read as "built in 2014 or earlier", a question
 * after "like" saved, "what's my move-in now?" answered with a search, a what-if confirmed ("ok do it, 1900", "set it
 * to 12 months") not saved, and a lease term said with a question answered with the city's shares. Each is checked over
 * several places or phrasings, with the expected figures computed from the test catalogue.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";
import { understandMessage } from "./understanding/index.ts";

const k = knowledge();
const understand = (message: string) => understandMessage(message, k.vocabulary, TODAY);
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.filter((c) => c.neighborhoodId === n.id).length >= 5);
const bySlug = new Map(COMMUNITIES.map((c) => [c.slug, c]));

describe("a card's position points at the last list, across replies about one card", () => {
  it("'the third's parking', 'compare the first and the last', 'tell me about the 4th' after 'does the first one have a pool'", () => {
    for (const n of LISTED.slice(0, 4)) {
      const [list, first, third, pair, fourth] = replayChat(k, [`studios and 1 beds in ${n.name}`, "does the first one have a pool", "and the third's parking fee", "compare the first and the last", "tell me about the 4th"]);
      const cards = list!.apartmentDetailsSuggested;
      expect(cards.length, n.name).toBeGreaterThanOrEqual(5);
      expect(first!.apartmentDetailsSuggested, n.name).toEqual([cards[0]]);
      expect(third!.apartmentDetailsSuggested, n.name).toEqual([cards[2]]);
      expect(third!.responseMessage, n.name).toContain(bySlug.get(cards[2]!)!.title);
      expect(pair!.apartmentDetailsSuggested, n.name).toEqual([cards[0], cards.at(-1)]);
      expect(fourth!.apartmentDetailsSuggested, n.name).toEqual([cards[3]]);
      for (const reply of [first, third, pair, fourth]) expect(reply!.profileChanged, n.name).toBe(false);
    }
  });

  it("a new short list is what positions point at next", () => {
    const n = LISTED[0]!;
    const [, narrowed, second] = replayChat(k, [`1 beds in ${n.name}`, "which of these have a pool", "tell me about the second one"]);
    const cards = narrowed!.apartmentDetailsSuggested;
    if (cards.length >= 2) expect(second!.apartmentDetailsSuggested).toEqual([cards[1]]);
  });

  it("'the 4th' after 'tell me about' or 'at' is a card, not a date", () => {
    for (const said of ["tell me about the 4th", "tell me more about the 2nd", "whats the parking at the 3rd"]) {
      expect(understand(said).set.moveInDate, said).toBeUndefined();
    }
    expect(understand("moving on the 4th").set.moveInDate).toBeDefined();
  });
});

describe("a year ruled out", () => {
  it("'nothing older than 2015' keeps 2015 and later; 'no buildings built before 2000' keeps 2000 and later", () => {
    for (const [said, min, max] of [
      ["nothing older than 2015", 2015, null],
      ["no buildings built before 2000 please", 2000, null],
      ["nothing built after 1990", null, 1990],
      ["not in katy, built after 2010", 2011, null],
    ] as const) {
      const [reply] = replayChat(k, [`1 beds in ${LISTED[0]!.name}, ${said}`]);
      const built = reply!.answer?.query.filters.yearBuilt ?? null;
      expect(built, said).toEqual({ min, max });
      for (const slug of reply!.apartmentDetailsSuggested) {
        const year = bySlug.get(slug)!.yearBuilt;
        if (min !== null) expect(year, said).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(year, said).toBeLessThanOrEqual(max);
      }
    }
  });
});

describe("questions that saved, or answered something else", () => {
  it("'like when did u last check the eado ones' saves nothing", () => {
    for (const n of LISTED.slice(0, 3)) {
      const said = `how up to date is this? like when did u last check the ${n.name} ones`;
      const [reply] = replayChat(k, [said], { who: "signed in" });
      expect(reply!.profileChanged, said).toBe(false);
    }
  });

  it("'what's my move in now?' reads the saved date back, and saves nothing", () => {
    const [saved, asked, budget] = replayChat(k, ["moving in april 1, budget 1500", "whats my move in now?", "what is my budget rn"], { who: "signed in" });
    const date = saved!.profile.moveInDate!;
    const [year, month, day] = date.split("-").map(Number);
    const worded = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    expect(asked!.responseMessage).toMatch(new RegExp(`^Your saved move-in date: ${worded}\\.`));
    expect(asked!.profileChanged).toBe(false);
    expect(budget!.responseMessage).toMatch(/^Your saved budget: \$1,500\./);
  });
});

describe("a what-if confirmed", () => {
  it("'eh ok do it, 1900' saves the budget the what-if asked about", () => {
    for (const confirm of ["eh ok do it, 1900", "ok do it", "yes go ahead"]) {
      const replies = replayChat(k, ["1 bed under 1700", "what if i stretched to 1900, how many more options would i get", confirm], { who: "signed in" });
      expect(replies[1]!.profile.maxBudget, confirm).toBe(1700);
      expect(replies[2]!.profile.maxBudget, confirm).toBe(1900);
      expect(replies[2]!.profileChanged, confirm).toBe(true);
    }
  });

  it("'do it have a pool?' stays a question", () => {
    const replies = replayChat(k, [`1 beds in ${LISTED[0]!.name}`, "does the first one have a pool", "do it have a pool?"]);
    expect(replies[2]!.profileChanged).toBe(false);
  });

  it("'set it to 12 months' is a lease; '6 months from now' is not", () => {
    for (const [said, lease] of [
      ["fine set it to 12 months", "12-month"],
      ["lock that in - 24 months", "24-month"],
      ["go with 18 months", "18-month"],
      ["set it to 6 months from now", undefined],
      ["in 6 months", undefined],
    ] as const) expect(understand(said).set.leaseLength, said).toBe(lease);
  });
});

describe("a lease term said beside a question", () => {
  it("'I only want a 6 month lease. what's out there in X' saves the term and lists the communities offering it there", () => {
    for (const n of LISTED.slice(0, 4)) {
      const offering = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.leaseTerms.includes("6-month"));
      const [reply] = replayChat(k, [`i only want a 6 month lease. whats out there in ${n.name}`], { who: "signed in", saved: EMPTY_PROFILE });
      expect(reply!.profile.leaseLength, n.name).toBe("6-month");
      expect(reply!.profile.neighborhoodIds, n.name).toEqual([]);
      if (offering.length > 0) expect(reply!.responseMessage, n.name).toContain(`${offering.length} communit${offering.length === 1 ? "y" : "ies"} in ${n.name} offering a 6-month lease`);
    }
  });
});

describe("a fact of each card shown", () => {
  it("'price per sq ft on each?' ranks the cards shown by it, all of them", () => {
    const [top, each] = replayChat(k, ["whats the biggest 2 bed you have? top 3", "price per sq ft on each?"]);
    const shown = top!.apartmentDetailsSuggested;
    expect(shown).toHaveLength(3);
    expect([...each!.apartmentDetailsSuggested].sort()).toEqual([...shown].sort());
    const perFoot = (slug: string) => {
      const plans = bySlug.get(slug)!.floorPlans.filter((p) => p.beds === 2 && p.sqft > 0);
      return Math.min(...plans.map((p) => p.rent / p.sqft));
    };
    const order = each!.apartmentDetailsSuggested.map(perFoot);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(each!.responseMessage).toMatch(/lowest rent per square foot first \(all 3\)/);
  });

  it("'when was that checked' gives the day its availability was last checked", () => {
    for (const n of LISTED.slice(0, 3)) {
      const [list, checked] = replayChat(k, [`1 beds in ${n.name}`, "when was the first one last checked"]);
      const one = bySlug.get(list!.apartmentDetailsSuggested[0]!)!;
      const days = Math.round((Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${one.verifiedAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
      const ago = days <= 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`;
      expect(checked!.responseMessage, n.name).toContain(`Availability at ${one.title} was last checked ${ago}`);
      expect(checked!.profileChanged, n.name).toBe(false);
    }
  });
});

describe("a card named by its neighborhood", () => {
  it("'the drive from the X one to downtown' after the cheapest in two places is that card's drive", () => {
    const [a, b] = LISTED.filter((n) => n.slug !== "downtown");
    const [compared, drive, pets] = replayChat(k, [`compare the cheapest 1 bed in ${a!.name} with the cheapest in ${b!.name}`, `whats the drive from the ${a!.name} one to downtown`, `is the one in ${b!.name} pet friendly`]);
    const sides = compared!.apartmentDetailsSuggested.map((slug) => bySlug.get(slug)!);
    const inA = sides.find((c) => c.neighborhoodId === a!.id)!;
    const inB = sides.find((c) => c.neighborhoodId === b!.id)!;
    expect(drive!.apartmentDetailsSuggested).toEqual([inA.slug]);
    expect(drive!.responseMessage).toContain(`From ${inA.title} to`);
    expect(pets!.apartmentDetailsSuggested).toEqual([inB.slug]);
  });
});

describe("two picks weighed in one message, and an all-in month", () => {
  it("'the cheapest 2 bed in X instead of the cheapest in Y, how much would I save a year' works out the gap", () => {
    const [a, b] = LISTED;
    const cheapest = (id: number) => Math.min(...COMMUNITIES.filter((c) => c.neighborhoodId === id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent)));
    const gap = Math.abs(cheapest(a!.id) - cheapest(b!.id));
    const [reply] = replayChat(k, [`if i got the cheapest 2 bed in ${a!.name} instead of the cheapest one in ${b!.name} how much would i save a year`]);
    expect(reply!.responseMessage).toContain(`= $${gap.toLocaleString("en-US")} a month`);
    if (gap > 0) expect(reply!.responseMessage).toContain(`$${(gap * 12).toLocaleString("en-US")} a year`);
    expect(reply!.profileChanged).toBe(false);
  });

  it("'the all in monthly for the cheapest 1 bed if I need parking' adds its parking, and 'for a year?' is twelve of those", () => {
    let withFee = 0;
    for (const n of LISTED) {
      const [month, year] = replayChat(k, [`whats the all in monthly for the cheapest 1 bed in ${n.name} if i need parking`, "and for a year?"]);
      const one = bySlug.get(month!.apartmentDetailsSuggested[0]!)!;
      const rent = Math.min(...one.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent));
      const total = rent + one.parkingFee;
      withFee += Number(one.parkingFee > 0);
      // The cheapest way to park there, named by its kind ("$50 covered parking").
      const kind = one.parking.find((option) => option.monthly === one.parkingFee)?.kind;
      const parking = kind === "surface" ? "surface-lot parking" : `${kind} parking`;
      if (one.parkingFee > 0) expect(month!.responseMessage, n.name).toContain(`$${rent.toLocaleString("en-US")} rent + $${one.parkingFee.toLocaleString("en-US")} ${parking} = $${total.toLocaleString("en-US")} a month`);
      expect(year!.responseMessage, n.name).toContain(`$${(total * 12).toLocaleString("en-US")} a year`);
    }
    expect(withFee).toBeGreaterThan(0);
  });
});

describe("follow-ups that keep what was asked", () => {
  const amenityId = (name: string) => k.amenities.find((a) => a.name === name)!.id;
  const has = (slug: string, name: string) => bySlug.get(slug)!.amenityIds.includes(amenityId(name));

  it("'would a 3 bed there be under 3000?' after a pool question keeps the pool", () => {
    for (const n of LISTED.slice(0, 4)) {
      const [, there] = replayChat(k, [`do you have anything with a pool in ${n.name}?`, "would a 2 bed there be under 2500?"], { who: "signed in" });
      expect(there!.answer?.query.filters.amenities, n.name).toContain("pool");
      for (const slug of there!.apartmentDetailsSuggested) expect(has(slug, "pool"), `${n.name} ${slug}`).toBe(true);
      expect(there!.profileChanged, n.name).toBe(false);
    }
  });

  it("'what's got a pool and a gym there' lists the place's communities with both", () => {
    for (const n of LISTED.slice(0, 4)) {
      const both = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.amenityIds.includes(amenityId("pool")) && c.amenityIds.includes(amenityId("gym")));
      const [, got] = replayChat(k, [`which place in ${n.name} has the best view`, "fine. whats got a pool and a gym there"]);
      expect(got!.answer?.operation, n.name).toBe("list");
      expect(got!.answer?.total, n.name).toBe(both.length);
    }
  });

  it("'how many in X have both' after two amenities were said counts X's communities with both", () => {
    for (const n of LISTED.slice(0, 4)) {
      const both = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.amenityIds.includes(amenityId("washer-dryer")) && c.amenityIds.includes(amenityId("dishwasher")));
      const [, count] = replayChat(k, ["rather have in unit w/d and a dishwasher", `how many in ${n.name} have both`], { who: "signed in" });
      expect(count!.responseMessage, n.name).toMatch(new RegExp(`^${both.length} communit`));
      expect(count!.profileChanged, n.name).toBe(false);
    }
  });

  it("'are those places near the rail?' after matches none of which fit everything is about the cards shown", () => {
    // Memorial lists no community: every card shown is a near miss from elsewhere.
    const [search, rail] = replayChat(k, ["need a rooftop deck and a dog park in memorial", "are those places near the rail?"]);
    expect(search!.responseMessage).toMatch(/I have no communities listed in Memorial/);
    expect(search!.apartmentDetailsSuggested.length).toBeGreaterThan(1);
    expect([...rail!.apartmentDetailsSuggested].sort()).toEqual([...search!.apartmentDetailsSuggested].sort());
    expect(rail!.responseMessage).toMatch(/closest to METRORail first/);
  });
});

describe("words of a statement read as meant", () => {
  it("'19 hundo', '19 hundred' are $1,900", () => {
    for (const said of ["2bd in montrose, around 19 hundo", "2 bed around 19 hundred", "max nineteen hundred"]) expect(understand(said).set.maxBudget, said).toBe(1900);
  });

  it("'lease ends 6/30 so I want something avail July 1' moves in July 1", () => {
    expect(understand("lease ends 6/30 so i want something avail july 1 or right after").set.moveInDate).toMatch(/-07-01$/);
  });

  it("'the deposit and monthly pet rent there' is the pet deposit, not a security deposit no listing holds", () => {
    const [, reply] = replayChat(k, [`whats the cheapest 1 bed in ${LISTED[0]!.name}`, "whats the deposit and monthly pet rent there"]);
    expect(reply!.responseMessage).not.toMatch(/security deposits/);
    expect(replayChat(k, [`whats the security deposit at the cheapest 1 bed in ${LISTED[0]!.name}`])[0]!.responseMessage).toMatch(/security deposit/);
  });

  it("'I don't have a car, need walking distance to the rail. 1 bed under 1600' saves the bedrooms and budget", () => {
    const [reply] = replayChat(k, ["i dont have a car, need to be walking distance to the rail, like under 10 min. 1 bed under 1600"], { who: "signed in" });
    expect(reply!.profile.bedrooms).toBe(1);
    expect(reply!.profile.maxBudget).toBe(1600);
    expect(reply!.responseMessage).toMatch(/closest to METRORail first/);
  });
});

describe("follow-ups about places", () => {
  it("'what about under 10 min' after a drive limit keeps the place and changes the limit", () => {
    const [first, tighter] = replayChat(k, ["1 beds within 20 min drive of rice university", "what about under 10 min"]);
    expect(first!.answer?.query.filters.commuteMinutes).toBe(20);
    expect(tighter!.answer?.query.filters.commuteMinutes).toBe(10);
    expect(tighter!.answer?.query.destination).toBe(first!.answer?.query.destination);
    expect(tighter!.answer!.total).toBeLessThanOrEqual(first!.answer!.total);
  });

  it("'would it be cheaper in X?' after a search in Y weighs Y and X, and saves nothing", () => {
    const [a, b] = LISTED;
    const [, weighed] = replayChat(k, [`1 bed in ${a!.name}, max 2500`, `would it be cheaper in ${b!.name}?`], { who: "signed in" });
    expect(weighed!.answer?.operation).toBe("compare");
    expect(weighed!.answer?.subject).toBe("neighborhood");
    expect([...weighed!.answer!.query.compared].sort()).toEqual([a!.slug, b!.slug].sort());
    expect(weighed!.profileChanged).toBe(false);
    expect(weighed!.profile.maxBudget).toBe(2500);
  });

  it("'which is cheapest on average for a studio' after a ranking of neighborhoods is a neighborhood, then 'in that neighborhood' counts there", () => {
    const [, cheapest, count] = replayChat(k, ["which neighborhood has the most pet friendly places", "and which is cheapest on average for a studio", "how many studios are there total in that neighborhood"]);
    expect(cheapest!.answer?.subject).toBe("neighborhood");
    expect(cheapest!.answer?.query.statistic).toBe("mean");
    const winner = cheapest!.answer!.items[0]!.slug;
    const id = NEIGHBORHOODS.find((n) => n.slug === winner)!.id;
    const studios = COMMUNITIES.filter((c) => c.neighborhoodId === id && c.floorPlans.some((p) => p.beds === 0));
    expect(count!.responseMessage).toMatch(new RegExp(`^${studios.length} communit`));
  });

  it("'what neighborhoods would I get a 2 bed in at that price' ranks the neighborhoods by the fits at the saved budget", () => {
    const [, ranked] = replayChat(k, ["my budget is 24k a year for rent", "what neighborhoods would i get a 2 bed in at that price"], { who: "signed in" });
    expect(ranked!.answer?.subject).toBe("neighborhood");
    expect(ranked!.answer?.measure).toBe("count");
    expect(ranked!.answer?.query.filters.rent?.max).toBe(2000);
    expect(ranked!.profileChanged).toBe(false);
  });
});
