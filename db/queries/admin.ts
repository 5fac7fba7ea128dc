import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import type { InquirySource } from "../../core/inquiries/inquiry-schema.ts";
import type { Database } from "../client-types.ts";
import { staleAsOf } from "../../core/matching/freshness.ts";
import { apartments, blogPosts, clientInquiries, clientOptions, clients, leases, neighborhoods, users } from "../schema/index.ts";

/** The numbers on the admin dashboard. */
export interface AdminOverview {
  neighborhoods: number;
  apartments: number;
  users: number;
  clientInquiries: number;
  /** Blog posts without a publication time. */
  drafts: number;
  /** Blog posts that go live later. */
  scheduled: number;
  /** Communities on the site whose availability was last checked more than VERIFIED_STALE_DAYS ago. */
  unverified: number;
}

/** Every count in one round trip. */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [row] = await db
    .select({
      neighborhoods: sql<number>`(select count(*)::int from ${neighborhoods})`,
      apartments: sql<number>`(select count(*)::int from ${apartments})`,
      users: sql<number>`(select count(*)::int from ${users})`,
      clientInquiries: sql<number>`(select count(*)::int from ${clientInquiries})`,
      drafts: sql<number>`(select count(*)::int from ${blogPosts} where ${blogPosts.publishedAt} is null)`,
      scheduled: sql<number>`(select count(*)::int from ${blogPosts} where ${blogPosts.publishedAt} > now())`,
      unverified: sql<number>`(select count(*)::int from ${apartments} where ${apartments.published} and ${apartments.verifiedAt} <= ${staleAsOf(now)})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { neighborhoods: 0, apartments: 0, users: 0, clientInquiries: 0, drafts: 0, scheduled: 0, unverified: 0 };
}

/** How far back "recently received" looks on the dashboard. */
export const RECENT_INQUIRY_DAYS = 7;

export interface InquiryAttentionItem {
  id: number;
  name: string;
  source: InquirySource;
  /** ISO timestamp. */
  createdAt: string;
  /** The apartment asked about, for inquiries sent from its page. */
  apartmentTitle: string | null;
}

/** What of the client inquiries needs an administrator: new ones, and those still awaiting a reply. */
export interface InquiryAttention {
  receivedRecently: number;
  awaitingReply: number;
  /** The newest inquiries still awaiting a reply, newest first. */
  newest: InquiryAttentionItem[];
}

export async function getInquiryAttention(db: Database, options: { now: Date; limit?: number }): Promise<InquiryAttention> {
  const since = new Date(options.now.getTime() - RECENT_INQUIRY_DAYS * 24 * 60 * 60 * 1000);
  // Awaiting a reply: a client still at New (one person counts once, however many messages they sent).
  const awaiting = and(eq(clients.status, "new"), isNull(clients.mergedIntoId));
  const [[recent], [waiting]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(clientInquiries).where(gte(clientInquiries.createdAt, since)),
    db.select({ n: sql<number>`count(*)::int` }).from(clients).where(awaiting),
  ]);
  const newest = await db
    .select({
      id: clientInquiries.id,
      name: clientInquiries.name,
      source: clientInquiries.source,
      createdAt: clientInquiries.createdAt,
      apartmentTitle: apartments.title,
    })
    .from(clientInquiries)
    .innerJoin(clients, eq(clients.id, clientInquiries.clientId))
    .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
    // Each waiting client's newest inquiry.
    .where(and(awaiting, sql`${clientInquiries.id} = (select i.id from client_inquiries i where i.client_id = "clients"."id" order by i.created_at desc, i.id desc limit 1)`))
    .orderBy(desc(clientInquiries.createdAt), desc(clientInquiries.id))
    .limit(options.limit ?? 5);
  return {
    receivedRecently: recent?.n ?? 0,
    awaitingReply: waiting?.n ?? 0,
    newest: newest.map((row) => ({ ...row, source: row.source as InquirySource, createdAt: row.createdAt.toISOString() })),
  };
}

/** The pipeline on the dashboard: overdue follow-ups, this month's funnel and its leases by source. */
export interface PipelineOverview {
  overdueFollowUps: number;
  /** Options lists whose client reacted since the last share: the locator's next calls. */
  respondedLists: number;
  /** Clients who first wrote this month (Houston time), and how many of them are now at or past each stage. */
  funnel: { received: number; contacted: number; touring: number; leased: number };
  /** Leases recorded this month, by the source of the client's first inquiry. */
  leasesBySource: { source: string; leases: number }[];
}

/**
 * The funnel is a cohort of clients: of the people who first wrote this month, how many reached Contacted, Touring
 * and Leased (a later stage counts for the earlier ones; a lost client counts for none, as the stage it was lost at
 * is in its timeline only). Leases are those recorded this month, by the source of the client's first inquiry.
 */
export async function getPipelineOverview(db: Database, now = new Date()): Promise<PipelineOverview> {
  const today = houstonCalendarDate(now);
  const monthStart = sql`(date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'America/Chicago')) at time zone 'America/Chicago')`;
  const reached = (stages: string[]) => sql<number>`count(*) filter (where ${inArray(clients.status, stages)})::int`;
  const [counts] = await db
    .select({
      overdue: sql<number>`(select count(*)::int from ${clients} where ${clients.nextFollowUp} < ${today} and ${clients.status} not in ('leased', 'lost') and ${clients.mergedIntoId} is null)`,
      responded: sql<number>`(select count(*)::int from ${clientOptions} where ${clientOptions.respondedAt} >= ${clientOptions.sharedAt})`,
      received: sql<number>`count(*)::int`,
      contacted: reached(["contacted", "touring", "applied", "leased"]),
      touring: reached(["touring", "applied", "leased"]),
      leased: reached(["leased"]),
    })
    .from(clients)
    .where(and(sql`${clients.createdAt} >= ${monthStart}`, isNull(clients.mergedIntoId)));
  const firstSource = sql<string>`coalesce((select i.source from client_inquiries i where i.client_id = "leases"."client_id" order by i.created_at, i.id limit 1), 'none')`;
  const byLeaseSource = await db
    .select({ source: firstSource, leases: sql<number>`count(*)::int` })
    .from(leases)
    .where(sql`${leases.createdAt} >= ${monthStart}`)
    .groupBy(firstSource)
    .orderBy(firstSource);
  return {
    overdueFollowUps: counts?.overdue ?? 0,
    respondedLists: counts?.responded ?? 0,
    funnel: { received: counts?.received ?? 0, contacted: counts?.contacted ?? 0, touring: counts?.touring ?? 0, leased: counts?.leased ?? 0 },
    leasesBySource: byLeaseSource,
  };
}
