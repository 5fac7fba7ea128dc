/**
 * A question about something no listing records is answered with the note that names it, over the communities it was
 * asked about, and saves nothing (eleventh walk: "how fast is the internet there", "whats the highest rated place
 * downtown", "is the parking covered?" got the help menu, a neighborhood description or a silent list). Every
 * attribute x question form x neighborhood of the test catalogue.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { UNRECORDED_ATTRIBUTES } from "./query/unrecorded-attributes.ts";
import { respond } from "./respond.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();
const ask = (message: string) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [], state: null }, k);

/** Question forms of the attributes the eleventh walk asked about, each with where the place goes. */
const ASKED: Record<string, readonly ((place: string) => string)[]> = {
  "ratings and reviews": [(p) => `whats the highest rated place in ${p}`, (p) => `which has the best reviews in ${p}?`],
  // (Covered, garage, reserved and surface parking are recorded: parking-and-location.test.ts.)
  "gated or shaded parking": [(p) => `which places in ${p} have gated parking?`, (p) => `any with shaded parking in ${p}`],
  "internet speeds and providers": [(p) => `how fast is the internet in ${p}?`, (p) => `which ones in ${p} have fiber internet`],
  "door widths and accessible fixtures": [(p) => `are the doorways wide enough in ${p} apartments?`, (p) => `any places in ${p} with roll-in showers?`],
  "bike lanes and trails nearby": [(p) => `is there a bike lane near the places in ${p}?`],
};

const withCommunities = NEIGHBORHOODS.filter((n) => COMMUNITIES.some((c) => c.neighborhoodId === n.id));

describe("a question about what no listing records", () => {
  const cases = Object.entries(ASKED).flatMap(([label, forms]) => forms.flatMap((form) => withCommunities.map((n) => ({ label, message: form(n.name), n }))));

  it(`names what is not recorded and lists the place's communities, saving nothing, in ${cases.length} cases`, () => {
    for (const { label, message, n } of cases) {
      expect(UNRECORDED_ATTRIBUTES.some((attribute) => attribute.label === label), label).toBe(true);
      const reply = ask(message);
      expect(reply.responseMessage, message).toContain(`None of our listings record ${label}`);
      expect(reply.profileChanged, message).toBe(false);
      const listed = reply.apartmentDetailsSuggested.map((slug) => COMMUNITIES.find((c) => c.slug === slug)!);
      expect(listed.length, message).toBeGreaterThan(0);
      for (const community of listed) expect(community.neighborhoodId, `${message}: ${community.slug}`).toBe(n.id);
    }
  });
});
