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

/** Posts whose HTML is kept; a post's text is a few kilobytes, so this is a few megabytes at most. */
const REMEMBERED_POSTS = 200;
const rendered = new Map<string, string>();

/**
 * Renders post markdown to sanitized HTML. Pure: same input, same output, so the
 * output is remembered by its input (the least recently used goes first): an
 * edited post is a new input, and nothing needs to be forgotten on a change.
 * Parsing and sanitizing were about 6% of a post page's CPU (decision 020).
 */
export function renderMarkdown(source: string): string {
  const remembered = rendered.get(source);
  if (remembered !== undefined) {
    rendered.delete(source);
    rendered.set(source, remembered);
    return remembered;
  }
  const html = sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE_OPTIONS);
  rendered.set(source, html);
  if (rendered.size > REMEMBERED_POSTS) rendered.delete(rendered.keys().next().value!);
  return html;
}
