/**
 * What A.L.I. knows for one message: the cached catalogue (communities,
 * neighborhoods with their descriptions, amenities with their synonyms), the
 * vocabulary the understanding step matches against, and blog posts found for
 * the message's words by full-text search.
 */
import type { AssistantKnowledge } from "../../core/assistant/respond.ts";
import type { Vocabulary } from "../../core/assistant/understanding/index.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import type { Database } from "../../db/client-types.ts";
import { searchPublishedPosts } from "../../db/queries/blog.ts";
import { catalogueVocabulary, type MatchCatalogue } from "../../db/queries/match-catalogue.ts";
import { getMatchCatalogue } from "../matching/catalogue-cache.server.ts";

const vocabularies = new WeakMap<MatchCatalogue, Vocabulary>();

function vocabularyOf(catalogue: MatchCatalogue): Vocabulary {
  let vocabulary = vocabularies.get(catalogue);
  if (!vocabulary) {
    vocabulary = catalogueVocabulary(catalogue);
    vocabularies.set(catalogue, vocabulary);
  }
  return vocabulary;
}

export async function loadAssistantKnowledge(db: Database, message: string, now = new Date()): Promise<AssistantKnowledge> {
  const [catalogue, posts] = await Promise.all([getMatchCatalogue(db), message.trim() ? searchPublishedPosts(db, message, { now }) : []]);
  return {
    today: houstonCalendarDate(now),
    vocabulary: vocabularyOf(catalogue),
    neighborhoods: catalogue.neighborhoods,
    amenities: catalogue.amenities,
    communities: catalogue.communities,
    posts: posts.map(({ slug, title, excerpt }) => ({ slug, title, excerpt })),
  };
}
