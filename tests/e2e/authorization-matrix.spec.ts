/**
 * Who gets what, built from the route table itself (tests/route-table.ts): every
 * leaf route of app/routes.ts, every method it serves, asked as a guest (no
 * cookie), a renter (the owner of the sample data), another renter and an
 * administrator. A route joins the matrix by being declared: the first test
 * fails, naming it, until EXPECTATIONS says what each role gets there.
 *
 * Denied pages redirect as spec section 4 says; denied API calls answer
 * 401/403/404 with {message} and never the owner's data: no response to anyone
 * but the owner may contain the owner's username, e-mail, session names or
 * messages, and the owner's sessions are unchanged after the others' attempts.
 * Writes carry valid bodies, so a cell tests authorization, not validation;
 * calls that end or replace a session (sign-in, sign-out, password change,
 * account deletion) use a fresh identity of the role.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fillPattern, routeTable, type RouteEntry } from "../route-table.ts";
import { ADMIN, PASSWORD, createApi, signIn, signUp, uniqueName, type Api, type ApiResponse } from "./api-helpers.ts";

type Role = "guest" | "user" | "other" | "admin";
const ROLES: Role[] = ["guest", "user", "other", "admin"];
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a role gets: a status, a redirect, or the sign-in redirect of spec section 4
 * ("sign-in": /auth?redirect=<path>, "admin-sign-in": /admin/login?redirect=<path>).
 */
type Outcome = number | { redirect: string } | "sign-in" | "admin-sign-in";
type Outcomes = Record<Role, Outcome>;

