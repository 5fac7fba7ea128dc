import { describe, expect, it } from "vitest";
import { findCommute } from "./extract-commute.ts";
import { tokenize } from "./text.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";
import { findMentions, indexVocabulary } from "./vocabulary-index.ts";

const commute = (text: string, bare = false) => {
  const tokens = tokenize(text);
  return findCommute(text, tokens, findMentions(tokens, indexVocabulary(testVocabulary)), bare);
};

describe("findCommute", () => {
  it.each([
    ["I work at Texas Medical Center", "Texas Medical Center"],
    ["commute to Rice every day", "Rice"],
    ["my office is in the Galleria", "the Galleria"],
    ["I go to UH", "UH"],
    ["I'm a nurse at Methodist in the med center so something close", "Methodist in the med center"],
    ["starting a new job at NASA in January", "NASA"],
    ["I work downtown but I want to live in the Heights", "downtown"],
    ["work is at 1200 Smith St downtown", "1200 Smith St downtown"],
    ["my job is in the energy corridor, off Eldridge", "the energy corridor, off Eldridge"],
    ["I work the night shift at Ben Taub", "Ben Taub"],
    ["my office is right by Minute Maid Park", "Minute Maid Park"],
    ["I'm at UH for grad school", "UH"],
    ["I want to be near TMC since I work there", "TMC"],
    ["1 bed within 15 minutes of downtown", "downtown"],
    ["a 2 bed, 20 min drive to the Galleria", "the Galleria"],
    ["no more than 25 minutes from Rice", "Rice"],
  ])("%s -> %s", (text, destination) => expect(commute(text).commuteTo?.value).toBe(destination));

  it.each(["30 minutes to an hour is fine", "I work in tech", "I go to the gym a lot", "I work from home", "a bike room since I bike to work", "I'm in the Navy", "Katy is too far from my job"])(
    "no destination in %s",
    (text) => expect(commute(text).commuteTo).toBeUndefined(),
  );

  it("reports the destination's span so its places are not wishes, unless they will live there too", () => {
    expect(commute("I work in the Galleria").spans).toEqual([{ start: 10, end: 22 }]);
    expect(commute("I work in the Galleria").liveThere).toBe(false);
    expect(commute("I work in the Galleria and would like to live there too").liveThere).toBe(true);
  });

  it("takes the whole answer when the profile build asked where they work", () => {
    expect(commute("Chevron on Louisiana St", true).commuteTo?.value).toBe("Chevron on Louisiana St");
    expect(commute("I'm at the Galleria most days", true).commuteTo?.value).toBe("the Galleria");
    expect(commute("I'm at the Galleria most days", false).commuteTo).toBeUndefined();
    const remote = commute("I work from home", true);
    expect(remote.commuteTo).toBeUndefined();
    expect(remote.remote).toBe(true);
  });
});
