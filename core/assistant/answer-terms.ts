/**
 * What a word or a figure means ("what does admin fee mean, is that monthly", "is pet rent per pet", "are your drive
 * times with traffic", "what does 6 weeks free mean on a 12 month lease"): the `terms` topic of a query, read here
 * (readTerms: which terms, and a special said with numbers) and answered here (answerTerms). Each term says what it
 * usually means in Houston leasing and what our listings record of it, from the constants the product computes with
 * (the drive model's speed, the walk's pace), never a figure it does not hold. A special said with numbers is worked
 * out: N weeks free over an M-month lease spreads to a net effective monthly rent.
 */
import { AVERAGE_DRIVE_SPEED_MPH, ROAD_FACTOR } from "../commute/estimate-drive.ts";
import { WALKING_SPEED_MPH } from "../commute/walk-to-rail.ts";
import { formatDollars } from "../format/ranges.ts";
import type { Special, TermKey, Topic } from "./query/schema.ts";
import { numberWordsToDigits } from "./understanding/number-words.ts";

type TermsTopic = Extract<Topic, { kind: "terms" }>;

const TERMS: Record<TermKey, { cue: RegExp; text: string }> = {
  "admin-fee": {
    cue: /\badmin(?:istrative|istration)? fees?\b/,
    text: "An admin (administrative) fee is a one-time charge a community takes when you sign the lease, to set up your account; it is not monthly and usually not refundable. It is separate from the application fee. Our listings don't record each community's admin fee, so ask the leasing office, or use 'Request info' and a locator will ask for you.",
  },
  "application-fee": {
    cue: /\bapplication fees?\b|\bapp fees?\b/,
    text: "An application fee is a one-time, non-refundable charge per adult applicant, paid when you apply, for the credit and background check. Our listings don't record each community's application fee; the leasing office can tell you.",
  },
  "pet-rent": {
    cue: /\bpet rent\b/,
    text: "Pet rent is a monthly charge added to your rent for each pet. On our listings it is per pet: two pets pay it twice. It is separate from a one-time pet fee and a refundable pet deposit, which a community's pet policy lists when it has them.",
  },
  "pet-fees": {
    cue: /\bpet (?:deposit|fee)s?\b/,
    text: "A pet fee is a one-time, non-refundable charge per pet when you move in; a pet deposit is held and refunded at move-out if the pet did no damage. Both are per pet on our listings, and separate from monthly pet rent. An assistance animal (service or support animal) is not a pet: no pet fee, deposit or pet rent.",
  },
  "security-deposit": {
    cue: /\b(?:security )?deposit\b/,
    text: "A security deposit is held by the community and returned after you move out, less any damage beyond normal wear; it is often one month's rent or less with good credit. Our listings don't record each community's deposit; the leasing office can tell you.",
  },
  specials: {
    cue: /\b(?:weeks?|months?) free\b|\bconcessions?\b|\bmove[- ]in specials?\b|\bnet effective\b|\beffective rent\b/,
    text: "A move-in special such as \"6 weeks free\" takes that much rent off the lease, usually from the first months' bills or spread over the lease. The net effective rent spreads the saving over every month: rent × (lease months − free months) ÷ lease months. The rents we quote are the listed rents, before any special; where a community has a special running, its card and page say so, and you can ask me which places have one.",
  },
  "drive-times": {
    cue: /\b(?:drive|driving|commute|commuting)(?: times?| estimates?| minutes?)?\b[^.?!]{0,40}\b(?:traffic|rush hour|real|accurate|include|estimated?|calculated?|work out|based on)\b|\btraffic\b|\b(?:calculate|estimate|figure|work out|compute)[sd]?\b[^.?!]{0,20}\b(?:drive|driving|commute)/,
    text: `Drive times are estimates, not live traffic: the straight-line distance stretched by ${ROAD_FACTOR} for Houston's roads, driven at ${AVERAGE_DRIVE_SPEED_MPH} mph door to door. They compare places fairly; at rush hour the real drive can be longer, especially on freeways.`,
  },
  "rail-walk": {
    cue: /\bwalk(?:ing)? (?:to|times?)\b[^.?!]{0,30}\b(?:rail|train|metro|station)\b|\bmetro ?rail\b[^.?!]{0,30}\b(?:walk|minutes?)\b/,
    text: `The walk to METRORail is the straight-line distance to the nearest station at ${WALKING_SPEED_MPH} mph, rounded to whole minutes; we show it when a station is within walking distance.`,
  },
  "match-score": {
    cue: /\bmatch(?:es)? ?(?:%|percent|percentage|score)\b|\b\d{1,3} ?% match\b/,
    text: "The match percentage says how well a community fits what you saved: each criterion (budget, bedrooms, neighborhoods, amenities, move-in date, commute) is scored by its own rule and weighted, and each card says which criteria it meets or misses.",
  },
  "rent-figures": {
    cue: /\b(?:median|average|avg|mean)s?\b[^.?!]{0,40}\b(?:different|differ|difference|vs|versus|mean|means)\b|\bhow(?:d| d| did| do| would)? you (?:get|calculate|come up with|figure|work out|arrive at) (?:that|this|those|these|the|your) (?:number|figure|average|median|rent|price)s?\b|\bwhy (?:are|is) (?:they|the (?:average|median)s?|those|these|the (?:two )?numbers) (?:so )?different\b|\bwhere (?:does|did|do) (?:that|this|those|these) (?:number|figure)s? come from\b/,
    text: "A neighborhood's rents are figured over every floor plan listed there with that bedroom count: the range runs from the lowest to the highest; the median is the middle rent once they are put in order (half cost less, half more); the average adds them all up and divides by how many there are. A few expensive plans pull the average above the median, which is why the median leads. A community's card quotes its cheapest plan that fits what you asked.",
  },
  "assistance-animals": {
    cue: /\b(?:service|emotional support|support|assistance|therapy|guide) (?:dogs?|animals?|cats?)\b[^.?!]{0,80}\b(?:pet rent|pet fees?|pet deposits?|fees?|deposits?|charge[sd]?|pay|weight limits?|breed)\b|\b(?:pet rent|pet fees?|pet deposits?|fees?|deposits?|charge[sd]?|pay|weight limits?|breed)\b[^.?!]{0,80}\b(?:service|emotional support|support|assistance|therapy|guide) (?:dogs?|animals?|cats?)\b|\besas?\b[^.?!]{0,60}\b(?:pet rent|pet fees?|pet deposits?|fees?|deposits?|pay|charge[sd]?)\b/,
    text: "No pet charges apply to a service or emotional support animal: under fair-housing law it is not a pet, so no pet rent, pet fee, pet deposit, breed or weight limit applies, whatever a community's pet policy says. A community may ask for reasonable documentation of the need for an emotional support animal (not for a service dog's training papers), and you remain responsible for any damage it does.",
  },
  availability: {
    cue: /\b(?:units? open|open units?|availability checked|available (?:now|from))\b|\bhow (?:up to date|current|fresh|recent|accurate|old|reliable) (?:is|are) (?:this|the|your|that|these|those)(?: (?:info|information|data|listings?|availability|stuff))?\b|\bwhen (?:was|were|is|are) (?:this|the|your|these) (?:info|information|data|listings?) (?:last )?(?:updated|checked|refreshed)\b/,
    text: "\"Units open\" counts the units of a floor plan the community lists as available; \"available from\" is the first date one can be leased. \"Availability checked\" says when that was last confirmed: the older it is, the more likely it has changed, so confirm with the community.",
  },
};

