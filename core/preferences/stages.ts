/**
 * The five stages of the preference profile (spec section 4, 'Profile-build
 * mode'), in order. The single definition behind GET /api/profile-stages/
 * completion, GET /api/profile-build/status, the side panel's 'Find My Perfect
 * Apartment' button, /get-matched and the assistant's questions.
 */
import { isFieldAnswered, type PreferenceField, type PreferenceProfile } from "./profile.ts";

export interface StageQuestion {
  field: PreferenceField;
  required: boolean;
  /** What the assistant asks. */
  prompt: string;
  /** An answer that would be understood, shown when an answer was not. */
  example: string;
}

export interface ProfileStage {
  key: string;
  stageName: string;
  displayOrder: number;
  /** An optional stage never blocks the profile from being complete. */
  isOptional: boolean;
  questions: readonly StageQuestion[];
}

export const PROFILE_STAGES: readonly ProfileStage[] = [
  {
    key: "basic-info",
    stageName: "Basic Info",
    displayOrder: 1,
    isOptional: false,
    questions: [
      { field: "name", required: true, prompt: "What name should I use for you?", example: "I'm Maria" },
      { field: "phone", required: false, prompt: "A phone number, if you'd like a call back? It's optional: say 'skip' to move on.", example: "713-555-0142" },
    ],
  },
  {
    key: "location",
    stageName: "Location",
    displayOrder: 2,
    isOptional: false,
    questions: [
      { field: "neighborhoods", required: true, prompt: "Which Houston neighborhoods would you like to live in? 'Anywhere' is fine too.", example: "Montrose or the Heights" },
      { field: "commuteTo", required: false, prompt: "Where do you work or study, so I can weigh the commute? Say 'skip' if it doesn't matter.", example: "Texas Medical Center" },
    ],
  },
  {
    key: "budget",
    stageName: "Budget",
    displayOrder: 3,
    isOptional: false,
    questions: [{ field: "maxBudget", required: true, prompt: "What is the most you want to spend on rent each month?", example: "$1,800 a month" }],
  },
  {
    key: "apartment-specs",
    stageName: "Apartment Specs",
    displayOrder: 4,
    isOptional: false,
    questions: [
      { field: "bedrooms", required: true, prompt: "How many bedrooms do you need? (0 for a studio)", example: "2 bedrooms" },
      { field: "bathrooms", required: false, prompt: "How many bathrooms? Say 'skip' if any number works.", example: "1.5 baths" },
      { field: "sqft", required: false, prompt: "Any minimum size in square feet? Say 'skip' if not.", example: "at least 900 sq ft" },
    ],
  },
  {
    key: "amenities-timeline",
    stageName: "Amenities & Timeline",
    displayOrder: 5,
    isOptional: true,
    questions: [
      { field: "amenities", required: false, prompt: "Which amenities matter to you? Tell me any requirement too, like 'parking, must be covered'.", example: "in-unit washer/dryer and a gym" },
      { field: "moveInDate", required: false, prompt: "When would you like to move in?", example: "March 1" },
      { field: "leaseLength", required: false, prompt: "How long a lease do you want?", example: "12 months" },
    ],
  },
];

export const TOTAL_STAGES = PROFILE_STAGES.length;

/** A stage is complete when its required questions are answered and its optional ones answered or skipped. */
export function isQuestionSettled(profile: PreferenceProfile, question: StageQuestion): boolean {
  return isFieldAnswered(profile, question.field) || (!question.required && profile.skippedFields.includes(question.field));
}

/** Complete for the purpose of the profile: every required question answered. */
export function isStageComplete(profile: PreferenceProfile, stage: ProfileStage): boolean {
  return stage.questions.every((q) => !q.required || isFieldAnswered(profile, q.field));
}

export interface StageCompletion {
  stageName: string;
  displayOrder: number;
  isOptional: boolean;
  isCompleted: boolean;
  questions: { fields: PreferenceField[] };
}

export function stageCompletion(profile: PreferenceProfile): StageCompletion[] {
  return PROFILE_STAGES.map((stage) => ({
    stageName: stage.stageName,
    displayOrder: stage.displayOrder,
    isOptional: stage.isOptional,
    // An optional stage (every question optional) counts as completed once each question is answered or skipped.
    isCompleted: stage.isOptional ? stage.questions.every((q) => isQuestionSettled(profile, q)) : isStageComplete(profile, stage),
    questions: { fields: stage.questions.map((q) => q.field) },
  }));
}

/** Every non-optional stage complete: the 'Find My Perfect Apartment' action may show. */
export function isProfileComplete(profile: PreferenceProfile): boolean {
  return PROFILE_STAGES.every((stage) => stage.isOptional || isStageComplete(profile, stage));
}
