import { describe, expect, it } from "vitest";
import { findMoveInDate } from "./extract-move-in.ts";
import { Claims } from "./text.ts";

// A Sunday.
const TODAY = "2026-11-22";
const date = (canonical: string, today = TODAY, expecting = false) => findMoveInDate(canonical, today, new Claims(), expecting);

describe("findMoveInDate", () => {
  it.each([
    ["asap", "2026-11-22"],
    ["as soon as possible", "2026-11-22"],
    ["the sooner the better", "2026-11-22"],
    ["next month", "2026-12-01"],
    ["in 2 weeks", "2026-12-06"],
    ["in about a month", "2026-12-22"],
    ["march 1st", "2027-03-01"],
    ["3/15", "2027-03-15"],
    ["early january", "2027-01-01"],
    ["moving mid january", "2027-01-15"],
    ["late february", "2027-02-25"],
    ["end of the month", "2026-11-30"],
    ["by the end of december", "2026-12-31"],
    ["by the 1st", "2026-12-01"],
    ["around the first of the year", "2027-01-01"],
    ["sometime in the spring", "2027-03-01"],
    ["01/10/2027", "2027-01-10"],
    ["2027-02-15", "2027-02-15"],
    ["move to houston on january 5", "2027-01-05"],
    ["available to move tomorrow", "2026-11-23"],
  ])("%s -> %s", (text, value) => expect(date(text)).toBe(value));

  it("resolves against the given day, never the clock", () => {
    expect(date("next month", "2027-06-10")).toBe("2027-07-01");
    expect(date("march 1st", "2027-02-01")).toBe("2027-03-01");
    expect(date("march 1st", "2027-03-02")).toBe("2028-03-01");
  });

  it("prefers the date given as the move", () => {
    expect(date("my lease ends january 31 so id move in february 2")).toBe("2027-02-02");
  });

  it("ignores what chrono would read as a time or a date by accident", () => {
    expect(date("montrose or the heights")).toBeUndefined();
    expect(date("1800 a month")).toBeUndefined();
    expect(date("24/7 gym")).toBeUndefined();
    expect(date("whats the weather like today")).toBeUndefined();
    expect(date("i may need parking")).toBeUndefined();
    expect(date("a 2 bedroom in the 3rd ward")).toBeUndefined();
    expect(date("spring branch")).toBeUndefined();
    expect(date("within 15 minutes of downtown")).toBeUndefined();
  });

  it("reads 'before' a date as the day before it", () => {
    expect(date("how many 2 beds open up before july")).toBe("2027-06-30");
    expect(date("need to move in before march 15")).toBe("2027-03-14");
    expect(date("move in before the end of december")).toBe("2026-12-31");
  });

  it("reads a trip's length beside a date as no part of it", () => {
    expect(date("available by july 1 15 minutes from downtown")).toBe("2027-07-01");
    expect(date("available by july 1, 15 minutes from downtown")).toBe("2027-07-01");
    expect(date("move in march 3 and under a 20 min drive to tmc")).toBe("2027-03-03");
  });

  it("reads a position in the cards shown as a position, never a day of the month", () => {
    for (const text of ["compare the first two", "the first and the third", "which is cheaper the first or the second", "the first option", "the 2nd one", "the 1st and 2nd", "the first 3"]) expect(date(text), text).toBeUndefined();
    expect(date("move in by the first")).toBe("2026-12-01");
    expect(date("by the 1st")).toBe("2026-12-01");
  });

  it("reads a day to see, tour or visit a place as a tour, never as the move (issue 27)", () => {
    for (const text of [
      "can i see it saturday",
      "could we tour it on friday?",
      "can i come see it this weekend",
      "is saturday ok to see the place?",
      "can i visit next tuesday",
      "id like to see it saturday",
      "i want to tour it friday",
      "lets schedule a viewing for tuesday",
      "can i see it on the 15th?",
    ]) {
      expect(date(text), text).toBeUndefined();
    }
    // The move is still read, beside a tour or alone.
    expect(date("can i move in saturday")).toBe("2026-11-28");
    expect(date("moving saturday")).toBe("2026-11-28");
    expect(date("can i tour it friday? i want to move in march 1st")).toBe("2027-03-01");
  });
});
