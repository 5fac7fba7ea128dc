import { describe, expect, it } from "vitest";
import { createRandom, hashString } from "./random.ts";

describe("hashString", () => {
  it("is 32-bit FNV-1a", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
    expect(hashString("foobar")).toBe(0xbf9cf968);
  });
});

describe("createRandom", () => {
  it("repeats for a seed, stays in [0, 1) and differs across seeds", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    let same = 0;
    for (let i = 0; i < 200; i++) {
      const x = a.next();
      expect(x).toBe(b.next());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      if (x === c.next()) same++;
    }
    expect(same).toBeLessThan(5);
  });

  it("draws integers in range, picks by weight and shuffles without losing items", () => {
    const random = createRandom("houston");
    const ints = Array.from({ length: 500 }, () => random.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const picks = Array.from({ length: 2000 }, () => random.weighted([["rare", 1], ["common", 9]] as const));
    const rare = picks.filter((p) => p === "rare").length;
    expect(rare).toBeGreaterThan(100);
    expect(rare).toBeLessThan(320);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow();
  });
});
