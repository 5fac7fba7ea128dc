/** Words before an amenity that are the renter's requirement for it: "covered parking", "heated pool", "24-hour gym". */
export const QUALIFIERS: ReadonlySet<string> = new Set([
  "covered", "garage", "reserved", "assigned", "gated", "secure", "secured", "heated", "saltwater", "salt", "water", "indoor", "outdoor",
  "private", "fenced", "attached", "underground", "stackable", "full", "size", "sized", "24", "hour", "7", "resort", "style", "free",
  "tandem", "shaded", "lap", "infinity",
]);
