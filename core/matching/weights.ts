/**
 * How much each soft rule counts, as one table. A rule whose preference is
 * unset is left out and the percentage is taken over the rules that remain,
 * so a sparse profile still spreads communities from 0 to 100. Amenities share
 * their weight equally among the amenities wished for.
 *
 * Hard limits (budget + tolerance, bedrooms, pets, availability) are not
 * weighted: they remove a community (see hard-limits.ts).
 */
export const RULE_WEIGHTS = {
  price: 20,
  neighborhood: 20,
  commute: 15,
  amenities: 15,
  size: 8,
  bathrooms: 7,
  leaseLength: 8,
  freshness: 7,
} as const;

export type SoftRule = keyof typeof RULE_WEIGHTS;

/** Rule names as they read in a sentence ("scored on price, neighborhood and commute"). */
export const RULE_LABELS: Record<SoftRule, string> = {
  price: "price",
  neighborhood: "neighborhood",
  commute: "commute",
  amenities: "amenities",
  size: "size",
  bathrooms: "bathrooms",
  leaseLength: "lease length",
  freshness: "listing freshness",
};

/** The stable rule name of one wished amenity in MatchResult.rules: "amenity:washer-dryer". */
export const amenityRuleName = (key: string) => `amenity:${key}`;
