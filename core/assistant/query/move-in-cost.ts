/**
 * What moving in, or a first year, costs at one community's floor plan, from what its listing records: the first
 * month's rent (and parking, when the renter counts it), the pet fee and pet deposit for the renter's animals; a year
 * is twelve months of rent, parking and pet rent plus the one-time pet charges. What no listing records (the
 * security deposit, application and admin fees) is named every time, never guessed. Two plans asked side by side
 * ("which is cheaper to move in") are both worked out and the difference said.
 */
import type { MatchCommunity, MatchPlan } from "../../matching/types.ts";
import { animalWelcome, describePetPolicy, petCharges, type RenterAnimal } from "../../pets/pet-policy.ts";
import { formatDollars } from "../../format/ranges.ts";
import { cheapestParking, PARKING_KIND_ADJECTIVES } from "../../reference/parking.ts";
import { bedsLabel } from "../../matching/wording.ts";
import { cardMarker } from "../markers.ts";
import type { Lookups } from "../knowledge.ts";
import type { QueryAnswer } from "./answer.ts";
import { evaluateQuery } from "./evaluate.ts";
import type { ConversationState, Query } from "./schema.ts";

export type CostAsked = "move-in" | "first-year" | "monthly";

/** "How much cash do I need to move in", "move-in costs", "up front"; "cheaper to move into". */
const MOVE_IN = /\b(?:how much|cash|money|cost|costs|pay|total)\b[^.?!]{0,50}\bmove (?:in|into)\b|\bmove[- ]?in (?:costs?|total|money|cash|price|fees)\b|\b(?:up ?front|upfront) (?:costs?|cash|money|total)\b|\b(?:total|costs?|cash|money|due|pay) (?:up ?front|upfront)\b(?! (?:pet|for (?:the |my )?(?:pet|dog|cat)))|\b(?:costs?|cheaper|expensive|pricier|less|more) to move (?:in|into)\b|\bto get (?:the )?keys\b|\bdue at (?:move[- ]in|signing)\b/;
/** "A full first year incl fees", "the whole year with parking", "year one total". */
const FIRST_YEAR = /\b(?:first|1st) year\b|\b(?:total )?(?:yearly|annual|per year|a year|12[- ]month) (?:cost|total|spend|outlay)\b(?=[^.?!]*\b(?:incl|including|with|plus|fees?|parking|pet rent|all[- ]in|everything)\b)|\byear one\b|\b(?:full|whole|entire|a|the|one|per|for a|over a) (?:year|yr)\b(?=[^.?!]*\b(?:incl|including|fees?|parking|pet rent|all[- ]in|everything)\b)|\b(?:incl|including|fees|all[- ]in|everything)\b[^.?!]{0,40}\b(?:full|whole|entire|a|the|one) year\b/;
/** "The all-in monthly for the cheapest 1 bed", "total monthly cost there with parking": one month's rent, parking and pet rent. */
const MONTHLY = /\ball[- ]in (?:monthly|per month|a month|each month|every month|rent|cost|price|payment)\b|\b(?:monthly|per month|a month|each month) all[- ]in\b|\b(?:total|full) monthly(?: (?:cost|payment|rent|bill))?\b|\bmonthly total\b|\b(?:pay|cost|come to|be) (?:each|every|per|a) month (?:all[- ]in|in total|total|with (?:parking|the pet|pets?|fees))\b/;
const ASKS = /\b(?:how much|what|cost|costs|total|need|pay|would|cheaper|which)\b|\?/;

export function costAsked(text: string): CostAsked | null {
  if (!ASKS.test(text)) return null;
  if (FIRST_YEAR.test(text)) return "first-year";
  if (MOVE_IN.test(text)) return "move-in";
  if (MONTHLY.test(text)) return "monthly";
  return null;
}

export interface CostTarget {
  community: MatchCommunity;
  plan: MatchPlan;
}

/** The plan a figure was for: the one at that rent with those bedrooms, else the cheapest with them, else the cheapest. */
export function planFor(community: MatchCommunity, beds: number | null, rent: number | null): MatchPlan | null {
  const plans = [...community.floorPlans].sort((a, b) => a.rent - b.rent);
  return plans.find((p) => (beds === null || p.beds === beds) && (rent === null || p.rent === rent)) ?? plans.find((p) => beds === null || p.beds === beds) ?? plans[0] ?? null;
}

