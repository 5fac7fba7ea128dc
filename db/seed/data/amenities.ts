import type { AmenitySeed } from "../types.ts";

/**
 * Amenities renters can filter by. Synonyms are lower-case phrases people
 * actually type; each synonym belongs to exactly one amenity.
 */
export const amenitySeeds: AmenitySeed[] = [
  {
    name: "pool",
    displayName: "Pool",
    synonyms: ["pool", "swimming pool", "resort-style pool", "saltwater pool", "heated pool", "swimming"],
  },
  {
    name: "gym",
    displayName: "Fitness Center",
    synonyms: ["gym", "fitness", "fitness center", "workout room", "24-hour gym", "weight room"],
  },
  {
    name: "pets",
    displayName: "Pet Friendly",
    synonyms: ["pet friendly", "pets allowed", "pet", "pets", "dog", "dogs", "cat", "cats"],
  },
  {
    name: "balcony",
    displayName: "Balcony",
    synonyms: ["balcony", "private balcony", "patio", "patio/balcony", "balconies"],
  },
  {
    name: "washer-dryer",
    displayName: "In-Unit Washer/Dryer",
    synonyms: ["w/d", "washer and dryer", "in-unit laundry", "laundry in unit", "washer dryer", "w/d connections", "washer/dryer"],
  },
  {
    name: "parking",
    displayName: "Parking",
    synonyms: ["parking", "covered parking", "garage", "garage parking", "reserved parking", "parking spot"],
  },
  {
    name: "dishwasher",
    displayName: "Dishwasher",
    synonyms: ["dishwasher", "dish washer", "dishwashers"],
  },
  {
    name: "ac",
    displayName: "Air Conditioning",
    synonyms: ["ac", "central air", "a/c", "air conditioning", "central ac", "air conditioner"],
  },
  {
    name: "ev-charging",
    displayName: "EV Charging",
    synonyms: ["ev charging", "ev charger", "electric car charging", "tesla charger", "car charger", "ev"],
  },
  {
    name: "controlled-access",
    displayName: "Controlled Access",
    synonyms: ["gated", "gated community", "controlled access", "secure entry", "key fob entry", "limited access gates"],
  },
  {
    name: "elevator",
    displayName: "Elevator",
    synonyms: ["elevator", "elevators", "lift", "elevator building"],
  },
  {
    name: "dog-park",
    displayName: "Dog Park",
    synonyms: ["dog park", "bark park", "dog run", "pet park", "off-leash area"],
  },
  {
    name: "furnished",
    displayName: "Furnished",
    synonyms: ["furnished", "fully furnished", "corporate housing", "furnished apartment", "short-term furnished"],
  },
  {
    name: "rooftop",
    displayName: "Rooftop Deck",
    synonyms: ["rooftop", "rooftop deck", "roof deck", "sky lounge", "rooftop terrace"],
  },
  {
    name: "package-lockers",
    displayName: "Package Lockers",
    synonyms: ["package lockers", "package locker", "parcel lockers", "package room", "amazon locker"],
  },
  {
    name: "coworking",
    displayName: "Coworking Space",
    synonyms: ["coworking", "co-working", "coworking space", "business center", "work from home space", "conference room"],
  },
  {
    name: "concierge",
    displayName: "Concierge",
    synonyms: ["concierge", "doorman", "front desk", "concierge service", "24-hour concierge"],
  },
  {
    name: "storage",
    displayName: "Storage",
    synonyms: ["storage", "storage unit", "storage units", "extra storage", "storage closet"],
  },
  {
    name: "bike-storage",
    displayName: "Bike Storage",
    synonyms: ["bike storage", "bike room", "bicycle storage", "bike rack", "bike racks"],
  },
  {
    name: "wheelchair-accessible",
    displayName: "Wheelchair Accessible",
    synonyms: ["ada", "accessible", "wheelchair", "wheelchair accessible", "handicap accessible", "ada compliant"],
  },
];
