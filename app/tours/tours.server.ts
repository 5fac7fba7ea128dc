/**
 * The HTTP side of tour booking shared by the booking page, the booking's own page, its calendar file and
 * /account: who may see a booking (its account, or a guest holding the link's token), the free slots of a
 * community now, and whether a chosen slot can still be had.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { ManageTokenSchema, TourIdParamsSchema } from "../../core/tours/booking-schema.ts";
import { freeTourSlots, scheduledSlots, type TourSlot } from "../../core/tours/slots.ts";
import type { TourMode } from "../../core/tours/tour-format.ts";
import { findTourBooking, takenTourIntervals, type TourCommunity } from "../../db/queries/tours.ts";
import { viewerContext } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";

/** A guest's manage link carries 32 random bytes; only their SHA-256 is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The booking's page: a guest's link carries the token, an account's needs none. */
export function tourPath(id: number, token: string | null, suffix = ""): string {
  return `/tours/${id}${suffix}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

const NOT_FOUND = "Tour booking not found. If you booked as a guest, open the link on your confirmation page.";

/**
 * The booking at this URL, for its owner: the signed-in account that booked it, or whoever holds the guest
 * token in the URL. Anyone else (another account, an administrator, a wrong token) gets the same 404 as a
 * booking that does not exist, so ids cannot be probed.
 */
export async function requireTourAccess(context: Readonly<RouterContextProvider>, request: Request, params: unknown) {
  const parsedId = TourIdParamsSchema.safeParse(params);
  if (!parsedId.success) throw data(NOT_FOUND, { status: 404 });
  const booking = await findTourBooking(context.get(dbContext), parsedId.data.id);
  if (!booking) throw data(NOT_FOUND, { status: 404 });
  const user = context.get(viewerContext).user;
  if (user && booking.userId === user.id) return { booking, token: null };
  const token = ManageTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (token.success && booking.manageTokenHash) {
    const given = Buffer.from(hashManageToken(token.data), "hex");
    const stored = Buffer.from(booking.manageTokenHash, "hex");
    if (given.length === stored.length && timingSafeEqual(given, stored)) return { booking, token: token.data };
  }
  throw data(NOT_FOUND, { status: 404 });
}

/** The community's free slots from now on (a booking being moved does not hide its own slot's neighbours). */
export async function freeSlotsOf(context: Readonly<RouterContextProvider>, community: TourCommunity, now: Date, exceptId?: number): Promise<TourSlot[]> {
  const taken = await takenTourIntervals(context.get(dbContext), community.id, now, exceptId);
  return freeTourSlots({ hours: community.tourHours, tourMinutes: community.tourMinutes, now, taken });
}

export type SlotChoice = { ok: true; slot: TourSlot } | { ok: false; status: 400 | 409; field: "slot" | "mode"; message: string };

export const SLOT_TAKEN_MESSAGE = "That time was just taken, pick another.";

/**
 * Whether the renter may have this slot now: one of the community's scheduled times (else 400: the page
 * was old or the form was made up), not taken (409), and open to the chosen kind of tour. A race lost after
 * this check is the unique index's to catch (also a 409).
 */
export async function chooseSlot(
  context: Readonly<RouterContextProvider>,
  community: TourCommunity,
  choice: { startsAt: Date; mode: TourMode },
  now: Date,
  exceptId?: number,
): Promise<SlotChoice> {
  const wanted = choice.startsAt.toISOString();
  const scheduled = scheduledSlots({ hours: community.tourHours, tourMinutes: community.tourMinutes, now }).find((slot) => slot.startsAt === wanted);
  if (!scheduled) return { ok: false, status: 400, field: "slot", message: "That time is not offered (any more). Pick one of the times shown." };
  const free = (await freeSlotsOf(context, community, now, exceptId)).some((slot) => slot.startsAt === wanted);
  if (!free) return { ok: false, status: 409, field: "slot", message: SLOT_TAKEN_MESSAGE };
  if (scheduled.virtualOnly && choice.mode === "in-person") {
    return { ok: false, status: 400, field: "mode", message: "That day offers virtual tours only: choose a virtual tour or another day." };
  }
  return { ok: true, slot: scheduled };
}
