/**
 * The staged profile build (spec section 4, 'Profile-build mode'), stateless:
 * where the build stands is read from the profile alone, so a reload, a second
 * device or an edit in the side panel can never leave it out of step.
 *
 * The current question is the first question, in stage order, that is not
 * settled: a required one not answered, or an optional one neither answered
 * nor skipped (profile.skippedFields). The build walks the stages that are not
 * optional (1-4), their optional questions included, and is over when all of
 * them are settled. The profile is complete (isProfileComplete, the 'Find My
 * Perfect Apartment' action) as soon as the required questions are answered,
 * which can be a question or two earlier. The optional stage (amenities and
 * timeline) is offered, not asked: it can be told in any chat.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";
import { PROFILE_STAGES, TOTAL_STAGES, isProfileComplete, isQuestionSettled, type ProfileStage, type StageQuestion } from "../preferences/stages.ts";

export interface BuildPosition {
  stage: ProfileStage;
  /** 1-based. */
  stageNumber: number;
  question: StageQuestion;
  /** 1-based within the stage. */
  questionNumber: number;
}

export interface StageProgress {
  number: number;
  total: number;
  stageName: string;
  question: number;
  questionTotal: number;
}

/** The question the build asks now; null when the build is over. */
export function buildPosition(profile: PreferenceProfile): BuildPosition | null {
  for (const [s, stage] of PROFILE_STAGES.entries()) {
    if (stage.isOptional) continue;
    for (const [q, question] of stage.questions.entries()) {
      if (!isQuestionSettled(profile, question)) return { stage, stageNumber: s + 1, question, questionNumber: q + 1 };
    }
  }
  return null;
}

export function stageProgress(position: BuildPosition | null): StageProgress | null {
  if (!position) return null;
  return {
    number: position.stageNumber,
    total: TOTAL_STAGES,
    stageName: position.stage.stageName,
    question: position.questionNumber,
    questionTotal: position.stage.questions.length,
  };
}

/** Whether every question of the stage is answered or skipped. */
export function isStageSettled(profile: PreferenceProfile, stage: ProfileStage): boolean {
  return stage.questions.every((question) => isQuestionSettled(profile, question));
}

export interface BuildTransition {
  /** The question asked before the message is now answered or skipped. */
  isCompleteSubstage: boolean;
  /** The stage the build was in is now settled. */
  isCompleteStage: boolean;
  /** Every required stage complete (isProfileComplete). */
  isComplete: boolean;
}

export function buildTransition(before: BuildPosition | null, after: PreferenceProfile): BuildTransition {
  const isComplete = isProfileComplete(after);
  if (!before) return { isCompleteSubstage: false, isCompleteStage: false, isComplete };
  return { isCompleteSubstage: isQuestionSettled(after, before.question), isCompleteStage: isStageSettled(after, before.stage), isComplete };
}

/**
 * The message that starts the current stage: the client sends it 1.5 s after
 * 'Stage Complete', and as the first message of a build. It reads well in
 * either voice, and respond() answers it by asking the stage's question.
 */
export function stageStartMessage(profile: PreferenceProfile): string {
  const position = buildPosition(profile);
  if (!position) return "Let's wrap up my profile.";
  return stageStartText({ number: position.stageNumber, total: TOTAL_STAGES, stageName: position.stage.stageName });
}

/** The start message of a stage, from where a reply says the build now is (the chat screens send it 1.5 s after 'Stage Complete'). */
export function stageStartText(stage: Pick<StageProgress, "number" | "total" | "stageName">): string {
  return `Let's start Stage ${stage.number} of ${stage.total}: ${stage.stageName}.`;
}

const START =
  /^(?:let'?s |lets |ok(?:ay)?,? |please )?(?:start|begin|continue|resume|go|get started|start over|wrap up)\b(?:.*\b(?:stage|profile|build|questions?|questionnaire)\b.*)?[.!]*$|^(?:let'?s |lets )?(?:build|create|set up|start) (?:my|a) profile\b.*$|^(?:i'?m )?ready[.!]*$|^next stage[.!]*$/i;

/** A message that asks the build to (re)start or go on: answered with the current question. */
export function isStageStartMessage(message: string): boolean {
  return START.test(message.trim());
}

/** "Stage 2 of 5: Location. Which Houston neighborhoods ...?" */
export function stageIntro(position: BuildPosition): string {
  return `Stage ${position.stageNumber} of ${TOTAL_STAGES}: ${position.stage.stageName}.`;
}

/** The question again with an answer that would be understood. */
export function askWithExample(question: StageQuestion): string {
  return `${question.prompt} For example: '${question.example}'.`;
}
