/**
 * The typed query from message to answer, on the tests' catalogue, for the kinds issue 27 names: a dog's weight,
 * negation, unrecorded attributes, weekly and yearly budgets, price per square foot, year built, and a three-turn
 * refinement carried by the conversation state alone (as a guest has it). Expected figures are computed here from
 * the catalogue, not by the evaluator.
 */
import { describe, expect, it } from "vitest";
import { animalWelcome } from "../../pets/pet-policy.ts";
import { EMPTY_PROFILE } from "../../preferences/profile.ts";
import { respond, type AssistantReply } from "../respond.ts";
import { amenityIdOf, COMMUNITIES, knowledge, neighborhoodIdOf, NEIGHBORHOODS } from "../test-knowledge.ts";
import { nearestRailWalk } from "../../commute/walk-to-rail.ts";
import { estimateDrive } from "../../commute/estimate-drive.ts";
import { resolveDestination } from "../../commute/resolve-destination.ts";
import { readBudgetPeriod } from "./budget-periods.ts";

const k = knowledge();
const ask = (message: string, state: AssistantReply["state"] | null = null) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [], state }, k);
const cheapestRent = (c: (typeof COMMUNITIES)[number]) => Math.min(...c.floorPlans.map((p) => p.rent));
/** The median in whole dollars (README "Semantics": the mean of the two middle ones for an even count, rounded). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
};
/** A neighborhood's median rent for a bedroom count: of its communities' cheapest plan of that count. */
const bedsMedian = (slug: string, beds: number) =>
  median(COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug) && c.floorPlans.some((p) => p.beds === beds)).map((c) => Math.min(...c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent))));
/** "On average": the mean of each community's cheapest plan with those bedrooms, in whole dollars. */
const bedsMean = (slug: string, beds: number) => {
  const rents = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug) && c.floorPlans.some((p) => p.beds === beds)).map((c) => Math.min(...c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent)));
  return Math.round(rents.reduce((sum, rent) => sum + rent, 0) / rents.length);
};
const byRent = (a: (typeof COMMUNITIES)[number], b: (typeof COMMUNITIES)[number]) => cheapestRent(a) - cheapestRent(b) || a.title.localeCompare(b.title, "en");

