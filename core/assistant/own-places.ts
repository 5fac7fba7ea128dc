/**
 * "The cheapest 1 bed across my neighborhoods", "how many 2 beds in my areas": the renter's saved neighborhoods,
 * named. The message is read as if it had named them ("in Montrose or Museum District"), so every question the reader
 * knows works over them, and nothing is saved by it (they are saved already). With none saved, the words stay.
 */
const OWN_PLACES = /\b(in|across|among|from|within|around|of|between|near) (?:all )?(?:of )?(?:my|our) (?:saved |chosen |picked |selected |preferred )?(?:neighborhoods?|neighbourhoods?|areas?|hoods?|locations?)\b/i;

export function withOwnPlacesNamed(message: string, savedNames: readonly string[]): string {
  if (savedNames.length === 0) return message;
  const names = savedNames.length === 1 ? savedNames[0]! : `${savedNames.slice(0, -1).join(", ")} or ${savedNames[savedNames.length - 1]}`;
  return message.replace(OWN_PLACES, (_, preposition: string) => `${preposition.toLowerCase() === "near" ? "near" : "in"} ${names}`);
}
