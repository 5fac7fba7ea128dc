/**
 * The client's "If Leased: the lease" form as the server renders it (without JavaScript): each prefilled value is the
 * input's default, the community is a select named leasedApartmentId labelled "Community" (the search box above it
 * needs JavaScript, so it is not rendered), the prefilled community's floor plans, and "Moving from" only for a
 * client we placed before.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeaseFormDefaults } from "../../../db/queries/admin/lease-form-defaults.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { ClientWorkspace } from "./client-workspace.tsx";

const communities = [
  { value: "7", label: "The Ivy" },
  { value: "8", label: "Egret Point" },
  { value: "9", label: "Tom & Jerry's Lofts" },
];

const prefilled: LeaseFormDefaults = {
  prefill: { apartmentId: 8, source: "tour", floorPlanId: 81, rent: 1650, moveIn: "2027-02-15", previousApartmentId: 9 },
  plans: [
    { id: 80, name: "A1", beds: 0, rent: 1200 },
    { id: 81, name: "B2", beds: 2, rent: 1650 },
  ],
  previousCommunities: [{ apartmentId: 9, community: "Tom & Jerry's Lofts" }],
};

function record(leaseForm: LeaseFormDefaults | null): EditRecord {
  return {
    id: 42,
    version: 5,
    label: "Ana Díaz",
    slug: "42",
    values: {},
    extra: {
      client: { name: "Ana Díaz", email: "ana@example.com", phone: null, stage: "touring", lostReason: null, createdAt: "2026-05-01T12:00:00Z", stageChangedAt: "2026-05-02T12:00:00Z", mergedInto: null },
      account: null,
      optionsListId: null,
      inquiries: [],
      leases: [],
      tours: [],
      matches: [],
      merges: [],
      timeline: [],
      ...(leaseForm ? { leaseForm } : {}),
    },
  };
}

function render(leaseForm: LeaseFormDefaults | null, errors: Record<string, string> = {}) {
  const Stub = createRoutesStub([
    { path: "/admin/clients/:id", HydrateFallback: () => null, Component: () => <ClientWorkspace record={record(leaseForm)} errors={errors} options={{ leasedApartmentId: communities }} /> },
  ]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/admin/clients/42"]} />);
  const start = html.indexOf("If Leased: the lease");
  return html.slice(start, html.indexOf("</details>", start));
}

const element = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? null;
const selected = (html: string, name: string) => {
  const start = html.indexOf(`name="${name}"`);
  const select = html.slice(start, html.indexOf("</select>", start));
  return /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1] ?? /<option[^>]*selected=""[^>]*value="([^"]*)"/.exec(select)?.[1] ?? null;
};

describe("the client's Leased form", () => {
  it("shows each prefilled value as its input's default, and says where they came from", () => {
    const html = render(prefilled);
    expect(selected(html, "leasedApartmentId")).toBe("8");
    expect(selected(html, "leasedFloorPlanId")).toBe("81");
    expect(element(html, "input", "leaseRent")).toContain('value="1650"');
    expect(element(html, "input", "leaseMoveIn")).toContain('value="2027-02-15"');
    expect(selected(html, "leasePreviousApartmentId")).toBe("9");
    expect(html).toContain("Prefilled: community from their booked tour; rent from the floor plan&#x27;s listed rent; move-in from their inquiry; moving from their last lease with us.");
    expect(html).toContain("B2 · 2 bd · $1,650");
    expect(html).toContain("A1 · studio · $1,200");
  });

  it("keeps the community a plain select labelled Community, with every community, and no search box without JavaScript", () => {
    const html = render(prefilled);
    const id = /<select[^>]*id="([^"]+)"[^>]*name="leasedApartmentId"/.exec(html)![1]!;
    expect(html).toContain(`<label class="mt-2 block" for="${id}">Community</label>`);
    const start = html.indexOf('name="leasedApartmentId"');
    expect(html.slice(start, html.indexOf("</select>", start)).match(/<option value="\d+"/g)).toHaveLength(3);
    expect(html).not.toContain('type="search"');
  });

  it("starts blank for a client who did nothing yet: no plan or Moving from field", () => {
    const html = render(null);
    expect(selected(html, "leasedApartmentId")).toBe("");
    expect(element(html, "select", "leasedFloorPlanId")).toBeNull();
    expect(element(html, "select", "leasePreviousApartmentId")).toBeNull();
    expect(element(html, "input", "leaseRent")).not.toContain("value=");
    expect(html).not.toContain("Prefilled");
  });

  it("puts a refused Moving from beside its field, with the form open", () => {
    const html = render(prefilled, { leasePreviousApartmentId: "That community is no longer in the catalogue: choose another or leave it empty." });
    expect(html).toContain("That community is no longer in the catalogue");
    expect(element(html, "select", "leasePreviousApartmentId")).toContain('aria-invalid="true"');
  });
});