describe("a typed query from message to answer", () => {
  it("lists only communities that take a dog of the weight named, and says which take lighter dogs only", () => {
    const reply = ask("I have a 70 lb lab, which places in Montrose take a dog that size?");
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    const take = montrose.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: 70, count: 1, assistance: false }).welcome);
    const lighter = montrose.filter((c) => c.petPolicy.dogs && c.petPolicy.dogWeightLimitLb !== null && c.petPolicy.dogWeightLimitLb < 70);
    expect(reply.answer?.total).toBe(take.length);
    for (const slug of reply.apartmentDetailsSuggested) expect(take.map((c) => c.slug)).toContain(slug);
    if (lighter.length > 0) expect(reply.responseMessage).toMatch(/Not for a 70 lb dog: .+\(dogs up to \d+ lb\)/);
    expect(reply.profileChanged).toBe(false);
  });

  it("reads 'without a pool' as none with a pool, and 'no pool needed' as no wish either way", () => {
    const pool = amenityIdOf("pool");
    const without = ask("which places in midtown don't have a pool?");
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    expect(without.answer?.total).toBe(midtown.filter((c) => !c.amenityIds.includes(pool)).length);
    for (const slug of without.apartmentDetailsSuggested) expect(COMMUNITIES.find((c) => c.slug === slug)?.amenityIds).not.toContain(pool);
    const either = ask("any places in midtown? no pool needed");
    expect(either.answer?.query.filters.withoutAmenities).toEqual([]);
    expect(either.answer?.query.filters.amenities).toEqual([]);
  });

  it("names an attribute no listing records instead of dropping it, and answers the rest", () => {
    const reply = ask("cheapest 1 bed with hardwood floors in the heights?");
    expect(reply.responseMessage).toMatch(/^None of our listings record floor types/);
    const heights = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights") && c.floorPlans.some((p) => p.beds === 1));
    const rent = Math.min(...heights.flatMap((c) => c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)));
    expect(reply.answer?.items[0]?.value).toBe(rent);
  });

  it("turns a weekly budget and a yearly income into a monthly rent, and says how", () => {
    expect(readBudgetPeriod("about $450 a week")?.monthly).toBe(1950);
    expect(readBudgetPeriod("i make 72k a year")?.monthly).toBe(2000);
    expect(readBudgetPeriod("we earn $6,000 a month")?.monthly).toBe(2000);
    expect(readBudgetPeriod("my budget is 1800")).toBeNull();
    // The period said before the sum: "a yearly rent budget of 21,600" is $1,800 a month, never a $21,600 budget.
    expect(readBudgetPeriod("apartments with a yearly rent budget of 21,600")?.monthly).toBe(1800);
    expect(readBudgetPeriod("my annual rent is $24,000")).toMatchObject({ monthly: 2000, origin: { kind: "yearly-rent", amount: 24000 } });
    const weekly = ask("what can I get in montrose for $450 a week?");
    expect(weekly.responseMessage).toContain("$450 a week is $1,950 a month");
    const income = ask("I make 72k a year, how many places in midtown fit?");
    expect(income.responseMessage).toContain("rent at most a third of gross monthly income");
    expect(income.answer?.query.filters.rent?.max).toBe(2000);
    // "I make 72k a year" states the income: the budget it gives is what is saved, never $72,000.
    if (income.profileChanged) expect(income.profile.maxBudget).toBe(2000);
  });

  it("ranks by price per square foot and by year built", () => {
    const ppsf = (c: (typeof COMMUNITIES)[number]) => Math.min(...c.floorPlans.map((p) => Math.round((p.rent / p.sqft) * 100) / 100));
    const best = [...COMMUNITIES].sort((a, b) => ppsf(a) - ppsf(b) || a.title.localeCompare(b.title, "en"))[0]!;
    const reply = ask("which apartment is the cheapest per square foot?");
    expect(reply.responseMessage).toContain(`${best.title}: $${ppsf(best).toFixed(2)} per sq ft`);
    const oldest = [...COMMUNITIES].sort((a, b) => a.yearBuilt - b.yearBuilt || a.title.localeCompare(b.title, "en"))[0]!;
    expect(ask("what's the oldest community you list?").responseMessage).toContain(`${oldest.title}: built in ${oldest.yearBuilt}`);
  });

  it("refines over three turns with nothing but the conversation state, as a guest", () => {
    const gym = amenityIdOf("gym");
    const first = ask("2 bed in the heights under 2500");
    const second = ask("only ones with a gym", first.state);
    const third = ask("cheapest of those?", second.state);
    const fits = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights") && c.amenityIds.includes(gym) && c.floorPlans.some((p) => p.beds >= 2 && p.rent <= 2500));
    expect(second.answer?.total).toBe(fits.length);
    // The saved search counts 2 or more bedrooms (as /listings' beds=2); "cheapest of those?" keeps to the 2 beds said.
    const twoBed = (p: (typeof COMMUNITIES)[number]["floorPlans"][number]) => p.beds === 2 && p.rent <= 2500;
    const cheapest = [...fits.filter((c) => c.floorPlans.some(twoBed))].sort((a, b) => {
      const rent = (c: (typeof COMMUNITIES)[number]) => Math.min(...c.floorPlans.filter(twoBed).map((p) => p.rent));
      return rent(a) - rent(b) || a.title.localeCompare(b.title, "en");
    })[0];
    if (cheapest) expect(third.apartmentDetailsSuggested[0]).toBe(cheapest.slug);
    // Its card shows the plans that fit the refined search, not the community's whole range.
    if (cheapest) expect(third.cardPlanFit).toEqual({ beds: 2, maxBeds: 2, minBaths: null, maxRent: 2500, availableBy: null });
    // "Only ones with a gym" states a wish (saved, and said so); "cheapest of those?" asks (nothing saved).
    if (second.profileChanged) expect(second.responseMessage).toMatch(/Saved: .*Fitness Center/);
    expect(third.profileChanged).toBe(false);
    expect(third.responseMessage).not.toMatch(/Saved:/);
    // Without the state, the same question is the whole city's.
    expect(ask("cheapest of those?").answer?.total ?? COMMUNITIES.length).not.toBe(fits.length === COMMUNITIES.length ? -1 : fits.length);
  });

  it("keeps the order renters ask for: the cheapest first unless they say otherwise", () => {
    const list = ask("which places in katy have a balcony?");
    const balcony = amenityIdOf("balcony");
    const katy = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("katy") && c.amenityIds.includes(balcony)).sort(byRent);
    expect(list.apartmentDetailsSuggested).toEqual(katy.slice(0, 5).map((c) => c.slug));
  });

  it("answers 'I make 72k a year, what can I afford in Midtown?' with Midtown's list under a third of the monthly income, said once", () => {
    const first = ask("I make 72k a year, what can I afford in Midtown?");
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown") && c.floorPlans.some((p) => p.rent <= 2000));
    expect(first.answer?.operation).toBe("list");
    expect(first.answer?.total).toBe(midtown.length);
    expect(first.responseMessage).toMatch(/\$72,000 a year.*up to \$2,000 a month/);
    const next = respond({ message: "only ones with a gym", channel: "assistant", profile: first.profile, history: [], state: first.state }, k);
    expect(next.answer?.query.scope.neighborhoods).toEqual(["midtown"]);
    expect(next.answer?.query.filters.rent?.max).toBe(2000);
    expect(next.responseMessage).not.toMatch(/\$72,000 a year/);
  });

  it("reads 'is it pet friendly?' after a reply that named the newest as about that community, not a new search", () => {
    const newest = ask("which community in midtown is the newest?");
    const winner = newest.apartmentDetailsSuggested[0]!;
    const history = [
      { role: "user" as const, content: "which community in midtown is the newest?" },
      { role: "assistant" as const, content: newest.responseMessage },
    ];
    const reply = respond({ message: "is it pet friendly?", channel: "assistant", profile: EMPTY_PROFILE, history, state: newest.state }, k);
    expect(reply.answer).toBeNull();
    expect(reply.apartmentDetailsSuggested).toEqual([winner]);
    expect(reply.responseMessage).toContain(COMMUNITIES.find((c) => c.slug === winner)!.title);
  });

  it("says what a named community lists when it has no plan of the size asked, never 'no community in Houston'", () => {
    const without = COMMUNITIES.find((c) => c.floorPlans.length > 0 && !c.floorPlans.some((p) => p.beds === 2))!;
    const reply = ask(`show me the 2 bedroom plans at ${without.title.toLowerCase()}`);
    expect(reply.responseMessage).toContain(`${without.title} has no 2-bed plan right now.`);
    expect(reply.responseMessage).not.toMatch(/No community in Houston/);
    expect(reply.apartmentDetailsSuggested).toEqual([without.slug]);
  });

  it("reads 'available right now' as a unit open today, and 'more pet friendly apartments in X than Y' as a count compared", () => {
    const now = ask("How many studios are available in Montrose right now?");
    expect(now.answer?.query.filters.availableBy).toBe(k.today);
    const open = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose") && c.floorPlans.some((p) => p.beds === 0 && p.unitsAvailable > 0 && p.availableFrom <= k.today));
    expect(now.answer?.total).toBe(open.length);
    const more = ask("are there more pet friendly apartments in montrose than midtown");
    expect(more.answer?.operation).toBe("compare");
    expect(more.answer?.measure).toBe("count");
    expect(more.answer?.query.compared).toEqual(["montrose", "midtown"]);
  });

  it("asks about the neighborhoods themselves in other words, by the median of their communities, and saves nothing", () => {
    const medianOf = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return Math.round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
    };
    // Each neighborhood's median over its communities' cheapest 2-bed plan (two communities at least).
    const medians = NEIGHBORHOODS.map((n) => {
      const rents = COMMUNITIES.filter((c) => c.neighborhoodId === n.id && c.floorPlans.some((p) => p.beds === 2)).map((c) => Math.min(...c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent)));
      return { slug: n.slug, name: n.name, rents };
    }).filter(({ rents }) => rents.length >= 2).map(({ slug, name, rents }) => ({ slug, name, median: medianOf(rents) }));
    const dearest = [...medians].sort((a, b) => b.median - a.median || a.name.localeCompare(b.name, "en"))[0]!;
    const cheapest = [...medians].sort((a, b) => a.median - b.median || a.name.localeCompare(b.name, "en"))[0]!;
    for (const [message, expected] of [
      ["which neighborhood costs the most for a 2 bed?", dearest],
      ["where do 2 beds cost the least", cheapest],
    ] as const) {
      const reply = ask(message);
      expect(reply.answer?.subject, message).toBe("neighborhood");
      expect(reply.answer?.items[0]?.slug, message).toBe(expected.slug);
      expect(reply.answer?.items[0]?.value, message).toBe(expected.median);
      expect(reply.profileChanged, message).toBe(false);
    }
    expect(ask("where would parking plus rent be lowest for a studio?").answer?.measure).toBe("monthly-total");
    expect(ask("where can I find the biggest 2 bedroom for the money?").answer?.measure).toBe("price-per-sqft");
    // A list of neighborhoods is a question too: its bedrooms are not saved.
    const list = ask("neighborhoods with newer buildings for a 2 bed");
    expect(list.answer?.subject).toBe("neighborhood");
    expect(list.profileChanged).toBe(false);
    expect(list.responseMessage).not.toMatch(/Saved/);
  });

  it("never saves someone else's figures or a price put up for a verdict, and still saves the renter's own", () => {
    for (const message of ["my friend pays 2000 for a 2 bed in midtown, is that a good deal?", "my sister has a 2 bed in the heights for 1700", "is $1,900 a good price for a 1 bed in montrose?", "am I overpaying at 2100 for a 2 bed in midtown?"]) {
      const reply = ask(message);
      expect(reply.profileChanged, message).toBe(false);
      expect(reply.responseMessage, message).not.toMatch(/Saved/);
    }
    expect(ask("my friend and I want a 2 bed in midtown under 2000").profileChanged).toBe(true);
  });

  it("reads an income said without a verb of earning as a yearly pay, a third of it a month for rent", () => {
    expect(readBudgetPeriod("could i afford montrose on 50k a year?")?.monthly).toBe(1388);
    expect(readBudgetPeriod("with a 60k salary what can i get")?.monthly).toBe(1666);
    expect(readBudgetPeriod("65k annual income, 1 bed")?.monthly).toBe(1805);
    expect(readBudgetPeriod("rent is 24k a year")?.origin.kind).toBe("yearly-rent");
    expect(readBudgetPeriod("with $1500 a month")).toBeNull();
    expect(ask("could I afford montrose on 50k a year?").answer?.query.filters.rent?.max).toBe(1388);
  });

  it("answers a named neighborhood's average of a measure other than rent with its median, computed over its communities", () => {
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown") && c.floorPlans.some((p) => p.beds === 2));
    // Each community's biggest 2-bed plan; the median of those.
    const sizes = midtown.map((c) => Math.max(...c.floorPlans.filter((p) => p.beds === 2).map((p) => p.sqft))).sort((a, b) => a - b);
    const middle = Math.floor(sizes.length / 2);
    const median = Math.round(sizes.length % 2 === 1 ? sizes[middle]! : (sizes[middle - 1]! + sizes[middle]!) / 2);
    const reply = ask("what's the average size of a 2 bed in midtown");
    expect(reply.answer?.measure).toBe("size");
    expect(reply.answer?.items.map((item) => [item.slug, item.value])).toEqual([["midtown", median]]);
    expect(reply.responseMessage).toContain(`${median.toLocaleString("en-US")} sq ft, over ${midtown.length} communities`);
    expect(reply.profileChanged).toBe(false);
  });

  it("compares 'the first two' after a maximum (the winner and its runner-up) on the measure asked, and saves no date", () => {
    const searched = respond({ message: "2 bed in midtown", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const newest = respond({ message: "which of these is newest?", channel: "assistant", profile: searched.profile, history: [], state: searched.state }, k);
    expect(newest.answer?.operation).toBe("max");
    const compared = respond({ message: "compare the first two", channel: "assistant", profile: newest.profile, history: [], state: newest.state }, k);
    expect(compared.answer?.operation).toBe("compare");
    expect(compared.answer?.measure).toBe("year-built");
    expect(compared.answer?.query.compared).toEqual(newest.answer?.items.map((item) => item.slug));
    expect(compared.profileChanged).toBe(false);
  });

  it("answers a rent floor and a size ceiling as the query they are, and saves neither as something else", () => {
    const between = ask("show me 1 beds between 1200 and 1500 in midtown");
    expect(between.answer?.query.filters.rent).toEqual({ min: 1200, max: 1500 });
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown") && c.floorPlans.some((p) => p.beds === 1 && p.rent >= 1200 && p.rent <= 1500));
    expect(between.answer?.total).toBe(midtown.length);
    expect(between.profile.maxBudget).toBe(1500);
    const small = ask("2 bed under 900 sq ft in montrose");
    expect(small.answer?.query.filters.sqft).toEqual({ min: null, max: 900 });
    expect(small.profile.sqft).toBeNull();
  });

  it("keeps a decimal bath count inside a superlative and reads parking 'once added' as part of the total, never as ruled out", () => {
    const priciest = ask("What's the most expensive community in the Heights or Montrose with at least 1.5 baths all-in, parking included?");
    expect(priciest.answer?.operation).toBe("max");
    expect(priciest.answer?.measure).toBe("monthly-total");
    const added = ask("which neighborhood other than uptown is the most expensive for units without a gym once parking is added");
    expect(added.answer?.measure).toBe("monthly-total");
    expect(added.answer?.query.filters.withoutAmenities).toEqual(["gym"]);
    expect(added.answer?.query.filters.amenities).toEqual([]);
  });

  it("compares two neighborhoods by the drive to one of them, and ends a destination at 'w/'", () => {
    const closer = ask("Which is closer to downtown by car, Downtown Houston or Uptown?");
    expect(closer.answer?.operation).toBe("compare");
    expect(closer.answer?.query.compared).toEqual(["downtown", "uptown"]);
    expect(closer.answer?.winner).toBe("downtown");
    const balcony = ask("soonest move-in <=20 min to tmc w/ balcony?");
    expect(balcony.answer?.query.destination).toBe("tmc");
    expect(balcony.answer?.query.filters.amenities).toEqual(["balcony"]);
  });

  it("ranks three named neighborhoods put 'in order' or 'from the roomiest to the smallest'", () => {
    const put = ask("Put Uptown, Katy and the Heights in order of rent per sq ft, lowest first");
    expect([put.answer?.operation, put.answer?.subject, put.answer?.measure]).toEqual(["rank", "neighborhood", "price-per-sqft"]);
    const roomiest = ask("Order Rice Village, the Medical Center and Third Ward from the roomiest to the smallest apartments");
    expect([roomiest.answer?.operation, roomiest.answer?.subject, roomiest.answer?.query.direction]).toEqual(["rank", "neighborhood", "desc"]);
  });

  it("names EV charging however it is asked for, ends a destination before 'incl parking', and ranks areas 'by sqft' or 'newest first'", () => {
    const charger = ask("which place around the galleria with a charger for my electric car costs the most once you add the parking fee?");
    expect(charger.responseMessage).toMatch(/^None of our listings record EV charging/);
    const incl = ask("priciest not downtown 20 min from tmc incl parking?");
    expect(incl.answer?.query.destination).toBe("tmc");
    const bySize = ask("areas by sqft rice village/med center/3rd ward");
    expect([bySize.answer?.operation, bySize.answer?.subject, bySize.answer?.measure]).toEqual(["rank", "neighborhood", "size"]);
    const newest = ask("areas newest first uptown/katy/heights");
    expect([newest.answer?.operation, newest.answer?.subject, newest.answer?.measure]).toEqual(["rank", "neighborhood", "year-built"]);
    const near = ask("neighborhoods near rice");
    expect([near.answer?.subject, near.answer?.measure]).toEqual(["neighborhood", "drive-minutes"]);
    expect(near.profileChanged).toBe(false);
  });

  it("keeps a stated commute limit: '1 bed within 15 minutes of downtown' saves downtown as the commute, not as a neighborhood, and lists only what is that close", () => {
    const downtown = resolveDestination("downtown", NEIGHBORHOODS)!;
    const close = COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds === 1) && estimateDrive(c, downtown).minutes <= 15);
    for (const message of ["1 bed within 15 minutes of downtown", "1 bed 15 minutes from downtown"]) {
      const reply = ask(message);
      expect(reply.answer?.total, message).toBe(close.length);
      expect(reply.profile.commuteTo, message).toBe("downtown");
      expect(reply.profile.neighborhoodIds, message).toEqual([]);
      expect(reply.responseMessage, message).toContain(`within a 15-minute drive of ${downtown.name}`);
    }
    const dated = ask("1 bed available by July 1 15 minutes from downtown");
    expect(dated.answer?.query.filters.availableBy).toMatch(/-07-01$/);
    expect(dated.answer?.query.filters.commuteMinutes).toBe(15);
  });

  it("answers 'the second cheapest' and 'the third biggest' with that place in the order, and says when there is none", () => {
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose") && c.floorPlans.some((p) => p.beds === 1));
    const rents = montrose
      .map((c) => ({ c, rent: Math.min(...c.floorPlans.filter((p) => p.beds === 1).map((p) => p.rent)) }))
      .sort((a, b) => a.rent - b.rent || a.c.title.localeCompare(b.c.title, "en"));
    const second = ask("whats the 2nd cheapest 1 bed in montrose?");
    expect([second.answer?.operation, second.answer?.query.position]).toEqual(["min", 2]);
    expect(second.answer?.items[1]?.slug).toBe(rents[1]!.c.slug);
    expect(second.responseMessage.startsWith(`The second cheapest 1-bed plan in Montrose is [[apartment:${rents[1]!.c.slug}]]`)).toBe(true);
    expect(second.responseMessage).toContain(`Ahead of it: ${rents[0]!.c.title}`);
    const third = ask("third biggest 2 bed");
    expect([third.answer?.operation, third.answer?.measure, third.answer?.query.position]).toEqual(["max", "size", 3]);
    const few = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown") && c.floorPlans.some((p) => p.beds === 2));
    expect(few.length).toBeLessThan(5);
    const beyond = ask(`what is the ${["second", "third", "fourth", "fifth"][few.length - 1]} cheapest 2 bed in midtown?`);
    expect(beyond.responseMessage).toMatch(/^There is no (?:second|third|fourth|fifth): only \d+ communit(?:y|ies) in Midtown with a 2-bed plan fits?/);
    // A position said with a superlative is no card of the last reply.
    const searched = ask("1 bed in montrose");
    expect(ask("the second cheapest of those", searched.state).answer?.operation).toBe("min");
  });

  it("reads a card named by its place in the last reply ('tell me about the second one', 'does the first one take dogs?') as that community", () => {
    const searched = respond({ message: "2 bed in midtown", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const history = [{ role: "user" as const, content: "2 bed in midtown" }, { role: "assistant" as const, content: searched.responseMessage }];
    const follow = (message: string) => respond({ message, channel: "assistant", profile: searched.profile, history, state: searched.state }, k);
    const [first, second] = searched.apartmentDetailsSuggested;
    expect(follow("tell me about the second one").apartmentDetailsSuggested).toEqual([second]);
    const dogs = follow("does the first one take dogs?");
    expect(dogs.apartmentDetailsSuggested).toEqual([first]);
    expect(dogs.responseMessage).toMatch(/^\[\[apartment:[^\]]+\]\] (?:Yes|No),/);
    expect(follow("how much is parking at the first one").apartmentDetailsSuggested).toEqual([first]);
    for (const message of ["tell me about the second one", "does the first one take dogs?"]) expect(follow(message).profileChanged, message).toBe(false);
  });

  it("answers 'does it take cats?' after comparing the cards just shown for each side compared, never for the whole search", () => {
    const searched = respond({ message: "1 bed", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    let history = [{ role: "user" as const, content: "1 bed" }, { role: "assistant" as const, content: searched.responseMessage }];
    const compared = respond({ message: "compare the first two", channel: "assistant", profile: searched.profile, history, state: searched.state }, k);
    expect(compared.state.compared).toEqual(searched.state.shown.slice(0, 2));
    history = [...history, { role: "user" as const, content: "compare the first two" }, { role: "assistant" as const, content: compared.responseMessage }];
    const cats = respond({ message: "does it take cats?", channel: "assistant", profile: compared.profile, history, state: compared.state }, k);
    expect(cats.apartmentDetailsSuggested).toEqual(searched.state.shown.slice(0, 2));
    expect(cats.answer).toBeNull();
  });

  it("compares two neighborhoods asked mid-search under the search's criteria ('2 bed', then 'which is cheaper, Midtown or the Heights?')", () => {
    const searched = ask("2 bed");
    const reply = ask("which is cheaper, Midtown or the Heights?", searched.state);
    const twoBedMedian = (slug: string) => bedsMedian(slug, 2);
    expect(reply.answer?.operation).toBe("compare");
    expect(reply.answer?.items.map((item) => item.value)).toEqual([twoBedMedian("midtown"), twoBedMedian("heights")]);
    expect(reply.responseMessage).toMatch(/\(by median 2-bed rent\)/);
    expect(reply.profileChanged).toBe(false);
    // Asked afresh, it is every plan's.
    expect(ask("which is cheaper, Midtown or the Heights?").answer?.query.filters.beds).toBeNull();
  });

  it("reads 'apartments near Rice' (a landmark, no neighborhood) as the communities closest to it by car, and 'cheapest 1 bed near Rice' as within a short drive", () => {
    const rice = resolveDestination("rice", NEIGHBORHOODS)!;
    expect(rice.kind).not.toBe("neighborhood");
    const near = ask("apartments near rice");
    expect([near.answer?.operation, near.answer?.measure, near.answer?.query.destination]).toEqual(["rank", "drive-minutes", "rice"]);
    const closest = Math.min(...COMMUNITIES.map((c) => estimateDrive(c, rice).minutes));
    expect(near.answer?.items[0]?.value).toBe(closest);
    expect(near.profileChanged).toBe(false);
    const cheapest = ask("cheapest 1 bed near rice");
    const within = COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds === 1) && estimateDrive(c, rice).minutes <= 10);
    expect([cheapest.answer?.operation, cheapest.answer?.query.filters.commuteMinutes, cheapest.answer?.total]).toEqual(["min", 10, within.length]);
    expect(cheapest.responseMessage).toContain(`within a 10-minute drive of ${rice.name}`);
    // A neighborhood's name stays a neighborhood.
    expect(ask("apartments near montrose").answer?.query.scope.neighborhoods).toEqual(["montrose"]);
  });

  it("ends a place's negation before the amenity after it, and a destination before the neighborhoods named after it", () => {
    const gym = ask("studio not downtown gym by price per sqft");
    expect(gym.answer?.query.scope.excludeNeighborhoods).toEqual(["downtown"]);
    expect(gym.answer?.query.filters.amenities).toEqual(["gym"]);
    expect(gym.answer?.query.filters.withoutAmenities).toEqual([]);
    const pool = ask("priciest not downtown no pool 20 min from tmc incl parking?");
    expect(pool.answer?.query.filters.withoutAmenities).toEqual(["pool"]);
    const areas = ask("areas by $/sqft places 20 min from tmc uptown/katy/heights");
    expect(areas.answer?.query.destination).toBe("tmc");
    expect(areas.answer?.query.scope.neighborhoods).toEqual(["uptown", "katy", "heights"]);
  });

  it("rules out every place of a list after 'isn't in' ('isn't in Katy or Third Ward'), and keeps an amenity after a negated place wanted", () => {
    const reply = ask("what's the cheapest 2 bedroom that isn't in katy or third ward and has a pool");
    expect(reply.answer?.query.scope.excludeNeighborhoods).toEqual(["katy", "third-ward"]);
    expect(reply.answer?.query.scope.neighborhoods).toEqual([]);
    expect(reply.answer?.query.filters.amenities).toEqual(["pool"]);
    const pool = amenityIdOf("pool");
    const fits = COMMUNITIES.filter((c) => ![neighborhoodIdOf("katy"), neighborhoodIdOf("third-ward")].includes(c.neighborhoodId) && c.amenityIds.includes(pool) && c.floorPlans.some((p) => p.beds === 2));
    expect(reply.answer?.total).toBe(fits.length);
    expect(ask("cheapest 1 bed not in katy and a pool").answer?.query.filters.amenities).toEqual(["pool"]);
    expect(ask("cheapest 1 bed that isn't in uptown").answer?.query.scope.excludeNeighborhoods).toEqual(["uptown"]);
  });

  it("answers 'rent for 2br in Rice Village' with the rent figures, saving nothing", () => {
    const reply = ask("rent for 2br in rice village");
    expect(reply.profileChanged).toBe(false);
    expect(reply.responseMessage).toMatch(/^\[\[neighborhood:rice-village\]\] 2-bedroom rents in Rice Village run \$[\d,]+-\$[\d,]+, median \$[\d,]+/);
  });

  it("answers 'next one?' after a minimum with the next in the same order, and 'the second one?' with that community", () => {
    const first = ask("cheapest 1 bed in midtown");
    const next = ask("what's the next cheapest?", first.state);
    expect([next.answer?.operation, next.answer?.query.position]).toEqual(["min", 2]);
    expect(next.answer?.items[1]?.slug).toBe(first.answer?.items[1]?.slug);
    const after = ask("and the next?", next.state);
    expect(after.answer?.query.position).toBe(3);
    expect(ask("the second one?", first.state).apartmentDetailsSuggested).toEqual([first.answer!.items[1]!.slug]);
  });

  it("keeps a question's operation when a refinement names only criteria, and lists when it asks for the results", () => {
    const biggest = ask("biggest 2 beds in the heights");
    const under = ask("under 2000", biggest.state);
    expect([under.answer?.operation, under.answer?.measure, under.answer?.query.filters.rent?.max]).toEqual(["max", "size", 2000]);
    const heights = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights"));
    const sizes = heights.flatMap((c) => c.floorPlans.filter((p) => p.beds === 2 && p.rent <= 2000).map((p) => ({ slug: c.slug, sqft: p.sqft })));
    expect(under.answer?.items[0]?.value).toBe(Math.max(...sizes.map((s) => s.sqft)));
    const counted = ask("how many 1 beds in midtown allow dogs");
    expect(ask("what about cats", counted.state).answer?.operation).toBe("count");
    expect(ask("only ones with a gym", ask("cheapest 1 bed in downtown").state).answer?.operation).toBe("list");
    const budget = ask("what can i get for 1500");
    const there = ask("in the heights", budget.state);
    expect([there.answer?.query.scope.neighborhoods, there.answer?.query.filters.rent?.max, there.profileChanged]).toEqual([["heights"], 1500, false]);
  });

  it("reads a dog's weight in 'what 1 beds would work', 'does anywhere take a great dane', and the sum in 'could I afford Montrose on 1500?'", () => {
    const lab = ask("i have a 70 pound lab, what 1 beds would work");
    expect(lab.answer?.query.filters.animal).toMatchObject({ kind: "dog", weightLb: 70 });
    const dane = ask("does anywhere take a great dane? like 120 lbs");
    const big = COMMUNITIES.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: 120, count: 1, assistance: false }).welcome);
    expect(dane.answer?.total).toBe(big.length);
    const afford = ask("could i afford montrose on 1500?");
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose") && c.floorPlans.some((p) => p.rent <= 1500));
    expect([afford.answer?.total, afford.profileChanged]).toEqual([montrose.length, false]);
    expect(ask("what's in montrose under 1700").answer?.query.filters.rent?.max).toBe(1700);
  });

  it("names what a question about one community asks that no listing records ('the noise level at X') before its facts", () => {
    const community = COMMUNITIES[40]!;
    const noise = ask(`what's the noise level like at ${community.title.toLowerCase()}`);
    expect(noise.responseMessage).toMatch(/^None of our listings record noise levels/);
    expect(noise.apartmentDetailsSuggested).toEqual([community.slug]);
    expect(ask("which apartments have the best views in downtown").responseMessage).toMatch(/^None of our listings record views/);
  });

  it("follows a comparison of two named communities: 'which is bigger for a 3 bed?' compares them again, 'does either take cats?' answers each", () => {
    const [a, b] = [COMMUNITIES[38]!, COMMUNITIES[48]!];
    const compared = ask(`compare ${a.title} and ${b.title}`);
    const bigger = ask("which is bigger for a 3 bed", compared.state);
    expect([bigger.answer?.operation, bigger.answer?.measure, bigger.answer?.query.compared]).toEqual(["compare", "size", [a.slug, b.slug]]);
    const either = respond({ message: "does either take cats", channel: "assistant", profile: EMPTY_PROFILE, history: [{ role: "assistant", content: bigger.responseMessage }], state: bigger.state }, k);
    expect(either.apartmentDetailsSuggested).toEqual([a.slug, b.slug]);
    expect(either.responseMessage).toMatch(/(?:Yes|No), /);
  });

  it("keeps the one community a reply was about for 'it', and answers its walk to rail", () => {
    const listed = respond({ message: "places in rice village", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const about = respond({ message: "tell me about the first one", channel: "assistant", profile: listed.profile, history: [{ role: "assistant", content: listed.responseMessage }], state: listed.state }, k);
    const first = listed.apartmentDetailsSuggested[0]!;
    expect(about.state.shown).toEqual([first]);
    const parking = respond({ message: "does it have parking", channel: "assistant", profile: about.profile, history: [{ role: "assistant", content: about.responseMessage }], state: about.state }, k);
    expect(parking.apartmentDetailsSuggested).toEqual([first]);
    const community = COMMUNITIES.find((c) => nearestRailWalk(c) !== null)!;
    const walk = nearestRailWalk(community)!;
    expect(ask(`what's the walk to the rail from ${community.title}`).responseMessage).toContain(`${walk.minutes} min walk to the ${walk.station.name} METRORail station`);
  });

  it("answers 'which neighborhoods have 3 bedrooms under 2200?' with every neighborhood where one fits, however few", () => {
    const reply = ask("which neighborhoods have 3 bedrooms under 2200");
    expect([reply.answer?.operation, reply.answer?.subject, reply.answer?.measure]).toEqual(["rank", "neighborhood", "count"]);
    const counts = new Map<string, number>();
    for (const c of COMMUNITIES) if (c.floorPlans.some((p) => p.beds === 3 && p.rent <= 2200)) counts.set(NEIGHBORHOODS.find((n) => n.id === c.neighborhoodId)!.slug, (counts.get(NEIGHBORHOODS.find((n) => n.id === c.neighborhoodId)!.slug) ?? 0) + 1);
    expect(reply.answer?.total).toBe(counts.size);
    for (const item of reply.answer?.items ?? []) expect(item.value).toBe(counts.get(item.slug));
  });

  it("reads 'my 30lb dog and my cat' as both: the community must take the dog's weight, cats, and two pets", () => {
    const reply = ask("cheapest place that takes my 30lb dog and my cat in midtown");
    expect(reply.answer?.query.filters.animal).toEqual({ kind: "dog", weightLb: 30, count: 2, assistance: false, alsoCat: true });
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const take = midtown.filter((c) => c.petPolicy.dogs && c.petPolicy.cats && (c.petPolicy.dogWeightLimitLb === null || c.petPolicy.dogWeightLimitLb >= 30) && (c.petPolicy.maxPets === null || c.petPolicy.maxPets >= 2));
    expect(reply.answer?.total).toBe(take.length);
    expect(reply.responseMessage).toContain("taking a 30 lb dog and a cat");
  });

  it("reads the second walk's kinds: 'don't come with', a terse question with limits, a size said, 'right now', a month's income, a dropped amenity, the dog's weight kept", () => {
    const dishwasher = amenityIdOf("dishwasher");
    const without = ask("which 1 bedrooms don't come with a dishwasher?");
    expect(without.answer?.query.filters.withoutAmenities).toEqual(["dishwasher"]);
    expect(without.answer?.total).toBe(COMMUNITIES.filter((c) => !c.amenityIds.includes(dishwasher) && c.floorPlans.some((p) => p.beds === 1)).length);
    const greenway = ask("2 beds within 10 minutes of greenway plaza?");
    expect([greenway.answer?.operation, greenway.answer?.query.filters.commuteMinutes]).toEqual(["list", 10]);
    const size = ask("1 bedroom over 800 sq ft for under 1400");
    expect(size.answer?.total).toBe(COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds === 1 && p.sqft >= 800 && p.rent <= 1400)).length);
    expect(ask("how many studios can I get right now").answer?.query.filters.availableBy).toBe(k.today);
    const income = ask("what can I rent on a 5000 a month income");
    expect([income.answer?.query.filters.rent?.max, income.profileChanged]).toEqual([1666, false]);
    expect(income.responseMessage).toContain("rent at most a third of gross monthly income");
    const both = ask("anything in midtown with a pool and a gym under 1500");
    const dropped = ask("drop the gym", both.state);
    expect([dropped.answer?.query.filters.amenities, dropped.answer?.query.filters.withoutAmenities]).toEqual([["pool"], []]);
    const dog = ask("whats the cheapest place that takes a 40 lb dog");
    expect(ask("what if I have 2 dogs?", dog.state).answer?.query.filters.animal).toMatchObject({ kind: "dog", weightLb: 40, count: 2 });
    const quiet = ask("quietest 1 bed in montrose");
    expect([quiet.profileChanged, quiet.responseMessage.startsWith("None of our listings record noise levels")]).toEqual([false, true]);
  });

  it("answers 'how much is the 2 bed?' right after a reply about one community with that community's 2-bed plans", () => {
    const community = COMMUNITIES.find((c) => c.floorPlans.some((p) => p.beds === 2))!;
    const about = respond({ message: `tell me about ${community.title}`, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const plans = respond({ message: "how much is the 2 bed", channel: "assistant", profile: EMPTY_PROFILE, history: [{ role: "assistant", content: about.responseMessage }], state: about.state }, k);
    const plan = community.floorPlans.filter((p) => p.beds === 2).sort((a, b) => a.rent - b.rent)[0]!;
    expect(plans.responseMessage).toContain(`$${plan.rent.toLocaleString("en-US")} a month`);
    expect(plans.apartmentDetailsSuggested).toEqual([community.slug]);
  });

  it("reads 'near the light rail' as the walk to METRORail, the communities with the shortest first", () => {
    const reply = ask("1 bed near the light rail under 1500");
    expect([reply.answer?.operation, reply.answer?.measure, reply.profileChanged]).toEqual(["rank", "rail-minutes", false]);
    const walks = COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.beds === 1 && p.rent <= 1500)).map((c) => nearestRailWalk(c)?.minutes).filter((m): m is number => m !== undefined);
    expect(reply.answer?.items[0]?.value).toBe(Math.min(...walks));
  });

  it("revises an answer about neighborhoods: 'which neighborhood is cheapest for studios?', then 'and for 2 beds?'; a comparison, then 'and on size?'", () => {
    const studios = ask("which neighborhood is cheapest for studios");
    const twoBeds = ask("and for 2 beds?", studios.state);
    expect([twoBeds.answer?.operation, twoBeds.answer?.subject, twoBeds.answer?.query.filters.beds]).toEqual(["min", "neighborhood", { min: 2, max: 2 }]);
    const compared = ask("compare EaDo and Third Ward on 1 bed rent");
    const size = ask("and on size?", compared.state);
    expect([size.answer?.operation, size.answer?.subject, size.answer?.measure, size.answer?.query.compared]).toEqual(["compare", "neighborhood", "size", ["east-downtown", "third-ward"]]);
    expect(size.answer?.query.filters.beds).toEqual({ min: 1, max: 1 });
    // A superlative of communities after it still revises the search, not the neighborhoods.
    const searched = ask("2 bed in midtown");
    const areas = ask("which neighborhood is cheapest", searched.state);
    expect(ask("cheapest of those", areas.state).answer?.subject).toBe("community");
  });

  it("reads 'when were places ... usually built?' as the neighborhood's median year however long the filters between", () => {
    const reply = ask("When were places around Midtown within a 15 minute drive of downtown that accept my emotional support animal usually built?");
    expect([reply.answer?.operation, reply.answer?.subject, reply.answer?.measure]).toEqual(["list", "neighborhood", "year-built"]);
  });

  it("says the communities that fit have no station within a walk, never that none fits, when the rail walk is asked where there is none", () => {
    const far = NEIGHBORHOODS.find((n) => {
      const here = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(n.slug));
      return here.length > 1 && here.every((c) => nearestRailWalk(c) === null);
    });
    expect(far).toBeDefined();
    const count = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(far!.slug)).length;
    const reply = ask(`which community in ${far!.name} is closest to the light rail?`);
    expect(reply.answer?.total).toBe(count);
    expect(reply.responseMessage).toBe(`None of the ${count} communities in ${far!.name} has a METRORail station within walking distance.`);
  });

  it("compares the cards just shown under the search that showed them: 'compare the first two' after a 2-bed search is about their 2-bed plans", () => {
    const searched = respond({ message: "2 bed in midtown", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const compared = respond({ message: "compare the first two", channel: "assistant", profile: searched.profile, history: [], state: searched.state }, k);
    expect(compared.answer?.operation).toBe("compare");
    expect(compared.answer?.query.compared).toEqual(searched.state.shown.slice(0, 2));
    for (const item of compared.answer?.items ?? []) {
      const community = COMMUNITIES.find((c) => c.slug === item.slug)!;
      expect(item.value).toBe(Math.min(...community.floorPlans.filter((p) => p.beds >= 2).map((p) => p.rent)));
    }
    expect(compared.profileChanged).toBe(false);
  });

  it("answers 'does it take cats?' after two named communities were compared for each of them, never as a search of the city", () => {
    const [first, second] = COMMUNITIES.filter((c) => c.floorPlans.length > 0).slice(0, 2);
    const compared = respond({ message: `compare ${first!.title} and ${second!.title}`, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    expect(compared.answer?.operation).toBe("compare");
    const history = [
      { role: "user" as const, content: `compare ${first!.title} and ${second!.title}` },
      { role: "assistant" as const, content: compared.responseMessage },
    ];
    const cats = respond({ message: "does it take cats?", channel: "assistant", profile: compared.profile, history, state: compared.state }, k);
    for (const community of [first!, second!]) {
      const welcome = animalWelcome(community.petPolicy, { kind: "cat", weightLb: null, count: 1, assistance: false }).welcome;
      expect(cats.responseMessage).toContain(welcome ? `Yes, ${community.title}` : `No, ${community.title} doesn't take cats`);
    }
    expect(cats.answer).toBeNull();
    expect(cats.profileChanged).toBe(false);
  });

  it("reads the third walk's kinds: the other end of the last order, the saved budget named as a limit, the renter's own matches, an income as a question's premise, a typical figure asked tersely", () => {
    const downtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("downtown"));
    // A community's value in the direction asked: its plan with the highest rent per square foot.
    const ppsf = (c: (typeof COMMUNITIES)[number]) => Math.max(...c.floorPlans.map((p) => Math.round((p.rent / p.sqft) * 100) / 100));
    const lowest = ask("lowest price per sqft downtown");
    const highest = ask("and the highest?", lowest.state);
    const top = [...downtown].sort((a, b) => ppsf(b) - ppsf(a) || a.title.localeCompare(b.title, "en"))[0]!;
    expect(highest.answer?.operation).toBe("max");
    expect(highest.answer?.measure).toBe("price-per-sqft");
    expect(highest.apartmentDetailsSuggested[0]).toBe(top.slug);
    // "The other way round" flips a ranking and keeps its measure.
    const ranked = ask("rank midtown places by size");
    const flipped = ask("the other way round", ranked.state);
    expect(flipped.answer?.operation).toBe("rank");
    expect(flipped.answer?.query.direction).toBe(ranked.answer?.query.direction === "asc" ? "desc" : "asc");
    expect(flipped.answer?.measure).toBe("size");

    // "In my budget": the saved budget limits this question; nothing is saved.
    const saved = { ...EMPTY_PROFILE, maxBudget: 1500 };
    const inBudget = respond({ message: "anything in my budget in midtown?", channel: "assistant", profile: saved, history: [] }, k);
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    expect(inBudget.answer?.total).toBe(midtown.filter((c) => cheapestRent(c) <= 1500).length);
    expect(inBudget.profileChanged).toBe(false);
    for (const message of ["what are my best matches", "whats in my budget", "what matches me best?"]) {
      const reply = respond({ message, channel: "assistant", profile: saved, history: [] }, k);
      expect(reply.responseMessage, message).toMatch(/^Here are the top \d+ matches/);
      expect(reply.profileChanged, message).toBe(false);
    }

    // An income said before the question is its premise: answered with, never saved.
    const afford = ask("i make 60k a year what can i afford in midtown");
    expect(afford.profileChanged).toBe(false);
    expect(afford.answer?.query.filters.rent?.max).toBe(Math.floor(60_000 / 12 / 3));
    expect(afford.answer?.total).toBe(midtown.filter((c) => cheapestRent(c) <= Math.floor(60_000 / 12 / 3)).length);
    expect(ask("i make 80k a year").profile.maxBudget).toBe(Math.floor(80_000 / 12 / 3));

    // "avg rent for a 2 bedroom in the heights" asks, with or without its question mark.
    const typical = ask("avg rent for a 2 bedroom in the heights");
    expect(typical.profileChanged).toBe(false);
    const heights2 = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights")).flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent));
    expect(typical.responseMessage).toContain(`$${Math.min(...heights2).toLocaleString("en-US")}-$${Math.max(...heights2).toLocaleString("en-US")}`);
  });

  it("reads 'there' after a reply that named one community first as that community, and after neighborhoods as them", () => {
    const downtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("downtown"));
    const oldest = [...downtown].sort((a, b) => a.yearBuilt - b.yearBuilt || a.title.localeCompare(b.title, "en"))[0]!;
    const first = ask("whats the oldest building downtown");
    expect(first.apartmentDetailsSuggested[0]).toBe(oldest.slug);
    const there = respond({ message: "how much is a 1 bed there", channel: "assistant", profile: EMPTY_PROFILE, history: [{ role: "user", content: "whats the oldest building downtown" }, { role: "assistant", content: first.responseMessage }], state: first.state }, k);
    expect(there.apartmentDetailsSuggested).toEqual([oldest.slug]);
    for (const plan of oldest.floorPlans.filter((p) => p.beds === 1)) expect(there.responseMessage).toContain(`$${plan.rent.toLocaleString("en-US")} a month`);
    expect(there.profileChanged).toBe(false);
  });

  it("reads a pet-free building as communities that take no pets, never as a wish for Pet Friendly, and counts the pets named", () => {
    const petFree = COMMUNITIES.filter((c) => !c.petPolicy.dogs && !c.petPolicy.cats);
    expect(petFree.length).toBeGreaterThan(0);
    for (const message of ["apartments that dont allow pets", "pet-free buildings?", "any places where pets are not allowed"]) {
      const reply = ask(message);
      expect(reply.profile.amenities, message).toEqual([]);
      expect(reply.answer?.total, message).toBe(petFree.length);
      for (const slug of reply.apartmentDetailsSuggested) expect(petFree.map((c) => c.slug), message).toContain(slug);
    }
    // A renter's own "no pets" says nothing of the community.
    expect(ask("I have no pets, 2 bed in katy").answer?.query.filters.petFree ?? false).toBe(false);
    // Refined: the cheapest of the pet-free ones in Montrose.
    const montrose = petFree.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    const first = ask("what's in montrose?");
    const refined = ask("only ones that don't allow pets", first.state);
    expect(refined.answer?.total).toBe(montrose.length);
    const cheapest = ask("cheapest of those?", refined.state);
    if (montrose.length > 0) expect(cheapest.apartmentDetailsSuggested[0]).toBe([...montrose].sort(byRent)[0]!.slug);
    // "Allow 3 pets": every pet counted against the policy's limit.
    const three = ask("which ones allow 3 pets?");
    const takeThree = COMMUNITIES.filter((c) => animalWelcome(c.petPolicy, { kind: "any", weightLb: null, count: 3, assistance: false }).welcome);
    expect(three.answer?.total).toBe(takeThree.length);
    expect(three.responseMessage).toContain("allowing 3 pets");
    expect(three.profileChanged).toBe(false);
  });

  it("compares two neighborhoods by how many communities have an amenity ('which has more pools, Midtown or Downtown?')", () => {
    const withAmenity = (slug: string, key: string) => COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug) && c.amenityIds.includes(amenityIdOf(key)) && c.floorPlans.length > 0).length;
    const pools = ask("which has more pools, midtown or downtown");
    expect(pools.answer?.operation).toBe("compare");
    expect(pools.answer?.items.map((item) => [item.slug, item.value])).toEqual([["midtown", withAmenity("midtown", "pool")], ["downtown", withAmenity("downtown", "pool")]]);
    expect(pools.profileChanged).toBe(false);
    const parks = ask("which area has fewer dog parks, katy or uptown");
    expect(parks.answer?.query.filters.animal).toBeNull();
    expect(parks.answer?.items.map((item) => item.value)).toEqual([withAmenity("katy", "dog-park"), withAmenity("uptown", "dog-park")]);
  });

  it("never saves from a question run on after a premise, or a typical rent asked tersely, and gives the average when asked", () => {
    for (const message of ["me and my gf make 90k combined, what 2 bed can we afford", "i have a 80 lb lab, which places in the heights would take him", "average 2 bed rent in third ward", "avg 1 bed rent in montrose?"]) {
      const reply = ask(message);
      expect(reply.profileChanged, message).toBe(false);
      expect(reply.responseMessage, message).not.toMatch(/\bSaved\b/);
    }
    const couple = ask("me and my gf make 90k combined, what 2 bed can we afford");
    expect(couple.answer?.query.filters.rent?.max).toBe(Math.floor(90_000 / 12 / 3));
    const rents = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("third-ward")).flatMap((c) => c.floorPlans.filter((p) => p.beds === 2).map((p) => p.rent));
    const mean = Math.round(rents.reduce((a, b) => a + b, 0) / rents.length);
    expect(ask("average 2 bed rent in third ward").responseMessage).toContain(`average $${mean.toLocaleString("en-US")}`);
  });

  it("makes up no budget from the rents shown when the renter says 'too pricey' without one", () => {
    const shown = respond({ message: "1 bed in uptown", channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);
    const history = [{ role: "user" as const, content: "1 bed in uptown" }, { role: "assistant" as const, content: shown.responseMessage }];
    const pricey = respond({ message: "nah too pricey, what about eado", channel: "assistant", profile: shown.profile, history, state: shown.state }, k);
    expect(pricey.profile.maxBudget).toBeNull();
    expect(pricey.responseMessage).not.toMatch(/lowered your budget/);
  });

  it("reads a budget per day, every two weeks, an hourly or biweekly pay, and a change to the saved budget", () => {
    expect(readBudgetPeriod("my budget is like 50 bucks a day")).toMatchObject({ origin: { kind: "daily", amount: 50 }, monthly: Math.floor((50 * 365) / 12) });
    expect(readBudgetPeriod("i can do 900 every two weeks")).toMatchObject({ origin: { kind: "biweekly", amount: 900 }, monthly: Math.floor((900 * 26) / 12) });
    expect(readBudgetPeriod("i get paid 2000 biweekly")).toMatchObject({ origin: { kind: "income", period: "biweekly" }, monthly: Math.floor((2000 * 26) / 12 / 3) });
    expect(readBudgetPeriod("i make 25 an hour")).toMatchObject({ origin: { kind: "income", period: "hour" }, monthly: Math.floor((25 * 40 * 52) / 12 / 3) });
    expect(readBudgetPeriod("i make 900 a week")).toMatchObject({ origin: { kind: "income", period: "week" }, monthly: Math.floor((900 * 52) / 12 / 3) });
    expect(readBudgetPeriod("what if i added 200 to my budget", { saved: 1500 })?.monthly).toBe(1700);
    expect(readBudgetPeriod("cut my budget by 100", { saved: 1500 })?.monthly).toBe(1400);
    expect(readBudgetPeriod("what if i added 200 to my budget")).toBeNull();
    expect(readBudgetPeriod("add 200 sq ft to my budget", { saved: 1500 })).toBeNull();

    const saved = { ...EMPTY_PROFILE, maxBudget: 1500 };
    const asked = respond({ message: "what if i added 200 to my budget", channel: "assistant", profile: saved, history: [] }, k);
    expect(asked.profileChanged).toBe(false);
    expect(asked.answer?.query.filters.rent?.max).toBe(1700);
    expect(asked.answer?.total).toBe(COMMUNITIES.filter((c) => cheapestRent(c) <= 1700).length);
    expect(asked.responseMessage).toContain("$200 more than your saved budget of $1,500: up to $1,700 a month");
    const stated = respond({ message: "add 200 to my budget", channel: "assistant", profile: saved, history: [] }, k);
    expect(stated.profile.maxBudget).toBe(1700);
    // Nothing to add to: no budget is made of the amount.
    expect(ask("add 200 to my budget").profile.maxBudget).toBeNull();
    const pay = ask("i get paid 2000 biweekly");
    expect(pay.profile.maxBudget).toBe(Math.floor((2000 * 26) / 12 / 3));
    expect(pay.responseMessage).toMatch(/\$2,000 every two weeks \(\$4,333 a month\)/);
  });

  it("names a feature no listing records in any words, reads 'rn' as now, 'dogs over 50 lbs' as heavier, and 'take out the ones without X' as wanting X", () => {
    for (const [message, feature] of [["do any of the places have ceiling fans", "ceiling fans"], ["which apartments in midtown have trash valet?", "trash valet"], ["are there any with a tennis court", "sports courts"]] as const) {
      const reply = ask(message);
      expect(reply.responseMessage, message).toContain(`None of our listings record ${feature}`);
      expect(reply.profileChanged, message).toBe(false);
    }
    // What the reader knows is no unknown feature.
    for (const message of ["do any have a pool", "which ones have availability?", "do they have 2 bedrooms", "any places with a washer and dryer?"]) expect(ask(message).responseMessage, message).not.toMatch(/None of our listings record/);

    const katy = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("katy"));
    const openNow = (c: (typeof COMMUNITIES)[number]) => c.floorPlans.filter((p) => p.unitsAvailable > 0 && p.availableFrom !== null && p.availableFrom <= k.today);
    const now = ask("how many units open in katy rn");
    expect(now.answer?.total).toBe(katy.filter((c) => openNow(c).length > 0).length);
    expect(now.answer?.openUnits).toBe(katy.reduce((sum, c) => sum + openNow(c).reduce((n, p) => n + p.unitsAvailable, 0), 0));
    expect(ask("whats open right now downtown").answer?.operation).toBe("list");

    const heavy = ask("any places in midtown that take dogs over 50 lbs");
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    expect(heavy.answer?.total).toBe(midtown.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: 51, count: 1, assistance: false }).welcome).length);
    expect(heavy.responseMessage).toContain("a dog over 50 lb");

    const dishwasher = amenityIdOf("dishwasher");
    const first = ask("what's in midtown?");
    const kept = ask("take out the ones without a dishwasher", first.state);
    expect(kept.answer?.total).toBe(midtown.filter((c) => c.amenityIds.includes(dishwasher)).length);
    const pool = amenityIdOf("pool");
    expect(ask("remove the ones with a pool", first.state).answer?.total).toBe(midtown.filter((c) => !c.amenityIds.includes(pool)).length);
  });

  it("reads free parking and a parking fee limit as the parking listed at that fee, never as parking ruled out", () => {
    const parking = amenityIdOf("parking");
    const freeParking = (c: (typeof COMMUNITIES)[number]) => c.amenityIds.includes(parking) && c.parkingFee === 0;
    const oneBed = (c: (typeof COMMUNITIES)[number]) => c.floorPlans.filter((p) => p.beds === 1);
    const fits = COMMUNITIES.filter((c) => freeParking(c) && oneBed(c).length > 0);
    const cheapest = ask("cheapest 1 bed with free parking");
    expect(cheapest.answer?.total).toBe(fits.length);
    if (fits.length > 0) {
      const best = [...fits].sort((a, b) => Math.min(...oneBed(a).map((p) => p.rent)) - Math.min(...oneBed(b).map((p) => p.rent)) || a.title.localeCompare(b.title, "en"))[0]!;
      expect(cheapest.apartmentDetailsSuggested[0]).toBe(best.slug);
    }
    expect(cheapest.responseMessage).toContain("with free parking");
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const noFee = ask("any places with no parking fee in midtown?");
    expect(noFee.answer?.query.filters.withoutAmenities).toEqual([]);
    expect(noFee.answer?.total).toBe(midtown.filter(freeParking).length);
    expect(ask("2 bed with parking under 60?").answer?.total).toBe(COMMUNITIES.filter((c) => c.amenityIds.includes(parking) && c.parkingFee <= 60 && c.floorPlans.some((p) => p.beds === 2)).length);
    // A bound said with a verb or after the sum is the same filter, and keeps the measure the rent: "cheapest" is by rent, not rent plus parking.
    const heights = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights") && c.amenityIds.includes(parking) && c.parkingFee <= 50);
    for (const message of ["any places where parking costs no more than $50 in the heights?", "apartments in the heights with parking for $50 a month or less"]) {
      const bounded = ask(message);
      expect(bounded.answer?.query.filters.maxParkingFee, message).toBe(50);
      expect(bounded.answer?.total, message).toBe(heights.length);
    }
    const underTwo = COMMUNITIES.filter((c) => c.amenityIds.includes(parking) && c.parkingFee <= 50 && c.floorPlans.some((p) => p.rent <= 2000));
    const cheapestUnder = ask("what's the cheapest place under $2,000 with parking at most $50 a month?");
    expect(cheapestUnder.answer?.measure).toBe("rent");
    const rentUnder = (c: (typeof COMMUNITIES)[number]) => Math.min(...c.floorPlans.filter((p) => p.rent <= 2000).map((p) => p.rent));
    expect(cheapestUnder.answer?.items[0]?.value).toBe(Math.min(...underTwo.map(rentUnder)));
    // Parking counted in the total is still the all-in measure.
    expect(ask("cheapest place all-in with parking?").answer?.measure).toBe("monthly-total");
  });

  it("answers a fact asked of the cards just shown ('what's the pet rent at those?') for each card, not as a new search", () => {
    const shown = ask("2 bed in montrose");
    const cards = shown.apartmentDetailsSuggested.slice(0, 5);
    expect(cards.length).toBeGreaterThan(1);
    const petRent = ask("whats the pet rent at those", shown.state);
    expect(petRent.apartmentDetailsSuggested).toEqual(cards);
    for (const slug of cards) {
      const community = COMMUNITIES.find((c) => c.slug === slug)!;
      const policy = community.petPolicy;
      if (policy.dogs || policy.cats) expect(petRent.responseMessage).toContain(policy.petRent === 0 ? `${community.title} takes pets (no pet rent)` : `${community.title} takes pets ($${policy.petRent}/month pet rent)`);
      else expect(petRent.responseMessage).toContain(`${community.title} doesn't take pets`);
    }
    expect(petRent.profileChanged).toBe(false);
    const built = ask("when were those built?", shown.state);
    for (const slug of cards) {
      const community = COMMUNITIES.find((c) => c.slug === slug)!;
      expect(built.responseMessage).toContain(`${community.title} was built in ${community.yearBuilt}`);
    }
  });

  it("reads '3?' after a bedroom search as the same search for 3 bedrooms, asked, and 'X instead' as the search's places replaced", () => {
    const first = respond({ message: "2 beds in montrose under 2600", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const three = respond({ message: "3?", channel: "assistant", profile: first.profile, history: [], state: first.state }, k);
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    expect(three.answer?.query.filters.beds).toEqual({ min: 3, max: 3 });
    expect(three.answer?.total).toBe(montrose.filter((c) => c.floorPlans.some((p) => p.beds === 3 && p.rent <= 2600)).length);
    expect(three.profileChanged).toBe(false);

    const instead = respond({ message: "same but in eado", channel: "assistant", profile: first.profile, history: [], state: first.state }, k);
    expect(instead.profile.neighborhoodIds).toEqual([neighborhoodIdOf("east-downtown")]);
    expect(instead.updateNotification).toBe("Removed Montrose · Added EaDo");
    // Asked, nothing is replaced; said without a cue of replacing, the place is added.
    expect(respond({ message: "what about the heights?", channel: "assistant", profile: first.profile, history: [], state: first.state }, k).profileChanged).toBe(false);
    const added = respond({ message: "add the heights too", channel: "assistant", profile: first.profile, history: [], state: first.state }, k);
    expect(added.profile.neighborhoodIds).toEqual(expect.arrayContaining([neighborhoodIdOf("montrose"), neighborhoodIdOf("heights")]));
  });

  it("keeps a comparison's filters when the next question compares the same areas by another measure", () => {
    const counted = ask("how many 2 beds in midtown vs montrose?");
    expect(counted.answer?.measure).toBe("count");
    // "On average" is the mean; "typically" the median.
    const cheaper = ask("which ones are cheaper on average?", counted.state);
    expect(cheaper.answer?.query.filters.beds).toEqual({ min: 2, max: 2 });
    expect(cheaper.answer?.items.map((item) => [item.slug, item.value])).toEqual([
      ["midtown", bedsMean("midtown", 2)],
      ["montrose", bedsMean("montrose", 2)],
    ]);
    const typically = ask("which ones are typically cheaper?", counted.state);
    expect(typically.answer?.items.map((item) => [item.slug, item.value])).toEqual([
      ["midtown", bedsMedian("midtown", 2)],
      ["montrose", bedsMedian("montrose", 2)],
    ]);
  });

  it("measures the units open: a community's over its fitting plans, a neighborhood's over its communities", () => {
    const open = (c: (typeof COMMUNITIES)[number], beds: number | null = null) => c.floorPlans.filter((p) => beds === null || p.beds === beds).reduce((sum, p) => sum + p.unitsAvailable, 0);
    const most = ask("which place has the most units available?");
    expect(most.answer?.measure).toBe("open-units");
    expect(most.answer?.items[0]?.value).toBe(Math.max(...COMMUNITIES.map((c) => open(c))));
    const midtownTwoBeds = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown") && c.floorPlans.some((p) => p.beds === 2));
    const twoBed = ask("which 2 bed in midtown has the most open units?");
    expect(twoBed.answer?.operation).toBe("max");
    expect(twoBed.answer?.items[0]?.value).toBe(Math.max(...midtownTwoBeds.map((c) => open(c, 2))));
    const areaSum = (slug: string) => COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug)).reduce((sum, c) => sum + open(c), 0);
    const compared = ask("which has more units open, midtown or montrose?");
    expect(compared.answer?.items.map((item) => item.value)).toEqual([areaSum("midtown"), areaSum("montrose")]);
    expect(compared.responseMessage).toMatch(new RegExp(`^${areaSum("midtown") > areaSum("montrose") ? "Midtown" : "Montrose"} has more units open by ${Math.abs(areaSum("midtown") - areaSum("montrose"))} units\\.`));
    const ranked = ask("sort apartments in montrose by how many units are available");
    expect(ranked.answer?.operation).toBe("rank");
    expect(ranked.answer?.items.map((item) => item.value)).toEqual(
      COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"))
        .map((c) => open(c))
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
    // "How many are open" is still a count, its units said.
    expect(ask("how many units are open in midtown?").answer?.operation).toBe("count");
  });

  it("reads chat shorthand, an allergy, a parking fee said after the sum, and follow-ups by pronoun as what they mean", () => {
    const pool = amenityIdOf("pool");
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    // "w/o a pool" is without one: never saved as a wish for a pool.
    const without = ask("apartments w/o a pool in midtown");
    expect(without.answer?.total).toBe(midtown.filter((c) => !c.amenityIds.includes(pool)).length);
    expect(without.profile.amenities.map((wish) => wish.id)).not.toContain(pool);
    // "once u add parking" is the all-in measure; "which hood" is a neighborhood.
    expect(ask("whats the cheapest 1 bed once u add parking").answer?.measure).toBe("monthly-total");
    expect(ask("which hood is cheapest for a studio").answer?.subject).toBe("neighborhood");
    // An allergy is no animal kept: the pet-free buildings, every one of them.
    const petFree = COMMUNITIES.filter((c) => !c.petPolicy.dogs && !c.petPolicy.cats);
    const allergic = ask("im allergic to cats so i need a pet free building");
    expect(allergic.answer?.query.filters.animal).toBeNull();
    expect(allergic.answer?.total).toBe(petFree.length);
    const parking = amenityIdOf("parking");
    expect(ask("which places charge 50 bucks or less for parking").answer).toMatchObject({ operation: "list", total: COMMUNITIES.filter((c) => c.amenityIds.includes(parking) && c.parkingFee <= 50).length });
    // A lease term beside a budget is a search, not the terms on offer.
    const short = ["month-to-month", "3-month", "6-month"];
    expect(ask("short term lease options under 1400?").answer?.total).toBe(COMMUNITIES.filter((c) => c.leaseTerms.some((t) => short.includes(t)) && c.floorPlans.some((p) => p.rent <= 1400)).length);
    // "Which places take him?" after the renter's 60 lb dog: that dog.
    const dog = ask("i have a 60 lb dog");
    const takes = ask("which places take him", dog.state);
    expect(takes.answer?.total).toBe(COMMUNITIES.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: 60, count: 1, assistance: false }).welcome).length);
    expect(takes.profileChanged).toBe(false);
  });

  it("answers 'what's out there' with the profile's search, and 'actually make it 3' as the bedrooms corrected", () => {
    const first = respond({ message: "we need 3 bedrooms and 2 baths", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const out = respond({ message: "what's out there", channel: "assistant", profile: first.profile, history: [], state: first.state }, k);
    expect(out.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    const two = respond({ message: "i need 2 bedrooms", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const three = respond({ message: "actually make it 3", channel: "assistant", profile: two.profile, history: [], state: two.state }, k);
    expect(three.profile.bedrooms).toBe(3);
    expect(three.updateNotification).toBe("Bedrooms set to 3");
  });

  it("keeps the order asked before when a refinement asks for the results, and the place a question about the budget names", () => {
    const closest = ask("i work at md anderson, which apartments are closest");
    expect(closest.answer?.measure).toBe("drive-minutes");
    const under = ask("any under 1300?", closest.state);
    expect(under.answer).toMatchObject({ operation: "rank", measure: "drive-minutes", query: { direction: "asc" } });
    expect(under.answer?.total).toBe(COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.rent <= 1300)).length);
    const budget = respond({ message: "my budget's 1400", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const katy = respond({ message: "what can i get in my budget in katy", channel: "assistant", profile: budget.profile, history: [], state: budget.state }, k);
    expect(katy.answer?.total).toBe(COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("katy") && c.floorPlans.some((p) => p.rent <= 1400)).length);
    expect(katy.profileChanged).toBe(false);
    // A neighborhood left out beside the ones named says nothing more: "in EaDo", not "in EaDo outside Midtown".
    const midtown = respond({ message: "i want to live in midtown", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const eado = respond({ message: "actually take midtown off and add eado", channel: "assistant", profile: midtown.profile, history: [], state: midtown.state }, k);
    expect(eado.responseMessage).not.toMatch(/outside Midtown/);
    // Every floor plan of a community asked for by its plans; a dog said by its breed mix.
    const lofts = COMMUNITIES.find((c) => c.title === "Pecan Lofts 20")!;
    const plans = ask("what floor plans does pecan lofts 20 have");
    expect(plans.responseMessage).toContain(`Pecan Lofts 20 has ${lofts.floorPlans.length} floor plans:`);
    expect(plans.responseMessage.split("\n").filter((line) => line.startsWith("- plan "))).toHaveLength(lofts.floorPlans.length);
    expect(ask("got a 45lb pit mix and a cat, anything in midtown that takes both?").answer?.query.filters.animal).toMatchObject({ kind: "dog", weightLb: 45, alsoCat: true });
  });

  it("never searches only where the renter works: 'I work downtown, we need a 2 bedroom' is no search of Downtown", () => {
    const reply = ask("she works at md anderson and i work downtown. we need a 2 bedroom, 2200 max, and we have a cat. what do u have");
    expect(reply.profile.neighborhoodIds).toEqual([]);
    const shown = reply.apartmentDetailsSuggested.map((slug) => COMMUNITIES.find((c) => c.slug === slug)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const c of shown) expect(c.petPolicy.cats, c.title).toBe(true);
    expect(shown.some((c) => c.neighborhoodId !== neighborhoodIdOf("downtown"))).toBe(true);
  });

  it("pages the profile's matches on 'more' in their own order: every match once, none twice", () => {
    let reply = respond({ message: "show me places under 1200", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    const fitting = COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.rent <= 1200)).map((c) => c.slug);
    const seen = [...reply.apartmentDetailsSuggested].filter((slug) => fitting.includes(slug));
    for (let i = 0; i < 5 && seen.length < fitting.length; i++) {
      reply = respond({ message: "more", channel: "assistant", profile: reply.profile, history: [], state: reply.state }, k);
      expect(reply.profileChanged).toBe(false);
      seen.push(...reply.apartmentDetailsSuggested);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...fitting].sort());
    expect(respond({ message: "more", channel: "assistant", profile: reply.profile, history: [], state: reply.state }, k).responseMessage).toMatch(/^That's all of them/);
  });

  it("keeps a neighborhood question through follow-ups of another bedroom count, and saves nothing for a fact of one pointed at", () => {
    const say = (messages: string[]) => {
      let profile = EMPTY_PROFILE;
      let state: AssistantReply["state"] | null = null;
      const history: { role: "user" | "assistant"; content: string }[] = [];
      const replies: AssistantReply[] = [];
      for (const message of messages) {
        const reply = respond({ message, channel: "assistant", profile, history, state }, k);
        replies.push(reply);
        ({ profile, state } = reply);
        history.push({ role: "user", content: message }, { role: "assistant", content: reply.responseMessage });
      }
      return replies;
    };
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    const rents = (beds: number) => montrose.flatMap((c) => c.floorPlans.filter((p) => p.beds === beds).map((p) => p.rent));
    const [, two, three] = say(["avg rent for a 1 bed in montrose", "and 2 beds", "3?"]);
    for (const [reply, beds] of [[two!, 2], [three!, 3]] as const) {
      expect(reply.responseMessage).toContain(`${beds}-bedroom rents in Montrose run $${Math.min(...rents(beds)).toLocaleString("en-US")}-$${Math.max(...rents(beds)).toLocaleString("en-US")}`);
      expect(reply.profileChanged).toBe(false);
    }
    expect(ask("range of rents downtown").profileChanged).toBe(false);
    const [, , policy] = say(["give me 3 options for a 1 bed under 1400", "the 2nd one's parking?", "and its pet policy"]);
    expect(policy!.profileChanged).toBe(false);
    // "Not Montrose, the Heights instead" replaces; "swap EaDo for the Heights" keeps the rest of the search.
    const [, instead] = say(["i want to live in montrose", "actually not montrose, the heights instead"]);
    expect(instead!.profile.neighborhoodIds).toEqual([neighborhoodIdOf("heights")]);
    const [, swapped, back] = say(["1 bed under 1500 in eado", "swap eado for the heights", "go back to the first search"]);
    expect(swapped!.answer?.total).toBe(COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights") && c.floorPlans.some((p) => p.beds === 1 && p.rent <= 1500)).length);
    expect(back!.profile.moveInDate).toBeNull();
  });

  it("says how far apart two compared are, and says it again for 'by how much?'", () => {
    const studio = (slug: string) => bedsMedian(slug, 0);
    const gap = `$${Math.abs(studio("downtown") - studio("east-downtown")).toLocaleString("en-US")}`;
    const first = respond({ message: "is downtown or eado pricier for a studio", channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);
    expect(first.responseMessage).toContain(`more expensive by ${gap}`);
    const history = [
      { role: "user" as const, content: "is downtown or eado pricier for a studio" },
      { role: "assistant" as const, content: first.responseMessage },
    ];
    expect(respond({ message: "by how much?", channel: "assistant", profile: first.profile, history, state: first.state }, k).responseMessage).toContain(`by ${gap}`);
  });

  it("keeps the order on 'just the top 3', and the amenity of the last search on 'what % have one'", () => {
    const listed = ask("show me 2 beds under 2000 with a washer dryer");
    const bySize = ask("sort by size biggest first", listed.state);
    const top = ask("just the top 3", bySize.state);
    expect(top.answer).toMatchObject({ operation: "rank", measure: "size" });
    expect(top.answer?.items.map((item) => item.slug)).toEqual(bySize.answer?.items.slice(0, 3).map((item) => item.slug));
    const dogPark = amenityIdOf("dog-park");
    const katy = ask("how many communities in katy have a dog park");
    const share = ask("what % of all listings have one", katy.state);
    const withPark = COMMUNITIES.filter((c) => c.amenityIds.includes(dogPark)).length;
    expect(share.responseMessage).toContain(`${withPark} of the ${COMMUNITIES.length} communities we list (${Math.round((100 * withPark) / COMMUNITIES.length)}%)`);
  });

  it("reads a lease term asked of places as a filter: any of them offered", () => {
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const m2m = ask("which places in midtown offer month to month leases?");
    expect(m2m.answer?.total).toBe(midtown.filter((c) => c.leaseTerms.includes("month-to-month")).length);
    const first = ask("what's in midtown?");
    expect(ask("do any of those do month to month", first.state).answer?.total).toBe(midtown.filter((c) => c.leaseTerms.includes("month-to-month")).length);
    const katy = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("katy"));
    expect(ask("which places in katy have short term leases?").answer?.total).toBe(katy.filter((c) => c.leaseTerms.some((t) => ["month-to-month", "3-month", "6-month"].includes(t))).length);
    // Asked for places ("do you have any...", "any apartments with..."), a term lists them; said as a wish with a place, too.
    const offers = (term: string) => (c: (typeof COMMUNITIES)[number]) => c.leaseTerms.includes(term as (typeof c.leaseTerms)[number]);
    expect(ask("Do you have any places that offer 6 month leases?").answer?.total).toBe(COMMUNITIES.filter(offers("6-month")).length);
    const uptown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("uptown"));
    const m2mUptown = ask("any apartments with a month-to-month lease in Uptown?");
    expect(m2mUptown.answer?.total).toBe(uptown.filter(offers("month-to-month")).length);
    expect(m2mUptown.answer?.query.filters.unknown).toEqual([]);
    expect(m2mUptown.responseMessage).not.toMatch(/None of our listings record/);
    expect(m2mUptown.profileChanged).toBe(false);
    const stated = ask("montrose 6 month lease");
    expect(stated.answer?.total).toBe(COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose") && offers("6-month")(c)).length);
    // The terms on offer stay a topic of their own, asked of the market as a whole.
    expect(ask("what lease terms are there in midtown?").answer).toBeNull();
    expect(ask("do places offer month to month leases?").answer).toBeNull();
  });

  it("reads a landmark that holds a neighborhood's name as the landmark, and a drive's places in the clause that asks it", () => {
    const park = ask("apartments near memorial park");
    expect(park.profileChanged).toBe(false);
    expect(park.answer?.query.scope.neighborhoods).toEqual([]);
    expect(park.answer?.measure).toBe("drive-minutes");
    expect(park.responseMessage).toContain("Memorial Park");
    expect(ask("apartments in memorial").profile.neighborhoodIds).toEqual([neighborhoodIdOf("memorial")]);
    const moving = ask("I'm moving to Houston soon, how far is the Heights from downtown?");
    expect(moving.responseMessage).toContain("From the middle of The Heights to Downtown Houston");
  });

  it("keeps a measure asked of the cards to that measure, reads a pay premise and 'can we afford' with the saved budget, and compares the same two neighborhoods again", () => {
    const shown = ask("2br 2ba in uptown");
    expect(ask("whats the price per sq ft on those", shown.state).answer?.measure).toBe("price-per-sqft");
    const pay = ask("i get paid 2000 biweekly, what can i afford");
    expect(pay.profileChanged).toBe(false);
    expect(pay.answer?.query.filters.rent?.max).toBe(Math.floor((2000 * 26) / 12 / 3));
    const saved = { ...EMPTY_PROFILE, maxBudget: 1500 };
    const afford = respond({ message: "what 2 beds can we afford in midtown", channel: "assistant", profile: saved, history: [] }, k);
    expect(afford.answer?.query.filters.rent?.max).toBe(1500);
    expect(afford.profileChanged).toBe(false);
    const compared = ask("compare montrose and midtown");
    const parks = ask("which has more places with a dog park", compared.state);
    const withParks = (slug: string) => COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug) && c.amenityIds.includes(amenityIdOf("dog-park")) && c.floorPlans.length > 0).length;
    expect(parks.answer?.items.map((item) => [item.slug, item.value])).toEqual([["montrose", withParks("montrose")], ["midtown", withParks("midtown")]]);
  });

  it("reads what a fifth walk found dropped: a lease term in the plural, a decade built, a size window, a pet said in other words, 'my work', the walk from 'that one', and what is saved", () => {
    const pool = amenityIdOf("pool");
    const eighteen = COMMUNITIES.filter((c) => c.leaseTerms.includes("18-month") && c.amenityIds.includes(pool));
    expect(ask("cheapest place that does 18 month leases and has a pool").answer?.total).toBe(eighteen.length);
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const noughties = ask("anything built in the 2000s in midtown?");
    expect(noughties.answer?.query.filters.yearBuilt).toEqual({ min: 2000, max: 2009 });
    expect(noughties.answer?.total).toBe(midtown.filter((c) => c.yearBuilt >= 2000 && c.yearBuilt <= 2009).length);
    const nineties = ask("1990s buildings downtown");
    expect(nineties.answer?.query.filters.rent).toBeNull();
    expect(nineties.profile.maxBudget).toBeNull();
    const montrose = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    const window = ask("between 900 and 1100 sq ft in montrose?");
    expect(window.answer?.query.filters.sqft).toEqual({ min: 900, max: 1100 });
    expect(window.answer?.query.filters.rent).toBeNull();
    expect(window.answer?.total).toBe(montrose.filter((c) => c.floorPlans.some((p) => p.sqft >= 900 && p.sqft <= 1100)).length);
    expect(ask("i have a 60lb lab").profile.amenities.map((wish) => wish.id)).toEqual([amenityIdOf("pets")]);
    // Everyday words after "I'm" are no name; "got anything" asks.
    expect(ask("pet free buildings in uptown? im allergic af").profile.name).toBeNull();
    expect(ask("got anything in memorial").profileChanged).toBe(false);

    const atWork = respond({ message: "whats closest to my work", channel: "assistant", profile: { ...EMPTY_PROFILE, commuteTo: "the galleria" }, history: [] }, k);
    const galleria = resolveDestination("the galleria", NEIGHBORHOODS)!;
    const closest = [...COMMUNITIES].sort((a, b) => estimateDrive(a, galleria).minutes - estimateDrive(b, galleria).minutes || a.title.localeCompare(b.title, "en"))[0]!;
    expect(atWork.apartmentDetailsSuggested[0]).toBe(closest.slug);

    const priciest = ask("most expensive 1 bed downtown");
    const one = COMMUNITIES.find((c) => c.slug === priciest.apartmentDetailsSuggested[0])!;
    const walk = nearestRailWalk(one);
    const rail = respond({ message: "how far is that one from the rail", channel: "assistant", profile: EMPTY_PROFILE, history: [{ role: "user", content: "most expensive 1 bed downtown" }, { role: "assistant", content: priciest.responseMessage }], state: priciest.state }, k);
    if (walk) expect(rail.responseMessage).toContain(`${walk.minutes} min walk`);
    expect(rail.apartmentDetailsSuggested).toEqual([one.slug]);

    const saved = respond({ message: "what did you save for me", channel: "assistant", profile: { ...EMPTY_PROFILE, maxBudget: 2000, bedrooms: 2 }, history: [] }, k);
    expect(saved.responseMessage).toMatch(/^Saved so far: 2\+ bedrooms, up to \$2,000/);
    expect(saved.profileChanged).toBe(false);
  });

  it("keeps a fresh list to the saved budget, bedrooms, move-in and pets (the animal said earlier), and says so; what the message says wins", () => {
    const saved = { ...EMPTY_PROFILE, maxBudget: 1400, bedrooms: 1 };
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const fresh = respond({ message: "what can i get in midtown", channel: "assistant", profile: saved, history: [] }, k);
    expect(fresh.answer?.total).toBe(midtown.filter((c) => c.floorPlans.some((p) => p.beds === 1 && p.rent <= 1400)).length);
    expect(fresh.responseMessage).toMatch(/^Keeping to your saved criteria \(up to \$1,400 and 1 bedroom\)/);
    expect(fresh.profileChanged).toBe(false);
    const own = respond({ message: "what can i get in midtown under 2000", channel: "assistant", profile: saved, history: [] }, k);
    expect(own.answer?.query.filters.rent?.max).toBe(2000);
    const dogs = ask("i have 2 dogs, 40 and 60 lbs");
    const eado = respond({ message: "what's in eado", channel: "assistant", profile: dogs.profile, history: [], state: dogs.state }, k);
    const animal = dogs.answer?.query.filters.animal ?? null;
    expect(eado.answer?.query.filters.animal).toEqual(animal);
    const inEado = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("east-downtown"));
    expect(eado.answer?.total).toBe(inEado.filter((c) => animal !== null && animalWelcome(c.petPolicy, animal).welcome).length);
  });

  it("says what a stated search saved, counts a share, compares counts, follows 'there' and 'any in X', and reads 'let me do 6 months'", () => {
    const stated = ask("show me 1 beds in montrose");
    expect(stated.profileChanged).toBe(true);
    expect(stated.responseMessage).toMatch(/^Saved: /);
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    const takeDogs = midtown.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: null, count: 1, assistance: false }).welcome);
    const share = ask("what % of midtown apartments allow dogs?");
    expect(share.responseMessage).toContain(`That's ${takeDogs.length} of the ${midtown.length} communities in Midtown (${Math.round((100 * takeDogs.length) / midtown.length)}%)`);
    const twoBeds = (slug: string) => COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug) && c.floorPlans.some((p) => p.beds === 2)).length;
    expect(ask("how many 2 beds in midtown vs montrose").answer?.items.map((item) => item.value)).toEqual([twoBeds("midtown"), twoBeds("montrose")]);
    const first = ask("2 bd under 1700 anywhere?");
    const lease = ask("which ones let me do 6 months", first.state);
    expect(lease.answer?.query.filters.leaseTerms).toEqual(["6-month"]);
    const heights = ask("any in the heights", lease.state);
    expect(heights.answer?.query.filters.leaseTerms).toEqual(["6-month"]);
    expect(heights.answer?.query.filters.rent?.max).toBe(1700);
    expect(heights.answer?.query.scope.neighborhoods).toEqual(["heights"]);
  });

  it("shows the next page of a list on 'show me more', 'what else', 'next 5', and says when all were shown", () => {
    const all = [...COMMUNITIES].sort(byRent);
    const first = ask("cheapest places in houston");
    expect(first.apartmentDetailsSuggested).toEqual(all.slice(0, 5).map((c) => c.slug));
    const more = ask("what else", first.state);
    expect(more.apartmentDetailsSuggested).toEqual(all.slice(5, 10).map((c) => c.slug));
    expect(more.responseMessage).toContain("numbers 6-10 of 60");
    expect(more.responseMessage).toMatch(/^Communities in Houston[^\n]*\n6\. /);
    const three = ask("next 3", more.state);
    expect(three.apartmentDetailsSuggested).toEqual(all.slice(10, 13).map((c) => c.slug));
    const midtown = ask("what's in midtown?");
    const rest = ask("show me more", midtown.state);
    const end = ask("next 5", rest.state);
    expect(end.responseMessage).toMatch(/^That's all of them: the \d+ communities in Midtown were all shown\./);
  });

  it("measures the others against one community named ('anything cheaper than X', 'newer than X in Midtown') and reads 'who will take him' as a list", () => {
    const one = COMMUNITIES[0]!;
    const floor = Math.min(...one.floorPlans.map((p) => p.rent));
    const cheaper = ask(`anything cheaper than ${one.title.toLowerCase()}`);
    expect(cheaper.answer?.total).toBe(COMMUNITIES.filter((c) => c.floorPlans.some((p) => p.rent < floor)).length);
    expect(cheaper.responseMessage).toContain(`Measured against ${one.title}`);
    const midtown = COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("midtown"));
    expect(ask(`anything newer than ${one.title.toLowerCase()} in midtown?`).answer?.total).toBe(midtown.filter((c) => c.yearBuilt > one.yearBuilt).length);
    const dog = ask("i have a 90 lb german shepherd, who will actually take him");
    expect(dog.answer?.total).toBe(COMMUNITIES.filter((c) => animalWelcome(c.petPolicy, { kind: "dog", weightLb: 90, count: 1, assistance: false }).welcome).length);
    expect(dog.profileChanged).toBe(false);
  });
});

