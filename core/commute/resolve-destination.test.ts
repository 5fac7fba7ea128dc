import { describe, expect, it } from "vitest";
import { haversineMiles } from "../geo/distance.ts";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import { normalizePlaceText, resolveDestination, type NeighborhoodPlace } from "./resolve-destination.ts";
import { TEST_NEIGHBORHOODS } from "./test-neighborhoods.ts";

const resolve = (text: string) => resolveDestination(text, TEST_NEIGHBORHOODS);
const idOf = (text: string) => resolve(text)?.id ?? null;

describe("normalizePlaceText", () => {
  it("drops case, punctuation, accents, 'the' and leading 'at'/'near'", () => {
    expect(normalizePlaceText("  The Texas Children's Hospital! ")).toBe("texas childrens hospital");
    expect(normalizePlaceText("U.H.")).toBe("uh");
    expect(normalizePlaceText("St. Thomas")).toBe("st thomas");
    expect(normalizePlaceText("at the Med Center area")).toBe("med center");
    expect(normalizePlaceText("Café Montrosé")).toBe("cafe montrose");
    expect(normalizePlaceText("A&M")).toBe("a and m");
  });
});

describe("resolveDestination", () => {
  it("finds gazetteer places by name and by alias, whatever the case and punctuation", () => {
    expect(idOf("Texas Medical Center")).toBe("texas-medical-center");
    expect(idOf("TMC")).toBe("texas-medical-center");
    expect(idOf("the med center")).toBe("texas-medical-center");
    expect(idOf("U of H")).toBe("university-of-houston");
    expect(idOf("UH")).toBe("university-of-houston");
    expect(idOf("Bush airport")).toBe("iah");
    expect(idOf("IAH")).toBe("iah");
    expect(idOf("Hobby")).toBe("hou");
    expect(idOf("JSC")).toBe("nasa-johnson-space-center");
    expect(idOf("NASA")).toBe("nasa-johnson-space-center");
    expect(idOf("Texas Children's")).toBe("texas-childrens");
    expect(idOf("MD Anderson")).toBe("md-anderson");
    expect(idOf("Memorial Hermann-TMC")).toBe("memorial-hermann-tmc");
    expect(idOf("Ben Taub")).toBe("ben-taub");
    expect(idOf("Houston Methodist")).toBe("houston-methodist");
    expect(idOf("University of St. Thomas")).toBe("university-of-st-thomas");
    expect(idOf("UH-Downtown")).toBe("uh-downtown");
    expect(idOf("HCC")).toBe("hcc-central");
    expect(idOf("Rice")).toBe("rice-university");
    expect(idOf("TSU")).toBe("texas-southern");
    expect(idOf("Port of Houston")).toBe("port-houston-turning-basin");
    expect(idOf("Energy Corridor")).toBe("energy-corridor");
    expect(idOf("Westchase")).toBe("westchase");
    expect(idOf("Greenway Plaza")).toBe("greenway-plaza");
  });

  it("forgives small typos, including swapped letters and British spelling", () => {
    expect(idOf("Texas Medical Centre")).toBe("texas-medical-center");
    expect(idOf("Texas Medcal Center")).toBe("texas-medical-center");
    expect(idOf("Univeristy of Houston")).toBe("university-of-houston");
    expect(idOf("Methodsit Hospital")).toBe("houston-methodist");
    expect(idOf("Intercontinetal airport")).toBe("iah");
  });

  it("places 'galeria' at the Galleria, within a mile of the mall", () => {
    const place = resolve("galeria");
    expect(place?.name).toMatch(/Galleria/);
    const mall = HOUSTON_DESTINATIONS.find((d) => d.id === "galleria-uptown")!;
    expect(haversineMiles(place!, mall)).toBeLessThan(1);
  });

  it("uses neighborhood centroids and their aliases, typos included", () => {
    expect(idOf("Montrose")).toBe("neighborhood:montrose");
    expect(idOf("montose")).toBe("neighborhood:montrose");
    expect(idOf("the Heights")).toBe("neighborhood:heights");
    expect(idOf("Hieghts")).toBe("neighborhood:heights");
    expect(idOf("Katy")).toBe("neighborhood:katy");
    expect(idOf("Third Ward")).toBe("neighborhood:third-ward");
  });

  it("prefers the specific place to a neighborhood alias that means it", () => {
    // "uh" and "nasa" are also aliases of the Third Ward and Clear Lake.
    expect(idOf("uh")).toBe("university-of-houston");
    expect(idOf("nasa")).toBe("nasa-johnson-space-center");
  });

  it("finds a known place named inside a longer text", () => {
    expect(idOf("I work at the Galleria mall, Houston TX")).toBe("galleria-uptown");
    expect(idOf("Texas Children's Hospital in the Medical Center")).toBe("texas-childrens");
    expect(idOf("the Rice University campus")).toBe("rice-university");
    // The longest name wins: "Rice Village" is a neighborhood, not the campus.
    expect(idOf("somewhere in Rice Village please")).toBe("neighborhood:rice-village");
  });

  it("returns null for what it can't place, rather than guessing", () => {
    expect(resolve("Dallas")).toBeNull();
    expect(resolve("my mom's house")).toBeNull();
    expect(resolve("Austin")).toBeNull();
    expect(resolve("")).toBeNull();
    expect(resolve("   ")).toBeNull();
    // Three letters must match exactly: "iha" is not IAH.
    expect(resolve("iha")).toBeNull();
    // A short alias is not found inside other words.
    expect(resolve("uh, somewhere quiet")).toBeNull();
  });

  it("keeps aliases of different gazetteer places apart", () => {
    const owners = new Map<string, string>();
    for (const destination of HOUSTON_DESTINATIONS) {
      // The id is matched too ("nrg-stadium" reads "nrg stadium").
      for (const alias of [destination.name, destination.id, ...destination.aliases].map(normalizePlaceText)) {
        const owner = owners.get(alias);
        expect(owner === undefined || owner === destination.id, `"${alias}" belongs to ${owner} and ${destination.id}`).toBe(true);
        owners.set(alias, destination.id);
      }
    }
  });
});

