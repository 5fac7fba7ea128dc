import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("unsubscribe tokens", () => {
  it("verify to the saved search they were signed for", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, SECRET), SECRET)).toBe(42);
  });

  it("are refused under another secret", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, SECRET), `${SECRET}x`)).toBeNull();
  });

  it("are refused when the id is changed (a signature is not transferable)", () => {
    const [, signature] = signUnsubscribeToken(42, SECRET).split(".");
    expect(verifyUnsubscribeToken(`43.${signature}`, SECRET)).toBeNull();
  });

  it("are refused when the signature is altered or the shape is wrong", () => {
    const token = signUnsubscribeToken(7, SECRET);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [flipped, "", "7", "7.", `07.${token.split(".")[1]}`, `${token}.x`, "-1.abc", `99999999999.${token.split(".")[1]}`]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });

  it("refuse to sign an id that is not a positive whole number", () => {
    expect(() => signUnsubscribeToken(0, SECRET)).toThrow(RangeError);
    expect(() => signUnsubscribeToken(1.5, SECRET)).toThrow(RangeError);
  });

  it("go in a link on the site's origin", () => {
    expect(unsubscribeUrl("https://example.test", "5.abc")).toBe("https://example.test/alerts/unsubscribe?token=5.abc");
  });
});
