/**
 * An import's preview as the admin's page shows it (issue 29): the plan's records in four groups (new, changed,
 * unchanged, rejected), each list cut at a limit with the number left out, so a preview of a huge file stays a
 * page a browser renders (the command line is for those). Pure: built from the plan's summary and the first
 * records of each group; the page's loader sends this, never the whole change set.
 */
import type { CommunityChange, FieldChange, ImportPlan, PlanChange, PlannedChange } from "./import-plan.ts";

export interface ViewLimits {
  /** Changed records (communities and plans) shown, field by field. */
  changed: number;
  /** New communities and new plans shown, each. */
  created: number;
  rejected: number;
}

export const PREVIEW_LIMITS: ViewLimits = { changed: 500, created: 500, rejected: 1_000 };

export interface ChangedRecord {
  kind: "community" | "plan";
  /** "Bayou Lofts" or "Bayou Lofts · A1". */
  label: string;
  /** The file's lines the record came from. */
  lines: number[];
  changes: FieldChange[];
}

export interface NewPlan {
  community: string;
  name: string;
  line: number;
  beds: string;
  baths: string;
  sqft: string;
  rent: string;
  availableFrom: string;
  unitsAvailable: string;
}

export interface PreviewView {
  kind: ImportPlan["kind"];
  rows: number;
  notices: string[];
  newCommunities: { title: string; slug: string; lines: number[]; placedAt: "zip" | "neighborhood" | null; plans: number }[];
  newPlans: NewPlan[];
  changed: ChangedRecord[];
  unchanged: ImportPlan["unchanged"];
  rejected: ImportPlan["rejected"];
  unknown: ImportPlan["unknown"];
  /** How many of each list the view left out. */
  more: { newCommunities: number; newPlans: number; changed: number; rejected: number };
  totals: { newCommunities: number; newPlans: number; changedCommunities: number; changedPlans: number };
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * The first records of each group, in the plan's order, as the database hands them to the page
 * (db/queries/catalogue/preview-import.ts previewSample): never the whole change set.
 */
export interface PreviewSample {
  newCommunities: CommunityChange[];
  newPlans: PlanChange[];
  /** Changed records: a community whose own fields changed, and changed plans, in the plan's order (a community before its plans). */
  changed: PlannedChange[];
  /** How many changed records there are in all (a community whose plans alone changed is not one). */
  changedTotal: number;
}

export function previewView(plan: ImportPlan, sample: PreviewSample, limits: ViewLimits = PREVIEW_LIMITS): PreviewView {
  const created = sample.newCommunities.slice(0, limits.created);
  const createdPlans = sample.newPlans.slice(0, limits.created);
  const changed = sample.changed.slice(0, limits.changed).map(({ resource, change }): ChangedRecord =>
    resource === "community"
      ? { kind: "community", label: change.title, lines: change.lines, changes: change.changes }
      : { kind: "plan", label: `${change.communityTitle || change.community} · ${text(change.values.name)}`, lines: [change.line], changes: change.changes },
  );
  const { totals } = plan;
  return {
    kind: plan.kind,
    rows: plan.rows,
    notices: plan.notices,
    newCommunities: created.map((c) => ({ title: c.title, slug: c.slug, lines: c.lines, placedAt: c.placedAt ?? (c.locationApproximate ? "neighborhood" : null), plans: c.newPlans })),
    newPlans: createdPlans.map((p) => ({
      community: p.communityTitle || p.community,
      name: text(p.values.name),
      line: p.line,
      beds: text(p.values.beds),
      baths: text(p.values.baths),
      sqft: text(p.values.sqft),
      rent: text(p.values.rent),
      availableFrom: text(p.values.availableFrom),
      unitsAvailable: text(p.values.unitsAvailable),
    })),
    changed,
    unchanged: plan.unchanged,
    rejected: plan.rejected.slice(0, limits.rejected),
    unknown: plan.unknown,
    more: {
      newCommunities: Math.max(0, totals.newCommunities - created.length),
      newPlans: Math.max(0, totals.newPlans - createdPlans.length),
      changed: Math.max(0, sample.changedTotal - changed.length),
      rejected: Math.max(0, plan.rejected.length - limits.rejected),
    },
    totals: { newCommunities: totals.newCommunities, newPlans: totals.newPlans, changedCommunities: totals.changedCommunities, changedPlans: totals.changedPlans },
  };
}
