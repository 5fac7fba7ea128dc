/**
 * Arguments of the money rules come from code (the database, a parsed form), so a bad one is a programming
 * error: it throws, naming the function and the first problem. People's input is parsed by the exported schemas
 * first and gets their messages instead.
 */
import type { z } from "zod";

export function checkArgument<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  throw new Error(`${what}: invalid argument${where}: ${issue?.message ?? "not valid"}`);
}
