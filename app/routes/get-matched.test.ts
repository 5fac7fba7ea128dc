/**
 * The pages behind issue 5's guided flow, against a real database: /get-matched
 * saves each step with the preferences API's rules (and refuses bad answers
 * without losing what was saved), and /preference-suggestion ranks, takes
 * feedback and records tour requests.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerContext, type Viewer } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { getPreferences } from "../../db/queries/preferences.ts";
import { apartmentFeedback, apartments, clientInquiries } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import * as getMatched from "./get-matched.tsx";
import * as suggestionsPage from "./preference-suggestion.tsx";

type Fields = Record<string, string | string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules type their own args; this supplies what they read.
type Handler = (args: any) => unknown;

interface Answer {
  status: number;
  location: string | null;
  setCookie: string | null;
  data: unknown;
}

/** Calls a loader or action as React Router would, with a form body; redirects and data() both become an Answer. */
async function call(db: TestDatabase["db"], handler: Handler, options: { viewer?: Partial<Viewer>; path: string; fields?: Fields }): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(viewerContext, { user: null, sessionId: null, guestId: null, ...options.viewer });
  let init: RequestInit = { method: "GET" };
  if (options.fields) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(options.fields)) for (const item of [value].flat()) body.append(name, item);
    init = { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  }
  const request = new Request(`http://localhost${options.path}`, init);
  let result: unknown;
  try {
    result = await handler({ request, context, params: {}, url: new URL(request.url), pattern: new URL(request.url).pathname });
  } catch (thrown) {
    // Thrown responses and thrown data() are answers too, as the router sends them.
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === "object" && "init" in thrown)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), setCookie: result.headers.get("Set-Cookie"), data: null };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as { init: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: null, setCookie: new Headers(init?.headers).get("Set-Cookie"), data: (result as { data: unknown }).data };
  }
  return { status: 200, location: null, setCookie: null, data: result };
}

const newGuest = () => ({ guestId: randomBytes(16).toString("hex") });

