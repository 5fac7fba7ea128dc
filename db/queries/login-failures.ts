import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import { LOGIN_FAILURE_WINDOW_MS } from "../../core/auth/policies.ts";
import type { Database } from "../client-types.ts";
import { loginFailures } from "../schema/index.ts";

export interface ThrottleKey {
  account: string;
  address: string;
}

const normalise = (key: ThrottleKey) => ({ account: key.account.trim().toLowerCase(), address: key.address });

export async function recentLoginFailures(db: Database, key: ThrottleKey, now: Date): Promise<Date[]> {
  const { account, address } = normalise(key);
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, account),
        eq(loginFailures.address, address),
        gte(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  return rows.map((r) => r.failedAt);
}

export async function recordLoginFailure(db: Database, key: ThrottleKey, now: Date) {
  const { account, address } = normalise(key);
  await db.insert(loginFailures).values({ account, address, failedAt: now });
  // Prune what can no longer count, for this key and (cheaply, by index) anything ancient.
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.account, account), eq(loginFailures.address, address), lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))),
        lt(loginFailures.failedAt, sql`${new Date(now.getTime() - 24 * 60 * 60_000)}::timestamptz`),
      ),
    );
}

/** A successful sign-in clears the failures of that account from that address. */
export async function clearLoginFailures(db: Database, key: ThrottleKey) {
  const { account, address } = normalise(key);
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
}
