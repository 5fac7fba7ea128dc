/** Issue 15's answer kinds at their edges: what must not trigger them, and what they must not save. */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { profile } from "../matching/test-fixtures.ts";
import { estimateDrive } from "../commute/estimate-drive.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import { formatPriceRange } from "../format/ranges.ts";
import { converse } from "./accuracy-cases.ts";
import { respond } from "./respond.ts";
import { COMMUNITIES, knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge();
const ask = (message: string, before = EMPTY_PROFILE, history: { role: "user" | "assistant"; content: string }[] = []) => respond({ message, channel: "assistant", profile: before, history }, k);

describe("answers to exactly what was asked", () => {
  it("shows matches for stated criteria and never asks for a magic phrase", () => {
    const reply = ask("2 bed in Montrose under 1800");
    expect(reply.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    expect(reply.responseMessage).not.toMatch(/find me apartments/i);
    expect(reply.profile).toMatchObject({ bedrooms: 2, maxBudget: 1800, neighborhoodIds: [neighborhoodIdOf("montrose")] });
  });

  it("hands the search's plan-level criteria to the reply's cards, and a question's own to its answer, never the profile's", () => {
    expect(ask("2 bed in Montrose under 1800").cardPlanFit).toEqual({ beds: 2, minBaths: null, maxRent: 1800, availableBy: null });
    const superlative = ask("cheapest 1 bed in Midtown?", profile({ bedrooms: 2, maxBudget: 1800 }));
    expect(superlative.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    expect(superlative.cardPlanFit).toEqual({ beds: 1, maxBeds: 1, minBaths: null, maxRent: null, availableBy: null });
    expect(ask("newest community in Midtown?").cardPlanFit).toBeNull();
  });

  it("counts a studio search's communities as /listings does: those with a studio", () => {
    const downtown = neighborhoodIdOf("downtown");
    const withStudio = k.communities.filter((c) => c.neighborhoodId === downtown && c.floorPlans.some((p) => p.beds === 0 && p.rent <= 2500));
    const reply = ask("a studio downtown, max 2500");
    expect(reply.responseMessage).toContain(`of ${withStudio.length} communit`);
  });

  it("keeps the profile build's rules during the build", () => {
    const reply = respond({ message: "2 bed in Montrose under 1800", channel: "profile-build", profile: EMPTY_PROFILE }, k);
    expect(reply.apartmentDetailsSuggested).toEqual([]);
  });

  it("does not save the figures of a superlative question", () => {
    const reply = ask("what's the cheapest 1 bed in Midtown?", profile({ bedrooms: 2 }));
    expect(reply.profileChanged).toBe(false);
    expect(reply.profile.bedrooms).toBe(2);
    expect(reply.apartmentDetailsSuggested.length).toBeGreaterThan(0);
  });

  it("names the most recently built community for 'newest', with its year, and saves nothing", () => {
    const heights = k.communities.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights") && c.floorPlans.some((p) => p.beds === 2));
    const newest = [...heights].sort((a, b) => b.yearBuilt - a.yearBuilt || a.title.localeCompare(b.title))[0]!;
    const reply = ask("newest 2 bed in the Heights?");
    expect(reply.responseMessage).toMatch(new RegExp(`^The newest community with a 2-bed plan in The Heights is \\[\\[apartment:${newest.slug}\\]\\] ${newest.title}: built in ${newest.yearBuilt}`));
    expect(reply.profileChanged).toBe(false);
  });

  it("takes a town named as where they come from, or a season, as context, not a place to answer", () => {
    expect(ask("I'm moving from Austin, need a 1 bed in Midtown").responseMessage).not.toContain("outside");
    expect(ask("I want to move in spring").responseMessage).not.toContain("outside");
    expect(ask("anything out in Tomball?").responseMessage).toMatch(/^Tomball is outside the area I cover/);
  });

  it("only refines a result that was shown", () => {
    const fresh = ask("cheaper?", profile({ maxBudget: 1800 }));
    expect(fresh.profile.maxBudget).toBe(1800);
    const first = ask("2 bed in Montrose under 2000");
    const history = [
      { role: "user" as const, content: "2 bed in Montrose under 2000" },
      { role: "assistant" as const, content: first.responseMessage },
    ];
    const cheaper = ask("too expensive, anything cheaper?", first.profile, history);
    expect(cheaper.profile.maxBudget).toBe(1800);
    expect(cheaper.responseMessage).toMatch(/^I lowered your budget by \$200, from \$2,000 to \$1,800\./);
  });

  it("answers how far a named community is from a place with the drive from that community, not its facts", () => {
    const community = k.communities.find((c) => c.parkingFee > 0)!;
    const tmc = resolveDestination("Texas Medical Center", k.neighborhoods)!;
    const expected = estimateDrive(community, tmc);
    for (const message of [`how far is ${community.title} from the medical center?`, `How long is the drive from ${community.title} to the Texas Medical Center?`]) {
      const reply = ask(message);
      expect(reply.responseMessage, message).toContain(`From ${community.title} to Texas Medical Center: about ${Math.round(expected.roadMiles * 10) / 10} road miles`);
      expect(reply.responseMessage, message).not.toMatch(/Amenities:/);
      expect(reply.apartmentDetailsSuggested).toEqual([community.slug]);
      expect(reply.profileChanged).toBe(false);
    }
    // Not on the map: said so, never a guess; "near" something that is not a place: the community's facts.
    expect(ask(`how far is ${community.title} from Narnia?`).responseMessage).toMatch(/couldn't find 'Narnia' on my map/);
    expect(ask(`is ${community.title} near a good taco truck?`).responseMessage).toMatch(/Amenities:/);
  });

  it("answers a question about a fee with the fact, and a yes-or-no question with yes or no", () => {
    // Named by its kinds and their costs: "covered $50 a month and garage $100 a month".
    const community = k.communities.find((c) => c.parking.length > 1 && c.parkingFee > 0)!;
    const fee = community.parking.map((o) => `${o.kind === "surface" ? "surface lot" : o.kind} $${o.monthly} a month`).join(" and ");
    const charge = ask(`what does ${community.title} charge for parking?`).responseMessage;
    const fact = `] ${community.title} has parking (${fee}).`;
    expect(charge.slice(-fact.length)).toBe(fact);
    expect(ask(`does ${community.title} have parking?`).responseMessage).toContain(`Yes, ${community.title} has parking (${fee}).`);
  });

  it("answers 'how many' with the count, for a neighborhood and for the whole catalogue", () => {
    const montrose = neighborhoodIdOf("montrose");
    const inMontrose = k.communities.filter((c) => c.neighborhoodId === montrose);
    const units = (cs: readonly (typeof inMontrose)[number][]) => cs.reduce((sum, c) => sum + c.floorPlans.reduce((n, p) => n + p.unitsAvailable, 0), 0);
    const reply = ask("how many apartments do you have in Montrose?");
    expect(reply.responseMessage).toMatch(new RegExp(`^${inMontrose.length} communities in Montrose are listed, with ${units(inMontrose)} units open`));
    expect(reply.responseMessage).not.toContain(k.neighborhoods.find((n) => n.id === montrose)!.description);

    const city = ask("How many apartment communities do you list?");
    expect(city.responseMessage).toMatch(new RegExp(`^${k.communities.length} communities in Houston are listed, with ${units(k.communities)} units open`));
    expect(city.profileChanged).toBe(false);
  });

  it("answers a question about one thing of a community (rent, size, availability, lease terms) with that thing", () => {
    const [a, b] = k.communities.filter((c) => c.floorPlans.length > 0 && c.leaseTerms.length > 1);
    const rents = a!.floorPlans.map((p) => p.rent);
    const rent = ask(`what's the rent at ${a!.title}?`).responseMessage;
    expect(rent).toContain(`${a!.title} rents ${formatPriceRange(Math.min(...rents), Math.max(...rents))} a month`);
    expect(rent.split("\n").filter((line) => line.startsWith("- plan "))).toHaveLength(Math.min(8, a!.floorPlans.length));
    expect(rent).not.toMatch(/Amenities:/);

    const lease = ask(`what are the lease terms at ${a!.title}`).responseMessage;
    expect(lease).toMatch(new RegExp(`Lease terms at ${a!.title}: `));
    expect(lease).not.toMatch(/Amenities:|- plan /);

    const largest = (c: typeof a) => Math.max(...c!.floorPlans.map((p) => p.sqft));
    const [bigger, smaller] = largest(a) >= largest(b) ? [a!, b!] : [b!, a!];
    const size = ask(`which is bigger, ${a!.title} or ${b!.title}?`).responseMessage;
    if (largest(a) !== largest(b)) expect(size).toMatch(new RegExp(`^${bigger.title} is bigger by ${(largest(bigger) - largest(smaller)).toLocaleString("en-US")} sq ft\\.`));
    expect(size).toContain(smaller.title);

    const open = a!.floorPlans.filter((p) => p.unitsAvailable > 0).length;
    const available = ask(`is anything available at ${a!.title}?`);
    expect(available.responseMessage).not.toMatch(/What's your budget\?/);
    expect(available.responseMessage).toMatch(open === a!.floorPlans.length ? /All \d+ floor plans at|one floor plan has a unit open/ : new RegExp(`${open} of the ${a!.floorPlans.length} floor plans|No floor plan at`));
    expect(available.apartmentDetailsSuggested).toEqual([a!.slug]);
  });

  it("lists the neighborhoods when asked which it covers, and ranks them when asked which are cheapest", () => {
    for (const message of ["what neighborhoods do you cover?", "which areas do you have apartments in?", "list all the neighborhoods"]) {
      expect(ask(message).responseMessage, message).toBe(
        `We cover ${k.neighborhoods.length} Houston neighborhoods: ${k.neighborhoods.map((n) => n.name).join(", ").replace(/, ([^,]+)$/, " and $1")}. Ask me about any of them for what it's like, its rents and its apartments.`,
      );
    }
    const ranking = ask("which areas are cheapest?");
    const lines = ranking.responseMessage.split("\n").filter((line) => /^\d\. /.test(line));
    expect(ranking.responseMessage).toMatch(/^Neighborhoods in Houston by median rent, cheapest first/);
    const medians = lines.map((line) => Number(/: \$([\d,]+) \(median/.exec(line)![1]!.replace(/,/g, "")));
    expect(medians).toEqual([...medians].sort((a, b) => a - b));
    expect(lines).toHaveLength(Math.min(5, medians.length));
    expect(ranking.profileChanged).toBe(false);
    // Plans, not places: "which areas are cheapest" is not "the cheapest apartment".
    expect(ask("cheapest apartment").responseMessage).toMatch(/^The cheapest community in Houston is \[\[apartment:/);
  });

  it("answers when a community was built, points to its page for its address, and says what its listing does not hold", () => {
    const community = k.communities[0]!;
    expect(ask(`what year was ${community.title} built?`).responseMessage).toMatch(new RegExp(`\\] ${community.title} was built in ${community.yearBuilt}\\.$`));
    expect(ask(`whats the address of ${community.title}`).responseMessage).toContain("street address and phone number are on its page");
    for (const [question, what] of [
      [`what's the deposit at ${community.title}?`, "the security deposit"],
      [`are utilities included at ${community.title}?`, "what utilities cost or include"],
    ] as const) {
      const reply = ask(question);
      expect(reply.responseMessage, question).toContain(`I don't have ${what} for ${community.title} in my data, so I won't guess`);
      expect(reply.responseMessage, question).not.toMatch(/Amenities:|\$\d/);
      expect(reply.profileChanged).toBe(false);
    }
  });

  it("keeps an amenity's name whole inside a result line, and lowers only a sentence's capital", () => {
    const dogPark = ask("1 bed with a dog park").responseMessage;
    expect(dogPark).toContain("; Dog Park, as you asked.");
    expect(dogPark).not.toMatch(/dog Park|in-Unit/);
    expect(ask("pet friendly 1 bed in montrose").responseMessage).toMatch(/; pets allowed/);
  });

  it("says it has no deposits or utility costs instead of answering with rents", () => {
    for (const [question, what] of [
      ["how much are deposits usually?", "security deposits"],
      ["are utilities included in rent in montrose?", "utility costs for Montrose"],
    ] as const) {
      const reply = ask(question);
      expect(reply.responseMessage, question).toMatch(new RegExp(`^I don't have ${what}, so I can't answer that and I won't guess\\.`));
      expect(reply.responseMessage, question).not.toMatch(/\$\d/);
      expect(reply.profileChanged).toBe(false);
    }
  });

  it("ranks neighborhoods by the drive when asked which are closest to a place", () => {
    const galleria = resolveDestination("Galleria", k.neighborhoods)!;
    const nearest = [...k.neighborhoods].sort((a, b) => estimateDrive(a, galleria).minutes - estimateDrive(b, galleria).minutes || a.name.localeCompare(b.name))[0]!;
    const reply = ask("which neighborhoods are closest to the galleria?");
    expect(reply.responseMessage).toMatch(new RegExp(`^Neighborhoods in Houston by median drive to .+, shortest drive first .*\\n1\\. \\[\\[neighborhood:${nearest.slug}\\]\\]`));
    expect(reply.profileChanged).toBe(false);
  });

  it("reads 'which one is cheapest?' and 'it' against the apartments just shown", () => {
    const search = converse(k, ["2 bed in the heights under 2500"]);
    expect(search.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    // "Which one" is of the search just shown: the Heights' 2-bed plans at most $2,500 (the bedrooms as said: the saved search also shows bigger plans).
    const fits = k.communities
      .filter((c) => c.neighborhoodId === neighborhoodIdOf("heights"))
      .flatMap((c) => c.floorPlans.filter((p) => p.beds === 2 && p.rent <= 2500).map((p) => ({ c, p })));
    const cheapestFit = [...fits].sort((a, b) => a.p.rent - b.p.rent || a.c.title.localeCompare(b.c.title))[0]!;
    const cheapest = converse(k, ["2 bed in the heights under 2500", "which one is cheapest?"]);
    expect(cheapest.responseMessage).toMatch(new RegExp(`^The cheapest 2-bed plan in The Heights at most \\$2,500 is \\[\\[apartment:${cheapestFit.c.slug}\\]\\] ${cheapestFit.c.title}: \\${formatPriceRange(cheapestFit.p.rent, cheapestFit.p.rent)}`));
    expect(cheapest.profileChanged).toBe(false);

    const pets = converse(k, ["2 bed in the heights under 2500", "is it pet friendly?"]);
    const petFriendly = new Set(fits.filter(({ c }) => c.petsAllowed).map(({ c }) => c.slug));
    expect(pets.responseMessage).toMatch(new RegExp(`^${petFriendly.size} communities in The Heights have a 2-bed plan at most \\$2,500, allowing pets`));

    const one = k.communities[0]!;
    const drive = converse(k, [`tell me about ${one.title}`, "how far is it from downtown?"]);
    expect(drive.responseMessage).toContain(`From ${one.title} to Downtown Houston: about`);
    const afterSuperlative = converse(k, ["what's the cheapest 1 bed in midtown?", "how far is it from the medical center?"]);
    expect(afterSuperlative.responseMessage).toMatch(/^\[\[apartment:[^\]]+\]\] From .+ to Texas Medical Center: about/);
  });

  it("answers parking costs, lease terms and amenity counts for the neighborhood asked, and ranks neighborhoods by listings", () => {
    const midtown = neighborhoodIdOf("midtown");
    const parkingKey = k.amenities.find((a) => a.name === "parking")!;
    const inMidtown = k.communities.filter((c) => c.neighborhoodId === midtown);
    const withParking = inMidtown.filter((c) => c.amenityIds.includes(parkingKey.id));
    expect(ask("how much is parking usually in midtown?").responseMessage).toMatch(new RegExp(`^${withParking.length} of the ${inMidtown.length} communities in Midtown list parking`));

    const montrose = k.communities.filter((c) => c.neighborhoodId === neighborhoodIdOf("montrose"));
    // "Do any places offer X?" asks which do: they are listed. "What lease terms are there?" is the share of each term.
    const monthToMonth = montrose.filter((c) => c.leaseTerms.some((term) => /month-to-month/i.test(term)));
    expect(ask("do any places offer month to month leases in montrose?").responseMessage).toMatch(new RegExp(`^${monthToMonth.length} communit(?:y|ies) in Montrose offering a month-to-month lease`));
    expect(ask("what lease terms are there in montrose?").responseMessage).toContain(`as a share of the ${montrose.length} communities in Montrose`);

    const heights = k.communities.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights"));
    const pool = k.amenities.find((a) => a.name === "pool")!;
    expect(ask("how many have a pool in the heights?").responseMessage).toMatch(new RegExp(`^${heights.filter((c) => c.amenityIds.includes(pool.id)).length} communities in The Heights with a pool are listed`));

    const most = ask("which neighborhoods have the most apartments?").responseMessage;
    const top = Math.max(...k.neighborhoods.map((n) => k.communities.filter((c) => c.neighborhoodId === n.id).length));
    expect(most).toMatch(new RegExp(`^Neighborhoods in Houston by listings, most listings first .*\\n1\\. .+: ${top} communities`));
  });

  it("takes 'what will a studio cost me?' as a rent question, and words amenities in superlatives as English", () => {
    expect(ask("how much would a studio in downtown cost me").responseMessage).toMatch(/^\[\[neighborhood:downtown\]\] Studio rents in Downtown/);
    expect(ask("will this cost me anything?").responseMessage).toMatch(/^It's free for you\./);
    expect(ask("cheapest place that allows dogs").responseMessage).toMatch(/^The cheapest community in Houston taking dogs is \[\[apartment:/);
    expect(ask("cheapest 2 bed with a pool").responseMessage).toMatch(/^The cheapest 2-bed plan in Houston with a pool is \[\[apartment:/);
  });

  it("points a tour question about a community at its tour booking, and names the smallest plan", () => {
    const community = k.communities[0]!;
    expect(ask(`can I tour ${community.title} this weekend?`).responseMessage).toContain(`You can book a tour of ${community.title} yourself: 'Book a tour' on its card`);
    const downtown = k.communities.filter((c) => c.neighborhoodId === neighborhoodIdOf("downtown"));
    const smallest = Math.min(...downtown.flatMap((c) => c.floorPlans.filter((p) => p.beds === 0).map((p) => p.sqft)));
    expect(ask("what's the smallest studio downtown").responseMessage).toMatch(new RegExp(`^The smallest studio plan in Downtown is .+: ${smallest} sq ft`));
  });

  it("hands a request for a locator's number to a locator, and reads 'is my number safe with you?' as privacy", () => {
    for (const message of ["what's the contact number for a locator?", "how do I reach an agent?"]) {
      expect(ask(message).responseMessage, message).toMatch(/^Sure: a Houston locator can take it from here\./);
    }
    expect(ask("is my phone number safe with you?").responseMessage).toMatch(/^Your information: /);
    expect(ask("is montrose safe?").responseMessage).toMatch(/^I don't have crime or safety statistics for Montrose/);
  });

  it("answers 'which is cheaper, A or B?' for two neighborhoods and for two communities, the answer first", () => {
    // A neighborhood's rent: the median of its communities' cheapest plans (core/assistant/query/README.md).
    const median = (slug: string) => {
      const rents = k.communities.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug)).map((c) => Math.min(...c.floorPlans.map((p) => p.rent))).sort((a, b) => a - b);
      const m = rents.length >> 1;
      return rents.length % 2 ? rents[m]! : Math.round((rents[m - 1]! + rents[m]!) / 2);
    };
    const [montrose, midtown] = [median("montrose"), median("midtown")];
    const reply = ask("which is cheaper, montrose or midtown?");
    if (montrose !== midtown) expect(reply.responseMessage).toMatch(new RegExp(`^${montrose < midtown ? "Montrose" : "Midtown"} is cheaper by \\$${Math.abs(montrose - midtown).toLocaleString("en-US")} \\(by median rent\\)\\.`));
    expect(reply.profileChanged).toBe(false);
    expect(ask("montrose or midtown, which one is cheaper for a studio").profileChanged).toBe(false);

    const [a, b] = k.communities.filter((c) => c.floorPlans.length > 0);
    const [low, high] = [a!, b!].sort((x, y) => Math.min(...x.floorPlans.map((p) => p.rent)) - Math.min(...y.floorPlans.map((p) => p.rent)));
    const communities = ask(`which is cheaper, ${a!.title} or ${b!.title}?`).responseMessage;
    if (Math.min(...low!.floorPlans.map((p) => p.rent)) !== Math.min(...high!.floorPlans.map((p) => p.rent))) expect(communities).toMatch(new RegExp(`^${low!.title} is cheaper by \\$${(Math.min(...high!.floorPlans.map((p) => p.rent)) - Math.min(...low!.floorPlans.map((p) => p.rent))).toLocaleString("en-US")}\\.`));
  });
});

describe("a community's name is not a criterion", () => {
  it("reads no budget, size or bedrooms from the digits of a community's title", () => {
    for (const suffix of ["604", "1800", "2 bed 900"]) {
      const title = `Cedar Yards ${suffix}`;
      const named = { ...COMMUNITIES[0]!, title, slug: `cedar-yards-${suffix.replace(/ /g, "-")}` };
      const reply = respond({ message: `Tell me about ${title.toLowerCase()}`, channel: "general", profile: EMPTY_PROFILE }, knowledge({ communities: [...COMMUNITIES, named] }));
      expect(reply.profileChanged, title).toBe(false);
      expect(reply.updateNotification, title).toBeNull();
      expect(reply.apartmentDetailsSuggested, title).toEqual([named.slug]);
    }
  });
});
