import { describe, expect, it } from "vitest";
import { FeedbackBodySchema } from "./feedback-schema.ts";

const messages = (body: unknown) => {
  const result = FeedbackBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("feedback on a suggestion", () => {
  it("takes trimmed feedback from 1 to 500 characters", () => {
    expect(FeedbackBodySchema.parse({ apartmentId: 12, feedback: "  too far from work  " })).toEqual({ apartmentId: 12, feedback: "too far from work" });
    expect(FeedbackBodySchema.parse({ apartmentId: "12", feedback: "x" }).feedback).toBe("x");
    expect(FeedbackBodySchema.parse({ apartmentId: 12, feedback: ` ${"f".repeat(500)} ` }).feedback).toHaveLength(500);
  });

  it("refuses empty, missing or over-long feedback with a message", () => {
    expect(messages({ apartmentId: 12, feedback: "   " })).toEqual(["Write some feedback first."]);
    expect(messages({ apartmentId: 12 })).toEqual(["Write some feedback first."]);
    expect(messages({ apartmentId: 12, feedback: 7 })).toEqual(["Write some feedback first."]);
    expect(messages({ apartmentId: 12, feedback: "f".repeat(501) })).toEqual(["Keep feedback to 500 characters."]);
  });

  it("refuses an apartment id that is not a positive whole number", () => {
    for (const apartmentId of ["abc", 0, -1, 1.5, undefined]) {
      const [message, ...rest] = messages({ apartmentId, feedback: "ok" });
      expect(rest).toEqual([]);
      expect(message).toMatch(/^apartmentId /);
    }
  });

  it("accepts the userId the spec's client sends, and ignores it", () => {
    expect(FeedbackBodySchema.parse({ apartmentId: 3, feedback: "ok", userId: 999 })).toMatchObject({ apartmentId: 3, feedback: "ok" });
  });
});
