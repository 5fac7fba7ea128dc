/** How a drive time scores: shorter is better, in a straight line between two thresholds. */

/** At or under this many minutes a commute gets full marks. */
export const COMMUTE_FULL_MARKS_MINUTES = 15;
/** At or over this many minutes a commute scores nothing. */
export const COMMUTE_ZERO_MINUTES = 60;

/** 1 for a short drive, falling linearly to 0 at COMMUTE_ZERO_MINUTES. */
export function commuteScore(driveMinutes: number): number {
  if (driveMinutes <= COMMUTE_FULL_MARKS_MINUTES) return 1;
  if (driveMinutes >= COMMUTE_ZERO_MINUTES) return 0;
  return (COMMUTE_ZERO_MINUTES - driveMinutes) / (COMMUTE_ZERO_MINUTES - COMMUTE_FULL_MARKS_MINUTES);
}
