import { describe, expect, it } from "vitest";
import { findLeaseLength, leaseFromMonths } from "./extract-lease.ts";
import { Claims } from "./text.ts";

const lease = (canonical: string, expecting = false) => findLeaseLength(canonical, new Claims(), expecting);

describe("findLeaseLength", () => {
  it.each([
    ["a 12 month lease", "12-month"],
    ["a 1 year lease is fine", "12-month"],
    ["month to month would be best", "month-to-month"],
    ["im flexible on lease length", "flexible"],
    ["i only need it for 9 months", "9 months"],
    ["i need a 2 year lease", "24-month"],
    ["lease term: 18 months", "18-month"],
    ["something short term, like 3 months", "3-month"],
    ["year long lease is fine", "12-month"],
    ["id prefer a short-term lease", "short-term"],
    ["a nurse contract for 13 weeks", "13 weeks"],
    ["id want 12 months actually", "12-month"],
    ["we need 6 months", "6-month"],
  ])("%s -> %s", (text, value) => expect(lease(text)).toBe(value));

  it("answers the lease question with bare words", () => {
    expect(lease("12 months", true)).toBe("12-month");
    expect(lease("6", true)).toBe("6-month");
    expect(lease("flexible", true)).toBe("flexible");
    expect(lease("a year", true)).toBe("12-month");
  });

  it("does not read move-in delays, ages or salaries as a lease", () => {
    expect(lease("we'd move in 3 months")).toBeUndefined();
    // A wanted number of months that is no standard term, or said of a move, is no lease without lease words.
    expect(lease("i want 5 months")).toBeUndefined();
    expect(lease("we want to move in 2 months")).toBeUndefined();
    expect(lease("i have a 2 year old")).toBeUndefined();
    expect(lease("i make 75k a year")).toBeUndefined();
    expect(lease("6 months")).toBeUndefined();
  });
});

describe("leaseFromMonths", () => {
  it("gives a standard value when there is one, else the renter's words", () => {
    expect(leaseFromMonths(12)).toBe("12-month");
    expect(leaseFromMonths(9)).toBe("9 months");
    expect(leaseFromMonths(36)).toBe("3 years");
  });
});
