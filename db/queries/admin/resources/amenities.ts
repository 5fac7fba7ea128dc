import { count, eq, sql } from "drizzle-orm";
import { slugify, type FormValues } from "../../../../core/admin/form.ts";
import { amenities, apartmentAmenities } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";

// Spelled with the tables' names: inside the subquery an unqualified "id" would not be the amenity's.
const communities = sql<number>`(select count(*) from apartment_amenities aa where aa.amenity_id = "amenities"."id")`.mapWith(Number);

function columnsOf(values: FormValues) {
  const v = values as { displayName: string; name: string; synonyms: string[] };
  // Synonyms are matched lower-case (core/search); store them as they will be compared.
  return { displayName: v.displayName, name: v.name || slugify(v.displayName), synonyms: [...new Set(v.synonyms.map((s) => s.toLowerCase()))] };
}

/** Deleting an amenity detaches it from every community that has it (the link rows cascade). */
async function deleteAmenity(tx: Tx, current: { id: number }) {
  await tx.delete(amenities).where(eq(amenities.id, current.id));
}

export const amenitiesStore: ResourceStore = {
  resource: "amenities",
  source: {
    table: amenities,
    id: amenities.id,
    version: amenities.version,
    columns: {
      displayName: amenities.displayName,
      name: amenities.name,
      synonyms: amenities.synonyms,
      communities,
      updatedAt: amenities.updatedAt,
    },
    search: [amenities.displayName, amenities.name, sql`array_to_string(${amenities.synonyms}, ' ')`],
    filters: { used: (value) => (value === "yes" ? sql`${communities} > 0` : sql`${communities} = 0`) },
  },
  async read(db, id) {
    const [row] = await db.select().from(amenities).where(eq(amenities.id, id));
    if (!row) return null;
    const [used] = await db.select({ n: count() }).from(apartmentAmenities).where(eq(apartmentAmenities.amenityId, id));
    return { id: row.id, version: row.version, label: row.displayName, slug: row.name, values: row, extra: { communities: used?.n ?? 0 } };
  },
  create(db, actor, values) {
    return adminWrite(db, {
      action: "create",
      actor,
      resource: "amenities",
      apply: async (tx) => {
        const [row] = await tx.insert(amenities).values(columnsOf(values)).returning({ id: amenities.id });
        return row!.id;
      },
    });
  },
  update(db, actor, id, expectedVersion, values) {
    return adminWrite(db, {
      action: "update",
      actor,
      resource: "amenities",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(amenities).set(columnsOf(values)).where(eq(amenities.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, { action: "delete", actor, resource: "amenities", recordId: id, expectedVersion, apply: deleteAmenity });
  },
  bulk: {
    delete: (db, actor, records) => adminBulkWrite(db, { actor, resource: "amenities", action: "delete", bulkAction: "Delete", records, apply: deleteAmenity }),
  },
  constraints: {
    amenities_name_key: { field: "name", message: "Another amenity has this key. Choose another." },
    amenities_name_format: { field: "name", message: "Key needs letters or digits: type one, or a name that has some." },
  },
};
