/** Grounded answers of respond(): every figure is checked against one computed here from the fixture communities. */
import { describe, expect, it } from "vitest";
import { describePetPolicy } from "../pets/pet-policy.ts";
import { estimateDrive } from "../commute/estimate-drive.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import { formatDollars } from "../format/ranges.ts";
import { profile } from "../matching/test-fixtures.ts";
import type { MatchCommunity } from "../matching/types.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { DEMO_DATA_NOTICE } from "./answer-process.ts";
import { respond, type AssistantTurn } from "./respond.ts";
import { DEFAULT_GREETING } from "./small-talk.ts";
import { AMENITIES, COMMUNITIES, NEIGHBORHOODS, POSTS, amenityIdOf, knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge({ posts: POSTS });
const ask = (message: string, before: PreferenceProfile = profile(), history: AssistantTurn["history"] = []) =>
  respond({ message, channel: "assistant", profile: before, history }, k);

const inNeighborhood = (slug: string) => COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf(slug));
const bySlug = (slug: string) => COMMUNITIES.find((c) => c.slug === slug);

function stats(communities: readonly MatchCommunity[], beds: number | null) {
  const rents = communities.flatMap((c) => c.floorPlans.filter((p) => beds === null || p.beds === beds).map((p) => p.rent)).sort((a, b) => a - b);
  const n = rents.length;
  const median = n % 2 ? rents[(n - 1) / 2]! : Math.round((rents[n / 2 - 1]! + rents[n / 2]!) / 2);
  return { min: rents[0]!, max: rents[n - 1]!, median, plans: n };
}

function expectCardsExist(reply: ReturnType<typeof ask>) {
  for (const slug of reply.apartmentDetailsSuggested) expect(bySlug(slug), slug).toBeDefined();
  for (const slug of reply.neighborhoodDetailsSuggested) expect(NEIGHBORHOODS.some((n) => n.slug === slug), slug).toBe(true);
  for (const slug of [...reply.apartmentDetailsSuggested, ...reply.neighborhoodDetailsSuggested, ...reply.blogDetailsSuggested]) expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
}

