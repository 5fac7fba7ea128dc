import { describe, expect, it } from "vitest";
import { adminClientPath, composeNewLeadEmail, type NewLeadEmailInput } from "./new-lead-email.ts";

const input: NewLeadEmailInput = {
  clientId: 42,
  origin: "https://site.test",
  inquiry: {
    name: "Ana Díaz",
    email: "ana@example.com",
    phone: "(713) 555-0100",
    source: "apartment",
    message: "Is a one-bedroom free in July?\nWe have a cat.",
    moveInDate: "2026-07-01",
    communityName: "The Ivy",
  },
  recipient: "assigned",
};

describe("composeNewLeadEmail", () => {
  it("names the person and how they reached us, in the subject and the body", () => {
    const email = composeNewLeadEmail(input);
    expect(email.subject).toBe("New lead: Ana Díaz (Apartment page)");
    expect(email.text).toContain("Ana Díaz wrote to us about The Ivy.");
    expect(email.text).toContain("How they reached us: Apartment page");
    expect(email.html).toContain("Apartment page");
  });

  it("carries the contact details, the community, the move-in date and the message, in both bodies", () => {
    const email = composeNewLeadEmail(input);
    for (const line of ["E-mail: ana@example.com", "Phone: (713) 555-0100", "Asked about: The Ivy", "Move-in: Jul 1, 2026", "> Is a one-bedroom free in July?\n> We have a cat."]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('<a href="mailto:ana@example.com"');
    expect(email.html).toContain('<a href="tel:7135550100"');
    expect(email.html).toContain("Is a one-bedroom free in July?<br>We have a cat.");
    expect(email.html).toContain("Jul 1, 2026");
  });

  it("links the client's back-office page: absolute with PUBLIC_ORIGIN, a bare path without", () => {
    expect(adminClientPath(42)).toBe("/admin/clients/42");
    const email = composeNewLeadEmail(input);
    expect(email.text).toContain("Open the client: https://site.test/admin/clients/42");
    expect(email.html).toContain('<a href="https://site.test/admin/clients/42"');
    const bare = composeNewLeadEmail({ ...input, origin: null });
    expect(bare.text).toContain("Open the client: /admin/clients/42");
    expect(bare.html).toContain('<a href="/admin/clients/42"');
  });

  it("leaves out what the person did not give", () => {
    const email = composeNewLeadEmail({ ...input, inquiry: { ...input.inquiry, phone: null, moveInDate: null, communityName: null, source: "contact" } });
    expect(email.text).toContain("Ana Díaz wrote to us.");
    expect(email.text).toContain("How they reached us: Contact page");
    expect(email.text).not.toMatch(/Phone:|Move-in:|Asked about:/);
    expect(email.html).not.toContain("tel:");
  });

  it("says why the reader got it", () => {
    expect(composeNewLeadEmail(input).text).toContain("because you are this client's locator");
    expect(composeNewLeadEmail({ ...input, recipient: "unassigned" }).text).toContain("nobody is assigned to this client yet; every administrator gets it");
  });

  it("escapes what the person typed in the HTML, and keeps it as typed in the text", () => {
    const email = composeNewLeadEmail({ ...input, inquiry: { ...input.inquiry, name: "<script>alert(1)</script> & Co", message: "<b>hi</b> & bye" } });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>hi</b>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(email.html).toContain("&lt;b&gt;hi&lt;/b&gt; &amp; bye");
    expect(email.text).toContain("<script>alert(1)</script> & Co wrote to us");
    expect(email.subject).toBe("New lead: <script>alert(1)</script> & Co (Apartment page)");
  });

  it("keeps a name's line breaks out of the subject", () => {
    expect(composeNewLeadEmail({ ...input, inquiry: { ...input.inquiry, name: "Ana\r\nBcc: x@evil.test" } }).subject).toBe("New lead: Ana Bcc: x@evil.test (Apartment page)");
  });
});
