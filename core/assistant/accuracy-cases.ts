/**
 * Held-out answer accuracy (issue 15): renter questions of every kind, phrased
 * variously, each answer checked against the figure computed from the
 * catalogue it is asked of, at run time, independently of the engine's own code
 * paths: criteria searches, cheapest / most expensive / biggest / newest, a
 * named community's plans and pets, rents, places we don't cover, questions
 * without data, commute questions (from a neighborhood or a named community),
 * counts, neighborhoods ranked by rent and follow-ups. Used by
 * answers.accuracy.test.ts (generated catalogues) and by the demo data's test
 * in db/ (the Houston demo catalogue as the product loads it).
 */
import { estimateCommute } from "../commute/estimate-drive.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import { haversineMiles } from "../geo/distance.ts";
import { formatDollars, formatWholeNumber } from "../format/ranges.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { HistoryMessage } from "./answer-context.ts";
import { respond, type AssistantKnowledge, type AssistantReply } from "./respond.ts";

function hood(k: AssistantKnowledge, slug: string) {
  const found = k.neighborhoods.find((n) => n.slug === slug);
  if (!found) throw new Error(`the catalogue has no neighborhood ${slug}`);
  return found;
}

function has(k: AssistantKnowledge, c: MatchCommunity, key: string): boolean {
  if (key === "pets") return c.petsAllowed;
  const amenity = k.amenities.find((a) => a.name === key);
  if (!amenity) throw new Error(`the catalogue has no amenity ${key}`);
  return c.amenityIds.includes(amenity.id);
}

/** Each case's verdict: null when right, else what was wrong. */
export function scoreAnswers(k: AssistantKnowledge): { right: number; total: number; misses: string[] } {
  let right = 0;
  const misses: string[] = [];
  const all = answerCases(k);
  for (const c of all) {
    const reply = converse(k, c.messages);
    const wrong = c.check(reply);
    if (wrong === null) right++;
    else misses.push(`${c.kind} · ${c.messages.at(-1)}: ${wrong}\n    ${reply.responseMessage.split("\n").slice(0, 3).join("\n    ")}`);
  }
  return { right, total: all.length, misses };
}

export interface AnswerCase {
  kind: string;
  /** The messages, in order; the last reply is checked. */
  messages: string[];
  /** null when right, else what was wrong. */
  check: (reply: AssistantReply) => string | null;
}


export function converse(k: AssistantKnowledge, messages: readonly string[]): AssistantReply {
  let profile: PreferenceProfile = EMPTY_PROFILE;
  const history: HistoryMessage[] = [];
  let reply: AssistantReply | null = null;
  for (const message of messages) {
    // As the chat webhook does: the conversation state the last reply returned comes back with the next message.
    reply = respond({ message, channel: "assistant", profile, history, state: reply?.state ?? null }, k);
    profile = reply.profile;
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.responseMessage });
  }
  return reply!;
}

const mustContain = (reply: AssistantReply, ...parts: string[]) => {
  const missing = parts.filter((part) => !reply.responseMessage.includes(part));
  return missing.length === 0 ? null : `missing ${missing.map((m) => JSON.stringify(m)).join(", ")}`;
};

function plansOf(k: AssistantKnowledge, where: string | null, beds: number | null, amenities: string[] = []): { c: MatchCommunity; p: MatchPlan }[] {
  return k.communities
    .filter((c) => (where === null || c.neighborhoodId === hood(k, where).id) && amenities.every((a) => has(k, c, a)))
    .flatMap((c) => c.floorPlans.filter((p) => beds === null || p.beds === beds).map((p) => ({ c, p })));
}

/** The communities meeting everything stated, the way /listings filters. */
function strict(k: AssistantKnowledge, wish: { where?: string[]; beds?: number; budget?: number; amenities?: string[] }) {
  return k.communities.filter(
    (c) =>
      (!wish.where || wish.where.some((slug) => hood(k, slug).id === c.neighborhoodId)) &&
      (wish.amenities ?? []).every((a) => has(k, c, a)) &&
      c.floorPlans.some((p) => (wish.beds === undefined || (wish.beds === 0 ? p.beds === 0 : p.beds >= wish.beds)) && (wish.budget === undefined || p.rent <= wish.budget)),
  );
}

