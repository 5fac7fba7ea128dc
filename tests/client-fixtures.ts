/**
 * Rows of the clients model (db/schema/clients.ts) inserted directly, for tests of what reads them (the lead e-mails):
 * an administrator, a client with one inquiry, a booked tour. Direct inserts keep those tests independent of the
 * code that files inquiries and books tours.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client-types.ts";
import { apartments, clientInquiries, clients, tourBookings, users } from "../db/schema/index.ts";

let counter = 0;
const next = () => `${process.pid}_${(counter += 1)}`;

export async function insertTestAdmin(db: Database, { disabled = false, admin = true }: { disabled?: boolean; admin?: boolean } = {}) {
  const username = `${admin ? "locator" : "renter"}_${next()}`;
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: "not-a-real-hash", isAdmin: admin, disabledAt: disabled ? new Date() : null })
    .returning({ id: users.id, username: users.username, email: users.email });
  return row!;
}

/** The first published community of the test catalogue. */
export async function testCommunity(db: Database) {
  const [row] = await db
    .select({ id: apartments.id, title: apartments.title, streetAddress: apartments.streetAddress, city: apartments.city, state: apartments.state, postalCode: apartments.postalCode, phone: apartments.phone })
    .from(apartments)
    .where(eq(apartments.published, true))
    .orderBy(asc(apartments.id))
    .limit(1);
  return row!;
}

export interface TestInquiry {
  name?: string;
  email?: string;
  phone?: string | null;
  message?: string;
  source?: "contact" | "apartment" | "tour" | "get-matched" | "chat";
  apartmentId?: number | null;
  moveInDate?: string | null;
  userId?: number | null;
  assignedAdminId?: number | null;
}

/** A client and its one inquiry. */
export async function insertTestClient(db: Database, inquiry: TestInquiry = {}) {
  const name = inquiry.name ?? `Client ${next()}`;
  const email = inquiry.email ?? `client_${next()}@example.com`;
  const [client] = await db
    .insert(clients)
    .values({ name, email, phone: inquiry.phone ?? null, assignedAdminId: inquiry.assignedAdminId ?? null })
    .returning({ id: clients.id });
  const [row] = await db
    .insert(clientInquiries)
    .values({
      clientId: client!.id,
      userId: inquiry.userId ?? null,
      apartmentId: inquiry.apartmentId ?? null,
      name,
      email,
      phone: inquiry.phone ?? null,
      message: inquiry.message ?? "Looking for a one-bedroom.",
      moveInDate: inquiry.moveInDate ?? null,
      source: inquiry.source ?? "contact",
    })
    .returning({ id: clientInquiries.id });
  return { clientId: client!.id, inquiryId: row!.id, name, email };
}

let slot = 0;

/** A booked tour of `apartmentId`, each at its own hour (a slot is taken once). A guest's needs `manageTokenHash`. */
export async function insertTestTourBooking(
  db: Database,
  booking: { apartmentId: number; inquiryId?: number | null; userId?: number | null; name: string; email: string; mode?: "in-person" | "virtual"; startsAt?: Date; minutes?: number },
) {
  slot += 1;
  const startsAt = booking.startsAt ?? new Date(Date.UTC(2026, 10, 27, 15, 30) + slot * 3_600_000);
  const [row] = await db
    .insert(tourBookings)
    .values({
      apartmentId: booking.apartmentId,
      inquiryId: booking.inquiryId ?? null,
      userId: booking.userId ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (booking.minutes ?? 45) * 60_000),
      mode: booking.mode ?? "in-person",
      name: booking.name,
      email: booking.email,
      manageTokenHash: booking.userId ? null : "0".repeat(64),
    })
    .returning({ id: tourBookings.id, startsAt: tourBookings.startsAt });
  return row!;
}