/** A question about what a term means: "what does X mean", "what's an X", "is X monthly", "is that per pet". */
const MEANING_ASKED =
  /\bwhat (?:does|do|is|are|s) (?:an? |the |your |this |that )?[\w\s%-]{2,40}? (?:mean|means|stand for|include|cover)\b|\bwhat(?:s| is| are) (?:an? |the )?(?:admin(?:istrative)? fee|application fee|app fee|pet rent|pet deposit|pet fee|security deposit|concession|move[- ]in special|net effective rent|effective rent|match (?:%|percent|score))s?\b|\bis (?:that|it|the|an?|this)? ?[\w\s-]{0,30}\b(?:monthly|a month|per month|one[- ]time|refundable|per pet|each pet|traffic|rush hour|real[- ]time|live)\b|\b(?:are|is) (?:the |your |those |these )?(?:drive|commute)(?: times?)? (?:with|in|including|based on|accurate|real)\b|\bhow (?:do|does) (?:you|the|a) [\w\s]{0,30}(?:work|works|calculated?|figured?|estimated?|computed?|worked out|work out)\b|\bhow (?:do|does) (?:you|the|a) (?:calculate|figure|estimate|compute|work out)\b|\bwhat(?:s| is) the difference between (?:an? |the )?pet (?:fee|deposit|rent)\b|\b(?:explain|define|definition|meaning)\b|\b(?:drive|driving|commute)(?: times?)? (?:include|includes|account for|factor in)\b|\bhow(?:d| d| did| do| would)? you (?:get|calculate|come up with|figure|work out|arrive at)\b|\bwhy (?:are|is)\b[^.?!]{0,40}\bdifferent\b|\bwhere (?:does|did|do) (?:that|this|those|these) (?:number|figure)s? come from\b/;

/** The words of the terms and of asking what they mean (the spelling corrector knows them). */
export const TERMS_CUES: readonly RegExp[] = [MEANING_ASKED, ...Object.values(TERMS).map((term) => term.cue)];

