/**
 * The publish checker (issue 30): sentences an ad or a description might hold, generated per class from groups
 * written here (not the vocabulary's lists), are flagged with the class and the rule; coded wording and labels for
 * places are flagged; descriptions of places, facilities and needs are not.
 */
import { describe, expect, it } from "vitest";
import { checkWording, FAIR_HOUSING_RULE } from "./wording-check.ts";
import type { ProtectedClass } from "./vocabulary.ts";

const ADJECTIVES: Record<Exclude<ProtectedClass, "familial-status">, string[]> = {
  race: ["Black", "white", "Asian", "Hispanic", "Latino"],
  color: ["dark-skinned", "light-skinned"],
  religion: ["Muslim", "Jewish", "Christian", "Hindu", "Catholic"],
  "national-origin": ["Mexican", "Vietnamese", "Nigerian", "Indian", "Korean", "Salvadoran"],
  sex: ["gay", "female"],
  disability: ["disabled", "handicapped"],
};
const FRAMES = ["A quiet {g} neighborhood close to downtown.", "Mostly {g} residents and friendly neighbors.", "The heart of {g} Houston, with great food."];

describe("checkWording", () => {
  const cases = (Object.entries(ADJECTIVES) as [ProtectedClass, string[]][]).flatMap(([cls, groups]) => groups.flatMap((g) => FRAMES.map((frame) => [cls, frame.replace("{g}", g)] as const)));
  it.each(cases)("%s: “%s” is flagged with its class and the rule", (cls, text) => {
    const flags = checkWording(text);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ class: cls, rule: FAIR_HOUSING_RULE });
    expect(text.slice(flags[0]!.index, flags[0]!.index + flags[0]!.phrase.length)).toBe(flags[0]!.phrase);
  });

  it.each([
    ["Adults only, no kids.", "familial-status"],
    ["Perfect for singles and young professionals.", "familial-status"],
    ["A family-friendly complex.", "familial-status"],
    ["Prized by families for its schools.", "familial-status"],
    ["English-speaking neighbors only.", "national-origin"],
    ["A diverse, international community.", null],
    ["An exclusive community for the right kind of people.", null],
    ["Able-bodied tenants preferred.", "disability"],
    ["Immigrants and refugees call it home.", "national-origin"],
    ["Ladies only building.", "sex"],
  ])("coded wording: “%s”", (text, cls) => {
    const flags = checkWording(text);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags[0]!.class).toBe(cls);
  });

  it.each(["A safe neighborhood with parks.", "The area feels polished and safe.", "Avoid the ghetto blocks east of here.", "A low-crime suburb.", "One of the sketchy parts of town."])("a label for a place: “%s”", (text) => {
    expect(checkWording(text).map((f) => f.reason.startsWith("A label for a place")).some(Boolean)).toBe(true);
  });

  it.each([
    "Walk to a Catholic church, a mosque and the Jewish Community Center.",
    "Wheelchair-accessible units with roll-in showers; elevator to every floor.",
    "French doors, black appliances and a white quartz island.",
    "Near the Children's Museum, a playground and White Oak Bayou.",
    "Close to the restaurants of Chinatown and Little Saigon's Vietnamese restaurants.",
    "Heat is the most dangerous part of a summer outage.",
    "Houston summers are dangerous for pets.",
    "Service and assistance animals are welcome; they are not pets.",
    "Two- and three-bedroom plans with a fenced yard.",
  ])("describes the place, not people: “%s”", (text) => {
    expect(checkWording(text)).toEqual([]);
  });
});
