/**
 * Card markers in A.L.I.'s replies (spec section 5): [[apartment:slug]],
 * [[neighborhood:slug]], [[blog:slug]], where a slug is letters, digits,
 * hyphen and underscore only. The suggestion lists of a reply are read back
 * from its text, so they always name exactly the cards the text shows.
 */

export type CardKind = "apartment" | "neighborhood" | "blog";

const CARD_SLUG = /^[A-Za-z0-9_-]+$/;
const MARKER = /\[\[(apartment|neighborhood|blog):([A-Za-z0-9_-]+)\]\]/g;

export function isCardSlug(slug: string): boolean {
  return CARD_SLUG.test(slug);
}

/** The marker for a card, or "" when the slug could not be a card's (the name is still said in words). */
export function cardMarker(kind: CardKind, slug: string): string {
  return isCardSlug(slug) ? `[[${kind}:${slug}]]` : "";
}

/** The slugs of each kind of card in a text, in order of first appearance. */
export function markersIn(text: string): Record<CardKind, string[]> {
  const found: Record<CardKind, string[]> = { apartment: [], neighborhood: [], blog: [] };
  for (const match of text.matchAll(MARKER)) {
    const list = found[match[1] as CardKind];
    const slug = match[2] as string;
    if (!list.includes(slug)) list.push(slug);
  }
  return found;
}