/** The test neighborhoods and a few more whose names are close to a landmark's (copied from the seed data: core may not import db/). */
const MORE_NEIGHBORHOODS: readonly NeighborhoodPlace[] = [
  ...TEST_NEIGHBORHOODS,
  {
    id: 2,
    slug: "midtown",
    name: "Midtown",
    latitude: 29.7405,
    longitude: -95.3775,
    aliases: ["midtown", "midtwon", "mid town", "midtown houston", "mitdown"],
  },
  {
    id: 7,
    slug: "museum-district",
    name: "Museum District",
    latitude: 29.7227,
    longitude: -95.3893,
    aliases: ["museum district", "hermann park", "museum distict", "museum dist", "museums"],
  },
  {
    id: 9,
    slug: "east-downtown",
    name: "EaDo",
    latitude: 29.7519,
    longitude: -95.3517,
    aliases: ["eado", "east downtown", "e ado", "east dowtown", "east dt"],
  },
  {
    id: 13,
    slug: "memorial",
    name: "Memorial",
    latitude: 29.771,
    longitude: -95.527,
    aliases: ["memorial", "memorial city", "memorial villages", "citycentre", "memorail"],
  },
  {
    id: 20,
    slug: "east-end",
    name: "East End",
    latitude: 29.738,
    longitude: -95.323,
    aliases: ["east end", "eastend", "second ward", "2nd ward", "magnolia park", "est end"],
  },
  {
    id: 15,
    slug: "greenway-plaza",
    name: "Greenway Plaza",
    latitude: 29.731,
    longitude: -95.432,
    aliases: ["greenway plaza", "greenway", "greenway plz", "greeway plaza"],
  },
  {
    id: 22,
    slug: "meyerland",
    name: "Meyerland",
    latitude: 29.686,
    longitude: -95.459,
    aliases: ["meyerland", "meyer land", "myerland", "meyerland plaza", "meyerlands"],
  },
  {
    id: 25,
    slug: "the-woodlands",
    name: "The Woodlands",
    latitude: 30.1658,
    longitude: -95.4613,
    aliases: ["the woodlands", "woodlands", "the woodland", "woodlans", "woodlands tx"],
  },
  {
    id: 27,
    slug: "sugar-land",
    name: "Sugar Land",
    latitude: 29.6197,
    longitude: -95.6349,
    aliases: ["sugar land", "sugarland", "sugar lnd", "first colony", "sugar land tx"],
  },
];
const placeOf = (text: string) => resolveDestination(text, MORE_NEIGHBORHOODS)?.id ?? null;

