/**
 * Arithmetic on the figures A.L.I. quoted (query/arithmetic.ts), twelfth walk: per day, week and year, a split among
 * roommates, and the difference between two figures, in every neighborhood of the test catalogue. The expected
 * figures are computed here from the catalogue's plans (the cheapest and priciest plan of a bedroom count), not by
 * the evaluator; nothing is ever saved by such a question.
 */
import { describe, expect, it } from "vitest";
import { formatDollars } from "../format/ranges.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { readArithmetic } from "./query/arithmetic.ts";
import { replayChat } from "./test-chat.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

/** The cheapest and priciest rent of a plan with exactly `beds` bedrooms in a neighborhood (every plan, as the query counts them). */
function extremes(neighborhoodId: number, beds: number): { low: number; high: number } | null {
  const rents = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodId).flatMap((c) => c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent));
  return rents.length === 0 ? null : { low: Math.min(...rents), high: Math.max(...rents) };
}

const cents = (n: number) => `$${(Math.round(n * 100) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PLACES = NEIGHBORHOODS.flatMap((n) => [1, 2].map((beds) => ({ n, beds, rents: extremes(n.id, beds) }))).filter((p) => p.rents !== null);

describe("arithmetic on the figure just quoted", () => {
  it(`per day, per week and per year of the cheapest plan, in ${PLACES.length} neighborhood x bedroom cases`, () => {
    expect(PLACES.length).toBeGreaterThan(6);
    for (const { n, beds, rents } of PLACES) {
      const low = rents!.low;
      const ask = `cheapest ${beds} bed in ${n.name}?`;
      const [, day, week, year] = replayChat(k, [ask, "how much is that per day", "and a week?", "ok what about for the whole year"]);
      expect(day!.responseMessage, `${ask} / day`).toContain(`${formatDollars(low)} a month in rent is ${Number.isInteger((low * 12) / 365) ? formatDollars((low * 12) / 365) : cents((low * 12) / 365)} a day`);
      expect(week!.responseMessage, `${ask} / week`).toContain(`${Number.isInteger((low * 12) / 52) ? formatDollars((low * 12) / 52) : cents((low * 12) / 52)} a week`);
      expect(year!.responseMessage, `${ask} / year`).toContain(`${formatDollars(low * 12)} a year`);
      for (const reply of [day!, week!, year!]) {
        expect(reply.profileChanged).toBe(false);
        expect(reply.updateNotification).toBeNull();
      }
    }
  });

  it("a split among roommates, said as ways or per person of a 2-bed", () => {
    for (const { n, rents } of PLACES.filter((p) => p.beds === 2)) {
      const low = rents!.low;
      const [, split] = replayChat(k, [`whats the cheapest 2 bed in ${n.name}`, "split 2 ways?"]);
      const each = low / 2;
      expect(split!.responseMessage, n.name).toContain(`split 2 ways, is ${Number.isInteger(each) ? formatDollars(each) : cents(each)} a month each`);
      // Said without a question's form, a split still asks for the sum.
      const [, plain] = replayChat(k, [`cheapest 2 bed in ${n.name}`, "split 2 ways per year"]);
      expect(plain!.responseMessage, n.name).toContain(`(${formatDollars(low * 6)} a year each)`);
      expect(plain!.profileChanged, n.name).toBe(false);
      const [, perPerson] = replayChat(k, [`cheapest 2 bed in ${n.name}`, "how much is that per person"]);
      expect(perPerson!.responseMessage, n.name).toContain("one person per bedroom of the 2-bed");
      expect(perPerson!.profileChanged).toBe(false);
    }
  });

  it("the difference between the priciest and the cheapest just asked, a month and a year", () => {
    for (const { n, beds, rents } of PLACES) {
      const { low, high } = rents!;
      const replies = replayChat(k, [`most expensive ${beds} bed in ${n.name}`, "and the cheapest", "whats the difference between them per year"]);
      const gap = high - low;
      expect(replies[2]!.responseMessage, `${n.name} ${beds}`).toContain(`= ${formatDollars(gap)} a month`);
      expect(replies[2]!.responseMessage, `${n.name} ${beds}`).toContain(`${formatDollars(gap * 12)} a year`);
      expect(replies[2]!.profileChanged).toBe(false);
    }
  });

  it("a statement about a year is no arithmetic: 'i need a 12 month lease, a year is fine' saves and asks nothing of figures", () => {
    const [, reply] = replayChat(k, ["cheapest 1 bed in Montrose?", "I want to stay for a year"], { saved: EMPTY_PROFILE });
    expect(reply!.responseMessage).not.toMatch(/a month in rent is/);
  });
});

describe("readArithmetic", () => {
  it("reads periods, splits and differences, and nothing else", () => {
    expect(readArithmetic("how much is that per day lol")).toEqual({ period: "day", ways: null, difference: false });
    expect(readArithmetic("split 3 ways")).toEqual({ period: null, ways: 3, difference: false });
    expect(readArithmetic("divided between four of us a year")).toEqual({ period: "year", ways: 4, difference: false });
    expect(readArithmetic("per person")).toEqual({ period: null, ways: 0, difference: false });
    expect(readArithmetic("difference between them?")).toEqual({ period: null, ways: null, difference: true });
    expect(readArithmetic("cheapest 2 bed in midtown")).toBeNull();
    expect(readArithmetic("is it available this week")).toBeNull();
  });
});
