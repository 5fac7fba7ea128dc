/**
 * What the fourteenth walk found that was read wrong (and some of it saved): everyday words taken for names or
 * criteria, and criteria said in ways the reader did not know. Each checked over several places or values.
 */
import { describe, expect, it } from "vitest";
import { replayChat } from "./test-chat.ts";
import { AMENITIES, COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";
import { understandMessage } from "./understanding/index.ts";

const k = knowledge();
const understand = (message: string) => understandMessage(message, k.vocabulary, TODAY);
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));

describe("everyday words are not names or criteria", () => {
  it("'partying' is not parking, 'extend' is not East End, and neither is saved", () => {
    const parking = AMENITIES.find((a) => a.name === "parking")!.id;
    for (const n of LISTED.slice(0, 4)) {
      const [, quiet] = replayChat(k, [`2 bed in ${n.name}`, "Is it a quiet community? We don't want young people partying next door."]);
      expect(quiet!.profile.amenities.map((w) => w.id), n.name).not.toContain(parking);
      expect(quiet!.responseMessage, n.name).not.toContain("parking");
    }
    expect(understand("any month to month ones? contract might extend").mentioned.neighborhoods).toEqual([]);
    // A slip of a real word is still read: "parkign", "montrse".
    expect(understand("parkign please").mentioned.amenities).toEqual(["parking"]);
    expect(understand("1 bed in montrse").mentioned.neighborhoods).toEqual(["montrose"]);
  });

  it("years lived somewhere are no lease length; a lease said for years is", () => {
    for (const said of ["I've been in Montrose for four years and I love it", "lived in the heights for 2 years", "worked downtown for about 3 years"]) expect(understand(said).set.leaseLength, said).toBeUndefined();
    expect(understand("I want to sign for 2 years").set.leaseLength).toBe("24-month");
    expect(understand("lease for 1 year").set.leaseLength).toBe("12-month");
  });

  it("'a new job at a hospital' names no place to drive to; 'based at Hobby' does", () => {
    expect(understand("I'm moving next month for a new job at a hospital.").set.commuteTo).toBeUndefined();
    expect(understand("I work at a clinic").set.commuteTo).toBeUndefined();
    expect(understand("flight attendant based at Hobby").set.commuteTo).toBe("Hobby");
    expect(understand("i work in energy corridor").set.commuteTo).toBe("energy corridor");
  });

  it("a bath count the renter refuses is not the one they want", () => {
    expect(understand("needs at least 2 bathrooms, we are not sharing 1 bathroom between 3 people").set.bathrooms).toBe(2);
    expect(understand("2 baths, not settling for 1 bath").set.bathrooms).toBe(2);
  });

  it("'before the 15th' after a date names that month, the day before", () => {
    for (const [month, number] of [["June", 6], ["March", 3], ["October", 10]] as const) {
      const said = understand(`My lease ends ${month} 14 so I need something available before the 15th.`).set.moveInDate;
      expect(said, month).toMatch(new RegExp(`^\\d{4}-${String(number).padStart(2, "0")}-14$`));
    }
  });

  it("'under 1,000 sq ft but at least 700' is a size window, not a rent", () => {
    for (const [high, low] of [[1000, 700], [900, 600], [1200, 850]] as const) {
      const n = LISTED[0]!;
      const message = `${n.name} 1 beds under ${high.toLocaleString("en-US")} sq ft but at least ${low}?`;
      expect(understand(message).set.maxBudget, message).toBeUndefined();
      const [reply] = replayChat(k, [message]);
      const fit = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 1 && p.sqft >= low && p.sqft <= high));
      expect(reply!.responseMessage, message).toContain(`${low}-${high.toLocaleString("en-US")} sq ft`);
      expect(reply!.responseMessage, message).toContain(fit.length === 0 ? "No community" : `${fit.length} communit`);
      expect(reply!.responseMessage, message).not.toMatch(/(?:at most|from) \$/);
    }
  });

  it("the best bbq in town is no grilling area asked of a listing", () => {
    const [reply] = replayChat(k, ["whats the best bbq in houston lol"]);
    expect(reply!.responseMessage).not.toContain("grilling areas");
    expect(reply!.profileChanged).toBe(false);
  });
});

describe("where the drive goes", () => {
  it("'the shortest drive to the airport' for someone based at Hobby is to Hobby, and 'if I transferred to IAH' to IAH", () => {
    const [hobby, iah] = replayChat(k, ["flight attendant based at Hobby. 1 bed, I want the shortest drive to the airport", "what if I transferred to IAH, which would be closest then"]);
    expect(hobby!.responseMessage).toContain("shortest drive to William P. Hobby Airport (HOU)");
    expect(iah!.responseMessage).toContain("shortest drive to George Bush Intercontinental Airport (IAH)");
    expect(iah!.profileChanged).toBe(false);
  });
});

