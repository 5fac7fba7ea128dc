import { BellRing, CalendarClock, ClipboardList, KeyRound, MailWarning, Save, Trash2, TriangleAlert, UserRound } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { greetingName } from "../../core/auth/greeting.ts";
import { AccountDeletionSchema, PasswordChangeSchema, ProfileUpdateSchema } from "../../core/auth/credentials.ts";
import { PASSWORD_MAX } from "../../core/auth/password-rules.ts";
import { NewPasswordField } from "../components/auth/new-password-field.tsx";
import { fieldErrorsOf, summaryOf } from "../../core/validation.ts";
import { findAccountListSummary } from "../../db/queries/client-options.ts";
import { listSavedSearches } from "../../db/queries/saved-searches.ts";
import { savedSearchAlertCount } from "../alerts/saved-search-alerts.server.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { SavedSearchList } from "../components/saved-searches/saved-search-list.tsx";
import { appConfigContext } from "../request-context.ts";
import { isEmailVerified, updateUserProfile } from "../../db/queries/users.ts";
import { queueVerificationEmail } from "../../db/queries/email-verification.ts";
import { verificationSecret } from "../../db/queries/server-secrets.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { listToursOfUser } from "../../db/queries/tours.ts";
import type { TourMode } from "../../core/tours/tour-format.ts";
import { AccountTours, type AccountTour } from "../components/tours/account-tours.tsx";
import { changePassword, deleteAccount, retryAfterOf } from "../auth/accounts.server.ts";
import { clearCookie } from "../auth/cookies.server.ts";
import { requireSignedInPage } from "../auth/guards.server.ts";
import { FormAlert, FormField } from "../components/auth/form-field.tsx";
import { formLevelMessage, useFocusFirstError, type FormFailureView } from "../components/auth/form-result.ts";
import { AccountOptionsSummary } from "../components/client-options/account-options-summary.tsx";
import { AdminBadge, UserAvatar } from "../components/layout/user-avatar.tsx";
import { pageContainerClass } from "../components/section-heading.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { requestInfoContext } from "../request-context.ts";
import { setFlash } from "../lib/flash.server.ts";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/account";
import { readForm } from "../http/form.server.ts";

const INTENTS = { profile: "profile", password: "password", delete: "delete-account", verifyEmail: "verify-email" } as const;

export const meta: Route.MetaFunction = () => pageMeta("Account settings", "Change your name, photo and password, or delete your account.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSignedInPage(context, request);
  const db = context.get(dbContext);
  const [optionsList, savedSearches, tours, emailVerified] = await Promise.all([
    user.isAdmin ? null : findAccountListSummary(db, user.id),
    // Alerts as of the catalogue now (checked once per catalogue change, shared with the header's count).
    user.isAdmin ? null : savedSearchAlertCount(db, user.id).then(() => listSavedSearches(db, user.id)),
    listToursOfUser(db, user.id),
    isEmailVerified(db, user.id),
  ]);
  return {
    emailVerified,
    user: { username: user.username, email: user.email, displayName: user.displayName, photoUrl: user.photoUrl, isAdmin: user.isAdmin },
    optionsList,
    savedSearches,
    // The alerts' dates are worded against it; decided here so the server render and hydration agree.
    today: houstonCalendarDate(new Date()),
    emailAlertsEnabled: context.get(appConfigContext).alerts?.emailEnabled ?? false,
    tours: tours.map(
      (tour): AccountTour => ({
        id: tour.id,
        apartmentTitle: tour.apartmentTitle,
        apartmentSlug: tour.apartmentSlug,
        startsAt: tour.startsAt.toISOString(),
        endsAt: tour.endsAt.toISOString(),
        mode: tour.mode as TourMode,
        status: tour.status,
        upcoming: tour.upcoming,
      }),
    ),
  };
}

