/**
 * Blog posts for a reply: the caller found them with full-text search on the
 * message; a post is shown when it shares a word with the message or names a
 * neighborhood the reply is about, so a loose search hit does not clutter it.
 */
import type { KnowledgePost } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";

export const MAX_POSTS = 2;

const COMMON = new Set(["what", "which", "where", "when", "about", "there", "their", "have", "with", "that", "this", "from", "your", "apartment", "apartments", "houston", "would", "could", "should", "like", "much", "many", "does", "best"]);

function terms(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, " ")
      .split(" ")
      .filter((w) => w.length >= 4 && !COMMON.has(w))
      .map((w) => w.replace(/(?<=[a-z]{3})s$/, "")),
  );
}

export function relatedPosts(posts: readonly KnowledgePost[], message: string, placeNames: readonly string[]): KnowledgePost[] {
  const wanted = terms(`${message} ${placeNames.join(" ")}`);
  return posts.filter((post) => [...terms(`${post.title} ${post.excerpt}`)].some((term) => wanted.has(term))).slice(0, MAX_POSTS);
}

/** "You might like: [[blog:slug]] Title" lines, or "" with none. */
export function postsParagraph(posts: readonly KnowledgePost[]): string {
  const lines = posts.map((post) => `${cardMarker("blog", post.slug)} ${post.title}`.trim());
  return lines.length > 0 ? `You might like:\n${lines.map((line) => `- ${line}`).join("\n")}` : "";
}
