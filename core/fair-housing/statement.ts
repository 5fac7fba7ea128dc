/**
 * What A.L.I. says when a request was set aside for fair housing (issue 30, decision 040): one plain statement, the
 * same for every group and every direction, naming what was set aside and offering the lawful criteria.
 */
import { CLASS_NAMES, type ProtectedClass } from "./vocabulary.ts";
import type { SetAside } from "./steering.ts";

const quoted = (phrases: readonly string[]) => phrases.map((p) => `“${p}”`).join(" and ");

export const LAWFUL_CRITERIA = "your budget, bedrooms, a commute to a place you name, amenities, pet policies or accessibility features";

export const NOT_BY_WHO_LIVES_THERE =
  "We don't search, rank or describe places by who lives there (race, color, religion, sex, disability, familial status or national origin): fair housing law applies to every search, and it's how we treat everyone.";

/** The statement, the parts set aside, and what comes next: the rest of the request's answer, or an offer. */
export function steeringStatement(setAside: readonly SetAside[], answersTheRest: boolean): string {
  const phrases = [...new Set(setAside.map((s) => s.phrase).filter(Boolean))];
  const aside = phrases.length ? ` So I set aside ${quoted(phrases)}.` : "";
  const next = answersTheRest ? " Here's the rest of what you asked:" : ` I can search by what a place offers: ${LAWFUL_CRITERIA}. What would you like?`;
  return `${NOT_BY_WHO_LIVES_THERE}${aside}${next}`;
}

const WHY: Partial<Record<ProtectedClass, string>> = {
  "familial-status": "because you're pregnant or have children under 18",
  disability: "because of a disability, and they must make reasonable accommodations (an assistance animal is not a pet: no pet rent, fee or deposit applies to it)",
  religion: "because of your religion",
  "national-origin": "because of where you or your family come from, or your accent",
};

/** "Will they rent to me? I'm pregnant": yes, it's illegal to refuse for that. */
export function rentsToMeAnswer(cls: ProtectedClass): string {
  const why = WHY[cls] ?? `because of your ${CLASS_NAMES[cls]}`;
  const occupancy = cls === "familial-status" ? " Occupancy limits (how many people a home may hold) apply to every household alike; tell me how many bedrooms you need and I'll search." : " Tell me what you're looking for and I'll search.";
  return `Yes. Under the federal Fair Housing Act and the Texas Fair Housing Act, a landlord can't refuse to rent to you, charge you more or set different terms ${why}.${occupancy}`;
}
