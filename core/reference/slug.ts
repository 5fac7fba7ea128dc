import { z } from "zod";
import { SLUG_PATTERN } from "./slug-pattern.ts";

export { SLUG_PATTERN };

export const SlugSchema = z.string().max(120).regex(SLUG_PATTERN);

/** Route params of a /{kind}/:slug page. */
export const SlugParamsSchema = z.object({ slug: SlugSchema });
export type SlugParams = z.infer<typeof SlugParamsSchema>;
