/**
 * A community's pet policy text read as data (decision 031): which kinds of pet, how many, the heaviest dog, breed
 * restrictions and what a pet costs. It prefills the back office's pet fields from the text an administrator types,
 * and it is the reference the data migration's SQL backfill (migration 0025) is checked against.
 *
 * Read by patterns, not by understanding: the seed's own sentences ("Cats and dogs welcome, up to 2 pets per home
 * (dogs up to 50 lb). $300 one-time pet fee and $25/month pet rent per pet. Some breed restrictions apply.") and the
 * usual ways leasing offices write the same facts ("dogs under 40 lbs", "no dogs", "cats only", "max 2 pets",
 * "$400 deposit"). What the text does not say stays unknown (null), never guessed.
 *
 * What a text says of assistance animals is set aside before anything else: "service animals welcome" in a
 * no-pets policy is not a pet policy (core/pets/pet-policy.ts holds the rule that they are not pets).
 *
 * Every pattern is written in the part of regular-expression syntax that JavaScript and PostgreSQL's advanced
 * regular expressions share (no lookbehind, no lazy quantifiers, no named groups), so the migration's SQL can use
 * the same patterns with `\b` spelled `\y`; the text is lower-cased first on both sides.
 */
import { NO_PETS, type PetPolicy } from "./pet-policy.ts";
// A number outside the bounds the columns keep is not read.
import { DOG_WEIGHT_LIMIT_MAX, DOG_WEIGHT_LIMIT_MIN, MAX_PETS_MAX, MAX_PETS_MIN } from "./pet-policy-limits.ts";

/**
 * An assistance-animal remark is removed from the start of its clause to the end of its sentence: "Pets welcome,
 * service animals exempt from fees" keeps "pets welcome", and "service animals: no fee, no deposit" goes whole.
 */
