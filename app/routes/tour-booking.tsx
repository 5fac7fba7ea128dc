import { CalendarClock, MapPin, Phone } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs, type HeadersArgs } from "react-router";
import { greetingName } from "../../core/auth/greeting.ts";
import { fieldErrorsOf } from "../../core/validation.ts";
import { SlugParamsSchema } from "../../core/reference/slug.ts";
import { tourLimitMessage } from "../../core/tours/booking-limits.ts";
import { GuestTourBookingSchema, RenterTourBookingSchema, TOUR_FORM_FIELDS } from "../../core/tours/booking-schema.ts";
import { slotsByDay } from "../../core/tours/slots.ts";
import { formatTourStart, TOUR_MODE_LABELS, TOUR_MODES } from "../../core/tours/tour-format.ts";
import { bookTour, findTourCommunity } from "../../db/queries/tours.ts";
import { viewerContext } from "../auth/viewer.ts";
import { FormAlert, FormField } from "../components/auth/form-field.tsx";
import { useFocusFirstError, type FormFailureView } from "../components/auth/form-result.ts";
import { pageContainerClass } from "../components/section-heading.tsx";
import { SlotPicker } from "../components/tours/slot-picker.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { appConfigContext } from "../request-context.ts";
import { readForm } from "../http/form.server.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { setFlash } from "../lib/flash.server.ts";
import { pageMeta } from "../lib/site.ts";
import { chooseSlot, freeSlotsOf, newManageToken, SLOT_TAKEN_MESSAGE, tourPath } from "../tours/tours.server.ts";
import type { Route } from "./+types/tour-booking";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData ? `Book a tour of ${loaderData.community.title}` : "Book a tour", "Pick an in-person or virtual tour time in the next 14 days."),
  // Times change by the minute and the page is personal: nothing here for search engines.
  { name: "robots", content: "noindex" },
];

