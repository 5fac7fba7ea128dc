/**
 * Rate limits for the app's use cases: count a hit in the database (shared by
 * every server process) and decide with the rule of core/limits, raised by
 * RATE_LIMIT_MULTIPLIER. Callers answer a refusal as 429 with Retry-After.
 */
import type { RouterContextProvider } from "react-router";
import { decideRateLimit, RATE_LIMITS, scaledLimit, type RateLimitBucket } from "../../core/limits/rate-limits.ts";
import { hitRateLimit } from "../../db/queries/rate-limits.ts";
import { dbContext } from "../context.ts";
import { jsonError } from "../http/json.server.ts";
import { appConfigContext, requestInfoContext } from "../request-context.ts";

export interface RateLimitRefusal {
  message: string;
  retryAfterSeconds: number;
}

/** Counts one hit of the bucket for the key; null when allowed, else what to answer. */
export type RateLimiter = (bucket: RateLimitBucket, key?: string) => Promise<RateLimitRefusal | null>;

/** The request's limiter; the key defaults to the client address. */
export function rateLimiterOf(context: Readonly<RouterContextProvider>): RateLimiter {
  const db = context.get(dbContext);
  const { rateLimitMultiplier } = context.get(appConfigContext);
  const { clientAddress } = context.get(requestInfoContext);
  return async (bucket, key = clientAddress) => {
    const rule = RATE_LIMITS[bucket];
    const now = new Date();
    const counted = await hitRateLimit(db, { bucket, key, windowMs: rule.windowMs, now });
    const decision = decideRateLimit(scaledLimit(rule, rateLimitMultiplier), counted, now);
    return decision.allowed ? null : { message: rule.message, retryAfterSeconds: decision.retryAfterSeconds };
  };
}

export function retryAfterHeaders(refusal: RateLimitRefusal): Record<string, string> {
  return { "Retry-After": String(refusal.retryAfterSeconds) };
}

/** The JSON API's answer to a refusal: 429, {message}, Retry-After. */
export function rateLimitedJson(refusal: RateLimitRefusal): Response {
  return jsonError(429, refusal.message, { headers: retryAfterHeaders(refusal) });
}