describe("resolveDestination, landmarks", () => {
  it("finds stadiums, places of worship, campuses and parks as renters name them", () => {
    expect(placeOf("nrg stadium")).toBe("nrg-stadium");
    expect(placeOf("anything near NRG Stadium")).toBe("nrg-stadium");
    expect(placeOf("NRG Park")).toBe("nrg-stadium");
    expect(placeOf("the Astrodome")).toBe("nrg-stadium");
    expect(placeOf("near Lakewood Church")).toBe("lakewood-church");
    expect(placeOf("close to Lakewood Church")).toBe("lakewood-church");
    expect(placeOf("the old Compaq Center")).toBe("lakewood-church");
    expect(placeOf("the soccer stadium")).toBe("shell-energy-stadium");
    expect(placeOf("near the soccer stadium")).toBe("shell-energy-stadium");
    expect(placeOf("Dynamo stadium")).toBe("shell-energy-stadium");
    expect(placeOf("BBVA Compass Stadium")).toBe("shell-energy-stadium");
    expect(placeOf("st thomas")).toBe("university-of-st-thomas");
    expect(placeOf("u of st thomas")).toBe("university-of-st-thomas");
    expect(placeOf("near St. Thomas University")).toBe("university-of-st-thomas");
    expect(placeOf("minute maid park")).toBe("daikin-park");
    expect(placeOf("Minute Maid")).toBe("daikin-park");
    expect(placeOf("Daikin Park")).toBe("daikin-park");
    expect(placeOf("the Astros stadium")).toBe("daikin-park");
    expect(placeOf("toyota center")).toBe("toyota-center");
    expect(placeOf("Toyota Centre")).toBe("toyota-center");
    expect(placeOf("the Rockets arena")).toBe("toyota-center");
    expect(placeOf("TDECU Stadium")).toBe("tdecu-stadium");
    expect(placeOf("George R. Brown")).toBe("george-r-brown-convention-center");
    expect(placeOf("the GRB")).toBe("george-r-brown-convention-center");
    expect(placeOf("Second Baptist")).toBe("second-baptist-woodway");
    expect(placeOf("Co-Cathedral")).toBe("co-cathedral-sacred-heart");
    expect(placeOf("ISGH")).toBe("isgh-main-center");
    expect(placeOf("Beth Yeshurun")).toBe("congregation-beth-yeshurun");
    expect(placeOf("the BAPS mandir")).toBe("baps-mandir");
    expect(placeOf("HBU")).toBe("houston-christian-university");
    expect(placeOf("Houston Christian")).toBe("houston-christian-university");
    expect(placeOf("Lone Star College")).toBe("lone-star-college-cyfair");
    expect(placeOf("UHCL")).toBe("university-of-houston-clear-lake");
    expect(placeOf("University of Houston-Clear Lake")).toBe("university-of-houston-clear-lake");
    expect(placeOf("San Jac")).toBe("san-jacinto-college-central");
    expect(placeOf("Ellington Field")).toBe("efd");
    expect(placeOf("LBJ")).toBe("lbj-hospital");
    expect(placeOf("Memorial Park")).toBe("memorial-park");
    expect(placeOf("near memorial park")).toBe("memorial-park");
    expect(placeOf("the zoo")).toBe("zoo");
    expect(placeOf("the arboretum")).toBe("houston-arboretum");
    expect(placeOf("Buffalo Bayou Park")).toBe("buffalo-bayou-park");
    expect(placeOf("Discovery Green")).toBe("discovery-green");
    expect(placeOf("MFAH")).toBe("museum-of-fine-arts-houston");
    expect(placeOf("Kemah Boardwalk")).toBe("kemah-boardwalk");
    expect(placeOf("Space Center Houston")).toBe("space-center-houston");
    expect(placeOf("JSC")).toBe("nasa-johnson-space-center");
  });

  it("leaves neighborhood names to their neighborhoods", () => {
    expect(placeOf("Memorial")).toBe("neighborhood:memorial");
    expect(placeOf("memorial city")).toBe("neighborhood:memorial");
    expect(placeOf("Hermann Park")).toBe("neighborhood:museum-district");
    expect(placeOf("the Museum District")).toBe("neighborhood:museum-district");
    expect(placeOf("Montrose")).toBe("neighborhood:montrose");
    expect(placeOf("the Heights")).toBe("neighborhood:heights");
    expect(placeOf("Third Ward")).toBe("neighborhood:third-ward");
    expect(placeOf("EaDo")).toBe("neighborhood:east-downtown");
    expect(placeOf("second ward")).toBe("neighborhood:east-end");
    expect(placeOf("Clear Lake")).toBe("neighborhood:clear-lake");
    expect(placeOf("the Woodlands")).toBe("neighborhood:the-woodlands");
    expect(placeOf("Meyerland")).toBe("neighborhood:meyerland");
    expect(placeOf("Sugar Land")).toBe("neighborhood:sugar-land");
    expect(placeOf("Rice Village")).toBe("neighborhood:rice-village");
  });

  it("never places a neighborhood's name or alias at a landmark, nor more than 3 miles from the neighborhood", () => {
    for (const neighborhood of MORE_NEIGHBORHOODS) {
      for (const text of [neighborhood.name, ...(neighborhood.aliases ?? [])]) {
        const place = resolveDestination(text, MORE_NEIGHBORHOODS);
        expect(place?.kind, text).not.toBe("landmark");
        expect(haversineMiles(place!, neighborhood), text).toBeLessThan(3);
      }
    }
  });

  it("does not take everyday words for a landmark", () => {
    // "dog park" is an amenity, one or two letters from "nrg park"; "houston soon" ends "I'm moving to Houston soon".
    for (const text of [
      "dog park",
      "the dog park",
      "rv park",
      "houston soon",
      "houston too",
      "a stadium",
      "the stadium",
      "bars",
      "a church",
      "convention center",
      "lone star flight museum",
      "space center blvd",
    ]) {
      expect(resolve(text)?.kind ?? null, text).not.toBe("landmark");
      expect(placeOf(text)?.startsWith("neighborhood:") ?? true, text).toBe(true);
    }
  });
});