/** Whoever a cell is asked as: null for a guest. */
interface Identity {
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** Real sample values read from the running server, and the owner's data made in beforeAll. */
interface Samples {
  apartmentSlug: string;
  /** An apartment in the owner's favorites. */
  apartmentId: number;
  /** Another apartment, for the favorite writes (the owner's favorites stay as they are). */
  otherApartmentId: number;
  postSlug: string;
  neighborhoodSlug: string;
  owner: Identity & { id: number };
  /** The owner's saved chat session per family. */
  ownerSession: Record<"sidebar-chat" | "general-chat", { id: number; name: string }>;
  /** A renter whose credentials the guest's sign-in cells use. */
  signInTarget: Identity;
  /** The owner's options list, made by the administrator (the apartment manager adds a community and shares it). */
  ownerList: { id: number };
  /** A tour the owner booked while signed in. */
  ownerTour: { id: number };
  /** What one of the owner's chat statements saved to their profile (its reply's profileChangeId, decision 034). */
  ownerChange: { id: number };
}

interface Ask {
  method: Method;
  /** Appended to the path, e.g. "?redirect=%2Flistings". */
  query?: string;
  /** A JSON body. */
  json?: (s: Samples, me: Identity | null) => unknown;
  /** A page form, posted as application/x-www-form-urlencoded. */
  form?: (s: Samples, me: Identity | null) => Record<string, string>;
  /** The call ends or replaces the caller's session: signed-in roles use a fresh identity. */
  fresh?: true;
  /** A back-office screen whose purpose is to show renters' data (chat history): the owner's data may reach the admin, never another role. */
  adminReadsOwner?: true;
  expect: Outcomes;
  /** More to check of a successful response, per role (e.g. that another renter's list lacks the owner's favorite). */
  check?: (response: ApiResponse, role: Role, s: Samples) => void;
}

interface Expectation {
  /** Values of the route's dynamic segments; the default is SAMPLE_PARAM. */
  params?: (s: Samples, route: RouteEntry) => Record<string, string>;
  asks: Ask[];
}

const all = (outcome: Outcome): Outcomes => ({ guest: outcome, user: outcome, other: outcome, admin: outcome });
/** Signed-in API callers only (401 for guests). */
const signedIn = (outcome: Outcome): Outcomes => ({ guest: 401, user: outcome, other: outcome, admin: outcome });
/** The owner's own resource: 404 for anyone else signed in, as for an id that does not exist. */
const ownerOnly = (outcome: Outcome): Outcomes => ({ guest: 401, user: outcome, other: 404, admin: 404 });
const adminPage: Outcomes = { guest: "admin-sign-in", user: { redirect: "/" }, other: { redirect: "/" }, admin: 200 };
/** /favorites: renters; administrators go to their dashboard. */
const renterPage: Outcomes = { guest: "sign-in", user: 200, other: 200, admin: { redirect: "/admin/dashboard" } };

const get = (expect: Outcomes, extra: Partial<Ask> = {}): Ask => ({ method: "GET", expect, ...extra });
const publicPage: Expectation = { asks: [get(all(200))] };
const publicJson: Expectation = { asks: [get(all(200))] };

const inquiryForm = (): Record<string, string> => ({
  name: "Matrix Visitor",
  email: `${uniqueName("matrix-inquiry")}@example.com`,
  message: "Is a two-bedroom open next month?",
});
const chatTurn = (family: "sidebar-chat" | "general-chat") => (s: Samples) => ({ chatInput: "What is Montrose like?", sessionId: s.ownerSession[family].id });
const familyOf = (route: RouteEntry): "sidebar-chat" | "general-chat" => (route.pattern.startsWith("/api/general-chat/") ? "general-chat" : "sidebar-chat");
const ownerSessionParams = (s: Samples, route: RouteEntry) => ({ id: String(s.ownerSession[familyOf(route)].id) });

/** Another renter's favorites and the administrator's never include the owner's. */
const lacksOwnerFavorite = (response: ApiResponse, role: Role, s: Samples) => {
  if (role === "user") expect(response.body).toContain(s.apartmentId);
  else if (response.status === 200) expect(response.body).not.toContain(s.apartmentId);
};

function sessionExpectations(): Record<string, Expectation> {
  const out: Record<string, Expectation> = {};
  for (const family of ["sidebar-chat", "general-chat"] as const) {
    out[`api-${family}-sessions`] = {
      asks: [
        get(signedIn(200), {
          check: (response, role, s) => {
            const names = (response.body as { sessionName: string }[]).map((x) => x.sessionName);
            if (role === "user") expect(names).toContain(s.ownerSession[family].name);
          },
        }),
        { method: "POST", json: () => ({ sessionName: "Matrix session", messages: [{ role: "user", content: "hello" }] }), expect: signedIn(201) },
      ],
    };
    out[`api-${family}-session`] = {
      params: ownerSessionParams,
      asks: [{ method: "PUT", json: () => ({ messages: [{ role: "user", content: "one more" }] }), expect: ownerOnly(200) }],
    };
    out[`api-${family}-session-rename`] = {
      params: ownerSessionParams,
      // The owner renames to the same name, so the session stays recognisable for the others' checks.
      asks: [{ method: "PATCH", json: (s, me) => ({ sessionName: me?.username === s.owner.username ? s.ownerSession[family].name : "Taken over" }), expect: ownerOnly(200) }],
    };
    out[`api-${family}-session-messages`] = { params: ownerSessionParams, asks: [get(ownerOnly(200))] };
  }
  return out;
}

/** Every route id of app/routes.ts, and what each role gets there. */
const EXPECTATIONS: Record<string, Expectation> = {
  // Public pages.
  "routes/home": publicPage,
  "routes/neighborhoods": publicPage,
  "routes/neighborhood": publicPage,
  "routes/listings": publicPage,
  "routes/apartment": { asks: [get(all(200)), { method: "POST", form: inquiryForm, expect: all(200) }] },
  "routes/blog": publicPage,
  "routes/blog-post": publicPage,
  "routes/process": publicPage,
  "routes/about": publicPage,
  "routes/contact": { asks: [get(all(200)), { method: "POST", form: inquiryForm, expect: all(200) }] },
  // Guests answer with a guest cookie; the first step's form sends everyone on to step 2.
  "routes/get-matched": {
    asks: [get(all(200)), { method: "POST", form: () => ({ step: "1", name: "Matrix Renter" }), expect: all({ redirect: "/get-matched?step=2" }) }],
  },
  "routes/chat": publicPage,
  "routes/preference-suggestion": {
    asks: [get(all(200)), { method: "POST", form: (s) => ({ intent: "feedback", apartmentId: String(s.apartmentId), feedback: "A little far from work." }), expect: all(200) }],
  },
  "routes/privacy": publicPage,
  "routes/terms": publicPage,
  "routes/sitemap": publicPage,
  // Saved searches (decision 027): the page is /account's; the save form sends a guest to sign in and back to the
  // search, a renter back to it, an administrator (no saved searches) to the dashboard.
  "routes/saved-searches": {
    asks: [
      get(all({ redirect: "/account#saved-searches" })),
      {
        method: "POST",
        form: () => ({ intent: "save", search: "beds=2&page=2", name: "Matrix search" }),
        expect: {
          guest: { redirect: `/auth?redirect=${encodeURIComponent("/listings?beds=2")}` },
          user: { redirect: "/listings?beds=2" },
          other: { redirect: "/listings?beds=2" },
          admin: { redirect: "/admin/dashboard" },
        },
      },
    ],
  },
  // The e-mails' unsubscribe page answers to its signed token alone, the same for everyone: without a valid one, a 400.
  "routes/alerts-unsubscribe": {
    asks: [get(all(400)), { method: "POST", form: () => ({ token: "1.not-a-signature" }), expect: all(400) }],
  },
  // The e-mail verification link (decision 028) answers to its signed token alone, the same for everyone: without a
  // valid one a 400, a GET never verifies, and no session decides whose address it is.
  "routes/verify-email": {
    asks: [
      get(all(400)),
      get(all(400), { query: "?token=1.1999999999.not-a-signature" }),
      { method: "POST", form: () => ({ token: "1.1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }), expect: all(400) },
    ],
  },
  "routes/legal.information-about-brokerage-services": publicPage,
  "routes/legal.consumer-protection-notice": publicPage,
  // Anyone may compare; a signed-in renter's page is theirs (their match and commute), still a 200 for every role.
  "routes/compare": { asks: [get(all(200)), get(all(200), { query: "?ids=no-such-community,also-not-here&beds=2" })] },
  "routes/images.$kind.$file": { params: (s) => ({ kind: "apartment", file: `${s.apartmentSlug}.svg` }), asks: [get(all(200))] },
  // Uploaded photos are public; a file name no photo has is a 404 for everyone (a real one: tests/e2e/admin-photos.spec.ts).
  "routes/media-photo": { params: () => ({ file: "1-0000000000000000-480.webp" }), asks: [get(all(404))] },

  // The JSON API: public reads.
  "routes/api/neighborhoods": publicJson,
  "routes/api/amenities": publicJson,
  "routes/api/apartments": publicJson,
  "routes/api/apartment": publicJson,
  "routes/api/neighborhood-card-data": publicJson,
  "routes/api/blog-card-data": publicJson,
  "routes/api/blog-posts": publicJson,
  // Accounts. A renter may register another account (it signs them in as that one); only an administrator may create an administrator.
  "routes/api/register": {
    asks: [
      { method: "POST", fresh: true, json: () => newAccount(), expect: all(201) },
      { method: "POST", json: () => ({ ...newAccount(), isAdmin: true }), expect: { guest: 403, user: 403, other: 403, admin: 201 } },
    ],
  },
  // The same contract at both addresses (spec section 7): the caller signs in with their own credentials.
  "routes/api/login": { asks: [{ method: "POST", fresh: true, json: credentialsOf, expect: all(200) }] },
  "routes/api/admin-login": { asks: [{ method: "POST", fresh: true, json: credentialsOf, expect: all(200) }] },
  "routes/api/logout": { asks: [{ method: "POST", fresh: true, expect: all(204) }] },
  "routes/api/user": { asks: [get(all(200), { check: (r, role) => expect(r.body.isGuest).toBe(role === "guest") })] },
  // Each role gets only its own: the owner's favorite reaches the owner alone.
  "routes/api/viewer": {
    asks: [
      get(all(200), {
        check: (r, role, s) => {
          if (role === "guest") expect(r.body.user).toBeNull();
          else expect(r.body.user.username).toBeTruthy();
          if (role === "user") expect(r.body.favoriteIds).toContain(s.apartmentId);
          else expect(r.body.favoriteIds).not.toContain(s.apartmentId);
        },
      }),
    ],
  },
  "routes/api/me": {
    asks: [
      get(signedIn(200), { check: (r, role, s) => role === "user" && expect(r.body.username).toBe(s.owner.username) }),
      { method: "PATCH", json: () => ({ displayName: "Matrix Name" }), expect: signedIn(200) },
      { method: "DELETE", fresh: true, json: (_s, me) => ({ password: me?.password ?? PASSWORD }), expect: signedIn(204) },
    ],
  },
  "routes/api/me-password": {
    asks: [{ method: "PUT", fresh: true, json: (_s, me) => ({ currentPassword: me?.password ?? PASSWORD, newPassword: "Matrix-New-Password-2026" }), expect: signedIn(204) }],
  },
  "routes/api/favorites": { asks: [get(signedIn(200), { check: lacksOwnerFavorite })] },
  "routes/api/favorite": {
    params: (s) => ({ apartmentId: String(s.otherApartmentId) }),
    asks: [
      { method: "PUT", expect: signedIn(200), check: lacksOwnerFavorite },
      { method: "DELETE", expect: signedIn(200), check: lacksOwnerFavorite },
    ],
  },
  // Preferences, suggestions and stages: anyone, each for their own profile (a guest by the guest cookie).
  "routes/api/user-preferences": { asks: [get(all(200)), { method: "PUT", json: () => ({ maxBudget: 1800 }), expect: all(200) }] },
  "routes/api/recommended-apartments": publicJson,
  "routes/api/suggested-apartments": publicJson,
  "routes/api/apartment-feedback": { asks: [{ method: "POST", json: (s) => ({ apartmentId: s.apartmentId, feedback: "Love the pool." }), expect: all(201) }] },
  ...sessionExpectations(),
  // A.L.I.: guests within their allowance, everyone with the owner's session id (only the owner's own history is read).
  "api-sidebar-chat-webhook": { asks: [{ method: "POST", json: chatTurn("sidebar-chat"), expect: all(200) }] },
  "api-sidebar-chat-profile-build": { asks: [{ method: "POST", json: chatTurn("sidebar-chat"), expect: all(200) }] },
  "api-chat-webhook": { asks: [{ method: "POST", json: chatTurn("sidebar-chat"), expect: all(200) }] },
  // A hand-off to a locator: anyone may send one; the owner's session id only links the owner's own request.
  "routes/api/chat-hand-off": {
    asks: [
      {
        method: "POST",
        json: (s) => ({ ...Object.fromEntries(Object.entries(inquiryForm()).filter(([key]) => key !== "message")), sessionId: s.ownerSession["sidebar-chat"].id, recentMessages: ["Looking in Montrose"] }),
        expect: all(201),
      },
    ],
  },
  // Undo of what a chat message saved (decision 034): the owner's own change only (no field it set is edited by the
  // cells before it); to anyone else the same 404 as an id that does not exist.
  "routes/api/chat-undo": { asks: [{ method: "POST", json: (s) => ({ changeId: s.ownerChange.id }), expect: { guest: 404, user: 200, other: 404, admin: 404 } }] },
  "routes/api/chat-suggestions": { asks: [{ method: "POST", json: () => ({ conversation: "user: What is Montrose like?" }), expect: all(200) }] },
  "api-profile-stages": publicJson,
  "api-profile-build-status": publicJson,

  // Pages behind the guards of spec section 4.
  "routes/auth": {
    asks: [
      get({ guest: 200, user: { redirect: "/" }, other: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } }),
      // A guest signs in and goes where asked; signed-in callers are sent away before the form is read.
      {
        method: "POST",
        query: "?redirect=%2Flistings",
        form: (s) => ({ intent: "signin", username: s.signInTarget.username, password: s.signInTarget.password }),
        expect: { guest: { redirect: "/listings" }, user: { redirect: "/" }, other: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } },
      },
    ],
  },
  "routes/admin/login": {
    asks: [
      get({ guest: 200, user: { redirect: "/" }, other: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } }),
      {
        method: "POST",
        query: "?redirect=%2Fadmin%2Famenities",
        form: () => ({ intent: "signin", username: ADMIN.username, password: ADMIN.password }),
        expect: { guest: { redirect: "/admin/amenities" }, user: { redirect: "/" }, other: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } },
      },
    ],
  },
  "routes/account": {
    asks: [
      get({ guest: "sign-in", user: 200, other: 200, admin: 200 }),
      { method: "POST", form: () => ({ intent: "profile", displayName: "Matrix Name", photoUrl: "" }), expect: { guest: "sign-in", user: { redirect: "/account" }, other: { redirect: "/account" }, admin: { redirect: "/account" } } },
    ],
  },
  // Tour booking (decision 026): anyone may book (a time no longer offered is a 400 for everyone, so nothing is written);
  // a booking's page and calendar file are its owner's, and the same 404 as a missing booking for anyone else.
  "routes/tour-booking": {
    asks: [
      get(all(200)),
      { method: "POST", form: () => ({ mode: "in-person", slot: "2020-01-06T15:00:00.000Z", name: "Matrix Visitor", email: "matrix-tour@example.com", phone: "713 555 0100" }), expect: all(400) },
    ],
  },
  "routes/tour": {
    params: (s) => ({ id: String(s.ownerTour.id) }),
    asks: [
      get({ guest: 404, user: 200, other: 404, admin: 404 }),
      // A move without a time: the owner's form is refused (400), everyone else never reaches it.
      { method: "POST", form: () => ({ intent: "move" }), expect: { guest: 404, user: 400, other: 404, admin: 404 } },
    ],
  },
  "routes/tour-calendar": { params: (s) => ({ id: String(s.ownerTour.id) }), asks: [get({ guest: 404, user: 200, other: 404, admin: 404 })] },
  "routes/favorites": {
    asks: [
      get(renterPage),
      {
        method: "POST",
        form: (s) => ({ intent: "add", apartmentId: String(s.otherApartmentId) }),
        expect: { guest: "sign-in", user: { redirect: "/favorites" }, other: { redirect: "/favorites" }, admin: { redirect: "/admin/dashboard" } },
      },
    ],
  },
  // The owner's options list: theirs to read and answer; an administrator reads it (no answering); anyone else, a 404.
  "routes/client-options": {
    params: (s) => ({ id: String(s.ownerList.id) }),
    asks: [
      get({ guest: "sign-in", user: 200, other: 404, admin: 200 }, { adminReadsOwner: true }),
      {
        method: "POST",
        form: (s) => ({ intent: "react", apartmentId: String(s.apartmentId), reaction: "interested" }),
        expect: { guest: "sign-in", user: 200, other: 404, admin: 403 },
        adminReadsOwner: true,
      },
    ],
  },
  "routes/admin/index": { asks: [get(all({ redirect: "/admin/login" }))] },
  // The latest admin actions name the records they touched: the owner's options list among them.
  "routes/admin/dashboard": { asks: [get(adminPage, { adminReadsOwner: true })] },
  // The photo manager's actions: only an administrator reaches them (here with a form they refuse, so nothing is written).
  "admin-photos-upload": {
    asks: [{ method: "POST", form: (s) => ({ ownerKind: "apartment", ownerId: String(s.apartmentId), alt: "Matrix photo" }), expect: { ...adminPage, admin: 400 } }],
  },
  "admin-photo": { asks: [{ method: "POST", form: () => ({ intent: "matrix-no-such-intent" }), expect: { ...adminPage, admin: 400 } }] },
  // The content resources: list (a bulk action without records), edit page (a save without its version), CSV export.
  // Forms an administrator gets a 400 for, so nothing is written.
  ...Object.fromEntries(
    (
      [
        ["neighborhoods", "neighborhood"],
        ["apartments", "apartment"],
        ["amenities", "amenity"],
        ["blog-posts", "blog-post"],
      ] as const
    ).flatMap(([section, singular]): [string, Expectation][] => [
      [`admin-${section}`, { asks: [get(adminPage), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 } }] }],
      [`admin-${singular}`, { asks: [get(adminPage), { method: "POST", form: () => ({ intent: "save", version: "not-a-version" }), expect: { ...adminPage, admin: 400 } }] }],
      [`admin-${section}-csv`, { asks: [get(adminPage)] }],
    ]),
  ),
  "routes/admin/blog-post-preview": { asks: [{ method: "POST", form: () => ({ content: "# Matrix" }), expect: { ...adminPage, admin: 200 } }] },
  // Options lists (the owner's among them): the list refuses a bulk action without records, the owner's list a save without
  // its version; opening a list for an account that does not exist is a 404 (nothing is made).
  "admin-client-options": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-client-option": {
    params: (s) => ({ id: String(s.ownerList.id) }),
    asks: [
      get(adminPage, { adminReadsOwner: true }),
      { method: "POST", form: () => ({ intent: "save", version: "not-a-version" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true },
    ],
  },
  "admin-client-options-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  "admin-client-options-open": { asks: [{ method: "POST", form: () => ({ from: "user", id: "2147483647" }), expect: { ...adminPage, admin: 404 } }] },
  // Clients (the owner's among them, made when the owner's list was opened from their account), the stage board, a
  // client (none has this id: the administrator's 404 says the page guards it the same way) and the export.
  "admin-clients": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-clients-board": { asks: [get(adminPage, { adminReadsOwner: true })] },
  "admin-client": {
    params: () => ({ id: "2147483647" }),
    asks: [get({ ...adminPage, admin: 404 }), { method: "POST", form: () => ({ intent: "merge", mergeFrom: "1", version: "not-a-version" }), expect: { ...adminPage, admin: 400 } }],
  },
  "admin-clients-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  // The inbox, an inquiry (none has this id: the administrator's 404 says the page guards it the same way) and its export.
  "admin-client-inquiries": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-client-inquiry": {
    params: () => ({ id: "2147483647" }),
    asks: [get({ ...adminPage, admin: 404 }), { method: "POST", form: () => ({ intent: "stage", version: "not-a-version" }), expect: { ...adminPage, admin: 400 } }],
  },
  "admin-client-inquiries-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  // The workbench of the owner's list: a write without its version is refused, so nothing changes.
  "admin-apartment-manager": {
    params: (s) => ({ id: String(s.ownerList.id) }),
    asks: [
      get(adminPage, { adminReadsOwner: true }),
      { method: "POST", form: () => ({ intent: "remove", apartmentId: "1", version: "not-a-version" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true },
    ],
  },
  // Accounts (the owner's among them): the list refuses a bulk action (it has none), a real profile a save without its version.
  "admin-user-profiles": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-user-profile": {
    params: (s) => ({ id: String(s.owner.id) }),
    asks: [
      get(adminPage, { adminReadsOwner: true }),
      { method: "POST", form: () => ({ intent: "save", version: "not-a-version" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true },
    ],
  },
  "admin-user-profiles-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  // Registration by an administrator: a form without its fields is refused, so nothing is created.
  "admin-user-profile-new": { asks: [get(adminPage), { method: "POST", form: () => ({ username: "" }), expect: { ...adminPage, admin: 400 } }] },
  // Read-only: the list refuses a bulk action (it has none); the transcript of a real session.
  "admin-chat-history": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-chat-history-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  // Commission invoices (decision 037): none has this id (the administrator's 404 says the page and the PDF guard it the
  // same way); the list refuses a bulk action without records.
  "admin-invoices": { asks: [get(adminPage), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 } }] },
  "admin-invoice": {
    params: () => ({ id: "2147483647" }),
    asks: [get({ ...adminPage, admin: 404 }), { method: "POST", form: () => ({ intent: "send", version: "not-a-version" }), expect: { ...adminPage, admin: 400 } }],
  },
  "admin-invoice-pdf": { params: () => ({ id: "2147483647" }), asks: [get({ ...adminPage, admin: 404 })] },
  "admin-invoices-csv": { asks: [get(adminPage)] },
  // Catalogue import (issue 29): the upload refuses a form without a file, an import that does not exist is a 404 (its
  // page and its actions alike); the catalogue's exports.
  "admin-import": { asks: [get(adminPage), { method: "POST", form: () => ({ source: "matrix" }), expect: { ...adminPage, admin: 400 } }] },
  "admin-import-preview": {
    params: () => ({ id: "2147483647" }),
    asks: [get({ ...adminPage, admin: 404 }), { method: "POST", form: () => ({ intent: "discard" }), expect: { ...adminPage, admin: 404 } }],
  },
  "admin-import-catalogue-csv": { asks: [get(adminPage)] },
  "admin-import-catalogue-xlsx": { asks: [get(adminPage)] },
  // Read-only: the outbox list refuses a bulk action (it has none); it lists the owner's verification e-mail (address and subject).
  "admin-outbox": {
    asks: [get(adminPage, { adminReadsOwner: true }), { method: "POST", form: () => ({ bulk: "delete" }), expect: { ...adminPage, admin: 400 }, adminReadsOwner: true }],
  },
  "admin-outbox-csv": { asks: [get(adminPage, { adminReadsOwner: true })] },
  "admin-chat-transcript": { params: (s) => ({ id: String(s.ownerSession["sidebar-chat"].id) }), asks: [get(adminPage, { adminReadsOwner: true })] },

  // A property's lease verification link (decision 036): the token is the only key; a made-up one is a 404 to everyone.
  "routes/lease-verification": {
    asks: [get(all(404)), { method: "POST", form: () => ({ token: "A".repeat(43), answer: "confirmed" }), expect: all(404) }],
  },
  // A shared options list's private link (decision 038): the key is the only way in; a made-up one is a 404 to everyone.
  "routes/shared-list": {
    asks: [
      get(all(404), { query: `?key=${"A".repeat(43)}` }),
      { method: "POST", query: `?key=${"A".repeat(43)}`, form: (s) => ({ intent: "react", apartmentId: String(s.apartmentId), reaction: "interested" }), expect: all(404) },
    ],
  },
  "routes/sitemap-xml": publicJson,
  "routes/robots-txt": publicJson,
  "routes/not-found": { asks: [get(all(404))] },
};

