/**
 * What a month at a community really costs: the advertised rent plus the fees
 * every renter pays each month.
 *
 * Which fees count (the decision, in one place):
 * - Parking is mandatory monthly: in the data, `parking_fee` is the monthly
 *   charge for the one space each lease includes; renters without a car are the
 *   exception, so the honest headline number includes it.
 * - Pet rent is monthly but conditional: only renters with a pet pay it. It is
 *   shown beside the total as an optional add-on, never in it.
 * - Application and admin fees are paid once, at application and move-in. They
 *   are listed separately as one-time costs and never spread over the months.
 */

export interface CommunityFees {
  applicationFee: number;
  adminFee: number;
  petRent: number;
  parkingFee: number;
}

export interface PlanPrice {
  name: string;
  beds: number;
  rent: number;
}

export interface MonthlyCostLine {
  label: string;
  amount: number;
}

export interface MonthlyCost {
  /** The plan the figure is for: the cheapest by rent. */
  plan: PlanPrice;
  rent: number;
  /** Fees added to the rent every month (zero-amount fees are left out). */
  mandatoryMonthly: MonthlyCostLine[];
  /** rent + every mandatory monthly fee. */
  total: number;
  /** Monthly charges only some renters pay (pet rent), not in the total. */
  optionalMonthly: MonthlyCostLine[];
  /** Charges paid once (application, admin), not in the total. */
  oneTime: MonthlyCostLine[];
  /** Sum of the one-time charges. */
  oneTimeTotal: number;
}

function nonZero(lines: MonthlyCostLine[]): MonthlyCostLine[] {
  return lines.filter((line) => line.amount > 0);
}

/** The cheapest plan (ties: the first listed); null when there are no plans. */
export function cheapestPlan<P extends PlanPrice>(plans: readonly P[]): P | null {
  let best: P | null = null;
  for (const plan of plans) if (best === null || plan.rent < best.rent) best = plan;
  return best;
}

/**
 * The monthly cost of the cheapest plan with mandatory fees added; null when
 * the community lists no floor plans (there is no rent to start from).
 */
export function monthlyCostOfCheapestPlan(
  plans: readonly PlanPrice[],
  fees: CommunityFees,
  options: { petsAllowed: boolean },
): MonthlyCost | null {
  const plan = cheapestPlan(plans);
  if (!plan) return null;
  const mandatoryMonthly = nonZero([{ label: "Parking", amount: fees.parkingFee }]);
  const optionalMonthly = options.petsAllowed ? nonZero([{ label: "Pet rent (with a pet)", amount: fees.petRent }]) : [];
  const oneTime = nonZero([
    { label: "Application fee", amount: fees.applicationFee },
    { label: "Admin fee", amount: fees.adminFee },
  ]);
  return {
    plan: { name: plan.name, beds: plan.beds, rent: plan.rent },
    rent: plan.rent,
    mandatoryMonthly,
    total: plan.rent + mandatoryMonthly.reduce((sum, line) => sum + line.amount, 0),
    optionalMonthly,
    oneTime,
    oneTimeTotal: oneTime.reduce((sum, line) => sum + line.amount, 0),
  };
}
