/**
 * Spec section 3: what the preferences panel offers when the neighborhood or
 * amenity list cannot be loaded. Keys are the catalogue's slugs and amenity
 * names, which the preferences API accepts in place of ids.
 */
export const FALLBACK_NEIGHBORHOODS = [
  { slug: "downtown", name: "Downtown" },
  { slug: "midtown", name: "Midtown" },
  { slug: "montrose", name: "Montrose" },
  { slug: "heights", name: "The Heights" },
  { slug: "medical-center", name: "Medical Center" },
  { slug: "uptown", name: "Uptown/Galleria" },
  { slug: "museum-district", name: "Museum District" },
  { slug: "rice-village", name: "Rice Village" },
] as const;

export const FALLBACK_AMENITIES = [
  { name: "pool", displayName: "Pool" },
  { name: "gym", displayName: "Fitness Center" },
  { name: "pets", displayName: "Pet Friendly" },
  { name: "balcony", displayName: "Balcony" },
  { name: "washer-dryer", displayName: "Washer/Dryer" },
  { name: "parking", displayName: "Parking" },
  { name: "dishwasher", displayName: "Dishwasher" },
  { name: "ac", displayName: "Air Conditioning" },
] as const;
