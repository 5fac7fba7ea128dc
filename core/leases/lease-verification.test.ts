import { describe, expect, it } from "vitest";
import { describeVerification, hashVerificationToken, leaseVerificationPath, newVerificationToken, VerificationAnswerSchema, VerificationTokenSchema } from "./lease-verification.ts";

describe("a lease verification link", () => {
  it("carries a 43-character token whose hash alone is kept", () => {
    const { token, hash } = newVerificationToken();
    expect(VerificationTokenSchema.safeParse(token).success).toBe(true);
    expect(hash).toBe(hashVerificationToken(token));
    expect(hash).not.toContain(token);
    expect(newVerificationToken().token).not.toBe(token);
    expect(leaseVerificationPath(token)).toBe(`/lease-verification?token=${token}`);
    for (const bad of ["", "short", `${token}x`, token.replace(/./, "!")]) expect(VerificationTokenSchema.safeParse(bad).success).toBe(false);
  });

  it("reads a confirmation or a correction, with the rent's bounds on both sides", () => {
    expect(VerificationAnswerSchema.parse({ answer: "confirmed", contactName: " ", note: "" })).toEqual({ answer: "confirmed", contactName: null, note: null });
    const correct = (rent: string) => VerificationAnswerSchema.safeParse({ answer: "corrected", contactName: "Lena", note: "", moveIn: "2027-01-20", rent, unit: "B-2" });
    expect(correct("$1,600")).toMatchObject({ success: true, data: { rent: 1600, moveIn: "2027-01-20", unit: "B-2" } });
    expect(correct("100").success).toBe(true);
    expect(correct("99").success).toBe(false);
    expect(correct("100000").success).toBe(true);
    expect(correct("100001").success).toBe(false);
    expect(correct("16.5").success).toBe(false);
    expect(VerificationAnswerSchema.safeParse({ answer: "corrected", contactName: "", note: "", moveIn: "2027-02-30", rent: "1600", unit: "" }).success).toBe(false);
    expect(VerificationAnswerSchema.safeParse({ answer: "maybe" }).success).toBe(false);
  });

  it("says what the property confirmed or changed", () => {
    const recorded = { moveIn: "2027-01-15", rent: 1650, unit: "B-204" };
    expect(describeVerification(recorded, { answer: "confirmed", contactName: null, note: null }, "Egret Point")).toBe("Egret Point confirmed the lease: move-in 2027-01-15, $1,650/month, unit B-204");
    expect(describeVerification(recorded, { answer: "corrected", contactName: null, note: null, moveIn: "2027-01-15", rent: 1600, unit: null }, "Egret Point")).toBe(
      "Egret Point corrected the lease: rent $1,650 → $1,600, unit B-204 → (none)",
    );
  });
});
