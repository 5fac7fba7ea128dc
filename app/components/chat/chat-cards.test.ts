/**
 * What an apartment's chat card shows from /api/apartments/{slug}: a move-in special running today takes its
 * description's line, worded as the listing card words it; data without one (or a malformed one) keeps the line.
 */
import { describe, expect, it } from "vitest";
import { cardView } from "./chat-cards.tsx";

const apartment = { title: "Bagby Lofts", description: "Lofts over the rail line.", priceRange: "$1,200 - $1,900", neighborhoodName: "Midtown" };

describe("an apartment's chat card", () => {
  it("shows a running special in place of the description, with what it is worth when the words do not say it", () => {
    const view = cardView("apartment", "bagby-lofts", { ...apartment, special: { text: "Look and lease", amount: 500, monthsFree: null, startsOn: null, endsOn: "2026-12-31" } }, null);
    expect(view.special).toBe("Look and lease ($500 off)");
    const months = cardView("apartment", "bagby-lofts", { ...apartment, special: { text: "1 month free on 12-month leases", amount: null, monthsFree: 1, startsOn: "2026-12-01", endsOn: "2026-12-31" } }, null);
    expect(months.special).toBe("1 month free on 12-month leases");
  });

  it("keeps the description's line without a special, and ignores one it cannot read", () => {
    expect(cardView("apartment", "bagby-lofts", { ...apartment, special: null }, null)).toMatchObject({ special: null, body: "Lofts over the rail line." });
    expect(cardView("apartment", "bagby-lofts", { ...apartment, special: { text: 7 } }, null).special).toBeNull();
    expect(cardView("apartment", "bagby-lofts", null, null).special).toBeNull();
    expect(cardView("neighborhood", "midtown", { name: "Midtown", special: { text: "x", endsOn: "2026-12-31" } }, null).special).toBeNull();
  });
});
