/**
 * The sign-in redirects of the page guards send the person back to the page they
 * asked for, also when the request is a client-side navigation's /page.data one
 * (future.v8_passThroughRequests hands loaders and middleware the raw request).
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requireAdminPage, requireSignedInPage, signInPath } from "./guards.server.ts";
import { viewerContext } from "./viewer.ts";

function guestContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(viewerContext, { user: null, sessionId: null, guestId: null });
  return context;
}

function locationOf(thrown: unknown): string | null {
  return thrown instanceof Response ? thrown.headers.get("Location") : null;
}

function thrownBy(guard: () => unknown): unknown {
  try {
    guard();
  } catch (error) {
    return error;
  }
  throw new Error("the guard let a guest through");
}

describe("page guards' sign-in redirects", () => {
  it("name the page, with its query, for a document request", () => {
    const request = new Request("http://localhost/account?tab=password");
    expect(locationOf(thrownBy(() => requireSignedInPage(guestContext(), request)))).toBe("/auth?redirect=%2Faccount%3Ftab%3Dpassword");
  });

  it("name the page, not its data, for a client-side navigation", () => {
    const request = new Request("http://localhost/admin/dashboard.data?_routes=routes%2Fadmin%2Fdashboard");
    expect(locationOf(thrownBy(() => requireAdminPage(guestContext(), request)))).toBe("/admin/login?redirect=%2Fadmin%2Fdashboard");
    const nested = new Request("http://localhost/clients/7.data?tab=all");
    expect(locationOf(thrownBy(() => requireSignedInPage(guestContext(), nested)))).toBe("/auth?redirect=%2Fclients%2F7%3Ftab%3Dall");
    const trailingSlash = new Request("http://localhost/account/_.data");
    expect(locationOf(thrownBy(() => requireSignedInPage(guestContext(), trailingSlash)))).toBe("/auth?redirect=%2Faccount%2F");
  });

  it("drop a query too long to carry (the page alone), and a target that is not a safe one", () => {
    const long = new Request(`http://localhost/account?q=${"x".repeat(10_000)}`);
    expect(locationOf(thrownBy(() => requireSignedInPage(guestContext(), long)))).toBe("/auth?redirect=%2Faccount");
    expect(signInPath("//evil.example/account")).toBe("/auth");
    expect(signInPath("/listings?q=漢", "/admin/login")).toBe("/admin/login?redirect=%2Flistings%3Fq%3D%25E6%25BC%25A2");
  });
});
