/**
 * Tour booking (issue 17, decision 026) at 1280 and 375 px: a signed-in renter and a guest in two browsers
 * book the same time at the same moment and exactly one gets it, the other reads the clear message; the
 * renter finds the tour in /account, downloads its .ics, moves it and cancels it (the time is free again);
 * the administrator sees it in the pipeline as Touring with its slot.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const TAKEN = "That time was just taken, pick another.";

async function slotsOn(page: Page): Promise<string[]> {
  return page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("two browsers race for one tour time; the renter sees, downloads, moves and cancels theirs; the admin sees it as Touring", async ({ browser, baseURL, isMobile }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const username = uniqueName("tourist");
  const renter = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 } } : {}) });
  const guest = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 } } : {}) });
  const renterPage = await renter.newPage();
  const guestPage = await guest.newPage();
  const registered = await renterPage.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: PASSWORD }, headers: { Origin: origin } });
  expect(registered.status(), await registered.text()).toBe(201);

  // The renter comes from a community's page; its "Book a tour" is a plain link to the booking page.
  const apartments = (await (await renterPage.request.get("/api/apartments")).json()).items as { slug: string; title: string }[];
  const community = apartments[isMobile ? 3 : 2]!;
  await renterPage.goto(`/apartments/${community.slug}`);
  await renterPage.getByRole("link", { name: "Book a tour" }).first().click();
  await expect(renterPage.getByRole("heading", { level: 1, name: `Book a tour of ${community.title}` })).toBeVisible();
  await expect(renterPage.getByText("All times are Houston time")).toBeVisible();
  await expectNoAxeViolations(renterPage);
  await expectNoHorizontalOverflow(renterPage);

  await guestPage.goto(`/apartments/${community.slug}/tour`);
  const [wanted] = await slotsOn(renterPage);
  expect(wanted).toBeTruthy();
  for (const page of [renterPage, guestPage]) {
    await page.getByRole("radio", { name: "Virtual (video call)" }).check();
    await page.locator(`input[name="slot"][value="${wanted}"]`).check();
  }
  await expect(renterPage.getByText(`Booking as ${username}`)).toBeVisible();
  await guestPage.getByLabel("Name").fill("Guest Racer");
  await guestPage.getByLabel("E-mail").fill(`${uniqueName("racer")}@example.com`);
  await guestPage.getByLabel("Phone").fill("(713) 555-0142");

  // Both press "Book this tour" at the same moment.
  await Promise.all([renterPage.getByRole("button", { name: "Book this tour" }).click(), guestPage.getByRole("button", { name: "Book this tour" }).click()]);
  const booked = (page: Page) => page.waitForURL(/\/tours\/\d+/, { timeout: 15_000 }).then(() => true, () => false);
  const taken = (page: Page) => page.getByRole("alert").filter({ hasText: TAKEN }).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  const [renterWon, guestWon, renterLost, guestLost] = await Promise.all([booked(renterPage), booked(guestPage), taken(renterPage), taken(guestPage)]);
  expect([renterWon, guestWon].filter(Boolean)).toHaveLength(1);
  expect(renterWon ? guestLost : renterLost).toBe(true);
  const loser = renterWon ? guestPage : renterPage;
  // The loser's page no longer offers the time that was taken.
  expect(await slotsOn(loser)).not.toContain(wanted);
  await expectNoAxeViolations(loser);

  if (!renterWon) {
    // The renter takes the next free time instead.
    await renterPage.locator('input[name="slot"]').first().check();
    await renterPage.getByRole("button", { name: "Book this tour" }).click();
    await renterPage.waitForURL(/\/tours\/\d+/);
  }
  await expect(renterPage.getByText("Your tour is booked")).toBeVisible();
  const firstTime = (await renterPage.getByTestId("tour-slot").textContent())!;
  await expectNoAxeViolations(renterPage);
  await expectNoHorizontalOverflow(renterPage);

  // /account lists it, with its calendar file.
  await renterPage.goto("/account");
  const listed = renterPage.getByTestId("account-tour").filter({ hasText: community.title });
  await expect(listed).toContainText(firstTime);
  const [download] = await Promise.all([renterPage.waitForEvent("download"), listed.getByRole("link", { name: /\.ics/ }).click()]);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics.replace(/\r\n[ \t]/g, "")).toContain(community.title);

  // Move it to another free time.
  await listed.getByRole("link", { name: /^Move/ }).click();
  const moveForm = renterPage.locator("form").filter({ has: renterPage.getByRole("button", { name: "Move my tour" }) });
  const newSlot = (await moveForm.locator('input[name="slot"]').nth(1).getAttribute("value"))!;
  await moveForm.locator(`input[name="slot"][value="${newSlot}"]`).check();
  await moveForm.getByRole("button", { name: "Move my tour" }).click();
  await expect(renterPage.getByTestId("tour-slot")).not.toHaveText(firstTime);
  const movedTime = (await renterPage.getByTestId("tour-slot").textContent())!;

  // Cancel it from /account: the time is free for others again.
  await renterPage.goto("/account");
  await expect(listed).toContainText(movedTime);
  await expectNoAxeViolations(renterPage);
  await listed.getByRole("button", { name: /^Cancel/ }).click();
  await expect(listed).toContainText("Cancelled");
  await guestPage.goto(`/apartments/${community.slug}/tour`);
  expect(await slotsOn(guestPage)).toContain(newSlot);

  // The administrator finds the renter's booking in the pipeline: Touring, with its slot.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage, baseURL);
  await adminPage.goto(`/admin/client-inquiries?q=${encodeURIComponent(username)}&source=tour`);
  await adminPage.getByRole("link", { name: username, exact: true }).first().click();
  await expect(adminPage.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await expect(adminPage.getByTestId("client-tours")).toContainText(movedTime.split("–")[0]!);
  await expect(adminPage.getByTestId("client-tours")).toContainText("cancelled by the client");
  await admin.close();
  await renter.close();
  await guest.close();
});
