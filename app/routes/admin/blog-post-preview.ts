/**
 * POST /admin/blog-posts/preview: a post's markdown rendered exactly as its
 * public page renders it (renderMarkdown: sanitized, no raw HTML), for the
 * editor's live preview.
 */
import { data } from "react-router";
import { MARKDOWN_MAX } from "../../../core/admin/form.ts";
import { renderMarkdown } from "../../../core/content/render-markdown.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { readForm } from "../../http/form.server.ts";
import type { Route } from "./+types/blog-post-preview";

export async function action({ request, context }: Route.ActionArgs) {
  requireAdminPage(context, request);
  const content = (await readForm(request)).get("content");
  if (typeof content !== "string") return data({ message: "content: the post's markdown is required." }, { status: 400 });
  if (content.length > MARKDOWN_MAX) return data({ message: `content: a post may be at most ${MARKDOWN_MAX.toLocaleString("en-US")} characters.` }, { status: 400 });
  return { html: renderMarkdown(content) };
}
