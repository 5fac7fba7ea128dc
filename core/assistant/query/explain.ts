/**
 * The answers of `explain` and `no-data` queries (read-topic.ts reads them): each topic's facts, computed from the
 * catalogue and the site's own texts by its module (answer-*.ts), in the order the query lists its topics. The
 * computed operations (list, rank, min, max, count, compare) are answered by evaluate.ts and word-answer.ts.
 */
import type { MatchCommunity } from "../../matching/types.ts";
import { joinWords } from "../../matching/wording.ts";
import { planFitNarrows, type PlanFit } from "../../search/fitting-plans.ts";
import { answerAmenityQuestion, answerParkingCost } from "../answer-amenities.ts";
import { answerCommunityDrive } from "../answer-commute.ts";
import { answerCommunityPlans, answerCommunityQuestion } from "../answer-community.ts";
import type { AnswerContext } from "../answer-context.ts";
import { answerCoverage } from "../answer-counts.ts";
import { answerNeighborhoodQuestion } from "../answer-neighborhood.ts";
import { answerNoData, DATA_GAPS } from "../answer-no-data.ts";
import { answerPriceQuestion } from "../answer-prices.ts";
import { answerProfileRecall } from "../answer-profile.ts";
import { answerLeaseQuestion, answerProcessQuestion, leaseTermCountsOf } from "../answer-process.ts";
import { answerTerms } from "../answer-terms.ts";
import { answerWhereToLive } from "../answer-where-to-live.ts";
import { markersIn } from "../markers.ts";
import { answerOutsidePlace, OUTSIDE_PLACES, uncoveredPlacesNamed } from "../outside-places.ts";
import { postsParagraph, relatedPosts } from "../related-posts.ts";
import { planFitOf, searchAnswer } from "../search.ts";
import type { ExplainTopic, Query, Topic } from "./schema.ts";
import { unknownNote } from "./word-answer.ts";

export interface TopicReply {
  text: string;
  /** The reply asks for a budget (the chat offers the budget choices). */
  asksBudget: boolean;
  /** The cards show the plans that fit these criteria. */
  planFit: PlanFit | null;
  /** The reply shows the profile's search: the conversation remembers that search as its query. */
  searched: boolean;
}

/** Topics about places or prices: the blog posts about the places they name follow the answer. */
const WITH_POSTS: readonly ExplainTopic[] = ["neighborhood", "prices", "amenities", "process", "lease-terms"];

function communitiesOf(query: Query, context: AnswerContext): MatchCommunity[] {
  return query.scope.communities.map((slug) => context.lookups.catalogue.bySlug.get(slug)).filter((c): c is MatchCommunity => c !== undefined);
}

/** Lease terms offered in the query's neighborhoods, else across the catalogue. */
function leaseAnswer(query: Query, context: AnswerContext): string {
  const { catalogue, neighborhoodBySlug } = context.lookups;
  const places = query.scope.neighborhoods.map((slug) => neighborhoodBySlug.get(slug)).filter((n): n is NonNullable<typeof n> => n !== undefined);
  if (places.length === 0) return answerLeaseQuestion(catalogue.leaseTermCounts, catalogue.communityCount);
  const communities = places.flatMap((n) => catalogue.byNeighborhood.get(n.id) ?? []);
  return answerLeaseQuestion(leaseTermCountsOf(communities), communities.length, `in ${joinWords(places.map((n) => n.name))}`);
}

function answerTopic(topic: Topic, query: Query, context: AnswerContext): Omit<TopicReply, "searched"> & { searched?: boolean } {
  const plain = (text: string) => ({ text, asksBudget: false, planFit: null });
  switch (topic.kind) {
    case "data-gap":
      return plain(answerNoData(context, DATA_GAPS.filter((gap) => topic.gaps.includes(gap.topic))));
    case "outside-place": {
      const place = OUTSIDE_PLACES.find((p) => p.name === topic.place);
      // "Alief or Sharpstown": every place named that we do not list is said, the first one's nearest neighborhoods offered.
      const others = uncoveredPlacesNamed(context).filter((p) => p.name !== topic.place);
      const also = others.length > 0 ? ` Nor do I have any listed in ${joinWords(others.map((p) => p.name)).replace(/ and ([^,]+)$/, " or $1")}.` : "";
      return plain(place ? answerOutsidePlace(context, place).replace(/(\.)( The nearest| Want me)/, `$1${also}$2`) : `${topic.place} is outside the area I cover.${also}`);
    }
    case "matches": {
      const search = searchAnswer(context);
      return { text: search.text, asksBudget: search.asksBudget, planFit: planFitOf(context.profile), searched: true };
    }
    case "neighborhood":
      return plain(answerNeighborhoodQuestion(context));
    case "prices":
      return plain(answerPriceQuestion(context));
    case "amenities":
      return plain(answerAmenityQuestion(context));
    case "profile":
      return plain(answerProfileRecall(context.text, context.saved ?? context.profile, context.lookups));
    case "community":
      return plain(answerCommunityQuestion(context, communitiesOf(query, context)));
    case "community-plans": {
      const beds = query.filters.beds?.min ?? 0;
      const planFit: PlanFit = { beds, maxBeds: beds, minBaths: null, maxRent: null, availableBy: null };
      return { text: communitiesOf(query, context).map((community) => answerCommunityPlans(context, community, beds)).join("\n\n"), asksBudget: false, planFit: planFitNarrows(planFit) ? planFit : null };
    }
    case "community-drive": {
      const [community] = communitiesOf(query, context);
      return plain(community && query.destination ? answerCommunityDrive(context, community, query.destination) : answerCommunityQuestion(context, communitiesOf(query, context)));
    }
    case "parking-cost":
      return plain(answerParkingCost(context, query.scope.neighborhoods));
    case "coverage":
      return plain(answerCoverage(context));
    case "where-to-live":
      return plain(answerWhereToLive(context, query.destination ?? ""));
    case "lease-terms":
      return plain(leaseAnswer(query, context));
    case "process":
      return plain(answerProcessQuestion(context.text));
    case "terms":
      return plain(answerTerms(topic));
  }
}

/** The reply to an explain or no-data query: each topic's answer, then the blog posts about the places named. */
export function answerTopics(query: Query, context: AnswerContext): TopicReply {
  const parts = query.topics.map((topic) => answerTopic(topic, query, context));
  const texts = parts.map((part) => part.text);
  if (query.filters.unknown.length > 0 && texts.length > 0) texts[0] = `${unknownNote(query.filters.unknown)}${texts[0]}`;
  if (query.topics.some((topic) => (WITH_POSTS as readonly string[]).includes(topic.kind))) {
    const places = [...markersIn(texts.join("\n")).neighborhood].map((slug) => context.lookups.neighborhoodBySlug.get(slug)?.name ?? "");
    const posts = postsParagraph(relatedPosts(context.lookups.knowledge.posts, context.message, places));
    if (posts) texts.push(posts);
  }
  return {
    text: texts.join("\n\n"),
    asksBudget: parts.some((part) => part.asksBudget),
    planFit: parts.find((part) => part.planFit)?.planFit ?? null,
    searched: parts.some((part) => part.searched === true),
  };
}
