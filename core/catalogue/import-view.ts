/**
 * An import's preview as the admin's page shows it (issue 29): the plan's records in four groups (new, changed,
 * unchanged, rejected), each list cut at a limit with the number left out, so a preview of a huge file stays a
 * page a browser renders (the command line is for those). Pure: the page's loader sends this, never the whole plan.
 */
import type { FieldChange, ImportPlan } from "./import-plan.ts";

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

export function previewView(plan: ImportPlan, limits: ViewLimits = PREVIEW_LIMITS): PreviewView {
  const titleOf = new Map(plan.communities.map((c) => [c.slug, c.title]));
  const created = plan.communities.filter((c) => c.action === "create");
  const createdPlans = plan.plans.filter((p) => p.action === "create");
  const planCountOf = new Map<string, number>();
  for (const p of createdPlans) planCountOf.set(p.community, (planCountOf.get(p.community) ?? 0) + 1);
  // Each changed community, then its changed plans: a community's rows read together.
  const changedPlansOf = new Map<string, ChangedRecord[]>();
  for (const p of plan.plans) {
    if (p.action !== "update") continue;
    const record: ChangedRecord = { kind: "plan", label: `${titleOf.get(p.community) ?? p.community} · ${text(p.values.name)}`, lines: [p.line], changes: p.changes };
    changedPlansOf.set(p.community, [...(changedPlansOf.get(p.community) ?? []), record]);
  }
  const changed: ChangedRecord[] = [];
  for (const c of plan.communities) {
    if (c.action !== "update") continue;
    if (c.changes.length) changed.push({ kind: "community", label: c.title, lines: c.lines, changes: c.changes });
    changed.push(...(changedPlansOf.get(c.slug) ?? []));
    changedPlansOf.delete(c.slug);
  }
  for (const rest of changedPlansOf.values()) changed.push(...rest);
  const changedCommunities = plan.communities.filter((c) => c.action === "update").length;

  return {
    kind: plan.kind,
    rows: plan.rows,
    notices: plan.notices,
    newCommunities: created.slice(0, limits.created).map((c) => ({ title: c.title, slug: c.slug, lines: c.lines, placedAt: c.placedAt ?? (c.locationApproximate ? "neighborhood" : null), plans: planCountOf.get(c.slug) ?? 0 })),
    newPlans: createdPlans.slice(0, limits.created).map((p) => ({
      community: titleOf.get(p.community) ?? p.community,
      name: text(p.values.name),
      line: p.line,
      beds: text(p.values.beds),
      baths: text(p.values.baths),
      sqft: text(p.values.sqft),
      rent: text(p.values.rent),
      availableFrom: text(p.values.availableFrom),
      unitsAvailable: text(p.values.unitsAvailable),
    })),
    changed: changed.slice(0, limits.changed),
    unchanged: plan.unchanged,
    rejected: plan.rejected.slice(0, limits.rejected),
    unknown: plan.unknown,
    more: {
      newCommunities: Math.max(0, created.length - limits.created),
      newPlans: Math.max(0, createdPlans.length - limits.created),
      changed: Math.max(0, changed.length - limits.changed),
      rejected: Math.max(0, plan.rejected.length - limits.rejected),
    },
    totals: { newCommunities: created.length, newPlans: createdPlans.length, changedCommunities, changedPlans: plan.plans.length - createdPlans.length },
  };
}
