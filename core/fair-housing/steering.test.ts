/**
 * Fair housing in A.L.I. (issue 30): requests generated from a schema (each protected class's groups, written here
 * independently of the vocabulary, in frames about other people, both directions: away from a group and toward one)
 * are set aside with the one statement, never searched or saved; the lawful part of the same message is answered
 * and saved; and lawful controls (the renter's own household, needs and places) are served with no statement.
 */
import { describe, expect, it } from "vitest";
import { respond } from "../assistant/respond.ts";
import { knowledge } from "../assistant/test-knowledge.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import { NOT_BY_WHO_LIVES_THERE } from "./statement.ts";
import { readFairHousing } from "./steering.ts";
import type { ProtectedClass } from "./vocabulary.ts";

/** Groups of people per class, as renters name them: nouns, and adjectives used of people. */
const GROUPS: Record<ProtectedClass, { nouns: string[]; adjectives: string[] }> = {
  race: { nouns: ["Black people", "white folks", "Asians", "Hispanics", "Latinos", "minorities"], adjectives: ["Black", "white", "Asian", "Hispanic"] },
  color: { nouns: ["dark-skinned people", "people of color"], adjectives: ["dark-skinned", "light-skinned"] },
  religion: { nouns: ["Muslims", "Jews", "Christians", "Hindus", "Sikhs", "Catholics"], adjectives: ["Muslim", "Jewish", "Christian", "Hindu"] },
  "national-origin": { nouns: ["immigrants", "foreigners", "Mexicans", "Indians", "Nigerians", "Vietnamese people", "Haitians", "Koreans"], adjectives: ["Mexican", "Chinese", "Arab", "Salvadoran"] },
  sex: { nouns: ["single women", "gay couples", "men", "trans people"], adjectives: ["gay", "female"] },
  disability: { nouns: ["wheelchair users", "disabled people", "group homes", "mentally ill people"], adjectives: ["disabled", "handicapped"] },
  "familial-status": { nouns: ["kids", "children", "families with kids", "teenagers", "babies"], adjectives: ["family"] },
};

/** Frames about who lives in a place: away from a group, and toward one. */
const NOUN_FRAMES = ["avoid areas with lots of {g}", "no {g} nearby", "somewhere without {g}", "I don't want {g} around", "a building full of {g}", "a neighborhood with fewer {g}", "not too many {g} around"];
const ADJECTIVE_FRAMES = ["a mostly {g} neighborhood", "which area is predominantly {g}", "somewhere with {g} neighbors", "a {g} community"];

/** The lawful part said beside it: saved and answered. */
const LAWFUL = "2 bed under $1,600";

interface Case {
  cls: ProtectedClass;
  group: string;
  message: string;
}

function generated(): Case[] {
  const cases: Case[] = [];
  for (const [cls, { nouns, adjectives }] of Object.entries(GROUPS) as [ProtectedClass, (typeof GROUPS)[ProtectedClass]][]) {
    for (const g of nouns) for (const frame of NOUN_FRAMES) cases.push({ cls, group: g, message: frame.replace("{g}", g) });
    for (const g of adjectives) for (const frame of ADJECTIVE_FRAMES) cases.push({ cls, group: g, message: frame.replace("{g}", g) });
  }
  return cases;
}

/** Coded wording and proxies: no group named, the same rule. */
const CODED = ["adults only", "a kid-free building", "perfect for singles", "English-speaking neighbors", "the most diverse neighborhood", "people like me", "a family-friendly area without strollers", "no families", "a good class of people", "able-bodied tenants only"];

const k = knowledge();
const ask = (message: string, profile: PreferenceProfile = EMPTY_PROFILE) => respond({ message, profile, history: [] } as never, k);
const said = (profile: PreferenceProfile) => JSON.stringify(profile).toLowerCase();

