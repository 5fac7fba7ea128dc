/**
 * The catalogue's spreadsheet layout (issue 29, decision 039): one row per floor plan, the community's columns
 * repeated on each of its rows (a community without plans has one row with the plan columns blank). The same
 * layout is exported as CSV and as an Excel workbook and read back by the import; a weekly price sheet is the
 * same layout with only some of its columns. README "Catalogue spreadsheets" documents it for people.
 *
 * A column absent from a file leaves that field of every record as it is: that is what makes a price sheet (a
 * few columns) and a full catalogue (all of them) one code path.
 */
export type ColumnScope = "community" | "plan";

export interface LayoutColumn {
  /** The column's key: the mapping's target, and the header an export writes. */
  key: string;
  /** The header an export writes, as people read it. */
  header: string;
  scope: ColumnScope;
  /** The admin form's field the cell is read with (its rules), when it is one. */
  field?: string;
  /** Other headers a file may use for it (compared normalised: lower case, letters and digits only). */
  aliases?: readonly string[];
  /** What the README says about the cell's format. */
  format: string;
}

/** Every column, in the export's order. */
export const LAYOUT: readonly LayoutColumn[] = [
  { key: "community_slug", header: "Community slug", scope: "community", field: "slug", aliases: ["slug", "property id", "property slug"], format: "The community's address on the site (/apartments/{slug}); identifies it. Blank for a new community: made from its name." },
  { key: "community", header: "Community", scope: "community", field: "title", aliases: ["community name", "property", "property name", "name"], format: "Name. Identifies the community when the file has no slug column." },
  { key: "neighborhood", header: "Neighborhood", scope: "community", field: "neighborhoodId", aliases: ["area", "submarket"], format: "A neighborhood's name or slug, as in the admin." },
  { key: "street_address", header: "Street address", scope: "community", field: "streetAddress", aliases: ["address", "street"], format: "Text." },
  { key: "zip", header: "ZIP code", scope: "community", field: "postalCode", aliases: ["zip", "postal code", "zipcode"], format: "Five digits." },
  { key: "phone", header: "Leasing phone", scope: "community", field: "phone", aliases: ["phone", "phone number"], format: "At least 10 digits." },
  { key: "latitude", header: "Latitude", scope: "community", field: "latitude", aliases: ["lat"], format: "Decimal degrees. Blank for a new community: placed at its ZIP code's or neighborhood's centre, marked approximate." },
  { key: "longitude", header: "Longitude", scope: "community", field: "longitude", aliases: ["lng", "lon", "long"], format: "Decimal degrees (negative in Houston)." },
  { key: "year_built", header: "Year built", scope: "community", field: "yearBuilt", aliases: ["built"], format: "A year." },
  { key: "published", header: "On the site", scope: "community", field: "published", aliases: ["published", "shown on the site"], format: "yes or no." },
  { key: "featured", header: "Featured", scope: "community", field: "featured", format: "yes or no." },
  { key: "description", header: "Description", scope: "community", field: "description", format: "Text." },
  { key: "pet_policy", header: "Pet policy", scope: "community", field: "petPolicy", format: "The policy as renters read it." },
  { key: "dogs_allowed", header: "Dogs allowed", scope: "community", field: "dogsAllowed", aliases: ["dogs"], format: "yes or no." },
  { key: "cats_allowed", header: "Cats allowed", scope: "community", field: "catsAllowed", aliases: ["cats"], format: "yes or no." },
  { key: "max_pets", header: "Pets per home", scope: "community", field: "maxPets", aliases: ["max pets"], format: "A number, or blank for no limit." },
  { key: "dog_weight_limit_lb", header: "Dog weight limit (lb)", scope: "community", field: "dogWeightLimitLb", aliases: ["dog weight limit", "weight limit"], format: "Pounds, or blank for no limit." },
  { key: "breed_restrictions", header: "Breed restrictions", scope: "community", field: "breedRestrictions", format: "yes or no." },
  { key: "pet_fee", header: "Pet fee", scope: "community", field: "petFee", format: "Whole dollars, one-time per pet; blank when not known." },
  { key: "pet_deposit", header: "Pet deposit", scope: "community", field: "petDeposit", format: "Whole dollars per pet; blank when not known." },
  { key: "pet_rent", header: "Pet rent", scope: "community", field: "petRent", format: "Whole dollars a month per pet." },
  { key: "parking", header: "Parking", scope: "community", field: "parkingOptions", format: "Kinds with monthly costs, separated by semicolons: “Covered $50; Garage $75”; “Surface lot included”. Blank: none." },
  { key: "application_fee", header: "Application fee", scope: "community", field: "applicationFee", format: "Whole dollars." },
  { key: "admin_fee", header: "Admin fee", scope: "community", field: "adminFee", format: "Whole dollars." },
  { key: "lease_terms", header: "Lease terms", scope: "community", field: "leaseTerms", format: "Separated by semicolons: “12-month; 6-month; month-to-month”." },
  { key: "amenities", header: "Amenities", scope: "community", format: "Amenity keys or names separated by semicolons, a note in parentheses: “pool; gym; washer-dryer (in select units)”. Parking follows the Parking column." },
  { key: "special", header: "Special", scope: "community", field: "specialText", aliases: ["move-in special", "concession", "specials"], format: "The move-in special's words; blank: none." },
  { key: "special_amount", header: "Special amount", scope: "community", field: "specialAmount", format: "Dollars off, once; or blank." },
  { key: "special_months_free", header: "Special months free", scope: "community", field: "specialMonthsFree", format: "Months free in halves (0.5, 1, 1.5); or blank." },
  { key: "special_starts", header: "Special starts", scope: "community", field: "specialStartsOn", format: "YYYY-MM-DD (or M/D/YYYY); blank: running now." },
  { key: "special_ends", header: "Special ends", scope: "community", field: "specialEndsOn", format: "YYYY-MM-DD (or M/D/YYYY): the last day offered." },
  { key: "availability_checked", header: "Availability checked", scope: "community", aliases: ["verified", "last verified"], format: "YYYY-MM-DD: the day availability was last confirmed. A price sheet sets today's." },
  { key: "plan", header: "Floor plan", scope: "plan", field: "name", aliases: ["plan", "plan name", "floorplan", "unit type"], format: "The plan's name; identifies it within its community." },
  { key: "beds", header: "Bedrooms", scope: "plan", field: "beds", aliases: ["beds", "bed", "br", "bd"], format: "0 for a studio." },
  { key: "baths", header: "Bathrooms", scope: "plan", field: "baths", aliases: ["baths", "bath", "ba"], format: "In halves: 1, 1.5, 2." },
  { key: "sqft", header: "Square feet", scope: "plan", field: "sqft", aliases: ["sq ft", "sqft", "square footage", "size"], format: "Whole square feet." },
  { key: "rent", header: "Rent", scope: "plan", field: "rent", aliases: ["market rent", "price", "monthly rent", "rent from", "starting rent"], format: "Whole dollars a month." },
  { key: "available_from", header: "Available from", scope: "plan", field: "availableFrom", aliases: ["available", "available date", "avail date", "move-in date", "date available"], format: "YYYY-MM-DD (or M/D/YYYY)." },
  { key: "units_available", header: "Units available", scope: "plan", field: "unitsAvailable", aliases: ["units", "available units", "vacant", "units vacant", "number available"], format: "A whole number." },
];

