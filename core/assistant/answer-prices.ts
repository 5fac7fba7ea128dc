/**
 * A question about prices: rent statistics from the floor plans, for the
 * neighborhoods it names (else those of the conversation it points back to,
 * else the renter's saved ones, with the city for comparison, else the city),
 * for the bedroom count it asks about (else the saved one, else every size),
 * and how many communities fit a budget it names.
 */
import type { AnswerContext } from "./answer-context.ts";
import { questionScope } from "./answer-context.ts";
import { bedroomsInQuestion } from "./answer-neighborhood.ts";
import { cardMarker } from "./markers.ts";
import { budgetSentence, rentOverview, rentSentence } from "./rent-sentences.ts";

export function answerPriceQuestion(context: AnswerContext): string {
  const { catalogue } = context.lookups;
  const scope = questionScope(context, { useProfile: true });
  const places: ({ id: number; name: string; slug: string } | null)[] = scope.neighborhoods.slice(0, 3);
  if (scope.source === "profile" || places.length === 0) places.push(null);
  const beds = bedroomsInQuestion(context);
  const budget = context.understanding.asked.maxBudget ?? null;

  // "The average rent": the mean is said beside the median.
  const mean = /\b(?:average|avg|mean)\b/.test(context.text);
  const lines: string[] = [];
  for (const place of places) {
    const marker = place ? cardMarker("neighborhood", place.slug) : "";
    const sentences = [beds === null ? rentOverview(catalogue, place) : rentSentence(catalogue.rentStatistics(place?.id ?? null, beds), beds, place, { mean })];
    if (budget !== null) sentences.push(budgetSentence(catalogue, place, beds, budget));
    lines.push(`${marker ? `${marker} ` : ""}${sentences.join(" ")}`);
  }
  if (budget === null && context.profile.maxBudget === null && !context.building) lines.push("Tell me your budget and I'll find the apartments that fit it.");
  return lines.join("\n");
}
