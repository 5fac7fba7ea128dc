/**
 * The catalogue's revision as this process knows it, kept current by
 * PostgreSQL's LISTEN/NOTIFY: every statement that writes the catalogue bumps
 * catalogue_revision and announces the new value on the `catalogue_revision`
 * channel (migrations 0007 and 0017), from whichever process wrote it. So the
 * catalogue cache (app/matching/catalogue-cache.server.ts) asks this feed
 * instead of the database on every request.
 *
 * On the embedded database the one process is also the only writer (the
 * data-directory lock), and PGlite hands the notifications of its own commits
 * to the listener in-process (startEmbeddedCatalogueRevisionFeed).
 *
 * The PostgreSQL feed only answers while it is sure: until its first read, and from the
 * moment its listening connection fails until it has listened and read again,
 * `current()` is undefined and callers read the counter themselves, as they do
 * on the embedded database. A periodic read backs up the notifications.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const CATALOGUE_REVISION_CHANNEL = "catalogue_revision";
/** How the listening connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = "catalogue-revision-feed";

export interface CatalogueRevisionFeed {
  /** The revision, or undefined while the feed cannot vouch for it. */
  current(): number | undefined;
  close(): Promise<void>;
}

export interface FeedOptions {
  url: string;
  /** The safety-net read, in case a notification were lost. */
  checkEveryMs?: number;
  /** Wait before listening again after the connection failed. */
  retryAfterMs?: number;
  onError?: (error: unknown) => void;
}

const READ_REVISION = "select revision from catalogue_revision where id = 1";

export function startCatalogueRevisionFeed({ url, checkEveryMs = 30_000, retryAfterMs = 1_000, onError }: FeedOptions): CatalogueRevisionFeed {
  let revision: number | undefined;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryAfterMs);
    retry.unref();
  };

  const lose = (error: unknown) => {
    revision = undefined;
    onError?.(error);
    const lost = client;
    client = null;
    lost?.end().catch(() => {});
    scheduleRetry();
  };

  const read = async (from: pg.Client) => {
    const result = await from.query<{ revision: number }>(READ_REVISION);
    const stored = result.rows[0]?.revision ?? 0;
    // A read that started before a commit must not undo the commit's notification, which may have come first.
    if (client === from) revision = Math.max(revision ?? stored, stored);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, application_name: FEED_APPLICATION_NAME });
    next.on("error", (error) => {
      if (client === next) lose(error);
    });
    next.on("notification", (message) => {
      const announced = Number(message.payload);
      if (client !== next || message.channel !== CATALOGUE_REVISION_CHANNEL) return;
      // Notifications arrive in commit order; a larger number is never replaced by a smaller one.
      if (Number.isInteger(announced) && revision !== undefined) revision = Math.max(revision, announced);
      else void read(next).catch(lose);
    });
    client = next;
    try {
      await next.connect();
      // Listen first, then read: a change committed in between is either in the read or announced after it.
      await next.query(`LISTEN ${CATALOGUE_REVISION_CHANNEL}`);
      await read(next);
      if (closed) await next.end();
    } catch (error) {
      if (client === next) lose(error);
    }
  }

  const check = setInterval(() => {
    if (client && revision !== undefined) void read(client).catch(lose);
  }, checkEveryMs);
  check.unref();
  void connect();

  return {
    current: () => revision,
    async close() {
      closed = true;
      clearInterval(check);
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      revision = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** The embedded database: this process makes every change, and hears of each at its commit. */
export async function startEmbeddedCatalogueRevisionFeed(pglite: PGlite): Promise<CatalogueRevisionFeed> {
  let revision: number | undefined;
  const unlisten = await pglite.listen(CATALOGUE_REVISION_CHANNEL, (payload) => {
    const announced = Number(payload);
    // A payload that is not a number: stop vouching, so requests read the counter themselves.
    revision = Number.isInteger(announced) && revision !== undefined ? Math.max(revision, announced) : undefined;
  });
  const result = await pglite.query<{ revision: number }>(READ_REVISION);
  const stored = result.rows[0]?.revision ?? 0;
  revision = Math.max(revision ?? stored, stored);
  return {
    current: () => revision,
    async close() {
      revision = undefined;
      await unlisten();
    },
  };
}
