/**
 * /account's list of the renter's tours: upcoming ones first, each with its calendar file, a link to move it
 * and a cancel button (a plain form to the booking's own page, which brings the renter back here).
 */
import { CalendarPlus } from "lucide-react";
import { Form, Link } from "react-router";
import { formatTourStart, formatTourTime, TOUR_MODE_LABELS, type TourMode } from "../../../core/tours/tour-format.ts";
import { Button } from "../ui/button.tsx";

export interface AccountTour {
  id: number;
  apartmentTitle: string;
  apartmentSlug: string;
  startsAt: string;
  endsAt: string;
  mode: TourMode;
  status: string;
  upcoming: boolean;
}

export function AccountTours({ tours }: { tours: readonly AccountTour[] }) {
  return (
    <ul className="grid gap-3" aria-label="Your tour bookings">
      {tours.map((tour) => (
        <li key={tour.id} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="account-tour">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">
              <Link to={`/apartments/${tour.apartmentSlug}`} className="hover:text-brand-700 hover:underline">
                {tour.apartmentTitle}
              </Link>
            </p>
            <p className={`text-sm ${tour.upcoming ? "text-slate-800" : "text-slate-500"}`}>
              <span className={tour.status === "cancelled" ? "line-through" : undefined}>
                {formatTourStart(tour.startsAt)}–{formatTourTime(tour.endsAt)}
              </span>{" "}
              (Houston time) · {TOUR_MODE_LABELS[tour.mode]}
              {tour.status === "cancelled" ? " · Cancelled" : tour.upcoming ? "" : " · Past"}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/tours/${tour.id}/calendar.ics`}
              download
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              .ics<span className="sr-only"> calendar file for {tour.apartmentTitle}</span>
            </a>
            {tour.upcoming ? (
              <>
                <Link
                  to={`/tours/${tour.id}`}
                  className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  Move<span className="sr-only"> the tour of {tour.apartmentTitle}</span>
                </Link>
                <Form method="post" action={`/tours/${tour.id}`}>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="from" value="account" />
                  <Button type="submit" size="sm" variant="outline" className="text-red-800">
                    Cancel<span className="sr-only"> the tour of {tour.apartmentTitle}</span>
                  </Button>
                </Form>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
