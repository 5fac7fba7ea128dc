import { describe, expect, it } from "vitest";
import { estimateDrive } from "../../commute/estimate-drive.ts";
import { resolveDestination } from "../../commute/resolve-destination.ts";
import { EMPTY_PROFILE } from "../../preferences/profile.ts";
import { respond, type AssistantReply } from "../respond.ts";
import type { HistoryMessage } from "../answer-context.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "../test-knowledge.ts";
import { reviseAmenityPronoun, reviseAnimalPronoun, reviseBareCount, reviseBareFigure, reviseCommunityQuestion, reviseCompareTo, reviseDriveQuestion, reviseFactOfTheOne, revisePlaceQuestion } from "./continued-question.ts";

const k = knowledge();

/** Asks each message in turn, as the chat does, and returns the replies. */
function converse(messages: readonly string[]): AssistantReply[] {
  const history: HistoryMessage[] = [];
  let state: AssistantReply["state"] | null = null;
  return messages.map((message) => {
    const reply = respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history, state }, k);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.responseMessage });
    state = reply.state;
    return reply;
  });
}

const minutesFrom = (slug: string, place: string) => {
  const origin = NEIGHBORHOODS.find((n) => n.slug === slug)!;
  return estimateDrive(origin, resolveDestination(place, NEIGHBORHOODS)!).minutes;
};

describe("a follow-up to a drive estimate", () => {
  it("changes the start ('and from the Heights?') or the end ('what about to downtown') and keeps the rest", () => {
    const [, fromHeights, toDowntown] = converse(["How long is the drive to TMC from Montrose?", "and from the heights?", "what about to downtown"]);
    expect(fromHeights!.responseMessage).toContain(`From the middle of The Heights to Texas Medical Center`);
    expect(fromHeights!.responseMessage).toContain(`roughly ${minutesFrom("heights", "Texas Medical Center")} minutes by car`);
    expect(toDowntown!.responseMessage).toContain(`From the middle of The Heights to Downtown`);
    expect(toDowntown!.responseMessage).toContain(`roughly ${minutesFrom("heights", "downtown")} minutes by car`);
    for (const reply of [fromHeights!, toDowntown!]) expect(reply.profileChanged).toBe(false);
  });

  it("is only a short continuation right after a drive estimate", () => {
    const drive: HistoryMessage[] = [{ role: "user", content: "drive from montrose to tmc?" }, { role: "assistant", content: "[[neighborhood:montrose]] From the middle of Montrose to Texas Medical Center: about 3.4 road miles, roughly 9 minutes by car." }];
    expect(reviseDriveQuestion("and from midtown?", drive)).toBe("How long is the drive from midtown to Texas Medical Center?");
    expect(reviseDriveQuestion("to the galleria", drive)).toBe("How long is the drive from Montrose to the galleria?");
    expect(reviseDriveQuestion("and the cheapest 2 bed there?", drive)).toBeNull();
    expect(reviseDriveQuestion("2 bed in midtown under 1800", drive)).toBeNull();
    expect(reviseDriveQuestion("and from midtown?", [{ role: "assistant", content: "Montrose: leafy streets." }])).toBeNull();
    expect(reviseDriveQuestion("and from midtown?", [])).toBeNull();
  });

  it("follows a community's drive to another community, and 'how far is that from X' after a minimum is from the one named", () => {
    const [first, second] = [COMMUNITIES[5]!, COMMUNITIES[6]!];
    const downtown = resolveDestination("downtown", NEIGHBORHOODS)!;
    const [, next] = converse([`how long is the drive from ${first.title.toLowerCase()} to downtown`, `and from ${second.title.toLowerCase()}?`]);
    expect(next!.responseMessage).toContain(`From ${second.title} to Downtown Houston`);
    expect(next!.responseMessage).toContain(`roughly ${estimateDrive(second, downtown).minutes} minute`);
    const studios = COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds === 0));
    const cheapest = [...studios].sort((a, b) => Math.min(...a.floorPlans.filter((p) => p.beds === 0).map((p) => p.rent)) - Math.min(...b.floorPlans.filter((p) => p.beds === 0).map((p) => p.rent)) || a.title.localeCompare(b.title, "en"))[0]!;
    const [, far] = converse(["cheapest studio", "how far is that from the galleria"]);
    const galleria = resolveDestination("the galleria", NEIGHBORHOODS)!;
    expect(far!.responseMessage).toContain(`From ${cheapest.title} to ${galleria.name}`);
    expect(far!.responseMessage).toContain(`roughly ${estimateDrive(cheapest, galleria).minutes} minute`);
  });

  it("asks the same question of another neighborhood after an answer about one ('and in Uptown?'), over a chain, saving nothing", () => {
    const twoBeds = (slug: string) => COMMUNITIES.filter((c) => c.neighborhoodId === NEIGHBORHOODS.find((n) => n.slug === slug)!.id).flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent));
    const replies = converse(["what do 2 beds cost in midtown?", "and in uptown", "how about katy"]);
    for (const [reply, slug, name] of [[replies[1]!, "uptown", "Uptown/Galleria"], [replies[2]!, "katy", "Katy"]] as const) {
      const rents = twoBeds(slug);
      expect(reply.responseMessage).toContain(`2-bedroom rents in ${name} run $${Math.min(...rents).toLocaleString("en-US")}-$${Math.max(...rents).toLocaleString("en-US")}`);
      expect(reply.profileChanged).toBe(false);
    }
    expect(revisePlaceQuestion("and in uptown", [{ role: "user", content: "2 bed in midtown" }, { role: "assistant", content: "Saved: Added Midtown." }], NEIGHBORHOODS)).toBeNull();
    expect(revisePlaceQuestion("and with a pool", [{ role: "user", content: "rents in midtown?" }, { role: "assistant", content: "[[neighborhood:midtown]] Rents in Midtown..." }], NEIGHBORHOODS)).toBeNull();
  });
});

