/** The budget ranges of spec section 3, used by the listings filter and the budget picker. */
export const BUDGET_RANGES = [
  { id: "under-1000", label: "Under $1,000", min: null, max: 1000 },
  { id: "1000-1500", label: "$1,000 - $1,500", min: 1000, max: 1500 },
  { id: "1500-2000", label: "$1,500 - $2,000", min: 1500, max: 2000 },
  { id: "2000-2500", label: "$2,000 - $2,500", min: 2000, max: 2500 },
  { id: "2500-3000", label: "$2,500 - $3,000", min: 2500, max: 3000 },
  { id: "3000-plus", label: "$3,000+", min: 3000, max: null },
] as const satisfies readonly { id: string; label: string; min: number | null; max: number | null }[];

export type BudgetRangeId = (typeof BUDGET_RANGES)[number]["id"];