/** Dynamic segments not set by an expectation: real slugs, placeholder ids. */
function SAMPLE_PARAM(s: Samples, param: string, route: RouteEntry): string {
  if (param === "*") return "matrix-no-such-page";
  if (param === "id") return "1";
  if (param === "apartmentId") return String(s.apartmentId);
  if (param === "slug") {
    if (route.pattern.startsWith("/apartments/") || route.pattern.startsWith("/api/apartments/")) return s.apartmentSlug;
    if (route.pattern.includes("blog")) return s.postSlug;
    if (route.pattern.includes("neighborhood")) return s.neighborhoodSlug;
  }
  throw new Error(`no sample value for :${param} of ${route.pattern}: give the expectation params`);
}

function newAccount() {
  const username = uniqueName("matrix-new");
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

function credentialsOf(s: Samples, me: Identity | null) {
  const who = me ?? s.signInTarget;
  return { username: who.username, password: who.password };
}

// ---------------------------------------------------------------------------

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The methods a route module serves: GET for a page or a loader that answers, the write methods its action accepts. */
function servedMethods(route: RouteEntry): { get: boolean; writes: boolean } {
  const source = readFileSync(path.join(ROOT, "app", route.file), "utf8");
  const page = isPage(route);
  const loader = /export (async )?function loader\b/.test(source) && !/export function loader\(\)\s*\{\s*return methodNotAllowed/.test(source);
  return { get: page || loader, writes: /export (async )?function action\b/.test(source) };
}

/** A page (a module with a component), as opposed to a resource route. */
function isPage(route: RouteEntry): boolean {
  return /export default function/.test(readFileSync(path.join(ROOT, "app", route.file), "utf8"));
}

/** The single-fetch URL of a page's loaders (future.v8_trailingSlashAwareDataRequests: "/" is "/_.data"). */
function dataUrlOf(pagePath: string, query = ""): string {
  return `${pagePath === "/" ? "/_" : pagePath}.data${query}`;
}

/** A .data response: its status, or the redirect it encodes (202 with a SingleFetchRedirect body). */
function dataOutcomeOf(response: ApiResponse): Outcome {
  if (response.status === 202) {
    const target = /"SingleFetchRedirect".*?"redirect","([^"]*)"/.exec(response.text)?.[1];
    if (target !== undefined) return { redirect: target };
  }
  return response.status;
}

