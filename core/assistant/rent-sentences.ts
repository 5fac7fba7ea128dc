/**
 * Rent statistics in words, every figure read from catalogue-index.ts:
 * "2-bedroom rents in Midtown run $1,600-$2,400, median $1,850 (87 floor plans in 40 communities)."
 */
import { formatDollars } from "../format/ranges.ts";
import { formatCount } from "../matching/wording.ts";
import type { CatalogueIndex, RentStatistics } from "./catalogue-index.ts";
import { inPlace } from "./answer-context.ts";

/** "Studio", "1-bedroom", "2-bedroom". */
export function bedroomAdjective(beds: number): string {
  return beds === 0 ? "studio" : `${beds}-bedroom`;
}

/** "studios", "1-beds", "2-beds". */
export function bedroomPlural(beds: number): string {
  return beds === 0 ? "studios" : `${beds}-beds`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function plansPhrase(stats: RentStatistics): string {
  return `${formatCount(stats.plans)} floor plan${stats.plans === 1 ? "" : "s"} in ${formatCount(stats.communities)} communit${stats.communities === 1 ? "y" : "ies"}`;
}

/** One sentence for one neighborhood (null: the city) and bedroom count (null: all sizes). */
export function rentSentence(stats: RentStatistics | null, beds: number | null, place: { name: string } | null, { mean = false }: { mean?: boolean } = {}): string {
  const what = beds === null ? "rents" : `${bedroomAdjective(beds)} rents`;
  const where = inPlace(place);
  if (!stats) return `I don't have any ${beds === null ? "" : `${bedroomAdjective(beds)} `}floor plans listed ${where}, so I can't quote a rent there.`;
  if (stats.plans === 1) return `The one ${beds === null ? "" : `${bedroomAdjective(beds)} `}floor plan listed ${where} rents for ${formatDollars(stats.min)}.`;
  if (stats.min === stats.max) return `${capitalise(what)} ${where} are ${formatDollars(stats.min)} (${plansPhrase(stats)}).`;
  return `${capitalise(what)} ${where} run ${formatDollars(stats.min)}-${formatDollars(stats.max)}, median ${formatDollars(stats.median)}${mean ? ` and average ${formatDollars(stats.mean)}` : ""} (${plansPhrase(stats)}).`;
}

/** Medians per bedroom count: "studios $1,050, 1-beds $1,400, 2-beds $1,900 (median rents in Midtown, 420 floor plans)". */
export function rentOverview(catalogue: CatalogueIndex, neighborhood: { id: number; name: string } | null): string {
  const id = neighborhood?.id ?? null;
  const all = catalogue.rentStatistics(id, null);
  if (!all) return `I don't have any floor plans listed ${inPlace(neighborhood)}, so I can't quote rents there.`;
  const parts = catalogue
    .bedCounts(id)
    .map((beds) => ({ beds, stats: catalogue.rentStatistics(id, beds) as RentStatistics }))
    .map(({ beds, stats }) =>
      stats.min === stats.max ? `${bedroomPlural(beds)} ${formatDollars(stats.min)}` : `${bedroomPlural(beds)} ${formatDollars(stats.min)}-${formatDollars(stats.max)} (median ${formatDollars(stats.median)})`,
    );
  return `Rents ${inPlace(neighborhood)}: ${parts.join("; ")}, from ${plansPhrase(all)}.`;
}

/** "At $1,500 or less, 34 of 120 communities in Midtown have a 2-bedroom plan." */
export function budgetSentence(catalogue: CatalogueIndex, neighborhood: { id: number; name: string } | null, beds: number | null, budget: number): string {
  const id = neighborhood?.id ?? null;
  const fitting = catalogue.communitiesAtOrUnder(id, beds, budget);
  const total = catalogue.rentStatistics(id, beds)?.communities ?? 0;
  const plan = beds === null ? "a floor plan" : `a ${bedroomAdjective(beds)} plan`;
  if (total === 0) return `No community ${inPlace(neighborhood)} lists ${plan}.`;
  return `At ${formatDollars(budget)} or less, ${formatCount(fitting)} of ${formatCount(total)} communities ${inPlace(neighborhood)} have ${plan}.`;
}
