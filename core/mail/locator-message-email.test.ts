import { describe, expect, it } from "vitest";
import { composeLocatorMessageEmail, type LocatorMessageEmailInput } from "./locator-message-email.ts";

const input: LocatorMessageEmailInput = {
  listId: 42,
  clientName: "Ana Díaz",
  clientEmail: "ana@example.com",
  message: "Can I see the first one on Saturday?\nAfter 10 if possible.",
  via: "link",
  origin: "https://locator.example",
  recipient: "locator",
};

describe("composeLocatorMessageEmail", () => {
  it("quotes the client's message as written and links the list in the back office, never the private link", () => {
    const email = composeLocatorMessageEmail(input);
    expect(email.subject).toBe("Message from Ana Díaz about their apartment options");
    expect(email.text).toContain("> Can I see the first one on Saturday?\n> After 10 if possible.");
    expect(email.text).toContain("https://locator.example/admin/client-options/42");
    expect(email.text).not.toMatch(/shared-list|key=/);
    expect(email.text).toContain("Sent from: their options list, opened with its private link");
    expect(composeLocatorMessageEmail({ ...input, via: "account", origin: null }).text).toContain("Sent from: their options list, signed in");
    expect(composeLocatorMessageEmail({ ...input, origin: null }).html).toContain('href="/admin/client-options/42"');
  });

  it("has replies go to the client, and says so; without an address, says where to answer", () => {
    const email = composeLocatorMessageEmail(input);
    expect(email.headers).toEqual({ "Reply-To": "ana@example.com" });
    expect(email.text).toContain("Reply to this e-mail to answer the client.");
    expect(email.html).toContain('href="mailto:ana@example.com"');
    const none = composeLocatorMessageEmail({ ...input, clientEmail: null });
    expect(none.headers).toEqual({});
    expect(none.text).toContain("The client left no e-mail address");
  });

  it("never carries a Reply-To that could break the header", () => {
    expect(composeLocatorMessageEmail({ ...input, clientEmail: "ana@example.com\r\nBcc: x@evil.example" }).headers).toEqual({});
    expect(composeLocatorMessageEmail({ ...input, clientEmail: "Ana <ana@example.com>" }).headers).toEqual({});
  });

  it("says why the reader gets it", () => {
    expect(composeLocatorMessageEmail(input).text).toContain("because you prepared this list");
    expect(composeLocatorMessageEmail({ ...input, recipient: "unassigned" }).text).toContain("every administrator gets it");
  });

  it("escapes the message in the HTML", () => {
    const email = composeLocatorMessageEmail({ ...input, clientName: "<b>Ana</b>", message: "<img src=x onerror=alert(1)>" });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).not.toContain("<b>Ana</b>");
  });
});