function refused(intent: string, status: 400 | 409 | 429, message: string, fieldErrors: Record<string, string>, values: Record<string, string> = {}, headers?: Record<string, string>) {
  const view: FormFailureView = { intent, status, message, fieldErrors, values };
  return data(view, { status, headers });
}

function invalid(intent: string, error: z.ZodError, values: Record<string, string> = {}) {
  return refused(intent, 400, summaryOf(error), fieldErrorsOf(error), values);
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireSignedInPage(context, request);
  const db = context.get(dbContext);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === INTENTS.profile) {
    const values = { displayName: field(form, "displayName"), photoUrl: field(form, "photoUrl") };
    const parsed = ProfileUpdateSchema.safeParse(values);
    if (!parsed.success) return invalid(INTENTS.profile, parsed.error, values);
    await updateUserProfile(db, viewer.user.id, parsed.data);
    return redirect("/account", {
      headers: { "Set-Cookie": setFlash(request, { title: "Profile updated", description: "Your name and photo have been saved." }) },
    });
  }

  if (intent === INTENTS.password) {
    const parsed = PasswordChangeSchema.safeParse({ currentPassword: field(form, "currentPassword"), newPassword: field(form, "newPassword") });
    if (!parsed.success) return invalid(INTENTS.password, parsed.error);
    const result = await changePassword(db, viewer, parsed.data, context.get(requestInfoContext).clientAddress);
    if (!result.ok) return refused(INTENTS.password, result.status, result.message, { [result.field]: result.message }, {}, retryAfterOf(result));
    return redirect("/account", {
      headers: {
        "Set-Cookie": setFlash(request, { title: "Password changed", description: "Your new password is in use. Other devices were signed out." }),
      },
    });
  }

  if (intent === INTENTS.verifyEmail) {
    // A new link to the account's own address (never one the form names), at most a few an hour.
    const refusal = await rateLimiterOf(context)("verification-email", `user:${viewer.user.id}`);
    if (refusal) return refused(INTENTS.verifyEmail, 429, refusal.message, {}, {}, retryAfterHeaders(refusal));
    if (!(await isEmailVerified(db, viewer.user.id))) {
      await queueVerificationEmail(db, viewer.user, { origin: context.get(appConfigContext).publicOrigin, secret: await verificationSecret(db) });
    }
    return redirect("/account", {
      headers: { "Set-Cookie": setFlash(request, { title: "Link on its way", description: `A new confirmation link goes to ${viewer.user.email}.` }) },
    });
  }

  if (intent === INTENTS.delete) {
    const parsed = AccountDeletionSchema.safeParse({ password: field(form, "password") });
    if (!parsed.success) return invalid(INTENTS.delete, parsed.error);
    const result = await deleteAccount(db, viewer, parsed.data.password, context.get(requestInfoContext).clientAddress);
    // The last administrator who can sign in: the form's own error, not the password field's.
    if (!result.ok && result.status === 409) return refused(INTENTS.delete, 409, result.message, {});
    if (!result.ok) return refused(INTENTS.delete, result.status, result.message, { [result.field]: result.message }, {}, retryAfterOf(result));
    const headers = new Headers();
    headers.append("Set-Cookie", clearCookie(request, "has_session"));
    headers.append("Set-Cookie", setFlash(request, { title: "Account deleted", description: "Your account and all its data have been deleted." }));
    return redirect("/", { headers });
  }

  return refused("unknown", 400, "Choose one of the forms on this page.", {});
}

