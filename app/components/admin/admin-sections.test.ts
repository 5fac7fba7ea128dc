import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { usesAdminChrome } from "./admin-chrome.ts";
import { ADMIN_NAV, activeAdminNavSlug } from "./admin-sections.ts";

describe("ADMIN_NAV", () => {
  it("lists the dashboard and every section in the order of issue 13 (clients, decision 035, before their inquiries)", () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      "Dashboard",
      "Neighborhoods",
      "Apartments",
      "Amenities",
      "Import",
      "Blog posts",
      "Clients",
      "Client inquiries",
      "Client options",
      "Invoices",
      "User profiles",
      "Chat history",
      "Outbox",
    ]);
  });

  it("links only to paths that app/routes.ts declares", () => {
    const paths = new Set<string>();
    const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
      for (const entry of entries) {
        if (entry.path) paths.add(`/${entry.path}`);
        if (Array.isArray(entry.children)) walk(entry.children);
      }
    };
    walk(routes);
    for (const item of ADMIN_NAV) expect(paths, item.to).toContain(item.to);
  });
});

describe("activeAdminNavSlug", () => {
  it("marks the section of a list or an item page", () => {
    expect(activeAdminNavSlug("/admin/dashboard")).toBe("dashboard");
    expect(activeAdminNavSlug("/admin/apartments")).toBe("apartments");
    expect(activeAdminNavSlug("/admin/blog-posts/12")).toBe("blog-posts");
  });

  it("puts the apartment manager under Apartments", () => {
    expect(activeAdminNavSlug("/admin/apartment-manager/3")).toBe("client-options");
  });

  it("marks nothing outside the sections", () => {
    expect(activeAdminNavSlug("/admin")).toBeUndefined();
    expect(activeAdminNavSlug("/admin/login")).toBeUndefined();
    expect(activeAdminNavSlug("/admin/nothing-here")).toBeUndefined();
  });
});

describe("usesAdminChrome", () => {
  const match = (handle: unknown) => ({ id: "x", pathname: "/", params: {}, data: undefined, loaderData: undefined, handle });
  it("is true only when a matched route declares the admin chrome", () => {
    expect(usesAdminChrome([match(undefined), match({ chrome: "admin" }), match(undefined)])).toBe(true);
    expect(usesAdminChrome([match(undefined), match({ other: true })])).toBe(false);
    expect(usesAdminChrome([])).toBe(false);
  });
});
