/** A booking's .ics calendar file, for its owner only (the account that booked it, or the guest's link). */
import type { TourMode } from "../../core/tours/tour-format.ts";
import { requireTourAccess, tourPath } from "../tours/tours.server.ts";
import type { Route } from "./+types/tour-calendar";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { booking, token } = await requireTourAccess(context, request, params);
  const url = new URL(request.url);
  // Loaded on the first calendar file: the ics package costs a process about 10 MB it rarely needs.
  const { tourCalendarFile } = await import("../../core/tours/tour-ics.ts");
  const file = tourCalendarFile({
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    mode: booking.mode as TourMode,
    status: booking.status,
    apartmentTitle: booking.apartmentTitle,
    address: `${booking.streetAddress}, Houston, TX ${booking.postalCode}`,
    apartmentPhone: booking.apartmentPhone,
    manageUrl: new URL(tourPath(booking.id, token), url.origin).href,
    host: url.hostname,
  });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="tour-${booking.apartmentSlug}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
