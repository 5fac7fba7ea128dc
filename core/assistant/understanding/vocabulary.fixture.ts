/** A slice of the Houston vocabulary for unit tests (core tests cannot read db/seed). */
import type { Vocabulary } from "./types.ts";

export const testVocabulary: Vocabulary = {
  neighborhoods: [
    { slug: "downtown", name: "Downtown", aliases: ["downtown", "dt", "cbd", "dowtown"] },
    { slug: "midtown", name: "Midtown", aliases: ["midtown", "midtwon", "mid town"] },
    { slug: "montrose", name: "Montrose", aliases: ["montrose", "montose"] },
    { slug: "heights", name: "The Heights", aliases: ["the heights", "heights", "houston heights"] },
    { slug: "medical-center", name: "Medical Center", aliases: ["medical center", "tmc", "texas medical center", "med center"] },
    { slug: "uptown", name: "Uptown/Galleria", aliases: ["uptown/galleria", "uptown", "galleria", "post oak"] },
    { slug: "east-downtown", name: "EaDo", aliases: ["eado", "east downtown"] },
    { slug: "rice-village", name: "Rice Village", aliases: ["rice village", "rice university", "west u"] },
    { slug: "third-ward", name: "Third Ward", aliases: ["third ward", "3rd ward", "uh", "university of houston"] },
    { slug: "garden-oaks", name: "Garden Oaks/Oak Forest", aliases: ["garden oaks", "oak forest"] },
    { slug: "katy", name: "Katy", aliases: ["katy", "cinco ranch", "katie"] },
    { slug: "memorial", name: "Memorial", aliases: ["memorial", "memorial city"] },
    { slug: "spring-branch", name: "Spring Branch", aliases: ["spring branch"] },
    { slug: "energy-corridor", name: "Energy Corridor", aliases: ["energy corridor", "eldridge"] },
  ],
  amenities: [
    { name: "pool", displayName: "Pool", synonyms: ["pool", "swimming pool", "heated pool", "saltwater pool"] },
    { name: "gym", displayName: "Fitness Center", synonyms: ["gym", "fitness", "fitness center", "24-hour gym"] },
    { name: "pets", displayName: "Pet Friendly", synonyms: ["pet friendly", "pets", "pet", "dog", "dogs", "cat", "cats"] },
    { name: "balcony", displayName: "Balcony", synonyms: ["balcony", "patio", "private balcony"] },
    { name: "washer-dryer", displayName: "In-Unit Washer/Dryer", synonyms: ["w/d", "washer and dryer", "in-unit laundry", "washer dryer", "washer/dryer"] },
    { name: "parking", displayName: "Parking", synonyms: ["parking", "covered parking", "garage", "garage parking", "reserved parking"] },
    { name: "dishwasher", displayName: "Dishwasher", synonyms: ["dishwasher"] },
    { name: "ac", displayName: "Air Conditioning", synonyms: ["ac", "central air", "a/c"] },
    { name: "controlled-access", displayName: "Controlled Access", synonyms: ["gated", "gated community", "controlled access"] },
    { name: "dog-park", displayName: "Dog Park", synonyms: ["dog park", "dog run"] },
    { name: "rooftop", displayName: "Rooftop Deck", synonyms: ["rooftop", "roof deck"] },
    { name: "wheelchair-accessible", displayName: "Wheelchair Accessible", synonyms: ["ada", "accessible", "wheelchair", "wheelchair accessible", "handicap accessible"] },
  ],
};
