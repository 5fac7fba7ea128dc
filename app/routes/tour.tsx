import { CalendarPlus, CalendarX2, MapPin, Phone, Video } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { fieldErrorsOf, summaryOf } from "../../core/validation.ts";
import { TourMoveSchema } from "../../core/tours/booking-schema.ts";
import { slotsByDay } from "../../core/tours/slots.ts";
import { formatTourStart, formatTourTime, TOUR_MODE_LABELS, type TourMode } from "../../core/tours/tour-format.ts";
import { cancelTour, findTourCommunity, moveTour } from "../../db/queries/tours.ts";
import { FormAlert } from "../components/auth/form-field.tsx";
import { useFocusFirstError, type FormFailureView } from "../components/auth/form-result.ts";
import { pageContainerClass } from "../components/section-heading.tsx";
import { SlotPicker } from "../components/tours/slot-picker.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { setFlash } from "../lib/flash.server.ts";
import { pageMeta } from "../lib/site.ts";
import { chooseSlot, freeSlotsOf, requireTourAccess, SLOT_TAKEN_MESSAGE, tourPath } from "../tours/tours.server.ts";
import { appConfigContext } from "../request-context.ts";
import type { Route } from "./+types/tour";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData ? `Your tour of ${loaderData.booking.apartmentTitle}` : "Your tour", "Your tour booking: move it, cancel it or add it to your calendar."),
  { name: "robots", content: "noindex" },
];

/** One person's booking (and, for a guest, a secret link): never shared or stored. */
// "same-origin", not "no-referrer": a guest's key never leaves in a Referer to another site, and the page's own forms,
// posted without JavaScript, still carry this site's Origin (with "no-referrer" it is "null", and refused).
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

