import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { blogPosts } from "../schema/index.ts";
import { listSitemapContent } from "./sitemap.ts";

describe.each(testDatabaseKinds)("listSitemapContent on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date("2029-06-01T00:00:00Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const base = { content: "Body.", imageUrl: "/images/blog/x.svg", author: "Test Author", readTimeMinutes: 1 };
    await database.db.insert(blogPosts).values([
      { ...base, slug: "sitemap-draft", title: "Draft", publishedAt: null },
      { ...base, slug: "sitemap-scheduled", title: "Scheduled", publishedAt: new Date("2030-01-01T00:00:00Z") },
      {
        ...base,
        slug: "sitemap-edited-later",
        title: "Edited",
        publishedAt: new Date("2029-01-01T00:00:00Z"),
        updatedAt: new Date("2029-02-01T00:00:00Z"),
      },
      {
        ...base,
        slug: "sitemap-published-later",
        title: "Published after its last edit",
        publishedAt: new Date("2029-05-01T00:00:00Z"),
        updatedAt: new Date("2029-04-01T00:00:00Z"),
      },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lists every neighborhood and apartment, and published posts only", async () => {
    const content = await listSitemapContent(database.db, { now });
    expect(content.neighborhoods.map((n) => n.slug)).toContain("montrose");
    expect(content.apartments.length).toBeGreaterThan(0);
    expect(content.apartments.every((a) => a.lastModified instanceof Date)).toBe(true);
    const posts = content.posts.map((p) => p.slug);
    expect(posts).not.toContain("sitemap-draft");
    expect(posts).not.toContain("sitemap-scheduled");
  });

  it("dates a post by its last edit or its publication, whichever is later", async () => {
    const { posts } = await listSitemapContent(database.db, { now });
    const bySlug = new Map(posts.map((p) => [p.slug, p.lastModified.toISOString()]));
    expect(bySlug.get("sitemap-edited-later")).toBe("2029-02-01T00:00:00.000Z");
    expect(bySlug.get("sitemap-published-later")).toBe("2029-05-01T00:00:00.000Z");
  });
});
