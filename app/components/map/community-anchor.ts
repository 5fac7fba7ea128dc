/** The id of a community's card on a page that lists cards: where a cluster of pins on that page's map leads. */
export function communityCardAnchor(slug: string): string {
  return `community-${slug}`;
}
