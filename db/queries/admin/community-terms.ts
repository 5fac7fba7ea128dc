/**
 * A community's locator terms over time (decision 036): read, the ones in effect on a date, and a new dated set saved
 * from the community's Commission section, audited as a change of the community (its history lists the terms).
 */
import { and, desc, eq, lte } from "drizzle-orm";
import { LocatorTermsSchema, type LocatorTerms } from "../../../core/money/locator-terms.ts";
import type { Database } from "../../client-types.ts";
import { communityTerms } from "../../schema/index.ts";
import { adminWrite, type AdminActor, type AdminWriteResult } from "./admin-write.ts";
import type { Tx } from "./audited-tables.ts";

/** Stored terms parsed on every read; a row that no longer parses is skipped (and cannot be applied). */
function parsedTerms(row: { terms: unknown; effectiveFrom: string }): LocatorTerms | null {
  const parsed = LocatorTermsSchema.safeParse({ ...(row.terms as object), effectiveFrom: row.effectiveFrom });
  return parsed.success ? parsed.data : null;
}

/** Every dated set of the community's terms, the newest start first. */
export async function listCommunityTerms(db: Database | Tx, apartmentId: number): Promise<LocatorTerms[]> {
  const rows = await db.select().from(communityTerms).where(eq(communityTerms.apartmentId, apartmentId)).orderBy(desc(communityTerms.effectiveFrom));
  return rows.flatMap((row) => parsedTerms(row) ?? []);
}

/** The terms in effect on `date` (the latest that started on or before it), or null. */
export async function communityTermsOn(db: Database | Tx, apartmentId: number, date: string): Promise<LocatorTerms | null> {
  const [row] = await db
    .select()
    .from(communityTerms)
    .where(and(eq(communityTerms.apartmentId, apartmentId), lte(communityTerms.effectiveFrom, date)))
    .orderBy(desc(communityTerms.effectiveFrom))
    .limit(1);
  return row ? parsedTerms(row) : null;
}

/**
 * Saves terms from their start date on; terms already starting that day are replaced (a correction), earlier ones
 * stay as the terms of earlier leases. One audited change of the community.
 */
export function saveCommunityTerms(db: Database, actor: AdminActor, apartmentId: number, terms: LocatorTerms): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "apartments",
    recordId: apartmentId,
    expectedVersion: null,
    apply: async (tx) => {
      const { effectiveFrom, ...rest } = terms;
      await tx
        .insert(communityTerms)
        .values({ apartmentId, effectiveFrom, terms: { ...rest, effectiveFrom }, createdById: actor.id })
        .onConflictDoUpdate({ target: [communityTerms.apartmentId, communityTerms.effectiveFrom], set: { terms: { ...rest, effectiveFrom }, createdById: actor.id } });
    },
  });
}