function outcomeOf(response: ApiResponse): Outcome {
  if (response.status >= 300 && response.status < 400) return { redirect: response.headers["location"] ?? "" };
  return response.status;
}

function resolve(outcome: Outcome, path: string): Outcome {
  if (outcome === "sign-in") return { redirect: `/auth?redirect=${encodeURIComponent(path)}` };
  if (outcome === "admin-sign-in") return { redirect: `/admin/login?redirect=${encodeURIComponent(path)}` };
  return outcome;
}

let samples: Samples;
let adminCookie = "";
let otherUser: Identity;
let cellsAsked = 0;

async function freshIdentity(api: Api, role: Exclude<Role, "guest">): Promise<Identity> {
  if (role === "admin") {
    const username = uniqueName("matrix-admin");
    const created = await api.call("POST", "/api/register", { cookie: adminCookie, data: { username, email: `${username}@example.com`, password: PASSWORD, isAdmin: true } });
    expect(created.status, created.text).toBe(201);
    return { username, email: `${username}@example.com`, password: PASSWORD, cookie: await signIn(api, username, PASSWORD) };
  }
  const account = await signUp(api, `matrix-${role}`);
  return { username: account.username, email: account.email, password: account.password, cookie: account.cookie };
}

function identityOf(role: Role): Identity | null {
  if (role === "guest") return null;
  if (role === "user") return samples.owner;
  if (role === "other") return otherUser;
  return { username: ADMIN.username, email: "", password: ADMIN.password, cookie: adminCookie };
}

