/**
 * The verification link's token: it names one account and one address, stops working when it expires, and cannot be
 * forged, moved to another address or account, or made from another kind of signed link.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "../alerts/unsubscribe-token.ts";
import {
  composeVerificationEmail,
  readVerificationToken,
  signVerificationToken,
  tokenMatchesEmail,
  VERIFICATION_LINK_DAYS,
  verificationUrl,
} from "./email-verification.ts";

const SECRET = "verification-test-secret-0123456789abcdef";
const NOW = new Date("2026-11-28T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

function check(token: string, email: string, at: Date = NOW, secret = SECRET): "ok" | "mismatch" | "invalid" | "expired" {
  const reading = readVerificationToken(token, at);
  if (typeof reading === "string") return reading;
  return tokenMatchesEmail(reading, email, secret) ? "ok" : "mismatch";
}

describe("e-mail verification tokens", () => {
  const account = { id: 42, email: "Dana.Renter@Example.com" };
  const token = signVerificationToken(account, SECRET, NOW);

  it("verifies its own account's address in any letter case, until it expires", () => {
    expect(readVerificationToken(token, NOW)).toMatchObject({ userId: 42 });
    expect(check(token, "dana.renter@example.com")).toBe("ok");
    expect(check(token, " DANA.RENTER@EXAMPLE.COM ")).toBe("ok");
    expect(check(token, account.email, new Date(NOW.getTime() + VERIFICATION_LINK_DAYS * DAY - 1000))).toBe("ok");
    expect(check(token, account.email, new Date(NOW.getTime() + VERIFICATION_LINK_DAYS * DAY))).toBe("expired");
  });

  it("never verifies another address, a token signed with another key, or another kind of signed link", () => {
    expect(check(token, "dana.renter@example.co")).toBe("mismatch");
    expect(check(token, account.email, NOW, "another-secret-0123456789abcdefghijklmn")).toBe("mismatch");
    expect(check(signUnsubscribeToken(42, SECRET), account.email)).toBe("invalid");
  });

  it("refuses a token whose account id or expiry was changed", () => {
    const [, expires, signature] = token.split(".");
    expect(check(`43.${expires}.${signature}`, account.email)).toBe("mismatch");
    expect(check(`42.${Number(expires) + 86_400}.${signature}`, account.email)).toBe("mismatch");
  });

  it("reads any string without throwing, and accepts only what it signed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const result = check(text, account.email);
        expect(result === "ok").toBe(text === token);
      }),
    );
  });

  it("puts the token in the link's query, escaped", () => {
    expect(verificationUrl("https://site.test", token)).toBe(`https://site.test/verify-email?token=${encodeURIComponent(token)}`);
  });
});

describe("composeVerificationEmail", () => {
  it("asks the owner to open the link, as text and as HTML with a real link", () => {
    const url = verificationUrl("https://site.test", "7.1800000000.abc");
    const email = composeVerificationEmail({ username: "ana_d", url });
    expect(email.subject).toBe("Confirm your e-mail address");
    expect(email.text).toContain("Hello ana_d,");
    expect(email.text).toContain(`Confirm your e-mail address: ${url}`);
    expect(email.text).toContain(`The link works for ${VERIFICATION_LINK_DAYS} days.`);
    expect(email.html).toContain(`<a href="${url}"`);
    expect(email.html).toContain("Hello ana_d,");
  });
});