/** After "that time was just taken" (409) the free times are read again, so the taken one leaves the list. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { booking, token } = await requireTourAccess(context, request, params);
  const now = new Date();
  const upcoming = booking.status === "booked" && booking.endsAt > now;
  const community = upcoming ? await findTourCommunity(context.get(dbContext), booking.apartmentSlug) : null;
  const days = community ? slotsByDay(await freeSlotsOf(context, community, now, booking.id)).map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt !== booking.startsAt.toISOString()) })) : [];
  return {
    booking: {
      id: booking.id,
      apartmentTitle: booking.apartmentTitle,
      apartmentSlug: booking.apartmentSlug,
      address: `${booking.streetAddress}, Houston, TX ${booking.postalCode}`,
      apartmentPhone: booking.apartmentPhone,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      mode: booking.mode as TourMode,
      status: booking.status,
      name: booking.name,
    },
    upcoming,
    guest: token !== null,
    selfPath: tourPath(booking.id, token),
    calendarPath: tourPath(booking.id, token, "/calendar.ics"),
    // A move keeps the kind of tour: a day of virtual tours only is offered to virtual bookings only.
    days: booking.mode === "virtual" ? days : days.map((day) => ({ ...day, slots: day.slots.filter((slot) => !slot.virtualOnly) })).filter((day) => day.slots.length > 0),
  };
}

const IntentSchema = z.object({
  intent: z.enum(["cancel", "move"], { error: "Choose to move or to cancel the tour." }),
  // Where the renter came from: /account's cancel button brings them back there.
  from: z.enum(["account"]).optional(),
});

function refused(intent: string, status: 400 | 404 | 409, message: string, fieldErrors: Record<string, string> = {}) {
  const view: FormFailureView = { intent, status, message, fieldErrors, values: {} };
  return data(view, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { booking, token } = await requireTourAccess(context, request, params);
  const db = context.get(dbContext);
  const form = await readForm(request);
  const parsed = IntentSchema.safeParse({ intent: form.get("intent") ?? undefined, from: form.get("from") || undefined });
  if (!parsed.success) return refused("unknown", 400, summaryOf(parsed.error));
  const back = parsed.data.from === "account" ? "/account" : tourPath(booking.id, token);

  if (parsed.data.intent === "cancel") {
    if (booking.endsAt <= new Date()) return refused("cancel", 409, "This tour is over; there is nothing to cancel.");
    const result = await cancelTour(db, booking.id, { company: context.get(appConfigContext).texasBroker.name ?? undefined });
    if (!result.ok) return refused("cancel", 409, "This tour was already cancelled.");
    return redirect(back, {
      headers: { "Set-Cookie": setFlash(request, { title: "Tour cancelled", description: `${booking.apartmentTitle}, ${formatTourStart(booking.startsAt)}. The time is free for others again.` }) },
    });
  }

  const move = TourMoveSchema.safeParse({ slot: form.get("slot") ?? undefined });
  if (!move.success) return refused("move", 400, summaryOf(move.error), fieldErrorsOf(move.error));
  const now = new Date();
  const community = booking.status === "booked" && booking.endsAt > now ? await findTourCommunity(db, booking.apartmentSlug) : null;
  if (!community) return refused("move", 409, "This tour can no longer be moved (it was cancelled, is over, or the community is no longer listed).");
  const choice = await chooseSlot(context, community, { startsAt: move.data.slot, mode: booking.mode as TourMode }, now, booking.id);
  if (!choice.ok) return refused("move", choice.status, choice.message, choice.status === 409 ? {} : { slot: choice.message });
  const result = await moveTour(db, booking.id, { startsAt: new Date(choice.slot.startsAt), endsAt: new Date(choice.slot.endsAt) }, { now, company: context.get(appConfigContext).texasBroker.name ?? undefined });
  if (!result.ok) return result.reason === "taken" ? refused("move", 409, SLOT_TAKEN_MESSAGE) : refused("move", 409, "This tour was cancelled meanwhile.");
  return redirect(back, {
    headers: { "Set-Cookie": setFlash(request, { title: "Tour moved", description: `${community.title}, now ${formatTourStart(choice.slot.startsAt)} (Houston time).` }) },
  });
}

export default function Tour({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, upcoming, guest, selfPath, calendarPath, days } = loaderData;
  const moveFailure = actionData?.intent === "move" ? actionData : null;
  const otherFailure = actionData && actionData.intent !== "move" ? actionData : null;
  const moveForm = useRef<HTMLFormElement>(null);
  useFocusFirstError(moveForm, moveFailure);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const cancelled = booking.status === "cancelled";
  const ModeIcon = booking.mode === "virtual" ? Video : MapPin;

  return (
    <div className="bg-slate-50">
      <div className={`${pageContainerClass} grid gap-6 py-8 sm:py-12`}>
        <div>
          <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">{cancelled ? "Cancelled tour" : upcoming ? "Your tour is booked" : "Past tour"}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            <Link to={`/apartments/${booking.apartmentSlug}`} className="hover:text-brand-700 hover:underline">
              {booking.apartmentTitle}
            </Link>
          </h1>
        </div>

        <section aria-labelledby="tour-when" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="tour-when" className={`text-xl font-semibold ${cancelled ? "text-slate-500 line-through" : "text-ink-900"}`} data-testid="tour-slot">
            {formatTourStart(booking.startsAt)}–{formatTourTime(booking.endsAt)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">Houston time (Central Time)</p>
          <ul className="mt-4 grid gap-2 text-sm text-slate-800">
            <li className="flex items-center gap-2">
              <ModeIcon aria-hidden="true" className="size-4 shrink-0" />
              {TOUR_MODE_LABELS[booking.mode]}
              {booking.mode === "virtual" ? " — the community sends the video link before the tour." : ` at ${booking.address}`}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              Leasing office: {booking.apartmentPhone}
            </li>
            <li>Booked for {booking.name}.</li>
          </ul>
          <FormAlert message={otherFailure?.message} className="mt-4" />
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={calendarPath}
              download
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar (.ics)
            </a>
            {upcoming ? (
              <Form method="post" action={selfPath}>
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="destructive" disabled={busy}>
                  <CalendarX2 aria-hidden="true" />
                  Cancel this tour
                </Button>
              </Form>
            ) : null}
          </div>
          {guest ? (
            <p className="mt-6 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
              Keep this page&apos;s address (bookmark it): it is the only way to move or cancel this booking without an account.
            </p>
          ) : null}
        </section>

        {upcoming ? (
          <section aria-labelledby="tour-move" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="tour-move" className="text-xl font-semibold text-ink-900">
              Move to another time
            </h2>
            <Form ref={moveForm} method="post" action={selfPath} noValidate className="mt-4 grid gap-6">
              <input type="hidden" name="intent" value="move" />
              <FormAlert message={moveFailure && Object.keys(moveFailure.fieldErrors).length === 0 ? moveFailure.message : null} />
              <SlotPicker days={days} error={moveFailure?.fieldErrors.slot} legend="New time" />
              <div>
                <Button type="submit" disabled={busy || days.length === 0}>
                  Move my tour
                </Button>
              </div>
            </Form>
          </section>
        ) : null}
      </div>
    </div>
  );
}
