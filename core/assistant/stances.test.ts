/**
 * What a statement's stance saves (eleventh walk), over every amenity and neighborhood of the test catalogue:
 * - an amenity said to be acceptable ("without a pool is fine") is neither saved nor ruled out of the answer;
 * - two negations want it ("no place without a pool"): saved, and the answer keeps to communities that have it;
 * - one said to be optional ("a concierge would be nice but not required") is not saved as a must;
 * - "nothing <place>" rules the place out: never added;
 * - an instruction right after a question ("add a gym", "forget X, do Y instead", "go to 1200") is saved;
 * - a rent each person pays is the household's budget when the renter shares it ("we can each do 900").
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { AssistantReply } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { AMENITIES, COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

const chat = (messages: readonly string[], saved: PreferenceProfile = EMPTY_PROFILE): AssistantReply[] => replayChat(k, messages, { saved });

const last = (messages: readonly string[]) => chat(messages).at(-1)!;
const savedAmenityIds = (reply: AssistantReply) => reply.profile.amenities.map((a) => a.id);
/** The amenities a renter names in a few words: the displayed name lower-cased, as typed. */
const SAYABLE = AMENITIES.filter((a) => a.name !== "pets").map((a) => ({ ...a, said: a.displayName.toLowerCase() }));
const [first, second] = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));

describe("an amenity's stance", () => {
  it(`'without a X is fine' saves nothing and rules nothing out, for ${SAYABLE.length} amenities x 3 wordings`, () => {
    for (const a of SAYABLE) {
      for (const message of [`without a ${a.said} is fine`, `no ${a.said} is ok btw`, `1 bed, without ${a.said} works too`]) {
        const reply = last([`1 bed in ${first!.name}`, message]);
        expect(savedAmenityIds(reply), message).not.toContain(a.id);
        expect(reply.answer?.query.filters.withoutAmenities ?? [], message).not.toContain(a.name);
        expect(reply.answer?.query.filters.amenities ?? [], message).not.toContain(a.name);
      }
    }
  });

  it(`'no place without a X' wants it: saved, and every community answered has it, for ${SAYABLE.length} amenities`, () => {
    for (const a of SAYABLE) {
      const message = `and no place without a ${a.said}`;
      const reply = last([`2 beds outside ${first!.name}`, message]);
      expect(savedAmenityIds(reply), message).toContain(a.id);
      expect(reply.answer?.query.filters.withoutAmenities ?? [], message).not.toContain(a.name);
      for (const slug of reply.apartmentDetailsSuggested) {
        const community = COMMUNITIES.find((c) => c.slug === slug)!;
        expect(community.amenityIds, `${message}: ${slug}`).toContain(a.id);
      }
    }
  });

  it("'X would be nice but not required' is not saved as a must", () => {
    for (const a of SAYABLE) {
      for (const message of [`${a.said} would be nice but not required`, `a ${a.said} is nice to have but not necessary`]) {
        const reply = last([message]);
        expect(savedAmenityIds(reply), message).not.toContain(a.id);
        expect(reply.answer?.query.filters.amenities ?? [], message).not.toContain(a.name);
      }
    }
  });
});

describe("'nothing <place>'", () => {
  it(`never adds the place, for ${NEIGHBORHOODS.length} neighborhoods`, () => {
    for (const n of NEIGHBORHOODS) {
      const other = n === first ? second! : first!;
      const reply = last([`i want ${other.name}. nothing ${n.name}`]);
      expect(reply.profile.neighborhoodIds, n.name).not.toContain(n.id);
      expect(reply.profile.neighborhoodIds, n.name).toContain(other.id);
    }
  });
});

describe("an instruction after a question", () => {
  const question = `2 bed in ${first!.name}`;

  it(`'add a X' and 'drop the X' are saved, for ${SAYABLE.length} amenities`, () => {
    for (const a of SAYABLE) {
      const [, , added, dropped] = chat([question, "of those which is cheapest", `add a ${a.said}`, `drop the ${a.said} requirement`]);
      expect(savedAmenityIds(added!), `add ${a.said}`).toContain(a.id);
      expect(added!.updateNotification, `add ${a.said}`).toContain("Added");
      expect(savedAmenityIds(dropped!), `drop ${a.said}`).not.toContain(a.id);
    }
  });

  it("'forget X, do Y instead' replaces the place, and 'go to N' sets the budget (never a commute)", () => {
    const [, , replaced, raised] = chat([question, "of those which is cheapest", `forget ${first!.name}, do ${second!.name} instead`, "ok fine go to 2200"]);
    expect(replaced!.profile.neighborhoodIds).toEqual([second!.id]);
    expect(raised!.profile.maxBudget).toBe(2200);
    expect(raised!.profile.commuteTo ?? null).toBeNull();
  });
});

describe("the plans of the one just named", () => {
  it(`'show me its 2 beds' asks and saves no bedrooms, in ${NEIGHBORHOODS.length} neighborhoods`, () => {
    for (const n of NEIGHBORHOODS) {
      const [, its] = chat([`which community in ${n.name} has the most units open`, "show me its 2 beds"]);
      expect(its!.profile.bedrooms, n.name).toBeNull();
      expect(its!.updateNotification ?? "", n.name).not.toContain("Bedrooms");
    }
  });
});

describe("two places said in a wish", () => {
  const pairs = NEIGHBORHOODS.slice(0, -1).map((n, i) => [n, NEIGHBORHOODS[i + 1]!] as const);

  it(`are saved, not compared, beside an amenity whose name looks like a measure, in ${pairs.length} pairs`, () => {
    for (const [a, b] of pairs) {
      const message = `i want a coworking space in the bldg. 1 bed, ${a.name} or ${b.name}`;
      const reply = last([message]);
      expect(reply.answer?.query.operation ?? "search", message).not.toBe("compare");
      expect(reply.profile.neighborhoodIds, message).toEqual(expect.arrayContaining([a.id, b.id]));
    }
  });
});

describe("a share of the rent", () => {
  const SHARES = [700, 850, 900, 1000, 1250];
  const HOUSEHOLDS: { words: (amount: number) => string; people: number }[] = [
    { words: (amount) => `me and my roommate are splitting rent, we can each do ${amount}`, people: 2 },
    { words: (amount) => `split 3 ways, we can each pay ${amount}`, people: 3 },
    { words: (amount) => `me and 2 roommates, ${amount} each`, people: 3 },
    { words: (amount) => `4 of us, ${amount} apiece`, people: 4 },
    { words: (amount) => `my half is ${amount}`, people: 2 },
    { words: (amount) => `we can pay ${amount} each month`, people: 1 },
    { words: (amount) => `my budget is ${amount}`, people: 1 },
  ];

  it(`is the household's budget: the shares added up, in ${SHARES.length * HOUSEHOLDS.length} cases`, () => {
    for (const amount of SHARES) {
      for (const { words, people } of HOUSEHOLDS) {
        const message = words(amount);
        expect(last([message]).profile.maxBudget, message).toBe(amount * people);
      }
    }
  });
});
