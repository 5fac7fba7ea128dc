/** The blog posts section: drafts, scheduled posts and published ones. */
import type { FormCheck } from "../form.ts";
import type { ResourceSpec } from "../resource.ts";

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** A post's status from its publication time: none is a draft, a future one is scheduled. */
export function postStatus(publishedAt: Date | string | null, now: Date): PostStatus {
  if (publishedAt === null) return "draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

const count = (n: number) => `${n} ${n === 1 ? "post" : "posts"}`;

export const blogPostsResource: ResourceSpec = {
  key: "blog-posts",
  title: "Blog posts",
  singular: "blog post",
  plural: "blog posts",
  searchHint: "title, slug, author or tag",
  columns: [
    { key: "title", label: "Title", kind: "text", sortable: true },
    { key: "status", label: "Status", kind: "status", sortable: true },
    { key: "publishedAt", label: "Publication", kind: "datetime", sortable: true },
    { key: "author", label: "Author", kind: "text", sortable: true },
    { key: "tags", label: "Tags", kind: "tags", shown: false },
    { key: "readTimeMinutes", label: "Read time (min)", kind: "number", sortable: true, align: "end", shown: false },
    { key: "updatedAt", label: "Last change", kind: "datetime", sortable: true },
  ],
  filters: [{ key: "status", label: "Status", options: POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] })) }],
  defaultSort: { key: "updatedAt", dir: "desc" },
  bulkActions: [
    { key: "publish", label: "Publish now", confirm: (n) => `Publish ${count(n)} now?` },
    { key: "unpublish", label: "Back to draft", confirm: (n) => `Take ${count(n)} off the blog as drafts?` },
    { key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${count(n)}? This cannot be undone.` },
  ],
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, wide: true, published: true },
    { name: "slug", label: "Slug", kind: "slug", help: "The address: /blog/{slug}. Left blank, it is made from the title." },
    { name: "author", label: "Author", kind: "text", required: true },
    { name: "excerpt", label: "Excerpt", kind: "textarea", help: "One or two sentences for cards; left blank, cards use the start of the post.", wide: true, published: true },
    { name: "content", label: "Post", kind: "markdown", required: true, help: "Markdown. Raw HTML is not rendered.", wide: true, published: true },
    { name: "tags", label: "Tags", kind: "lines", help: "One per line; a tag that names a neighborhood shows the post on its page." },
    {
      name: "status",
      label: "Status",
      kind: "select",
      required: true,
      defaultValue: "draft",
      options: POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] })),
    },
    { name: "publishAt", label: "Publish at (Houston time)", kind: "datetime", help: "For a scheduled post; a published post keeps its date." },
  ],
  // ?preview: a draft or scheduled post opens for administrators; a published one is simply its page.
  publicPath: (record) => `/blog/${record.slug}?preview=1`,
  creatable: true,
};

export const blogPostChecks: FormCheck[] = [
  (values) =>
    values.status === "scheduled" && !(values.publishAt instanceof Date)
      ? { field: "publishAt", message: "A scheduled post needs the time to publish it." }
      : null,
  (values) =>
    values.status === "scheduled" && values.publishAt instanceof Date && values.publishAt.getTime() <= Date.now()
      ? { field: "publishAt", message: "Publish at must be in the future for a scheduled post; choose Published to publish now." }
      : null,
];
