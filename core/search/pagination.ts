/**
 * Which page numbers a pager shows: always the first and the last, a window
 * around the current page, and a gap marker where pages are skipped.
 * 1 … 4 5 [6] 7 8 … 40
 */
export type PagerItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagerItems(page: number, pageCount: number, around = 1): PagerItem[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1, current: false });
    else if (p - previous > 2) items.push({ kind: "gap", key: `gap-${previous}-${p}` });
    items.push({ kind: "page", page: p, current: p === page });
    previous = p;
  }
  return items;
}
