import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { searchPublishedPosts } from "./blog.ts";

describe.each(testDatabaseKinds)("blog search for chat messages on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("finds the post about a renter's topic from a whole sentence, best first", async () => {
    const posts = await searchPublishedPosts(database.db, "Can I rent with my dog, and what pet fees should I expect?");
    expect(posts[0]?.slug).toMatch(/pet/);
    expect(posts.length).toBeLessThanOrEqual(3);
    const ranks = posts.map((p) => p.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it("stems words and matches titles", async () => {
    const posts = await searchPublishedPosts(database.db, "hurricanes");
    expect(posts[0]?.title).toContain("Hurricane");
  });

  it("returns nothing for stop words only or an empty message, without failing", async () => {
    expect(await searchPublishedPosts(database.db, "the and of")).toEqual([]);
    expect(await searchPublishedPosts(database.db, "")).toEqual([]);
    expect(await searchPublishedPosts(database.db, "!!! ''' &&& |||")).toEqual([]);
  });
});
