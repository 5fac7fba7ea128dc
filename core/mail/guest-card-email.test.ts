import { describe, expect, it } from "vitest";
import { composeGuestCardEmail, guestCardInstruction, type GuestCardEmailInput } from "./guest-card-email.ts";

const input: GuestCardEmailInput = {
  clientName: "Ana Díaz",
  communities: ["The Ivy", "Egret Point"],
  locator: "Maria Lopez",
  company: "Bayou Locating LLC",
  expiresOn: "2026-07-31",
};

describe("composeGuestCardEmail", () => {
  it("tells the client, for each registered community, to name the company and the locator on the guest card and the application", () => {
    const email = composeGuestCardEmail(input);
    expect(email.subject).toBe("Name Bayou Locating LLC on your guest cards");
    expect(email.text).toContain("- The Ivy: write Bayou Locating LLC and Maria Lopez as your referral source on the guest card and the application.");
    expect(email.text).toContain("- Egret Point: write Bayou Locating LLC and Maria Lopez as your referral source on the guest card and the application.");
    expect(email.html).toContain("<li");
    expect(email.html).toContain("Egret Point: write Bayou Locating LLC and Maria Lopez as your referral source");
    expect(guestCardInstruction({ community: "The Ivy", company: "Bayou Locating LLC", locator: "Maria Lopez" })).toBe(
      "The Ivy: write Bayou Locating LLC and Maria Lopez as your referral source on the guest card and the application.",
    );
  });

  it("says why it matters and until when the registration holds", () => {
    const email = composeGuestCardEmail(input);
    expect(email.text).toContain("a property pays Bayou Locating LLC only when you name us as your referral source on the guest card and the application");
    expect(email.text).toContain("keeps our service free for you");
    expect(email.text).toContain("The registration holds until Jul 31, 2026.");
  });

  it("names the one community in the subject when there is one", () => {
    const email = composeGuestCardEmail({ ...input, communities: ["The Ivy"] });
    expect(email.subject).toBe("At The Ivy: name Bayou Locating LLC on your guest card");
    expect(email.text).toContain("with this community.");
  });

  it("carries no link and nothing secret", () => {
    const email = composeGuestCardEmail(input);
    expect(email.text).not.toMatch(/https?:|token|\/admin/);
    expect(email.html).not.toContain("<a ");
  });

  it("escapes names in the HTML and keeps them as typed in the text", () => {
    const email = composeGuestCardEmail({ ...input, clientName: "<b>Ana</b>", communities: ["Tom & Jerry's <Lofts>"], locator: "Maria <i>L</i>" });
    expect(email.html).not.toContain("<b>Ana</b>");
    expect(email.html).not.toContain("<Lofts>");
    expect(email.html).not.toContain("<i>L</i>");
    expect(email.html).toContain("Hello &lt;b&gt;Ana&lt;/b&gt;");
    expect(email.html).toContain("Tom &amp; Jerry's &lt;Lofts&gt;: write Bayou Locating LLC and Maria &lt;i&gt;L&lt;/i&gt;");
    expect(email.text).toContain("Tom & Jerry's <Lofts>: write Bayou Locating LLC and Maria <i>L</i>");
    expect(email.subject).toBe("At Tom & Jerry's <Lofts>: name Bayou Locating LLC on your guest card");
  });

  it("refuses to compose for no community", () => {
    expect(() => composeGuestCardEmail({ ...input, communities: [] })).toThrow();
  });
});
