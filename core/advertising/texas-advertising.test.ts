import { describe, expect, it } from "vitest";
import { lowestRent, severalCommunitiesNotice } from "./texas-advertising.ts";

describe("the several-communities advertising notice", () => {
  it("advertises the lowest listed rent of the communities shown, with both required sentences", () => {
    const notice = severalCommunitiesNotice([{ minRent: 1_450 }, { minRent: null }, { minRent: 1_150 }, { minRent: 2_300 }]);
    expect(notice).toBe("Rent is $1,150 or more: each community's lowest listed rent is shown, and not every unit is available at it. Not all units have the advertised features.");
  });

  it("says nothing when no community shown lists a rent", () => {
    expect(severalCommunitiesNotice([])).toBeNull();
    expect(severalCommunitiesNotice([{ minRent: null }, { minRent: 0 }])).toBeNull();
    expect(lowestRent([{ minRent: 900 }])).toBe(900);
  });
});
