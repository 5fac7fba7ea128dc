/**
 * The most a renter will pay each month: "$1,800", "1.8k", "eighteen hundred"
 * (already "1800" in canonical text), "under 2 grand", "between 1200 and 1500"
 * (the top), "1500/mo", "max 2000", "1600ish". Income, deposits, years and
 * addresses are not budgets. Two passes: amounts that say they are money, then
 * (after dates have been read) plain numbers.
 */
import type { Claims } from "./text.ts";

export interface BudgetCandidate {
  value: number;
  index: number;
  end: number;
  /** Written as money or next to a budget word; a plain number is weak. */
  strong: boolean;
  /** "ideally 1300": kept only when nothing firmer is said. */
  soft: boolean;
}

const NUMBER = /(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s*(?:k|grand|thousand)\b)?(\s*(?:dollars|bucks|usd)\b)?(\s*ish\b)?/g;
const PER_MONTH = /^\s*(?:\/\s*mo(?:nth)?\b|\/\s*m\b|a month|per month|a mo\b|monthly|p\/m|pm\b|each month)/;
const AFTER_CUE = /^\s*(?:max\b|maximum\b|tops\b|or less\b|or under\b|and under\b|or below\b|total\b|combined\b|for rent\b|in rent\b|rent\b|budget\b|or so\b)/;
const BEFORE_CUE =
  /(?:budget|rent|spend|spending|afford|pay|paying|max|maximum|under|below|less than|up to|upto|no more than|not more than|at most|no higher than|cap|ceiling|around|about|roughly|approximately|approx|~|<|stretch to|go over|go above|go higher than|price range|range|do|make it|make that|bump|raise|increase|lower|drop|change|changed|over|go|go up|set it|set budget|set my budget)[\s:]*(?:is|of|at|to|around|about|roughly|like|maybe|only|up to|is like|was|be|now|its|it's|now its|of about|=)?[\s:$]*$/;
const BUDGET_WORD = /\b(?:budget|rent|spend|afford|pay|price|max|maximum|grand)\b/;
// "make it $1,800" is a correction, not income.
const INCOME = /\b(?:make(?!\s+(?:it|that|this|my|the)\b)|making|made|earn|earning|earnings|salary|income|paid|gross|net|deposit|fee|fees|application|savings|saved)\b/;
const NOT_MONEY_AFTER =
  /^\s*(?:\+?\s*(?:sq|sqft|square|sf)\b|miles?\b|mi\b|minutes?\b|mins?\b|hours?\b|hrs?\b|people\b|lbs?\b|pounds?\b|years?\b|yrs?\b|months?\b|days?\b|weeks?\b|st\b|nd\b|rd\b|th\b|street\b|ave\b|avenue\b|blvd\b|road\b|dr\b|drive\b|ln\b|lane\b|way\b|pkwy\b|fwy\b|hwy\b|floor\b|bed|bath|br\b|ba\b|bd\b|x\b|am\b|%|percent\b|degrees\b|feet\b|ft\b|a year\b|per year\b|\/\s*y(?:ea)?r\b|yearly\b|annually\b|k? a year\b)/;
const NOT_MONEY_BEFORE = /(?:#|\bon|\boff|\bvia|\btake|\btaking|\bexit|\bunit|\bapt|\bsuite|\bzip|\broom|\bfloor|\bbuilding|\bbus|\broute|\bhighway|\bhwy|\bi-|\bloop|\bexit|\bbeltway|\bfm|\bsh|\bsince|\bin|\bby|\bof|\bclass of|\bthe)\s*$/;
const SOFT = /(?:ideally|preferably|hopefully|would love|prefer|like to keep it (?:at|around|under))\s*(?:around|about|under|at)?\s*\$?\s*$/;
// "It was 1600" is the value replaced; "what if my budget was 2500" is the subjunctive, the value asked about.
const REPLACED = /(?:\bnot|\binstead of|\brather than|(?<!\bif (?:my |the |our )?(?:budget|max|rent|price range|limit) )\bwas)\s*\$?\s*$/;

function lastMatch(re: RegExp, s: string): number {
  let index = -1;
  for (const m of s.matchAll(new RegExp(re.source, "g"))) index = m.index;
  return index;
}

function amount(m: RegExpExecArray): number {
  let value = Number(m[2]!.replace(/,/g, "") + (m[3] ?? ""));
  if (m[4] && value < 100) value *= 1000;
  return value;
}

export function findBudgetCandidates(text: string, claims: Claims, pass: "money" | "plain", expecting: boolean): BudgetCandidate[] {
  const out: BudgetCandidate[] = [];
  const matches = [...text.matchAll(NUMBER)].filter((m) => !claims.overlaps(m.index, m.index + m[0].length));
  for (let k = 0; k < matches.length; k++) {
    const m = matches[k]!;
    const start = m.index;
    let end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 20);
    // "1200-1500", "between 1200 and 1500", "1.2k-1.5k": the top of the range.
    const next = matches[k + 1];
    let value = amount(m);
    let rangeTop: number | null = null;
    if (next) {
      const between = text.slice(end, next.index);
      const isRange = /^\s*(?:-|to)\s*$/.test(between) || (/^\s*and\s*$/.test(between) && /\bbetween\s*\$?\s*$/.test(before));
      if (isRange) {
        let top = amount(next);
        if (next[4] && !m[4] && value < 100) value *= 1000;
        if (m[4] && !next[4] && top < 100) top *= 1000;
        if (top > value) rangeTop = top;
      }
    }
    const money = Boolean(m[1] || m[4] || m[5] || m[6] || PER_MONTH.test(after) || AFTER_CUE.test(after));
    const cue = BEFORE_CUE.test(before) || /\bbetween\s*\$?\s*$/.test(before) || /^\s*(?:to|-)\s*$/.test(before.slice(-4));
    const nearestIncome = lastMatch(INCOME, before);
    const nearestBudget = lastMatch(BUDGET_WORD, before);
    if (nearestIncome >= 0 && nearestIncome > nearestBudget) {
      if (rangeTop !== null) k++;
      continue;
    }
    if (NOT_MONEY_AFTER.test(after) && !PER_MONTH.test(after) && !m[1] && !m[4]) continue;
    const strong = money || cue || rangeTop !== null;
    if (pass === "money" && !strong) continue;
    const final = rangeTop ?? value;
    const limits = strong ? [200, 30000] : expecting ? [100, 30000] : [400, 15000];
    if (final < limits[0]! || final > limits[1]!) continue;
    // A year is not a budget: near a month, or on its own when nothing says money.
    const looksLikeYear = final >= 1990 && final <= 2100 && (/\b(?:january|february|march|april|may|june|july|august|september|october|november|december|year)\b/.test(text) || (!expecting && final >= 2024 && final <= 2035));
    if (!strong && (NOT_MONEY_BEFORE.test(before) || looksLikeYear)) continue;
    // "Built after 2010", "newer than 2015", "2018 or newer": a year built, whatever else the message says about money.
    const yearBuilt = final >= 1900 && final <= 2100 && !m[1] && (/\b(?:built|constructed|completed|opened|renovated|remodel(?:ed|led)|after|before|since|newer than|older than|later than|earlier than|pre|post)[\s-]*$/.test(before) || /^\s*(?:or (?:newer|later|after|older|earlier|before)\b|\+)/.test(after) || (final % 10 === 0 && /^'?s\b/.test(after)));
    if (yearBuilt) continue;
    // "Between 900 and 1100 sq ft": the low end of a size range is no rent.
    if (/^\s*(?:and|to|-)\s*\d[\d,]*\s*(?:\+\s*)?(?:sq|sqft|square|sf|ft|feet)\b/.test(after)) continue;
    // "Under 1,000 sq ft but at least 700": the other end of the size said just before, not a rent.
    if (!m[1] && /\d\s*(?:sq|sqft|square|sf)\w*(?:\s*(?:ft|feet|footage))?\s*,?\s*(?:but|and|yet)\s+(?:at least|over|more than|above|no less than|min(?:imum)?(?: of)?|bigger than)\s*$/.test(before)) continue;
    if (!strong && !Number.isInteger(final)) continue;
    if (rangeTop !== null) {
      end = next!.index + next![0].length;
      k++;
    }
    if (REPLACED.test(before)) {
      claims.add(start, end);
      continue;
    }
    claims.add(start, end);
    out.push({ value: Math.round(final), index: start, end, strong, soft: SOFT.test(before) });
  }
  return out;
}

/** Each person's share named ("we can each do 900", "900 apiece", "my half is 800"). */
const PER_PERSON = /\beach\b(?! (?:month|mo|week|wk|year|yr|time|one|of the|of them|bedroom|room|unit|apartment|place|pet|dog|cat|night|day)s?\b)|\b(?:apiece|per person|a person|per head|a head|each of us|per roommate|my share|my half|my part|my portion)\b/;

/**
 * How many people share the rent a sentence names each one's part of: "split 3 ways", "3 of us", "me and 2 roommates",
 * "me and my roommate" (2); 1 when it names no share, or when the amount is said to be the total ("so 3000 total").
 * The household's budget is the shares added up.
 */
export function rentSharers(text: string): number {
  if (!PER_PERSON.test(text)) return 1;
  // "That's per person, there's 2 of us so 3000 total": the amount said is already everyone's.
  if (/\b\d[\d,.]*k?\s?(?:total|in total|combined|together|altogether|all together|between us|for (?:both|all) of us)\b/.test(text)) return 1;
  const ways = /\bsplit(?:ting)?(?: (?:it|rent|the rent))? (\d) ways\b|\b(\d) (?:of us|people|ppl|roommates total)\b/.exec(text);
  if (ways) return Number(ways[1] ?? ways[2]);
  const others = /\b(?:me|i) (?:and|\+|&) (\d) (?:roommates|roomates|roomies|friends|others)\b|\bwith (\d) (?:roommates|roomates|roomies|friends|others)\b/.exec(text);
  if (others) return Number(others[1] ?? others[2]) + 1;
  return /\b(?:roommate|roomate|roomie|we|us|our|partner|bf|gf|boyfriend|girlfriend|wife|husband|fiance|fiancee|spouse|my half)\b/.test(text) ? 2 : 1;
}

/** The budget meant: the last firm amount (a correction comes last), else the last plain one. */
export function resolveBudget(candidates: BudgetCandidate[]): number | undefined {
  const sorted = [...candidates].sort((a, b) => a.index - b.index);
  const firm = sorted.filter((c) => !c.soft);
  const pool = firm.length > 0 ? firm : sorted;
  const strong = pool.filter((c) => c.strong);
  return (strong.length > 0 ? strong : pool)[Math.max(0, (strong.length > 0 ? strong : pool).length - 1)]?.value;
}
