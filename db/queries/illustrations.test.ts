import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments, blogPosts, neighborhoods } from "../schema/index.ts";
import { isRecordIllustration } from "./illustrations.ts";

describe.each(testDatabaseKinds)("isRecordIllustration on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("knows the illustrations of the catalogue's records, of each kind", async () => {
    const db = database.db;
    const [apartment] = await db.select({ slug: apartments.slug }).from(apartments).orderBy(asc(apartments.id)).limit(1);
    const [neighborhood] = await db.select({ slug: neighborhoods.slug }).from(neighborhoods).limit(1);
    const [post] = await db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
    expect(await isRecordIllustration(db, "apartment", apartment!.slug)).toBe(true);
    expect(await isRecordIllustration(db, "neighborhood", neighborhood!.slug)).toBe(true);
    expect(await isRecordIllustration(db, "blog", post!.slug)).toBe(true);
    // A slug of another kind of record is not this kind's.
    expect(await isRecordIllustration(db, "blog", neighborhood!.slug)).toBe(false);
  });

  it("refuses a made-up slug, and keeps a renamed record's original address", async () => {
    const db = database.db;
    expect(await isRecordIllustration(db, "apartment", "no-such-community-anywhere")).toBe(false);
    const [apartment] = await db.select({ id: apartments.id, slug: apartments.slug }).from(apartments).orderBy(asc(apartments.id)).limit(1);
    await db.update(apartments).set({ slug: `${apartment!.slug}-renamed` }).where(eq(apartments.id, apartment!.id));
    // Its image_url still names the old slug, and pages still show that address.
    expect(await isRecordIllustration(db, "apartment", apartment!.slug)).toBe(true);
    expect(await isRecordIllustration(db, "apartment", `${apartment!.slug}-renamed`)).toBe(true);
  });
});