describe("a bare count after a bedroom search", () => {
  it("asks the same search for that many bedrooms, and nothing else", () => {
    const twoBeds = { min: 2, max: 2 };
    for (const [message, question] of [
      ["3?", "what about 3 bedrooms?"],
      ["what about 1?", "what about 1 bedroom?"],
      ["and 4", "what about 4 bedrooms?"],
      ["0?", "what about a studio?"],
    ] as const) {
      expect(reviseBareCount(message, twoBeds), message).toBe(question);
    }
    for (const message of ["3", "3 please", "the 3rd one?", "9?", "3 of them?", "1800?"]) expect(reviseBareCount(message, twoBeds), message).toBeNull();
    // Only after a search that counted bedrooms.
    expect(reviseBareCount("3?", null)).toBeNull();
    expect(reviseBareCount("3?", { min: null, max: null })).toBeNull();
  });
});

describe("a correction by a bare count, and the renter's animal by a pronoun", () => {
  it("reads 'actually make it 3' after a bedroom search as the bedrooms stated again", () => {
    const twoBeds = { min: 2, max: 2 };
    for (const [message, statement] of [
      ["actually make it 3", "actually 3 bedrooms"],
      ["no, change it to 1", "actually 1 bedroom"],
      ["3 instead", "actually 3 bedrooms"],
      ["make it 0", "actually a studio"],
    ] as const) {
      expect(reviseBareCount(message, twoBeds), message).toBe(statement);
    }
    expect(reviseBareCount("actually make it 2500", twoBeds)).toBeNull();
    expect(reviseBareCount("make it 3", null)).toBeNull();
  });

  it("says the animal of the last search where the renter said 'him', 'her' or 'them'", () => {
    const dog = { kind: "dog" as const, weightLb: 60, count: 1, assistance: false };
    expect(reviseAnimalPronoun("which places take him", dog)).toBe("which places take a 60 lb dog");
    expect(reviseAnimalPronoun("who is ok with her?", { ...dog, weightLb: null })).toBe("who is ok with a dog?");
    expect(reviseAnimalPronoun("will any of these allow them", { kind: "cat", weightLb: null, count: 2, assistance: false })).toBe("will any of these allow 2 cats");
    // No animal before, an assistance animal (welcome everywhere), or no pronoun: nothing to say again.
    expect(reviseAnimalPronoun("which places take him", null)).toBeNull();
    expect(reviseAnimalPronoun("which places take him", { ...dog, assistance: true })).toBeNull();
    expect(reviseAnimalPronoun("which places take cats", dog)).toBeNull();
  });
});