/** What of the owner's must never reach anyone else. */
function ownerMarkers(s: Samples): string[] {
  return [s.owner.username, s.owner.email, s.ownerSession["sidebar-chat"].name, s.ownerSession["general-chat"].name, "owner-only-note"];
}

/** The owner's sessions as the owner sees them: names and message counts. */
async function ownerSessionsSnapshot(api: Api): Promise<string> {
  const parts: string[] = [];
  for (const family of ["sidebar-chat", "general-chat"] as const) {
    const list = await api.get(`/api/${family}/sessions`, samples.owner.cookie);
    const own = (list.body as { id: number; sessionName: string }[]).find((x) => x.id === samples.ownerSession[family].id);
    const messages = await api.get(`/api/${family}/session/id/${samples.ownerSession[family].id}?limit=50`, samples.owner.cookie);
    parts.push(`${family}: ${own?.sessionName} (${JSON.stringify(messages.body).length} bytes of messages)`);
  }
  return parts.join("; ");
}

async function readSamples(api: Api): Promise<Samples> {
  const apartments = (await api.get("/api/apartments")).body.items as { id: number; slug: string }[];
  const posts = (await api.get("/api/blog-posts")).body.items as { slug: string }[];
  const neighborhoods = (await api.get("/api/neighborhoods")).body as { slug: string }[];
  expect(apartments.length).toBeGreaterThan(1);
  expect(posts.length).toBeGreaterThan(0);
  expect(neighborhoods.length).toBeGreaterThan(0);

  const owner = await signUp(api, "matrix-owner");
  const ownerSession = {} as Samples["ownerSession"];
  for (const family of ["sidebar-chat", "general-chat"] as const) {
    const name = `Owner secret ${uniqueName(family)}`;
    const created = await api.call("POST", `/api/${family}/sessions`, {
      cookie: owner.cookie,
      data: { sessionName: name, messages: [{ role: "user", content: `owner-only-note about my move, ${family}` }] },
    });
    expect(created.status, created.text).toBe(201);
    ownerSession[family] = { id: created.body.chatHistory.id, name };
  }
  const favorite = await api.call("PUT", `/api/users/me/favorites/${apartments[0]!.id}`, { cookie: owner.cookie });
  expect(favorite.status, favorite.text).toBe(200);
  const target = await signUp(api, "matrix-signin");
  const ownerList = await makeOwnerList(api, owner.id, apartments[0]!.id);
  const ownerTour = await bookOwnerTour(api, owner.cookie, apartments[0]!.slug);
  const stated = await api.call("POST", "/api/sidebar-chat/webhook", { cookie: owner.cookie, data: { chatInput: "I want a 3 bedroom in the Heights", sessionId: null } });
  expect(stated.status, stated.text).toBe(200);
  expect(stated.body.profileChangeId, "the statement saved something to undo").toEqual(expect.any(Number));
  return {
    apartmentSlug: apartments[0]!.slug,
    apartmentId: apartments[0]!.id,
    otherApartmentId: apartments[1]!.id,
    postSlug: posts[0]!.slug,
    neighborhoodSlug: neighborhoods[0]!.slug,
    owner: { username: owner.username, email: owner.email, password: owner.password, cookie: owner.cookie, id: owner.id },
    ownerSession,
    signInTarget: { username: target.username, email: target.email, password: target.password, cookie: target.cookie },
    ownerList,
    ownerTour,
    ownerChange: { id: stated.body.profileChangeId as number },
  };
}

