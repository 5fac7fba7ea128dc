import { asc, count, eq, sql } from "drizzle-orm";
import { slugify, type FormValues } from "../../../../core/admin/form.ts";
import { illustrationPath } from "../../../../core/illustrations/index.ts";
import { typicalRent } from "../../../../core/search/typical-rent.ts";
import { rentByBedrooms } from "../../catalog.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, neighborhoods } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";

// Spelled with the tables' names: inside the subquery an unqualified "id" would be the community's.
const communities = sql<number>`(select count(*) from apartments a where a.neighborhood_id = "neighborhoods"."id")`.mapWith(Number);

type Values = {
  name: string;
  slug: string;
  description: string;
  highlights: string[];
  aliases: string[];
  zipCodes: string[];
  latitude: number;
  longitude: number;
  featured: boolean;
};

function columnsOf(values: FormValues) {
  const v = values as unknown as Values;
  const slug = v.slug || slugify(v.name);
  return {
    name: v.name,
    slug,
    description: v.description,
    highlights: v.highlights,
    aliases: v.aliases,
    zipCodes: v.zipCodes,
    latitude: v.latitude,
    longitude: v.longitude,
    featured: v.featured,
  };
}

/** A neighborhood with communities cannot go: they would lose their place. */
async function refuseIfInUse(tx: Tx, id: number, name: string) {
  const [row] = await tx.select({ n: count() }).from(apartments).where(eq(apartments.neighborhoodId, id));
  const n = row?.n ?? 0;
  if (n > 0) {
    throw new AdminWriteRefusal(
      `${name} still has ${n} ${n === 1 ? "community" : "communities"}. Move ${n === 1 ? "it" : "them"} to another neighborhood or delete ${n === 1 ? "it" : "them"} first.`,
    );
  }
}

const setFeatured = (featured: boolean) => async (tx: Tx, current: { id: number }) => {
  await tx.update(neighborhoods).set({ featured }).where(eq(neighborhoods.id, current.id));
};

export const neighborhoodsStore: ResourceStore = {
  resource: "neighborhoods",
  source: {
    table: neighborhoods,
    id: neighborhoods.id,
    version: neighborhoods.version,
    columns: {
      name: neighborhoods.name,
      slug: neighborhoods.slug,
      communities,
      zipCodes: neighborhoods.zipCodes,
      featured: neighborhoods.featured,
      updatedAt: neighborhoods.updatedAt,
    },
    search: [
      neighborhoods.name,
      neighborhoods.slug,
      sql`array_to_string(${neighborhoods.aliases}, ' ')`,
      sql`array_to_string(${neighborhoods.zipCodes}, ' ')`,
    ],
    filters: {
      featured: (value) => sql`${neighborhoods.featured} = ${value === "yes"}`,
      empty: (value) => (value === "yes" ? sql`${communities} > 0` : sql`${communities} = 0`),
    },
  },
  async read(db, id) {
    const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.id, id));
    if (!row) return null;
    const [[used], rents] = await Promise.all([db.select({ n: count() }).from(apartments).where(eq(apartments.neighborhoodId, id)), rentByBedrooms(db, eq(neighborhoods.id, id))]);
    // The typical rent the public pages show, computed from the listed communities' plans (never typed).
    return { id: row.id, version: row.version, label: row.name, slug: row.slug, values: row, extra: { communities: used?.n ?? 0, typicalRent: typicalRent(rents.get(id) ?? []) } };
  },
  create(db, actor, values, summary) {
    return adminWrite(db, {
      action: "create",
      actor,
      summary,
      resource: "neighborhoods",
      apply: async (tx) => {
        const columns = columnsOf(values);
        const [row] = await tx
          .insert(neighborhoods)
          .values({ ...columns, imageUrl: illustrationPath("neighborhood", columns.slug) })
          .returning({ id: neighborhoods.id });
        return row!.id;
      },
    });
  },
  update(db, actor, id, expectedVersion, values, summary) {
    return adminWrite(db, {
      action: "update",
      actor,
      summary,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(neighborhoods).set(columnsOf(values)).where(eq(neighborhoods.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion,
      apply: async (tx, current) => {
        await refuseIfInUse(tx, id, current.name);
        await tx.delete(neighborhoods).where(eq(neighborhoods.id, id));
      },
    });
  },
  bulk: {
    feature: (db, actor, records) => adminBulkWrite(db, { actor, resource: "neighborhoods", action: "update", bulkAction: "Feature", records, apply: setFeatured(true) }),
    unfeature: (db, actor, records) =>
      adminBulkWrite(db, { actor, resource: "neighborhoods", action: "update", bulkAction: "Stop featuring", records, apply: setFeatured(false) }),
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "neighborhoods",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: async (tx, current) => {
          await refuseIfInUse(tx, current.id, current.name);
          await tx.delete(neighborhoods).where(eq(neighborhoods.id, current.id));
        },
      }),
  },
  constraints: {
    neighborhoods_slug_key: { field: "slug", message: "Another neighborhood has this slug. Choose another." },
    neighborhoods_zip_codes: { field: "zipCodes", message: "Each ZIP code must be five digits." },
    neighborhoods_slug_format: { field: "slug", message: "Slug needs letters or digits: type one, or a name that has some." },
    apartments_neighborhood_id_neighborhoods_id_fk: { field: "_form", message: "This neighborhood still has communities." },
  },
};

/** Neighborhood choices for selects and filters, by name. */
export async function neighborhoodOptions(db: Database) {
  const rows = await db.select({ id: neighborhoods.id, name: neighborhoods.name }).from(neighborhoods).orderBy(asc(neighborhoods.name));
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}
