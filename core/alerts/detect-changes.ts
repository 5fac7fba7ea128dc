/**
 * What changed for a saved search since the renter last looked (issue 17): communities that match now and did not
 * then, plans that fit the search and have open units now and did not then, and rents lower than the one last seen
 * for the same plan. A rent increase is not an alert, nor is a plan or community that no longer matches: alerts are
 * reasons to look again, never noise.
 *
 * The "last seen" snapshot is per community the plans that fitted the search, each with its rent and whether it
 * had open units; it is taken when the search is saved and whenever the renter marks it seen (decision 027).
 *
 * The plans' rent histories (issue 29) add what the snapshot cannot know: the day the rent last seen was recorded
 * ("was $1,365 on Nov 20"), and the rent then of a plan of a community already seen that did not fit the search then
 * and fits it now because its rent came down (a drop, not a plan "now available").
 */
import { z } from "zod";

/** A plan as the renter last saw it. */
export const SeenPlanSchema = z.object({ rent: z.number().int().nonnegative(), available: z.boolean() });
export type SeenPlan = z.infer<typeof SeenPlanSchema>;

/** community id -> plan id -> what was seen. JSON object keys, so ids are strings. */
export const SearchSnapshotSchema = z.record(z.string().regex(/^\d+$/), z.record(z.string().regex(/^\d+$/), SeenPlanSchema));
export type SearchSnapshot = z.infer<typeof SearchSnapshotSchema>;

/** A community the search returns now, with the plans that fit it. */
export interface CurrentCommunity {
  id: number;
  slug: string;
  title: string;
  plans: CurrentPlan[];
}

export interface CurrentPlan {
  id: number;
  name: string;
  beds: number;
  rent: number;
  /** Open units now. */
  available: boolean;
}

interface AlertBase {
  communityId: number;
  slug: string;
  title: string;
}

export type SearchAlert =
  | (AlertBase & { kind: "new-community"; /** The lowest rent among its fitting plans, null when it has none listed. */ fromRent: number | null })
  | (AlertBase & { kind: "newly-available"; planId: number; planName: string; beds: number; rent: number })
  | (AlertBase & {
      kind: "rent-drop";
      planId: number;
      planName: string;
      beds: number;
      rent: number;
      previousRent: number;
      /** The day the previous rent was recorded (yyyy-mm-dd, Houston); null or absent (alerts stored before issue 29) when not known. */
      previousOn?: string | null;
    });

/** A plan's rent when the renter last looked, from its history, and the day that rent was recorded. */
export interface RentWhenSeen {
  rent: number;
  on: string;
}

const KIND_ORDER: Record<SearchAlert["kind"], number> = { "new-community": 0, "rent-drop": 1, "newly-available": 2 };

/** The snapshot of what the search returns now: what the renter has seen once they look. */
export function snapshotOf(current: readonly CurrentCommunity[]): SearchSnapshot {
  const snapshot: SearchSnapshot = {};
  for (const community of current) {
    const plans: Record<string, SeenPlan> = {};
    for (const plan of community.plans) plans[String(plan.id)] = { rent: plan.rent, available: plan.available };
    snapshot[String(community.id)] = plans;
  }
  return snapshot;
}

/**
 * The plans whose history can add to the alerts (rentsWhenSeen's plan ids): plans of communities already seen that are
 * cheaper than seen, or were not among the plans seen.
 */
export function plansToLookUp(seen: SearchSnapshot, current: readonly CurrentCommunity[]): number[] {
  const ids: number[] = [];
  for (const community of current) {
    const seenPlans = seen[String(community.id)];
    if (!seenPlans) continue;
    for (const plan of community.plans) {
      const before = seenPlans[String(plan.id)];
      if (!before || plan.rent < before.rent) ids.push(plan.id);
    }
  }
  return ids;
}

/**
 * The alerts of a search: `seen` is the snapshot of the renter's last look, `current` what the search returns now,
 * `rentsWhenSeen` (optional) each plan's rent at that look according to its history (plansToLookUp's plans).
 * One alert per new community (not one per plan of it); per plan of a community already seen, a drop in rent wins over
 * "newly available" when both hold (the plan was seen, so its price is the news). Ordered: new communities, rent
 * drops, newly available plans; within a kind by community title, then plan id.
 */
export function detectChanges(seen: SearchSnapshot, current: readonly CurrentCommunity[], rentsWhenSeen: ReadonlyMap<number, RentWhenSeen> = new Map()): SearchAlert[] {
  const alerts: SearchAlert[] = [];
  for (const community of current) {
    const base = { communityId: community.id, slug: community.slug, title: community.title };
    const seenPlans = seen[String(community.id)];
    if (!seenPlans) {
      const rents = community.plans.map((plan) => plan.rent);
      alerts.push({ ...base, kind: "new-community", fromRent: rents.length > 0 ? Math.min(...rents) : null });
      continue;
    }
    for (const plan of community.plans) {
      const before = seenPlans[String(plan.id)];
      const then = rentsWhenSeen.get(plan.id);
      const planFacts = { planId: plan.id, planName: plan.name, beds: plan.beds, rent: plan.rent };
      // The day is the history's only when it agrees with the rent the renter saw.
      if (before && plan.rent < before.rent) alerts.push({ ...base, ...planFacts, kind: "rent-drop", previousRent: before.rent, previousOn: then?.rent === before.rent ? then.on : null });
      else if (!before && then && plan.rent < then.rent) alerts.push({ ...base, ...planFacts, kind: "rent-drop", previousRent: then.rent, previousOn: then.on });
      else if (plan.available && !before?.available) alerts.push({ ...base, ...planFacts, kind: "newly-available" });
    }
  }
  return alerts.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.title.localeCompare(b.title) ||
      a.communityId - b.communityId ||
      ("planId" in a && "planId" in b ? a.planId - b.planId : 0),
  );
}

/** A stable name of one alert: the e-mail job sends each at most once (the same drop found twice is one e-mail). */
export function alertKey(alert: SearchAlert): string {
  switch (alert.kind) {
    case "new-community":
      return `new:${alert.communityId}`;
    case "newly-available":
      return `available:${alert.planId}`;
    case "rent-drop":
      return `drop:${alert.planId}:${alert.rent}`;
  }
}
