/**
 * The words of fair housing (issue 30, decision 040): who the Fair Housing Act (42 U.S.C. 3604) and the Texas Fair
 * Housing Act (Property Code ch. 301) protect, the words that name those groups of people, and the coded wording
 * that stands for them. One vocabulary for A.L.I.'s reading of a request (steering.ts) and for the checker of what
 * we publish (wording-check.ts).
 *
 * A group word here names *people*: "black appliances" and "a Christian church" are not people, so an adjective
 * that is also a colour or a place's name counts only beside a word for people or a place where people live.
 */

export type ProtectedClass = "race" | "color" | "religion" | "national-origin" | "sex" | "disability" | "familial-status";

export const PROTECTED_CLASSES: readonly ProtectedClass[] = ["race", "color", "religion", "national-origin", "sex", "disability", "familial-status"];

/** How the statement and the checker name a class. */
export const CLASS_NAMES: Record<ProtectedClass, string> = {
  race: "race",
  color: "color",
  religion: "religion",
  "national-origin": "national origin",
  sex: "sex",
  disability: "disability",
  "familial-status": "familial status (children, pregnancy)",
};

/** Peoples of the world by origin, as Houston's renters name them (a national origin, whatever the wording). */
const DEMONYMS = (
  "mexican salvadoran honduran guatemalan nicaraguan colombian venezuelan cuban puerto rican dominican peruvian brazilian argentinian " +
  "nigerian ethiopian somali sudanese ghanaian kenyan eritrean congolese cameroonian african haitian jamaican caribbean indian pakistani " +
  "bangladeshi nepali sri lankan chinese vietnamese korean filipino japanese thai cambodian laotian burmese indonesian taiwanese arab iranian " +
  "persian iraqi syrian lebanese palestinian israeli turkish afghan egyptian russian ukrainian polish european italian irish german french " +
  "british greek armenian"
).split(/ (?=[a-z])/).reduce<string[]>((out, word, i, all) => (word === "rican" || word === "lankan" ? out : [...out, ["puerto", "sri"].includes(word) ? `${word} ${all[i + 1]}` : word]), []);

/**
 * "mexicans": the people of a demonym. One without a plural of its own ("chinese", "irish", "french") names people only
 * beside a word for people ("French doors", "a Japanese restaurant"), so it stays an adjective.
 */
function plurals(demonyms: readonly string[]): string[] {
  return demonyms.filter((d) => !/(?:ese|ish|ch|ss)$/.test(d)).map((d) => `${d}s`);
}

interface GroupWords {
  /** Nouns that name the people themselves ("immigrants", "muslims", "kids"). */
  nouns: readonly string[];
  /** Adjectives that name them only beside a word for people or a place where people live ("black", "jewish"). */
  adjectives: readonly string[];
}

export const GROUP_WORDS: Record<ProtectedClass, GroupWords> = {
  race: {
    nouns: ["blacks", "whites", "african americans", "caucasians", "asians", "hispanics", "latinos", "latinas", "latinx", "minorities", "people of color", "poc", "arabs"],
    adjectives: ["black", "white", "african american", "caucasian", "asian", "hispanic", "latino", "latina", "minority", "ethnic", "brown", "arab", "racial"],
  },
  color: {
    nouns: ["dark skinned people", "light skinned people"],
    adjectives: ["dark skinned", "light skinned", "darker skinned", "lighter skinned"],
  },
  religion: {
    nouns: ["muslims", "christians", "jews", "hindus", "buddhists", "sikhs", "catholics", "mormons", "atheists", "evangelicals"],
    adjectives: ["muslim", "islamic", "christian", "jewish", "hindu", "buddhist", "sikh", "catholic", "mormon", "atheist", "evangelical", "religious"],
  },
  "national-origin": {
    nouns: ["immigrants", "foreigners", "illegals", "illegal aliens", "aliens", "refugees", "migrants", "non english speakers", "americans", ...plurals(DEMONYMS)],
    adjectives: ["immigrant", "foreign", "middle eastern", "undocumented", "refugee", "migrant", "english speaking", "spanish speaking", "american born", "native born", ...DEMONYMS],
  },
  sex: {
    nouns: ["women", "men", "females", "males", "gays", "lesbians", "lgbt", "lgbtq", "trans people", "transgender people", "single women", "single men"],
    adjectives: ["female", "male", "gay", "lesbian", "queer", "trans", "transgender"],
  },
  disability: {
    nouns: ["wheelchair users", "people in wheelchairs", "disabled people", "the disabled", "handicapped people", "the handicapped", "group homes", "group home", "halfway houses", "halfway house", "mentally ill", "crazy people", "people with disabilities", "special needs people", "recovering addicts", "sober living"],
    adjectives: ["disabled", "handicapped", "mentally ill", "special needs"],
  },
  "familial-status": {
    nouns: ["kids", "children", "families", "babies", "toddlers", "teens", "teenagers", "young families", "pregnant women", "single moms", "single mothers", "single parents", "parents", "moms", "strollers"],
    adjectives: ["family", "pregnant"],
  },
};

/** Words for people or for a place where people live: what makes an adjective of a group name people. */
export const PEOPLE_OR_PLACE = [
  "people", "person", "persons", "folks", "folk", "residents", "resident", "neighbors", "neighbours", "neighbor", "neighbour", "tenants", "tenant",
  "families", "family", "community", "communities", "crowd", "population", "populations", "majority", "area", "areas", "neighborhood", "neighborhoods",
  "neighbourhood", "part of town", "side of town", "parts of town", "block", "blocks", "building", "buildings", "complex", "complexes", "zone", "enclave",
  "demographic", "demographics", "makeup", "make up", "renters", "households", "couples", "guys", "girls", "kids", "children",
];

