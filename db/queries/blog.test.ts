import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { blogPosts } from "../schema/index.ts";
import { getPublishedPostBySlug } from "./blog.ts";
import { listPublishedPosts } from "./catalog.ts";

describe.each(testDatabaseKinds)("getPublishedPostBySlug on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const base = { content: "## Soon\n\nNot yet.", imageUrl: "/images/blog/x.svg", author: "Test Author", readTimeMinutes: 1 };
    await database.db.insert(blogPosts).values([
      { ...base, slug: "draft-post", title: "Draft", publishedAt: null },
      { ...base, slug: "scheduled-post", title: "Scheduled", publishedAt: new Date("2030-01-01T15:00:00Z") },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("returns a published post as the blog list shows it", async () => {
    const [newest] = await listPublishedPosts(database.db, { limit: 1 });
    expect(newest).toBeDefined();
    const post = await getPublishedPostBySlug(database.db, newest!.slug);
    // The page has the body; the card has the same post with its excerpt resolved.
    expect(post?.content.length).toBeGreaterThan(0);
    expect(post).toMatchObject({ slug: newest!.slug, title: newest!.title, publishedAt: newest!.publishedAt, tags: newest!.tags });
    expect(newest!.excerpt).toBe(post!.excerpt);
  });

  it("hides drafts, scheduled posts and unknown slugs", async () => {
    const now = new Date("2029-01-01T00:00:00Z");
    expect(await getPublishedPostBySlug(database.db, "draft-post", { now })).toBeNull();
    expect(await getPublishedPostBySlug(database.db, "scheduled-post", { now })).toBeNull();
    expect(await getPublishedPostBySlug(database.db, "no-such-post", { now })).toBeNull();
  });

  it("shows a scheduled post once its time has come", async () => {
    const post = await getPublishedPostBySlug(database.db, "scheduled-post", { now: new Date("2030-01-02T00:00:00Z") });
    expect(post?.title).toBe("Scheduled");
  });
});