/** The held-out cases for one catalogue, each checked against figures computed here from that catalogue. */
export function answerCases(k: AssistantKnowledge): AnswerCase[] {
  const list: AnswerCase[] = [];
  const { communities } = k;

  // Criteria stated without asking to search: cards at once, from the communities meeting everything, counted as /listings does.
  const criteria: [string, { where?: string[]; beds?: number; budget?: number; amenities?: string[] }][] = [
    ["2 bed in Montrose under 1800 with a pool", { where: ["montrose"], beds: 2, budget: 1800, amenities: ["pool"] }],
    ["looking at 1 bedrooms around $1,700 in Midtown", { where: ["midtown"], beds: 1, budget: 1700 }],
    ["pet friendly place in the Heights please", { where: ["heights"], amenities: ["pets"] }],
    ["a studio downtown, max 1700", { where: ["downtown"], beds: 0, budget: 1700 }],
    ["3 bedrooms with a washer and dryer, budget is 2600", { beds: 3, budget: 2600, amenities: ["washer-dryer"] }],
    ["1br in Rice Village with a gym for under 1900", { where: ["rice-village"], beds: 1, budget: 1900, amenities: ["gym"] }],
  ];
  for (const [message, wish] of criteria) {
    list.push({
      kind: "criteria",
      messages: [message],
      check: (reply) => {
        const fits = strict(k, wish);
        if (reply.apartmentDetailsSuggested.length === 0) return "no apartment cards";
        if (/find me apartments/i.test(reply.responseMessage)) return "asked for a magic phrase";
        if (fits.length > 0 && !fits.some((c) => c.slug === reply.apartmentDetailsSuggested[0])) return "first card does not meet the criteria";
        if (fits.length > 0 && !reply.responseMessage.includes(`of ${formatWholeNumber(fits.length)} communit`)) return `count is not ${fits.length}`;
        return null;
      },
    });
  }

  // Superlatives.
  const superlatives: [string, "cheapest" | "priciest" | "biggest" | "newest", string | null, number, string[]][] = [
    ["What's the cheapest 2 bedroom in the Heights?", "cheapest", "heights", 2, []],
    ["cheapest 1 bed in Midtown?", "cheapest", "midtown", 1, []],
    ["which is the least expensive 1 bedroom downtown", "cheapest", "downtown", 1, []],
    ["most expensive 2 bed in Montrose", "priciest", "montrose", 2, []],
    ["priciest one bedroom in Uptown?", "priciest", "uptown", 1, []],
    ["biggest 2 bed in Midtown", "biggest", "midtown", 2, []],
    ["what's the largest 3 bedroom you have?", "biggest", null, 3, []],
    ["lowest rent for a 1 bed in Third Ward", "cheapest", "third-ward", 1, []],
    ["cheapest 2br with a pool", "cheapest", null, 2, ["pool"]],
    ["what's the newest 2 bed in the Heights?", "newest", "heights", 2, []],
    ["newest one bedroom downtown", "newest", "downtown", 1, []],
  ];
  for (const [message, kind, where, beds, amenities] of superlatives) {
    list.push({
      kind: "superlative",
      messages: [message],
      check: (reply) => {
        const all = plansOf(k, where, beds, amenities);
        if (all.length === 0) return mustContain(reply, "I don't have any");
        if (kind === "newest") {
          const year = Math.max(...all.map((x) => x.c.yearBuilt));
          const newest = all.filter((x) => x.c.yearBuilt === year);
          if (!newest.some((w) => reply.responseMessage.includes(w.c.title))) return `newest not named (${newest[0]!.c.title})`;
          return reply.profileChanged ? "saved the question's figures as preferences" : mustContain(reply, `built in ${year}`);
        }
        const order = kind === "cheapest" ? (x: { p: MatchPlan }) => x.p.rent : kind === "priciest" ? (x: { p: MatchPlan }) => -x.p.rent : (x: { p: MatchPlan }) => -x.p.sqft;
        const best = Math.min(...all.map(order));
        const winners = all.filter((x) => order(x) === best);
        const figure = kind === "biggest" ? `${formatWholeNumber(winners[0]!.p.sqft)} sq ft` : formatDollars(winners[0]!.p.rent);
        if (!winners.some((w) => reply.responseMessage.includes(w.c.title))) return `winner not named (${winners[0]!.c.title})`;
        if (reply.profileChanged) return "saved the question's figures as preferences";
        return mustContain(reply, figure);
      },
    });
  }

  // A named community's plans for one bedroom count, and its pets.
  const withTwo = communities.find((c) => c.floorPlans.some((p) => p.beds === 2) && c.floorPlans.some((p) => p.beds !== 2))!;
  const withOne = communities.filter((c) => c.floorPlans.some((p) => p.beds === 1)).at(-1)!;
  const withoutThree = communities.find((c) => !c.floorPlans.some((p) => p.beds === 3))!;
  const planCases: [string, MatchCommunity, number][] = [
    [`What 2 bed plans does ${withTwo.title} have?`, withTwo, 2],
    [`${withOne.title}: what are the 1 bedroom options?`, withOne, 1],
    [`does ${withoutThree.title} have any 3 bedrooms?`, withoutThree, 3],
  ];
  for (const [message, community, beds] of planCases) {
    list.push({
      kind: "community plans",
      messages: [message],
      check: (reply) => {
        const plans = community.floorPlans.filter((p) => p.beds === beds);
        if (plans.length === 0) return mustContain(reply, `no ${beds}-bed plans`);
        const others = community.floorPlans.filter((p) => p.beds !== beds && !plans.some((q) => q.rent === p.rent));
        if (others.some((p) => reply.responseMessage.includes(formatDollars(p.rent)))) return "quoted plans of another size";
        return mustContain(reply, ...plans.flatMap((p) => [formatDollars(p.rent), `${formatWholeNumber(p.sqft)} sq ft`]));
      },
    });
  }
  const petsYes = communities.find((c) => c.petsAllowed)!;
  const petsNo = communities.find((c) => !c.petsAllowed)!;
  for (const [message, community] of [[`does ${petsYes.title} allow dogs?`, petsYes], [`Is ${petsNo.title} pet friendly?`, petsNo]] as const) {
    list.push({ kind: "community pets", messages: [message], check: (reply) => (reply.responseMessage.startsWith(community.petsAllowed ? "Yes" : "No") || reply.responseMessage.includes(community.petsAllowed ? "] Yes" : "] No") ? null : "wrong yes/no") });
  }

  // Rents.
  for (const [message, where, beds] of [["how much is a 2 bed in Midtown?", "midtown", 2], ["typical rent for a one bedroom in Montrose", "montrose", 1]] as const) {
    list.push({
      kind: "rent",
      messages: [message],
      check: (reply) => {
        const rents = plansOf(k, where, beds).map((x) => x.p.rent).sort((a, b) => a - b);
        if (rents.length === 0) return mustContain(reply, "I don't have any");
        const m = rents.length >> 1;
        const median = rents.length % 2 ? rents[m]! : Math.round((rents[m - 1]! + rents[m]!) / 2);
        return mustContain(reply, formatDollars(rents[0]!), formatDollars(median));
      },
    });
  }

  // Places we don't cover: said so, and the nearest covered neighborhood offered.
  const covered = k.neighborhoods.filter((n) => communities.some((c) => c.neighborhoodId === n.id));
  const places: [string, string, { latitude: number; longitude: number }][] = [
    ["anything in Cypress?", "Cypress", { latitude: 29.9691, longitude: -95.6972 }],
    ["apartments in Austin?", "Austin", { latitude: 30.2672, longitude: -97.7431 }],
    ["do you have places in League City", "League City", { latitude: 29.5075, longitude: -95.095 }],
    ["what about Tomball", "Tomball", { latitude: 30.0972, longitude: -95.6161 }],
    ["I want to live in Spring, 2 bedrooms", "Spring", { latitude: 30.0799, longitude: -95.4172 }],
  ];
  for (const [message, name, point] of places) {
    list.push({
      kind: "uncovered place",
      messages: [message],
      check: (reply) => {
        const nearest = [...covered].sort((a, b) => haversineMiles(point, a) - haversineMiles(point, b))[0]!;
        if (/budget/i.test(reply.responseMessage)) return "asked for a budget";
        return mustContain(reply, name, "outside", `[[neighborhood:${nearest.slug}]]`);
      },
    });
  }

  // Questions without data: said so, where to check named, no figure.
  const gaps: [string, string][] = [
    ["is Montrose in a flood zone?", "FEMA Flood Map Service Center"],
    ["how bad is crime in Midtown", "Houston Police Department"],
    ["are the schools any good near the Heights?", "Texas Education Agency"],
    ["did EaDo flood during Harvey?", "FEMA Flood Map Service Center"],
    ["Is downtown safe at night?", "Houston Police Department"],
  ];
  for (const [message, source] of gaps) {
    list.push({ kind: "no data", messages: [message], check: (reply) => (/\$\d/.test(reply.responseMessage) ? "quoted a figure" : mustContain(reply, "I don't have", source)) });
  }

  // Commute: neighborhoods ranked by the commute model, with typical rent; the destination saved.
  const commutes: [string, string][] = [
    ["I work at the Galleria, where should I live?", "Galleria"],
    ["I work downtown and want a short commute, where should I look?", "downtown"],
    ["my job is at the Texas Medical Center, which neighborhoods are closest?", "Texas Medical Center"],
  ];
  for (const [message, place] of commutes) {
    list.push({
      kind: "commute",
      messages: [message],
      check: (reply) => {
        const destination = resolveDestination(place, k.neighborhoods)!;
        if (reply.answer === null) {
          // "Where should I live?": answer-where-to-live.ts, neighborhoods by the drive from their centre, with the typical 1-bed rent.
          const first = [...covered].sort((a, b) => estimateCommute(a, destination).driveMinutes - estimateCommute(b, destination).driveMinutes || a.name.localeCompare(b.name))[0]!;
          if (!reply.profile.commuteTo) return "commute not saved";
          const rents = plansOf(k, first.slug, 1).map((x) => x.p.rent).sort((a, b) => a - b);
          const m = rents.length >> 1;
          const median = rents.length % 2 ? rents[m]! : Math.round((rents[m - 1]! + rents[m]!) / 2);
          const at = reply.responseMessage.indexOf("1. ");
          if (at < 0 || !reply.responseMessage.slice(at).startsWith(`1. [[neighborhood:${first.slug}]]`)) return `first is not ${first.name}`;
          return mustContain(reply, formatDollars(median));
        }
        // "Which neighborhoods are closest?": a query, neighborhoods by the median drive of their communities (core/assistant/query/README.md).
        const medianDrive = (slug: string) => {
          const minutes = k.communities.filter((c) => c.neighborhoodId === hood(k, slug).id).map((c) => estimateCommute(c, destination).driveMinutes).sort((a, b) => a - b);
          const m = minutes.length >> 1;
          return minutes.length === 0 ? Infinity : minutes.length % 2 ? minutes[m]! : Math.round((minutes[m - 1]! + minutes[m]!) / 2);
        };
        const ranked = covered.filter((n) => k.communities.filter((c) => c.neighborhoodId === n.id).length >= 2);
        const first = [...ranked].sort((a, b) => medianDrive(a.slug) - medianDrive(b.slug) || a.name.localeCompare(b.name))[0]!;
        if (!reply.profile.commuteTo) return "commute not saved";
        const at = reply.responseMessage.indexOf("1. ");
        if (at < 0 || !reply.responseMessage.slice(at).startsWith(`1. [[neighborhood:${first.slug}]]`)) return `first is not ${first.name}`;
        return mustContain(reply, `${medianDrive(first.slug)} min drive`);
      },
    });
  }

  // Follow-ups refine the last result.
  const start = "2 bed in Montrose under 2000";
  list.push({
    kind: "follow-up",
    messages: [start, "which of those have a pool?"],
    check: (reply) => {
      const shown = reply.apartmentDetailsSuggested.map((slug) => communities.find((c) => c.slug === slug)!);
      if (shown.length === 0) return "nothing listed";
      // "Those" are the search's results: every one listed has a pool, and the count is of the search's results with one.
      for (const c of shown) if (!has(k, c, "pool")) return `${c.title} has no pool`;
      const fits = k.communities.filter((c) => c.neighborhoodId === hood(k, "montrose").id && has(k, c, "pool") && c.floorPlans.some((p) => p.beds >= 2 && p.rent <= 2000));
      return mustContain(reply, `${formatWholeNumber(fits.length)} communit`);
    },
  });
  list.push({
    kind: "follow-up",
    messages: [start, "what about the Heights instead?"],
    check: (reply) => {
      // A question: the search is rerun there, the saved neighborhoods stay (issue 27).
      if (reply.profile.neighborhoodIds.join() !== String(hood(k, "montrose").id)) return "a question changed the saved neighborhoods";
      const fits = strict(k, { where: ["heights"], beds: 2, budget: 2000 });
      if (fits.length > 0 && !fits.some((c) => c.slug === reply.apartmentDetailsSuggested[0])) return "first card not in the Heights";
      return reply.apartmentDetailsSuggested.length > 0 ? null : "no cards";
    },
  });
  for (const cheaper of ["cheaper?", "anything less expensive?"]) {
    list.push({
      kind: "follow-up",
      messages: [start, cheaper],
      check: (reply) => {
        // A question: the search is rerun 10% lower (rounded to $50, at least $100), the saved budget stays (issue 27).
        if (reply.profile.maxBudget !== 2000) return "a question changed the saved budget";
        const step = Math.max(100, Math.round((2000 * 0.1) / 50) * 50);
        if (reply.cardPlanFit !== null && reply.cardPlanFit.maxRent !== 2000 - step) return `cards fit up to ${reply.cardPlanFit.maxRent}`;
        return mustContain(reply, formatDollars(step), formatDollars(2000 - step));
      },
    });
  }
  list.push(...communityAndCatalogueCases(k));
  return list;
}

