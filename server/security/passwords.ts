import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP-recommended parameters: m = 19 MiB, t = 2, p = 1.
 * (algorithm 2 = Argon2id; the package's enum is a const enum that cannot be imported here.)
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
