import { describe, expect, it } from "vitest";
import { haversineMiles } from "../geo/distance.ts";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import { normalizePlaceText, resolveDestination } from "./resolve-destination.ts";
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
      for (const alias of [destination.name, ...destination.aliases].map(normalizePlaceText)) {
        const owner = owners.get(alias);
        expect(owner === undefined || owner === destination.id, `"${alias}" belongs to ${owner} and ${destination.id}`).toBe(true);
        owners.set(alias, destination.id);
      }
    }
  });
});
