import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../validation.ts";
import { isCommonPassword, LoginSchema, PasswordChangeSchema, ProfileUpdateSchema, RegisterSchema, safeRedirectPath } from "./credentials.ts";

describe("RegisterSchema", () => {
  const valid = { username: "maya.t", email: "maya@example.com", password: "bayou-lantern-77" };

  it("accepts a good registration and defaults isAdmin to false", () => {
    expect(RegisterSchema.parse(valid)).toEqual({ ...valid, displayName: null, isAdmin: false });
  });

  it("names each bad field", () => {
    const result = RegisterSchema.safeParse({ username: "x!", email: "nope", password: "short" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!);
    expect(Object.keys(errors).sort()).toEqual(["email", "password", "username"]);
  });

  it("refuses common passwords whatever their case, and over-long ones", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("bayou-lantern-77")).toBe(false);
    expect(RegisterSchema.safeParse({ ...valid, password: "iloveyou" }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...valid, password: "x".repeat(129) }).success).toBe(false);
  });

  it("keeps usernames to 3-32 characters of a-z 0-9 _ . -", () => {
    expect(RegisterSchema.safeParse({ ...valid, username: "ab" }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...valid, username: "a".repeat(33) }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...valid, username: "has space" }).success).toBe(false);
    expect(RegisterSchema.safeParse({ ...valid, username: "Good_name-1.x" }).success).toBe(true);
  });

  it("rejects a non-boolean isAdmin", () => {
    expect(RegisterSchema.safeParse({ ...valid, isAdmin: "yes" }).success).toBe(false);
  });
});

describe("other account schemas", () => {
  it("requires both sign-in fields", () => {
    expect(LoginSchema.safeParse({ username: "", password: "" }).success).toBe(false);
  });
  it("turns empty profile fields into null and leaves absent ones alone", () => {
    expect(ProfileUpdateSchema.parse({ displayName: "", photoUrl: "https://x.test/p.png" })).toEqual({
      displayName: null,
      photoUrl: "https://x.test/p.png",
    });
    expect(ProfileUpdateSchema.parse({})).toEqual({});
    expect(ProfileUpdateSchema.safeParse({ photoUrl: "javascript:alert(1)" }).success).toBe(false);
  });
  it("wants a new password that differs from the current one", () => {
    const same = PasswordChangeSchema.safeParse({ currentPassword: "bayou-lantern-77", newPassword: "bayou-lantern-77" });
    expect(same.success).toBe(false);
    expect(fieldErrorsOf(same.error!).newPassword).toMatch(/differ/);
  });
});

describe("safeRedirectPath", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirectPath("/favorites?x=1")).toBe("/favorites?x=1");
  });
  it("drops anything that could leave the site", () => {
    for (const bad of ["https://evil.test", "//evil.test", "/\\evil.test", "favorites", "", null, 3, "/a\nb"]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});
