/** Chat shorthand spelled out before A.L.I. reads a message (spelling.ts expandShorthand): whole words only. */
import { describe, expect, it } from "vitest";
import { expandShorthand } from "./spelling.ts";

describe("chat shorthand", () => {
  it("spells out the shorthand renters type", () => {
    expect(expandShorthand("apartments w/o a pool")).toBe("apartments without a pool");
    expect(expandShorthand("once u add parking, whats cheapest for ur budget")).toBe("once you add parking, whats cheapest for your budget");
    expect(expandShorthand("which hood is cheapest? what about those hoods")).toBe("which neighborhood is cheapest? what about those neighborhoods");
    expect(expandShorthand("near TMC bc I work there, pls")).toBe("near TMC because I work there, please");
    expect(expandShorthand("1 bed & a pool thx")).toBe("1 bed and a pool thanks");
    expect(expandShorthand("which of those has wd in unit")).toBe("which of those has w/d in unit");
    expect(expandShorthand("i make 58k a yr")).toBe("i make 58k a year");
    expect(expandShorthand("what about a 15 mo lease")).toBe("what about a 15 month lease");
  });

  it("leaves words that only contain the shorthand, and names, alone", () => {
    for (const text of ["my name is Ty", "moving in 3 mo", "WD-40", "Uptown", "neighborhood", "a unit with w/d", "Robinhood Lofts", "u-haul", "you're", "Urban Lofts"]) expect(expandShorthand(text), text).toBe(text);
  });
});
