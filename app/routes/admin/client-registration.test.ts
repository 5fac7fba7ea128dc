/**
 * "Register client" through the client's edit page (/admin/clients/{id}, record action `register`, decision 036):
 * the checked communities are read from the form, bad input is a 400 and a refusal a 409, each with its message under
 * `errors.register` (beside the section), and a registration redirects back to the client's page.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocatorTermsSchema } from "../../../core/money/locator-terms.ts";
import { saveCommunityTerms } from "../../../db/queries/admin/community-terms.ts";
import { createInquiry } from "../../../db/queries/inquiries.ts";
import { insertUser } from "../../../db/queries/users.ts";
import { apartments, clients, outbox, referralRegistrations } from "../../../db/schema/index.ts";
import { createTestList } from "../../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import * as editRoute from "./resource-edit.tsx";

describe.each(testDatabaseKinds)("registering a client from the client's page on %s", (kind) => {
  let database: TestDatabase;
  let admin: Awaited<ReturnType<typeof insertUser>> & { ok: true };
  let clientId: number;
  let withContact: { id: number; title: string };
  let withoutContact: { id: number; title: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true, displayName: "Maria Lopez" });
    if (!created.ok) throw new Error("admin not created");
    admin = created;
    [withContact, withoutContact] = (await db.select({ id: apartments.id, title: apartments.title }).from(apartments).orderBy(apartments.id).limit(2)) as [
      { id: number; title: string },
      { id: number; title: string },
    ];
    const actor = { id: created.user.id, username: "maria" };
    const terms = { paysLocators: true, commission: { basis: "percent", percentBasisPoints: 10_000 }, effectiveFrom: "2000-01-01" };
    await saveCommunityTerms(db, actor, withContact.id, LocatorTermsSchema.parse({ ...terms, leasingContactEmail: "leasing@contact.example" }));
    await saveCommunityTerms(db, actor, withoutContact.id, LocatorTermsSchema.parse(terms));
    ({ clientId } = await createInquiry(db, { name: "Ana Díaz", email: "ana@example.com", message: "Looking", source: "apartment", apartmentId: withContact.id }));
    await createTestList(db, { userId: null, clientId, clientName: "Ana Díaz", items: [{ apartmentId: withoutContact.id }] });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Posts the client's page form as the browser would (repeated apartmentIds), answering as the router would. */
  async function post(fields: [string, string][]): Promise<Response> {
    const db = database.db;
    const [client] = await db.select({ version: clients.version }).from(clients).where(eq(clients.id, clientId));
    const body = new URLSearchParams([["version", String(client!.version)], ["intent", "register"], ...fields]);
    const path = `/admin/clients/${clientId}`;
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    });
    const context = new RouterContextProvider();
    context.set(dbContext, db);
    context.set(viewerContext, { user: admin.user, sessionId: null, guestId: null });
    try {
      const result: unknown = await editRoute.action({ request, context, url: new URL(request.url), params: { id: String(clientId) } } as never);
      if (result instanceof Response) return result;
      const { data, init } = result as { data: unknown; init: ResponseInit | null };
      return Response.json(data, init ?? {});
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("answers 400 with the message beside the section when nothing or something odd is checked", async () => {
    const none = await post([]);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ errors: { register: "Check at least one community to register the client with." } });
    const odd = await post([["apartmentIds", "1; drop table clients"]]);
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ errors: { register: "Choose the communities from the list." } });
  });

  it("answers 409 naming the community without a leasing contact, and writes nothing", async () => {
    const refused = await post([
      ["apartmentIds", String(withContact.id)],
      ["apartmentIds", String(withoutContact.id)],
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errors: { register: `Add a leasing contact e-mail to ${withoutContact.title}'s Commission terms first.` } });
    expect(await database.db.select().from(referralRegistrations).where(eq(referralRegistrations.clientId, clientId))).toEqual([]);
  });

  it("registers the checked community as the signed-in locator and goes back to the client's page", async () => {
    const done = await post([["apartmentIds", String(withContact.id)]]);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/admin/clients/${clientId}`);
    const rows = await database.db.select().from(referralRegistrations).where(eq(referralRegistrations.clientId, clientId));
    expect(rows).toMatchObject([{ apartmentId: withContact.id, toAddress: "leasing@contact.example", createdById: admin.user.id }]);
    const kinds = (await database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.clientId, clientId))).map((row) => row.kind);
    expect(kinds.filter((k) => k === "referral-registration" || k === "guest-card").sort()).toEqual(["guest-card", "referral-registration"]);
    // Checked again while it holds: nothing is sent twice, and the locator is told why (409).
    const again = await post([["apartmentIds", String(withContact.id)]]);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errors: { register: expect.stringMatching(/^Nothing was sent: .* is already registered until /) } });
  });
});
