import { describe, expect, it } from "vitest";
import { findName, findPhones } from "./extract-contact.ts";

describe("findPhones", () => {
  it.each([
    ["713-555-0142", "713-555-0142"],
    ["my number is (832) 555 0199", "832-555-0199"],
    ["281.555.0123, looking", "281-555-0123"],
    ["7135550110", "713-555-0110"],
    ["+1 713 555 0166", "713-555-0166"],
  ])("%s", (text, phone) => expect(findPhones(text).map((p) => p.value)).toEqual([phone]));

  it("does not read prices, ranges or dates as phone numbers", () => {
    expect(findPhones("$1,800 a month, 1200-1500, move 01/10/2027")).toEqual([]);
  });
});

describe("findName", () => {
  it.each([
    ["Hi, I'm Maria", "Maria"],
    ["my name is Jose Garcia and I need a place", "Jose Garcia"],
    ["This is Sam", "Sam"],
    ["Call me Alex", "Alex"],
    ["Name's Tasha. Call me at 346 555 0177", "Tasha"],
    ["im derek, looking for a studio", "Derek"],
    ["my name is ana maria lopez", "Ana Maria Lopez"],
    ["Hi, Tom here. Relocating with Shell", "Tom"],
    ["Hey it's Bernadette again", "Bernadette"],
    ["Actually my name is Jon, not John", "Jon"],
  ])("%s -> %s", (text, name) => expect(findName(text, false)?.value).toBe(name));

  it.each(["I'm looking for a new place", "I'm a nurse", "I'm new to Houston", "I'm Desperate? no: I'm desperate", "this is great", "I'm in the Navy", "im moving in jan"])(
    "no name in %s",
    (text) => expect(findName(text.replace(/^.*: /, ""), false)).toBeNull(),
  );

  it("reads a bare answer as the name only when the name was asked for", () => {
    expect(findName("Maria", true)?.value).toBe("Maria");
    expect(findName("it's Daniel", true)?.value).toBe("Daniel");
    expect(findName("lakshmi", true)?.value).toBe("Lakshmi");
    expect(findName("Maria", false)).toBeNull();
    expect(findName("skip", true)).toBeNull();
  });

  it("gives the span of the name so it is not read as a place", () => {
    expect(findName("I'm Katy and I work downtown", false)).toEqual({ value: "Katy", start: 4, end: 8 });
  });
});
