/**
 * A post's body as renderMarkdown made it, with the blog's typography: the
 * public post page and the admin's live preview render it with this one
 * component, so the preview is what renters will read.
 */
/** Typography for the sanitized post body (no typography plugin: these are the only tags the sanitizer lets through). */
const articleBodyClass = [
  "text-base leading-relaxed text-slate-800 sm:text-lg",
  "[&_p]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li_p]:mt-0",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-700",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-left [&_table]:text-base",
  "[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-ink-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2",
  "[&>*:first-child]:mt-0",
].join(" ");

export function ArticleBody({ html, className = "" }: { html: string; className?: string }) {
  // Safe: produced by renderMarkdown, which keeps only an allow-list of text tags and attributes.
  return <div className={`${className} ${articleBodyClass}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
