/**
 * A booking as an iCalendar file (RFC 5545), one event in UTC times, made by the `ics` package. A cancelled
 * booking keeps its UID with STATUS:CANCELLED, so a calendar that imported it can drop it.
 */
import { createEvent } from "ics";
import { formatTourStart, TOUR_MODE_LABELS, type TourMode } from "./tour-format.ts";

export interface TourCalendarEvent {
  id: number;
  startsAt: Date;
  endsAt: Date;
  mode: TourMode;
  status: string;
  apartmentTitle: string;
  address: string;
  apartmentPhone: string;
  /** The booking's page, absolute, for moving or cancelling. */
  manageUrl: string;
  /** The host the UID is scoped to. */
  host: string;
}

const utcArray = (date: Date) => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()] as [number, number, number, number, number];

export function tourCalendarFile(event: TourCalendarEvent): string {
  const result = createEvent({
    uid: `tour-${event.id}@${event.host}`,
    productId: "houston-apartment-locator/tours",
    title: `Tour: ${event.apartmentTitle} (${TOUR_MODE_LABELS[event.mode].toLowerCase()})`,
    description: `${TOUR_MODE_LABELS[event.mode]} tour of ${event.apartmentTitle}, ${formatTourStart(event.startsAt)} Houston time. Leasing office: ${event.apartmentPhone}. Move or cancel: ${event.manageUrl}`,
    location: event.mode === "virtual" ? "Video call (the community sends the link)" : event.address,
    url: event.manageUrl,
    start: utcArray(event.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcArray(event.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    status: event.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
  });
  if (result.error || !result.value) throw result.error ?? new Error("The calendar file could not be made");
  return result.value;
}
