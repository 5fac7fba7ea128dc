/**
 * The client's "Register with properties" section (decision 036), as the server renders it: the registrations so far
 * in Houston time, and a plain form (no JavaScript needed) with a checkbox per community of the client's search:
 * disabled with the reason when it has no leasing contact, marked when its registration still holds; the message of
 * a refused registration beside the section.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import type { ClientRegistration, RegistrationCandidateView } from "../../../db/queries/referral-registrations.ts";
import { ClientWorkspace } from "./client-workspace.tsx";

const registrations: ClientRegistration[] = [
  { id: 2, apartmentId: 7, community: "The Ivy", toAddress: "leasing@ivy.example", sentAt: "2026-06-01T19:05:00.000Z", expiresOn: "2026-07-31", expired: false },
  { id: 1, apartmentId: 8, community: "Egret Point", toAddress: "leasing@egret.example", sentAt: "2026-03-01T16:00:00.000Z", expiresOn: "2026-04-30", expired: true },
];
const candidates: RegistrationCandidateView[] = [
  { apartmentId: 7, community: "The Ivy", sources: ["options", "inquiry"], leasingContactEmail: "leasing@ivy.example", hasTerms: true, paysLocators: true, openUntil: "2026-07-31" },
  { apartmentId: 8, community: "Egret Point", sources: ["options"], leasingContactEmail: "leasing@egret.example", hasTerms: true, paysLocators: true, openUntil: null },
  { apartmentId: 9, community: "Tom & Jerry's Lofts", sources: ["tour"], leasingContactEmail: null, hasTerms: false, paysLocators: null, openUntil: null },
];

function record(extra: Record<string, unknown> = {}): EditRecord {
  return {
    id: 42,
    version: 5,
    label: "Ana Díaz",
    slug: "42",
    values: {},
    extra: {
      client: { name: "Ana Díaz", email: "ana@example.com", phone: null, stage: "touring", lostReason: null, createdAt: "2026-05-01T12:00:00Z", stageChangedAt: "2026-05-02T12:00:00Z", mergedInto: null },
      account: null,
      optionsListId: 3,
      inquiries: [],
      leases: [],
      tours: [],
      matches: [],
      merges: [],
      timeline: [],
      registrations,
      registrationCandidates: candidates,
      ...extra,
    },
  };
}

function render(rec: EditRecord, errors: Record<string, string> = {}) {
  const Stub = createRoutesStub([{ path: "/admin/clients/:id", HydrateFallback: () => null, Component: () => <ClientWorkspace record={rec} errors={errors} options={{}} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/admin/clients/42"]} />);
  const start = html.indexOf('<section id="register"');
  const section = html.slice(start, html.indexOf("</section>", start));
  return { section, text: section.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ") };
}

describe("the client's Register with properties section", () => {
  it("is the #register anchor the options list links to, and lists the registrations in Houston time", () => {
    const { section, text } = render(record());
    expect(section).not.toBe("");
    expect(text).toContain("Register with properties");
    expect(text).toContain("The Ivy : sent Jun 1, 2026, 2:05 PM to leasing@ivy.example, valid until Jul 31, 2026 Open");
    expect(text).toContain("Egret Point : sent Mar 1, 2026, 10:00 AM to leasing@egret.example, valid until Apr 30, 2026 Expired");
  });

  it("posts intent register with the checked apartmentIds and the version, from a plain form", () => {
    const { section } = render(record());
    expect(section).toContain('method="post"');
    expect(section).toContain('<input type="hidden" name="version" value="5"/>');
    const button = /<button[^>]*>/.exec(section)![0];
    expect(button).toContain('type="submit"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="register"');
    expect(section).toContain("Register client");
    expect(section.match(/name="apartmentIds"/g)).toHaveLength(3);
  });

  it("disables a community without a leasing contact, with the reason and a link to it, and marks an open registration", () => {
    const { section, text } = render(record());
    const box = (id: number) => new RegExp(`<input[^>]*name="apartmentIds"[^>]*value="${id}"[^>]*>`).exec(section)![0];
    expect(box(9)).toContain("disabled");
    expect(box(8)).not.toContain("disabled");
    expect(box(7)).not.toContain("disabled");
    expect(text).toContain("No Commission terms yet: it cannot be registered.");
    expect(section).toContain('href="/admin/apartments/9"');
    expect(text).toContain("Registered until Jul 31, 2026");
    expect(text).toContain("(on the options list, asked about)");
    expect(text).toContain("To leasing@egret.example");
  });

  it("shows a refusal beside the section", () => {
    const { text } = render(record(), { register: "Add a leasing contact e-mail to Egret Point's Commission terms first." });
    expect(text).toContain("Add a leasing contact e-mail to Egret Point's Commission terms first.");
  });

  it("says when there is nothing to register and when the client has no e-mail address", () => {
    const { text, section } = render(
      record({
        registrations: [],
        registrationCandidates: [],
        client: { name: "Ana", email: null, phone: null, stage: "new", lostReason: null, createdAt: "2026-05-01T12:00:00Z", stageChangedAt: "2026-05-01T12:00:00Z", mergedInto: null },
      }),
    );
    expect(text).toContain("No registration sent yet.");
    expect(text).toContain("Nothing to register yet");
    expect(text).toContain("The client has no e-mail address");
    expect(section).not.toContain('value="register"');
  });
});
