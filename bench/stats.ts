/** Shared figures for the bench scripts. */

/** The p-th percentile (nearest rank) of ascending-sorted timings. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** "p50 1.2 ms   p95 3.4 ms   max 5.6 ms" for a list of timings in milliseconds. */
export function describeTimings(timings: readonly number[]): { p50: number; p95: number; max: number; text: string } {
  const sorted = [...timings].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const max = sorted.at(-1) ?? NaN;
  return { p50, p95, max, text: `p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   max ${max.toFixed(1).padStart(6)} ms` };
}
