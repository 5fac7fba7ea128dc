import { Clock } from "lucide-react";
import { formatLongDate } from "../../core/format/dates.ts";
import { cn } from "~/lib/cn";

interface PostBylineProps {
  author: string;
  publishedAt: string | null;
  readTime: number;
  /** "card": compact, for post cards; "page": the post's own header. */
  size: "card" | "page";
  className?: string;
}

/** "By Maya Thompson · April 9, 2026 · 4 min read". */
export function PostByline({ author, publishedAt, readTime, size, className }: PostBylineProps) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600", size === "card" ? "text-xs" : "text-sm", className)}>
      <span>
        {size === "page" ? "By " : null}
        <span className={size === "page" ? "font-semibold text-slate-800" : "font-medium text-slate-700"}>{author}</span>
      </span>
      {publishedAt ? (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className={size === "card" ? "size-3.5" : "size-4"} />
        {readTime} min read
      </span>
    </p>
  );
}
