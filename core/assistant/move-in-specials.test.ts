/**
 * Move-in specials asked of A.L.I. (issue 29): "any move-in specials in Midtown?", "which of those have a special?",
 * "does X have a special?", "cheapest studio with a move-in special". Cases are generated from the test catalogue (its
 * specials: core/assistant/test-knowledge.ts, running, ended yesterday, starting tomorrow, first and last day today) and
 * each expected answer is computed here from the data, with no code of the assistant's: a special runs on a day when it
 * has no start or started on or before it, and ends on or after it.
 */
import { describe, expect, it } from "vitest";
import type { MatchCommunity } from "../matching/types.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { respond } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS, TODAY } from "./test-knowledge.ts";

const k = knowledge();
const ask = (message: string, on = k) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, on);

const runsOn = (community: MatchCommunity, day: string) => {
  const special = community.special;
  return special !== null && (special.startsOn === null || special.startsOn <= day) && day <= special.endsOn;
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const through = (iso: string) => `through ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const cheapestOf = (communities: readonly MatchCommunity[], beds: number) =>
  communities
    .map((c) => ({ c, rent: Math.min(...c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent)) }))
    .filter(({ rent }) => Number.isFinite(rent))
    .sort((a, b) => a.rent - b.rent || a.c.title.localeCompare(b.c.title, "en"));

const WITH_SPECIAL = COMMUNITIES.filter((c) => c.special !== null);
const RUNNING = COMMUNITIES.filter((c) => runsOn(c, TODAY));

describe("the test catalogue's specials", () => {
  it("hold every case: running, ended yesterday, starting tomorrow, on their first and last day today", () => {
    expect(RUNNING.length).toBeGreaterThan(3);
    expect(WITH_SPECIAL.some((c) => c.special!.endsOn < TODAY)).toBe(true);
    expect(WITH_SPECIAL.some((c) => c.special!.startsOn !== null && c.special!.startsOn > TODAY)).toBe(true);
    expect(RUNNING.some((c) => c.special!.endsOn === TODAY)).toBe(true);
    expect(RUNNING.some((c) => c.special!.startsOn === TODAY)).toBe(true);
  });
});

describe("'any move-in specials in X?': the communities of X whose special runs today, each with its special", () => {
  for (const n of NEIGHBORHOODS) {
    it(`in ${n.name}`, () => {
      const here = COMMUNITIES.filter((c) => c.neighborhoodId === n.id);
      const expected = here.filter((c) => runsOn(c, TODAY));
      const reply = ask(`any move-in specials in ${n.name}?`);
      expect(reply.profileChanged).toBe(false);
      expect(reply.answer?.query.filters.hasSpecial).toBe(true);
      expect(reply.answer?.query.scope.neighborhoods).toEqual([n.slug]);
      expect(reply.answer?.total).toBe(expected.length);
      expect(new Set(reply.apartmentDetailsSuggested)).toEqual(new Set(expected.map((c) => c.slug)));
      for (const c of expected) {
        expect(reply.responseMessage).toContain(c.title);
        expect(reply.responseMessage).toContain(`special: ${c.special!.text}`);
        expect(reply.responseMessage).toContain(through(c.special!.endsOn));
      }
      // An ended special, or one not started, is no special: its community is not named.
      for (const c of here.filter((c) => c.special !== null && !runsOn(c, TODAY))) expect(reply.responseMessage).not.toContain(c.title);
      if (here.length === 0) expect(reply.responseMessage).toBe(`I have no communities listed in ${n.name}.`);
      else if (expected.length === 0) expect(reply.responseMessage).toBe(`No community in ${n.name} has a move-in special running right now.`);
    });
  }
});

describe("'does X have a special?': the special it runs today, or none", () => {
  // Every community with a special on record, and as many without.
  const asked = [...WITH_SPECIAL, ...COMMUNITIES.filter((c) => c.special === null).slice(0, WITH_SPECIAL.length)];
  for (const c of asked) {
    it(c.title, () => {
      const reply = ask(`does ${c.title} have a move-in special?`);
      expect(reply.profileChanged).toBe(false);
      expect(reply.apartmentDetailsSuggested).toEqual([c.slug]);
      if (runsOn(c, TODAY)) {
        expect(reply.responseMessage).toContain(`${c.title} has a move-in special: ${c.special!.text}`);
        expect(reply.responseMessage).toContain(through(c.special!.endsOn));
      } else {
        expect(reply.responseMessage).toContain(`${c.title} has no move-in special running right now`);
        if (c.special) expect(reply.responseMessage).not.toContain(c.special.text);
      }
    });
  }
});

describe("'the cheapest N bed with a move-in special': a minimum over the communities whose special runs today", () => {
  for (const [beds, words] of [
    [0, "studio"],
    [1, "1 bed"],
    [2, "2 bed"],
    [3, "3 bed"],
  ] as const) {
    it(words, () => {
      const ranked = cheapestOf(RUNNING, beds);
      const reply = ask(`cheapest ${words} with a move-in special`);
      expect(reply.profileChanged).toBe(false);
      expect(reply.answer?.operation).toBe("min");
      expect(reply.answer?.total).toBe(ranked.length);
      if (ranked.length === 0) return;
      expect(reply.answer?.items[0]?.slug).toBe(ranked[0]!.c.slug);
      expect(reply.answer?.items[0]?.value).toBe(ranked[0]!.rent);
      expect(reply.responseMessage).toContain(`special: ${ranked[0]!.c.special!.text}`);
    });
  }
});

describe("'which of those have a special?' after a question: the question's communities whose special runs today", () => {
  for (const n of NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id))) {
    it(`2 beds in ${n.name}`, () => {
      const [first, second] = replayChat(k, [`what 2 beds are in ${n.name}?`, "which of those have a special?"]);
      const twoBeds = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 2));
      expect(first!.answer?.total).toBe(twoBeds.length);
      const expected = twoBeds.filter((c) => runsOn(c, TODAY));
      expect(second!.profileChanged).toBe(false);
      expect(second!.answer?.total).toBe(expected.length);
      expect(new Set(second!.apartmentDetailsSuggested)).toEqual(new Set(expected.map((c) => c.slug)));
    });
  }
});

describe("counts, statements and the day", () => {
  it("counts the communities whose special runs today, and names nothing as unrecorded", () => {
    const reply = ask("how many places have a move-in special?");
    expect(reply.answer?.operation).toBe("count");
    expect(reply.answer?.total).toBe(RUNNING.length);
    expect(reply.responseMessage).not.toMatch(/record/);
    expect(reply.profileChanged).toBe(false);
  });

  it("a statement saves what the profile holds (the place), never the special, and is answered with the specials", () => {
    const heights = NEIGHBORHOODS.find((n) => n.slug === "heights")!;
    const reply = ask("show me apartments with a move-in special in the Heights");
    expect(reply.profile).toEqual({ ...EMPTY_PROFILE, neighborhoodIds: [heights.id] });
    const expected = COMMUNITIES.filter((c) => c.neighborhoodId === heights.id && runsOn(c, TODAY));
    expect(reply.answer?.total).toBe(expected.length);
    expect(new Set(reply.apartmentDetailsSuggested)).toEqual(new Set(expected.map((c) => c.slug)));
  });

  it("decides which specials run on the day it answers, from the same catalogue: one ending today is gone tomorrow, one starting tomorrow comes", () => {
    const tomorrow = nextDay(TODAY);
    // The same communities array (its column index built once): only the day of the answer differs.
    const later = knowledge({ today: tomorrow });
    const now = ask("which places have a move-in special?").answer!;
    const then = ask("which places have a move-in special?", later).answer!;
    expect(now.total).toBe(RUNNING.length);
    expect(then.total).toBe(COMMUNITIES.filter((c) => runsOn(c, tomorrow)).length);
    const endingToday = RUNNING.find((c) => c.special!.endsOn === TODAY)!;
    const startingTomorrow = WITH_SPECIAL.find((c) => c.special!.startsOn === tomorrow)!;
    expect(ask(`does ${endingToday.title} have a special?`).responseMessage).toContain("has a move-in special");
    expect(ask(`does ${endingToday.title} have a special?`, later).responseMessage).toContain("has no move-in special running right now");
    expect(ask(`does ${startingTomorrow.title} have a special?`).responseMessage).toContain("has no move-in special running right now");
    expect(ask(`does ${startingTomorrow.title} have a special?`, later).responseMessage).toContain("has a move-in special");
  });

  it("says a community's special among its facts only while it runs", () => {
    for (const c of WITH_SPECIAL) {
      const reply = ask(`tell me about ${c.title}`);
      if (runsOn(c, TODAY)) expect(reply.responseMessage, c.title).toContain(`Move-in special: ${c.special!.text}`);
      else expect(reply.responseMessage, c.title).not.toContain("Move-in special");
    }
  });
});