describe("what no listing records, said alone or as a lease length none offers (eighth walk)", () => {
  it("names what a statement asks for that no listing records, with the communities, instead of 'outside what I know'", () => {
    for (const [message, label] of [["no ground floor please, i got robbed last place", "which floor a unit is on"], ["hows the water pressure at these places lol", "water pressure"]] as const) {
      const reply = ask(message);
      expect(reply.responseMessage, message).toContain(`None of our listings record ${label}`);
      expect(reply.answer?.total, message).toBe(COMMUNITIES.length);
      expect(reply.profileChanged, message).toBe(false);
    }
  });

  it("says a lease length no community offers is not listed, and answers with every community as before", () => {
    const reply = ask("which is the cheapest that does a 15 month lease");
    expect(reply.responseMessage).toContain("None of our listings record a 15-month lease term (the terms listed are month-to-month and 3, 6, 12, 18 and 24 months)");
    expect(reply.answer?.query.filters.leaseTerms).toEqual([]);
    const cheapest = [...COMMUNITIES].sort(byRent)[0]!;
    expect(reply.apartmentDetailsSuggested[0]).toBe(cheapest.slug);
    // A term some community offers filters as before.
    expect(ask("cheapest with a 6 month lease").answer?.query.filters.leaseTerms).toEqual(["6-month"]);
  });
});

