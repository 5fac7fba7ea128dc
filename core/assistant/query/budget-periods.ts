/**
 * Budgets a renter states other than as a monthly rent: per day, week, two weeks or year, as an income (paid by the
 * year, month, two weeks, week or hour), or as a change to the saved budget ("add 200"). Each becomes
 * a monthly rent ceiling by one stated rule (README.md), and the reply says how it was reached.
 * Read on the message's lower-case text; returns null when the budget is a plain monthly figure.
 */
import type { BudgetOrigin } from "./schema.ts";

const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|grand|thousand)?(?:\s?(?:bucks|dollars|usd))?`;
const PER = String.raw`\s?(?:a|an|per|\/|each|every)?\s?`;

const WEEKLY = new RegExp(String.raw`${AMOUNT}${PER}(?:week|wk)\b|${AMOUNT}\s?weekly\b|weekly (?:budget|rent)?\s?(?:of|is|:)?\s?${AMOUNT}`);
/** How often an income is paid: group words of INCOME's last group. */
const PAY_PERIOD = String.raw`(year|yr|annually|annual|month|mo|monthly|bi-?weekly|every (?:two|2|other) weeks?|every other week|week|wk|weekly|hour|hr|hourly)`;
const INCOME = new RegExp(
  String.raw`\b(?:i|we|my (?:husband|wife|partner|spouse) and i|together we|household)?\s?(?:make|makes|earn|earns|bring home|take home|gross|am paid|are paid|get paid|gets paid|getting paid|income (?:is|of)|salary (?:is|of)|stipend (?:is|of)|paycheck (?:is|of)|pay (?:is|of)|income:|salary:|stipend:|income|salary|stipend|earning|making)\s(?:about |around |roughly |like |only |just )?${AMOUNT}\s?(?:a|an|per|\/|every)?\s?${PAY_PERIOD}?\b`,
);
/** A rent per day ("50 bucks a day"), every two weeks ("900 biweekly"). */
const DAILY = new RegExp(String.raw`${AMOUNT}${PER}(?:day|night)\b|${AMOUNT}\s?(?:daily|nightly)\b`);
const BIWEEKLY = new RegExp(String.raw`${AMOUNT}\s?(?:a |per )?(?:bi-?weekly|every (?:two|2|other) weeks?|every other week|fortnight(?:ly)?)\b`);
/** An income said without a verb of earning: "afford Montrose on 50k a year", "with a 60k salary", "65k annual income", "a 5000 a month income". */
const INCOME_SAID = new RegExp(
  String.raw`\b(?:on|with|at)\s(?:a |an |my |our |only |just |about |around )?${AMOUNT}${PER}(?:year|yr)\b(?![^.?!]{0,12}\b(?:rent|lease)\b)|${AMOUNT}\s?(?:a year |per year |annual |yearly |a yr )?(?:salary|income|paycheck)\b|${AMOUNT}${PER}(?:month|mo)\s(?:income|salary|take[- ]home|pay)\b`,
);
/** "21,600 a year in rent", "rent budget 21,600 per year", "a yearly rent budget of 21,600" (the period said first). */
const YEARLY_RENT = new RegExp(
  String.raw`${AMOUNT}${PER}(?:year|yr)\b[^.?!]{0,20}\brent\b|\b(?:rent|budget)\b[^.?!]{0,20}?${AMOUNT}${PER}(?:year|yr|annually)\b|\b(?:yearly|annual|per year|a year)\s(?:rent(?:al)?\s)?(?:budget|rent)\s(?:of\s|is\s|at\s|around\s|about\s|:\s?)?${AMOUNT}`,
);

function amountOf(digits: string | undefined, thousands: string | undefined): number | null {
  if (!digits) return null;
  const n = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  return Math.round(thousands ? n * 1000 : n);
}

export interface MonthlyBudget {
  origin: BudgetOrigin;
  /** The monthly rent ceiling, whole dollars. */
  monthly: number;
}

/** Payments a month of each income period (an hourly pay at 40 hours a week). */
const PER_MONTH: Record<Extract<BudgetOrigin, { kind: "income" }>["period"], { times: number; per: number }> = {
  year: { times: 1, per: 12 },
  month: { times: 1, per: 1 },
  biweekly: { times: 26, per: 12 },
  week: { times: 52, per: 12 },
  hour: { times: 40 * 52, per: 12 },
};

/** An income's gross monthly amount, whole dollars. */
export function monthlyIncomeOf(origin: Extract<BudgetOrigin, { kind: "income" }>): number {
  const { times, per } = PER_MONTH[origin.period];
  return Math.round((origin.amount * times) / per);
}

export function monthlyBudgetOf(origin: BudgetOrigin): number {
  if (origin.kind === "weekly") return Math.floor((origin.amount * 52) / 12);
  if (origin.kind === "daily") return Math.floor((origin.amount * 365) / 12);
  if (origin.kind === "biweekly") return Math.floor((origin.amount * 26) / 12);
  if (origin.kind === "yearly-rent") return Math.floor(origin.amount / 12);
  if (origin.kind === "change") return Math.max(0, origin.from + origin.amount);
  const { times, per } = PER_MONTH[origin.period];
  return Math.floor((origin.amount * times) / (per * 3));
}

/** The income period a word names. */
function payPeriodOf(word: string | undefined, amount: number): Extract<BudgetOrigin, { kind: "income" }>["period"] {
  if (!word) return amount >= 20_000 ? "year" : "month";
  if (/^(?:month|mo|monthly)$/.test(word)) return "month";
  if (/^(?:hour|hr|hourly)$/.test(word)) return "hour";
  if (/^(?:week|wk|weekly)$/.test(word)) return "week";
  if (/weeks?$|^bi-?weekly$/.test(word)) return "biweekly";
  return "year";
}

/** The least and most an income of each period can be (an hourly "25" is a pay; a monthly "25" is not). */
const INCOME_BOUNDS: Record<Extract<BudgetOrigin, { kind: "income" }>["period"], [number, number]> = { year: [500, 10_000_000], month: [500, 10_000_000], biweekly: [200, 1_000_000], week: [100, 500_000], hour: [7, 2_000] };

/** The saved budget raised ("add 200 to my budget", "what if I could spend 200 more") or lowered ("cut it by 100"): the signed amount; null when none is said. */
const RAISED = /\b(?:add(?:ed|ing)?|raise[ds]?|raising|increase[ds]?|increasing|bump(?:ed|ing)?|up(?:ped|ping)?|stretch(?:ed|ing)?)\b(?: (?:it|my budget|the budget|that|my max|the max|me))?(?: up)?(?: by| another| an extra| an additional)?\s\$?(\d{2,4})\b|\$?(\d{2,4}) (?:more|extra|higher)\b/;
const LOWERED = /\b(?:lower(?:ed|ing)?|cut(?:ting)?|drop(?:ped|ping)?|reduce[ds]?|reducing|decrease[ds]?|decreasing|take|knock)\b(?: (?:it|my budget|the budget|that|my max|the max))?(?: down| off)?(?: by)?\s\$?(\d{2,4})\b|\$?(\d{2,4}) (?:less|lower)\b/;
const ABOUT_BUDGET = /\b(?:budget|spend|afford|pay|max|rent|price range)\b/;
const NOT_MONEY = /^\s?(?:sq|square|ft|feet|min|minutes|lb|lbs|pounds|beds?|br|baths?|miles)\b/;

export function readBudgetChange(text: string): number | null {
  // "Bump it up 200": "it" is the budget when nothing else is named.
  if (!ABOUT_BUDGET.test(text) && !/^(?:(?:ok|okay|so|and|then|can you|could you|pls|please)\s)*(?:bump|raise|up|increase|lower|drop|cut|reduce|knock)\s(?:it|that)\b(?:\s(?:up|down|by))*\s\$?\d{2,4}\s*(?:bucks|dollars)?[\s.!?]*$/.test(text)) return null;
  for (const [pattern, sign] of [[RAISED, 1], [LOWERED, -1]] as const) {
    const match = pattern.exec(text);
    if (!match) continue;
    const digits = match[1] ?? match[2]!;
    if (NOT_MONEY.test(text.slice(match.index + match[0].length))) continue;
    const amount = Number(digits);
    if (amount >= 25 && amount <= 5_000) return sign * amount;
  }
  return null;
}

export function readBudgetPeriod(text: string, { saved = null }: { saved?: number | null } = {}): MonthlyBudget | null {
  // "What if I added 200 to my budget": the saved budget moved by the amount.
  const change = saved !== null ? readBudgetChange(text) : null;
  if (change !== null && saved !== null) {
    const origin: BudgetOrigin = { kind: "change", amount: change, from: saved };
    return { origin, monthly: monthlyBudgetOf(origin) };
  }
  const income = INCOME.exec(text);
  if (income) {
    // "Me and my gf make 45k and 52k": two incomes said together are one household's, added up.
    // ("I make 60k and need 2 bedrooms" is one income: a second must be a pay of the same size, not a count.)
    const second = new RegExp(String.raw`^\s?(?:and|\+|&|plus)\s(?:about |around |like )?${AMOUNT}(?!\s?(?:bed|br|bd|bath|ba|sq|\/|\d))`).exec(text.slice(income.index + income[0].length));
    const first = amountOf(income[1], income[2]);
    const other = second ? amountOf(second[1], second[2] ?? income[2]) : null;
    const amount = first !== null && other !== null && other >= first / 5 && other <= first * 5 ? first + other : first;
    // "I make 72k" says a year; "I make 6000" (no period, under 20,000) reads as a month's pay.
    const period = amount === null ? "month" : payPeriodOf(income[3], amount);
    const [least, most] = INCOME_BOUNDS[period];
    if (amount !== null && amount >= least && amount <= most) {
      const origin: BudgetOrigin = { kind: "income", amount, period };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  const said = INCOME_SAID.exec(text);
  if (said && said[5] !== undefined) {
    const amount = amountOf(said[5], said[6]);
    if (amount !== null && amount >= 500 && amount <= 1_000_000) {
      const origin: BudgetOrigin = { kind: "income", amount, period: "month" };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  if (said) {
    const amount = amountOf(said[1] ?? said[3], said[2] ?? said[4]);
    // A yearly figure this size is a pay, not a rent ("on 1800 a year" is neither: left alone).
    if (amount !== null && amount >= 10_000 && amount <= 10_000_000) {
      const origin: BudgetOrigin = { kind: "income", amount, period: "year" };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  const daily = DAILY.exec(text);
  if (daily) {
    const amount = amountOf(daily[1] ?? daily[3], daily[2] ?? daily[4]);
    if (amount !== null && amount >= 10 && amount <= 3_000) {
      const origin: BudgetOrigin = { kind: "daily", amount };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  const biweekly = BIWEEKLY.exec(text);
  if (biweekly) {
    const amount = amountOf(biweekly[1], biweekly[2]);
    if (amount !== null && amount >= 100 && amount <= 40_000) {
      const origin: BudgetOrigin = { kind: "biweekly", amount };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  const weekly = WEEKLY.exec(text);
  if (weekly) {
    const amount = amountOf(weekly[1] ?? weekly[3] ?? weekly[5], weekly[2] ?? weekly[4] ?? weekly[6]);
    if (amount !== null && amount >= 50 && amount <= 20_000) {
      const origin: BudgetOrigin = { kind: "weekly", amount };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  const yearly = YEARLY_RENT.exec(text);
  if (yearly) {
    const amount = amountOf(yearly[1] ?? yearly[3] ?? yearly[5], yearly[2] ?? yearly[4] ?? yearly[6]);
    if (amount !== null && amount >= 3_000 && amount <= 1_200_000) {
      const origin: BudgetOrigin = { kind: "yearly-rent", amount };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  return null;
}
