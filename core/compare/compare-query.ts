/**
 * The query string of /compare, parsed once: `ids` (community slugs, comma separated, repeatable), `beds`
 * (0-6 or "any"), `to` (a commute destination as typed) and `add` (the no-JavaScript form's "add a community").
 *
 * Forgiving where a shared link may have aged, strict where the input is nonsense:
 * - a token that is not slug-shaped is dropped and counted (the page says so); duplicates are dropped silently;
 * - more than MAX_COMPARED slugs: the first ones are kept and the rest listed as left out (a link that someone
 *   edited by hand still opens);
 * - an over-long parameter or a `beds` that is not a bedroom count is a 400 with a message.
 */
import { z } from "zod";
import { SLUG_PATTERN } from "../reference/slug-pattern.ts";
import { ANY_BEDS, MAX_COMPARED } from "./compare-href.ts";

export const MAX_BEDS_COMPARED = 6;
const MAX_IDS_LENGTH = 1000;
const MAX_TEXT_LENGTH = 100;

export interface CompareQuery {
  /** Distinct slugs in the order given, at most MAX_COMPARED. */
  slugs: string[];
  /** Slugs given beyond MAX_COMPARED, left out. */
  overLimit: string[];
  /** How many tokens were not community addresses at all. */
  malformed: number;
  /** A bedroom count, ANY_BEDS, or null when the URL does not say (the page's default applies). */
  beds: number | typeof ANY_BEDS | null;
  to: string | null;
  add: string | null;
}

const IdsSchema = z.string().max(MAX_IDS_LENGTH, "The list of communities to compare is too long.");
const BEDS_MESSAGE = `beds must be "${ANY_BEDS}" or a bedroom count from 0 (studio) to ${MAX_BEDS_COMPARED}.`;
const BedsSchema = z
  .string()
  .regex(new RegExp(`^(${ANY_BEDS}|[0-${MAX_BEDS_COMPARED}])$`), BEDS_MESSAGE)
  .transform((value) => (value === ANY_BEDS ? ANY_BEDS : Number(value)));
const TextSchema = z
  .string()
  .max(MAX_TEXT_LENGTH, `Keep it under ${MAX_TEXT_LENGTH} characters.`)
  .transform((text) => text.trim().replace(/\s+/g, " "))
  .transform((text) => (text === "" ? null : text));

const CompareParamsSchema = z.object({
  ids: z.array(IdsSchema).max(MAX_COMPARED * 4, "Too many ids parameters."),
  beds: z.preprocess((value) => (value === "" ? undefined : value), BedsSchema.optional()),
  to: TextSchema.optional(),
  add: TextSchema.optional(),
});

export type CompareQueryResult = { ok: true; query: CompareQuery } | { ok: false; message: string };

export function parseCompareQuery(params: URLSearchParams): CompareQueryResult {
  const parsed = CompareParamsSchema.safeParse({
    ids: params.getAll("ids"),
    beds: params.get("beds") ?? undefined,
    to: params.get("to") ?? undefined,
    add: params.get("add") ?? undefined,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "That comparison address is not valid." };
  const tokens = parsed.data.ids
    .flatMap((value) => value.split(/[\s,]+/))
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== "");
  const distinct: string[] = [];
  let malformed = 0;
  for (const token of tokens) {
    if (!SLUG_PATTERN.test(token) || token.length > 120) malformed += 1;
    else if (!distinct.includes(token)) distinct.push(token);
  }
  return {
    ok: true,
    query: {
      slugs: distinct.slice(0, MAX_COMPARED),
      overLimit: distinct.slice(MAX_COMPARED),
      malformed,
      beds: parsed.data.beds ?? null,
      to: parsed.data.to ?? null,
      add: parsed.data.add ?? null,
    },
  };
}

/**
 * What the add form's text names: a slug, or a community page's address ("https://…/apartments/slug" or
 * "/apartments/slug"); null when it is neither (the caller then searches by name).
 */
export function slugFromAddText(text: string): string | null {
  const path = text.replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/[?#].*$/, "");
  const match = /^\/?(?:apartments\/)?([a-z0-9-]+)\/?$/i.exec(path);
  const slug = match?.[1]?.toLowerCase() ?? null;
  return slug !== null && SLUG_PATTERN.test(slug) && (path.includes("/") || slug.includes("-")) ? slug : null;
}
