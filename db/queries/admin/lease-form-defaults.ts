/**
 * The defaults of a client's Leased form (issue 28): what the client did, read from their tours, their options list
 * and their inquiries, and the choice of what wins made by core/admin/lease-prefill.ts. Also the floor plans of the
 * chosen community (the form's plan choices) and the communities of the client's earlier leases (where they may
 * move from).
 */
import { asc, eq, inArray } from "drizzle-orm";
import { prefillLease, type CommunitySignal, type LeasePrefill } from "../../../core/admin/lease-prefill.ts";
import type { Database } from "../../client-types.ts";
import { clientOptionApartments, clientOptions, floorPlans } from "../../schema/index.ts";

/** What the workspace already read about the client, passed in rather than read twice. */
export interface ClientDoings {
  tours: readonly { apartmentId: number; status: string; bookedAt: Date }[];
  inquiries: readonly { createdAt: Date; moveInDate: string | null }[];
  leases: readonly { apartmentId: number | null; community: string; createdAt: Date }[];
}

export interface LeaseFormDefaults {
  prefill: LeasePrefill;
  /** The chosen community's floor plans, fewest bedrooms and lowest rent first. */
  plans: { id: number; name: string; beds: number; rent: number }[];
  /** The communities of the client's earlier leases, the newest lease's first, each once. */
  previousCommunities: { apartmentId: number; community: string }[];
}

export async function readLeaseFormDefaults(db: Database, clientId: number, doings: ClientDoings): Promise<LeaseFormDefaults> {
  // The options list's communities in the list's order (as the client's page shows them).
  const listed = await db
    .select({
      apartmentId: clientOptionApartments.apartmentId,
      planIds: clientOptionApartments.planIds,
      addedAt: clientOptionApartments.addedAt,
      reaction: clientOptionApartments.reaction,
      reactedAt: clientOptionApartments.reactedAt,
    })
    .from(clientOptionApartments)
    .innerJoin(clientOptions, eq(clientOptions.id, clientOptionApartments.clientOptionId))
    .where(eq(clientOptions.clientId, clientId))
    .orderBy(asc(clientOptionApartments.position), asc(clientOptionApartments.addedAt), asc(clientOptionApartments.apartmentId));

  const signals: CommunitySignal[] = [
    ...doings.tours.filter((tour) => tour.status === "booked").map((tour) => ({ source: "tour" as const, apartmentId: tour.apartmentId, at: tour.bookedAt.toISOString() })),
    ...listed.flatMap((item) =>
      item.reaction === "interested" && item.reactedAt ? [{ source: "interested" as const, apartmentId: item.apartmentId, at: item.reactedAt.toISOString() }] : [],
    ),
    ...listed.slice(0, 1).map((item) => ({ source: "listed" as const, apartmentId: item.apartmentId, at: item.addedAt.toISOString() })),
  ];
  const communityIds = [...new Set(signals.map((signal) => signal.apartmentId))];
  const plans = communityIds.length
    ? await db
        .select({ id: floorPlans.id, apartmentId: floorPlans.apartmentId, name: floorPlans.name, beds: floorPlans.beds, rent: floorPlans.rent })
        .from(floorPlans)
        .where(inArray(floorPlans.apartmentId, communityIds))
        .orderBy(asc(floorPlans.beds), asc(floorPlans.rent), asc(floorPlans.id))
    : [];

  const prefill = prefillLease({
    signals,
    plans,
    listedPlanIds: new Map(listed.map((item) => [item.apartmentId, item.planIds])),
    inquiries: doings.inquiries.map((inquiry) => ({ createdAt: inquiry.createdAt.toISOString(), moveInDate: inquiry.moveInDate })),
    leases: doings.leases.map((lease) => ({ apartmentId: lease.apartmentId, createdAt: lease.createdAt.toISOString() })),
  });

  const newestFirst = [...doings.leases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const previousCommunities = new Map<number, string>();
  for (const lease of newestFirst) if (lease.apartmentId !== null && !previousCommunities.has(lease.apartmentId)) previousCommunities.set(lease.apartmentId, lease.community);

  return {
    prefill,
    plans: plans.filter((plan) => plan.apartmentId === prefill.apartmentId).map(({ id, name, beds, rent }) => ({ id, name, beds, rent })),
    previousCommunities: [...previousCommunities].map(([apartmentId, community]) => ({ apartmentId, community })),
  };
}