/** A named community's drive, counts per neighborhood, and neighborhoods ranked by rent (session 10). */
function communityAndCatalogueCases(k: AssistantKnowledge): AnswerCase[] {
  const list: AnswerCase[] = [];
  const named = k.communities.find((c) => c.floorPlans.length > 0)!;
  for (const [message, place] of [
    [`how far is ${named.title} from the Texas Medical Center?`, "Texas Medical Center"],
    [`How long is the drive from ${named.title} to downtown?`, "Downtown"],
  ] as const) {
    list.push({
      kind: "community drive",
      messages: [message],
      check: (reply) => {
        const destination = resolveDestination(place, k.neighborhoods)!;
        const { miles } = estimateCommute(named, destination);
        return mustContain(reply, named.title, `${miles} road mile${miles === 1 ? "" : "s"}`);
      },
    });
  }
  const montrose = hood(k, "montrose");
  list.push({
    kind: "count",
    messages: ["how many apartments do you have in Montrose?"],
    check: (reply) => {
      const inMontrose = k.communities.filter((c) => c.neighborhoodId === montrose.id).length;
      return mustContain(reply, `${formatWholeNumber(inMontrose)} communities in Montrose are listed`);
    },
  });
  list.push({
    kind: "count",
    messages: ["how many apartment communities do you list?"],
    check: (reply) => mustContain(reply, `${formatWholeNumber(k.communities.length)} communities in Houston are listed`),
  });
  const midtown = hood(k, "midtown");
  list.push({
    kind: "parking cost",
    messages: ["how much is parking usually in midtown?"],
    check: (reply) => {
      const inMidtown = k.communities.filter((c) => c.neighborhoodId === midtown.id);
      const listing = inMidtown.filter((c) => has(k, c, "parking"));
      const fees = listing.map((c) => c.parkingFee).filter((fee) => fee > 0);
      if (listing.length === 0) return mustContain(reply, "lists parking");
      return mustContain(reply, `${formatWholeNumber(listing.length)} of the ${formatWholeNumber(inMidtown.length)} communities in Midtown list parking`, ...(fees.length > 1 ? [formatDollars(Math.min(...fees)), formatDollars(Math.max(...fees))] : []));
    },
  });
  const heights = hood(k, "heights");
  list.push({
    kind: "amenity count",
    messages: ["how many have a pool in the heights?"],
    check: (reply) => {
      const inHeights = k.communities.filter((c) => c.neighborhoodId === heights.id);
      const pools = inHeights.filter((c) => has(k, c, "pool")).length;
      return mustContain(reply, `${formatWholeNumber(pools)} communit${pools === 1 ? "y" : "ies"} in The Heights with a pool`);
    },
  });
  list.push({
    kind: "neighborhood ranking",
    messages: ["which neighborhoods are the cheapest for a 1 bedroom?"],
    check: (reply) => {
      // The median of each community's cheapest 1-bed (core/assistant/query/README.md).
      const medians = k.neighborhoods
        .map((n) => {
          const plans = plansOf(k, n.slug, 1);
          const cheapest = new Map<number, number>();
          for (const { c, p } of plans) cheapest.set(c.id, Math.min(cheapest.get(c.id) ?? Infinity, p.rent));
          const rents = [...cheapest.values()].sort((a, b) => a - b);
          const m = rents.length >> 1;
          const median = rents.length === 0 ? 0 : rents.length % 2 ? rents[m]! : Math.round((rents[m - 1]! + rents[m]!) / 2);
          return { n, median, communities: cheapest.size };
        })
        .filter((x) => x.communities >= 2)
        .sort((a, b) => a.median - b.median || a.n.name.localeCompare(b.n.name));
      const first = medians[0];
      if (!first) return null;
      if (!reply.responseMessage.includes(`1. [[neighborhood:${first.n.slug}]] ${first.n.name}: ${formatDollars(first.median)} (median of`)) return `first is not ${first.n.name} at ${formatDollars(first.median)}`;
      return reply.profileChanged ? "saved the question's figures as preferences" : null;
    },
  });
  return list;
}