describe("follow-ups about one community", () => {
  const titles: Record<string, string> = { "live-oak-commons-34": "Live Oak Commons 34", "pecan-commons-22": "Pecan Commons 22", "cypress-place-12": "Cypress Place 12" };
  const titleOf = (slug: string) => titles[slug];
  const named = (text: string) => Object.entries(titles).filter(([, title]) => text.toLowerCase().includes(title.toLowerCase())).map(([slug, title]) => ({ slug, title }));

  it("asks a fact said alone of the one community the last reply was about", () => {
    expect(reviseFactOfTheOne("pet rent?", ["live-oak-commons-34"], titleOf)).toBe("pet rent at Live Oak Commons 34?");
    expect(reviseFactOfTheOne("and the parking there?", ["live-oak-commons-34"], titleOf)).toBe("and the parking at Live Oak Commons 34?");
    expect(reviseFactOfTheOne("floor plans?", ["live-oak-commons-34"], titleOf)).toBe("floor plans at Live Oak Commons 34?");
    // Two cards shown, a fact with a criterion, or a whole question: not a fact said alone of one.
    expect(reviseFactOfTheOne("pet rent?", ["live-oak-commons-34", "pecan-commons-22"], titleOf)).toBeNull();
    expect(reviseFactOfTheOne("parking under 50?", ["live-oak-commons-34"], titleOf)).toBeNull();
    expect(reviseFactOfTheOne("which ones have parking?", ["live-oak-commons-34"], titleOf)).toBeNull();
  });

  it("asks the last question about one community of another one named alone, over a chain", () => {
    const history: HistoryMessage[] = [
      { role: "user", content: "hows the walk to the rail from cypress place 12" },
      { role: "assistant", content: "[[apartment:cypress-place-12]] Cypress Place 12 has no METRORail station within walking distance." },
    ];
    expect(reviseCommunityQuestion("and from pecan commons 22", history, named)).toBe("hows the walk to the rail from Pecan Commons 22");
    const chain: HistoryMessage[] = [...history, { role: "user", content: "and from pecan commons 22" }, { role: "assistant", content: "[[apartment:pecan-commons-22]] Pecan Commons 22: 10 min walk." }];
    expect(reviseCommunityQuestion("what about live oak commons 34?", chain, named)).toBe("hows the walk to the rail from Live Oak Commons 34");
    // The same community, none, or a last reply about no one community: no such follow-up.
    expect(reviseCommunityQuestion("and from cypress place 12", history, named)).toBeNull();
    expect(reviseCommunityQuestion("and from montrose", history, named)).toBeNull();
    expect(reviseCommunityQuestion("and from pecan commons 22", [history[0]!, { role: "assistant", content: "3 communities in Midtown" }], named)).toBeNull();
  });
});

describe("the last search's amenity by a pronoun", () => {
  it("says the amenity again where the renter said 'one' or 'it'", () => {
    expect(reviseAmenityPronoun("what % of all listings have one", "a dog park")).toBe("what % of all listings have a dog park");
    expect(reviseAmenityPronoun("which eado places got it?", "a gym")).toBe("which eado places got a gym?");
    // A bedroom count, no amenity before, or no pronoun: nothing to say again.
    expect(reviseAmenityPronoun("which have one bedroom", "a pool")).toBeNull();
    expect(reviseAmenityPronoun("which have one", null)).toBeNull();
    expect(reviseAmenityPronoun("which have a gym", "a pool")).toBeNull();
  });
});