describe("a drive limit said with no place (eighth walk)", () => {
  it("reads 'whats within a 10 min drive' as the limit to the commute the message states, or the one saved, and keeps it over the follow-ups", () => {
    const tmc = resolveDestination("texas medical center", NEIGHBORHOODS)!;
    const close = COMMUNITIES.filter((c) => estimateDrive(c, tmc).minutes <= 10);
    const first = ask("i work at the texas medical center, whats within a 10 min drive");
    expect(first.profile.commuteTo).toBe("the texas medical center");
    expect(first.answer?.total).toBe(close.length);
    expect(first.responseMessage).toContain(`within a 10-minute drive of ${tmc.name}`);
    const under = respond({ message: "any under 1400", channel: "assistant", profile: first.profile, history: [{ role: "user", content: "i work at the texas medical center, whats within a 10 min drive" }, { role: "assistant", content: first.responseMessage }], state: first.state }, k);
    expect(under.answer?.total).toBe(close.filter((c) => c.floorPlans.some((p) => p.rent <= 1400)).length);
    // With the commute saved before, the limit is to it; with none saved or said, no limit can be placed.
    const saved = respond({ message: "what's within a 15 minute drive?", channel: "assistant", profile: { ...EMPTY_PROFILE, commuteTo: "texas medical center" }, history: [] }, k);
    expect(saved.answer?.total).toBe(COMMUNITIES.filter((c) => estimateDrive(c, tmc).minutes <= 15).length);
    expect(ask("what's within a 15 minute drive?").answer?.query.filters.commuteMinutes ?? null).toBeNull();
  });
});

