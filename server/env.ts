/**
 * The environment, parsed once at start-up. A bad value stops the process with
 * a message naming the variable (see formatEnvError).
 */
import { z } from "zod";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Server processes on this machine (node:cluster workers sharing PORT); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(64).default(1),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, "must be 3-32 characters of letters, digits, _ . -")
    .default("admin"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(128).optional(),
  GUEST_MESSAGE_LIMIT: z.coerce.number().int().min(0).max(1000).default(5),
  GUEST_DAILY_ADDRESS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Multiplies every per-address and per-user rate limit (core/limits/rate-limits.ts), not the sign-in throttle. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000).default(1),
  SEED_APARTMENTS: z.coerce.number().int().min(1).max(200_000).default(320),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFromString.default(false),
  /** Origin for absolute URLs (canonical, OpenGraph, sitemap); reduced to scheme://host[:port]. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Optional language model that may rephrase A.L.I.'s replies (an OpenAI-compatible chat-completions API); off unless all three are set. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).max(500).optional(),
  /** The supervising broker named on the Texas notice pages (/legal/...); a page says plainly when one is unset. */
  BROKER_NAME: z.string().trim().min(1).max(200).optional(),
  BROKER_LICENSE_NUMBER: z.string().trim().min(1).max(50).optional(),
  BROKER_EMAIL: z.string().trim().min(1).max(200).optional(),
  BROKER_PHONE: z.string().trim().min(1).max(50).optional(),
  BROKER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /** The operator's own published documents: the filled-in IABS form and the Consumer Protection Notice. */
  TREC_IABS_URL: z.url({ protocol: /^https$/, message: "must be an https:// URL of the operator's IABS document" }).optional(),
  TREC_CONSUMER_PROTECTION_URL: z
    .url({ protocol: /^https$/, message: "must be an https:// URL of the operator's Consumer Protection Notice" })
    .optional(),
  /**
   * Alert e-mail (decision 027): SMTP_URL (smtp:// or smtps://user:password@host:port), or SMTP_HOST with SMTP_PORT,
   * SMTP_USER and SMTP_PASSWORD; SMTP_FROM is the sender. Without them no e-mail is sent and alerts stay in the app.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  SMTP_HOST: z.string().trim().min(1).max(255).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).max(255).optional(),
  SMTP_PASSWORD: z.string().min(1).max(500).optional(),
  SMTP_FROM: z.string().trim().min(3).max(300).optional(),
  /** The key of the alert e-mails' unsubscribe links; unset, one is generated once and kept in the database. */
  ALERTS_SECRET: z.string().min(32, "must be at least 32 characters").max(500).optional(),
  /** How often the mail worker sends what the outbox holds, in seconds (tests use 1). */
  MAIL_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often an opted-in saved search is checked for e-mail, in minutes. */
  ALERTS_CHECK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
});

export type Env = z.infer<typeof EnvSchema>;

/** The SMTP settings when e-mail is configured, else null. */
export function smtpSettingsOf(env: Env): { transport: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } }; from: string } | null {
  if (!env.SMTP_URL && !env.SMTP_HOST) return null;
  const port = env.SMTP_PORT ?? 587;
  const transport = env.SMTP_URL ?? {
    host: env.SMTP_HOST!,
    port,
    secure: port === 465,
    ...(env.SMTP_USER && env.SMTP_PASSWORD ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
  };
  return { transport, from: env.SMTP_FROM! };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set" (e.g. `DATABASE_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.superRefine((env, ctx) => {
    if (env.SMTP_URL || env.SMTP_HOST) {
      if (!env.SMTP_FROM) ctx.addIssue({ code: "custom", path: ["SMTP_FROM"], message: "is needed with SMTP_URL or SMTP_HOST: the alert e-mails' sender" });
      if (!env.PUBLIC_ORIGIN) ctx.addIssue({ code: "custom", path: ["PUBLIC_ORIGIN"], message: "is needed with SMTP_URL or SMTP_HOST: the links in alert e-mails are absolute" });
    }
    if (env.SMTP_URL && env.SMTP_HOST) ctx.addIssue({ code: "custom", path: ["SMTP_HOST"], message: "set SMTP_URL or SMTP_HOST, not both" });
  }).safeParse(cleaned);
  if (!result.success) throw new EnvError(formatEnvError(result.error));
  return result.data;
}

export class EnvError extends Error {}

export function formatEnvError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  return `Invalid environment configuration:\n${lines.join("\n")}`;
}
