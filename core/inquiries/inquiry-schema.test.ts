import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../validation.ts";
import { defaultApartmentMessage } from "./inquiry-form.ts";
import { createInquirySchema, isCalendarDate } from "./inquiry-schema.ts";

const schema = createInquirySchema({ today: "2026-06-01" });
const valid = { name: "Ana Ruiz", email: "ana@example.com", message: "Looking for a 1 bed in Midtown." };

function errorsFor(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("createInquirySchema", () => {
  it("accepts the required fields alone, empty optional fields becoming undefined", () => {
    expect(schema.parse({ ...valid, phone: "", moveInDate: "  " })).toEqual({ ...valid, phone: undefined, moveInDate: undefined });
  });

  it("trims what was typed", () => {
    expect(schema.parse({ name: "  Ana ", email: " ana@example.com ", message: " Hi " })).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      message: "Hi",
    });
  });

  it("gives one message per missing field", () => {
    expect(errorsFor({ name: "", email: "", message: "   " })).toEqual({
      name: "Enter your name.",
      email: "Enter your e-mail address.",
      message: "Enter a message.",
    });
    expect(Object.keys(errorsFor({}))).toEqual(["name", "email", "message"]);
  });

  it("enforces the length limits on name and message", () => {
    expect(errorsFor({ ...valid, name: "a".repeat(100) })).toEqual({});
    expect(errorsFor({ ...valid, name: "a".repeat(101) })).toHaveProperty("name");
    expect(errorsFor({ ...valid, message: "m".repeat(2000) })).toEqual({});
    expect(errorsFor({ ...valid, message: "m".repeat(2001) })).toHaveProperty("message");
  });

  it("refuses a malformed e-mail address", () => {
    expect(errorsFor({ ...valid, email: "ana@" })).toHaveProperty("email");
    expect(errorsFor({ ...valid, email: "ana example.com" })).toHaveProperty("email");
  });

  it("accepts phone numbers of 7 to 20 digits, spaces and ( ) + -", () => {
    for (const phone of ["555-0100", "(713) 555-0142", "+1 713 555 0142", "1234567"]) expect(errorsFor({ ...valid, phone })).toEqual({});
    for (const phone of ["123456", "1".repeat(21), "713.555.0142", "call me"]) expect(errorsFor({ ...valid, phone })).toHaveProperty("phone");
  });

  it("accepts a move-in date from today on and refuses past or impossible dates", () => {
    expect(errorsFor({ ...valid, moveInDate: "2026-06-01" })).toEqual({});
    expect(errorsFor({ ...valid, moveInDate: "2027-01-15" })).toEqual({});
    expect(errorsFor({ ...valid, moveInDate: "2026-05-31" })).toEqual({ moveInDate: "Choose a move-in date from today on." });
    expect(errorsFor({ ...valid, moveInDate: "2026-02-30" })).toEqual({ moveInDate: "Enter a date as yyyy-mm-dd." });
    expect(errorsFor({ ...valid, moveInDate: "06/15/2026" })).toHaveProperty("moveInDate");
  });
});

describe("isCalendarDate", () => {
  it("knows leap years", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });
});

describe("defaultApartmentMessage", () => {
  it("names the apartment", () => {
    expect(defaultApartmentMessage("The Aster")).toBe("I'd like to know more about The Aster.");
  });
});
