/**
 * /get-matched on the server: which step the URL asks for, the form values of
 * the saved profile, and saving one stage's form. A stage's form becomes the
 * body of PUT /api/user/preferences and goes through the same schema
 * (PreferencesBodySchema) and the same application to the profile
 * (applyPreferencesInput), so the guided form and the API cannot disagree.
 * Once the five stages are done, "Have a locator work on it" sends the saved
 * profile to a locator as a 'get-matched' inquiry (sendProfileToLocator).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { applyPreferencesInput, type PreferenceReference } from "../../core/preferences/apply-input.ts";
import { isStandardLeaseLength, PreferencesBodySchema } from "../../core/preferences/preferences-input.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { getMatchedMessage, HANDOFF_NOTE_MAX, profileSummary } from "../../core/inquiries/compose-message.ts";
import type { InquiryField } from "../../core/inquiries/inquiry-form.ts";
import { isFieldAnswered, type PreferenceField, type PreferenceProfile } from "../../core/preferences/profile.ts";
import { isStageComplete, PROFILE_STAGES, stageCompletion, TOTAL_STAGES, type ProfileStage } from "../../core/preferences/stages.ts";
import { BUDGET_RANGES } from "../../core/reference/budget-ranges.ts";
import { updatePreferences, type PreferenceOwner } from "../../db/queries/preferences.ts";
import { ensureGuestIdentity } from "../auth/guest.server.ts";
import { viewerContext } from "../auth/viewer.ts";
import type { LocatorFormResult, StageFormValues, StageFormResult } from "../components/get-matched/stage-form-values.ts";
import { submitInquiryForm } from "../components/inquiry/submit-inquiry.server.ts";
import { GET_MATCHED_PATH, SUGGESTIONS_PATH } from "../components/suggestions/paths.ts";
import { dbContext } from "../context.ts";
import { retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { currentProfile } from "../preferences/current-profile.server.ts";
import { loadPreferenceReference } from "../preferences/owner.server.ts";

const StepSchema = z.coerce.number().int().min(1).max(TOTAL_STAGES).catch(1);

/** The step a URL or form asks for (1-5); anything else is step 1. */
export function parseStep(value: string | null | undefined): number {
  return StepSchema.parse(value ?? 1);
}

export function stepHref(step: number, extra = ""): string {
  return `${GET_MATCHED_PATH}?step=${step}${extra}`;
}

/** The saved profile as the form's default values. */
export function formValuesOf(profile: PreferenceProfile, reference: PreferenceReference, fallbackName: string | null): StageFormValues {
  const lease = profile.leaseLength;
  const customLease = lease !== null && !isStandardLeaseLength(lease);
  const budgetRange = BUDGET_RANGES.find((range) => range.max !== null && range.max === profile.maxBudget)?.id ?? "";
  const numberText = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: profile.name ?? fallbackName ?? "",
    phone: profile.phone ?? "",
    commuteTo: profile.commuteTo ?? "",
    neighborhoods: profile.neighborhoodIds.map((id) => reference.neighborhoods.find((n) => n.id === id)?.slug).filter((slug) => slug !== undefined),
    anyNeighborhood: profile.anyNeighborhood,
    maxBudget: numberText(profile.maxBudget),
    budgetRange,
    bedrooms: numberText(profile.bedrooms),
    bathrooms: numberText(profile.bathrooms),
    sqft: numberText(profile.sqft),
    amenities: profile.amenities.flatMap(({ id, requirement }) => {
      const amenity = reference.amenities.find((a) => a.id === id);
      return amenity ? [{ name: amenity.name, requirement: requirement ?? "" }] : [];
    }),
    moveInDate: profile.moveInDate ?? "",
    leaseLength: customLease ? "custom" : (lease ?? ""),
    customLeaseLength: customLease ? lease : "",
  };
}

