import { and, eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { apartmentFeedback, apartments } from "../schema/index.ts";
import { listedApartments } from "./catalog.ts";

/** Stores a renter's feedback on a suggested community; null when no listed community has the id. */
export async function insertApartmentFeedback(
  db: Database,
  input: { apartmentId: number; userId: number | null; feedback: string; now?: Date },
): Promise<{ id: number } | null> {
  const [apartment] = await db.select({ id: apartments.id }).from(apartments).where(and(eq(apartments.id, input.apartmentId), listedApartments())).limit(1);
  if (!apartment) return null;
  const [row] = await db
    .insert(apartmentFeedback)
    .values({ apartmentId: input.apartmentId, userId: input.userId, feedback: input.feedback, createdAt: input.now ?? new Date() })
    .returning({ id: apartmentFeedback.id });
  return row ?? null;
}
