/**
 * Arithmetic on the figures A.L.I. just quoted: "how much is that per day", "per year", "split 3 ways", "the
 * difference between them". The figures are the headline values of the last answers (a minimum's or maximum's
 * winner, each side of a comparison), kept in the conversation state; the operation is read from the message and
 * computed here, with the working shown, so the renter can check it. Only money a month is turned into other
 * periods or split; a one-time charge is only ever subtracted.
 */
import { formatDollars } from "../../format/ranges.ts";
import { cardMarker } from "../markers.ts";
import type { MatchCommunity } from "../../matching/types.ts";
import type { Lookups } from "../knowledge.ts";
import type { QueryAnswer } from "./answer.ts";
import type { Figure, Measure } from "./schema.ts";
import { pickByWord, type BedsRange } from "./pick.ts";

/** The measures that are dollars a month. */
const MONTHLY: ReadonlySet<Measure> = new Set<Measure>(["rent", "monthly-total", "pet-rent", "parking-fee"]);
/** The measures that are dollars (a month or once). */
const DOLLARS: ReadonlySet<Measure> = new Set<Measure>([...MONTHLY, "pet-fees"]);

/** A day, a week, a year, or a number of months ("over a 6 month lease", "what would 3 months cost"). */
export type Period = "day" | "week" | "year" | `${number} months`;

export interface Arithmetic {
  /** Turn a monthly figure into a figure per day, week or year. */
  period: Period | null;
  /** Split each figure this many ways (roommates). */
  ways: number | null;
  /** The difference between the last two figures. */
  difference: boolean;
  /** The difference as a share of the lower figure ("as a percentage?", "how many percent more"). */
  percent?: boolean;
}

const WAYS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, "2": 2, "3": 3, "4": 4, "5": 5 };

const PERIODS: readonly [Period, RegExp][] = [
  ["day", /\b(?:per|a|an|each|every|by the) day\b|\bdaily\b|\/ ?day\b/],
  ["week", /\b(?:per|a|an|each|every|by the) week\b|\bweekly\b|\/ ?(?:wk|week)\b/],
  ["year", /\b(?:per|a|an|each|every|in a|for a|for the|over a|over the|by the) (?:year|yr)\b|\b(?:yearly|annually|annual|a year's|for (?:the )?(?:whole |full |entire )?(?:year|lease)|(?:over|for) 12 months|12 months of)\b|\/ ?(?:yr|year)\b/],
];

/** "split 3 ways", "divided by 3", "between 3 of us", "per person" with a count said. */
const SPLIT = /\bsplit(?:ting)? (?:it |that |this |the rent )?(\d|two|three|four|five)(?: ways?)?\b|\b(?:my|our|your|his|her|their) (?=half\b)|\bhalf (?=each\b|of (?:it|that|the rent)\b)|\bsplit (?:it |that |the rent )?(?=in half\b|50 ?\/ ?50\b|fifty fifty\b)|\b(\d|two|three|four|five) ways\b|\bdivided (?:by|between) (\d|two|three|four|five)\b|\b(?:between|among|for|just|only) (?:the )?(\d|two|three|four|five) (?:of us|people|roommates|persons)\b/;
/** A share per person without a count: the plan's bedrooms, one person each (said in the reply). */
const PER_PERSON = /\b(?:per|each|a) (?:person|head|roommate)\b|\bsplit (?:evenly|equally|it|that|the rent)\b|\beach of us\b/;
/** "As a percentage?", "what percent more", "how much % cheaper": the gap as a share. */
const PERCENT = /\bas a (?:percent(?:age)?|%)\b|\b(?:what|how many|which) (?:percent(?:age)?|%)\b|\bpercent(?:age)? (?:more|less|cheaper|higher|lower|difference)\b|\bin percent(?:age)?(?: terms)?\b|\b%\s?(?:more|less|cheaper|higher|lower|difference)\b/;
const DIFFERENCE = /\b(?:difference|diff|gap|spread|how much (?:more|less|cheaper|extra)|how much (?:do|would|will|could|can|does|did) (?:i|we|you|one) save|savings?)\b/;
/** Words of a figure's transform that are not a new question's criteria. */
const POINTS_BACK = /\b(?:that|it|this|them|those|these|the two|both|between them|the first|the second|the cheapest one|the priciest one)\b/;

const MONTH_COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, eighteen: 18 };
/** "Over a 6 month lease", "for 3 months", "what would 9 months cost": that many months of a monthly figure. */
const MONTHS_SAID =
  /\b(?:over|for|on|across|during|in) (?:a |an |the |my |our )?(\d{1,2}|two|three|four|five|six|nine|eighteen)[- ]?(?:months?|mos?)(?:[- ](?:lease|term|stay|contract))?\b(?! (?:from|ago|out)\b)|\b(\d{1,2}|three|six|nine)[- ]?months? (?:would |will |is |of rent )?(?:cost|total|come to|run|be)\b/;

function monthsSaid(text: string): Period | null {
  const match = MONTHS_SAID.exec(text);
  const word = match?.[1] ?? match?.[2];
  const n = word === undefined ? NaN : (MONTH_COUNTS[word] ?? Number(word));
  if (!Number.isInteger(n) || n < 2 || n > 36) return null;
  return n === 12 ? "year" : `${n} months`;
}

export function readArithmetic(text: string): Arithmetic | null {
  const period = monthsSaid(text) ?? PERIODS.find(([, cue]) => cue.test(text))?.[0] ?? null;
  const split = SPLIT.exec(text);
  // "My half", "split it in half": the alternatives that capture no count are halves.
  const counted = split?.slice(1).find((word) => word !== undefined);
  const ways = split ? (counted === undefined ? 2 : (WAYS[counted] ?? null)) : null;
  const perPerson = ways === null && PER_PERSON.test(text);
  const percent = PERCENT.test(text);
  const difference = DIFFERENCE.test(text) || percent;
  if (period === null && ways === null && !perPerson && !difference) return null;
  return { period, ways: ways ?? (perPerson ? 0 : null), difference, ...(percent ? { percent } : {}) };
}

/** Whether the message only transforms the figures quoted ("how much is that per day", "difference between them?"). */
export function onlyArithmetic(text: string, asked: Arithmetic): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  return words <= 12 || POINTS_BACK.test(text) || asked.difference;
}