/** The owner books the first free time of a community's booking page (a plain form post, as without JavaScript). */
async function bookOwnerTour(api: Api, cookie: string, slug: string): Promise<{ id: number }> {
  const page = await api.call("GET", `/apartments/${slug}/tour`, { cookie });
  const slot = /name="slot" value="([^"]+)"/.exec(page.text)?.[1];
  expect(slot, "the booking page offers a time").toBeTruthy();
  const booked = await api.call("POST", `/apartments/${slug}/tour`, {
    cookie,
    data: new URLSearchParams({ mode: "virtual", slot: slot! }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(booked.status, booked.text).toBe(302);
  const id = Number(/^\/tours\/(\d+)$/.exec(booked.headers["location"] ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return { id };
}

/** The owner's options list, made from their profile, with one community on it, shared: what /clients/{id} shows them. */
async function makeOwnerList(api: Api, ownerId: number, apartmentId: number): Promise<{ id: number }> {
  const form = (fields: Record<string, string>) => ({
    cookie: adminCookie,
    data: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const opened = await api.call("POST", "/admin/client-options/open", form({ from: "user", id: String(ownerId) }));
  expect(opened.status, opened.text).toBe(303);
  const id = Number(/\/admin\/apartment-manager\/(\d+)$/.exec(opened.headers["location"] ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  const manager = `/admin/apartment-manager/${id}`;
  const added = await api.call("POST", manager, form({ intent: "add", apartmentId: String(apartmentId), version: "1" }));
  expect(added.status, added.text).toBe(303);
  const shared = await api.call("POST", manager, form({ intent: "share", version: "2" }));
  expect(shared.status, shared.text).toBe(303);
  return { id };
}

test.describe("authorization matrix", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough");

  test("every route of app/routes.ts has an expectation for each method it serves, and every expectation a route", () => {
    const routes = routeTable();
    const ids = new Set(routes.map((r) => r.id));
    const problems: string[] = [];
    for (const route of routes) {
      const expectation = EXPECTATIONS[route.id];
      if (!expectation) {
        problems.push(`${route.pattern} (id ${route.id}) has no expectation`);
        continue;
      }
      const served = servedMethods(route);
      const methods = new Set(expectation.asks.map((a) => a.method));
      if (served.get && !methods.has("GET")) problems.push(`${route.pattern} (id ${route.id}) serves GET but no expectation asks it`);
      if (served.writes && ![...methods].some((m) => m !== "GET")) problems.push(`${route.pattern} (id ${route.id}) has an action but no expectation writes to it`);
      if (!served.writes && [...methods].some((m) => m !== "GET")) problems.push(`${route.pattern} (id ${route.id}) has no action, yet an expectation writes to it`);
    }
    for (const id of Object.keys(EXPECTATIONS)) if (!ids.has(id)) problems.push(`expectation ${id} names no route of app/routes.ts`);
    expect(problems, "EXPECTATIONS must match app/routes.ts").toEqual([]);
  });

  test.describe("asked as each role", () => {
    test.beforeAll(async ({ playwright }, testInfo) => {
      if (testInfo.project.use.isMobile) return;
      const baseURL = testInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      const api = createApi(request, baseURL);
      adminCookie = await signIn(api, ADMIN.username, ADMIN.password);
      samples = await readSamples(api);
      const other = await signUp(api, "matrix-other");
      otherUser = { username: other.username, email: other.email, password: other.password, cookie: other.cookie };
      await request.dispose();
    });

    test.afterAll(() => {
      if (cellsAsked === 0) return;
      const routes = routeTable().filter((route) => EXPECTATIONS[route.id]);
      const asks = routes.flatMap((route) => EXPECTATIONS[route.id]!.asks.map((ask) => ({ route, ask })));
      const dataAsks = asks.filter(({ route, ask }) => ask.method === "GET" && isPage(route)).length;
      console.log(
        `authorization matrix: ${routes.length} routes x ${asks.length} route-methods (+${dataAsks} .data requests of pages) x ${ROLES.length} roles = ${(asks.length + dataAsks) * ROLES.length} cells; ${cellsAsked} asked by this worker`,
      );
    });

    for (const role of ROLES) {
      test(`as ${role}`, async ({ playwright, baseURL }) => {
        test.setTimeout(180_000);
        // A fresh context per role: no cookie jar shared with other roles (every call names its Cookie anyway).
        const request = await playwright.request.newContext({ baseURL });
        const api = createApi(request, baseURL!);
        const markers = ownerMarkers(samples);
        const before = role === "user" || role === "guest" ? "" : await ownerSessionsSnapshot(api);
        const failures: string[] = [];

        for (const route of routeTable()) {
          const expectation = EXPECTATIONS[route.id];
          if (!expectation) continue; // reported by the first test
          const values = expectation.params?.(samples, route) ?? {};
          const path = fillPattern(route.pattern, (param) => values[param] ?? SAMPLE_PARAM(samples, param, route));
          const page = isPage(route);
          for (const ask of expectation.asks) {
            const url = `${path}${ask.query ?? ""}`;
            // A page's loaders are also asked by client-side navigations, at its .data URL.
            for (const via of ask.method === "GET" && page ? (["document", "data"] as const) : (["document"] as const)) {
              const target = via === "data" ? dataUrlOf(path, ask.query) : url;
              const me = ask.fresh && role !== "guest" ? await freshIdentity(api, role) : identityOf(role);
              const headers: Record<string, string> = {};
              let data: unknown;
              if (ask.form) {
                headers["Content-Type"] = "application/x-www-form-urlencoded";
                data = new URLSearchParams(ask.form(samples, me)).toString();
              } else if (ask.json) {
                data = ask.json(samples, me);
              }
              const response = await api.call(ask.method, target, { cookie: me?.cookie ?? "", data, headers });
              cellsAsked += 1;

              const label = `${ask.method} ${target}${ask.fresh && role !== "guest" ? " (fresh identity)" : ""}`;
              const wanted = resolve(ask.expect[role], url);
              const got = via === "data" ? dataOutcomeOf(response) : outcomeOf(response);
              if (JSON.stringify(got) !== JSON.stringify(wanted)) {
                failures.push(`${label}: wanted ${JSON.stringify(wanted)}, got ${JSON.stringify(got)} ${response.text.slice(0, 160)}`);
              }
              const isApi = route.pattern.startsWith("/api/");
              // An API refusal is JSON {message}; a page's (an administrator answering a client's list: 403) is the page's HTML.
              if (isApi && (response.status === 401 || response.status === 403 || response.status === 404)) {
                if (JSON.stringify(Object.keys(response.body ?? {})) !== JSON.stringify(["message"])) failures.push(`${label}: a refusal must be {message}, got ${response.text.slice(0, 160)}`);
              }
              if (role !== "user" && !(role === "admin" && ask.adminReadsOwner)) {
                const leaked = markers.filter((marker) => response.text.includes(marker));
                if (leaked.length > 0) failures.push(`${label}: the owner's data reached ${role}: ${leaked.join(", ")}`);
              }
              try {
                if (via === "document" && response.status < 300) ask.check?.(response, role, samples);
              } catch (error) {
                failures.push(`${label}: ${(error as Error).message.split("\n").slice(0, 4).join(" ")}`);
              }
            }
          }
        }
        if (before) expect(await ownerSessionsSnapshot(api), `${role} must not change the owner's sessions`).toBe(before);
        await request.dispose();
        expect(failures, `${role}: cells that differ from EXPECTATIONS`).toEqual([]);
      });
    }
  });
});
