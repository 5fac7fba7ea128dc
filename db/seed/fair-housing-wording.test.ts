/**
 * Every text the demo data publishes passes the fair-housing wording checker (issue 30, decision 040): the
 * neighborhoods' descriptions and highlights, the blog posts, and the generated communities' descriptions and
 * specials, at the seeded size and at the bench's.
 */
import { describe, expect, it } from "vitest";
import { checkWording } from "../../core/fair-housing/wording-check.ts";
import { amenitySeeds } from "./data/amenities.ts";
import { blogPostSeeds } from "./data/blog-posts.ts";
import { neighborhoodSeeds } from "./data/neighborhoods.ts";
import { generateApartments } from "./generate-apartments.ts";

const flagged = (texts: readonly { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) => checkWording(text).map((flag) => `${where}: “${flag.phrase}” (${flag.reason})`));

describe("the demo data's public texts", () => {
  it("neighborhoods describe places, not people", () => {
    expect(flagged(neighborhoodSeeds.flatMap((n) => [{ where: n.slug, text: n.description }, ...n.highlights.map((text) => ({ where: `${n.slug} highlight`, text }))]))).toEqual([]);
  });

  it("blog posts describe places, not people", () => {
    expect(flagged(blogPostSeeds.flatMap((p) => [{ where: p.slug, text: `${p.title}\n${p.excerpt}\n${p.content}` }]))).toEqual([]);
  });

  it("generated communities describe places, not people", () => {
    const communities = generateApartments({ count: 2_000, seed: 30, referenceDate: "2026-12-01", neighborhoods: neighborhoodSeeds, amenities: amenitySeeds });
    expect(flagged(communities.flatMap((c) => [{ where: c.slug, text: c.description }, { where: `${c.slug} special`, text: c.special?.text ?? "" }]))).toEqual([]);
  });
});
