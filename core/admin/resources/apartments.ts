/** The communities section ("Apartments" in the menu): listings, their floor plans, amenities and photos. */
import { OFFERED_LEASE_TERMS, LEASE_LENGTH_LABELS } from "../../reference/lease-lengths.ts";
import type { FormCheck } from "../form.ts";
import { DEFAULT_TOUR_HOURS, DEFAULT_TOUR_MINUTES, parseTourHoursLines, tourHoursLine, TOUR_MINUTES_MAX, TOUR_MINUTES_MIN } from "../../tours/tour-hours.ts";
import type { FieldSpec, ResourceSpec } from "../resource.ts";
import { STALE_AFTER_DAYS as VERIFIED_STALE_DAYS } from "../../matching/freshness.ts";
import { SPECIAL_AMOUNT_MAX, SPECIAL_MONTHS_FREE_MAX, SPECIAL_TEXT_MAX } from "../../catalogue/specials.ts";
import { parseParkingLines } from "../../reference/parking.ts";
import { DOG_WEIGHT_LIMIT_MAX, DOG_WEIGHT_LIMIT_MIN, MAX_PETS_MAX, MAX_PETS_MIN } from "../../pets/pet-policy-limits.ts";

/** Availability older than this is stale: search ranks the community lower and says so (core/matching/freshness.ts). */
export { STALE_AFTER_DAYS as VERIFIED_STALE_DAYS } from "../../matching/freshness.ts";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

const PETS_GROUP = "Pets, fees and parking";
const SPECIAL_GROUP = "Move-in special";

const count = (n: number) => `${n} ${n === 1 ? "community" : "communities"}`;

