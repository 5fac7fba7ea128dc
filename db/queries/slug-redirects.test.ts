import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments, blogPosts, neighborhoods } from "../schema/index.ts";
import { findCurrentSlug } from "./slug-redirects.ts";

describe.each(testDatabaseKinds)("findCurrentSlug on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("leads an old neighborhood slug to the current one, through every rename", async () => {
    const db = database.db;
    await db.update(neighborhoods).set({ slug: "montrose-renamed" }).where(eq(neighborhoods.slug, "montrose"));
    expect(await findCurrentSlug(db, "neighborhoods", "montrose")).toBe("montrose-renamed");
    await db.update(neighborhoods).set({ slug: "montrose-again" }).where(eq(neighborhoods.slug, "montrose-renamed"));
    expect(await findCurrentSlug(db, "neighborhoods", "montrose")).toBe("montrose-again");
    expect(await findCurrentSlug(db, "neighborhoods", "montrose-renamed")).toBe("montrose-again");
    // Taken back: the slug is current again, no redirect.
    await db.update(neighborhoods).set({ slug: "montrose" }).where(eq(neighborhoods.slug, "montrose-again"));
    expect(await findCurrentSlug(db, "neighborhoods", "montrose")).toBeNull();
  });

  it("keeps tables apart and knows nothing of a slug never used", async () => {
    const db = database.db;
    const [post] = await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, 1));
    await db.update(blogPosts).set({ slug: `${post!.slug}-v2` }).where(eq(blogPosts.id, post!.id));
    expect(await findCurrentSlug(db, "blog_posts", post!.slug)).toBe(`${post!.slug}-v2`);
    expect(await findCurrentSlug(db, "apartments", post!.slug)).toBeNull();
    expect(await findCurrentSlug(db, "apartments", "never-a-slug")).toBeNull();
  });

  it("sends nowhere for a hidden community or a post that is no longer published", async () => {
    const db = database.db;
    const [apartment] = await db.select({ id: apartments.id, slug: apartments.slug }).from(apartments).orderBy(apartments.id).limit(1);
    await db.update(apartments).set({ slug: `${apartment!.slug}-new` }).where(eq(apartments.id, apartment!.id));
    expect(await findCurrentSlug(db, "apartments", apartment!.slug)).toBe(`${apartment!.slug}-new`);
    await db.update(apartments).set({ published: false }).where(eq(apartments.id, apartment!.id));
    expect(await findCurrentSlug(db, "apartments", apartment!.slug)).toBeNull();

    const [post] = await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, 2));
    await db.update(blogPosts).set({ slug: `${post!.slug}-draft`, publishedAt: null }).where(eq(blogPosts.id, post!.id));
    expect(await findCurrentSlug(db, "blog_posts", post!.slug)).toBeNull();
  });
});
