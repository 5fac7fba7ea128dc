/**
 * The publish checker on the admin's edit page (issue 30, decision 040): a published field with flagged wording is
 * not saved until the admin confirms those very words (422 with each flag, its reason and the rule); the confirmed
 * save's audit entry names the words; other words ask again; wording that describes the place saves at once.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toRawValue } from "../../../core/admin/form-raw.ts";
import { neighborhoodsResource } from "../../../core/admin/resources/neighborhoods.ts";
import { CONFIRM_WORDING_FIELD, FAIR_HOUSING_RULE } from "../../../core/fair-housing/wording-check.ts";
import { neighborhoodsStore } from "../../../db/queries/admin/resources/neighborhoods.ts";
import { insertUser } from "../../../db/queries/users.ts";
import { auditLog, neighborhoods } from "../../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute } from "../../../tests/route-harness.ts";
import * as editRoute from "./resource-edit.tsx";

describe.each(testDatabaseKinds)("fair-housing wording on the admin's edit page on %s", (kind) => {
  let database: TestDatabase;
  let admin: { id: number; username: string; isAdmin: boolean };
  let hood: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const created = await insertUser(database.db, { username: "editor", email: "editor@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("no admin");
    admin = created.user;
    [hood] = (await database.db.select({ id: neighborhoods.id }).from(neighborhoods).orderBy(neighborhoods.id).limit(1)) as [{ id: number }];
  });
  afterAll(() => database?.dispose());

  /** The neighborhood's whole form as its page holds it, with `changes` typed over it. */
  async function post(changes: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const record = await neighborhoodsStore.read(database.db, hood.id);
    const form: Record<string, string> = { version: String(record!.version), intent: "save" };
    for (const field of neighborhoodsResource.fields) form[field.name] = toRawValue(field, record!.values[field.name]);
    Object.assign(form, changes);
    const response = await callRoute(editRoute.action, { db: database.db, viewer: { user: admin as never }, method: "POST", path: `/admin/neighborhoods/${hood.id}`, params: { id: String(hood.id) }, form });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    // A returned data(..., { status }) comes back wrapped: unwrap it as the router would.
    if (parsed && typeof parsed === "object" && (parsed as { type?: string }).type === "DataWithResponseInit") {
      const wrapped = parsed as { data: unknown; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: response.status, body: parsed };
  }

  const description = () => database.db.select({ description: neighborhoods.description }).from(neighborhoods).where(eq(neighborhoods.id, hood.id));

  it("holds a flagged description until the same words are confirmed, and the audit entry names them", async () => {
    const before = await description();
    const flagged = "A diverse area, perfect for singles, with a park on every corner.";
    const first = await post({ description: flagged });
    expect(first.status).toBe(422);
    const body = first.body as { message: string; wording: { fields: { field: string; flags: { phrase: string; rule: string }[] }[]; fingerprint: string }; raw: Record<string, string> };
    expect(body.message).toMatch(/^Nothing was saved yet: 2 phrases may describe who lives there/);
    expect(body.wording.fields.map((f) => [f.field, f.flags.map((flag) => flag.phrase)])).toEqual([["description", ["diverse", "perfect for singles"]]]);
    expect(body.wording.fields[0]!.flags[0]!.rule).toBe(FAIR_HOUSING_RULE);
    expect(body.raw.description).toBe(flagged);
    expect(await description()).toEqual(before);

    // A confirmation of other words does not count.
    const other = await post({ description: `${flagged} Family-friendly too.`, [CONFIRM_WORDING_FIELD]: body.wording.fingerprint });
    expect(other.status).toBe(422);
    expect(await description()).toEqual(before);

    const confirmed = await post({ description: flagged, [CONFIRM_WORDING_FIELD]: body.wording.fingerprint });
    expect(confirmed.status).toBe(303);
    expect(await description()).toEqual([{ description: flagged }]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.recordId, String(hood.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.summary).toMatch(/; fair-housing wording confirmed: “diverse”, “perfect for singles”$/);
  });

  it("saves a description of the place at once", async () => {
    const clean = "Tree-lined streets, two parks and a short ride on the Red Line to downtown.";
    const saved = await post({ description: clean, highlights: "Two parks\nRed Line nearby" });
    expect(saved.status).toBe(303);
    expect(await description()).toEqual([{ description: clean }]);
  });
});
