/**
 * The catalogue revision feed on PostgreSQL: a catalogue write made through
 * another connection (another process) reaches the feed by NOTIFY, with no
 * periodic read to fall back on; a lost connection makes the feed say it does
 * not know rather than answer with an old revision.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/database.ts";
import { FEED_APPLICATION_NAME, startCatalogueRevisionFeed, startEmbeddedCatalogueRevisionFeed, type CatalogueRevisionFeed } from "./catalogue-revision-feed.ts";
import { readCatalogueRevision } from "./queries/match-catalogue.ts";

describe("catalogue revision feed on the embedded database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("knows the revision at once and hears of every committed change, not of a rolled-back one", async () => {
    const feed = await startEmbeddedCatalogueRevisionFeed(database.pglite!);
    try {
      expect(feed.current()).toBe(await readCatalogueRevision(database.db));
      await database.db.execute(sql`update neighborhoods set name = name where id = (select min(id) from neighborhoods)`);
      // Known by the time the write's promise settles: the next request already sees it.
      expect(feed.current()).toBe(await readCatalogueRevision(database.db));
      const after = feed.current();
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
          throw new Error("roll back");
        })
        .catch(() => {});
      expect(await readCatalogueRevision(database.db)).toBe(after);
      expect(feed.current()).toBe(after);
    } finally {
      await feed.close();
    }
  });

  it("moves once per transaction, however many statements wrote the catalogue, and again after a rolled-back savepoint", async () => {
    const before = await readCatalogueRevision(database.db);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await tx.execute(sql`update neighborhoods set name = name where id = (select min(id) from neighborhoods)`);
      await tx.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
    });
    expect(await readCatalogueRevision(database.db)).toBe(before + 1);
    // The savepoint's move is rolled back with its flag: the outer transaction's later write still moves it.
    await database.db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
          throw new Error("roll back the savepoint");
        })
        .catch(() => {});
      await tx.execute(sql`update neighborhoods set name = name where id = (select min(id) from neighborhoods)`);
    });
    expect(await readCatalogueRevision(database.db)).toBe(before + 2);
    // Statements outside a transaction are each their own.
    await database.db.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
    await database.db.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
    expect(await readCatalogueRevision(database.db)).toBe(before + 4);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("catalogue revision feed on PostgreSQL", () => {
  let database: TestDatabase;
  let url: string;
  let feed: CatalogueRevisionFeed;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    url = String(((database.db as unknown as { $client: { options: { connectionString: string } } }).$client).options.connectionString);
    feed = startCatalogueRevisionFeed({ url, checkEveryMs: 3_600_000, retryAfterMs: 100 });
  });
  afterAll(async () => {
    await feed?.close();
    await database?.dispose();
  });

  it("learns a change made elsewhere from the notification", async () => {
    await vi.waitFor(() => expect(feed.current()).toBeDefined(), { timeout: 5_000 });
    const before = feed.current()!;
    expect(before).toBe(await readCatalogueRevision(database.db));
    await database.db.execute(sql`update apartments set title = title || '' where id = (select min(id) from apartments)`);
    const after = await readCatalogueRevision(database.db);
    expect(after).toBeGreaterThan(before);
    await vi.waitFor(() => expect(feed.current()).toBe(after), { timeout: 5_000 });
  });

  it("does not vouch for a revision while its connection is gone, and comes back", async () => {
    const seenOnLoss: Array<number | undefined> = [];
    const watched: CatalogueRevisionFeed = startCatalogueRevisionFeed({
      url,
      checkEveryMs: 3_600_000,
      retryAfterMs: 100,
      onError: () => seenOnLoss.push(watched.current()),
    });
    try {
      await vi.waitFor(() => expect(watched.current()).toBeDefined(), { timeout: 5_000 });
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${FEED_APPLICATION_NAME} and datname = current_database()`);
      await vi.waitFor(() => expect(seenOnLoss.length).toBeGreaterThan(0), { timeout: 5_000 });
      expect(seenOnLoss[0]).toBeUndefined();
      // A change while it was away is in the read it makes once it listens again.
      await database.db.execute(sql`update amenities set name = name where id = (select min(id) from amenities)`);
      const now = await readCatalogueRevision(database.db);
      await vi.waitFor(() => expect(watched.current()).toBe(now), { timeout: 5_000 });
    } finally {
      await watched.close();
    }
  });
});