describe("batch 2 of the fourteenth walk", () => {
  it("'and in all of Houston?' asks the last question over the whole city", () => {
    const all = [...COMMUNITIES].flatMap((c) => c.floorPlans.map((p) => ({ c, p }))).sort((a, b) => b.p.rent - a.p.rent || a.c.title.localeCompare(b.c.title, "en"))[0]!;
    for (const n of LISTED.slice(0, 4)) {
      const [, city] = replayChat(k, [`What's the most expensive unit you have in ${n.name}?`, "and in all of Houston?"]);
      expect(city!.responseMessage, n.name).toContain(`The most expensive community in Houston is [[apartment:${all.c.slug}]]`);
    }
  });

  it("'an easy walk to the rail' and 'what about walking to the rail?' rank by the walk", () => {
    const [, walk] = replayChat(k, [`1 bed in ${LISTED[0]!.name} under 2500`, "what about walking to the rail? I'd like to ditch the car"]);
    expect(walk!.responseMessage).toMatch(/closest to METRORail first|has no METRORail station within walking distance/);
    const [easy] = replayChat(k, ["1 beds that are an easy walk to the rail"]);
    expect(easy!.responseMessage).toMatch(/closest to METRORail/);
  });

  it("how a figure was worked out, and why a median and an average differ, are explained", () => {
    for (const message of ["Why are they different?", "that seems high. how'd you get that number", "where does that number come from"]) {
      const [, reply] = replayChat(k, [`What's the median rent for a 1 bedroom in ${LISTED[1]!.name}? And the average?`, message]);
      expect(reply!.responseMessage, message).toContain("the median is the middle rent");
    }
  });
});

describe("batch 3 of the fourteenth walk", () => {
  it("a community named that we do not list is said so, and its words are no place", () => {
    const [reply] = replayChat(k, ["I toured the place called Larkspur Commons on Washington and the place called Heights Mercantile Flats. Can you compare their 2 beds?"]);
    expect(reply!.responseMessage).toMatch(/^I don't have a community called Larkspur Commons or Heights Mercantile Flats in our listings/);
    expect(reply!.profile.neighborhoodIds).toEqual([]);
    // One we do list is no unlisted one.
    const listed = COMMUNITIES[0]!;
    const [known] = replayChat(k, [`what about the place called ${listed.title}?`]);
    expect(known!.responseMessage).not.toContain("I don't have a community called");
  });

  it("'how many units are open across those two neighborhoods' counts units, not neighborhoods", () => {
    const [a, b] = LISTED;
    const [, units] = replayChat(k, [`2 bed in ${a!.name} or ${b!.name}`, "How many units are open in total across those two neighborhoods for 2 beds?"]);
    const fitting = COMMUNITIES.filter((c) => (c.neighborhoodId === a!.id || c.neighborhoodId === b!.id) && c.floorPlans.some((p) => p.beds === 2));
    const open = fitting.reduce((sum, c) => sum + c.floorPlans.filter((p) => p.beds === 2).reduce((n, p) => n + p.unitsAvailable, 0), 0);
    expect(units!.responseMessage).toContain(`with ${open} units open`);
  });

  it("a higher rent for a shorter lease is named as not recorded", () => {
    const [, more] = replayChat(k, [`${LISTED[0]!.name} 6 month lease`, "Do they charge more for the shorter lease?"]);
    expect(more!.responseMessage).toMatch(/^None of our listings record price differences between lease lengths/);
  });
});

describe("batch 4 of the fourteenth walk", () => {
  it("a long statement naming places with 'or' is saved and searched, not compared", () => {
    const [a, b, c] = LISTED;
    const [reply] = replayChat(k, [`Okay long story, I've lived in ${a!.name} for four years and I'm over paying ${a!.name} prices so I'm open to maybe ${b!.name} or ${c!.name}, I don't know, I'd want a 1 bedroom, I have a cat, and I really can't go above like 1,600. Is that doable?`]);
    expect(reply!.profile.neighborhoodIds.sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(reply!.profile.leaseLength).toBeNull();
    expect(reply!.responseMessage).not.toMatch(/I can't say which|is cheaper by/);
  });

  it("pet charges asked about an assistance animal: none apply, it is not a pet", () => {
    for (const conversation of [["I have a service dog, a 90 lb lab. I need a 1 bed downtown.", "So would I have to pay the pet rent?"], ["emotional support animal, do I pay pet rent?"], ["my service dog is 90 lb, will they charge a pet deposit"]]) {
      const replies = replayChat(k, conversation);
      expect(replies.at(-1)!.responseMessage, conversation.join(" / ")).toMatch(/^No pet charges apply to a service or emotional support animal: under fair-housing law it is not a pet/);
    }
  });
});

describe("a gap as a percentage", () => {
  it("'as a percentage?' after comparing two places is the gap over the lower figure, with the working", () => {
    const [a, b] = LISTED;
    const [compared, percent] = replayChat(k, [`compare 1 bed rent in ${a!.name} vs ${b!.name}`, "as a percentage?"]);
    const figures = [...compared!.responseMessage.matchAll(/: \$([\d,]+)\n?/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    expect(figures.length).toBe(2);
    const [low, high] = [Math.min(...figures), Math.max(...figures)];
    if (high > low) expect(percent!.responseMessage).toContain(`That's ${(Math.round(((high - low) / low) * 1000) / 10).toFixed(1)}% more than`);
    expect(percent!.profileChanged).toBe(false);
  });
});

describe("the fifteenth walk", () => {
  it("'older complexes, not shiny new builds' asks for older ones, never for new construction", () => {
    for (const n of LISTED.slice(0, 5)) {
      const [reply] = replayChat(k, [`${n.name}, 2 bed. i like older smaller complexes, not shiny new builds`]);
      expect(reply!.responseMessage, n.name).not.toMatch(/built in \d{4} or later/);
    }
    const [fresh] = replayChat(k, [`show me brand new builds in ${LISTED[0]!.name}`]);
    expect(fresh!.responseMessage).toMatch(/built in \d{4} or later/);
  });
});
