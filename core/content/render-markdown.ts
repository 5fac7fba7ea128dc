/**
 * Blog post markdown -> HTML that is safe to inject into a page.
 *
 * Posts are written by admins, but the content is still treated as untrusted:
 * marked turns markdown into HTML (passing any raw HTML through), then
 * sanitize-html keeps only a small allow-list of text tags, so a <script>,
 * an event-handler attribute or a javascript: URL can never reach the browser.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  "p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr",
  "table", "thead", "tbody", "tr", "th", "td",
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // rel is only ever set by the transform below (external links).
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // The page owns the single <h1>; deeper levels than h4 read as h4.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const { rel: _ignored, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer nofollow" } : rest };
    },
  },
};

/** Renders post markdown to sanitized HTML. Pure: same input, same output. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
