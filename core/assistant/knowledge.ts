/**
 * What A.L.I. knows when it answers one message, as the caller hands it over,
 * and the look-ups built from it once per message (the heavy ones, over the
 * communities, once per catalogue: catalogue-index.ts).
 */
import type { MatchCommunity, MatchReference } from "../matching/types.ts";
import { catalogueIndexFor, type CatalogueIndex } from "./catalogue-index.ts";
import type { Vocabulary } from "./understanding/index.ts";

export interface KnowledgeNeighborhood {
  id: number;
  slug: string;
  name: string;
  description: string;
  highlights: readonly string[];
  latitude: number;
  longitude: number;
  aliases: readonly string[];
}

export interface KnowledgeAmenity {
  id: number;
  /** Key, e.g. "washer-dryer". */
  name: string;
  displayName: string;
  synonyms: readonly string[];
}

export interface KnowledgePost {
  slug: string;
  title: string;
  excerpt: string;
}

export interface AssistantKnowledge {
  /** yyyy-mm-dd, Houston. */
  today: string;
  vocabulary: Vocabulary;
  neighborhoods: readonly KnowledgeNeighborhood[];
  amenities: readonly KnowledgeAmenity[];
  /** The whole catalogue (cached by the caller), for rent statistics, amenity look-ups and search. */
  communities: readonly MatchCommunity[];
  /** Blog posts the caller found relevant to this message with full-text search (may be empty). */
  posts: readonly KnowledgePost[];
}

export interface Lookups {
  knowledge: AssistantKnowledge;
  catalogue: CatalogueIndex;
  reference: MatchReference;
  neighborhoodBySlug: Map<string, KnowledgeNeighborhood>;
  neighborhoodById: Map<number, KnowledgeNeighborhood>;
  amenityByKey: Map<string, KnowledgeAmenity>;
  amenityById: Map<number, KnowledgeAmenity>;
}

const cache = new WeakMap<AssistantKnowledge, Lookups>();

export function lookupsFor(knowledge: AssistantKnowledge): Lookups {
  let lookups = cache.get(knowledge);
  if (!lookups) {
    lookups = {
      knowledge,
      catalogue: catalogueIndexFor(knowledge.communities),
      reference: { neighborhoods: knowledge.neighborhoods, amenities: knowledge.amenities, today: knowledge.today },
      neighborhoodBySlug: new Map(knowledge.neighborhoods.map((n) => [n.slug, n])),
      neighborhoodById: new Map(knowledge.neighborhoods.map((n) => [n.id, n])),
      amenityByKey: new Map(knowledge.amenities.map((a) => [a.name, a])),
      amenityById: new Map(knowledge.amenities.map((a) => [a.id, a])),
    };
    cache.set(knowledge, lookups);
  }
  return lookups;
}