const CLAUSE = String.raw`[^.;!?,\n()]*`;
const TO_SENTENCE_END = String.raw`[^.;!?\n()]*`;
/** A kind of pet, as a policy names it ("small dogs", "cats"); lists of them ("cats and dogs", "dogs, cats or kittens"). */
const KIND = String.raw`(?:(?:small|large|indoor) )?(?:cats?|dogs?|kittens?|pupp(?:y|ies))`;
const DOG_KIND = String.raw`(?:(?:small|large|indoor) )?(?:dogs?|pupp(?:y|ies))`;
const CAT_KIND = String.raw`(?:(?:small|large|indoor) )?(?:cats?|kittens?)`;
const LIST_SEPARATOR = String.raw`\s*(?:,|and|&|or)\s*`;
const WELCOME = String.raw`\s+(?:are\s+|is\s+)?(?:welcome|allowed|accepted|permitted|ok|okay)\b`;
/** A count of pets: a digit or two, or a number word. */
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)`;
/** A dollar amount: digits with optional thousands commas (at most nine characters). */
const AMOUNT = String.raw`\$\s*(\d[\d,]{0,8})`;
const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] as const;

/**
 * The patterns, as sources (lower-case text). Exported so that the migration's SQL and the decision record can be
 * read beside them; the SQL spells `\b` as `\y`.
 */
export const PET_POLICY_PATTERNS = {
  /** A clause about service, assistance, support or therapy animals: removed before reading. */
  assistance: String.raw`${CLAUSE}(?:\b(?:assistance|service|support|therapy|companion)\s+(?:animals?|dogs?|cats?)\b|\besas?\b|\bemotional support\b)${TO_SENTENCE_END}`,
  noPets: String.raw`\bno pets\b(?!\s+(?:over|above|heavier|larger|bigger|weighing))|\bpets?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\b|\bpet[- ]free\b|\bno animals\b|\bpets?:?\s*none\b|\b(?:do|does)\s+not\s+(?:allow|accept|permit)\s+pets\b|\bno (?:cats|dogs) (?:or|and|nor) (?:cats|dogs)\b`,
  noDogs: String.raw`\bno dogs\b(?!\s+(?:over|above|heavier|larger|bigger|weighing))|\bdogs?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\b|\bcats?\s+only\b|\bonly\s+cats?\b`,
  noCats: String.raw`\bno cats\b|\bcats?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\b|\bdogs?\s+only\b|\bonly\s+dogs?\b`,
  /** Kinds said to be welcome ("cats and dogs welcome", "small dogs allowed"): then only those. */
  dogsWelcome: String.raw`\b(?:${KIND}${LIST_SEPARATOR})*${DOG_KIND}(?:${LIST_SEPARATOR}${KIND})*${WELCOME}|\bdog[- ]friendly\b`,
  catsWelcome: String.raw`\b(?:${KIND}${LIST_SEPARATOR})*${CAT_KIND}(?:${LIST_SEPARATOR}${KIND})*${WELCOME}|\bcat[- ]friendly\b`,
  dogWord: String.raw`\b(?:dogs?|pupp(?:y|ies)|canines?)\b`,
  catWord: String.raw`\b(?:cats?|kittens?|felines?)\b`,
  /** Pets in general are welcome ("pets welcome", "pet-friendly", "up to 2 pets"): both kinds unless one is excluded. */
  petsWelcome: String.raw`\bpets?\s+(?:are\s+|is\s+)?(?:welcome|allowed|accepted|permitted|ok|okay)\b|\bpet[- ]friendly\b|\ball pets\b|\b${COUNT}\s*-?\s*pets?\b`,
  petWord: String.raw`\bpets?\b`,
  noWeightLimit: String.raw`\bno (?:weight|size) (?:or breed )?(?:limits?|restrictions?)\b|\bno breed or (?:weight|size) (?:limits?|restrictions?)\b`,
  /** "up to 50 lb", "under 40 lbs", "max 75 pounds". */
  weightWithLimitWord: String.raw`\b(?:up to|under|less than|below|no more than|no heavier than|max(?:imum)?(?: of)?|not to exceed|weighing up to)\s*(\d{1,3})\s*-?\s*(?:lb|lbs|pounds?)\b`,
  /** "weight limit of 50", "weight limit: 50 lbs". */
  weightLimitPhrase: String.raw`\bweight\s+(?:limit|max(?:imum)?|restriction)(?:\s+of|:|\s)*(\d{1,3})\b`,
  /** Any "50 lb", "50-lb", "50 pounds" in a pet policy is a dog's weight. */
  weightAlone: String.raw`\b(\d{1,3})\s*-?\s*(?:lb|lbs|pounds?)\b`,
  /** "up to 2 pets", "max of two pets", "no more than 3 animals". */
  countWithLimitWord: String.raw`\b(?:up to|max(?:imum)?(?: of)?|limit(?: of)?|no more than|at most)\s+${COUNT}\s+(?:pets?|animals?|dogs?|cats?)\b`,
  /** "2 pets per home", "two-pet limit", "2 pets max", "one pet only", "two per home". */
  countBeforeLimitWord: String.raw`\b${COUNT}\s*-?\s*(?:pets?\s*|animals?\s*)?(?:max(?:imum)?|limit|per (?:home|apartment|unit|household|residence)|allowed|welcome|only)\b`,
  /** "pet limit: 2". */
  countAfterLimitWord: String.raw`\b(?:pet|animal)\s+limit(?:\s+of|:|\s)*${COUNT}\b`,
  /** "Two pets, 50 lb limit." */
  countAlone: String.raw`\b${COUNT}\s+pets\b`,
  breed: String.raw`\bbreeds?\b|\bpit ?bulls?\b|\brottweilers?\b|\bdobermans?\b`,
  noBreed: String.raw`\bno breed (?:or (?:weight|size) )?(?:restrictions?|limits?)\b|\bno (?:weight|size) or breed (?:restrictions?|limits?)\b`,
  /** "$300 one-time pet fee", "$300 fee". */
  feeAmountFirst: String.raw`${AMOUNT}\s*(?:(?:one[- ]time|non[- ]?refundable|flat)\s+)?(?:pet\s+)?fee\b`,
  /** "pet fee of $300", "one-time fee: $300". */
  feeAmountAfter: String.raw`\bfee(?:\s+of|:|\s)*${AMOUNT}`,
  /** "no pet fee": none to pay (0), not unknown. */
  noFee: String.raw`\bno (?:pet )?fees?\b`,
  /** "$400 deposit", "$400 refundable pet deposit". */
  depositAmountFirst: String.raw`${AMOUNT}\s*(?:(?:refundable|non[- ]?refundable|security)\s+)?(?:pet\s+)?deposit\b`,
  depositAmountAfter: String.raw`\bdeposit(?:\s+of|:|\s)*${AMOUNT}`,
  noDeposit: String.raw`\bno (?:pet )?deposits?\b`,
  /** "$25/month pet rent", "$25 monthly pet rent", "$25 pet rent". */
  rentAmountFirst: String.raw`${AMOUNT}\s*(?:(?:/\s*|per\s+|a\s+)(?:month|mo)\b\.?\s*|monthly\s+)?(?:pet\s+)?rent\b`,
  rentAmountAfter: String.raw`\bpet\s+rent(?:\s+of|:|\s)*${AMOUNT}`,
  /** "$25/month" or "$25 per month" anywhere in a pet policy is pet rent. */
  rentMonthly: String.raw`${AMOUNT}\s*(?:/\s*|per\s+|a\s+)(?:month|mo)\b`,
} as const;

export type PetPolicyPattern = keyof typeof PET_POLICY_PATTERNS;

const REGEX = Object.fromEntries(Object.entries(PET_POLICY_PATTERNS).map(([key, source]) => [key, new RegExp(source)])) as Record<PetPolicyPattern, RegExp>;
const ASSISTANCE_ALL = new RegExp(PET_POLICY_PATTERNS.assistance, "g");


/** The text as the patterns read it: lower case, assistance-animal clauses removed, spaces collapsed. */
export function normalizePetPolicyText(text: string): string {
  return text.toLowerCase().replace(ASSISTANCE_ALL, " ").replace(/\s+/g, " ").trim();
}

function captured(text: string, ...patterns: PetPolicyPattern[]): string | null {
  for (const pattern of patterns) {
    const found = REGEX[pattern].exec(text)?.[1];
    if (found !== undefined) return found;
  }
  return null;
}

function countValue(word: string | null): number | null {
  if (word === null) return null;
  const n = /^\d+$/.test(word) ? Number(word) : word === "single" ? 1 : NUMBER_WORDS.indexOf(word as (typeof NUMBER_WORDS)[number]) + 1;
  return n >= MAX_PETS_MIN && n <= MAX_PETS_MAX ? n : null;
}

function amountValue(text: string | null): number | null {
  const digits = text?.replace(/\D/g, "") ?? "";
  return digits === "" ? null : Number(digits);
}

function weightValue(text: string | null): number | null {
  const n = text === null ? null : Number(text);
  return n !== null && n >= DOG_WEIGHT_LIMIT_MIN && n <= DOG_WEIGHT_LIMIT_MAX ? n : null;
}

/** The policy a text states. A text that says nothing of pets is no pets; what it leaves out is null (unknown). */
export function parsePetPolicy(text: string): PetPolicy {
  const t = normalizePetPolicyText(text);
  const has = (pattern: PetPolicyPattern) => REGEX[pattern].test(t);
  if (has("noPets")) return { ...NO_PETS };
  const noDogs = has("noDogs");
  const noCats = has("noCats");
  const dogsWelcome = has("dogsWelcome");
  const catsWelcome = has("catsWelcome");
  const dogWord = has("dogWord");
  const catWord = has("catWord");
  // A kind excluded leaves the other ("no dogs": cats); kinds said to be welcome are those taken ("dogs welcome, up to
  // 2 pets": dogs only); otherwise pets in general ("pets welcome", "max 2 pets"), a kind named ("dogs under 40 lbs"),
  // or, naming none, any word of pets ("$25 pet rent") decide.
  const general = has("petsWelcome");
  const dogs = !noDogs && (dogsWelcome || noCats || (!catsWelcome && (general || dogWord || (!catWord && has("petWord")))));
  const cats = !noCats && (catsWelcome || noDogs || (!dogsWelcome && (general || catWord || (!dogWord && has("petWord")))));
  if (!dogs && !cats) return { ...NO_PETS };
  return {
    dogs,
    cats,
    maxPets: countValue(captured(t, "countWithLimitWord", "countBeforeLimitWord", "countAfterLimitWord", "countAlone")),
    dogWeightLimitLb: dogs && !has("noWeightLimit") ? weightValue(captured(t, "weightWithLimitWord", "weightLimitPhrase", "weightAlone")) : null,
    breedRestrictions: has("breed") && !has("noBreed"),
    petFee: amountValue(captured(t, "feeAmountFirst", "feeAmountAfter")) ?? (has("noFee") ? 0 : null),
    petDeposit: amountValue(captured(t, "depositAmountFirst", "depositAmountAfter")) ?? (has("noDeposit") ? 0 : null),
    petRent: amountValue(captured(t, "rentAmountFirst", "rentAmountAfter", "rentMonthly")) ?? 0,
  };
}

/**
 * The policy migration 0025 stores for a community that had only its text, its pets-allowed flag and its pet rent:
 * the flag decides whether pets are taken at all (it is what search filtered by), the text which kinds and limits,
 * and the pet rent column stays as it was. Pets allowed with a text that names no kind (or contradicts the flag)
 * is cats and dogs with no limits known, as before.
 */
export function backfilledPetPolicy(text: string, petsAllowed: boolean, petRent: number): PetPolicy {
  if (!petsAllowed) return { ...NO_PETS, petRent };
  const parsed = parsePetPolicy(text);
  if (!parsed.dogs && !parsed.cats) return { ...NO_PETS, dogs: true, cats: true, petRent };
  return { ...parsed, petRent };
}