/** The headline figures of an answer, to keep: a minimum's or maximum's winner, each side of a comparison. */
export function figuresOf(answer: QueryAnswer, lookups: Lookups): Figure[] {
  // A rent per square foot names a plan: its rent is the money "what would that be per year?" works on.
  const perFoot = answer.measure === "price-per-sqft" && answer.subject === "community";
  if (!DOLLARS.has(answer.measure) && !perFoot) return [];
  // "The third cheapest": the first in the order and the one asked (last), so "how much more than the cheapest" is their gap.
  const position = answer.query.position;
  const picked = position > 1 && answer.items[position - 1] ? [answer.items[0]!, answer.items[position - 1]!] : answer.items.slice(0, 1);
  const items = answer.operation === "compare" ? answer.items : answer.operation === "min" || answer.operation === "max" ? picked : [];
  return items
    .filter((item) => item.value !== null && (!perFoot || item.plan))
    .map((item) => ({
      slug: item.slug,
      subject: answer.subject,
      name: answer.subject === "community" ? (lookups.catalogue.bySlug.get(item.slug)?.title ?? item.slug) : (lookups.neighborhoodBySlug.get(item.slug)?.name ?? item.slug),
      value: perFoot && item.plan ? item.plan.rent : item.value!,
      measure: perFoot && item.plan ? ("rent" as const) : answer.measure,
      beds: item.plan?.beds ?? answer.query.filters.beds?.min ?? null,
    }));
}

/**
 * "Each of us at the cheapest one" after a list: the rent of the card that word picks (the cheapest or priciest plan with
 * the bedrooms the cards were shown for), as a figure to work on; null for any other word.
 */
export function pickedFigure(word: string, shown: readonly MatchCommunity[], beds: BedsRange | null): Figure | null {
  if (!/^(?:cheapest|least expensive|priciest|most expensive)$/.test(word)) return null;
  const picked = pickByWord(shown, word, beds);
  if (!picked?.plan) return null;
  return { slug: picked.community.slug, subject: "community", name: picked.community.title, value: picked.plan.rent, measure: "rent", beds: picked.plan.beds };
}

