/**
 * The booking page's answer to a person's third upcoming tour of one community (issue 26): the form's error,
 * 409, with a message saying what to do, never a 500; as a guest (by the e-mail given) and signed in (by the
 * account). Against a real database, through the route's loader and action.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerContext, type Viewer } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { apartments, tourBookings } from "../../db/schema/index.ts";
import { insertUser } from "../../db/queries/users.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import * as tourBooking from "./tour-booking.tsx";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules type their own args; this supplies what they read.
type Handler = (args: any) => unknown;

interface Answer {
  status: number;
  location: string | null;
  data: unknown;
}

/** Calls the loader or action as React Router would; a redirect and data() both become an Answer. */
async function call(
  db: TestDatabase["db"],
  handler: Handler,
  options: {
    slug: string;
    viewer?: Partial<Viewer>;
    fields?: Record<string, string>;
  },
): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(viewerContext, {
    user: null,
    sessionId: null,
    guestId: null,
    ...options.viewer,
  });
  const path = `/apartments/${options.slug}/tour`;
  const init: RequestInit = options.fields
    ? {
        method: "POST",
        body: new URLSearchParams(options.fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }
    : { method: "GET" };
  const request = new Request(`http://localhost${path}`, init);
  const result = await handler({
    request,
    context,
    params: { slug: options.slug },
    url: new URL(request.url),
    pattern: path,
  });
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data: null,
    };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init: answerInit, data } = result as {
      init: ResponseInit | null;
      data: unknown;
    };
    return { status: answerInit?.status ?? 200, location: null, data };
  }
  return { status: 200, location: null, data: result };
}

describe.each(testDatabaseKinds)("/apartments/{slug}/tour refuses a third upcoming tour on %s", (kind) => {
  let database: TestDatabase;
  let slugs: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).orderBy(apartments.id).limit(2);
    slugs = rows.map((row) => row.slug);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The page's free times now, in order. */
  async function freeTimes(slug: string): Promise<string[]> {
    const page = await call(database.db, tourBooking.loader, { slug });
    const { days } = page.data as {
      days: { slots: { startsAt: string }[] }[];
    };
    return days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
  }

  it("as a guest: two bookings go through, the third with the same e-mail (any case) is the form's 409 error", async () => {
    const slug = slugs[0]!;
    const guest = {
      mode: "virtual",
      name: "Tour Taker",
      phone: "(713) 555-0100",
    };
    for (const email of ["taker@example.com", "Taker@Example.com"]) {
      const [time] = await freeTimes(slug);
      const booked = await call(database.db, tourBooking.action, {
        slug,
        fields: { ...guest, email, slot: time! },
      });
      expect(booked).toMatchObject({
        status: 302,
        location: expect.stringMatching(/^\/tours\/\d+\?token=/),
      });
    }
    const [time] = await freeTimes(slug);
    const refused = await call(database.db, tourBooking.action, {
      slug,
      fields: { ...guest, email: "TAKER@example.com", slot: time! },
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      message: expect.stringMatching(/already have 2 upcoming tours/),
      fieldErrors: {},
      values: { email: "TAKER@example.com" },
    });
    expect(await database.db.select().from(tourBookings).where(eq(tourBookings.email, "TAKER@example.com"))).toEqual([]);
  });

  it("signed in: the account's third upcoming tour of the community is refused the same way", async () => {
    const slug = slugs[1]!;
    const created = await insertUser(database.db, {
      username: "touring",
      email: "touring@example.com",
      passwordHash: "not-a-real-hash",
    });
    if (!created.ok) throw new Error("account not created");
    const viewer = { user: created.user, sessionId: "session" };
    for (let n = 0; n < 2; n++) {
      const [time] = await freeTimes(slug);
      expect(
        await call(database.db, tourBooking.action, {
          slug,
          viewer,
          fields: { mode: "virtual", slot: time! },
        }),
      ).toMatchObject({ status: 302 });
    }
    const [time] = await freeTimes(slug);
    const refused = await call(database.db, tourBooking.action, {
      slug,
      viewer,
      fields: { mode: "virtual", slot: time! },
    });
    expect(refused).toMatchObject({
      status: 409,
      data: {
        message: expect.stringMatching(/already have 2 upcoming tours/),
        fieldErrors: {},
      },
    });
  });
});
