import { describe, expect, it } from "vitest";
import { displayImageSrc, illustrationPath, parseIllustrationPath, renderIllustration, type IllustrationKind } from "./index.ts";
import { createRandom, hashString } from "../random.ts";
import { escapeXml, titleFromSlug } from "./svg.ts";

const KINDS: readonly IllustrationKind[] = ["apartment", "neighborhood", "blog"];
const SAMPLE_SLUGS = ["the-heights", "montrose", "river-oaks-lofts-2", "a", "museum-district-tower-at-hermann-park"];

/** Deterministic pseudo-random slugs for the bulk checks. */
function randomSlugs(count: number, seed: number): string[] {
  const random = createRandom(seed);
  const rand = () => random.next();
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const slugs: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = 1 + Math.floor(rand() * 4);
    const parts: string[] = [];
    for (let w = 0; w < words; w++) {
      let word = "";
      const len = 1 + Math.floor(rand() * 9);
      for (let c = 0; c < len; c++) word += alphabet[Math.floor(rand() * alphabet.length)];
      parts.push(word);
    }
    slugs.push(parts.join("-"));
  }
  return slugs;
}

function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("renderIllustration", () => {
  for (const kind of KINDS) {
    describe(kind, () => {
      it("is deterministic for the same slug", () => {
        for (const slug of SAMPLE_SLUGS) {
          expect(renderIllustration(kind, slug)).toBe(renderIllustration(kind, slug));
        }
      });

      it("differs between slugs", () => {
        const outputs = new Set(SAMPLE_SLUGS.map((slug) => renderIllustration(kind, slug)));
        expect(outputs.size).toBe(SAMPLE_SLUGS.length);
        expect(renderIllustration(kind, "the-heights")).not.toBe(renderIllustration(kind, "the-heights-2"));
      });

      it("produces a well-formed-looking, self-contained SVG", () => {
        for (const slug of SAMPLE_SLUGS) {
          const svg = renderIllustration(kind, slug);
          expect(svg.startsWith("<svg")).toBe(true);
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(svg).toContain('viewBox="0 0 800 500"');
          expect(svg).toContain('role="img"');
          expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
          expect(svg).not.toMatch(/<script/i);
          expect(svg).not.toMatch(/<foreignObject/i);
          expect(svg).not.toMatch(/@import/i);
          expect(svg).not.toMatch(/<image/i);
          // The only URL allowed is the SVG namespace.
          expect(countOf(svg, "http")).toBe(1);
          expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
          expect(countOf(svg, "<svg")).toBe(1);
          expect(countOf(svg, "</svg>")).toBe(1);
          // Every opened element is closed (self-closing or with a matching end tag).
          const opened = svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? [];
          const closed = svg.match(/<\/[a-zA-Z]+>/g) ?? [];
          expect(opened.length).toBe(closed.length);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        }
      });

      it("prefixes every id with a per-slug hash so inline SVGs don't clash", () => {
        const a = renderIllustration(kind, "montrose");
        const b = renderIllustration(kind, "midtown");
        const idsA = [...a.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        const idsB = new Set([...b.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
        expect(idsA.length).toBeGreaterThan(0);
        expect(new Set(idsA).size).toBe(idsA.length);
        for (const id of idsA) expect(idsB.has(id)).toBe(false);
        // Every url(#...) / href="#..." reference points at an id in the same document.
        const refs = [...a.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
        for (const ref of refs) expect(idsA).toContain(ref);
      });

      it("stays small (< 20000 bytes) for 50 random slugs", () => {
        for (const slug of randomSlugs(50, hashString(kind))) {
          const svg = renderIllustration(kind, slug);
          expect(new TextEncoder().encode(svg).length).toBeLessThan(20000);
          expect(svg).not.toMatch(/NaN|undefined/);
        }
      });
    });
  }

  it("derives a default title from the slug", () => {
    expect(renderIllustration("neighborhood", "the-heights")).toContain(">The Heights</title>");
    expect(titleFromSlug("east-end-2")).toBe("East End 2");
  });

  it("uses and escapes a custom title", () => {
    const svg = renderIllustration("apartment", "x", { title: `Tom & Jerry's <"Loft">` });
    expect(svg).toContain(">Tom &amp; Jerry&apos;s &lt;&quot;Loft&quot;&gt;</title>");
    expect(svg).not.toContain(`<"Loft">`);
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
    // Characters XML 1.0 forbids (e.g. NUL, lone surrogates) are dropped; others survive.
    expect(escapeXml(`a\u0000b\uD800c\u0009é🏠`)).toBe("abc\u0009é🏠");
  });

  it("does not let the title affect the artwork", () => {
    const a = renderIllustration("blog", "rent-tips", { title: "One" });
    const b = renderIllustration("blog", "rent-tips", { title: "Two" });
    expect(a.replace(/<title[^>]*>.*<\/title>/, "")).toBe(b.replace(/<title[^>]*>.*<\/title>/, ""));
  });

  it("differs between kinds for the same slug", () => {
    const outputs = new Set(KINDS.map((kind) => renderIllustration(kind, "montrose")));
    expect(outputs.size).toBe(3);
  });
});

describe("illustrationPath / parseIllustrationPath", () => {
  it("builds the served URL", () => {
    expect(illustrationPath("apartment", "the-heights")).toBe("/images/apartment/the-heights.svg");
    expect(illustrationPath("neighborhood", "montrose")).toBe("/images/neighborhood/montrose.svg");
    expect(illustrationPath("blog", "moving-checklist-2025")).toBe("/images/blog/moving-checklist-2025.svg");
  });

  it("round-trips valid paths", () => {
    for (const kind of KINDS) {
      for (const slug of SAMPLE_SLUGS) {
        const url = illustrationPath(kind, slug);
        const [, , k, file] = url.split("/");
        expect(parseIllustrationPath(k ?? "", file ?? "")).toEqual({ kind, slug, format: "svg" });
        const [, , rasterKind, rasterFile] = displayImageSrc(url).split("/");
        expect(parseIllustrationPath(rasterKind ?? "", rasterFile ?? "")).toEqual({ kind, slug, format: "webp" });
      }
    }
    expect(parseIllustrationPath("blog", "a.svg")).toEqual({ kind: "blog", slug: "a", format: "svg" });
    expect(parseIllustrationPath("blog", "a.webp")).toEqual({ kind: "blog", slug: "a", format: "webp" });
    expect(parseIllustrationPath("apartment", `${"a".repeat(120)}.svg`)).toEqual({ kind: "apartment", slug: "a".repeat(120), format: "svg" });
  });

  it("shows an illustration as its WebP twin and leaves any other image alone", () => {
    expect(displayImageSrc("/images/apartment/the-heights.svg")).toBe("/images/apartment/the-heights.webp");
    expect(displayImageSrc("/images/blog/moving-checklist-2025.svg")).toBe("/images/blog/moving-checklist-2025.webp");
    expect(displayImageSrc("/media/photos/abc-800.webp")).toBe("/media/photos/abc-800.webp");
    expect(displayImageSrc("/images/house/x.svg")).toBe("/images/house/x.svg");
    expect(displayImageSrc("/images/apartment/x--y.svg")).toBe("/images/apartment/x--y.svg");
    expect(displayImageSrc("https://example.com/images/apartment/x.svg")).toBe("https://example.com/images/apartment/x.svg");
  });

  it("rejects invalid input", () => {
    expect(parseIllustrationPath("apartment", "../x.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "Bad.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x.png")).toBeNull();
    expect(parseIllustrationPath("apartment", "x.WEBP")).toBeNull();
    expect(parseIllustrationPath("apartment", ".webp")).toBeNull();
    expect(parseIllustrationPath("apartment", "x.svg.webp")).toBeNull();
    expect(parseIllustrationPath("apartment", "x")).toBeNull();
    expect(parseIllustrationPath("apartment", ".svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x.svg.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x.SVG")).toBeNull();
    expect(parseIllustrationPath("apartment", "-x.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x-.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x--y.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x_y.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "x%2Fy.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", "a/b.svg")).toBeNull();
    expect(parseIllustrationPath("apartment", `${"a".repeat(121)}.svg`)).toBeNull();
    expect(parseIllustrationPath("house", "x.svg")).toBeNull();
    expect(parseIllustrationPath("Apartment", "x.svg")).toBeNull();
    expect(parseIllustrationPath("", "x.svg")).toBeNull();
    expect(parseIllustrationPath("__proto__", "x.svg")).toBeNull();
  });
});