const money = (n: number) => (Number.isInteger(n) ? formatDollars(n) : `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
const round2 = (n: number) => Math.round(n * 100) / 100;

const WHAT: Record<Measure, string> = {
  rent: "rent",
  "monthly-total": "rent and monthly fees, all in",
  "pet-rent": "pet rent",
  "parking-fee": "parking fee",
  "pet-fees": "one-time pet fee and deposit",
  size: "size",
  "price-per-sqft": "rent per square foot",
  "year-built": "year built",
  "move-in": "move-in",
  "drive-minutes": "drive",
  "rail-minutes": "walk to METRORail",
  count: "count",
  "open-units": "units open",
  "amenity-count": "amenities",
  "dog-weight": "dog weight limit",
};

/** A monthly figure in the period asked: "$33.86 a day ($1,030 × 12 ÷ 365)". */
function inPeriod(monthly: number, period: Period): string {
  switch (period) {
    case "day":
      return `${money(round2((monthly * 12) / 365))} a day (${money(monthly)} × 12 months ÷ 365 days)`;
    case "week":
      return `${money(round2((monthly * 12) / 52))} a week (${money(monthly)} × 12 months ÷ 52 weeks)`;
    case "year":
      return `${money(monthly * 12)} a year (${money(monthly)} × 12 months)`;
    default: {
      const n = Number.parseInt(period, 10);
      return `${money(monthly * n)} over ${n} months (${money(monthly)} × ${n} months)`;
    }
  }
}

function label(figure: Figure): string {
  return `${cardMarker(figure.subject === "community" ? "apartment" : "neighborhood", figure.slug)} ${figure.name}`;
}

/** The arithmetic's reply over the figures kept (oldest first), or null when it cannot be done on them. */
export function wordArithmetic(asked: Arithmetic, figures: readonly Figure[]): string | null {
  if (figures.length === 0) return null;
  const lines: string[] = [];
  if (asked.difference && figures.length >= 2) {
    // The last figures of one measure (a comparison's sides, or a maximum then a minimum): the highest less the lowest.
    const last = figures.at(-1)!;
    const run: Figure[] = [];
    // The last two only: older figures of the measure may be another answer's (a median, then an average, of the same two).
    for (let i = figures.length - 1; i >= 0 && run.length < 2 && figures[i]!.measure === last.measure && figures[i]!.subject === last.subject; i--) run.unshift(figures[i]!);
    if (run.length < 2) return null;
    const high = run.reduce((a, b) => (b.value > a.value ? b : a));
    const low = run.reduce((a, b) => (b.value < a.value ? b : a));
    const a = high;
    const gap = round2(high.value - low.value);
    const monthly = MONTHLY.has(a.measure);
    const per = monthly ? " a month" : "";
    lines.push(`The difference in ${WHAT[a.measure]}: ${label(high)} ${money(high.value)} − ${label(low)} ${money(low.value)} = ${money(gap)}${per}.`);
    // As a share of the lower figure, with the working.
    if (asked.percent && low.value > 0) lines.push(`That's ${(Math.round((gap / low.value) * 1000) / 10).toFixed(1)}% more than ${low.name} (${money(gap)} ÷ ${money(low.value)}).`);
    if (monthly && asked.period) lines.push(`That's ${inPeriod(gap, asked.period)}.`);
    return lines.join(" ");
  }
  const shown = figures.length >= 2 && figures.at(-1)!.measure === figures.at(-2)!.measure && figures.at(-1)!.subject === figures.at(-2)!.subject ? figures.slice(-2) : figures.slice(-1);
  for (const figure of shown) {
    if (!MONTHLY.has(figure.measure)) return null;
    const ways = asked.ways === 0 ? (figure.beds !== null && figure.beds >= 2 ? figure.beds : null) : asked.ways;
    if ((asked.ways === 0 && ways === null) || (ways === null && asked.period === null)) return null;
    const what = `${label(figure)}: ${money(figure.value)} a month in ${WHAT[figure.measure]}`;
    if (ways === null) {
      lines.push(`${what} is ${inPeriod(figure.value, asked.period!)}.`);
      continue;
    }
    const each = round2(figure.value / ways);
    const basis = asked.ways === 0 ? ` (one person per bedroom of the ${figure.beds}-bed)` : "";
    const periodEach = asked.period ? ` (${inPeriod(each, asked.period).replace(/ \(.*\)$/, "")} each)` : "";
    lines.push(`${what}, split ${ways} ways, is ${money(each)} a month each${periodEach}${basis}.`);
  }
  return lines.join("\n");
}
