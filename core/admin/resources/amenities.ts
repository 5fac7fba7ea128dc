/** The amenities section: what renters filter by and the words A.L.I. recognizes for each. */
import type { ResourceSpec } from "../resource.ts";

export const amenitiesResource: ResourceSpec = {
  key: "amenities",
  title: "Amenities",
  singular: "amenity",
  plural: "amenities",
  searchHint: "name, key or synonym",
  columns: [
    { key: "displayName", label: "Name", kind: "text", sortable: true },
    { key: "name", label: "Key", kind: "text", sortable: true },
    { key: "synonyms", label: "Synonyms", kind: "tags" },
    { key: "communities", label: "Communities", kind: "number", sortable: true, align: "end" },
    { key: "updatedAt", label: "Last change", kind: "datetime", sortable: true, shown: false },
  ],
  filters: [
    {
      key: "used",
      label: "Used by communities",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
    },
  ],
  defaultSort: { key: "displayName", dir: "asc" },
  bulkActions: [
    {
      key: "delete",
      label: "Delete",
      destructive: true,
      confirm: (n) => `Delete ${n} ${n === 1 ? "amenity" : "amenities"}? Communities that have ${n === 1 ? "it" : "them"} lose ${n === 1 ? "it" : "them"}.`,
    },
  ],
  fields: [
    { name: "displayName", label: "Name", kind: "text", required: true, help: "As renters read it: “Washer/Dryer in Unit”." },
    { name: "name", label: "Key", kind: "slug", help: "The stable key in filters and URLs (washer-dryer). Left blank, it is made from the name." },
    { name: "synonyms", label: "Synonyms", kind: "lines", help: "Words renters use for it, one per line (“w/d”, “laundry in unit”): the search and A.L.I. match them.", wide: true },
  ],
  publicPath: null,
  creatable: true,
};
