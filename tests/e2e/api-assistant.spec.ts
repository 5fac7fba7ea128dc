/**
 * A.L.I. through the HTTP API, as an outside client would use it: a scripted
 * conversation builds the profile from the first message to isComplete, then a
 * search returns apartment cards that exist.
 */
import { expect, test } from "@playwright/test";
import { uniqueName, PASSWORD } from "./api-helpers.ts";

test("a scripted conversation completes the profile build, then finds apartments that exist", async ({ request, baseURL }) => {
  const origin = { Origin: baseURL! };
  const username = uniqueName("ali");
  const registered = await request.post("/api/register", { headers: origin, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(registered.status()).toBe(201);

  const say = async (chatInput: string, path = "/api/sidebar-chat/webhook/profile-build") => {
    const response = await request.post(path, { headers: origin, data: { chatInput, sessionId: null, email: "not-used@example.com", type: "sidebar" } });
    expect(response.status()).toBe(200);
    return response.json();
  };

  let reply = await say("Hi! Can you help me build my profile?");
  expect(reply.isComplete).toBe(false);
  // One message answering several questions skips ahead.
  reply = await say("I'm Dana Whitfield, looking in the Heights or Midtown");
  expect(reply.updateNotification).toMatch(/Heights|Midtown/);
  for (const answer of ["skip", "skip", "about $2,000 a month", "2 bed 2 bath"]) {
    if (reply.isComplete) break;
    reply = await say(answer);
  }
  expect(reply.isComplete).toBe(true);

  const status = await (await request.get("/api/profile-build/status")).json();
  expect(status.isComplete).toBe(true);
  const { preferences } = await (await request.get("/api/user/preferences")).json();
  expect(preferences).toMatchObject({ name: "Dana Whitfield", maxBudget: 2000, bedrooms: 2, bathrooms: 2 });

  const search = await say("find me apartments", "/api/sidebar-chat/webhook");
  expect(search.apartmentDetailsSuggested.length).toBeGreaterThan(0);
  for (const slug of search.apartmentDetailsSuggested as string[]) {
    expect(search.responseMessage).toContain(`[[apartment:${slug}]]`);
    const apartment = await request.get(`/api/apartments/${slug}`);
    expect(apartment.status()).toBe(200);
  }
});
