/**
 * Issue 27: a question never writes the renter's profile, and its reply claims no save; only a
 * statement of what the renter wants does. The questions are generated: for each field the profile
 * holds, the value is put into many interrogative frames (wh-words, leading auxiliaries, "what if",
 * "how about", "A or B", hypotheticals, with and without a question mark), asked with a saved
 * profile before, with and without a search just shown, in the chat channels. The statements of
 * the same values must still save, so the rule is not "never save".
 */
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import type { HistoryMessage } from "./answer-context.ts";
import { respond, type AssistantReply, type ChatChannel } from "./respond.ts";
import { amenityIdOf, COMMUNITIES, knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge();

/** The renter's saved profile before every question: every field answered, none with the values asked about. */
const SAVED: PreferenceProfile = profile({
  name: "Maria",
  maxBudget: 1800,
  bedrooms: 1,
  bathrooms: 1,
  neighborhoodIds: [neighborhoodIdOf("midtown")],
  amenities: [{ id: amenityIdOf("gym"), requirement: null }],
  moveInDate: "2026-08-01",
  leaseLength: "12-month",
});

interface FieldCase {
  field: string;
  /** Statements (and requests) of the value that save it. */
  statements: string[];
  /** Whether a profile holds the value stated. */
  holds: (p: PreferenceProfile) => boolean;
  /** The value as a noun phrase: "a 3 bedroom". */
  np: string;
  /** Another value, for "A or B" comparisons. */
  alt: string;
  /** A clause for hypotheticals: "my budget were $2,500". */
  hypothetical: string;
  /** A qualifier: "with a pool", "under $2,500". */
  qualifier: string;
}

const FIELDS: FieldCase[] = [
  {
    field: "budget",
    statements: ["my budget is $2,500", "I can spend up to 2500 a month", "max 2500", "I want to stay under $2,500"],
    holds: (p) => p.maxBudget === 2500,
    np: "a budget of $2,500",
    alt: "a budget of $2,000",
    hypothetical: "my budget were $2,500",
    qualifier: "under $2,500",
  },
  {
    field: "bedrooms",
    statements: ["I need 3 bedrooms", "looking for a 3 bed", "find me a 3 bedroom", "3 bedrooms please"],
    holds: (p) => p.bedrooms === 3,
    np: "a 3 bedroom",
    alt: "a 2 bedroom",
    hypothetical: "I needed 3 bedrooms",
    qualifier: "with 3 bedrooms",
  },
  {
    field: "bathrooms",
    statements: ["I need 2 bathrooms", "I want 2 baths"],
    holds: (p) => p.bathrooms === 2,
    np: "2 bathrooms",
    alt: "1.5 bathrooms",
    hypothetical: "I wanted 2 bathrooms",
    qualifier: "with 2 bathrooms",
  },
  {
    field: "move-in date",
    statements: ["moving in March 1st", "I want to move in on march 1st", "my move in date is March 1"],
    holds: (p) => p.moveInDate === "2027-03-01",
    np: "a march 1st move-in",
    alt: "an april 1st move-in",
    hypothetical: "I moved in march 1st",
    qualifier: "available march 1st",
  },
  {
    field: "neighborhoods",
    statements: ["I want to live in Montrose", "show me places in Montrose", "looking in Montrose"],
    holds: (p) => p.neighborhoodIds.includes(neighborhoodIdOf("montrose")),
    np: "something in Montrose",
    alt: "something in the Heights",
    hypothetical: "I lived in Montrose",
    qualifier: "in Montrose",
  },
  {
    field: "amenities",
    statements: ["I want a pool", "must have a pool", "show me places with a pool"],
    holds: (p) => p.amenities.some((wish) => wish.id === amenityIdOf("pool")),
    np: "a place with a pool",
    alt: "a place with a balcony",
    hypothetical: "I wanted a pool",
    qualifier: "with a pool",
  },
  {
    field: "lease length",
    statements: ["I want a 6 month lease", "6 month lease please"],
    holds: (p) => p.leaseLength === "6-month",
    np: "a 6 month lease",
    alt: "an 18 month lease",
    hypothetical: "I signed a 6 month lease",
    qualifier: "with a 6 month lease",
  },
  {
    field: "pets",
    statements: ["I have a dog", "I need a pet friendly place"],
    holds: (p) => p.amenities.some((wish) => wish.id === amenityIdOf("pets")),
    np: "a place that allows dogs",
    alt: "a place that allows cats",
    hypothetical: "I had a dog",
    qualifier: "that allow dogs",
  },
];

/** Interrogative frames: each turns a field's value into a question. */
const FRAMES: ((f: FieldCase) => string)[] = [
  (f) => `can I get ${f.np}?`,
  (f) => `can i get ${f.np}`,
  (f) => `could I do ${f.np}?`,
  (f) => `is there ${f.np}?`,
  (f) => `is there anything ${f.qualifier}`,
  (f) => `are there any apartments ${f.qualifier}?`,
  (f) => `do you have ${f.np}?`,
  (f) => `do you have anything ${f.qualifier}`,
  (f) => `does anything ${f.qualifier} exist?`,
  (f) => `would ${f.np} work?`,
  (f) => `would ${f.np} be cheaper`,
  (f) => `should I go with ${f.np}?`,
  (f) => `will there be ${f.np}?`,
  (f) => `what if ${f.hypothetical}?`,
  (f) => `what if ${f.hypothetical}`,
  (f) => `hypothetically, what if ${f.hypothetical}?`,
  (f) => `if ${f.hypothetical}, what would I get?`,
  (f) => `how about ${f.np}?`,
  (f) => `what about ${f.np}?`,
  (f) => `how much more is ${f.np}?`,
  (f) => `which is cheaper, ${f.np} or ${f.alt}?`,
  (f) => `is ${f.np} or ${f.alt} cheaper?`,
  (f) => `${f.np} or ${f.alt}, which is better?`,
  // Run on, with no comma or question mark: the question after the fragment is still a question.
  (f) => `${f.np} or ${f.alt} which is better`,
  (f) => `${f.np} or ${f.alt} which one is cheaper`,
  (f) => `so ${f.np} is that ok`,
  (f) => `what would I pay for ${f.np}?`,
  (f) => `so what's out there ${f.qualifier}?`,
  (f) => `${f.np}?`,
];

/** Wishes to see a place on a day: a tour, never a move-in date. */
const TOUR_WISHES = ["can I see it saturday", "could we tour it on friday?", "can I come see it this weekend", "is saturday ok to see the place?", "can i visit next tuesday", "can I see it on the 15th?"];

/** A day named for something other than the move: the weather, a visit to a few places. */
const OTHER_DAYS = ["will it rain thursday lol", "gonna rain this weekend?", "is it going to storm on friday", "thanks for the help, gonna go look at a couple this weekend", "we'll check out some places saturday", "how hot is it in august"];

/** Comparisons and follow-ups asked after a search, which today read as "cheaper?" or "instead". */
const AFTER_A_SEARCH = ["is Montrose or the Heights cheaper?", "which is cheaper, midtown or eado?", "cheaper?", "anything less expensive?", "what about the Heights instead?", "how about Montrose?", "is there anything cheaper?"];

const ask = (message: string, before: PreferenceProfile, history: readonly HistoryMessage[] = [], channel: ChatChannel = "assistant") => respond({ message, channel, profile: before, history }, k);

/** A conversation in which a search with the saved profile was just shown. */
function afterSearch(before: PreferenceProfile): HistoryMessage[] {
  const shown = ask("find me apartments", before);
  expect(shown.apartmentDetailsSuggested.length).toBeGreaterThan(0);
  expect(shown.profileChanged).toBe(false);
  return [
    { role: "user", content: "find me apartments" },
    { role: "assistant", content: shown.responseMessage },
  ];
}

/** A reply that says it saved something. */
const CLAIMS_A_SAVE = /Saved:|saved (?:it|that|this) to your profile|I(?:'ve| have)? (?:saved|updated|lowered|raised|changed|set|added|removed)\b|\b(?:set to|updated to)\b/i;

/** What is wrong with a reply to a question: its profile changed, a notification, or a claimed save. */
function savedSomething(reply: AssistantReply, before: PreferenceProfile): string | null {
  if (reply.profileChanged) return `profileChanged (${reply.updateNotification})`;
  if (reply.updateNotification !== null) return `updateNotification ${reply.updateNotification}`;
  if (JSON.stringify(reply.profile) !== JSON.stringify(before)) return "the reply's profile differs from the saved one";
  const claim = CLAIMS_A_SAVE.exec(reply.responseMessage);
  if (claim) return `the reply claims a save: '${claim[0]}'`;
  return null;
}

const QUESTIONS = FIELDS.flatMap((f) => FRAMES.map((frame) => ({ field: f.field, message: frame(f) })));

describe("a question never writes the profile (issue 27)", () => {
  it(`leaves the saved profile as it was for ${QUESTIONS.length} generated questions, asked fresh and after a search, in the assistant and general chats`, () => {
    const history = afterSearch(SAVED);
    const failures: string[] = [];
    let asked = 0;
    for (const { field, message } of QUESTIONS) {
      for (const [context, turns, channel] of [
        ["fresh", [], "assistant"],
        ["after a search", history, "assistant"],
        ["general chat", [], "general"],
      ] as const) {
        asked++;
        const wrong = savedSomething(ask(message, SAVED, turns, channel), SAVED);
        if (wrong) failures.push(`${field} · ${context} · "${message}": ${wrong}`);
      }
    }
    expect(asked).toBe(QUESTIONS.length * 3);
    expect(failures, `${failures.length} of ${asked} questions saved something:\n${failures.join("\n")}`).toEqual([]);
  });

  it("leaves the profile as it was when the question comes in the profile-build channel (the build asking an optional question)", () => {
    const failures = QUESTIONS.map(({ field, message }) => [field, message, savedSomething(ask(message, SAVED, [], "profile-build"), SAVED)] as const)
      .filter(([, , wrong]) => wrong !== null)
      .map(([field, message, wrong]) => `${field} · "${message}": ${wrong}`);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("saves nothing for comparisons and follow-up questions asked after a search", () => {
    const history = afterSearch(SAVED);
    const failures = AFTER_A_SEARCH.map((message) => [message, savedSomething(ask(message, SAVED, history), SAVED)] as const)
      .filter(([, wrong]) => wrong !== null)
      .map(([message, wrong]) => `"${message}": ${wrong}`);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("never reads a wish to see a place on a day as a move-in date, and points at tour booking for the community just shown", () => {
    const community = COMMUNITIES.find((c) => c.floorPlans.length > 0)!;
    const about = ask(`tell me about ${community.title}`, SAVED);
    const history: HistoryMessage[] = [
      { role: "user", content: `tell me about ${community.title}` },
      { role: "assistant", content: about.responseMessage },
    ];
    for (const message of TOUR_WISHES) {
      for (const before of [SAVED, profile({ maxBudget: 1800 })]) {
        const reply = ask(message, before, history);
        expect(reply.profile.moveInDate, message).toBe(before.moveInDate);
        expect(savedSomething(reply, before), message).toBeNull();
      }
      expect(ask(message, SAVED, history).responseMessage, message).toMatch(/Book a tour/);
    }
    // Said as a wish, not a question: still a tour, not a move-in date.
    for (const message of ["I'd like to see it saturday", "I want to tour it friday", "let me visit it next tuesday"]) {
      expect(ask(message, SAVED, history).profile.moveInDate, message).toBe(SAVED.moveInDate);
    }
  });

  it("answers a question with the criteria it names, without saving them", () => {
    const whatIf = ask("what if my budget were 2500?", SAVED);
    expect(whatIf.profile.maxBudget).toBe(1800);
    expect(whatIf.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    expect(whatIf.cardPlanFit?.maxRent).toBe(2500);
    expect(whatIf.responseMessage).toContain("$2,500");

    const history = afterSearch(SAVED);
    const comparison = ask("is Montrose or the Heights cheaper?", SAVED, history);
    expect(comparison.responseMessage).toMatch(/^(?:Montrose|The Heights) is cheaper by \$[\d,]+ \(by median rent\)\./);

    const cheaper = ask("cheaper?", SAVED, history);
    expect(cheaper.apartmentDetailsSuggested.length).toBeGreaterThan(0);
    expect(cheaper.cardPlanFit?.maxRent).toBeLessThan(1800);
    expect(cheaper.profile.maxBudget).toBe(1800);

    const instead = ask("what about the Heights instead?", SAVED, history);
    expect(instead.profile.neighborhoodIds).toEqual(SAVED.neighborhoodIds);
    const heights = new Set(COMMUNITIES.filter((c) => c.neighborhoodId === neighborhoodIdOf("heights")).map((c) => c.slug));
    expect(heights.has(instead.apartmentDetailsSuggested[0] ?? "")).toBe(true);
  });

  it("reads a refinement of a question's answer as a question too: 'cheapest 1 bed downtown', then 'only ones with a gym' saves no gym", () => {
    const first = respond({ message: "cheapest 1 bed in downtown", channel: "assistant", profile: SAVED, history: [], state: null }, k);
    expect(savedSomething(first, SAVED)).toBeNull();
    for (const message of ["only ones with a gym", "and in montrose", "without a pool"]) {
      const refined = respond({ message, channel: "assistant", profile: SAVED, history: [], state: first.state }, k);
      expect(refined.answer?.query.revision, message).toBe(true);
      expect(savedSomething(refined, SAVED), message).toBeNull();
    }
    // After a search the renter stated, a refinement states too.
    const searched = respond({ message: "I need a 2 bed in Montrose", channel: "assistant", profile: SAVED, history: [], state: null }, k);
    const refined = respond({ message: "only ones with a pool", channel: "assistant", profile: searched.profile, history: [], state: searched.state }, k);
    expect(refined.profile.amenities.map((wish) => wish.id)).toContain(amenityIdOf("pool"));
  });

  it("saves what a statement in the same message states, and not what its question asks about", () => {
    const mixed = ask("I need 3 bedrooms, is there anything in Montrose?", SAVED);
    expect(mixed.profile.bedrooms).toBe(3);
    expect(mixed.profile.neighborhoodIds).toEqual(SAVED.neighborhoodIds);
    expect(mixed.updateNotification).toBe("Bedrooms set to 3");

    const hypothetical = ask("I have a dog. What if my budget were 2500?", SAVED);
    expect(hypothetical.profile.maxBudget).toBe(1800);
    expect(hypothetical.profile.amenities.map((wish) => wish.id)).toContain(amenityIdOf("pets"));
  });
});

describe("days, animals and comparisons that are questions (eighth walk)", () => {
  it("never reads the weather's day or a day to look at places as a move-in date", () => {
    for (const message of OTHER_DAYS) {
      const reply = ask(message, SAVED);
      expect(savedSomething(reply, SAVED), message).toBeNull();
      expect(reply.responseMessage, message).not.toMatch(/open by/);
    }
    expect(ask("will it rain thursday", SAVED).responseMessage).toContain("I don't have weather forecasts");
  });

  it("reads 'my cat is 18 lbs is that gonna be a problem' as a question about the animal, saving nothing", () => {
    for (const message of ["my cat is 18 lbs is that gonna be a problem anywhere", "my dog weighs 70 lb, is that ok?", "we have a lab is that ok"]) {
      expect(savedSomething(ask(message, SAVED), SAVED), message).toBeNull();
    }
  });

  it("adds a side to the comparison just made ('throw X in too', 'add X to that') and saves none of them", () => {
    const first = ask("is montrose or the heights cheaper for a 1 bed?", SAVED);
    const history: HistoryMessage[] = [
      { role: "user", content: "is montrose or the heights cheaper for a 1 bed?" },
      { role: "assistant", content: first.responseMessage },
    ];
    for (const message of ["ok throw midtown in too, who wins", "add midtown to that", "include midtown as well"]) {
      const reply = respond({ message, channel: "assistant", profile: SAVED, history, state: first.state }, k);
      expect(savedSomething(reply, SAVED), message).toBeNull();
      expect(reply.answer?.query, message).toMatchObject({ operation: "compare", subject: "neighborhood", compared: ["montrose", "heights", "midtown"], filters: { beds: { min: 1, max: 1 } } });
      // The verdict says by how much the winner leads the next of the three.
      expect(reply.responseMessage, message).toMatch(/ by \$[\d,]+ over the next, /);
    }
  });
});

describe("a statement of what the renter wants still saves", () => {
  const STATEMENTS = FIELDS.flatMap((f) => f.statements.map((message) => ({ f, message })));

  it(`saves the value of each of ${STATEMENTS.length} statements, fresh and after a search, and says so`, () => {
    const history = afterSearch(SAVED);
    const failures: string[] = [];
    for (const { f, message } of STATEMENTS) {
      for (const turns of [[], history]) {
        const reply = ask(message, SAVED, turns);
        if (!reply.profileChanged || !f.holds(reply.profile) || reply.updateNotification === null) failures.push(`${f.field} · "${message}" (${turns.length > 0 ? "after a search" : "fresh"}): not saved (${reply.updateNotification})`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("saves a search statement's criteria and the refinements a renter states", () => {
    expect(ask("2 bed in montrose under 2000", SAVED).profile).toMatchObject({ bedrooms: 2, maxBudget: 2000 });
    const history = afterSearch(SAVED);
    expect(ask("show me something cheaper", SAVED, history).profile.maxBudget).toBeLessThan(1800);
    expect(ask("too expensive", SAVED, history).profile.maxBudget).toBeLessThan(1800);
    expect(ask("try the Heights instead", SAVED, history).profile.neighborhoodIds).toEqual([neighborhoodIdOf("heights")]);
  });
});
