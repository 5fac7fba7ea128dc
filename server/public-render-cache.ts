/**
 * Renders kept in memory (decision 020), so that a burst of visitors on a
 * public page costs one render, not one per visitor.
 *
 * Only what server/http-cache.ts already calls public is kept: a 200 to a GET
 * that set no cookie and that no handler marked personal. With it the edge
 * records which of the viewer's fields the render read (app/auth/viewer.ts:
 * user, sessionId, guestId). A kept render may answer a request only if that
 * request's cookies give none of those fields another value than the render
 * saw: a visitor without the site's cookies gets any kept render; a signed-in
 * one only those that never looked at the user or session (a JSON list of
 * neighborhoods: every page reads the user for its header); a guest with a
 * guest cookie those that never looked at the guest id. A request with a flash
 * cookie (a message to show once) is always rendered, and so is one with
 * an Authorization header.
 *
 * An entry is served only while two things hold:
 * - the catalogue revision has not moved since its render began. Every write to
 *   the catalogue or to a published blog post bumps it (migrations 0007, 0013,
 *   0019), and the process learns the new value at once on the embedded
 *   database and within about a second on PostgreSQL (LISTEN/NOTIFY,
 *   db/catalogue-revision-feed.ts). While the feed cannot vouch for the
 *   revision, nothing is kept or served;
 * - it is younger than RENDER_TTL_MS, for what changes with the clock alone (a
 *   post scheduled for a time, "available now");
 * - it was rendered on the same Houston calendar day. What a page shows by the
 *   day (a move-in special runs through its last day, then leaves every page)
 *   changes at Houston's midnight whether or not the catalogue moved, so a render
 *   from before midnight is never served after it, however young, and one that
 *   began before midnight and ended after is not kept.
 *
 * The compressed forms are made once per entry, on first demand, instead of
 * once per response by the compression middleware.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { houstonCalendarDate } from "../core/format/dates.ts";
import { matchesIfNoneMatch, notModifiedHeaders } from "./http-cache.ts";
import { replaceCspNonce } from "./security/headers.ts";

/** How long a render is served at most, whatever the revision says. */
export const RENDER_TTL_MS = 10_000;
/** The memory all entries may hold together (bodies and their compressed forms). */
export const RENDER_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** A body larger than this is not kept: it would crowd out many pages. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** The site's cookies (app/auth/cookies.server.ts), with or without the __Host- prefix used over HTTPS. */
const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?(has_[a-z]+)=/g;
/** The viewer's fields a site cookie decides (app/auth/middleware.server.ts). */
const FIELDS_OF_COOKIE: Record<string, readonly ViewerField[]> = {
  has_session: ["user", "sessionId"],
  has_guest: ["guestId"],
};
const EVERY_FIELD: ReadonlySet<ViewerField> = new Set(["user", "sessionId", "guestId"]);

export type ViewerField = "user" | "sessionId" | "guestId";

const compressors = {
  br: promisify<zlib.InputType, zlib.BrotliOptions, Buffer>(zlib.brotliCompress),
  gzip: promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.gzip),
};
type Encoding = keyof typeof compressors;
/** Made once per entry, so a stronger setting than per-response compression can afford. */
const COMPRESSION_OPTIONS = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  gzip: { level: 6 },
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|[^;]*\+(json|xml))/i;

interface Entry {
  key: string;
  revision: number;
  /** Houston's calendar day when its render began (YYYY-MM-DD). */
  day: string;
  /** The viewer's fields the render read. */
  reads: ReadonlySet<ViewerField>;
  storedAt: number;
  headers: [string, string][];
  nonce: string;
  etag: string;
  body: Buffer;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** What a render must bring back to be kept: taken before the render starts. */
export interface RenderTicket {
  key: string;
  revision: number;
  /** Houston's calendar day when the render began. */
  day: string;
  /** The viewer's fields this request's cookies give a value of their own. */
  identity: readonly ViewerField[];
}

export interface PublicRenderCacheOptions {
  /** The catalogue revision as the process knows it; undefined while nobody can vouch for it. */
  revision: () => number | undefined;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** Houston's calendar day at an instant (default core/format/dates.ts houstonCalendarDate); tests give their own. */
  dayOf?: (instant: number) => string;
}

export interface PublicRenderCache {
  /** Express middleware: answers from memory when it can, else passes on. */
  serve: (req: Request, res: Response, next: NextFunction) => void;
  /** Before a render: the ticket under which its public result may be kept, or null when it may not be. */
  ticket(req: Request): RenderTicket | null;
  /**
   * After a render: keep its public form (server/http-cache.ts toPublicResponse's content and nonce) with the
   * viewer's fields the render read (null: unknown, taken as all).
   */
  keep(ticket: RenderTicket, content: { headers: Headers; body: Buffer }, nonce: string, reads: ReadonlySet<ViewerField> | null): void;
  /** Entries and bytes held (tests, diagnostics). */
  size(): { entries: number; bytes: number };
}

export function createPublicRenderCache({
  revision,
  ttlMs = RENDER_TTL_MS,
  maxBytes = RENDER_CACHE_MAX_BYTES,
  now = Date.now,
  dayOf = (instant) => houstonCalendarDate(new Date(instant)),
}: PublicRenderCacheOptions): PublicRenderCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const today = () => dayOf(now());

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  /** The request's key and the viewer's fields its cookies decide, or null when it is never answered from memory. */
  const lookupOf = (req: Request): { key: string; identity: ViewerField[] } | null => {
    if (req.method !== "GET" || req.headers.authorization) return null;
    const identity: ViewerField[] = [];
    for (const [, name] of (req.headers.cookie ?? "").matchAll(SITE_COOKIE)) {
      const fields = FIELDS_OF_COOKIE[name!];
      // A flash (shown once, then cleared) or a cookie this cache does not know: render.
      if (!fields) return null;
      identity.push(...fields);
    }
    const userAgent = req.headers["user-agent"];
    // Crawlers get the whole document at once (app/entry.server.tsx): their renders are kept apart.
    const reader = userAgent && isbot(userAgent) ? "bot" : "person";
    return { key: `${reader} ${req.protocol}://${req.headers.host ?? ""}${req.originalUrl}`, identity };
  };

