import { z } from "zod";

/** The URL slug format of neighborhoods, apartments and posts (mirrors the database check constraints). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const SlugSchema = z.string().max(120).regex(SLUG_PATTERN);

/** Route params of a /{kind}/:slug page. */
export const SlugParamsSchema = z.object({ slug: SlugSchema });
export type SlugParams = z.infer<typeof SlugParamsSchema>;
