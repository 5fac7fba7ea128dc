import { describe, expect, it } from "vitest";
import { userProfileChecks } from "./user-profile-checks.ts";
import type { FormValues } from "./form.ts";

const problems = (values: FormValues) => userProfileChecks.map((check) => check(values)).filter((problem) => problem !== null);

describe("userProfileChecks", () => {
  const valid = { email: "lena@example.com", displayName: "Lena", phone: "(713) 555-0150" };
  it("takes a valid profile, with or without a phone", () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, phone: "" })).toEqual([]);
    expect(problems({ ...valid, phone: null })).toEqual([]);
  });
  it("refuses a phone an inquiry would refuse, beside the field", () => {
    expect(problems({ ...valid, phone: "call me" })).toEqual([{ field: "phone", message: expect.stringMatching(/digits/) }]);
    expect(problems({ ...valid, phone: "123" })).toEqual([{ field: "phone", message: expect.stringMatching(/at least 7/) }]);
    expect(problems({ ...valid, phone: "1".repeat(21) })).toEqual([{ field: "phone", message: expect.stringMatching(/at most 20/) }]);
  });
});
