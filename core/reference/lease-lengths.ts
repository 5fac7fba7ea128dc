/** Lease lengths a renter can choose (spec section 9); 'custom' carries free text. */
export const LEASE_LENGTHS = [
  "month-to-month",
  "3-month",
  "6-month",
  "12-month",
  "18-month",
  "24-month",
  "flexible",
  "custom",
] as const;

export type LeaseLength = (typeof LEASE_LENGTHS)[number];

export const LEASE_LENGTH_LABELS: Record<LeaseLength, string> = {
  "month-to-month": "Month-to-month",
  "3-month": "3 months",
  "6-month": "6 months",
  "12-month": "12 months",
  "18-month": "18 months",
  "24-month": "24 months",
  flexible: "Flexible",
  custom: "Custom...",
};

/** Terms a community can offer (everything but the renter-side 'flexible' and 'custom'). */
export const OFFERED_LEASE_TERMS = ["month-to-month", "3-month", "6-month", "12-month", "18-month", "24-month"] as const;

export type OfferedLeaseTerm = (typeof OFFERED_LEASE_TERMS)[number];
