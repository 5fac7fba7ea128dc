import { listPublishedPostsPage, parseBlogListParams } from "../../../db/queries/blog.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/blog-posts";

/** GET /api/blog-posts?tag&page: {items, total, page, pageSize} of blog cards, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseBlogListParams(new URL(request.url).searchParams);
  return Response.json(await listPublishedPostsPage(context.get(dbContext), params));
}
