import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { blogPosts } from "../schema/index.ts";
import { BLOG_PAGE_SIZE, getPublishedPostBySlug, getPublishedPostCardBySlug, listPublishedPostsPage, listPublishedTags, listRelatedPosts, parseBlogListParams } from "./blog.ts";
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

describe.each(testDatabaseKinds)("blog list, tags and related posts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(blogPosts).values({
      slug: "hidden-draft",
      title: "Draft",
      content: "Not yet.",
      imageUrl: "/images/blog/x.svg",
      author: "Test Author",
      readTimeMinutes: 1,
      tags: ["pets", "secret-tag"],
      publishedAt: null,
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("pages published posts 9 at a time, newest first, with the total", async () => {
    const all = await listPublishedPosts(database.db);
    const first = await listPublishedPostsPage(database.db, { page: 1 });
    const second = await listPublishedPostsPage(database.db, { page: 2 });
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: BLOG_PAGE_SIZE });
    expect(first.items).toHaveLength(Math.min(BLOG_PAGE_SIZE, all.length));
    expect([...first.items, ...second.items].map((p) => p.slug)).toEqual(all.map((p) => p.slug));
    expect((await listPublishedPostsPage(database.db, { page: 99 })).items).toEqual([]);
  });

  it("filters by tag; an unknown tag gives an empty page, and drafts never show", async () => {
    const pets = await listPublishedPostsPage(database.db, { tag: "pets" });
    expect(pets.total).toBeGreaterThan(0);
    expect(pets.items.every((p) => p.tags.includes("pets"))).toBe(true);
    expect(pets.items.map((p) => p.slug)).not.toContain("hidden-draft");
    expect(await listPublishedPostsPage(database.db, { tag: "no-such-tag" })).toMatchObject({ items: [], total: 0 });
  });

  it("counts tags of published posts only", async () => {
    const tags = await listPublishedTags(database.db);
    const all = await listPublishedPosts(database.db);
    expect(tags.map((t) => t.tag)).not.toContain("secret-tag");
    for (const t of tags) expect(t.posts).toBe(all.filter((p) => p.tags.includes(t.tag)).length);
    expect(tags.map((t) => t.posts)).toEqual([...tags.map((t) => t.posts)].sort((a, b) => b - a));
  });

  it("relates posts that share a tag, most shared first, never the post itself", async () => {
    const [post] = (await listPublishedPostsPage(database.db, { tag: "commuting" })).items;
    const related = await listRelatedPosts(database.db, post!, { limit: 20 });
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.slug)).not.toContain(post!.slug);
    const shared = related.map((p) => p.tags.filter((t) => post!.tags.includes(t)).length);
    expect(shared.every((n) => n > 0)).toBe(true);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    expect(await listRelatedPosts(database.db, { slug: "x", tags: [] })).toEqual([]);
  });

  it("gives the card of a published post and null for a draft", async () => {
    const [newest] = await listPublishedPosts(database.db, { limit: 1 });
    expect(await getPublishedPostCardBySlug(database.db, newest!.slug)).toEqual(newest);
    expect(await getPublishedPostCardBySlug(database.db, "hidden-draft")).toBeNull();
  });
});

describe("parseBlogListParams", () => {
  it("drops a nonsense page and keeps the tag as typed", () => {
    expect(parseBlogListParams(new URLSearchParams("page=abc&tag= pets "))).toEqual({ tag: "pets", page: 1 });
    expect(parseBlogListParams(new URLSearchParams("page=0"))).toEqual({ tag: undefined, page: 1 });
    expect(parseBlogListParams(new URLSearchParams("page=2&tag="))).toEqual({ tag: undefined, page: 2 });
  });
});