/** Words after a group word that make it a place people go, not people ("a Catholic church", "Jewish Community Center"). */
export const INSTITUTION_WORDS =
  "church|churches|mosque|mosques|masjid|synagogue|synagogues|temple|temples|gurdwara|cathedral|center|centre|school|schools|university|college|hospital|society|institute|food|restaurant|restaurants|grocery|groceries|market|cuisine|holiday|holidays";

/**
 * Wording that stands for a class without naming it: steering by other words. Each with the class it codes (or
 * none when it codes several) and why it is a risk.
 */
export interface CodedWording {
  pattern: RegExp;
  class: ProtectedClass | null;
  reason: string;
}

export const CODED_WORDING: readonly CodedWording[] = [
  { pattern: /\b(?:adults? only|adult community|adult building|no (?:kids|children|families|babies|teens|teenagers)|(?:kid|child|children|family) ?free|childless|without (?:kids|children|families)|away from (?:kids|children|families)|(?:not|isnt|is not) (?:full of|overrun (?:by|with)) (?:kids|children|families))\b/, class: "familial-status", reason: "excludes households with children" },
  { pattern: /\b(?:perfect|ideal|great|best|made) for (?:singles|single people|young professionals|couples|bachelors|empty nesters|a single person|one person)\b/, class: "familial-status", reason: "says who a place suits by household rather than describing the place" },
  { pattern: /\b(?:family[- ]friendly|family[- ]oriented|great for families|perfect for families|ideal for families|favou?red by families|popular with families|young families)\b/, class: "familial-status", reason: "describes a place by the households who live there" },
  { pattern: /\b(?:english[- ]speaking (?:neighbou?rs|residents|people|area|community|only)|speaks? english only|no (?:spanish|foreign) speakers)\b/, class: "national-origin", reason: "describes or limits people by language, a proxy for national origin" },
  { pattern: /\b(?:diverse|diversity|multicultural|multi-cultural|integrated|segregated|ethnically|ethnic (?:mix|makeup|make up|enclave)|melting pot|international (?:community|crowd|feel))\b/, class: null, reason: "describes a place by the origins or race of who lives there" },
  { pattern: /\b(?:people|folks|neighbou?rs|residents) (?:like (?:me|us|myself)|of my (?:kind|race|background|faith|religion)|who look like (?:me|us))\b|\bmy (?:kind|own kind|own people)\b|\bour kind\b|\bright kind of (?:people|neighbou?rs|residents|crowd)\b|\b(?:good|nice|better|decent) (?:class of )?(?:people|neighbou?rs|crowd)\b/, class: null, reason: "asks for neighbors by who they are" },
  { pattern: /\b(?:exclusive|restricted) (?:community|neighbou?rhood|area|building)\b|\bmature (?:adults?|residents|community|tenants|individuals?)\b|\btraditional (?:neighbou?rhood|community|values)\b/, class: null, reason: "coded wording for who may live there" },
  { pattern: /\b(?:able[- ]bodied|no (?:wheelchairs|disabled|handicapped)|must (?:be able to )?(?:climb|walk) stairs|(?:physically|mentally) (?:fit|healthy) (?:tenants|residents|people))\b/, class: "disability", reason: "excludes people with disabilities" },
  { pattern: /\b(?:bachelor pad|man cave building|ladies only|women only|men only|female only|male only|no (?:men|women|males|females))\b/, class: "sex", reason: "limits who may live there by sex" },
  { pattern: /\b(?:christian|muslim|jewish|catholic|hindu|buddhist|sikh|mormon) (?:only|preferred|home|neighbou?rhood|community|area)\b(?! (?:center|centre|church|mosque|synagogue|temple|school|college|university|hospital))|\b(?:church|mosque|synagogue|temple)[- ]going (?:neighbou?rs|people|community|residents)\b/, class: "religion", reason: "limits or describes who lives there by religion" },
];

/**
 * Places judged by a label rather than data ("the ghetto", "a bad area", "is Gulfton sketchy"): A.L.I. answers them
 * as the crime question, with the public statistics named the same way for every area (core/assistant/
 * answer-no-data.ts), and the checker flags them in what we publish.
 */
export const PLACE_LABEL_WORDS =
  /\b(?:ghetto|ghettos|the hood|barrios?|(?:bad|rough|sketchy|shady|seedy|dangerous|unsafe|scary|dodgy|undesirable) (?:area|areas|parts? of (?:town|the city)|side of town|neighbou?rhoods?|places? to live|blocks?|streets?)|(?:safe|safer|safest|good|better|nicer|decent|upscale|respectable|desirable) (?:area|areas|part of town|parts of town|side of town|neighbou?rhoods?)|high[- ]crime|low[- ]crime|crime[- ]free|crime[- ]ridden)\b/;

/** "Is Gulfton bad?", "how sketchy is Alief": a place asked to be labelled (a question; not used on published prose). */
const PLACE_LABEL_ASKED =
  /\b(?:is|are|isnt|how|hows)\s+(?:\S+\s+){1,3}?(?:really\s+|very\s+|that\s+|too\s+)?(?:bad|rough|sketchy|shady|dangerous|unsafe|ghetto|hood|seedy|dodgy)\b(?!\s+(?:idea|deal|lease|price|rent|traffic|commute|parking|fee|fees))/;

export const PLACE_LABELS = new RegExp(`${PLACE_LABEL_WORDS.source}|${PLACE_LABEL_ASKED.source}`);
