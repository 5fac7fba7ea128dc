/**
 * The locator's pipeline (issue 14, first part) at 1280 and 375 px: a guest asks
 * about an apartment; the administrator finds the request in the inbox, moves it
 * to Contacted with a note, then through Touring to Leased with the community and
 * the rent; the dashboard's funnel counts it. A refused move keeps its message
 * beside the field.
 */
import { expect, test } from "@playwright/test";
import { dashboardFunnel as funnel, signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

test("a guest's request-info goes from the inbox through Contacted and Touring to Leased, and the dashboard counts it", async ({ page, browser, baseURL }) => {
  test.slow();
  const name = uniqueName("Pipeline Guest").replace(/-/g, " ");
  await signInAsAdmin(page, baseURL);
  const before = await funnel(page);

  // A guest asks about an apartment of the Heights.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto("/neighborhoods/heights");
  const href = await guestPage.locator('main a[href^="/apartments/"]').first().getAttribute("href");
  await guestPage.goto(href!);
  const title = (await guestPage.getByRole("heading", { level: 1 }).textContent())!.trim();
  await guestPage.getByRole("button", { name: "Request info" }).click();
  const dialog = guestPage.getByRole("dialog", { name: "Request info" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("E-mail").fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Information Saved!")).toBeVisible();
  await guest.close();

  // The inbox: newest first, found by the client's name, from the apartment page.
  await page.goto(`/admin/client-inquiries?q=${encodeURIComponent(name)}&source=apartment&stage=new`);
  await expect(page.getByRole("heading", { level: 1, name: "Client inquiries" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(title);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stage: New" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Contacted, with a note on the timeline.
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Called; wants a 2 bed near the trail, tours Saturday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("New → Contacted");
  await expect(timeline).toContainText("Called; wants a 2 bed near the trail, tours Saturday.");
  await expect(timeline).toContainText("staff note");

  // Touring, then Leased: refused without the lease, with each message beside its field.
  await page.getByLabel("Move to").selectOption("touring");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await page.getByLabel("Move to").selectOption("leased");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Choose the community the client leased at.")).toBeVisible();
  await expect(page.getByLabel("Monthly rent")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Move to").selectOption("leased");
  await page.getByLabel("Community").selectOption({ label: title });
  await page.getByLabel("Move-in date").fill("2027-01-15");
  await page.getByLabel("Monthly rent").fill("1,650");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  await expect(page.getByText(`Leased at ${title} for $1,650/month`)).toBeVisible();
  await expect(timeline).toContainText("Touring → Leased at $1,650/month from 2027-01-15");
  // Every move is in the record's history too.
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Updated client “${name}”`);

  // At least this inquiry's step at each stage (the other project's run may add its own meanwhile).
  const after = await funnel(page);
  for (const step of ["New this month", "Contacted", "Touring", "Leased"]) expect(after[step]).toBeGreaterThanOrEqual(before[step]! + 1);
  await expectNoAxeViolations(page);
});

test("one person writing through the contact page and booking a tour with the same e-mail is one client; the board, merge and split", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.slow();
  const viewport = isMobile ? { viewport: { width: 375, height: 812 } } : {};
  const name = uniqueName("One Person").replace(/-/g, " ");
  const email = `${name.replace(/\s+/g, ".")}@example.com`;
  const guest = await browser.newContext({ baseURL, ...viewport });
  const guestPage = await guest.newPage();
  await guestPage.goto("/contact");
  await guestPage.getByRole("textbox", { name: "Name" }).fill(name);
  await guestPage.getByRole("textbox", { name: "E-mail" }).fill(email.toUpperCase());
  await guestPage.getByRole("textbox", { name: "Phone" }).fill("(713) 555-0177");
  await guestPage.getByRole("textbox", { name: "Message" }).fill("Looking for a 1 bedroom in Midtown.");
  await guestPage.getByRole("button", { name: "Send message" }).click();
  await expect(guestPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  // The same person books a tour, typing the address in lower case.
  const apartments = (await (await guestPage.request.get("/api/apartments")).json()).items as { slug: string; title: string }[];
  const community = apartments[isMobile ? 5 : 4]!;
  await guestPage.goto(`/apartments/${community.slug}/tour`);
  await guestPage.locator('input[name="slot"]').first().check();
  await guestPage.getByLabel("Name").fill(name);
  await guestPage.getByLabel("E-mail").fill(email.toLowerCase());
  await guestPage.getByLabel("Phone").fill("(713) 555-0177");
  await guestPage.getByRole("button", { name: "Book this tour" }).click();
  await guestPage.waitForURL(/\/tours\/\d+/);
  await guest.close();

  // One client, at Touring, with both inquiries and the tour.
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("link", { name, exact: true }).click();
  await page.waitForURL(/\/admin\/clients\/\d+$/);
  const clientPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Inquiries (2)" })).toContainText("Looking for a 1 bedroom in Midtown.");
  await expect(page.getByTestId("client-tours")).toContainText(community.title);
  await expect(page.getByTestId("client-timeline")).toContainText("New → Touring (a tour booked)");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // The board shows the client once, in the Touring column; it works at 375 px.
  await page.goto("/admin/clients/board");
  await expect(page.getByRole("heading", { level: 1, name: "Clients by stage" })).toBeVisible();
  await expect(page.getByTestId("board-touring").getByRole("link", { name, exact: true })).toHaveCount(1);
  await expect(page.getByTestId("board-new").getByRole("link", { name, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // A second address of the same person (same phone) is another client until the locator merges it.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto("/contact");
  await otherPage.getByRole("textbox", { name: "Name" }).fill(`${name} Work`);
  await otherPage.getByRole("textbox", { name: "E-mail" }).fill(`work.${email}`);
  await otherPage.getByRole("textbox", { name: "Phone" }).fill("713-555-0177");
  await otherPage.getByRole("textbox", { name: "Message" }).fill("Writing from work: any 1 bedroom with parking?");
  await otherPage.getByRole("button", { name: "Send message" }).click();
  await expect(otherPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  await other.close();

  await page.goto(clientPath);
  const same = page.getByRole("region", { name: "The same person?" });
  await expect(same).toContainText("same phone number");
  // (Other runs' clients may share the test phone number: merge the one this run made.)
  await same.getByRole("listitem").filter({ hasText: `${name} Work` }).getByRole("button", { name: /^Merge client #\d+ into this one$/ }).click();
  await expect(page.getByRole("region", { name: "Inquiries (3)" })).toContainText("Writing from work");
  await expect(page.getByTestId("client-timeline")).toContainText("into this one: 1 inquiry");
  // Undone: the work address is a client of its own again.
  await page.getByRole("button", { name: /^Undo the merge of client #\d+$/ }).click();
  await expect(page.getByRole("region", { name: "Inquiries (2)" })).toBeVisible();
  // Split: the tour's inquiry was someone else's after all.
  await page.getByRole("button", { name: /^Not this client: split inquiry #\d+/ }).first().click();
  await expect(page.getByRole("region", { name: "Inquiries (1)" })).toBeVisible();
  await expect(page.getByTestId("client-timeline")).toContainText(/Split inquiry #\d+ \(.+\) into client #\d+/);
  await expectNoAxeViolations(page);
});