/** "6 weeks free on a 12 month lease", "at $1,800 a month": a special and the lease length, when the message says both. */
function specialSaid(said: string): Special | null {
  const text = numberWordsToDigits(said);
  const free = /\b(\d{1,2})\s+(weeks?|months?)\s+free\b/.exec(text);
  if (!free) return null;
  const lease = /\b(\d{1,2})[\s-]+months?(?:[\s-]+lease)?\b(?!\s+free)/.exec(text.replace(free[0], " "));
  if (!lease) return null;
  const rent = /\$\s?(\d{1,2},\d{3}|\d{3,5})\b|\b(\d{3,5}) (?:a|per|\/) ?(?:month|mo)\b|\brent (?:is|of) \$?(\d{3,5})\b/.exec(text);
  const count = Number(free[1]);
  const leaseMonths = Number(lease[1]);
  const unit = free[2]!.startsWith("week") ? "weeks" : "months";
  if (count < 1 || leaseMonths < 2 || leaseMonths > 24 || freeMonthsOf({ count, unit }) >= leaseMonths) return null;
  const amount = rent ? Number((rent[1] ?? rent[2] ?? rent[3])!.replace(/,/g, "")) : null;
  return { count, unit, leaseMonths, rent: amount !== null && amount <= 100_000 ? amount : null };
}

/** Weeks free as months: 52 weeks a year over 12 months, 365 days over 12 (so 6 weeks is 1.38 months). */
function freeMonthsOf(special: Pick<Special, "count" | "unit">): number {
  return special.unit === "weeks" ? (special.count * 7 * 12) / 365 : special.count;
}

/**
 * "I have a service dog", said alone: the renter tells us of an assistance animal, which is no pet; the answer says
 * what that means for pet charges (said beside criteria, the search answers and its cards say it).
 */
const ASSISTANCE_ANIMAL_STATED =
  /^(?:(?:hi|hey|hello|fyi|also|and|ok|so|just so you know)[\s,!.]+)*(?:i|we|im|i am|were|we are)\s+(?:have|own|got|ve got|need|live with|travel with|with|use|a|an)\s+(?:a |an |my |our |one |two )?(?:service|emotional support|support|assistance|therapy|guide|seeing eye) (?:dogs?|animals?|cats?)(?:\s+(?:owner|handler|user))?[\s.!]*$/;

/** The terms topic a message asks, or null: the terms it names, and a special said with numbers. */
export function readTerms(text: string): Extract<Topic, { kind: "terms" }> | null {
  const special = specialSaid(text);
  const named = (Object.keys(TERMS) as TermKey[]).filter((key) => TERMS[key].cue.test(text));
  // "If I sign 15 months with 8 weeks free, what's my average monthly?": a special worked out is asked too.
  const asksSpecial = special !== null && /\b(?:what|whats|how much|how|mean|means|average|avg|effective|monthly|math)\b|\?/.test(text);
  // "How up to date is this info?" asks what our freshness figure means without the words of a meaning asked.
  const freshness = /\bhow (?:up to date|current|fresh|recent|accurate|old|reliable) (?:is|are)\b|\bwhen (?:was|were|is|are) (?:this|the|your|these) (?:info|information|data|listings?)\b/.test(text) && named.includes("availability");
  if (ASSISTANCE_ANIMAL_STATED.test(text)) return { kind: "terms", terms: ["assistance-animals"], special };
  if (!(MEANING_ASKED.test(text) && named.length > 0) && !asksSpecial && !freshness) return null;
  // A pet deposit is not a security deposit.
  const terms = named.filter((key) => !(key === "security-deposit" && named.includes("pet-fees")));
  return { kind: "terms", terms: (asksSpecial && !terms.includes("specials") ? ["specials" as const, ...terms] : terms).slice(0, 3), special };
}

function specialWorked(special: Special): string {
  const free = freeMonthsOf(special);
  const share = (special.leaseMonths - free) / special.leaseMonths;
  const freeSaid = special.unit === "weeks" ? `${special.count} weeks (about ${free.toFixed(2)} months)` : `${special.count} month${special.count === 1 ? "" : "s"}`;
  const base = `On a ${special.leaseMonths}-month lease, ${freeSaid} free means you pay ${(share * 100).toFixed(1)}% of the listed rent on average: rent × (${special.leaseMonths} − ${free.toFixed(2)}) ÷ ${special.leaseMonths}.`;
  if (special.rent === null) return `${base} Tell me the rent and I'll work out the monthly figure.`;
  return `${base} At ${formatDollars(special.rent)} a month that is about ${formatDollars(Math.round(special.rent * share))} a month net effective, ${formatDollars(Math.round(special.rent * free))} off in all.`;
}

export function answerTerms(topic: TermsTopic): string {
  return [...(topic.special ? [specialWorked(topic.special)] : []), ...topic.terms.slice(0, 2).map((key) => TERMS[key].text)].join("\n\n");
}
