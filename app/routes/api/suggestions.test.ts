import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartmentFeedback, floorPlans } from "../../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import * as feedbackRoute from "./apartment-feedback.ts";
import * as recommendedRoute from "./recommended-apartments.ts";
import * as suggestedRoute from "./suggested-apartments.ts";
import * as preferencesRoute from "./user-preferences.ts";

interface Suggestion {
  apartment: { id: number; slug: string; title: string; neighborhood: { name: string }; apartmentAmenities: { displayName: string }[] };
  plan: { beds: number; rent: number };
  matchPercentage: number;
  matchRating: string;
  recommendationLevel: string;
  keyStrengths: string[];
  potentialConcerns: string[];
  detailedAnalysis: string;
}

describe.each(testDatabaseKinds)("suggestions, recommendations and feedback on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const save = (viewer: object, body: object) => callRoute(preferencesRoute.action, { db: database.db, viewer, method: "PUT", path: "/api/user/preferences", body });
  async function suggestions(viewer: object, query = ""): Promise<{ success: boolean; data: Suggestion[] }> {
    const response = await callRoute(suggestedRoute.loader, { db: database.db, viewer, path: `/api/find-suggested-apartments-app${query}` });
    expect(response.status).toBe(200);
    return (await response.json()) as { success: boolean; data: Suggestion[] };
  }

  it("ranks communities within the budget and bedrooms, highest match first, with explanations", async () => {
    const user = await createTestUser(database.db);
    await save({ user }, { maxBudget: 1600, bedrooms: 1 });
    const { success, data } = await suggestions({ user });
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    for (const result of data) {
      expect(result.plan.beds).toBeGreaterThanOrEqual(1);
      // The engine's stated tolerance over the budget is 5%.
      expect(result.plan.rent).toBeLessThanOrEqual(1600 * 1.05);
      expect(Number.isInteger(result.matchPercentage)).toBe(true);
      expect(result.matchRating).not.toBe("");
      expect(result.detailedAnalysis).toContain(result.apartment.title);
    }
    const percentages = data.map((r) => r.matchPercentage);
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
    expect(data.some((r) => r.keyStrengths.some((s) => s.includes("$1,600")))).toBe(true);
  });

  it("changes with the budget, and honours ?limit", async () => {
    const user = await createTestUser(database.db);
    await save({ user }, { maxBudget: 1100, bedrooms: 0 });
    const low = await suggestions({ user }, "?limit=50");
    await save({ user }, { maxBudget: 4000 });
    const high = await suggestions({ user }, "?limit=50");
    expect(high.data.length).toBeGreaterThan(low.data.length);
    expect((await suggestions({ user }, "?limit=3")).data).toHaveLength(3);
    // A nonsense limit falls back to the default instead of failing.
    expect((await suggestions({ user }, "?limit=banana")).data.length).toBeLessThanOrEqual(10);
  });

  it("sees a floor plan's new rent at the next request (the catalogue cache follows the revision)", async () => {
    const user = await createTestUser(database.db);
    await save({ user }, { maxBudget: 1500, bedrooms: 1 });
    const before = await suggestions({ user }, "?limit=50");
    const top = before.data[0]!;
    await database.db.update(floorPlans).set({ rent: 9000 }).where(eq(floorPlans.apartmentId, top.apartment.id));
    const after = await suggestions({ user }, "?limit=50");
    expect(after.data.map((r) => r.apartment.id)).not.toContain(top.apartment.id);
  });

  it("recommends nothing for an empty profile and up to six cards once it says something", async () => {
    const user = await createTestUser(database.db);
    const empty = await callRoute(recommendedRoute.loader, { db: database.db, viewer: { user }, path: "/api/user/recommended-apartments" });
    expect(((await empty.json()) as { apartments: unknown[] }).apartments).toEqual([]);
    await save({ user }, { neighborhoods: ["montrose"] });
    const response = await callRoute(recommendedRoute.loader, { db: database.db, viewer: { user }, path: "/api/user/recommended-apartments" });
    const { apartments } = (await response.json()) as { apartments: { slug: string; title: string; neighborhoodName: string; bedRange: string; priceRange: string; imageUrl: string }[] };
    expect(apartments.length).toBeGreaterThan(0);
    expect(apartments.length).toBeLessThanOrEqual(6);
    expect(apartments[0]).toEqual(expect.objectContaining({ slug: expect.any(String), title: expect.any(String), imageUrl: expect.any(String) }));
  });

  it("stores feedback for the session's user, whatever userId the body claims", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    const { data } = await suggestions({ user });
    const apartmentId = data[0]!.apartment.id;
    const response = await callRoute(feedbackRoute.action, {
      db: database.db,
      viewer: { user },
      method: "POST",
      path: "/api/apartment-feedback",
      body: { apartmentId, userId: other.id, feedback: "  Love the light, but the gym is small.  " },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(apartmentFeedback).where(eq(apartmentFeedback.id, id));
    expect(row).toMatchObject({ userId: user.id, apartmentId, feedback: "Love the light, but the gym is small." });
  });

  it.each([
    ["empty feedback", { feedback: "   " }, 400],
    ["feedback over 500 characters", { feedback: "x".repeat(501) }, 400],
    ["an unknown apartment", { apartmentId: 99_999_999, feedback: "Nice" }, 404],
    ["a missing apartment id", { apartmentId: undefined, feedback: "Nice" }, 400],
  ])("refuses %s", async (_label, body, status) => {
    const response = await callRoute(feedbackRoute.action, { db: database.db, method: "POST", path: "/api/apartment-feedback", body: { apartmentId: 1, ...body } });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).not.toBe("");
  });
});