const NOT_RECORDED: Record<CostAsked, string> = {
  "move-in": "Not on our listings: the security deposit, application fee and admin fee. Ask the leasing office for those before you count on this figure.",
  monthly: "Not on our listings: utilities and any monthly fees the community adds (trash, valet, amenity fees). Ask the leasing office for those.",
  "first-year": "Not on our listings: the application and admin fees (one-time) and the security deposit (refunded at the end if nothing is owed). Ask the leasing office for those.",
};

interface Worked {
  total: number;
  text: string;
}

function work(asked: CostAsked, { community, plan }: CostTarget, animal: RenterAnimal | null, parking: boolean): Worked {
  const name = `${cardMarker("apartment", community.slug)} ${community.title}`;
  const what = `the ${plan.name} (${bedsLabel(plan.beds)}, ${formatDollars(plan.rent)} a month)`;
  // Counted as the cheapest way to park there, named by its kind ("$50 covered parking").
  const cheapest = parking ? cheapestParking(community.parking) : null;
  const parkingFee = cheapest?.monthly ?? 0;
  const parkingLabel = cheapest ? `${PARKING_KIND_ADJECTIVES[cheapest.kind]} parking` : "parking";
  const noParkingFee = cheapest ? `; its ${PARKING_KIND_ADJECTIVES[cheapest.kind]} parking is included in the rent` : "; it lists no parking";
  const welcome = animal ? animalWelcome(community.petPolicy, animal) : null;
  const charges = animal && welcome?.welcome ? petCharges(community.petPolicy, animal) : { monthly: 0, oneTime: 0, deposit: 0 };
  const kind = animal?.kind === "any" || animal?.alsoCat ? "pet" : (animal?.kind ?? "pet");
  const pets = animal ? `${animal.count} ${kind}${animal.count === 1 ? "" : "s"}` : "";
  const refused = animal && welcome && !welcome.welcome ? ` Note: its pet policy (${describePetPolicy(community.petPolicy).toLowerCase()}) does not take your ${kind}${animal.count === 1 ? "" : "s"}.` : "";
  if (asked === "move-in") {
    const parts: [string, number][] = [["first month's rent", plan.rent]];
    if (parkingFee > 0) parts.push([`first month's ${parkingLabel}`, parkingFee]);
    if (charges.oneTime > 0) parts.push([`pet fee for ${pets}`, charges.oneTime]);
    if (charges.deposit > 0) parts.push([`pet deposit for ${pets}`, charges.deposit]);
    if (charges.monthly > 0) parts.push(["first month's pet rent", charges.monthly]);
    const total = parts.reduce((sum, [, n]) => sum + n, 0);
    const sum = parts.length > 1 ? `${parts.map(([label, n]) => `${label} ${formatDollars(n)}`).join(" + ")} = ${formatDollars(total)}` : `${parts[0]![0]} ${formatDollars(total)}`;
    return { total, text: `To move into ${name}, ${what}: ${sum}.${refused}` };
  }
  const monthly: [string, number][] = [["rent", plan.rent]];
  if (parkingFee > 0) monthly.push([parkingLabel, parkingFee]);
  if (charges.monthly > 0) monthly.push(["pet rent", charges.monthly]);
  const perMonth = monthly.reduce((sum, [, n]) => sum + n, 0);
  if (asked === "monthly") {
    const sum = monthly.length > 1 ? `${monthly.map(([label, n]) => `${formatDollars(n)} ${label}`).join(" + ")} = ${formatDollars(perMonth)} a month` : `${formatDollars(perMonth)} a month in rent${parking ? noParkingFee : ""}`;
    return { total: perMonth, text: `All in at ${name}, ${what}: ${sum}.${refused}` };
  }
  const oneTime = charges.oneTime;
  const total = perMonth * 12 + oneTime;
  const months = monthly.length > 1 ? `12 × (${monthly.map(([label, n]) => `${formatDollars(n)} ${label}`).join(" + ")})` : `12 × ${formatDollars(plan.rent)} rent`;
  const once = oneTime > 0 ? ` + ${formatDollars(oneTime)} one-time pet fee` : "";
  const deposit = charges.deposit > 0 ? ` The ${formatDollars(charges.deposit)} pet deposit comes on top and is refundable.` : "";
  const average = oneTime > 0 ? ` (${formatDollars(Math.round(total / 12))} a month on average)` : "";
  return { total, text: `A first year at ${name}, ${what}: ${months}${once} = ${formatDollars(total)}${average}.${deposit}${refused}` };
}

