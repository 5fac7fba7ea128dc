/**
 * "I work at the Galleria, where should I live?": the covered neighborhoods
 * ranked by the commute model of core/commute (drive minutes from the
 * neighborhood's centre; METRORail named where both ends are a walk from a
 * station), each with its typical (median) rent for the renter's bedroom
 * count (else 1-bedroom). The destination is saved as the commute by
 * remember.ts when the message states it.
 */
import { AVERAGE_DRIVE_SPEED_MPH, estimateCommute } from "../commute/estimate-drive.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import { nearestRailWalk } from "../commute/walk-to-rail.ts";
import { formatDollars } from "../format/ranges.ts";
import type { AnswerContext } from "./answer-context.ts";
import { WHERE_TO_LIVE } from "./answer-commute.ts";
import { cardMarker } from "./markers.ts";
import { bedroomAdjective } from "./rent-sentences.ts";

export const WHERE_TO_LIVE_SHOWN = 5;

/** "where should I live", "short commute", "close to work": the renter asks where to live for the commute. */
const CLOSE_TO_WORK = /\b(?:short(?:est)? (?:commute|drive)|(?:close|closest|near|nearest) to (?:work|my (?:job|office|work|school|campus))|easy commute|quick commute|best (?:areas?|neighborhoods?|places?) (?:to live|for))\b/;

/** Where the renter commutes to, when the message asks where to live for that commute ("where should I live", "short commute"). */
export function whereToLiveDestination(context: AnswerContext): string | null {
  const commute = context.understanding.set.commuteTo ?? context.profile.commuteTo;
  if (!commute || !(WHERE_TO_LIVE.test(context.text) || CLOSE_TO_WORK.test(context.text))) return null;
  return resolveDestination(commute, context.lookups.knowledge.neighborhoods) ? commute : null;
}

/** The neighborhoods closest to the destination (a place on the gazetteer), with the drive and the typical rent. */
export function answerWhereToLive(context: AnswerContext, commuteTo: string): string {
  const { lookups, profile } = context;
  const destination = resolveDestination(commuteTo, lookups.knowledge.neighborhoods);
  if (!destination) return `I couldn't find '${commuteTo}' on my map of Houston. Try a landmark, an employer or a neighborhood, such as 'Texas Medical Center' or 'Downtown'.`;
  const beds = profile.bedrooms ?? 1;
  const destinationRail = nearestRailWalk(destination);
  const ranked = lookups.knowledge.neighborhoods
    .filter((n) => (lookups.catalogue.byNeighborhood.get(n.id)?.length ?? 0) > 0)
    .map((n) => ({ n, commute: estimateCommute(n, destination) }))
    .sort((a, b) => a.commute.driveMinutes - b.commute.driveMinutes || a.n.name.localeCompare(b.n.name))
    .slice(0, WHERE_TO_LIVE_SHOWN);
  const lines = ranked.map(({ n, commute }, i) => {
    const stats = lookups.catalogue.rentStatistics(n.id, beds);
    const rent = stats ? `typical ${bedroomAdjective(beds)} rent ${formatDollars(stats.median)}` : `no ${bedroomAdjective(beds)} plans listed`;
    const rail = commute.railWalk && destinationRail && commute.railWalk.station.name !== destinationRail.station.name ? `; METRORail from ${commute.railWalk.station.name} to ${destinationRail.station.name}` : "";
    return `${i + 1}. ${cardMarker("neighborhood", n.slug)} ${n.name}: ${commute.miles < 0.5 ? `you'd be there already (about ${commute.driveMinutes} min by car)` : `about ${commute.driveMinutes} min by car (${commute.miles} mi)`}${rail}; ${rent}.`;
  });
  return [
    `For a short commute to ${destination.name}, these neighborhoods are closest:`,
    ...lines,
    `Drive times are estimated from the distance at a ${AVERAGE_DRIVE_SPEED_MPH} mph door-to-door average (traffic not included); typical rent is the median ${bedroomAdjective(beds)} rent. Want me to search one of them?`,
  ].join("\n");
}
