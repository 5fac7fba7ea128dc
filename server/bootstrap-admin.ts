/**
 * The first administrator: ADMIN_USERNAME / ADMIN_PASSWORD create it when no
 * administrator exists. Without ADMIN_PASSWORD a random password is generated
 * and printed once; there is no fixed default password anywhere.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client-types.ts";
import { countAdministrators, findUserByLogin, insertUser } from "../db/queries/users.ts";
import { hashPassword } from "./security/passwords.ts";

export interface BootstrapAdminOptions {
  username: string;
  email?: string;
  password?: string;
  /** Where the generated password is shown: a terminal, never the structured log. */
  announce: (message: string) => void;
}

export type BootstrapResult = { created: false } | { created: true; username: string; generatedPassword: boolean };

export function generatePassword(): string {
  // 18 random bytes -> 24 URL-safe characters (144 bits).
  return randomBytes(18).toString("base64url");
}

export async function bootstrapAdmin(db: Database, options: BootstrapAdminOptions): Promise<BootstrapResult> {
  if ((await countAdministrators(db)) > 0) return { created: false };
  if (await findUserByLogin(db, options.username)) {
    throw new Error(
      `No administrator exists, but a non-admin user named "${options.username}" does. Set ADMIN_USERNAME to another name.`,
    );
  }
  const password = options.password ?? generatePassword();
  const result = await insertUser(db, {
    username: options.username,
    email: options.email ?? `${options.username.toLowerCase()}@example.com`,
    displayName: "Administrator",
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  if (!result.ok) throw new Error(`Could not create the administrator: the ${result.taken} is already taken. Set ADMIN_EMAIL or ADMIN_USERNAME.`);
  if (!options.password) {
    options.announce(
      [
        "",
        "  An administrator account was created:",
        `    username: ${options.username}`,
        `    password: ${password}`,
        "  This password is shown only once. Sign in at /admin/login and change it,",
        "  or set ADMIN_PASSWORD before the first start next time.",
        "",
      ].join("\n"),
    );
  }
  return { created: true, username: options.username, generatedPassword: !options.password };
}