/** Free times change with every booking, and a signed-in renter's page carries their name: never shared or stored. */
export function headers({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** After "that time was just taken" (409) the free times are read again, so the taken one leaves the list. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

async function communityOf(context: Route.LoaderArgs["context"], params: unknown) {
  const parsed = SlugParamsSchema.safeParse(params);
  const community = parsed.success ? await findTourCommunity(context.get(dbContext), parsed.data.slug) : null;
  if (!community) throw data("Apartment not found", { status: 404 });
  return community;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const community = await communityOf(context, params);
  const user = context.get(viewerContext).user;
  const days = slotsByDay(await freeSlotsOf(context, community, new Date()));
  return {
    community: { slug: community.slug, title: community.title, address: `${community.streetAddress}, Houston, TX ${community.postalCode}`, phone: community.phone, tourMinutes: community.tourMinutes },
    days,
    renter: user ? { name: greetingName(user), email: user.email } : null,
    emailEnabled: context.get(appConfigContext).alerts?.emailEnabled ?? false,
  };
}

function refused(status: 400 | 409 | 429, message: string, fieldErrors: Record<string, string>, values: Record<string, string>, init?: { headers?: HeadersInit }) {
  const view: FormFailureView = { intent: "book", status, message, fieldErrors, values };
  return data(view, { status, headers: init?.headers });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const community = await communityOf(context, params);
  const user = context.get(viewerContext).user;
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const field of TOUR_FORM_FIELDS) {
    const value = form.get(field);
    // Within the schema's limits plus a margin: echoing a megabyte back helps nobody.
    if (typeof value === "string") values[field] = value.slice(0, 400);
  }
  // A signed-in renter is booked under the account's name and e-mail; a guest gives theirs.
  const parsed = user
    ? RenterTourBookingSchema.transform((input) => ({ ...input, name: greetingName(user), email: user.email })).safeParse(values)
    : GuestTourBookingSchema.safeParse(values);
  if (!parsed.success) return refused(400, "Please correct the highlighted fields.", fieldErrorsOf(parsed.error), values);
  const booking = parsed.data;

  const now = new Date();
  const choice = await chooseSlot(context, community, { startsAt: booking.slot, mode: booking.mode }, now);
  if (!choice.ok) return refused(choice.status, choice.message, choice.status === 409 ? {} : { [choice.field]: choice.message }, values);

  // Counted per client address once the booking is possible (a mistyped field costs nothing).
  const refusal = await rateLimiterOf(context)("inquiry");
  if (refusal) return refused(429, refusal.message, {}, values, { headers: retryAfterHeaders(refusal) });

  const token = user ? null : newManageToken();
  const config = context.get(appConfigContext);
  const result = await bookTour(context.get(dbContext), {
    apartmentId: community.id,
    apartmentTitle: community.title,
    startsAt: new Date(choice.slot.startsAt),
    endsAt: new Date(choice.slot.endsAt),
    mode: booking.mode,
    name: booking.name,
    email: booking.email,
    phone: booking.phone ?? null,
    userId: user?.id ?? null,
    manageTokenHash: token?.hash ?? null,
  }, { now, origin: config.publicOrigin, manageLink: (id) => tourPath(id, token?.token ?? null), company: config.texasBroker.name ?? undefined });
  // The person already holds the most upcoming tours of this community (counted under the community's lock).
  if (!result.ok && result.reason === "limit") return refused(409, tourLimitMessage(community.title), {}, values);
  // Someone else's booking of the same time committed first: the unique index said no.
  if (!result.ok) return refused(409, SLOT_TAKEN_MESSAGE, {}, values);
  return redirect(tourPath(result.id, token?.token ?? null), {
    headers: { "Set-Cookie": setFlash(request, { title: "Tour booked", description: `${community.title}, ${formatTourStart(choice.slot.startsAt)} (Houston time).` }) },
  });
}

export default function TourBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { community, days, renter, emailEnabled } = loaderData;
  const failure = actionData;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const chosenMode = failure?.values.mode ?? "in-person";
  // A slot that was just taken is gone from the list; keep any other choice.
  const chosenSlot = failure?.status === 409 ? undefined : failure?.values.slot;

  return (
    <div className="bg-slate-50">
      <div className={`${pageContainerClass} py-8 sm:py-12`}>
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to={`/apartments/${community.slug}`} className="font-medium text-brand-700 hover:underline">
            ← Back to {community.title}
          </Link>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Book a tour of {community.title}</h1>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {community.address}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />
            Tours take {community.tourMinutes} minutes
          </li>
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4" />
            {community.phone}
          </li>
        </ul>

        <Form ref={formRef} method="post" noValidate className="mt-8 grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" aria-label="Book a tour">
          <FormAlert message={failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null} />

          <fieldset className="grid gap-3">
            <legend className="text-base font-semibold text-ink-900">Kind of tour</legend>
            <div className="flex flex-wrap gap-3">
              {TOUR_MODES.map((mode) => (
                <label key={mode} className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name="mode" value={mode} defaultChecked={mode === chosenMode} className="size-4 accent-brand-700" />
                  {TOUR_MODE_LABELS[mode]}
                </label>
              ))}
            </div>
            {failure?.fieldErrors.mode ? <p className="text-sm text-red-700">{failure.fieldErrors.mode}</p> : null}
          </fieldset>

          <SlotPicker days={days} chosen={chosenSlot} error={failure?.fieldErrors.slot} legend="Choose a time" />

          <fieldset className="grid max-w-lg gap-5">
            <legend className="text-base font-semibold text-ink-900">Your details</legend>
            {renter ? (
              <p className="text-sm text-slate-700">
                Booking as <strong>{renter.name}</strong> ({renter.email}).{" "}
                {emailEnabled ? "We e-mail you the confirmation and tell your locator" : "Your locator hears of it at once"}; add a phone number if you prefer a
                call.
              </p>
            ) : (
              <>
                <FormField name="name" label="Name" autoComplete="name" required maxLength={100} defaultValue={failure?.values.name ?? ""} error={failure?.fieldErrors.name} />
                <FormField name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} defaultValue={failure?.values.email ?? ""} error={failure?.fieldErrors.email} />
              </>
            )}
            <FormField
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              required={!renter}
              optional={Boolean(renter)}
              maxLength={30}
              defaultValue={failure?.values.phone ?? ""}
              error={failure?.fieldErrors.phone}
            />
            {renter ? null : (
              <p className="text-sm text-slate-600">
                <Link to="/auth" className="font-medium text-brand-700 hover:underline">
                  Sign in
                </Link>{" "}
                to keep your tours in your account; as a guest you manage this booking with the link on the next page.
              </p>
            )}
          </fieldset>

          <div>
            <Button type="submit" size="lg" disabled={submitting || days.length === 0}>
              {submitting ? "Booking…" : "Book this tour"}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
