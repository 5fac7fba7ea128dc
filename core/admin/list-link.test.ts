import { describe, expect, it } from "vitest";
import { linkHolderName, LIST_LINK_DAYS, listLinkExpiry, sharedListPath } from "./list-link.ts";
import { LocatorMessageSchema } from "./locator-message.ts";

describe("the private link of a shared list", () => {
  it("carries the token as the key query parameter (server/log-redaction.test.ts: the log hides it)", () => {
    const token = "abcDEF_123-xyzabcDEF_123-xyzabcDEF_123-xyz";
    expect(sharedListPath(token)).toBe(`/shared-list?key=${token}`);
  });

  it("works 90 days from the share", () => {
    expect(LIST_LINK_DAYS).toBe(90);
    expect(listLinkExpiry(new Date("2026-06-02T12:00:00Z")).toISOString()).toBe("2026-08-31T12:00:00.000Z");
  });

  it("names what was done through it after the list's client", () => {
    expect(linkHolderName("Ana Díaz")).toBe("Ana Díaz (private link)");
    expect(linkHolderName("x".repeat(300))).toHaveLength(200);
  });
});

describe("LocatorMessageSchema", () => {
  it("takes 1 to 2,000 characters, trimmed", () => {
    expect(LocatorMessageSchema.parse({ intent: "message", message: "  Saturday?  " })).toEqual({ intent: "message", message: "Saturday?" });
    expect(LocatorMessageSchema.safeParse({ intent: "message", message: "x".repeat(2000) }).success).toBe(true);
  });

  it("refuses an empty, a missing and a too long message with a sentence a person understands", () => {
    const issue = (message: unknown) => {
      const parsed = LocatorMessageSchema.safeParse({ intent: "message", message });
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(issue("   ")).toBe("Write your message to your locator.");
    expect(issue(undefined)).toBe("Write your message to your locator.");
    expect(issue("x".repeat(2001))).toBe("Keep your message to 2,000 characters or fewer.");
  });
});
