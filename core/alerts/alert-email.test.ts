import { describe, expect, it } from "vitest";
import { composeAlertEmail, MAX_ALERTS_IN_EMAIL } from "./alert-email.ts";
import type { SearchAlert } from "./detect-changes.ts";

const drop: SearchAlert = { kind: "rent-drop", communityId: 1, slug: "the-ivy", title: "The Ivy", planId: 3, planName: "A1", beds: 1, rent: 1400, previousRent: 1550 };

describe("composeAlertEmail", () => {
  const input = { searchName: "Montrose 1 bed", origin: "https://site.test", searchPath: "/listings?beds=1", alerts: [drop], unsubscribeUrl: "https://site.test/alerts/unsubscribe?token=1.x", today: "2026-12-07" };

  it("names the search and the count, links each listing, the search and the unsubscribe page", () => {
    const email = composeAlertEmail(input);
    expect(email.subject).toBe('1 new or cheaper for "Montrose 1 bed"');
    expect(email.text).toContain("The Ivy: 1 Bed A1: $1,400/mo, was $1,550");
    expect(email.text).toContain("https://site.test/apartments/the-ivy");
    expect(email.text).toContain("https://site.test/listings?beds=1");
    expect(email.text).toContain("https://site.test/alerts/unsubscribe?token=1.x");
  });

  it("sends the same as HTML: each listing, the search and the unsubscribe page are real links", () => {
    const html = composeAlertEmail(input).html ?? "";
    expect(html).toContain('<a href="https://site.test/apartments/the-ivy"');
    expect(html).toContain("The Ivy: 1 Bed A1: $1,400/mo, was $1,550</a>");
    expect(html).toContain('<a href="https://site.test/listings?beds=1"');
    expect(html).toContain('<a href="https://site.test/alerts/unsubscribe?token=1.x"');
    expect(composeAlertEmail({ ...input, searchName: "<b>Mine</b> & co" }).html).toContain('"&lt;b&gt;Mine&lt;/b&gt; &amp; co"');
  });

  it("says the day the rent seen was recorded, when the history knows it", () => {
    const dated = composeAlertEmail({ ...input, alerts: [{ ...drop, previousOn: "2026-11-20" }] });
    expect(dated.text).toContain("The Ivy: 1 Bed A1: $1,400/mo, was $1,550 on Nov 20");
    expect(dated.html).toContain("The Ivy: 1 Bed A1: $1,400/mo, was $1,550 on Nov 20</a>");
  });

  it("carries the one-click unsubscribe headers", () => {
    expect(composeAlertEmail(input).headers).toEqual({
      "List-Unsubscribe": "<https://site.test/alerts/unsubscribe?token=1.x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("writes out a bounded number of alerts and counts the rest", () => {
    const many = Array.from({ length: MAX_ALERTS_IN_EMAIL + 3 }, (_, i) => ({ ...drop, planId: i + 1 }));
    const email = composeAlertEmail({ ...input, alerts: many });
    expect(email.text.match(/apartments\/the-ivy/g)).toHaveLength(MAX_ALERTS_IN_EMAIL);
    expect(email.text).toContain("…and 3 more.");
  });
});