describe("'how does that compare to X', 'median?' and 'the worst' after an answer (eighth walk)", () => {
  const asked: HistoryMessage[] = [
    { role: "user", content: "avg rent for a 1 bed in the heights?" },
    { role: "assistant", content: "[[neighborhood:heights]] 1-bedroom rents in The Heights run $1,030-$1,805, median $1,180 and average $1,279." },
  ];

  it("asks the question answered against the other side, past a 'median?' in between, and always as a question", () => {
    for (const message of ["how does that compare to midtown", "how does it compare with Midtown?", "compared to midtown?", "vs midtown", "and versus midtown"]) {
      expect(reviseCompareTo(message, asked)?.toLowerCase(), message).toBe("avg rent for a 1 bed in the heights vs midtown?");
    }
    const afterMedian: HistoryMessage[] = [...asked, { role: "user", content: "median?" }, { role: "assistant", content: asked[1]!.content }];
    expect(reviseCompareTo("how does that compare to midtown", afterMedian)).toBe("avg rent for a 1 bed in the heights vs midtown?");
    expect(reviseCompareTo("midtown is nice", asked)).toBeNull();
    expect(reviseCompareTo("how does that compare to midtown", [])).toBeNull();
  });

  it("reads 'median?' after rent figures as the same question, and nothing else as one", () => {
    expect(reviseBareFigure("median?", asked)).toBe("avg rent for a 1 bed in the heights?");
    expect(reviseBareFigure("and the average", asked)).toBe("avg rent for a 1 bed in the heights?");
    expect(reviseBareFigure("median?", [{ role: "user", content: "hi" }, { role: "assistant", content: "Hi! I'm A.L.I." }])).toBeNull();
    expect(reviseBareFigure("median rent in midtown", asked)).toBeNull();
  });

  it("compares the two neighborhoods' median rent when asked 'how does that compare to X', saving nothing", () => {
    const replies = converse(["avg rent for a 1 bed in montrose?", "median?", "how does that compare to midtown"]);
    const last = replies.at(-1)!;
    expect(last.answer?.query).toMatchObject({ operation: "compare", subject: "neighborhood", compared: ["montrose", "midtown"], filters: { beds: { min: 1, max: 1 } } });
    expect(last.profileChanged).toBe(false);
  });

  it("answers 'and the worst' after the best price per square foot with the highest, and 'the worst one' with its plan", () => {
    const [best, worst, size] = converse(["best price per square foot in montrose", "and the worst", "whats the sq ft on the worst one"]);
    expect(best!.answer?.query).toMatchObject({ operation: "min", measure: "price-per-sqft" });
    expect(worst!.answer?.query).toMatchObject({ operation: "max", measure: "price-per-sqft" });
    const one = COMMUNITIES.find((c) => c.slug === worst!.apartmentDetailsSuggested[0])!;
    const plan = one.floorPlans.find((p) => worst!.responseMessage.includes(`(the ${p.name}: `))!;
    expect(size!.responseMessage).toContain(`at ${one.title} is ${plan.sqft.toLocaleString("en-US")} sq ft`);
  });
});

describe("follow-ups about the neighborhoods just compared (ninth walk)", () => {
  it("compares the same sides on the measure asked next, adds a side on the last measure, and repeats the verdict when asked which to pick", () => {
    const [first, perFoot, units, added, pick] = converse([
      "compare the heights, montrose and midtown for a 1 bed, which is cheaper?",
      "and which is cheaper per sqft",
      "and which one has the most units available",
      "what about if I add downtown to that comparison",
      "so which would u pick",
    ]);
    expect(first!.answer?.query).toMatchObject({ operation: "compare", measure: "rent", compared: ["heights", "montrose", "midtown"] });
    expect(perFoot!.answer?.query).toMatchObject({ operation: "compare", measure: "price-per-sqft", compared: ["heights", "montrose", "midtown"], filters: { beds: { min: 1, max: 1 } } });
    expect(units!.answer?.query).toMatchObject({ operation: "compare", measure: "open-units", compared: ["heights", "montrose", "midtown"] });
    expect(added!.answer?.query).toMatchObject({ operation: "compare", measure: "open-units", compared: ["heights", "montrose", "midtown", "downtown"] });
    expect(pick!.answer?.query).toMatchObject({ operation: "compare", measure: "open-units", compared: ["heights", "montrose", "midtown", "downtown"] });
    for (const reply of [first, perFoot, units, added, pick]) expect(reply!.profileChanged).toBe(false);
  });

  it("compares the same sides by the drive when asked 'which would you pick if I commute to X'", () => {
    const [, pick] = converse(["median rent for a 2 bed in montrose vs midtown", "which would you pick if I commute to the texas medical center"]);
    expect(pick!.answer?.query).toMatchObject({ operation: "compare", measure: "drive-minutes", compared: ["montrose", "midtown"] });
    expect(pick!.answer?.query.destination).toMatch(/texas medical center/i);
    expect(pick!.profileChanged).toBe(false);
  });

  it("reads 'the most studios open' as units open in studio plans, and 'and the fewest?' as its other end", () => {
    const [most, fewest] = converse(["Which neighborhood has the most studios open right now?", "and the fewest?"]);
    expect(most!.answer?.query).toMatchObject({ operation: "max", measure: "open-units", subject: "neighborhood", filters: { beds: { min: 0, max: 0 } } });
    expect(fewest!.answer?.query).toMatchObject({ operation: "min", measure: "open-units", subject: "neighborhood", filters: { beds: { min: 0, max: 0 } } });
  });
});
