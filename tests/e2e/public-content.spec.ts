/**
 * What the back office's content means on the public side, on a server of its own whose data the test changes
 * directly (the admin pages come with issue 13's other half): a hidden community leaves the public pages, an old
 * slug answers 301 to the current address, a stale community says so on /listings, the page says when
 * availability was checked, and an amenity's note stands beside it.
 */
import { expect, test } from "@playwright/test";
import { and, asc, eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { apartmentAmenities, apartments, blogPosts, neighborhoods } from "../../db/schema/index.ts";
import { pgliteDirectory } from "../../server/database.ts";
import { serverDatabases, startOwnServer, type OwnServer } from "./own-server.ts";

/** Changes the server's data: through PostgreSQL while it runs, or with the server stopped on PGlite (one process per data directory). */
async function changeData(server: OwnServer, change: (db: DatabaseHandle["db"]) => Promise<void>): Promise<void> {
  const pglite = server.databaseUrl === null;
  if (pglite) await server.stop();
  const handle = await openDatabase(pglite ? { kind: "pglite", dataDir: pgliteDirectory(server.dataDir) } : { kind: "postgres", url: server.databaseUrl!, poolSize: 1 });
  try {
    await change(handle.db);
  } finally {
    await handle.close();
  }
  if (pglite) await server.start();
}

for (const database of serverDatabases) {
  test.describe(`public side of the admin's content on ${database}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let server: OwnServer | undefined;
    const slugs = { hidden: "", hiddenTitle: "", stale: "", staleTitle: "", noted: "", renamedFrom: "", renamedTo: "", postFrom: "", postTo: "" };
    let notedAmenity = "";

    test.beforeAll(async () => {
      if (test.info().project.use.isMobile) return;
      test.info().setTimeout(240_000);
      server = await startOwnServer({ database, env: { SEED_APARTMENTS: "40" } });
      await changeData(server, async (db) => {
        const rows = await db.select({ id: apartments.id, slug: apartments.slug, title: apartments.title }).from(apartments).orderBy(asc(apartments.id)).limit(4);
        const [hidden, stale, noted, renamed] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
        await db.update(apartments).set({ published: false }).where(eq(apartments.id, hidden.id));
        await db.update(apartments).set({ verifiedAt: sql`now() - interval '45 days 2 hours'` }).where(eq(apartments.id, stale.id));
        await db.update(apartments).set({ verifiedAt: sql`now()` }).where(eq(apartments.id, noted.id));
        const [link] = await db.select({ amenityId: apartmentAmenities.amenityId }).from(apartmentAmenities).where(eq(apartmentAmenities.apartmentId, noted.id)).limit(1);
        await db
          .update(apartmentAmenities)
          .set({ note: "in select units" })
          .where(and(eq(apartmentAmenities.apartmentId, noted.id), eq(apartmentAmenities.amenityId, link!.amenityId)));
        const amenity = await db.execute(sql`select display_name from amenities where id = ${link!.amenityId}`);
        notedAmenity = (amenity as unknown as { rows: { display_name: string }[] }).rows[0]!.display_name;
        await db.update(apartments).set({ slug: `${renamed.slug}-renamed` }).where(eq(apartments.id, renamed.id));
        await db.update(neighborhoods).set({ slug: "montrose-houston" }).where(eq(neighborhoods.slug, "montrose"));
        const [post] = await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).orderBy(asc(blogPosts.id)).limit(1);
        await db.update(blogPosts).set({ slug: `${post!.slug}-updated` }).where(eq(blogPosts.id, post!.id));
        Object.assign(slugs, {
          hidden: hidden.slug,
          hiddenTitle: hidden.title,
          stale: stale.slug,
          staleTitle: stale.title,
          noted: noted.slug,
          renamedFrom: renamed.slug,
          renamedTo: `${renamed.slug}-renamed`,
          postFrom: post!.slug,
          postTo: `${post!.slug}-updated`,
        });
      });
    });
    test.afterAll(async () => {
      await server?.dispose();
    });
    test.beforeEach(() => {
      test.skip(test.info().project.use.isMobile === true, "server-side behaviour; checked once, at 1280 px");
    });

    test("a hidden community has no page, no API record, no listing and no sitemap entry", async ({ page }) => {
      const base = server!.baseURL;
      expect((await fetch(`${base}/apartments/${slugs.hidden}`)).status).toBe(404);
      expect((await fetch(`${base}/api/apartments/${slugs.hidden}`)).status).toBe(404);
      const all = (await (await fetch(`${base}/api/apartments`)).json()) as { total: number };
      expect(all.total).toBe(39);
      const byTitle = (await (await fetch(`${base}/api/apartments?q=${encodeURIComponent(slugs.hiddenTitle)}`)).json()) as { items: { slug: string }[] };
      expect(byTitle.items.map((i) => i.slug)).not.toContain(slugs.hidden);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain(`/apartments/${slugs.hidden}<`);
      await page.goto(`${base}/apartments/${slugs.hidden}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    });

    test("old slugs answer 301 to the current address, with the query string", async ({ page }) => {
      const base = server!.baseURL;
      const moved = async (path: string) => {
        const response = await fetch(`${base}${path}`, { redirect: "manual" });
        return { status: response.status, location: response.headers.get("Location") };
      };
      expect(await moved(`/apartments/${slugs.renamedFrom}?utm_source=mail`)).toEqual({ status: 301, location: `/apartments/${slugs.renamedTo}?utm_source=mail` });
      expect(await moved("/neighborhoods/montrose")).toEqual({ status: 301, location: "/neighborhoods/montrose-houston" });
      expect(await moved(`/blog/${slugs.postFrom}?a=1&b=2`)).toEqual({ status: 301, location: `/blog/${slugs.postTo}?a=1&b=2` });
      expect((await moved(`/apartments/${slugs.renamedTo}`)).status).toBe(200);
      expect((await moved("/apartments/never-a-community")).status).toBe(404);
      await page.goto(`${base}/neighborhoods/montrose?from=old-link`);
      await expect(page).toHaveURL(`${base}/neighborhoods/montrose-houston?from=old-link`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Montrose");
    });

    test("the page says when availability was checked and shows an amenity's note", async ({ page }) => {
      await page.goto(`${server!.baseURL}/apartments/${slugs.noted}`);
      await expect(page.getByText(/^Availability checked /)).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: notedAmenity })).toContainText("(in select units)");
      const record = (await (await fetch(`${server!.baseURL}/api/apartments/${slugs.noted}`)).json()) as { apartmentAmenities: { displayName: string; note: string | null }[] };
      expect(record.apartmentAmenities.find((a) => a.displayName === notedAmenity)?.note).toBe("in select units");
    });

    test("a stale community's card on /listings says how long ago availability was checked", async ({ page }) => {
      await page.goto(`${server!.baseURL}/listings?q=${encodeURIComponent(slugs.staleTitle)}`);
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: slugs.staleTitle, exact: true }) });
      await expect(card).toContainText("Availability last checked 45 days ago");
      await page.goto(`${server!.baseURL}/listings`);
      // Best match: communities checked within 30 days come first, so the first card carries no such note.
      await expect(page.getByRole("article").first()).not.toContainText("Availability last checked");
    });
  });
}