describe("a criterion on who lives there", () => {
  const cases = generated();

  it.each(cases.map((c) => [c.cls, c.message]))("%s: “%s” gets the statement, and nothing of it is searched or saved", (_cls, message) => {
    expect(readFairHousing(message).setAside.length).toBeGreaterThan(0);
    const reply = ask(message);
    expect(reply.responseMessage).toContain(NOT_BY_WHO_LIVES_THERE);
    expect(reply.responseMessage).not.toContain("everything you asked for");
    expect(reply.apartmentDetailsSuggested).toEqual([]);
    expect(reply.profileChanged).toBe(false);
  });

  it.each(cases.map((c) => [c.cls, c.message, c.group]))("%s: “%s” beside a lawful request: the lawful part is answered and saved, the rest named as set aside", (_cls, message, group) => {
    const reply = ask(`${LAWFUL}, ${message}`);
    expect(reply.responseMessage).toContain(NOT_BY_WHO_LIVES_THERE);
    expect(reply.responseMessage).toMatch(/So I set aside “[^”]+”\. Here's the rest of what you asked:/);
    expect(reply.responseMessage).not.toContain("everything you asked for");
    expect(reply.profile).toMatchObject({ maxBudget: 1600 });
    expect(reply.profile.bedrooms).toBe(2);
    // Nothing protected is saved: the profile holds no word of the group.
    expect(said(reply.profile)).not.toMatch(new RegExp(`\\b${group.toLowerCase()}\\b`));
  });

  it.each(CODED)("coded wording “%s” gets the statement", (message) => {
    const reply = ask(message);
    expect(reply.responseMessage).toContain(NOT_BY_WHO_LIVES_THERE);
    expect(reply.profileChanged).toBe(false);
  });

  it("answers every group alike: the same words but the group's", () => {
    const texts = cases.filter((c) => c.message.startsWith("no ")).map((c) => ask(c.message).responseMessage.replace(/“[^”]+”/, "“…”"));
    expect(new Set(texts).size).toBe(1);
  });
});

describe("the renter's own household, needs and places are served, with no statement", () => {
  const lawful: [string, (reply: ReturnType<typeof ask>) => void][] = [
    ["I have three kids, we need 3 bedrooms", (r) => expect(r.profile.bedrooms).toBe(3)],
    ["me and my two children need a 2 bed under $1,500", (r) => expect(r.profile.maxBudget).toBe(1500)],
    ["I use a wheelchair, 1 bed in Midtown", (r) => expect(r.profile.bedrooms).toBe(1)],
    ["I'm Muslim, looking for a 1 bed in Montrose", (r) => expect(r.profile.name ?? "").not.toMatch(/muslim/i)],
    ["we're a Jewish family, 3 bed under $2,500", (r) => expect(r.profile.maxBudget).toBe(2500)],
    ["I want black appliances and a pool", () => undefined],
    ["good Mexican food nearby and 2 beds", (r) => expect(r.profile.bedrooms).toBe(2)],
    ["French doors and a balcony", () => undefined],
  ];
  it.each(lawful)("“%s”", (message, check) => {
    expect(readFairHousing(message).setAside).toEqual([]);
    const reply = ask(message);
    expect(reply.responseMessage).not.toContain(NOT_BY_WHO_LIVES_THERE);
    check(reply);
  });
});

describe("a renter asking whether a trait of theirs can be held against them", () => {
  it.each([
    ["I'm pregnant, will they rent to me?", "pregnant or have children"],
    ["I have 3 kids, can landlords refuse me?", "pregnant or have children"],
    ["are kids allowed?", "pregnant or have children"],
    ["I'm in a wheelchair, will they still accept me?", "disability"],
    ["will they rent to me if I'm Muslim", "religion"],
  ])("“%s” is told yes, it is illegal to refuse for that, and nothing is saved", (message, why) => {
    const reply = ask(message);
    expect(reply.responseMessage).toMatch(/^Yes\. Under the federal Fair Housing Act and the Texas Fair Housing Act/);
    expect(reply.responseMessage).toContain(why);
    expect(reply.profileChanged).toBe(false);
    expect(reply.profile.name).toBeNull();
  });
});

describe("a label for a place is the crime question, the same for every area", () => {
  it.each(["is Gulfton bad", "avoid the ghetto", "which areas are sketchy", "is Alief rough?", "I want a safe neighborhood"])("“%s” names the public crime statistics and labels nothing", (message) => {
    const reply = ask(message);
    expect(reply.responseMessage).toContain("Houston Police Department's crime statistics");
    expect(reply.responseMessage).not.toMatch(/\b(?:is|are) (?:safe|unsafe|bad|dangerous)\b/);
  });
});

describe("an assistance animal is no pet", () => {
  it.each(["I have a service dog", "we have an emotional support cat.", "I'm a guide dog handler", "just so you know, I have a therapy dog"])("“%s” is told no pet charge applies", (message) => {
    const reply = ask(message);
    expect(reply.responseMessage).toMatch(/^No pet charges apply to a service or emotional support animal/);
    expect(reply.responseMessage).not.toContain(NOT_BY_WHO_LIVES_THERE);
  });

  it("a search with one says the animal pays no pet fee", () => {
    const reply = ask("I have a service dog, 1 bed in Midtown under 1800, what's the monthly total?");
    expect(reply.responseMessage).toContain("never a pet fee: it is not a pet");
  });
});