export const apartmentsResource: ResourceSpec = {
  key: "apartments",
  title: "Apartments",
  singular: "community",
  plural: "communities",
  searchHint: "name, slug, address or ZIP code",
  columns: [
    { key: "title", label: "Community", kind: "text", sortable: true },
    { key: "neighborhood", label: "Neighborhood", kind: "text", sortable: true },
    { key: "minPrice", label: "Rent from", kind: "money", sortable: true, align: "end" },
    { key: "maxPrice", label: "Rent to", kind: "money", sortable: true, align: "end", shown: false },
    { key: "plans", label: "Plans", kind: "number", sortable: true, align: "end" },
    { key: "unitsAvailable", label: "Units available", kind: "number", sortable: true, align: "end" },
    { key: "verifiedAt", label: "Availability checked", kind: "date", sortable: true },
    { key: "published", label: "On the site", kind: "boolean", sortable: true },
    { key: "featured", label: "Featured", kind: "boolean", sortable: true, shown: false },
    { key: "yearBuilt", label: "Built", kind: "number", sortable: true, shown: false },
    { key: "updatedAt", label: "Last change", kind: "datetime", sortable: true, shown: false },
  ],
  filters: [
    { key: "neighborhood", label: "Neighborhood", options: [] },
    {
      key: "verified",
      label: "Availability",
      options: [
        { value: "stale", label: `Not checked for ${VERIFIED_STALE_DAYS} days` },
        { value: "fresh", label: `Checked in the last ${VERIFIED_STALE_DAYS} days` },
      ],
    },
    { key: "published", label: "On the site", options: YES_NO },
    { key: "featured", label: "Featured", options: YES_NO },
  ],
  defaultSort: { key: "title", dir: "asc" },
  bulkActions: [
    { key: "verify", label: "Mark availability checked today", confirm: (n) => `Mark availability checked today for ${count(n)}?` },
    { key: "publish", label: "Show on the site", confirm: (n) => `Show ${count(n)} on the site?` },
    { key: "hide", label: "Hide from the site", confirm: (n) => `Hide ${count(n)} from the site? They stay here.` },
    { key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${count(n)} with their floor plans and photos? This cannot be undone.` },
  ],
  fields: [
    { name: "title", label: "Name", kind: "text", required: true },
    { name: "slug", label: "Slug", kind: "slug", help: "The address: /apartments/{slug}. Left blank, it is made from the name." },
    { name: "neighborhoodId", label: "Neighborhood", kind: "select", optionsFrom: "neighborhoods", required: true },
    { name: "published", label: "Shown on the site", kind: "checkbox", defaultValue: "on", help: "Hidden communities stay here and leave every public page, search and A.L.I. answer." },
    { name: "featured", label: "Featured", kind: "checkbox" },
    { name: "description", label: "Description", kind: "textarea", wide: true, published: true },
    { name: "streetAddress", label: "Street address", kind: "text", required: true, group: "Address and contact" },
    { name: "postalCode", label: "ZIP code", kind: "text", required: true, group: "Address and contact" },
    { name: "phone", label: "Leasing phone", kind: "text", required: true, group: "Address and contact" },
    { name: "latitude", label: "Latitude", kind: "decimal", required: true, group: "Address and contact", min: 29, max: 30.5 },
    { name: "longitude", label: "Longitude", kind: "decimal", required: true, group: "Address and contact", min: -96.2, max: -94.7 },
    { name: "yearBuilt", label: "Year built", kind: "integer", required: true, group: "Address and contact", min: 1800, max: 2100 },
    {
      name: "petPolicy",
      label: "Pet policy",
      kind: "textarea",
      required: true,
      group: PETS_GROUP,
      wide: true,
      help: "As renters read it on the community's page. The fields below are its facts, which search and A.L.I. use: keep them in step.",
    },
    { name: "dogsAllowed", label: "Dogs allowed", kind: "checkbox", group: PETS_GROUP },
    { name: "catsAllowed", label: "Cats allowed", kind: "checkbox", group: PETS_GROUP, help: "Neither ticked: no pets. Assistance animals are welcome either way." },
    { name: "maxPets", label: "Pets per home (at most)", kind: "integer", group: PETS_GROUP, min: MAX_PETS_MIN, max: MAX_PETS_MAX, help: "Blank: the policy sets no number." },
    {
      name: "dogWeightLimitLb",
      label: "Dog weight limit (lb)",
      kind: "integer",
      group: PETS_GROUP,
      min: DOG_WEIGHT_LIMIT_MIN,
      max: DOG_WEIGHT_LIMIT_MAX,
      help: "The heaviest dog taken. Blank: no weight limit.",
    },
    { name: "breedRestrictions", label: "Breed restrictions", kind: "checkbox", group: PETS_GROUP, help: "Some dog breeds are refused (say which in the policy)." },
    { name: "petFee", label: "Pet fee (one-time, per pet)", kind: "money", group: PETS_GROUP, max: 10_000, help: "Blank: not known; 0: none." },
    { name: "petDeposit", label: "Pet deposit (per pet)", kind: "money", group: PETS_GROUP, max: 10_000, help: "Refundable. Blank: not known; 0: none." },
    { name: "petRent", label: "Pet rent (monthly, per pet)", kind: "money", group: PETS_GROUP, max: 10_000 },
    {
      name: "parkingOptions",
      label: "Parking",
      kind: "lines",
      group: "Pets, fees and parking",
      help: "One kind per line with its monthly cost, e.g. “Garage $75” or “Surface lot included”. Blank: no parking. The Parking amenity and the quoted fee follow from these.",
    },
    { name: "applicationFee", label: "Application fee", kind: "money", group: "Pets, fees and parking", max: 10_000 },
    { name: "adminFee", label: "Admin fee", kind: "money", group: "Pets, fees and parking", max: 10_000 },
    { name: "specialText", label: "Move-in special", kind: "text", group: SPECIAL_GROUP, wide: true, published: true, help: "As renters read it: “1 month free on 12-month leases”. Shown on the site only between its dates." },
    { name: "specialAmount", label: "Special: dollars off", kind: "money", group: SPECIAL_GROUP, min: 1, max: SPECIAL_AMOUNT_MAX, help: "Once, off the move-in cost. Blank when not a sum." },
    { name: "specialMonthsFree", label: "Special: months free", kind: "decimal", group: SPECIAL_GROUP, min: 0.5, max: SPECIAL_MONTHS_FREE_MAX, step: 0.5, help: "Blank when not months." },
    { name: "specialStartsOn", label: "Special starts", kind: "date", group: SPECIAL_GROUP, help: "Blank: running now." },
    { name: "specialEndsOn", label: "Special ends", kind: "date", group: SPECIAL_GROUP, help: "The last day it is offered; it leaves the site by itself after." },
    {
      name: "tourHours",
      label: "Tour hours",
      kind: "lines",
      group: "Tours",
      defaultValue: DEFAULT_TOUR_HOURS.map(tourHoursLine).join("\n"),
      help: "One open day per line, Houston time, e.g. “Mon 09:00-18:00”; add “virtual” for virtual tours only that day. A day not listed has no tours.",
    },
    {
      name: "tourMinutes",
      label: "Tour length (minutes)",
      kind: "integer",
      required: true,
      group: "Tours",
      min: TOUR_MINUTES_MIN,
      max: TOUR_MINUTES_MAX,
      step: 5,
      defaultValue: String(DEFAULT_TOUR_MINUTES),
      help: "Slots start this many minutes apart.",
    },
    {
      name: "leaseTerms",
      label: "Lease terms",
      kind: "choices",
      group: "Pets, fees and parking",
      options: OFFERED_LEASE_TERMS.map((term) => ({ value: term, label: LEASE_LENGTH_LABELS[term] })),
      wide: true,
    },
  ],
  publicPath: (record) => `/apartments/${record.slug}`,
  creatable: true,
};

/** A floor plan, edited inline on its community's page. */
export const floorPlanFields: readonly FieldSpec[] = [
  { name: "name", label: "Plan name", kind: "text", required: true },
  { name: "beds", label: "Bedrooms", kind: "integer", required: true, min: 0, max: 10, help: "0 for a studio." },
  { name: "baths", label: "Bathrooms", kind: "decimal", required: true, min: 0.5, max: 10, step: 0.5 },
  { name: "sqft", label: "Square feet", kind: "integer", required: true, min: 100, max: 20_000 },
  { name: "rent", label: "Rent", kind: "money", required: true, min: 100, max: 100_000 },
  { name: "unitsAvailable", label: "Units available", kind: "integer", required: true, min: 0, max: 10_000 },
  { name: "availableFrom", label: "Available from", kind: "date", required: true },
];

/** How many floor plans one community may have, and how many empty rows the form offers for new ones. */
export const FLOOR_PLANS_MAX = 40;

/** A pet field that means something only when some pets are taken, with what it is called in a refusal. */
const PET_ONLY_FIELDS = [
  ["maxPets", "Pets per home"],
  ["breedRestrictions", "Breed restrictions"],
  ["petFee", "A pet fee"],
  ["petDeposit", "A pet deposit"],
  ["petRent", "Pet rent"],
] as const;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== false && value !== 0;

export const apartmentChecks: FormCheck[] = [
  (values) =>
    values.dogWeightLimitLb !== null && values.dogWeightLimitLb !== undefined && values.dogsAllowed !== true
      ? { field: "dogWeightLimitLb", message: "A dog weight limit needs “Dogs allowed” ticked; leave it blank for a community that takes no dogs." }
      : null,
  (values) => {
    if (values.dogsAllowed === true || values.catsAllowed === true) return null;
    const found = PET_ONLY_FIELDS.find(([name]) => isSet(values[name]));
    return found
      ? { field: found[0], message: `${found[1]} applies only where pets are allowed: tick “Dogs allowed” or “Cats allowed”, or leave it blank.` }
      : null;
  },
  (values) => {
    if (!Array.isArray(values.tourHours)) return null;
    const parsed = parseTourHoursLines(values.tourHours as string[]);
    return parsed.ok ? null : { field: "tourHours", message: parsed.message };
  },
  (values) => {
    if (!Array.isArray(values.parkingOptions)) return null;
    const parsed = parseParkingLines(values.parkingOptions as string[]);
    return parsed.ok ? null : { field: "parkingOptions", message: parsed.message };
  },
  ...specialChecks(),
  (values) =>
    typeof values.postalCode === "string" && !/^\d{5}$/.test(values.postalCode) ? { field: "postalCode", message: "ZIP code must be five digits." } : null,
  (values) =>
    typeof values.phone === "string" && values.phone.replace(/\D/g, "").length < 10
      ? { field: "phone", message: "Leasing phone needs at least 10 digits." }
      : null,
];

/** A special is words with an end date; a sum or months, not both; an end not before its start. */
function specialChecks(): FormCheck[] {
  const has = (value: unknown) => value !== null && value !== undefined && value !== "";
  return [
    (values) =>
      typeof values.specialText === "string" && values.specialText.length > SPECIAL_TEXT_MAX
        ? { field: "specialText", message: `A special must be at most ${SPECIAL_TEXT_MAX} characters.` }
        : null,
    (values) => {
      if (has(values.specialText)) return has(values.specialEndsOn) ? null : { field: "specialEndsOn", message: "A special needs the last day it is offered." };
      const stray = (["specialAmount", "specialMonthsFree", "specialStartsOn", "specialEndsOn"] as const).find((name) => has(values[name]));
      return stray ? { field: "specialText", message: "Describe the special in words, or clear its other fields." } : null;
    },
    (values) =>
      has(values.specialAmount) && has(values.specialMonthsFree)
        ? { field: "specialMonthsFree", message: "A special is dollars off or months free, not both: clear one." }
        : null,
    (values) =>
      has(values.specialMonthsFree) && typeof values.specialMonthsFree === "number" && !Number.isInteger(values.specialMonthsFree * 2)
        ? { field: "specialMonthsFree", message: "Months free go in halves: 0.5, 1, 1.5, …" }
        : null,
    (values) =>
      typeof values.specialStartsOn === "string" && typeof values.specialEndsOn === "string" && values.specialStartsOn > values.specialEndsOn
        ? { field: "specialEndsOn", message: "A special cannot end before it starts." }
        : null,
  ];
}
