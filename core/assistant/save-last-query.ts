/**
 * "Save that search", "keep those criteria", "use that as my search": right after a question (nothing of it saved),
 * the renter asks for its criteria to become theirs ("save that budget": that part only). The last query's filters and places are read back as a
 * statement (an Understanding, as remember.ts saves one): what the profile can hold is saved and said; the rest (a
 * size, a year built, a drive limit) is not a profile field and stays with the question.
 */
import { PETS_AMENITY } from "../matching/amenity-keys.ts";
import type { Query } from "./query/schema.ts";
import type { Understanding } from "./understanding/types.ts";

/** The whole message asks to save the last question's criteria. */
const SAVE_LAST =
  /^(?:(?:ok|okay|k|kk|yes|yeah|yep|great|cool|perfect|nice|sure|alright|please|pls)[\s,.!]+)*(?:(?:can|could|would) (?:you|u) (?:please |pls )?)?(?:save|keep|remember|use|lock in|set)\s(?:that|this|those|these|it|them)(?:\s(?:search|one|criteria|filters|as my (?:search|criteria|preferences|profile)|to my (?:profile|preferences|search)|for me|for later))*(?:[\s,.!]+(?:please|pls|thanks|thank you|ty))*[\s.!?]*$/;

/** "Save that budget", "keep those neighborhoods": one part of the last question's criteria. Group: which. */
const SAVE_PART =
  /^(?:(?:ok|okay|k|kk|yes|yeah|yep|great|cool|perfect|nice|sure|alright|please|pls|fine|then)[\s,.!]+)*(?:(?:can|could|would) (?:you|u) (?:please |pls )?)?(?:save|keep|remember|use|lock in|set|go with)\s(?:that|this|those|these|the)\s(budget|price|rent|max|neighborhoods?|areas?|places|bedrooms?|beds|bedroom count|move[- ]in(?: date)?|date|amenities|pets?)(?:\s(?:as mine|to my (?:profile|preferences)|for me|then|too|instead))*(?:[\s,.!]+(?:please|pls|thanks|thank you|ty))*[\s.!?]*$/;

/** "Set my budget at that", "make my move-in that date": one part of the last question's criteria, said as the renter's. Group: which. */
const SAVE_PART_MINE =
  /^(?:(?:ok|okay|k|kk|yes|yeah|yep|great|cool|perfect|nice|sure|alright|please|pls|fine|then)[\s,.!]+)*(?:(?:can|could|would) (?:you|u) (?:please |pls )?)?(?:set|make|put|change|update|save|lock)\s(?:my|the)\s(budget|price|rent|max|neighborhoods?|areas?|bedrooms?|beds|move[- ]in(?: date)?|date)\s(?:to|at|as|for|in)\s(?:that|this|it|that (?:number|amount|figure|date|one))(?:[\s,.!]+(?:please|pls|thanks|thank you|ty|then))*[\s.!?]*$/;

/** The profile fields a "save that X" keeps, by the word said. */
const PART_FIELDS: readonly [RegExp, readonly (keyof Understanding["set"])[]][] = [
  [/^(?:budget|price|rent|max)$/, ["maxBudget"]],
  [/^(?:neighborhoods?|areas?|places)$/, ["neighborhoods"]],
  [/^(?:bedrooms?|beds|bedroom count)$/, ["bedrooms"]],
  [/^(?:move[- ]in(?: date)?|date)$/, ["moveInDate"]],
  [/^(?:amenities|pets?)$/, ["amenities"]],
];

/** "Ok do it", "yes go ahead", "let's do that": the what-if just asked, confirmed as the renter's own. */
const DO_IT =
  /^(?:(?:ok|okay|k|kk|yes|yeah|yep|yup|great|cool|perfect|nice|sure|alright|fine|eh|hmm|then|ya)[\s,.!]+)*(?:do it|do that|lets do (?:it|that)|go ahead(?: and (?:do|save) (?:it|that))?|go for it|make it so|make it happen|sounds good,? (?:do it|go ahead)|(?:im|i am) in)(?:[\s,.!]+(?:please|pls|then|thanks|thank you|ty))*[\s.!]*$/;

export function asksToSaveLastQuery(text: string): boolean {
  const said = text.toLowerCase().replace(/[’']/g, "").trim();
  return SAVE_LAST.test(said) || SAVE_PART.test(said) || SAVE_PART_MINE.test(said) || DO_IT.test(said);
}

/** The fields a "save that budget" keeps; null when the whole of the last question's criteria is asked for. */
export function partToSave(text: string): readonly (keyof Understanding["set"])[] | null {
  const said = text.toLowerCase().replace(/[’']/g, "").trim();
  const word = (SAVE_PART.exec(said) ?? SAVE_PART_MINE.exec(said))?.[1];
  return word ? (PART_FIELDS.find(([pattern]) => pattern.test(word))?.[1] ?? null) : null;
}

/** The query's criteria as a statement of them: bedrooms, baths, budget, places, amenities, pets, move-in, lease. */
export function understandingOfQuery(query: Query, only: readonly (keyof Understanding["set"])[] | null = null): Understanding {
  const { filters, scope } = query;
  const amenities = [...filters.amenities, ...(filters.animal && !filters.animal.assistance && !filters.amenities.includes(PETS_AMENITY) ? [PETS_AMENITY] : [])];
  const set: Understanding["set"] = {
    ...(filters.beds?.min != null ? { bedrooms: filters.beds.min } : {}),
    ...(filters.minBaths !== null ? { bathrooms: filters.minBaths } : {}),
    ...(filters.rent?.max != null ? { maxBudget: filters.rent.max } : {}),
    ...(scope.neighborhoods.length > 0 ? { neighborhoods: [...scope.neighborhoods] } : {}),
    ...(amenities.length > 0 ? { amenities: amenities.map((name) => ({ name, requirement: null })) } : {}),
    ...(filters.availableBy !== null ? { moveInDate: filters.availableBy } : {}),
  };
  const remove: Understanding["remove"] = {
    ...(scope.excludeNeighborhoods.length > 0 && (only === null || only.includes("neighborhoods")) ? { neighborhoods: [...scope.excludeNeighborhoods] } : {}),
  };
  if (only !== null) for (const key of Object.keys(set) as (keyof Understanding["set"])[]) if (!only.includes(key)) delete set[key];
  return { intents: ["search"], set, remove, asked: {}, mentioned: { neighborhoods: [...scope.neighborhoods, ...scope.excludeNeighborhoods], amenities } };
}