describe.each(testDatabaseKinds)("/get-matched and /preference-suggestion on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const step = (viewer: Partial<Viewer>, number: number, fields: Fields) =>
    call(database.db, getMatched.action, { viewer, path: `/get-matched?step=${number}`, fields: { step: String(number), ...fields } });
  const profileOf = async (viewer: { guestId: string } | { userId: number }) => (await getPreferences(database.db, viewer)).profile;

  /** Walks a guest through all five steps. */
  async function completeFlow(viewer: { guestId: string }) {
    expect((await step(viewer, 1, { name: "Maria Lopez", phone: "" })).location).toBe("/get-matched?step=2");
    expect((await step(viewer, 2, { neighborhoods: ["montrose", "heights"], commuteTo: "Texas Medical Center" })).location).toBe("/get-matched?step=3");
    expect((await step(viewer, 3, { maxBudget: "", budgetRange: "1500-2000" })).location).toBe("/get-matched?step=4");
    expect((await step(viewer, 4, { bedrooms: "1", bathrooms: "", sqft: "" })).location).toBe("/get-matched?step=5");
    return step(viewer, 5, { amenities: ["pool", "parking"], "requirement-parking": "must be covered", moveInDate: "", leaseLength: "12-month", customLeaseLength: "" });
  }

  it("gives a new guest an identity on the first saved step and keeps the answer", async () => {
    const answer = await step({}, 1, { name: "  Ana  ", phone: "713-555-0142" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/get-matched?step=2");
    expect(answer.setCookie).toMatch(/has_guest=/);
  });

  it("saves every step and ends on the suggestions, with skipped optional questions remembered", async () => {
    const guest = newGuest();
    const last = await completeFlow(guest);
    expect(last.status).toBe(302);
    expect(last.location).toBe("/preference-suggestion");
    const profile = await profileOf(guest);
    expect(profile).toMatchObject({ name: "Maria Lopez", commuteTo: "Texas Medical Center", maxBudget: 2000, bedrooms: 1, leaseLength: "12-month", anyNeighborhood: false });
    expect(profile.neighborhoodIds).toHaveLength(2);
    expect(profile.amenities).toEqual(expect.arrayContaining([expect.objectContaining({ requirement: "must be covered" }), expect.objectContaining({ requirement: null })]));
    expect(profile.skippedFields).toEqual(expect.arrayContaining(["phone", "bathrooms", "sqft", "moveInDate"]));
    expect(profile.skippedFields).not.toContain("leaseLength");
  });

  it("refuses a negative budget with the field named, and keeps the stored budget", async () => {
    const guest = newGuest();
    await step(guest, 3, { maxBudget: "1800" });
    const refused = await step(guest, 3, { maxBudget: "-5", budgetRange: "" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ step: 3, fieldErrors: { maxBudget: "Max budget can't be negative." }, values: { maxBudget: "-5" } });
    expect((await profileOf(guest)).maxBudget).toBe(1800);
  });

  it("asks for each stage's required answer", async () => {
    const guest = newGuest();
    expect((await step(guest, 1, { name: "   " })).data).toMatchObject({ fieldErrors: { name: "Enter your name." } });
    expect((await step(guest, 2, { commuteTo: "Downtown" })).data).toMatchObject({ fieldErrors: { neighborhoods: expect.stringContaining("Anywhere in Houston") } });
    expect((await step(guest, 3, { maxBudget: "", budgetRange: "3000-plus" })).data).toMatchObject({ fieldErrors: { maxBudget: expect.stringContaining("over $3,000") } });
    expect((await step(guest, 4, { bedrooms: "" })).data).toMatchObject({ fieldErrors: { bedrooms: "Choose how many bedrooms you need." } });
    // Nothing of the refused steps was stored.
    expect(await profileOf(guest)).toMatchObject({ name: null, commuteTo: null, maxBudget: null, bedrooms: null });
  });

  it("takes 'Anywhere in Houston', and lets chosen neighborhoods win over it", async () => {
    const guest = newGuest();
    await step(guest, 2, { anyNeighborhood: "yes" });
    expect(await profileOf(guest)).toMatchObject({ anyNeighborhood: true, neighborhoodIds: [] });
    await step(guest, 2, { anyNeighborhood: "yes", neighborhoods: ["montrose"] });
    const profile = await profileOf(guest);
    expect(profile.anyNeighborhood).toBe(false);
    expect(profile.neighborhoodIds).toHaveLength(1);
  });

  it("stores a custom lease length as its text, and wants the text when 'Custom...' is chosen", async () => {
    const guest = newGuest();
    expect((await step(guest, 5, { leaseLength: "custom", customLeaseLength: "" })).data).toMatchObject({ fieldErrors: { customLeaseLength: expect.any(String) } });
    await step(guest, 5, { leaseLength: "custom", customLeaseLength: "9 months" });
    expect((await profileOf(guest)).leaseLength).toBe("9 months");
    const page = await call(database.db, getMatched.loader, { viewer: guest, path: "/get-matched?step=5" });
    expect(page.data).toMatchObject({ step: 5, values: { leaseLength: "custom", customLeaseLength: "9 months" } });
  });

  it("sends a renter who finishes with a required stage open back to it", async () => {
    const guest = newGuest();
    await step(guest, 1, { name: "Sam" });
    const last = await step(guest, 5, {});
    expect(last.location).toBe("/get-matched?step=2&unfinished=1");
  });

  it("prefills a signed-in renter's name and reads the step from the URL", async () => {
    const user = await createTestUser(database.db);
    const page = await call(database.db, getMatched.loader, { viewer: { user }, path: "/get-matched?step=9" });
    expect(page.data).toMatchObject({ step: 1, values: { name: user.displayName } });
  });

  describe("Have a locator work on it", () => {
    const sendToLocator = (viewer: Partial<Viewer>, fields: Fields) =>
      call(database.db, getMatched.action, { viewer, path: "/get-matched?step=5", fields: { intent: "locator", ...fields } });
    const inquiriesOf = (email: string) => database.db.select().from(clientInquiries).where(and(eq(clientInquiries.email, email), eq(clientInquiries.source, "get-matched")));

    it("is offered, prefilled, only once all five stages are done", async () => {
      const guest = newGuest();
      await step(guest, 1, { name: "Maria Lopez", phone: "713-555-0142" });
      const halfway = (await call(database.db, getMatched.loader, { viewer: guest, path: "/get-matched?step=5" })).data as { locator: unknown };
      expect(halfway.locator).toBeNull();
      await completeFlow(guest);
      await step(guest, 1, { name: "Maria Lopez", phone: "713-555-0142" });
      const done = (await call(database.db, getMatched.loader, { viewer: guest, path: "/get-matched?step=5" })).data as { locator: unknown };
      expect(done.locator).toEqual({ name: "Maria Lopez", email: "", phone: "713-555-0142" });
    });

    it("sends a guest's profile, summed up in plain lines, as a 'get-matched' inquiry", async () => {
      const guest = newGuest();
      await completeFlow(guest);
      const email = `matched-${randomBytes(4).toString("hex")}@example.com`;
      const sent = await sendToLocator(guest, { name: "Maria Lopez", email, phone: "", note: "Evenings are best." });
      expect(sent.status).toBe(200);
      expect(sent.data).toMatchObject({ intent: "locator", result: { ok: true, duplicate: false } });
      const [row, ...more] = await inquiriesOf(email);
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({ name: "Maria Lopez", phone: null, userId: null, chatSessionId: null });
      expect(row!.message).toContain("Looking for 1 bedroom, up to $2,000 a month, in ");
      expect(row!.message).toMatch(/Montrose/);
      expect(row!.message).toMatch(/Must-haves: .*\(must be covered\)/);
      expect(row!.message).toContain("commute to Texas Medical Center");
      expect(row!.message).toContain("Note from the renter: Evenings are best.");
      // Sent twice (a reload after POST): one inquiry.
      expect((await sendToLocator(guest, { name: "Maria Lopez", email, phone: "", note: "Evenings are best." })).data).toMatchObject({ result: { ok: true, duplicate: true } });
      expect(await inquiriesOf(email)).toHaveLength(1);
    });

    it("records the signed-in renter's id", async () => {
      const user = await createTestUser(database.db);
      const viewer = { user };
      await step(viewer, 1, { name: "Sam Lee", phone: "" });
      await step(viewer, 2, { anyNeighborhood: "on", commuteTo: "" });
      await step(viewer, 3, { maxBudget: "1500", budgetRange: "" });
      await step(viewer, 4, { bedrooms: "0", bathrooms: "", sqft: "" });
      await step(viewer, 5, { moveInDate: "", leaseLength: "", customLeaseLength: "" });
      const sent = await sendToLocator(viewer, { name: "Sam Lee", email: user.email, phone: "(713) 555-0100" });
      expect(sent.data).toMatchObject({ result: { ok: true } });
      const [row] = await inquiriesOf(user.email);
      expect(row).toMatchObject({ userId: user.id, phone: "(713) 555-0100" });
      expect(row!.message).toContain("Looking for a studio, up to $1,500 a month, anywhere in Houston.");
    });

    it("refuses bad fields with the inquiry forms' messages and keeps what was typed; nothing is stored", async () => {
      const guest = newGuest();
      await completeFlow(guest);
      const refused = await sendToLocator(guest, { name: "", email: "maria@", phone: "call me", note: "n".repeat(501) });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ intent: "locator", note: "n".repeat(501), result: { ok: false, fieldErrors: { message: expect.stringContaining("note") } } });
      const fields = await sendToLocator(guest, { name: "", email: "maria@", phone: "call me", note: "" });
      expect(fields.data).toMatchObject({ result: { ok: false, fieldErrors: { name: "Enter your name.", email: expect.any(String), phone: expect.any(String) }, values: { email: "maria@" } } });
      expect(await inquiriesOf("maria@")).toHaveLength(0);
    });

    it("refuses a profile with stages still open", async () => {
      const guest = newGuest();
      await step(guest, 1, { name: "Maria Lopez", phone: "" });
      const refused = await sendToLocator(guest, { name: "Maria Lopez", email: "open-stages@example.com" });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ result: { ok: false, message: expect.stringContaining("Finish the five steps") } });
      expect(await inquiriesOf("open-stages@example.com")).toHaveLength(0);
    });
  });

  describe("the suggestion screen", () => {
    it("has nothing to rank for a visitor without preferences", async () => {
      const page = await call(database.db, suggestionsPage.loader, { path: "/preference-suggestion" });
      expect(page.data).toMatchObject({ state: { status: "no-profile" } });
    });

    it("ranks the guest's suggestions, highest match first, as card views", async () => {
      const guest = newGuest();
      await completeFlow(guest);
      const page = await call(database.db, suggestionsPage.loader, { viewer: guest, path: "/preference-suggestion" });
      type Card = { apartmentId: number; matchPercentage: number; matchRating: string; neighborhoodSlug: string | null; address: string; slug: string; beds: number; transit: { score: number } | null };
      const data = page.data as { state: { status: string; suggestions: Card[] }; summary: object; contact: object };
      expect(data.state.status).toBe("ready");
      const percentages = data.state.suggestions.map((s) => s.matchPercentage);
      expect(percentages.length).toBeGreaterThan(0);
      expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
      const streets = new Map(
        (await database.db.select({ id: apartments.id, street: apartments.streetAddress }).from(apartments)).map((row) => [row.id, row.street]),
      );
      for (const card of data.state.suggestions) {
        // Issue 15: the street address (the spec's '{slug}, Houston, TX' only without one), a transit score computed
        // from the position (no constant), and no Excellent outside the chosen Montrose and Heights.
        const street = streets.get(card.apartmentId)?.trim();
        expect(card.address).toBe(street ? (/houston/i.test(street) ? street : `${street}, Houston, TX`) : `${card.slug}, Houston, TX`);
        expect(card.transit?.score).toEqual(expect.any(Number));
        expect(card).not.toHaveProperty("walkScore");
        if (!["montrose", "heights"].includes(card.neighborhoodSlug ?? "")) expect(card.matchRating).not.toBe("Excellent Match");
        expect(card.beds).toBeGreaterThanOrEqual(1);
      }
      // The demo data has street addresses, so the spec's fallback is not what the cards show.
      expect(data.state.suggestions.some((card) => card.address !== `${card.slug}, Houston, TX`)).toBe(true);
      // Computed per community: not one constant for all.
      expect(new Set(data.state.suggestions.map((card) => card.transit?.score)).size).toBeGreaterThan(1);
      expect(data.summary).toMatchObject({ budget: "Up to $2,000/mo", bedrooms: "1 Bed" });
      expect(data.contact).toMatchObject({ name: "Maria Lopez", email: "" });
    });

    it("stores feedback, and refuses an empty one keeping nothing", async () => {
      const guest = newGuest();
      await completeFlow(guest);
      const page = await call(database.db, suggestionsPage.loader, { viewer: guest, path: "/preference-suggestion" });
      const apartmentId = (page.data as { state: { suggestions: { apartmentId: number }[] } }).state.suggestions[0]!.apartmentId;

      const empty = await call(database.db, suggestionsPage.action, { viewer: guest, path: "/preference-suggestion", fields: { intent: "feedback", apartmentId: String(apartmentId), feedback: "   " } });
      expect(empty.status).toBe(400);
      expect(empty.data).toMatchObject({ intent: "feedback", ok: false, feedback: "   " });

      const sent = await call(database.db, suggestionsPage.action, { viewer: guest, path: "/preference-suggestion", fields: { intent: "feedback", apartmentId: String(apartmentId), feedback: "  Love the pool. " } });
      expect(sent.data).toEqual({ intent: "feedback", apartmentId, ok: true });
      const rows = await database.db.select().from(apartmentFeedback).where(eq(apartmentFeedback.apartmentId, apartmentId));
      expect(rows.map((r) => r.feedback)).toContain("Love the pool.");
      expect(rows.map((r) => r.feedback)).not.toContain("   ");
    });

    it("records Schedule Tour as a 'tour' inquiry, and names the missing fields", async () => {
      const guest = newGuest();
      await completeFlow(guest);
      const page = await call(database.db, suggestionsPage.loader, { viewer: guest, path: "/preference-suggestion" });
      const apartmentId = (page.data as { state: { suggestions: { apartmentId: number }[] } }).state.suggestions[0]!.apartmentId;

      const refused = await call(database.db, suggestionsPage.action, { viewer: guest, path: "/preference-suggestion", fields: { intent: "tour", apartmentId: String(apartmentId), name: "Maria Lopez", email: "", message: "I'd like to tour it." } });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ intent: "tour", apartmentId, result: { ok: false, fieldErrors: { email: expect.any(String) } } });

      const email = `tour-${randomBytes(4).toString("hex")}@example.com`;
      const sent = await call(database.db, suggestionsPage.action, { viewer: guest, path: "/preference-suggestion", fields: { intent: "tour", apartmentId: String(apartmentId), name: "Maria Lopez", email, phone: "", moveInDate: "", message: "I'd like to tour it." } });
      expect(sent.data).toMatchObject({ intent: "tour", apartmentId, result: { ok: true } });
      const [row] = await database.db.select().from(clientInquiries).where(and(eq(clientInquiries.email, email), eq(clientInquiries.source, "tour")));
      expect(row).toMatchObject({ apartmentId, name: "Maria Lopez" });

      const unknown = await call(database.db, suggestionsPage.action, { viewer: guest, path: "/preference-suggestion", fields: { intent: "tour", apartmentId: "99999999", name: "A", email, message: "x" } });
      expect(unknown.status).toBe(404);
    });

    it("answers an unknown form with 400", async () => {
      const answer = await call(database.db, suggestionsPage.action, { path: "/preference-suggestion", fields: { intent: "nonsense" } });
      expect(answer.status).toBe(400);
    });
  });
});
