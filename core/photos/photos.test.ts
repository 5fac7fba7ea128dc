import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS, storedWidths, variantHeight, variantWidthsFor } from "./limits.ts";
import { describePhotoRefusal, displayFileName } from "./refusals.ts";
import { sniffPhotoType } from "./sniff.ts";
import { CARD_SIZES, parsePhotoFileName, photoFileName, responsiveImage } from "./urls.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe("sniffPhotoType", () => {
  it("knows the four accepted formats from their first bytes", () => {
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toEqual({ ok: true, type: "jpeg" });
    expect(sniffPhotoType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"))).toEqual({ ok: true, type: "png" });
    expect(sniffPhotoType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ ok: true, type: "webp" });
    expect(sniffPhotoType(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toEqual({ ok: true, type: "avif" });
    // An AVIF whose major brand is mif1 still lists avif among its compatible brands.
    expect(sniffPhotoType(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toEqual({ ok: true, type: "avif" });
  });

  it("refuses everything else, saying what it is", () => {
    expect(sniffPhotoType(bytes("This is not a photo, just text renamed .jpg\n"))).toEqual({ ok: false, found: "a text file" });
    expect(sniffPhotoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ ok: false, found: "an SVG image" });
    expect(sniffPhotoType(bytes('<?xml version="1.0"?>\n<svg></svg>'))).toEqual({ ok: false, found: "an SVG image" });
    expect(sniffPhotoType(bytes("GIF89a", [1, 0, 1, 0]))).toEqual({ ok: false, found: "a GIF image" });
    expect(sniffPhotoType(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toEqual({ ok: false, found: "a HEIC image" });
    expect(sniffPhotoType(bytes("%PDF-1.7"))).toEqual({ ok: false, found: "a PDF document" });
    expect(sniffPhotoType(new Uint8Array())).toEqual({ ok: false, found: "an empty file" });
    expect(sniffPhotoType(bytes([0, 1, 2, 3, 4, 5, 6, 7]))).toEqual({ ok: false, found: "a file of an unknown kind" });
    // A JPEG's signature cut short is not a JPEG.
    expect(sniffPhotoType(bytes([0xff, 0xd8])).ok).toBe(false);
  });
});

describe("variant widths", () => {
  it("stores every standard width below the image's, and its own in place of a wider one: never enlarged, no detail lost", () => {
    expect(variantWidthsFor(4032)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(960)).toEqual([480, 960]);
    expect(variantWidthsFor(900)).toEqual([480, 900]);
    expect(variantWidthsFor(480)).toEqual([480]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it("reads the stored widths back from the largest one", () => {
    for (const original of [300, 480, 700, 960, 1200, 1600, 4032]) {
      const stored = variantWidthsFor(original);
      expect(storedWidths(stored[stored.length - 1]!)).toEqual(stored);
    }
  });

  it("keeps the proportions", () => {
    expect(variantHeight({ width: 1600, height: 1200 }, 480)).toBe(360);
    expect(variantHeight({ width: 1600, height: 2 }, 480)).toBe(1);
  });
});

describe("photo URLs", () => {
  const photo = { id: 12, contentHash: "0123456789abcdef", width: 1600, height: 1067, alt: "Pool deck at dusk" };

  it("round-trips a file name and refuses anything else", () => {
    expect(parsePhotoFileName(photoFileName(photo, 960))).toEqual({ id: 12, contentHash: "0123456789abcdef", width: 960 });
    for (const bad of ["12-0123456789abcdef-960.jpg", "12-0123456789ABCDEF-960.webp", "0-0123456789abcdef-960.webp", "12-0123-960.webp", "../12-0123456789abcdef-960.webp", "99999999999-0123456789abcdef-960.webp"]) {
      expect(parsePhotoFileName(bad), bad).toBeNull();
    }
  });

  it("gives srcset with every stored width, a src and the intrinsic size", () => {
    expect(responsiveImage(photo, CARD_SIZES)).toEqual({
      src: "/media/photos/12-0123456789abcdef-960.webp",
      srcSet:
        "/media/photos/12-0123456789abcdef-480.webp 480w, /media/photos/12-0123456789abcdef-960.webp 960w, /media/photos/12-0123456789abcdef-1600.webp 1600w",
      sizes: CARD_SIZES,
      width: 1600,
      height: 1067,
      alt: "Pool deck at dusk",
    });
    expect(responsiveImage({ ...photo, width: 300, height: 200 }, CARD_SIZES).srcSet).toBe("/media/photos/12-0123456789abcdef-300.webp 300w");
  });
});

describe("refusal messages", () => {
  it("name the file and the limit", () => {
    expect(describePhotoRefusal({ reason: "wrong-type", fileName: "C:\\fakepath\\pool.jpg", found: "a text file" })).toBe(
      "“pool.jpg” is a text file, not a photo we take: upload a JPEG, PNG, WebP or AVIF image.",
    );
    expect(describePhotoRefusal({ reason: "too-many-pixels", fileName: "huge.png", width: 10000, height: 6000 })).toBe(
      "“huge.png” is 10000 × 6000 pixels (60 megapixels); a photo may be at most 40 megapixels.",
    );
    expect(describePhotoRefusal({ reason: "too-large", fileName: "big.jpg", bytes: PHOTO_LIMITS.maxFileBytes + 1024 * 1024 })).toBe(
      "“big.jpg” is 16 MB; a photo may be at most 15 MB.",
    );
  });

  it("quote a file name without its path or control characters", () => {
    expect(displayFileName("/home/me/a\u0000b.png")).toBe("ab.png");
    expect(displayFileName("")).toBe("the file");
  });
});