/** Until the address is confirmed, nothing sent with it is linked to the account (decision 028). */
function ConfirmEmailNotice({ email, canSend, failure }: { email: string; canSend: boolean; failure: FormFailureView | null }) {
  const sending = useSubmitting(INTENTS.verifyEmail);
  return (
    <section aria-labelledby="confirm-email-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm leading-6 text-slate-800 sm:p-6">
      <h2 id="confirm-email-heading" className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <MailWarning aria-hidden="true" className="size-5 text-amber-800" />
        Confirm your e-mail address
      </h2>
      <p className="mt-1">
        Until you confirm <span className="font-medium break-all">{email}</span>, inquiries and tours sent with it, and lists a locator makes for it,
        are not connected to your account. This protects them if someone else signed up with your address.
      </p>
      {canSend ? (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <p>We sent you a link when you signed up.</p>
          <Button type="submit" name="intent" value={INTENTS.verifyEmail} size="sm" variant="outline" disabled={sending}>
            Send a new link
          </Button>
          <FormAlert message={failure?.message} className="w-full" />
        </Form>
      ) : (
        <p className="mt-2">This site does not send e-mail yet, so a link cannot reach you: a locator can confirm your address when you write to us.</p>
      )}
    </section>
  );
}

function SettingsSection({ id, icon: Icon, title, description, tone = "default", children }: {
  id: string;
  icon: typeof UserRound;
  title: string;
  description: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-8 ${tone === "danger" ? "border-red-200" : "border-slate-200"}`}
    >
      <div className="grid gap-6 md:grid-cols-[16rem_1fr] md:gap-10">
        <div>
          <h2 id={id} className={`flex items-center gap-2 text-lg font-semibold ${tone === "danger" ? "text-red-800" : "text-ink-900"}`}>
            <Icon aria-hidden="true" className="size-5" />
            {title}
          </h2>
          <div className="mt-2 text-sm leading-6 text-slate-600">{description}</div>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, optionsList, tours, savedSearches, emailAlertsEnabled, emailVerified, today } = loaderData;
  const failure = (intent: string) => (actionData?.intent === intent ? actionData : null);
  const profileFailure = failure(INTENTS.profile);
  const passwordFailure = failure(INTENTS.password);
  const deleteFailure = failure(INTENTS.delete);

  const profileForm = useRef<HTMLFormElement>(null);
  const passwordForm = useRef<HTMLFormElement>(null);
  const deleteForm = useRef<HTMLFormElement>(null);
  useFocusFirstError(profileForm, profileFailure);
  useFocusFirstError(passwordForm, passwordFailure);
  useFocusFirstError(deleteForm, deleteFailure);

  // A saved change comes back as a redirect to this page: empty the password fields for the next one.
  const { key: locationKey } = useLocation();
  const failedIntent = actionData?.intent;
  useEffect(() => {
    if (failedIntent !== INTENTS.password) passwordForm.current?.reset();
    if (failedIntent !== INTENTS.delete) deleteForm.current?.reset();
  }, [locationKey, failedIntent]);

  const savingProfile = useSubmitting(INTENTS.profile);
  const changingPassword = useSubmitting(INTENTS.password);
  const deleting = useSubmitting(INTENTS.delete);

  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className={`${pageContainerClass} flex flex-col gap-5 py-10 sm:flex-row sm:items-center sm:py-12`}>
          <UserAvatar user={user} size="xl" className="shadow-sm" />
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">Your account</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Account settings</h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
              <span className="font-medium text-slate-800">{greetingName(user)}</span>
              <span aria-hidden="true">·</span>
              <span>@{user.username}</span>
              <span aria-hidden="true">·</span>
              <span className="break-all">{user.email}</span>
              {user.isAdmin ? <AdminBadge /> : null}
            </p>
          </div>
        </div>
      </div>

      <div className={`${pageContainerClass} grid gap-6 py-8 sm:py-12`}>
        {emailVerified ? null : <ConfirmEmailNotice email={user.email} canSend={emailAlertsEnabled} failure={failure(INTENTS.verifyEmail)} />}
        {optionsList ? (
          <SettingsSection id="options-heading" icon={ClipboardList} title="Your apartment options" description="The shortlist your locator prepared for you.">
            <AccountOptionsSummary list={optionsList} />
          </SettingsSection>
        ) : null}
        {tours.length > 0 ? (
          <SettingsSection id="tours-heading" icon={CalendarClock} title="Your tours" description="Tours you booked, upcoming first. Times are Houston time.">
            <AccountTours tours={tours} />
          </SettingsSection>
        ) : null}
        {savedSearches ? (
          <SettingsSection
            id="saved-searches"
            icon={BellRing}
            title="Saved searches"
            description={
              emailAlertsEnabled
                ? "New communities, newly available plans and lower rents since you last opened each search. E-mail alerts are off unless you turn them on."
                : "New communities, newly available plans and lower rents since you last opened each search, shown here and counted in the header."
            }
          >
            <SavedSearchList searches={savedSearches} emailEnabled={emailAlertsEnabled} today={today} />
          </SettingsSection>
        ) : null}
        <SettingsSection id="profile-heading" icon={UserRound} title="Profile" description="How you appear in the menu and to our locators.">
          <Form ref={profileForm} method="post" className="grid max-w-lg gap-5" aria-labelledby="profile-heading">
            <input type="hidden" name="intent" value={INTENTS.profile} />
            <FormAlert message={formLevelMessage(profileFailure)} />
            <FormField
              name="displayName"
              label="Display name"
              autoComplete="name"
              optional
              maxLength={80}
              hint="Leave it empty to be greeted by your username."
              defaultValue={profileFailure?.values.displayName ?? user.displayName ?? ""}
              error={profileFailure?.fieldErrors.displayName}
            />
            <FormField
              name="photoUrl"
              label="Photo URL"
              inputMode="url"
              autoComplete="photo"
              optional
              maxLength={2048}
              placeholder="https://"
              hint="A link to a square picture. If it cannot be shown, your initials appear instead."
              defaultValue={profileFailure?.values.photoUrl ?? user.photoUrl ?? ""}
              error={profileFailure?.fieldErrors.photoUrl}
            />
            <div>
              <Button type="submit" disabled={savingProfile}>
                <Save aria-hidden="true" />
                {savingProfile ? "Saving…" : "Save profile"}
              </Button>
            </div>
          </Form>
        </SettingsSection>

        <SettingsSection
          id="password-heading"
          icon={KeyRound}
          title="Password"
          description="Enter your current password to choose a new one. Other devices signed in to your account are signed out."
        >
          <Form ref={passwordForm} method="post" className="grid max-w-lg gap-5" aria-labelledby="password-heading">
            <input type="hidden" name="intent" value={INTENTS.password} />
            {/* Lets password managers file the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
            <FormAlert message={formLevelMessage(passwordFailure)} />
            <FormField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              error={passwordFailure?.fieldErrors.currentPassword}
            />
            <NewPasswordField name="newPassword" label="New password" error={passwordFailure?.fieldErrors.newPassword} />
            <div>
              <Button type="submit" disabled={changingPassword}>
                <KeyRound aria-hidden="true" />
                {changingPassword ? "Changing…" : "Change password"}
              </Button>
            </div>
          </Form>
        </SettingsSection>

        <SettingsSection
          id="delete-heading"
          icon={Trash2}
          title="Delete account"
          tone="danger"
          description="This cannot be undone."
        >
          <Form ref={deleteForm} method="post" className="grid max-w-lg gap-5" aria-labelledby="delete-heading">
            <input type="hidden" name="intent" value={INTENTS.delete} />
            <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <p>
                Deleting your account removes it for good, together with your saved <strong>chats</strong>, your search{" "}
                <strong>preferences</strong>, your <strong>favorites</strong> and your <strong>saved searches</strong>. You will be signed out.
              </p>
            </div>
            <FormAlert message={formLevelMessage(deleteFailure)} />
            <FormField
              name="password"
              label="Your password, to confirm"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              error={deleteFailure?.fieldErrors.password}
            />
            <div>
              <Button type="submit" variant="destructive" disabled={deleting}>
                <Trash2 aria-hidden="true" />
                {deleting ? "Deleting…" : "Delete my account"}
              </Button>
            </div>
          </Form>
        </SettingsSection>
      </div>
    </div>
  );
}
