/**
 * Issue 26, finding 2: safeRedirectPath owns "a safe place to send someone back to" (after sign-in, after a form).
 * Whatever it is given, what it returns can go into a Location header as it is: a path on this site, in ASCII,
 * and bounded.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_PATH_LENGTH, safeRedirectPath } from "./credentials.ts";

const ORIGIN = "https://houston.example";
const HEADER_SAFE = /^[\x21-\x7e]*$/;

function expectSafe(result: string | null) {
  if (result === null) return;
  expect(result.startsWith("/")).toBe(true);
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  expect(result).toMatch(HEADER_SAFE);
  expect(result.length).toBeLessThanOrEqual(MAX_REDIRECT_PATH_LENGTH);
  // A header value any HTTP stack takes, and a URL a browser opens on this site.
  expect(() => new Headers({ Location: result })).not.toThrow();
}

describe("safeRedirectPath", () => {
  it("percent-encodes what is not printable ASCII, so the target can go into a Location header", () => {
    expect(safeRedirectPath("/listings?q=café")).toBe("/listings?q=caf%C3%A9");
    expect(safeRedirectPath("/listings?q=漢字")).toBe("/listings?q=%E6%BC%A2%E5%AD%97");
    expect(safeRedirectPath("/listings?q=two words")).toBe("/listings?q=two%20words");
    expect(safeRedirectPath("/neighborhoods/montrose?x=🏠")).toBe("/neighborhoods/montrose?x=%F0%9F%8F%A0");
    // Already encoded stays as it is.
    expect(safeRedirectPath("/listings?q=caf%C3%A9")).toBe("/listings?q=caf%C3%A9");
  });

  it("drops the query of a target longer than the bound, and the whole target when its path alone is", () => {
    const long = `/listings?q=${"x".repeat(10_000)}`;
    expect(safeRedirectPath(long)).toBe("/listings");
    expect(safeRedirectPath(`/listings?q=${"é".repeat(400)}`)).toBe("/listings");
    expect(safeRedirectPath(`/${"a".repeat(MAX_REDIRECT_PATH_LENGTH)}`)).toBeNull();
    const justFits = `/listings?q=${"x".repeat(MAX_REDIRECT_PATH_LENGTH - "/listings?q=".length)}`;
    expect(safeRedirectPath(justFits)).toBe(justFits);
  });

  it("refuses a lone surrogate, which has no encoding, and control characters", () => {
    expect(safeRedirectPath("/listings?q=\uD800")).toBeNull();
    expect(safeRedirectPath("/\t/evil.example")).toBeNull();
    expect(safeRedirectPath("/a\u007fb")).toBeNull();
  });

  it("always returns a same-origin path in printable ASCII within the bound, or null (property)", () => {
    const anyText = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.string({ unit: fc.constantFrom(..."/\\?#%:.@ \t\nAé漢"), maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.constantFrom("", "/", "//", "/\\", "/listings?q="), anyText, fc.nat({ max: 3_000 }), (start, rest, padding) => {
        expectSafe(safeRedirectPath(`${start}${rest}${"y".repeat(padding)}`));
      }),
    );
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => expectSafe(safeRedirectPath(text))));
  });

  it("keeps a safe target that needs no change as it is (property)", () => {
    const pathChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_.~!$&'()*+,;=:@/?%");
    fc.assert(
      fc.property(fc.string({ unit: pathChar, maxLength: 200 }), (rest) => {
        const target = `/a${rest}`;
        expect(safeRedirectPath(target)).toBe(target);
      }),
    );
  });
});
