import { describe, expect, it } from "vitest";
import { findBudgetCandidates, resolveBudget } from "./extract-budget.ts";
import { Claims } from "./text.ts";

/** Both passes, as understandMessage runs them (canonical text: number words already digits). */
const budget = (canonical: string, expecting = false) => {
  const claims = new Claims();
  const found = findBudgetCandidates(canonical, claims, "money", expecting);
  found.push(...findBudgetCandidates(canonical, claims, "plain", expecting));
  return resolveBudget(found);
};

describe("budget", () => {
  it.each([
    ["$1,800", 1800],
    ["1.8k", 1800],
    ["1800 a month", 1800],
    ["under 2 grand", 2000],
    ["between 1200 and 1500", 1500],
    ["1200-1500", 1500],
    ["1.2k-1.5k", 1500],
    ["$1300/mo", 1300],
    ["max 2000", 2000],
    ["$1,450 tops", 1450],
    ["1600ish", 1600],
    ["up to $1750 per month", 1750],
    ["900 bucks", 900],
    ["2 bed midtown 1800", 1800],
  ])("%s -> %d", (text, value) => expect(budget(text)).toBe(value));

  it("takes the correction, the stretch, and skips the replaced amount", () => {
    expect(budget("budget is 1500 but i could stretch to 1700")).toBe(1700);
    expect(budget("can we do 1700 instead of 1500")).toBe(1700);
    expect(budget("change budget from 1500 to 1750")).toBe(1750);
  });

  it("does not read income, deposits, years, addresses or counts as a budget", () => {
    expect(budget("i make about 5000 a month so rent should be under 1700")).toBe(1700);
    expect(budget("i make 75k a year")).toBeUndefined();
    expect(budget("a deposit of 500")).toBeUndefined();
    expect(budget("moving in 2027")).toBeUndefined();
    expect(budget("traffic on 610")).toBeUndefined();
    expect(budget("2 dogs and a 70 lb lab")).toBeUndefined();
  });

  it("reads a year built as a year, beside a budget or alone", () => {
    expect(budget("only the ones built after 2010")).toBeUndefined();
    expect(budget("newer than 2015")).toBeUndefined();
    expect(budget("2018 or newer")).toBeUndefined();
    expect(budget("built after 2010 under 2000")).toBe(2000);
    expect(budget("$2010 max, built since 2012")).toBe(2010);
    expect(budget("under 2010 a month")).toBe(2010);
  });

  it("reads a bare amount as the answer when the budget was asked for", () => {
    expect(budget("300", true)).toBe(300);
    expect(budget("300", false)).toBeUndefined();
  });
});
