/**
 * The back office's chat history (issue 14), at 1280 and 375 px: a renter's
 * chat saved through the API is found in the list by a word of its messages
 * and by the "search made" filter, and its transcript shows the renter's words,
 * A.L.I.'s apartment card as the renter saw it, what the reply saved to the
 * profile and a link to the renter's profile. Read-only: no selection, no
 * "New", and an unknown id is a 404.
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("an admin finds a renter's chat by its text and reads the transcript with its cards", async ({ page, request, baseURL }) => {
  // The renter, in a request context of their own (the page is the admin's).
  const origin = { Origin: baseURL! };
  const username = uniqueName("chatter");
  const registered = await request.post("/api/register", { headers: origin, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const renterId = (await registered.json()).id as number;
  const apartment = (await (await request.get("/api/apartments")).json()).items[0] as { slug: string; name: string };
  // A word no other chat of the run holds.
  const word = `kumquat${Date.now().toString(36)}`;
  const created = await request.post("/api/sidebar-chat/sessions", {
    headers: origin,
    data: {
      sessionName: `Looking near ${word}`,
      messages: [
        { role: "user", content: `Two bedrooms under $2,000, close to ${word} street` },
        { role: "assistant", content: "Here is one that fits.", apartments: [apartment.slug], updateNotification: "Budget set to $2,000" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = (await created.json()).chatHistory.id as number;

  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/chat-history");
  await expect(page.getByRole("heading", { level: 1, name: "Chat history" })).toBeVisible();
  // Read-only: nothing to select, nothing to create.
  await expect(page.getByText("With selected")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^New / })).toHaveCount(0);

  await page.getByLabel("Search", { exact: true }).fill(word.toUpperCase());
  await page.getByRole("combobox", { name: "Search made" }).selectOption("yes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/searched=yes/);
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Assistant (A.L.I.)");
  await expectNoAxeViolations(page);

  // The same chat is not among those without a search.
  await page.goto(`/admin/chat-history?q=${word}&searched=no`);
  await expect(page.getByRole("row").filter({ hasText: username })).toHaveCount(0);

  await page.goto(`/admin/chat-history?q=${word}`);
  await page.getByRole("link", { name: `Looking near ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/chat-history/${sessionId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Looking near ${word}` })).toBeVisible();
  await expect(page.getByText(`close to ${word} street`)).toBeVisible();
  await expect(page.getByText("Saved to the renter's profile: Budget set to $2,000")).toBeVisible();
  await expect(page.locator(`a[href="/apartments/${apartment.slug}"]`).first()).toBeVisible();
  const profile = page.getByRole("link", { name: username });
  await expect(profile).toHaveAttribute("href", `/admin/user-profiles/${renterId}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const missing = await page.goto("/admin/chat-history/2147483647");
  expect(missing?.status()).toBe(404);
  const malformed = await page.goto("/admin/chat-history/not-an-id");
  expect(malformed?.status()).toBe(404);
});

test("a long chat's transcript is paged: the newest 100 messages, and plain links to older and newer ones", async ({ page, request, baseURL }) => {
  const origin = { Origin: baseURL! };
  const username = uniqueName("longchat");
  const registered = await request.post("/api/register", { headers: origin, data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const start = Date.now() - 60 * 60 * 1000;
  const note = (n: number) => `Long chat line ${String(n).padStart(3, "0")}`;
  const created = await request.post("/api/sidebar-chat/sessions", {
    headers: origin,
    data: {
      sessionName: `Long chat of ${username}`,
      messages: Array.from({ length: 150 }, (_, i) => ({ role: "user", content: note(i + 1), timestamp: new Date(start + i * 1000).toISOString() })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = (await created.json()).chatHistory.id as number;

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/chat-history/${sessionId}`);
  const lines = page.getByText(/^Long chat line \d{3}$/);
  await expect(lines).toHaveCount(100);
  await expect(lines.first()).toHaveText(note(51));
  await expect(lines.last()).toHaveText(note(150));
  await expect(page.getByText("Messages 51–150 of 150")).toBeVisible();
  await expect(page.getByRole("link", { name: "Newer messages" })).toHaveCount(0);

  await page.getByRole("link", { name: "Older messages" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/chat-history/${sessionId}\\?page=2$`));
  await expect(lines).toHaveCount(50);
  await expect(lines.first()).toHaveText(note(1));
  await expect(page.getByRole("link", { name: "Older messages" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "Newer messages" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/chat-history/${sessionId}$`));
  await expect(lines.last()).toHaveText(note(150));
  // A made-up page number never fails: past the end is the last page, anything else the first.
  expect((await page.goto(`/admin/chat-history/${sessionId}?page=999`))?.status()).toBe(200);
  await expect(lines.first()).toHaveText(note(1));
  expect((await page.goto(`/admin/chat-history/${sessionId}?page=x`))?.status()).toBe(200);
  await expect(lines.last()).toHaveText(note(150));
});
