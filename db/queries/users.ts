import { eq, sql } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { users } from "../schema/index.ts";

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  displayName?: string | null;
  isAdmin?: boolean;
}

export async function insertUser(db: Database, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...user, isAdmin: user.isAdmin ?? false })
    .returning({ id: users.id, username: users.username, isAdmin: users.isAdmin });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findUserByLogin(db: Database, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${login}) OR lower(${users.email}) = lower(${login})`)
    .limit(1);
  return row ?? null;
}
