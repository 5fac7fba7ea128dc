/** Card text rules of spec section 5. */

export const NO_DESCRIPTION = "No description available.";

/** Longer than 100 characters -> the first 97 plus an ellipsis; none -> NO_DESCRIPTION. */
export function cardDescription(description: string | null | undefined): string {
  const text = description?.trim();
  if (!text) return NO_DESCRIPTION;
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}

/** A post's excerpt, or the first 120 characters of its content (markdown stripped) plus an ellipsis. */
export function blogExcerpt(excerpt: string | null | undefined, content: string): string {
  const given = excerpt?.trim();
  if (given) return given;
  const plain = content
    .replace(/^#+\s+/gm, "")
    .replace(/[*_`>#]/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 120)}...` : plain;
}
