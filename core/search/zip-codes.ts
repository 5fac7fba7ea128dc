/**
 * Five-digit ZIP codes in a renter's search text. The listings search reads them as the neighborhoods that list
 * them (neighborhoods.zip_codes); A.L.I. does the same through its vocabulary (core/assistant/understanding).
 */
export function zipCodesIn(text: string): string[] {
  return [...new Set(text.match(/(?<!\d)\d{5}(?!\d)/g) ?? [])];
}
