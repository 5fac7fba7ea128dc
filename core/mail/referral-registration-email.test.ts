import { describe, expect, it } from "vitest";
import { composeReferralRegistrationEmail, type ReferralRegistrationEmailInput } from "./referral-registration-email.ts";

const input: ReferralRegistrationEmailInput = {
  community: "The Ivy",
  contactName: "Lena Leasing",
  clientName: "Ana Díaz",
  locator: "Maria Lopez",
  company: "Bayou Locating LLC",
  registeredOn: "2026-06-01",
  expiresOn: "2026-07-31",
};

describe("composeReferralRegistrationEmail", () => {
  it("names the client, the community and the company in the subject", () => {
    expect(composeReferralRegistrationEmail(input).subject).toBe("Referral registration: Ana Díaz at The Ivy (Bayou Locating LLC)");
  });

  it("says who is registered where, by whom, on which day and until when, in both bodies", () => {
    const email = composeReferralRegistrationEmail(input);
    expect(email.text).toContain("Hello Lena Leasing, Maria Lopez of Bayou Locating LLC registers Ana Díaz with The Ivy as their referral");
    for (const line of ["Client: Ana Díaz", "Referred by: Maria Lopez, Bayou Locating LLC", "Community: The Ivy", "Registered on: Jun 1, 2026", "Valid until: Jul 31, 2026"]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain("write Bayou Locating LLC and Maria Lopez as the referral source on the guest card and the application");
    expect(email.html).toContain("Jul 31, 2026");
    expect(email.html).toContain("Maria Lopez, Bayou Locating LLC");
  });

  it("greets without a name when the terms give none", () => {
    expect(composeReferralRegistrationEmail({ ...input, contactName: null }).text).toContain("Hello, Maria Lopez of Bayou Locating LLC registers");
  });

  it("carries the client's name only: no e-mail address, phone number or link", () => {
    const email = composeReferralRegistrationEmail(input);
    expect(email.text).not.toMatch(/@|tel:|https?:|Phone|E-mail:/);
    expect(email.html).not.toContain("<a ");
  });

  it("escapes names in the HTML and keeps them as typed in the text", () => {
    const email = composeReferralRegistrationEmail({ ...input, clientName: "<script>x</script> & Co", community: "Tom & Jerry's <Lofts>" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<Lofts>");
    expect(email.html).toContain("&lt;script&gt;x&lt;/script&gt; &amp; Co");
    expect(email.html).toContain("Tom &amp; Jerry's &lt;Lofts&gt;");
    expect(email.text).toContain("Client: <script>x</script> & Co");
  });

  it("keeps a name's line breaks out of the subject", () => {
    expect(composeReferralRegistrationEmail({ ...input, clientName: "Ana\r\nBcc: x@evil.test" }).subject).toBe("Referral registration: Ana Bcc: x@evil.test at The Ivy (Bayou Locating LLC)");
  });
});
