/**
 * The apartment page's loader with a real database, for issue 29: the parking it shows is the community's options
 * (every kind with its cost), and a community placed at its ZIP code's or neighborhood's center says so where the
 * page uses its position: the note beside the address and the map, and the map's marker.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartments, neighborhoods } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import * as apartmentRoute from "./apartment.tsx";

type ApartmentPage = Awaited<ReturnType<typeof apartmentRoute.loader>>;

describe.each(testDatabaseKinds)("the apartment page on %s", (kind) => {
  let database: TestDatabase;
  let slugs: string[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).orderBy(apartments.id).limit(3);
    slugs = rows.map((r) => r.slug);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const page = async (slug: string) => {
    const response = await callRoute(apartmentRoute.loader, { db: database.db, path: `/apartments/${slug}`, params: { slug } });
    expect(response.status).toBe(200);
    return (await response.json()) as ApartmentPage;
  };

  it("shows every kind of parking with its cost, from the options; none when it lists none", async () => {
    const [two, none] = [slugs[0]!, slugs[1]!];
    await database.db.update(apartments).set({ parkingOptions: [{ kind: "garage", monthly: 75 }, { kind: "covered", monthly: 50 }] }).where(eq(apartments.slug, two));
    await database.db.update(apartments).set({ parkingOptions: [] }).where(eq(apartments.slug, none));
    const withTwo = await page(two);
    expect(withTwo.apartment).toMatchObject({ parkingFee: 50, parking: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }] });
    expect(withTwo.apartment.apartmentAmenities.some((a) => a.name === "parking")).toBe(true);
    // The cheapest way to park is the monthly fee counted in the total.
    if (withTwo.monthlyCost) expect(withTwo.monthlyCost.mandatoryMonthly).toContainEqual({ label: "Parking", amount: 50 });
    const withNone = await page(none);
    expect(withNone.apartment).toMatchObject({ parkingFee: 0, parking: [] });
    expect(withNone.apartment.apartmentAmenities.some((a) => a.name === "parking")).toBe(false);
  });

  it("marks a position placed at the ZIP code's center, or at the neighborhood's, on the page and its map", async () => {
    const slug = slugs[2]!;
    const exact = await page(slug);
    expect(exact.locationNote).toBeNull();
    expect(exact.map?.view.markers.find((m) => m.kind === "home")?.approximate).toBeUndefined();

    await database.db.update(apartments).set({ locationApproximate: true }).where(eq(apartments.slug, slug));
    const placed = await page(slug);
    expect(placed.locationNote).toBe(`Location approximate: placed at its ZIP code's center (${placed.apartment.postalCode}), as its address could not be placed more exactly.`);
    const home = placed.map?.view.markers.find((m) => m.kind === "home");
    expect(home).toMatchObject({ approximate: true, label: `${placed.apartment.title} (approximate)` });

    // At its neighborhood's center: said so by name.
    const [hood] = await database.db.select().from(neighborhoods).where(eq(neighborhoods.id, placed.apartment.neighborhood.id));
    await database.db.update(apartments).set({ latitude: hood!.latitude, longitude: hood!.longitude }).where(eq(apartments.slug, slug));
    expect((await page(slug)).locationNote).toBe(`Location approximate: placed at the center of ${hood!.name}, as its address could not be placed more exactly.`);
  });
});
