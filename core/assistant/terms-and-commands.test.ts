/**
 * Twelfth walk, batch 2, over the test catalogue:
 * - what a term means ("what does admin fee mean", "is pet rent per pet", "are the drive times with traffic") is
 *   explained, and a special with numbers ("6 weeks free on a 12 month lease") is worked out, saving nothing;
 * - "forget everything about me" / "start over" clears the saved preferences (a part of a message never does);
 * - "the last one" is the last card shown;
 * - "the average 1 bed there" right after a list in a neighborhood is that neighborhood's median, computed here.
 */
import { describe, expect, it } from "vitest";
import { formatDollars } from "../format/ranges.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { asksToStartOver } from "./start-over.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();
const LISTED = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));

describe("what a term means", () => {
  const TERMS: readonly [string, RegExp][] = [
    ["admin fee", /one-time charge/],
    ["application fee", /per adult applicant/],
    ["pet rent", /monthly charge .* for each pet/],
    ["pet deposit", /refunded at move-out/],
    ["net effective rent", /spreads the saving/],
  ];
  it(`explains ${TERMS.length} terms in three wordings each, saving nothing`, () => {
    for (const [term, says] of TERMS) {
      for (const message of [`what does ${term} mean`, `whats a ${term}?`, `is the ${term} monthly`]) {
        const [reply] = replayChat(k, [message]);
        expect(reply!.responseMessage, message).toMatch(says);
        expect(reply!.profileChanged, message).toBe(false);
      }
    }
  });

  it("says drive times are estimates without traffic, with the model's figures", () => {
    for (const message of ["are your drive times with traffic", "is the commute time you show in rush hour traffic", "how do you calculate the drive times"]) {
      const [reply] = replayChat(k, [message]);
      expect(reply!.responseMessage, message).toMatch(/not live traffic.*24 mph/);
    }
  });

  it("works out N weeks free over an M-month lease, for every pair a renter would say", () => {
    for (const weeks of [2, 4, 6, 8]) {
      for (const months of [6, 12, 13, 15, 18]) {
        const freeMonths = (weeks * 7 * 12) / 365;
        const share = (((months - freeMonths) / months) * 100).toFixed(1);
        const [reply] = replayChat(k, [`what does ${weeks} weeks free mean on a ${months} month lease`]);
        expect(reply!.responseMessage, `${weeks}/${months}`).toContain(`you pay ${share}% of the listed rent`);
        const [withRent] = replayChat(k, [`if i sign ${months} months at $1,800 a month with ${weeks} weeks free whats my avg monthly`]);
        expect(withRent!.responseMessage, `${weeks}/${months} $1,800`).toContain(`about ${formatDollars(Math.round((1800 * (months - freeMonths)) / months))} a month net effective`);
        expect(withRent!.profileChanged).toBe(false);
      }
    }
  });
});

describe("starting over", () => {
  it("clears every saved preference, and says there was nothing when nothing was saved", () => {
    for (const message of ["forget everything about me, starting over", "start over", "can we start fresh", "reset my preferences please", "clear my profile"]) {
      const [saved, cleared] = replayChat(k, [`im sam, 2 bed in ${LISTED[0]!.name} under 2000 with a pool`, message]);
      expect(saved!.profileChanged).toBe(true);
      expect(cleared!.profileChanged, message).toBe(true);
      expect(cleared!.profile, message).toEqual(EMPTY_PROFILE);
      expect(cleared!.updateNotification, message).toBe("Cleared all your preferences");
      const [fresh] = replayChat(k, [message]);
      expect(fresh!.profileChanged, message).toBe(false);
    }
  });

  it("is only ever the whole message", () => {
    for (const no of ["forget midtown", "start over in the heights with 2 beds", "i want to reset my budget to 1500", "forget the pool"]) expect(asksToStartOver(no), no).toBe(false);
  });
});

describe("the last one", () => {
  it("is the last card of the list just shown", () => {
    let checked = 0;
    for (const n of LISTED) {
      const [list, last] = replayChat(k, [`show me everything in ${n.name}`, "tell me about the last one"]);
      const cards = list!.apartmentDetailsSuggested;
      if (cards.length < 2) continue;
      expect(last!.apartmentDetailsSuggested[0], n.name).toBe(cards.at(-1));
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});

describe("the average there", () => {
  it("is the median of the 1-bed rents of that neighborhood's communities, right after a list there", () => {
    let checked = 0;
    for (const n of LISTED) {
      const cheapest = COMMUNITIES.filter((c) => c.neighborhoodId === n.id)
        .map((c) => Math.min(...c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)))
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      if (cheapest.length < 3) continue;
      const middle = Math.floor(cheapest.length / 2);
      const median = cheapest.length % 2 === 1 ? cheapest[middle]! : Math.round((cheapest[middle - 1]! + cheapest[middle]!) / 2);
      const [, avg] = replayChat(k, [`1 bed apartments in ${n.name}?`, "whats the avg rent there"]);
      expect(avg!.responseMessage, n.name).toContain(formatDollars(median));
      expect(avg!.profileChanged, n.name).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
