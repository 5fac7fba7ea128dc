/**
 * Migration 0027 turns inquiries into clients in SQL. Run on a database as it was before it (migrations 0000-0026)
 * holding the shapes real data had: one person writing twice with the address in two letter cases, a verified
 * account's signed-in and signed-out inquiries, an unverified account's, a lease, a lost inquiry, timelines, a list
 * answering an inquiry and a list made from a profile. Each person must come out as one client with the furthest
 * stage, their timeline and lease, and each list on its client.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite, MIGRATIONS_FOLDER } from "./client.ts";

const MIGRATION = "0027_clients";

type Rows = Record<string, unknown>[];

describe("migration 0027: one client per person", () => {
  let folder: string;
  let client: Awaited<ReturnType<typeof createPglite>>;
  let db: ReturnType<typeof drizzle>;
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Rows;

  beforeAll(async () => {
    // The migrations folder as it was before 0027.
    folder = mkdtempSync(join(tmpdir(), "migrations-before-0027-"));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    client = await createPglite();
    db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });

    await client.exec(`
      INSERT INTO users (id, username, email, password_hash, email_verified_at) VALUES
        (101, 'vera', 'Vera@Example.com', 'h', now()),
        (102, 'uma', 'uma@example.com', 'h', NULL),
        (103, 'pat', 'pat@example.com', 'h', NULL),
        (104, 'boss', 'boss@example.com', 'h', now());
      UPDATE users SET is_admin = true WHERE id = 104;
      INSERT INTO client_inquiries (id, name, email, phone, message, source, status, lost_reason, user_id, assigned_admin_id, lease_move_in, lease_rent, created_at, stage_changed_at) VALUES
        (1, 'Ana Ruiz', 'ana@example.com', NULL, 'first', 'contact', 'contacted', NULL, NULL, 104, NULL, NULL, '2026-01-01', '2026-01-02'),
        (2, 'Ana R.', 'ANA@Example.com ', '713-555-0100', 'second', 'tour', 'leased', NULL, NULL, NULL, '2026-03-01', 1500, '2026-02-01', '2026-02-20'),
        (3, 'Vera', 'vera@example.com', NULL, 'signed out', 'contact', 'lost', 'Went elsewhere', NULL, NULL, NULL, NULL, '2026-01-05', '2026-01-06'),
        (4, 'Vera', 'other@example.com', NULL, 'signed in', 'apartment', 'new', NULL, 101, NULL, NULL, NULL, '2026-01-07', '2026-01-07'),
        (5, 'Uma', 'uma@example.com', NULL, 'unverified owner, signed out', 'contact', 'new', NULL, NULL, NULL, NULL, NULL, '2026-01-09', '2026-01-09');
      INSERT INTO inquiry_events (inquiry_id, actor_username, kind, body, staff_only) VALUES
        (1, 'boss', 'note', 'Called her', true),
        (2, 'boss', 'stage', 'Touring → Leased', true);
      INSERT INTO client_options (id, user_id, client_name, client_email, inquiry_id) VALUES
        (11, NULL, 'Ana Ruiz', 'ana@example.com', 1),
        (12, 103, 'Pat', NULL, NULL);
    `);
    const statements = readFileSync(join(MIGRATIONS_FOLDER, `${MIGRATION}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await db.execute(sql.raw(statement));
  });

  afterAll(async () => {
    await client?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const clientOf = async (inquiryId: number) => (await rows(sql`select client_id from client_inquiries where id = ${inquiryId}`))[0]!.client_id as number;
  const clientRow = async (id: number) => (await rows(sql`select * from clients where id = ${id}`))[0]!;

  it("joins one address in any case into one client at the furthest stage, with the newest name and a phone", async () => {
    const ana = await clientOf(1);
    expect(await clientOf(2)).toBe(ana);
    expect(await clientRow(ana)).toMatchObject({ name: "Ana R.", phone: "713-555-0100", status: "leased", assigned_admin_id: 104, user_id: null });
    expect(await rows(sql`select community_name, move_in, rent from leases where client_id = ${ana}`)).toEqual([
      { community_name: "A community no longer listed", move_in: "2026-03-01", rent: 1500 },
    ]);
    const timeline = await rows(sql`select kind, body from client_events where client_id = ${ana} order by at, id`);
    // The old timeline lines (written now) after the two inquiries of January and February.
    expect(timeline.map((e) => e.kind)).toEqual(["inquiry", "inquiry", "note", "stage"]);
  });

  it("gives a verified account its signed-in and signed-out inquiries as one client; an unverified address joins nothing", async () => {
    const vera = await clientOf(4);
    expect(await clientOf(3)).toBe(vera);
    // The open inquiry is further along than the lost one.
    expect(await clientRow(vera)).toMatchObject({ user_id: 101, status: "new" });
    const uma = await clientOf(5);
    expect(await clientRow(uma)).toMatchObject({ user_id: null, email: "uma@example.com" });
  });

  it("hangs every list on a client: the inquiry's, or one made for the list's account", async () => {
    const lists = await rows(sql`select id, client_id from client_options order by id`);
    expect(lists[0]).toEqual({ id: 11, client_id: await clientOf(1) });
    const pat = await clientRow(lists[1]!.client_id as number);
    expect(pat).toMatchObject({ name: "Pat", email: "pat@example.com", user_id: 103, status: "new" });
  });

  it("leaves no inquiry without a client and drops the old columns and table", async () => {
    expect(await rows(sql`select id from client_inquiries where client_id is null`)).toEqual([]);
    const columns = await rows(sql`select column_name from information_schema.columns where table_name = 'client_inquiries'`);
    expect(columns.map((c) => c.column_name)).not.toContain("status");
    expect(await rows(sql`select 1 from information_schema.tables where table_name = 'inquiry_events'`)).toEqual([]);
  });
});