export const COLUMNS_BY_KEY: ReadonlyMap<string, LayoutColumn> = new Map(LAYOUT.map((column) => [column.key, column]));

/** The columns a weekly price sheet has: the community and plan that identify the row, and the three it updates. */
export const PRICE_SHEET_KEYS = ["community", "plan", "rent", "available_from", "units_available"] as const;
/** Which of those the price sheet may leave out (a sheet of rents alone is still a price sheet). */
const PRICE_SHEET_IDENTITY = ["plan"] as const;

/** "Market Rent ($)" -> "marketrent": how headers are compared. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(\$\)|\$/g, "")
    .replace(/[^a-z0-9]+/g, "");
}

const HEADER_INDEX: ReadonlyMap<string, string> = new Map(
  LAYOUT.flatMap((column) => [column.key, column.header, ...(column.aliases ?? [])].map((name) => [normalizeHeader(name), column.key] as const)),
);

/** A header mapping: the file's header (normalised) -> a layout key, or "" for a column to ignore. */
export type HeaderMapping = Record<string, string>;

export interface MappedHeader {
  /** Position in the file. */
  index: number;
  /** As the file has it. */
  header: string;
  /** The layout key it fills; null when not mapped (the admin must map or ignore it). "" when ignored. */
  key: string | null;
}

/**
 * Each header mapped: by a remembered mapping of the file's source first, then by the layout's own names and
 * aliases. A header nobody knows stays unmapped (null) for the mapping step.
 */
export function mapHeaders(headers: readonly string[], remembered: HeaderMapping = {}): MappedHeader[] {
  return headers.map((header, index) => {
    const normal = normalizeHeader(header);
    const key = normal === "" ? "" : (remembered[normal] ?? HEADER_INDEX.get(normal) ?? null);
    return { index, header, key: key !== null && key !== "" && !COLUMNS_BY_KEY.has(key) ? null : key };
  });
}

export type MappingProblem = { kind: "unmapped"; headers: string[] } | { kind: "twice"; key: string; headers: string[] } | { kind: "no-identity" };

/** What stops a mapping from being read: unmapped headers, a column filled twice, no column naming the community. */
export function mappingProblems(mapped: readonly MappedHeader[]): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const unmapped = mapped.filter((m) => m.key === null).map((m) => m.header);
  if (unmapped.length) problems.push({ kind: "unmapped", headers: unmapped });
  const byKey = new Map<string, string[]>();
  for (const m of mapped) if (m.key) byKey.set(m.key, [...(byKey.get(m.key) ?? []), m.header]);
  for (const [key, headers] of byKey) if (headers.length > 1) problems.push({ kind: "twice", key, headers });
  if (!byKey.has("community") && !byKey.has("community_slug")) problems.push({ kind: "no-identity" });
  return problems;
}

export function mappingProblemText(problem: MappingProblem): string {
  if (problem.kind === "unmapped") return `These columns match nothing in the catalogue layout: ${problem.headers.map((h) => `“${h}”`).join(", ")}. Map each to a column, or ignore it.`;
  if (problem.kind === "twice") return `${problem.headers.map((h) => `“${h}”`).join(" and ")} both fill “${COLUMNS_BY_KEY.get(problem.key)?.header ?? problem.key}”: keep one.`;
  return "The file needs a column naming the community: “Community” (its name) or “Community slug”.";
}

/**
 * A price sheet has only the price-sheet columns (community, plan, and some of rent, available from and units
 * available): it updates those fields of the plans it lists, and stamps the communities it lists as checked today.
 */
export function isPriceSheet(keys: readonly string[]): boolean {
  const present = new Set(keys.filter(Boolean));
  const allowed = new Set<string>([...PRICE_SHEET_KEYS, "community_slug"]);
  return (
    [...present].every((key) => allowed.has(key)) &&
    PRICE_SHEET_IDENTITY.every((key) => present.has(key)) &&
    ["rent", "available_from", "units_available"].some((key) => present.has(key))
  );
}
