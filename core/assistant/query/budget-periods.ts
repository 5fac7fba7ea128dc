/**
 * Budgets a renter states other than as a monthly rent: per week, per year, or as an income. Each becomes
 * a monthly rent ceiling by one stated rule (README.md), and the reply says how it was reached.
 * Read on the message's lower-case text; returns null when the budget is a plain monthly figure.
 */
import type { BudgetOrigin } from "./schema.ts";

const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|grand|thousand)?`;
const PER = String.raw`\s?(?:a|an|per|\/|each|every)?\s?`;

const WEEKLY = new RegExp(String.raw`${AMOUNT}${PER}(?:week|wk)\b|${AMOUNT}\s?weekly\b|weekly (?:budget|rent)?\s?(?:of|is|:)?\s?${AMOUNT}`);
const INCOME = new RegExp(
  String.raw`\b(?:i|we|my (?:husband|wife|partner|spouse) and i|together we|household)?\s?(?:make|makes|earn|earns|bring home|take home|gross|am paid|get paid|income (?:is|of)|salary (?:is|of)|income:|salary:|income|salary|earning|making)\s(?:about |around |roughly |like |only |just )?${AMOUNT}\s?(?:a|an|per|\/)?\s?(year|yr|annually|annual|month|mo)?\b`,
);
/** An income said without a verb of earning: "afford Montrose on 50k a year", "with a 60k salary", "65k annual income", "a 5000 a month income". */
const INCOME_SAID = new RegExp(
  String.raw`\b(?:on|with|at)\s(?:a |an |my |our |only |just |about |around )?${AMOUNT}${PER}(?:year|yr)\b(?![^.?!]{0,12}\b(?:rent|lease)\b)|${AMOUNT}\s?(?:a year |per year |annual |yearly |a yr )?(?:salary|income|paycheck)\b|${AMOUNT}${PER}(?:month|mo)\s(?:income|salary|take[- ]home|pay)\b`,
);
const YEARLY_RENT = new RegExp(String.raw`${AMOUNT}${PER}(?:year|yr)\b[^.?!]{0,20}\brent\b|\b(?:rent|budget)\b[^.?!]{0,20}?${AMOUNT}${PER}(?:year|yr|annually)\b`);

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

export function monthlyBudgetOf(origin: BudgetOrigin): number {
  if (origin.kind === "weekly") return Math.floor((origin.amount * 52) / 12);
  if (origin.kind === "yearly-rent") return Math.floor(origin.amount / 12);
  return Math.floor((origin.period === "year" ? origin.amount / 12 : origin.amount) / 3);
}

export function readBudgetPeriod(text: string): MonthlyBudget | null {
  const income = INCOME.exec(text);
  if (income) {
    const amount = amountOf(income[1], income[2]);
    // "I make 72k" says a year; "I make 6000" (no period, under 20,000) reads as a month's pay.
    const period = income[3] ? (/^(?:month|mo)$/.test(income[3]) ? "month" : "year") : amount !== null && amount >= 20_000 ? "year" : "month";
    if (amount !== null && amount >= 500 && amount <= 10_000_000) {
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
    const amount = amountOf(yearly[1] ?? yearly[3], yearly[2] ?? yearly[4]);
    if (amount !== null && amount >= 3_000 && amount <= 1_200_000) {
      const origin: BudgetOrigin = { kind: "yearly-rent", amount };
      return { origin, monthly: monthlyBudgetOf(origin) };
    }
  }
  return null;
}