/** Whether each stage is done, in order (an optional stage once each question is answered or skipped). */
export function completedStages(profile: PreferenceProfile): boolean[] {
  return stageCompletion(profile).map((stage) => stage.isCompleted);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What one stage's form says, as typed (shown again when the step is refused). */
function stageValuesOf(stage: ProfileStage, form: FormData): Partial<StageFormValues> {
  switch (stage.key) {
    case "basic-info":
      return { name: text(form, "name"), phone: text(form, "phone") };
    case "location":
      return {
        neighborhoods: form.getAll("neighborhoods").filter((v): v is string => typeof v === "string"),
        anyNeighborhood: form.has("anyNeighborhood"),
        commuteTo: text(form, "commuteTo"),
      };
    case "budget":
      return { maxBudget: text(form, "maxBudget"), budgetRange: text(form, "budgetRange") };
    case "apartment-specs":
      return { bedrooms: text(form, "bedrooms"), bathrooms: text(form, "bathrooms"), sqft: text(form, "sqft") };
    default:
      return {
        amenities: form
          .getAll("amenities")
          .filter((v): v is string => typeof v === "string")
          .map((name) => ({ name, requirement: text(form, `requirement-${name}`) })),
        moveInDate: text(form, "moveInDate"),
        leaseLength: text(form, "leaseLength"),
        customLeaseLength: text(form, "customLeaseLength"),
      };
  }
}

/**
 * The stage's values as a preferences body. Empty inputs are sent as "" so
 * that clearing a field clears it; a budget range stands in for an amount
 * left empty.
 */
function bodyOf(stage: ProfileStage, values: Partial<StageFormValues>): Record<string, unknown> {
  switch (stage.key) {
    case "basic-info":
      return { name: values.name, phone: values.phone };
    case "location": {
      const slugs = values.neighborhoods ?? [];
      // Chosen neighborhoods win over "Anywhere" (a form sent without JavaScript can hold both).
      return { neighborhoods: slugs, anyNeighborhood: slugs.length === 0 && values.anyNeighborhood === true, commuteTo: values.commuteTo };
    }
    case "budget": {
      const typed = values.maxBudget?.trim() ?? "";
      const range = BUDGET_RANGES.find((r) => r.id === values.budgetRange);
      return { maxBudget: typed !== "" ? typed : (range?.max ?? "") };
    }
    case "apartment-specs":
      return { bedrooms: values.bedrooms, bathrooms: values.bathrooms, sqft: values.sqft };
    default:
      return {
        amenities: (values.amenities ?? []).map((a) => ({ id: a.name, requirement: a.requirement.trim() === "" ? null : a.requirement })),
        moveInDate: values.moveInDate,
        leaseLength: values.leaseLength,
        customLeaseLength: values.customLeaseLength,
      };
  }
}

/** Said when a required question of the stage is left unanswered. */
const REQUIRED_MESSAGES: Partial<Record<PreferenceField, string>> = {
  name: "Enter your name.",
  neighborhoods: "Choose at least one neighborhood, or Anywhere in Houston.",
  maxBudget: "Enter the most you want to spend each month, or pick a range.",
  bedrooms: "Choose how many bedrooms you need.",
};

/** Schema paths ("amenities.0.requirement") and apply errors name a field of the form. */
function formFieldOf(path: string): string {
  const head = path.split(".")[0] ?? path;
  if (head === "requiredAmenities") return "amenities";
  if (head === "preferredNeighborhoodIds" || head === "preferredNeighborhoods") return "neighborhoods";
  return head;
}

type SaveRefusal = { fieldErrors: Record<string, string> };

/** The next profile after this stage's answers, or the errors to show on the step. */
export function applyStage(
  current: PreferenceProfile,
  stage: ProfileStage,
  values: Partial<StageFormValues>,
  reference: PreferenceReference,
): { ok: true; profile: PreferenceProfile } | ({ ok: false } & SaveRefusal) {
  const body = bodyOf(stage, values);
  if (stage.key === "amenities-timeline" && values.leaseLength === "custom" && (values.customLeaseLength ?? "").trim() === "") {
    return { ok: false, fieldErrors: { customLeaseLength: "Describe the lease you want, or choose one of the lengths." } };
  }
  const parsed = PreferencesBodySchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[formFieldOf(issue.path.join("."))] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const applied = applyPreferencesInput(current, parsed.data, reference);
  if (!applied.ok) return { ok: false, fieldErrors: { [formFieldOf(applied.field)]: applied.message } };
  const next = applied.profile;

  const fieldErrors: Record<string, string> = {};
  for (const question of stage.questions) {
    if (question.required && !isFieldAnswered(next, question.field)) {
      fieldErrors[question.field] = question.field === "maxBudget" && values.budgetRange === "3000-plus"
        ? "Enter your top amount for a budget over $3,000."
        : (REQUIRED_MESSAGES[question.field] ?? "Answer this question.");
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  // The renter saw this stage's optional questions: the ones left empty count as skipped.
  const stageFields = new Set<PreferenceField>(stage.questions.map((q) => q.field));
  const skipped = next.skippedFields.filter((field) => !stageFields.has(field));
  for (const question of stage.questions) {
    if (!question.required && !isFieldAnswered(next, question.field)) skipped.push(question.field);
  }
  return { ok: true, profile: { ...next, skippedFields: skipped } };
}

/**
 * Saves the stage the form belongs to and sends the renter on: to the next
 * step, or after the last one to the suggestions (back to the first
 * unfinished required step if one is left). Refused answers come back as
 * field errors with what was typed; nothing is stored then.
 */
export async function saveStageForm(context: Readonly<RouterContextProvider>, request: Request, form: FormData) {
  const step = parseStep(text(form, "step"));
  const stage = PROFILE_STAGES[step - 1]!;
  const values = stageValuesOf(stage, form);
  const db = context.get(dbContext);
  const reference = await loadPreferenceReference(db);

  const viewer = context.get(viewerContext);
  const guest = viewer.user ? null : await ensureGuestIdentity(context, request);
  if (guest && !guest.ok) {
    // Shown on the step itself, with what was typed kept.
    const limited: StageFormResult = { step, fieldErrors: {}, values, message: guest.refusal.message };
    return data(limited, { status: 429, headers: retryAfterHeaders(guest.refusal) });
  }
  const owner: PreferenceOwner = viewer.user ? { userId: viewer.user.id } : { guestId: guest!.guestId };
  const headers = new Headers();
  // Sent with refusals too: the guest row may exist by then, and its cookie must reach the browser.
  if (guest?.setCookie) headers.append("Set-Cookie", guest.setCookie);

  const result = await updatePreferences<SaveRefusal>(db, owner, (current) => applyStage(current, stage, values, reference));
  if (!result.ok) {
    const refusal: StageFormResult = { step, fieldErrors: result.fieldErrors, values };
    return data(refusal, { status: 400, headers });
  }
  if (step < TOTAL_STAGES) return redirect(stepHref(step + 1), { headers });
  const unfinished = PROFILE_STAGES.findIndex((s) => !s.isOptional && !isStageComplete(result.profile, s));
  if (unfinished >= 0) return redirect(stepHref(unfinished + 1, "&unfinished=1"), { headers });
  return redirect(SUGGESTIONS_PATH, { headers });
}

/** The form's intent of "Have a locator work on it" (the stage forms send none). */
export const LOCATOR_INTENT = "locator";

/** True when every one of the five stages is done, the optional one included (answered or skipped). */
export function allStagesDone(profile: PreferenceProfile): boolean {
  return completedStages(profile).every(Boolean);
}

/**
 * "Have a locator work on it": the renter's name, e-mail, optional phone and note, with the saved
 * profile summed up as the message, go through the inquiry forms' one use case (validation, rate
 * limit, deduplication) as a 'get-matched' inquiry. The profile is read here, never from the form.
 */
export async function sendProfileToLocator(context: Readonly<RouterContextProvider>, form: FormData) {
  // The note stands in for the inquiry's message field: its errors are shown under it as errors.message.
  const note = text(form, "note").slice(0, HANDOFF_NOTE_MAX + 100);
  const typed = { name: text(form, "name").slice(0, 4000), email: text(form, "email").slice(0, 4000), phone: text(form, "phone").slice(0, 4000) };
  const refuse = (status: 400, message: string, fieldErrors: Partial<Record<InquiryField, string>> = {}) => {
    const result: LocatorFormResult = { intent: LOCATOR_INTENT, note, result: { ok: false, status, message, fieldErrors, values: typed } };
    return data(result, { status });
  };
  const profile = await currentProfile(context);
  if (!allStagesDone(profile)) return refuse(400, "Finish the five steps first: the locator works from your answers.");
  if (note.trim().length > HANDOFF_NOTE_MAX) {
    return refuse(400, "Please correct the highlighted fields.", { message: `Keep your note under ${HANDOFF_NOTE_MAX + 1} characters.` });
  }
  const reference = await loadPreferenceReference(context.get(dbContext));
  const inquiry = new FormData();
  for (const [name, value] of Object.entries(typed)) inquiry.set(name, value);
  inquiry.set("message", getMatchedMessage(profileSummary(profile, reference), note));
  // The saved move-in date, when it is still ahead (the inquiry schema refuses a past one).
  if (profile.moveInDate && profile.moveInDate >= houstonCalendarDate(new Date())) inquiry.set("moveInDate", profile.moveInDate);
  const answer = await submitInquiryForm(context, inquiry, { source: "get-matched" });
  const result: LocatorFormResult = { intent: LOCATOR_INTENT, note, result: answer.data };
  return data(result, answer.init ?? undefined);
}
