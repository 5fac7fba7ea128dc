import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseCommunityExtras } from "../../../core/admin/community-form.ts";
import { AmenityLinksEditor, amenityLinkRawValues } from "./amenity-links-editor.tsx";
import { FloorPlansEditor, floorPlanRawValues } from "./floor-plans-editor.tsx";

const PLANS = [
  { id: 11, name: "A1", beds: 1, baths: 1, sqft: 700, rent: 1200, unitsAvailable: 2, availableFrom: "2026-12-01" },
  { id: 12, name: "B2", beds: 2, baths: 2.5, sqft: 1050, rent: 1800, unitsAvailable: 0, availableFrom: "2027-01-15" },
];

/** The inputs a server render holds, as the form would post them (unticked boxes absent). */
function postedBy(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (!name) continue;
    const checkbox = tag.includes('type="checkbox"');
    if (checkbox && !tag.includes("checked")) continue;
    form.append(name.replace(/&amp;/g, "&"), /value="([^"]*)"/.exec(tag)?.[1] ?? (checkbox ? "on" : ""));
  }
  return form;
}

describe("FloorPlansEditor", () => {
  it("renders the stored plans and one blank row, and posts back exactly the stored plans", () => {
    const html = renderToStaticMarkup(<FloorPlansEditor raw={floorPlanRawValues(PLANS)} errors={{}} />);
    expect(html).toContain('name="plans.2.name"');
    expect(html).not.toContain('name="plans.3.name"');
    expect(html).toContain('<input type="hidden" name="plans.0.id" value="11"/>');
    // Without JavaScript there is no Add button (the blank row does its job).
    expect(html).not.toContain("Add a floor plan");
    const parsed = parseCommunityExtras(postedBy(html));
    expect(parsed).toMatchObject({ ok: true, values: { plans: PLANS } });
  });

  it("labels every input and puts each error beside its field", () => {
    const raw = { ...floorPlanRawValues(PLANS), "plans.1.rent": "cheap" };
    const html = renderToStaticMarkup(<FloorPlansEditor raw={raw} errors={{ "plans.1.rent": "Rent must be a whole number.", plans: "Too many." }} />);
    const input = /<input[^>]*name="plans.1.rent"[^>]*>/.exec(html)![0];
    const id = /id="([^"]+)"/.exec(input)![1]!;
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${id}-error"`);
    expect(html).toContain(`<p id="${id}-error" class="mt-0.5 text-xs font-medium text-red-700">Rent must be a whole number.</p>`);
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Rent<span class="sr-only">, plan B2</span></label>`));
    expect(html).toContain("Too many.");
    // After an error the rows are those sent back: the blank one is not doubled.
    const again = renderToStaticMarkup(<FloorPlansEditor raw={{ ...raw, "plans.2.id": "", "plans.2.name": "" }} errors={{}} />);
    expect(again).toContain('name="plans.2.name"');
    expect(again).not.toContain('name="plans.3.name"');
  });

  it("offers a blank row on a new community", () => {
    const html = renderToStaticMarkup(<FloorPlansEditor raw={{}} errors={{}} />);
    expect(html).toContain('name="plans.0.name"');
    expect(html).toContain("new plan");
  });
});

describe("AmenityLinksEditor", () => {
  const options = [
    { value: "4", label: "Pool" },
    { value: "9", label: "Gym" },
    { value: "12", label: "EV charging" },
  ];

  it("ticks the linked amenities with their notes and posts them back", () => {
    const links = [
      { id: 4, note: "heated" },
      { id: 12, note: null },
    ];
    const html = renderToStaticMarkup(<AmenityLinksEditor options={options} raw={amenityLinkRawValues(links)} errors={{}} />);
    expect(html).toContain(">Note for Gym</label>");
    const parsed = parseCommunityExtras(postedBy(html));
    expect(parsed).toMatchObject({ ok: true, values: { amenityLinks: links } });
  });

  it("shows a note's error beside it", () => {
    const html = renderToStaticMarkup(<AmenityLinksEditor options={options} raw={{ amenities: "9", "amenityNote.9": "x" }} errors={{ "amenityNote.9": "A note must be at most 120 characters." }} />);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="([^"]+)-note-error"/);
    expect(html).toContain("A note must be at most 120 characters.");
  });
});
