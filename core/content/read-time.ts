/** Reading time of a post's markdown at about 220 words a minute, at least one minute. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 220));
}
