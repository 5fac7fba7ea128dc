import { describe, expect, it } from "vitest";
import { adminSignInDestination, registrationDestination, signInDestination } from "./after-sign-in.ts";
import { greetingName, welcomeBackMessage } from "./greeting.ts";

const renter = { isAdmin: false };
const admin = { isAdmin: true };

describe("signInDestination (/auth)", () => {
  it("returns to the page the guard stopped the visitor on", () => {
    expect(signInDestination(renter, "/favorites?sort=new")).toBe("/favorites?sort=new");
    expect(signInDestination(admin, "/admin/apartments/3")).toBe("/admin/apartments/3");
  });
  it("sends administrators to the dashboard and others home without a usable redirect", () => {
    expect(signInDestination(admin, null)).toBe("/admin/dashboard");
    expect(signInDestination(renter, undefined)).toBe("/");
    expect(signInDestination(renter, "https://evil.example/")).toBe("/");
    expect(signInDestination(admin, "//evil.example")).toBe("/admin/dashboard");
  });
  it("does not send a renter into the admin area", () => {
    expect(signInDestination(renter, "/admin/dashboard")).toBe("/");
  });
});

describe("adminSignInDestination (/admin/login)", () => {
  it("sends non-administrators home whatever they asked for", () => {
    expect(adminSignInDestination(renter, "/favorites")).toBe("/");
    expect(adminSignInDestination(renter, "/admin/apartments")).toBe("/");
  });
  it("sends administrators to the admin page they asked for, else the dashboard", () => {
    expect(adminSignInDestination(admin, "/admin/blog-posts?draft=1")).toBe("/admin/blog-posts?draft=1");
    expect(adminSignInDestination(admin, "/favorites")).toBe("/admin/dashboard");
    expect(adminSignInDestination(admin, "/admin/login")).toBe("/admin/dashboard");
    expect(adminSignInDestination(admin, "/administrator")).toBe("/admin/dashboard");
    expect(adminSignInDestination(admin, null)).toBe("/admin/dashboard");
  });
});

describe("registrationDestination", () => {
  it("takes an administrator who created an account to the user profiles", () => {
    expect(registrationDestination(true, "/favorites")).toBe("/admin/user-profiles");
  });
  it("takes a new renter back to where they were, or home", () => {
    expect(registrationDestination(false, "/apartments/skylark-commons")).toBe("/apartments/skylark-commons");
    expect(registrationDestination(false, "//evil.example")).toBe("/");
    expect(registrationDestination(false, "/admin/dashboard")).toBe("/");
  });
});

describe("greeting", () => {
  it("uses the display name, else the username", () => {
    expect(greetingName({ displayName: "  Maria Cruz ", username: "maria" })).toBe("Maria Cruz");
    expect(greetingName({ displayName: "   ", username: "maria" })).toBe("maria");
    expect(welcomeBackMessage({ displayName: null, username: "maria" })).toBe("Welcome back, maria!");
  });
});