  const sameFor = (reads: ReadonlySet<ViewerField>, identity: readonly ViewerField[]) => identity.every((field) => !reads.has(field));

  const fresh = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.revision !== revision() || now() - entry.storedAt >= ttlMs || entry.day !== today()) {
      drop(key, entry);
      return null;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const encoded = (entry: Entry, encoding: Encoding): Promise<Buffer> => {
    let pending = entry.encoded[encoding];
    if (!pending) {
      pending = compressors[encoding](entry.body, COMPRESSION_OPTIONS[encoding]);
      entry.encoded[encoding] = pending;
      pending.then(
        (result) => {
          entry.bytes += result.length;
          if (entries.get(entry.key) === entry) bytes += result.length;
          evict();
        },
        () => delete entry.encoded[encoding],
      );
    }
    return pending;
  };

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      drop(key, entry);
    }
  };

  const send = async (req: Request, res: Response, entry: Entry) => {
    replaceCspNonce(res, entry.nonce);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.compressible) res.append("Vary", "Accept-Encoding");
    if (matchesIfNoneMatch(req.headers["if-none-match"] ?? null, entry.etag)) {
      for (const name of ["content-type", "content-length"]) res.removeHeader(name);
      for (const [name, value] of notModifiedHeaders(new Headers(entry.headers))) res.setHeader(name, value);
      res.status(304).end();
      return;
    }
    const accepted = entry.compressible && entry.body.length > 0 ? req.acceptsEncodings("br", "gzip") : false;
    let body = entry.body;
    if (accepted === "br" || accepted === "gzip") {
      body = await encoded(entry, accepted);
      res.setHeader("Content-Encoding", accepted);
    }
    res.setHeader("Content-Length", body.length);
    res.status(200).end(body);
  };

  return {
    serve(req, res, next) {
      const lookup = lookupOf(req);
      const entry = lookup === null ? null : fresh(lookup.key);
      if (!entry || !sameFor(entry.reads, lookup!.identity)) return next();
      send(req, res, entry).catch(next);
    },

    ticket(req) {
      const lookup = lookupOf(req);
      const current = revision();
      return lookup === null || current === undefined ? null : { ...lookup, revision: current, day: today() };
    },

    keep(ticket, content, nonce, reads) {
      const etag = content.headers.get("etag");
      // A render during which the catalogue moved, or Houston's day changed, may hold either state: not kept.
      if (!etag || content.body.length > MAX_ENTRY_BYTES || ticket.revision !== revision() || ticket.day !== today()) return;
      const read = reads ?? EVERY_FIELD;
      // A render that saw this visitor's own identity is not another visitor's (it would not be public anyway).
      if (!sameFor(read, ticket.identity)) return;
      const headers = [...content.headers].filter(([name]) => name !== "content-length" && name !== "content-encoding");
      const entry: Entry = {
        key: ticket.key,
        revision: ticket.revision,
        day: ticket.day,
        reads: new Set(read),
        storedAt: now(),
        headers,
        nonce,
        etag,
        body: content.body,
        compressible: COMPRESSIBLE.test(content.headers.get("content-type") ?? ""),
        encoded: {},
        bytes: content.body.length,
      };
      const previous = entries.get(ticket.key);
      if (previous) drop(ticket.key, previous);
      entries.set(ticket.key, entry);
      bytes += entry.bytes;
      evict();
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}
