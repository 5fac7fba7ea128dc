/**
 * The neighborhoods section: what renters browse by and A.L.I. resolves places to. A neighborhood's typical rent
 * is not typed here: it is computed from its communities' floor plans (core/search/typical-rent.ts).
 */
import type { FormCheck } from "../form.ts";
import type { ResourceSpec } from "../resource.ts";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const neighborhoodsResource: ResourceSpec = {
  key: "neighborhoods",
  title: "Neighborhoods",
  singular: "neighborhood",
  plural: "neighborhoods",
  searchHint: "name, slug, alias or ZIP code",
  columns: [
    { key: "name", label: "Name", kind: "text", sortable: true },
    { key: "slug", label: "Slug", kind: "text", sortable: true, shown: false },
    { key: "communities", label: "Communities", kind: "number", sortable: true, align: "end" },
    { key: "zipCodes", label: "ZIP codes", kind: "tags", shown: false },
    { key: "featured", label: "Featured", kind: "boolean", sortable: true },
    { key: "updatedAt", label: "Last change", kind: "datetime", sortable: true },
  ],
  filters: [
    { key: "featured", label: "Featured", options: YES_NO },
    { key: "empty", label: "Has communities", options: YES_NO },
  ],
  defaultSort: { key: "name", dir: "asc" },
  bulkActions: [
    { key: "feature", label: "Feature", confirm: (n) => `Feature ${n} ${n === 1 ? "neighborhood" : "neighborhoods"} on the home page?` },
    { key: "unfeature", label: "Stop featuring", confirm: (n) => `Stop featuring ${n} ${n === 1 ? "neighborhood" : "neighborhoods"}?` },
    { key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${n} ${n === 1 ? "neighborhood" : "neighborhoods"}? This cannot be undone.` },
  ],
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "slug", label: "Slug", kind: "slug", help: "The address: /neighborhoods/{slug}. Left blank, it is made from the name. A changed slug keeps the old address working." },
    { name: "description", label: "Description", kind: "textarea", required: true, wide: true, published: true },
    { name: "highlights", label: "Highlights", kind: "lines", help: "One per line, shown as the page's bullet points.", wide: true, published: true },
    { name: "aliases", label: "Aliases", kind: "lines", help: "What renters type for this place, one per line: nicknames, landmarks, common misspellings." },
    { name: "zipCodes", label: "ZIP codes", kind: "lines", help: "Five-digit ZIP codes it covers, one per line." },
    { name: "latitude", label: "Latitude", kind: "decimal", required: true, group: "Place", min: 29, max: 30.5, help: "Its center; the commute model measures from here." },
    { name: "longitude", label: "Longitude", kind: "decimal", required: true, group: "Place", min: -96.2, max: -94.7 },
    { name: "featured", label: "Featured on the home page", kind: "checkbox", group: "Place" },
  ],
  publicPath: (record) => `/neighborhoods/${record.slug}`,
  creatable: true,
};

export const neighborhoodChecks: FormCheck[] = [
  (values) =>
    Array.isArray(values.zipCodes) && values.zipCodes.some((zip) => !/^\d{5}$/.test(zip))
      ? { field: "zipCodes", message: "Each ZIP code must be five digits." }
      : null,
];