describe("a neighborhood question", () => {
  it("answers with its description, highlights, card, rents by bedroom count and a couple of its communities", () => {
    const reply = ask("What's Montrose like?");
    const montrose = NEIGHBORHOODS.find((n) => n.slug === "montrose")!;
    expect(reply.responseMessage).toContain(`[[neighborhood:montrose]] Montrose: ${montrose.description}`);
    for (const highlight of montrose.highlights) expect(reply.responseMessage).toContain(highlight);
    expect(reply.neighborhoodDetailsSuggested).toEqual(["montrose"]);
    for (const beds of [1, 2]) {
      const s = stats(inNeighborhood("montrose"), beds);
      expect(reply.responseMessage).toContain(`${beds}-beds ${formatDollars(s.min)}-${formatDollars(s.max)} (median ${formatDollars(s.median)})`);
    }
    expect(reply.apartmentDetailsSuggested.length).toBe(2);
    for (const slug of reply.apartmentDetailsSuggested) expect(bySlug(slug)?.neighborhoodId).toBe(neighborhoodIdOf("montrose"));
    expectCardsExist(reply);
    expect(reply.profileChanged).toBe(false);
  });

  it("quotes the bedroom count asked about", () => {
    const s = stats(inNeighborhood("heights"), 2);
    const reply = ask("What is the Heights like for a 2 bedroom?");
    expect(reply.responseMessage).toContain(`2-bedroom rents in The Heights run ${formatDollars(s.min)}-${formatDollars(s.max)}, median ${formatDollars(s.median)} (${s.plans} floor plans`);
  });

  it("compares neighborhoods side by side without saving them", () => {
    const reply = ask("compare Montrose and the Heights");
    expect(reply.profileChanged).toBe(false);
    expect(reply.neighborhoodDetailsSuggested).toEqual(["montrose", "heights"]);
    // Each neighborhood's median of its communities' cheapest rents, the cheaper first in the verdict.
    const median = (cs: readonly { floorPlans: readonly { rent: number }[] }[]) => {
      const rents = cs.map((c) => Math.min(...c.floorPlans.map((p) => p.rent))).sort((a, b) => a - b);
      const mid = rents.length >> 1;
      return rents.length % 2 ? rents[mid]! : Math.round((rents[mid - 1]! + rents[mid]!) / 2);
    };
    const [m, h] = [median(inNeighborhood("montrose")), median(inNeighborhood("heights"))];
    expect(reply.responseMessage).toContain(`- [[neighborhood:montrose]] Montrose: ${formatDollars(m)}`);
    expect(reply.responseMessage).toContain(`- [[neighborhood:heights]] The Heights: ${formatDollars(h)}`);
    if (m !== h) expect(reply.responseMessage).toMatch(new RegExp(`^${m < h ? "Montrose" : "The Heights"} is cheaper`));
  });

  it("says what it doesn't know instead of guessing, and still gives what it has", () => {
    const reply = ask("Is Montrose safe?");
    // Issue 15: no summary of something else, but where to check, by name.
    expect(reply.responseMessage).toMatch(/^I don't have crime or safety statistics for Montrose, so I can't answer that and I won't guess\./);
    expect(reply.responseMessage).toContain("Houston Police Department");
    expect(reply.apartmentDetailsSuggested).toEqual([]);
    const unknown = ask("which neighborhood has the best schools?");
    expect(unknown.responseMessage).toContain("I don't have school ratings");
  });

  it("finds neighborhoods by what their descriptions say", () => {
    const reply = ask("Which area is best for nightlife?");
    expect(reply.neighborhoodDetailsSuggested).toEqual(["midtown"]);
    expect(reply.responseMessage).toContain("lively nightlife");
  });

  it("follows 'there' back to the neighborhood of the conversation", () => {
    const history = [{ role: "assistant" as const, content: "[[neighborhood:midtown]] Midtown: ..." }];
    const s = stats(inNeighborhood("midtown"), 1);
    expect(ask("how much is a 1 bed there?", profile(), history).responseMessage).toContain(`1-bedroom rents in Midtown run ${formatDollars(s.min)}-${formatDollars(s.max)}`);
  });

  it("estimates a drive with the commute model", () => {
    const heights = NEIGHBORHOODS.find((n) => n.slug === "heights")!;
    const tmc = resolveDestination("TMC", NEIGHBORHOODS)!;
    const minutes = estimateDrive(heights, tmc).minutes;
    const reply = ask("How long is the drive to TMC from the Heights?");
    expect(reply.responseMessage).toContain(`From the middle of The Heights to ${tmc.name}:`);
    expect(reply.responseMessage).toContain(`roughly ${minutes} minutes by car`);
    expect(reply.neighborhoodDetailsSuggested).toEqual(["heights"]);
  });

  it("lists the nearest neighborhoods to a place when no starting point is known", () => {
    const reply = ask("Which neighborhoods are close to TMC?");
    expect(reply.responseMessage).toMatch(/^Neighborhoods in Houston by median drive to Texas Medical Center, shortest drive first/);
    expect(reply.neighborhoodDetailsSuggested).toHaveLength(5);
    expect(reply.neighborhoodDetailsSuggested[0]).toBe("medical-center");
  });
});

describe("a price question", () => {
  it("computes rents for a neighborhood and bedroom count from the floor plans", () => {
    const s = stats(inNeighborhood("midtown"), 2);
    const reply = ask("How much is a 2 bed in Midtown?");
    expect(reply.responseMessage).toContain(`[[neighborhood:midtown]] 2-bedroom rents in Midtown run ${formatDollars(s.min)}-${formatDollars(s.max)}, median ${formatDollars(s.median)}`);
    expect(reply.profileChanged).toBe(false);
  });

  it("answers for the whole city when no neighborhood is named or saved", () => {
    const s = stats(COMMUNITIES, 0);
    const reply = ask("What do studios cost?");
    expect(reply.responseMessage).toContain(`Studio rents across Houston run ${formatDollars(s.min)}-${formatDollars(s.max)}, median ${formatDollars(s.median)}`);
  });

  it("answers for the saved neighborhoods, with the city for comparison", () => {
    const reply = ask("How much is a 1 bed?", profile({ neighborhoodIds: [neighborhoodIdOf("heights")] }));
    expect(reply.responseMessage).toContain(`1-bedroom rents in The Heights run ${formatDollars(stats(inNeighborhood("heights"), 1).min)}`);
    expect(reply.responseMessage).toContain(`1-bedroom rents across Houston run ${formatDollars(stats(COMMUNITIES, 1).min)}`);
  });

  it("counts the communities within a budget it names", () => {
    const fitting = inNeighborhood("midtown").filter((c) => c.floorPlans.some((p) => p.beds === 1 && p.rent <= 1500)).length;
    const total = inNeighborhood("midtown").filter((c) => c.floorPlans.some((p) => p.beds === 1)).length;
    const reply = ask("What can I get for $1500 in Midtown for a 1 bed?");
    expect(total).toBeGreaterThanOrEqual(fitting);
    // A list query: the communities with a 1-bed at $1,500 or less, cheapest first.
    expect(reply.responseMessage).toMatch(new RegExp(`^${fitting} communit(?:y|ies) in Midtown have a 1-bed plan at most \\$1,500, cheapest first:`));
    expect(reply.profileChanged).toBe(false);
  });

  it("quotes no amount that isn't a listed rent or a median of them", () => {
    const rents = new Set(COMMUNITIES.flatMap((c) => c.floorPlans.map((p) => p.rent)));
    for (const message of ["How much is a 2 bed in Midtown?", "what are rents like in Katy?", "What do 3 bedrooms cost in Uptown?", "average rent in Houston?"]) {
      const reply = ask(message);
      const medians = new Set([...reply.responseMessage.matchAll(/median \$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, ""))));
      for (const m of reply.responseMessage.matchAll(/\$([\d,]+)/g)) {
        const amount = Number(m[1]!.replace(/,/g, ""));
        expect(rents.has(amount) || medians.has(amount), `${message}: ${m[0]}`).toBe(true);
      }
    }
  });
});

