import { sql } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { apartments, clientInquiries, neighborhoods, users } from "../schema/index.ts";

/** The numbers on the admin dashboard. */
export interface AdminOverview {
  neighborhoods: number;
  apartments: number;
  users: number;
  clientInquiries: number;
}

/** All four counts in one round trip. */
export async function getAdminOverview(db: Database): Promise<AdminOverview> {
  const [row] = await db
    .select({
      neighborhoods: sql<number>`(select count(*)::int from ${neighborhoods})`,
      apartments: sql<number>`(select count(*)::int from ${apartments})`,
      users: sql<number>`(select count(*)::int from ${users})`,
      clientInquiries: sql<number>`(select count(*)::int from ${clientInquiries})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { neighborhoods: 0, apartments: 0, users: 0, clientInquiries: 0 };
}
