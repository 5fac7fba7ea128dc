/**
 * Things renters ask for that no listing in the catalogue records: a query keeps them as
 * `filters.unknown` and the reply says so by name ("None of our listings record ceiling heights"),
 * instead of silently dropping them and showing results as if they fit. The amenities the catalogue does
 * record come from the amenities table (the vocabulary); a phrase here that the vocabulary also matches is
 * not unknown. Data, not code: a new phrase is one line.
 */
export const UNRECORDED_ATTRIBUTES: readonly { label: string; pattern: RegExp; qualifies?: true; asked?: true }[] = [
  { label: "floor types (hardwood, tile, carpet)", pattern: /\b(?:hard ?wood|wood(?:en)?|tile[ds]?|vinyl|laminate|carpet(?:ed)?|marble|concrete|stone|plank)\s?(?:floors?|flooring)\b|\bcarpet\b|\bhardwoods?\b/ },
  { label: "ceiling heights", pattern: /\b(?:high|tall|vaulted|lofted|\d{1,2}[ -]?(?:ft|foot|feet|')) ceilings?\b|\bceiling heights?\b|\bfloor[- ]to[- ]ceiling\b|\bhow (?:high|tall|low) (?:are |is )?(?:the )?ceilings?\b|\bceilings? (?:are |is )?(?:high|tall|low)\b/ },
  { label: "spas, hot tubs and saunas", pattern: /\b(?:(?:rooftop |roof |pool ?side )?(?:spa|hot tubs?|jacuzzis?|whirlpools?|saunas?|steam rooms?))\b/ },
  { label: "fireplaces", pattern: /\bfire ?places?\b/ },
  { label: "walk-in closets", pattern: /\bwalk[- ]?in (?:closets?|showers?)\b/ },
  { label: "countertops and appliance finishes", pattern: /\b(?:granite|quartz|marble|butcher ?block)(?: counter ?tops?| counters?)?\b|\bstainless(?: steel)?(?: appliances)?\b|\bgas (?:stoves?|ranges?)\b/ },
  { label: "views", pattern: /\b(?:skyline|city|downtown|park|water|lake|bayou|best|good|great|nice|pretty|amazing|the) views?\b|\bwith (?:a )?views?\b|\bviews? of\b/ },
  { label: "bathtubs", pattern: /\b(?:soaking|garden|bath) ?tubs?\b|\bbathtubs?\b/ },
  { label: "smart-home features", pattern: /\bsmart (?:home|locks?|thermostats?)\b/ },
  { label: "utilities or internet included in the rent", pattern: /\b(?:utilities|all bills|bills|water|electric(?:ity)?|internet|wi-?fi) (?:included|paid|covered)\b|\b(?:included|free) (?:utilities|internet|wi-?fi)\b/ },
  { label: "sports courts", pattern: /\b(?:tennis|basketball|pickleball|volleyball|racquetball) courts?\b|\bpickleball\b/ },
  { label: "playgrounds", pattern: /\bplay ?grounds?\b/ },
  { label: "noise levels", pattern: /\b(?:quiet(?:er|est)?|noisy|noise|soundproof(?:ed|ing)?|thick walls|loud(?:er|est)?)\b/ },
  { label: "natural light", pattern: /\b(?:natural light|sunlight|sunny|bright (?:unit|apartment)s?)\b/ },
  { label: "which floor a unit is on", pattern: /\b(?:top|ground|first|upper|high) floor\b|\bcorner units?\b/ },
  { label: "kitchen islands", pattern: /\bkitchen islands?\b|\bislands? kitchens?\b/ },
  { label: "game, theater and clubrooms", pattern: /\b(?:game|media|movie|theater|theatre|club|party) rooms?\b|\bgolf simulators?\b/ },
  { label: "yoga studios", pattern: /\byoga (?:studio|room)s?\b/ },
  { label: "grilling areas", pattern: /\b(?:(?:bbq|barbecue|grill(?:ing)?|outdoor) (?:areas?|stations?|grills?|pits?|kitchens?)|grills)\b/ },
  // Amenities some catalogues record and others do not: unknown only where the amenities table has no such entry.
  { label: "EV charging", pattern: /\b(?:ev|electric (?:car|vehicle)|tesla) ?(?:charging|chargers?|charging stations?)\b|\b(?:chargers?|charging(?: stations?)?|(?:a )?place to (?:charge|plug in)) for (?:my |an |our |a )?(?:ev|electric (?:car|vehicle)|tesla)s?\b|\bcharge (?:my |an |our )?(?:ev|electric (?:car|vehicle)|tesla)\b/ },
  { label: "elevators", pattern: /\belevators?\b/ },
  { label: "furnished units", pattern: /\bfurnished\b/ },
  { label: "package lockers", pattern: /\bpackage (?:lockers?|rooms?)\b/ },
  { label: "coworking spaces", pattern: /\bco-?working(?: spaces?)?\b|\bbusiness cent(?:er|re)\b/ },
  { label: "concierge service", pattern: /\bconcierge\b|\bdoorman\b/ },
  { label: "building types (townhome, duplex, high-rise)", pattern: /\b(?:town ?homes?|town ?houses?|duplex(?:es)?|triplex(?:es)?|single[- ]family(?: homes?| houses?)?|high[- ]rises?|mid[- ]rises?|garden[- ]style)\b/ },
  { label: "water pressure and plumbing", pattern: /\bwater pressure\b|\bplumbing\b|\bhot water\b/ },
  { label: "bike storage", pattern: /\bbike (?:storage|rooms?|racks?)\b/ },
  // A kind of an amenity the catalogue records: parking is kept as asked, and the kind is named as not recorded. The kinds the
  // catalogue does record (covered, garage, reserved, surface; a carport is covered, underground parking a garage) are the
  // query's filters.parkingKinds (core/reference/parking.ts parkingKindsAsked); whether a lot is gated or shaded no listing says.
  { label: "gated or shaded parking", qualifies: true, pattern: /\b(?:gated|shaded|secured?) parking\b|\bparking (?:is |be )?(?:gated|shaded|secured?)\b/ },
  { label: "internet speeds and providers", asked: true, pattern: /\b(?:internet|wi-?fi|broadband)(?: speeds?| providers?| service)?\b(?=[^.?!]{0,30}\b(?:fast|speed|slow|provider|fiber|mbps|gig)\b)|\b(?:fast|fiber|gigabit|speed of the) (?:internet|wi-?fi)\b|\b(?:internet|wi-?fi) speeds?\b|\binternet providers?\b|\bhow (?:fast|good|reliable) is (?:the )?(?:internet|wi-?fi)\b/ },
  { label: "door widths and accessible fixtures", asked: true, pattern: /\bdoor ?ways?\b|\bdoor widths?\b|\bwide(?:r)? doors?\b|\broll[- ]in showers?\b|\bgrab bars?\b|\blowered counters?\b/ },
  { label: "storage unit sizes", asked: true, pattern: /\b(?:how big|size|sizes|dimensions) (?:are |is |of )?(?:the )?storage(?: units?| spaces?| lockers?| rooms?)?\b|\bstorage (?:unit|space|locker|room)s? (?:sizes?|dimensions)\b/ },
  { label: "bike lanes and trails nearby", asked: true, pattern: /\bbike (?:lanes?|paths?|trails?)\b|\bbik(?:e|ing) (?:friendly|infrastructure)\b/ },
  { label: "how many EV chargers a community has", asked: true, pattern: /\b(?:how many|number of|# of) (?:ev |car )?(?:chargers|charging (?:stations|spots|ports))\b/ },
  { label: "pets other than cats and dogs (rabbits, birds, reptiles, small animals)", asked: true, pattern: /\b(?:rabbits?|bunn(?:y|ies)|birds?|parrots?|parakeets?|cockatiels?|reptiles?|snakes?|lizards?|geckos?|iguanas?|turtles?|tortoises?|ferrets?|hamsters?|gerbils?|guinea pigs?|chinchillas?|aquariums?|fish tanks?|pet fish|chickens?|pot[- ]bellied pigs?|hedgehogs?|pet rats?|sugar gliders?)\b/ },
  { label: "ratings and reviews", asked: true, pattern: /\b(?:highest|best|top|well|poorly|low|lowest|worst)[- ]rated\b|\b(?:ratings|reviews|star ratings?|\d stars?|yelp|google reviews?)\b|\b(?:rating|review) (?:of|for|on)\b/ },
  { label: "price differences between lease lengths", asked: true, pattern: /\b(?:charge|cost|costs|pay|more|extra|premium|pricier)\b[^.?!]{0,30}\b(?:for|on|with) (?:a |the )?(?:short(?:er)?|6[- ]month|month[- ]to[- ]month|3[- ]month)(?:[- ]term)? leases?\b|\b(?:charge|cost|costs|pay|premium|fee|extra|more)\b[^.?!]{0,25}\b(?:short[- ]term|shorter lease|month[- ]to[- ]month|6[- ]month)\b[^.?!]{0,12}$|\bshort[- ]term (?:premium|fee|surcharge|markup)\b|\b(?:short(?:er)?(?:[- ]term)?|month[- ]to[- ]month|6[- ]month) leases?\b[^.?!]{0,20}\b(?:cost|costs|charge|pricier|more expensive|premium)\b/ },
];

/**
 * A fact asked about once ("how fast is the internet there?", "the highest rated place"), not a criterion the renter's
 * later questions keep: named in the reply to that question only. A wish ("with hardwood floors") stays named.
 */
export const ASKED_ONCE: ReadonlySet<string> = new Set(UNRECORDED_ATTRIBUTES.filter((attribute) => attribute.asked).map((attribute) => attribute.label));

/** The unrecorded attributes the text asks about, in the list's order, with the words that asked ("rooftop spa"). */
export function unrecordedAttributesIn(text: string, recorded: (phrase: string) => boolean): { label: string; words: string; qualifies: boolean }[] {
  const found: { label: string; words: string; qualifies: boolean }[] = [];
  for (const { label, pattern, qualifies = false } of UNRECORDED_ATTRIBUTES) {
    const match = pattern.exec(text);
    if (match && (qualifies || !recorded(match[0]))) found.push({ label, words: match[0], qualifies });
  }
  return found;
}