describe("an amenity question", () => {
  it("counts the communities that have it and shows a few that do", () => {
    const pool = amenityIdOf("pool");
    const having = COMMUNITIES.filter((c) => c.amenityIds.includes(pool)).length;
    const reply = ask("Which apartments have a pool?");
    expect(reply.responseMessage).toMatch(new RegExp(`^${having} communities in Houston with a pool; the first 5, cheapest first:`));
    expect(reply.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    for (const slug of reply.apartmentDetailsSuggested) expect(bySlug(slug)?.amenityIds).toContain(pool);
  });

  it("answers for the place the question names, and says where it looked (the whole city when it names none)", () => {
    // A question's scope is the message (or the conversation's last query), never the saved profile: the reply says where.
    const washer = amenityIdOf("washer-dryer");
    const montrose = inNeighborhood("montrose");
    const saved = profile({ neighborhoodIds: [neighborhoodIdOf("montrose")] });
    const city = ask("which places have in-unit laundry?", saved);
    expect(city.responseMessage).toMatch(new RegExp(`^${COMMUNITIES.filter((c) => c.amenityIds.includes(washer)).length} communities in Houston with in-unit washer/dryer`));
    const there = ask("which places in montrose have in-unit laundry?", saved);
    const inMontrose = montrose.filter((c) => c.amenityIds.includes(washer)).length;
    expect(there.responseMessage).toMatch(inMontrose > 0 ? new RegExp(`^${inMontrose} communit(?:y|ies) in Montrose with in-unit washer/dryer`) : /^No community in Montrose has a listing with in-unit washer\/dryer right now\./);
    for (const slug of there.apartmentDetailsSuggested) expect(bySlug(slug)).toMatchObject({ neighborhoodId: neighborhoodIdOf("montrose") });
    for (const slug of there.apartmentDetailsSuggested) expect(bySlug(slug)?.amenityIds).toContain(washer);
    expect(there.profileChanged).toBe(false);
  });

  it("judges pets by the community's pet policy", () => {
    const allowing = COMMUNITIES.filter((c) => c.petsAllowed).length;
    const reply = ask("are there pet friendly apartments?");
    expect(reply.responseMessage).toMatch(new RegExp(`^${allowing} communities in Houston allowing pets`));
    for (const slug of reply.apartmentDetailsSuggested) expect(bySlug(slug)?.petsAllowed).toBe(true);
  });

  it("answers 'which of these' for the apartments of the last reply", () => {
    const shown = COMMUNITIES.slice(0, 4);
    const history = [
      { role: "user" as const, content: "find me apartments" },
      { role: "assistant" as const, content: shown.map((c, i) => `${i + 1}. [[apartment:${c.slug}]] ${c.title}`).join("\n") },
    ];
    const reply = ask("Which of these allow dogs?", profile(), history);
    // "These" are the cards just shown: the answer keeps to them and lists those whose pet policy takes dogs.
    const allowing = shown.filter((c) => c.petPolicy.dogs);
    expect(new Set(reply.apartmentDetailsSuggested)).toEqual(new Set(allowing.map((c) => c.slug)));
    expect(reply.responseMessage).toMatch(allowing.length > 0 ? new RegExp(`^${allowing.length} communit(?:y|ies) among the 4 shown taking dogs`) : /^None of those 4 communities/);
  });

  it("gives every amenity's share when none is named", () => {
    const reply = ask("What amenities are most common?");
    for (const amenity of AMENITIES.filter((a) => a.name !== "pets")) {
      const share = Math.round((100 * COMMUNITIES.filter((c) => c.amenityIds.includes(amenity.id)).length) / COMMUNITIES.length);
      expect(reply.responseMessage).toContain(`${amenity.displayName} ${share}%`);
    }
  });
});

describe("a neighborhood without communities", () => {
  it("says it has none listed instead of quoting anything", () => {
    const about = ask("What is Memorial like?");
    expect(about.responseMessage).toContain("I don't have any floor plans listed in Memorial, so I can't quote rents there.");
    expect(about.responseMessage).toContain("I have no communities listed in Memorial yet.");
    expect(about.apartmentDetailsSuggested).toEqual([]);
    expect(ask("how much is a 2 bed in Memorial?").responseMessage).toContain("I don't have any 2-bedroom floor plans listed in Memorial");
    expect(ask("which places in Memorial have a pool?").responseMessage).toContain("I have no communities listed in Memorial.");
  });
});

describe("a question about one community", () => {
  it("answers from its listing, by name", () => {
    const community = COMMUNITIES.find((c) => !c.petsAllowed)!;
    const reply = ask(`Does ${community.title} allow dogs?`);
    expect(reply.responseMessage).toBe(`[[apartment:${community.slug}]] No, ${community.title} doesn't take dogs. Its pet policy: No pets.`);
    const facts = ask(`tell me about ${community.title}`);
    expect(facts.responseMessage).toContain(`[[apartment:${community.slug}]] ${community.title} is in`);
    expect(facts.responseMessage).toContain(formatDollars(Math.min(...community.floorPlans.map((p) => p.rent))));
  });
});

describe("questions that mention a preference", () => {
  it("save nothing from the question", () => {
    const community = COMMUNITIES.find((c) => c.petsAllowed && c.petRent > 0)!;
    const reply = ask(`is ${community.title} pet friendly?`);
    expect(reply.profileChanged).toBe(false);
    expect(reply.responseMessage).toBe(`[[apartment:${community.slug}]] Yes, ${community.title} takes pets (${formatDollars(community.petPolicy.petRent)}/month pet rent). Its pet policy: ${describePetPolicy(community.petPolicy)}.`);
    expect(ask("are pets allowed in Midtown?").profileChanged).toBe(false);
  });

  it("judge a community's pet policy for the animal named: its kind, a dog's weight, how many, an assistance animal", () => {
    const dogsOnly = COMMUNITIES.find((c) => c.petPolicy.dogs && !c.petPolicy.cats);
    if (dogsOnly) expect(ask(`does ${dogsOnly.title} take cats?`).responseMessage).toContain(`No, ${dogsOnly.title} doesn't take cats.`);
    const limited = COMMUNITIES.find((c) => c.petPolicy.dogs && c.petPolicy.dogWeightLimitLb !== null)!;
    const heavy = limited.petPolicy.dogWeightLimitLb! + 10;
    const reply = ask(`would ${limited.title} take my ${heavy} lb lab?`);
    expect(reply.responseMessage).toContain(`No, ${limited.title} doesn't take a dog of ${heavy} lb. Its pet policy: ${describePetPolicy(limited.petPolicy)}.`);
    expect(reply.profileChanged).toBe(false);
    const noPets = COMMUNITIES.find((c) => !c.petPolicy.dogs && !c.petPolicy.cats)!;
    // An assistance animal is not a pet: never refused for the pet policy.
    expect(ask(`can I bring my service dog to ${noPets.title}?`).responseMessage).toMatch(new RegExp(`^\\[\\[apartment:${noPets.slug}\\]\\] Yes, .*not a pet`));
  });

  it("answer 'where should I live' with the neighborhoods nearest the workplace", () => {
    const reply = ask("where should I live if I work downtown?");
    // A question: answered for the workplace it names, nothing saved (issue 27); "I work downtown" said as a statement is saved.
    expect(reply.profileChanged).toBe(false);
    expect(ask("I work downtown, where should I live?").profile.commuteTo).toBe("downtown");
    // Issue 15: ranked by the commute model, with the typical rent of each.
    expect(reply.responseMessage).toContain("For a short commute to Downtown Houston, these neighborhoods are closest:\n1. [[neighborhood:downtown]] Downtown");
    expect(reply.responseMessage).toMatch(/typical 1-bedroom rent \$[\d,]+/);
  });
});

describe("a question about the service", () => {
  it("explains the free locating service, who pays, and that the listings are demo data", () => {
    const reply = ask("How does this work? Do I have to pay you?");
    expect(reply.responseMessage).toContain("It's free for you");
    expect(reply.responseMessage).toContain("Apartment communities pay us a referral fee");
    expect(reply.responseMessage).toContain("How it works:");
    expect(reply.responseMessage).toContain(DEMO_DATA_NOTICE);
    expect(reply.apartmentDetailsSuggested).toEqual([]);
  });

  it("counts the lease terms communities offer", () => {
    const share = Math.round((100 * COMMUNITIES.filter((c) => c.leaseTerms.includes("month-to-month")).length) / COMMUNITIES.length);
    expect(ask("Do places offer month to month leases?").responseMessage).toContain(`Month-to-month ${share}%`);
  });
});

describe("small talk", () => {
  it("greets as a Houston apartment assistant, by name when it knows it", () => {
    expect(ask("hi").responseMessage).toBe(DEFAULT_GREETING);
    expect(ask("hello", profile({ name: "Maria Lopez" })).responseMessage).toMatch(/^Hi Maria!/);
  });

  it("steers thanks, help and off-topic chat back to apartments, saving nothing", () => {
    for (const message of ["thanks!", "what can you do?", "tell me a joke", "who won the Astros game?"]) {
      const reply = ask(message);
      expect(reply.responseMessage, message).toMatch(/apartment/i);
      expect(reply.profileChanged, message).toBe(false);
      expect(reply.apartmentDetailsSuggested, message).toEqual([]);
    }
    expect(ask("tell me a joke").responseMessage).toContain("outside what I know");
  });
});

describe("memory in every channel", () => {
  it("saves what a message states and says so", () => {
    for (const channel of ["assistant", "general"] as const) {
      const reply = respond({ message: "I have a dog and I'd like Midtown, budget 1.8k", channel, profile: profile() }, k);
      expect(reply.profile).toMatchObject({ maxBudget: 1800, neighborhoodIds: [neighborhoodIdOf("midtown")], amenities: [{ id: amenityIdOf("pets"), requirement: null }] });
      expect(reply.updateNotification).toBe("Added Midtown · Budget set to $1,800 · Added Pet Friendly");
      expect(reply.responseMessage).toMatch(/^Saved: Added Midtown; Budget set to \$1,800; Added Pet Friendly\./);
      expect(reply.profileChanged).toBe(true);
    }
  });

  it("asks for a budget, with the budget choices, when a stated preference leaves it open", () => {
    const reply = ask("I need 2 bedrooms");
    expect(reply.responseMessage).toContain("What's your monthly budget?");
    expect(reply.budgetChoices?.map((c) => c.id)).toEqual(["under-1000", "1000-1500", "1500-2000", "2000-2500", "2500-3000", "3000-plus"]);
  });
});

describe("blog posts", () => {
  it("are offered as cards when they fit the question, not with a search", () => {
    expect(ask("What's Montrose like?").blogDetailsSuggested).toEqual(["montrose-renters-guide"]);
    expect(ask("How much is a 2 bed in Midtown?").blogDetailsSuggested).toEqual([]);
    expect(ask("find me apartments in Montrose").blogDetailsSuggested).toEqual([]);
  });
});