describe("the lowest parking fee (eighth walk; a measure since the eleventh)", () => {
  it("names the community of the place with the cheapest parking (parking in the rent first), not the cheapest rent with parking", () => {
    const parking = amenityIdOf("parking");
    for (const slug of ["downtown", "midtown", "montrose"]) {
      const place = NEIGHBORHOODS.find((n) => n.slug === slug)!;
      const lowest = COMMUNITIES.filter((c) => c.neighborhoodId === place.id && c.amenityIds.includes(parking))
        .sort((a, b) => a.parkingFee - b.parkingFee || a.title.localeCompare(b.title, "en"))
        .slice(0, 5);
      if (lowest.length === 0) continue;
      const reply = ask(`lowest parking fee in ${place.name}?`);
      expect(reply.answer?.query.measure, slug).toBe("parking-fee");
      expect(reply.answer?.items[0]?.slug, slug).toBe(lowest[0]!.slug);
      expect(reply.responseMessage, slug).toContain(`${lowest[0]!.title}: ${lowest[0]!.parkingFee > 0 ? `$${lowest[0]!.parkingFee}/month parking` : "free parking"}`);
      expect(reply.profileChanged, slug).toBe(false);
    }
    // All-in with parking is still the monthly total.
    expect(ask("cheapest place all-in with parking in midtown").answer?.query.measure).toBe("monthly-total");
  });
});
