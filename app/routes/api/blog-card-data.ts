import { SlugSchema } from "../../../core/reference/slug.ts";
import { getPublishedPostCardBySlug } from "../../../db/queries/blog.ts";
import { dbContext } from "../../context.ts";
import { jsonError } from "../../http/json.server.ts";
import type { Route } from "./+types/blog-card-data";

/** GET /api/chat/webhook/blog-data/{slug}: the blog card of spec section 3, excerpt resolved (section 5). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = SlugSchema.safeParse(params.slug);
  const post = slug.success ? await getPublishedPostCardBySlug(context.get(dbContext), slug.data) : null;
  if (!post) return jsonError(404, "No blog post has this address.");
  return Response.json(post);
}
