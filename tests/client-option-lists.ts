/**
 * Options lists written straight into the database for tests (the admin's
 * apartment manager is the product's way to make them): a list for an account,
 * its communities with the time each was added, and its share.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client-types.ts";
import { listedApartments } from "../db/queries/catalog.ts";
import { apartments, clientOptionApartments, clientOptions, floorPlans } from "../db/schema/index.ts";

export interface TestListItem {
  apartmentId: number;
  addedAt?: Date;
  note?: string | null;
  special?: string | null;
  rebate?: number | null;
  planIds?: number[];
}

export async function createTestList(
  db: Database,
  options: { userId: number | null; locatorId?: number | null; clientName?: string; sharedAt?: Date | null; message?: string | null; notes?: string | null; clientId?: number | null; items?: TestListItem[] },
): Promise<number> {
  const [list] = await db
    .insert(clientOptions)
    .values({
      userId: options.userId,
      clientName: options.clientName ?? "Test Client",
      locatorId: options.locatorId ?? null,
      sharedAt: options.sharedAt ?? null,
      message: options.message ?? null,
      notes: options.notes ?? null,
      clientId: options.clientId ?? null,
    })
    .returning({ id: clientOptions.id });
  const id = list!.id;
  const items = options.items ?? [];
  if (items.length) {
    await db.insert(clientOptionApartments).values(
      items.map((item, position) => ({
        clientOptionId: id,
        apartmentId: item.apartmentId,
        position,
        addedAt: item.addedAt ?? new Date("2026-06-01T12:00:00Z"),
        note: item.note ?? null,
        special: item.special ?? null,
        rebate: item.rebate ?? null,
        planIds: item.planIds ?? [],
      })),
    );
  }
  return id;
}

/** Published communities that have floor plans, in id order. */
export async function communitiesWithPlans(db: Database, count: number): Promise<{ id: number; title: string; planIds: number[] }[]> {
  const rows = await db
    .select({ id: apartments.id, title: apartments.title, planId: floorPlans.id })
    .from(apartments)
    .innerJoin(floorPlans, eq(floorPlans.apartmentId, apartments.id))
    .where(and(listedApartments(), isNotNull(apartments.minPrice)))
    .orderBy(asc(apartments.id), asc(floorPlans.id));
  const byId = new Map<number, { id: number; title: string; planIds: number[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, title: row.title, planIds: [] };
    entry.planIds.push(row.planId);
    byId.set(row.id, entry);
  }
  return [...byId.values()].slice(0, count);
}
