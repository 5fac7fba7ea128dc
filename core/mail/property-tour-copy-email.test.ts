import { describe, expect, it } from "vitest";
import { composePropertyTourCopyEmail, type PropertyTourCopyEmailInput } from "./property-tour-copy-email.ts";

// 9:30 to 10:15 in Houston on Friday, November 27, 2026 (CST, UTC-6).
const input: PropertyTourCopyEmailInput = {
  community: "The Ivy",
  contactName: "Lena Leasing",
  renterName: "Ana Díaz",
  startsAt: new Date("2026-11-27T15:30:00Z"),
  endsAt: new Date("2026-11-27T16:15:00Z"),
  mode: "in-person",
  company: "Bayou Locating LLC",
};

describe("composePropertyTourCopyEmail", () => {
  it("says who comes when, in Houston time, and whose referral they are, in both bodies", () => {
    const email = composePropertyTourCopyEmail(input);
    expect(email.subject).toBe("Tour booked: Ana Díaz at The Ivy, Fri, Nov 27, 9:30 AM (a referral of Bayou Locating LLC)");
    expect(email.text).toContain("Hello Lena Leasing, Ana Díaz booked a tour of The Ivy through Bayou Locating LLC: they are a referral of Bayou Locating LLC.");
    for (const line of ["Visitor: Ana Díaz", "Community: The Ivy", "When: Friday, November 27, 9:30 AM to 10:15 AM (Houston time)", "Tour: In person", "Referred by: Bayou Locating LLC"]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain("Friday, November 27, 9:30 AM to 10:15 AM (Houston time)");
    expect(email.html).toContain("a referral of Bayou Locating LLC");
  });

  it("asks for a virtual tour's link by reply, and says nothing of it for a visit in person", () => {
    const virtual = composePropertyTourCopyEmail({ ...input, mode: "virtual" });
    expect(virtual.text).toContain("Tour: Virtual (video call)");
    expect(virtual.text).toContain("Please reply to this e-mail with the video call's link before the tour; Bayou Locating LLC passes it on to Ana Díaz.");
    expect(composePropertyTourCopyEmail(input).text).not.toContain("video call");
  });

  it("greets without a name when the terms give none", () => {
    expect(composePropertyTourCopyEmail({ ...input, contactName: null }).text).toContain("Hello, Ana Díaz booked a tour");
  });

  it("carries no address, phone number or link: the renter's manage link is theirs alone", () => {
    const email = composePropertyTourCopyEmail(input);
    expect(email.text).not.toMatch(/@|tel:|https?:|\/tours\/|token/);
    expect(email.html).not.toContain("<a ");
  });

  it("keeps a typed name on one line in the subject and escapes it in the HTML", () => {
    const email = composePropertyTourCopyEmail({ ...input, renterName: "Ana <b>\nDíaz</b>" });
    expect(email.subject).toContain("Ana <b> Díaz</b> at The Ivy");
    expect(email.html).toContain("Ana &lt;b&gt; Díaz&lt;/b&gt;");
    expect(email.html).not.toContain("<b>");
  });

  it("tells of a moved tour with its new time and the old one, and of a cancelled one without asking anything", () => {
    const moved = composePropertyTourCopyEmail({ ...input, mode: "virtual", change: { kind: "moved", from: new Date("2026-11-26T20:00:00Z") } });
    expect(moved.subject).toBe("Tour moved: Ana Díaz at The Ivy, now Fri, Nov 27, 9:30 AM (was Thu, Nov 26, 2:00 PM)");
    expect(moved.text).toContain("Ana Díaz (a referral of Bayou Locating LLC) moved their tour of The Ivy: it is now Friday, November 27, 9:30 AM to 10:15 AM (Houston time), no longer Thu, Nov 26, 2:00 PM.");
    expect(moved.text).toContain("Please reply to this e-mail with the video call's link");
    expect(moved.text).toContain("Please keep Bayou Locating LLC as the referral source");

    const cancelled = composePropertyTourCopyEmail({ ...input, mode: "virtual", change: { kind: "cancelled" } });
    expect(cancelled.subject).toBe("Tour cancelled: Ana Díaz at The Ivy, Fri, Nov 27, 9:30 AM");
    expect(cancelled.text).toContain("cancelled their tour of The Ivy of Fri, Nov 27, 9:30 AM: the time is free again, and nothing is needed from you.");
    expect(cancelled.text).not.toContain("video call's link");
    expect(cancelled.text).not.toContain("Please keep");
    for (const email of [moved, cancelled]) expect(email.text).not.toMatch(/@|tel:|https?:|\/tours\/|token/);
  });
});