/** The reply: each target worked out, which costs less when two are asked, and what no listing records. */
export function wordCosts(asked: CostAsked, targets: readonly CostTarget[], animal: RenterAnimal | null, parking: boolean): { text: string; totals: number[] } | null {
  if (targets.length === 0) return null;
  const worked = targets.slice(0, 2).map((target) => work(asked, target, animal, parking));
  const lines = worked.map((w) => w.text);
  if (worked.length === 2) {
    const [a, b] = worked as [Worked, Worked];
    const names = targets.map((t) => t.community.title);
    const what = asked === "move-in" ? "to move into" : asked === "monthly" ? "a month" : "for a first year";
    lines.push(a.total === b.total ? `They cost the same ${what}.` : `${a.total < b.total ? names[0] : names[1]} costs ${formatDollars(Math.abs(a.total - b.total))} less ${what}.`);
  }
  lines.push(NOT_RECORDED[asked]);
  return { text: lines.join("\n"), totals: worked.map((w) => w.total) };
}

/** Words pointing at a community already shown: "there", "that one", "it", "the first one". */
const POINTED = /\b(?:there|that one|this one|that place|this place|it|that|the first(?: one)?|the cheapest one)\b/;
const BOTH = /\bvs\.?\b|\bversus\b|\bcompared? (?:to|with)\b|\bwhich (?:is|one is|would be)\b|\bor the\b|\bboth\b/;

export interface CostInput {
  text: string;
  lookups: Lookups;
  state: ConversationState | null;
  /** The message's own query, when it picks one community ("the cheapest studio in EaDo"). */
  query: Query | null;
  /** This reply's answer, when it came from a query. */
  answer: QueryAnswer | null;
  /** Communities the message names. */
  named: readonly string[];
}

/** The plans the cost is asked of: the one the message picks or names, else the one pointed back at; a second one when two are weighed. */
export function costTargets(input: CostInput): CostTarget[] {
  const { lookups, state, text } = input;
  const at = (slug: string, beds: number | null, rent: number | null): CostTarget | null => {
    const community = lookups.catalogue.bySlug.get(slug);
    const plan = community ? planFor(community, beds, rent) : null;
    return community && plan ? { community, plan } : null;
  };
  const picked = (answer: QueryAnswer | null) => {
    const item = answer && answer.subject === "community" && (answer.operation === "min" || answer.operation === "max") ? answer.items[answer.query.position - 1] : undefined;
    return item ? at(item.slug, item.plan?.beds ?? null, item.plan?.rent ?? null) : null;
  };
  const own = picked(input.answer) ?? (input.query && (input.query.operation === "min" || input.query.operation === "max") ? picked(evaluateQuery(input.query, lookups)) : null);
  const lastFigure = state?.figures?.filter((f) => f.subject === "community").at(-1);
  const back = lastFigure ? at(lastFigure.slug, lastFigure.beds, lastFigure.measure === "rent" ? lastFigure.value : null) : state?.shown[0] ? at(state.shown[0], state.query?.filters.beds?.min ?? null, null) : null;
  const first = own ?? (input.named.length === 1 ? at(input.named[0]!, state?.query?.filters.beds?.min ?? null, null) : POINTED.test(text) ? back : null);
  if (!first) return [];
  const second = own && back && back.community.slug !== own.community.slug && BOTH.test(text) ? back : null;
  return second ? [second, first] : [first];
}

/** The renter's animals the pet charges are for: the message's, else the conversation's last query's. */
export function costAnimal(query: Query | null, state: ConversationState | null): RenterAnimal | null {
  return query?.filters.animal ?? state?.query?.filters.animal ?? null;
}
