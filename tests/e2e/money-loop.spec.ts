/**
 * The locator's money loop end to end (issue 28, decisions 036 and 037), at 1280 and 375 px with axe, on a server of its
 * own that really sends e-mail to a test SMTP server: a renter writes through the contact form, books a tour and asks
 * about another community with the same e-mail, and is one client; the locator registers them with both properties
 * (both e-mails arrive, and the client's guest-card instruction), shares a list that the client opens from its e-mail
 * without signing in, and marks the lease; the property answers its verification link from the e-mail with a different rent; the invoice is
 * for the verified amount (read from the PDF attached to the e-mail that arrived); a payment marks it paid; the rebate
 * becomes payable once both consents are recorded; the dashboard's aging and revenue show it.
 */
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { addDays } from "../../core/money/calendar-days.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { uniqueName } from "./api-helpers.ts";
import { checkPage, startMailingServer, type MailingServer } from "./mailing-server.ts";

let mailing: MailingServer | null = null;
test.afterEach(async () => {
  await mailing?.dispose();
  mailing = null;
});

test("from a renter's message to a paid commission invoice and a payable rebate", async ({ browser }) => {
  test.slow();
  mailing = await startMailingServer(browser, { BROKER_NAME: "Money Loop Brokerage LLC", BROKER_LICENSE_NUMBER: "9000123", RATE_LIMIT_MULTIPLIER: "1000" });
  const { origin, mailTo } = mailing;
  const { page } = mailing.admin;

  // Two communities' terms: 100% of one month's rent, 30 days to pay, a leasing contact to write to.
  const [first, second] = ((await (await page.request.get("/api/apartments")).json()).items as { title: string; slug: string }[]).slice(0, 2);
  const title = first!.title;
  for (const [community, contact] of [
    [first!, "leasing@property.example"],
    [second!, "leasing@second.example"],
  ] as const) {
    await page.goto(`/admin/apartments?q=${encodeURIComponent(community.title)}`);
    await page.getByRole("link", { name: community.title, exact: true }).click();
    const commission = page.getByTestId("commission-terms");
    await commission.getByLabel("Pays locators").check();
    await commission.getByLabel("Commission", { exact: true }).fill("100%");
    await commission.getByLabel("Pays within (days of the invoice)").fill("30");
    await commission.getByLabel("Leasing contact's e-mail").fill(contact);
    await commission.getByLabel("In effect from").fill("2026-01-01");
    await commission.getByRole("button", { name: "Save the terms" }).click();
    await expect(commission).toContainText("pays 100% of one month's rent");
  }

  // A renter writes in, then books a tour of the first community and asks about the second, with the same e-mail.
  const name = uniqueName("Loop Renter").replace(/-/g, " ");
  const email = `${name.replace(/\s+/g, ".")}@example.com`;
  const renter = await browser.newContext({ baseURL: origin });
  const renterPage = await renter.newPage();
  await renterPage.goto("/contact");
  await renterPage.getByRole("textbox", { name: "Name" }).fill(name);
  await renterPage.getByRole("textbox", { name: "E-mail" }).fill(email);
  await renterPage.getByRole("textbox", { name: "Message" }).fill("Ready to sign this week.");
  await renterPage.getByRole("button", { name: "Send message" }).click();
  await expect(renterPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  await renterPage.goto(`/apartments/${first!.slug}/tour`);
  await renterPage.locator('input[name="slot"]').first().check();
  await renterPage.getByLabel("Name").fill(name);
  await renterPage.getByLabel("E-mail").fill(email);
  await renterPage.getByLabel("Phone").fill("(713) 555-0177");
  await renterPage.getByRole("button", { name: "Book this tour" }).click();
  await expect(renterPage.getByText("Your tour is booked")).toBeVisible();
  await renterPage.goto(`/apartments/${second!.slug}`);
  await renterPage.getByRole("button", { name: "Request info" }).click();
  const dialog = renterPage.getByRole("dialog", { name: "Request info" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Information Saved!")).toBeVisible();
  await renter.close();

  // One client, with the three inquiries; registered with both communities: each property and the client get an e-mail.
  await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("1 client match")).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const clientUrl = page.url();
  await expect(page.getByRole("heading", { name: "Stage: Touring" })).toBeVisible();
  await page.getByRole("checkbox", { name: new RegExp(first!.title) }).check();
  await page.getByRole("checkbox", { name: new RegExp(second!.title) }).check();
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByTestId("client-registrations")).toContainText(second!.title);
  await mailTo("leasing@property.example", /^Referral registration/);
  await mailTo("leasing@second.example", /^Referral registration/);
  await mailTo(email, /guest card/);
  await checkPage(page);

  // The locator shares a list: the client opens it from the e-mail, without an account.
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Apartment manager: ${name}` })).toBeVisible();
  const list = page.getByRole("region", { name: `${name}’s list` });
  await page.getByRole("button", { name: /^Add .+ to the list$/ }).first().click();
  await expect(list.getByRole("button", { name: /^Save / })).toBeVisible();
  await list.getByRole("button", { name: `Share with ${name}` }).click();
  await expect(list.getByRole("button", { name: "Share the update" })).toBeVisible();
  const shared = await mailTo(email, /picked 1 community for you$/);
  const listLink = /https?:\/\/\S+\/shared-list\?key=[A-Za-z0-9_-]{43}/.exec(shared.parsed.text ?? "")![0];
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(listLink);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Apartments picked for you" })).toBeVisible();
  await checkPage(clientPage);
  await client.close();
  await page.goto(clientUrl);

  // The locator promises a rebate, then records the lease, moved in five days ago at $1,650.
  await page.getByLabel("Amount ($)").fill("200");
  await page.getByRole("button", { name: "Promise the rebate" }).click();
  await expect(page.getByTestId("client-rebate")).toContainText("$200.00 · Promised");
  const moveIn = addDays(houstonCalendarDate(new Date()), -5);
  await page.getByLabel("Move to").selectOption("leased");
  await page.getByText("If Leased: the lease").click();
  await page.getByLabel("Community").selectOption({ label: title });
  await page.getByLabel("Unit (optional)").fill("B-204");
  await page.getByLabel("Move-in date").fill(moveIn);
  await page.getByLabel("Lease length in months (optional)").fill("12");
  await page.getByLabel("Monthly rent").fill("1,650");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Leased" })).toBeVisible();
  await expect(page.getByTestId("client-leases")).toContainText("Expected commission $1,650.00");
  await expect(page.getByTestId("client-rebate")).toContainText("Owed on the lease");
  await checkPage(page);

  // The property answers from the e-mail, without an account: the rent was $1,600.
  const verification = await mailTo("leasing@property.example", /Lease verification/);
  const link = /https?:\/\/\S+\/lease-verification\?token=[A-Za-z0-9_-]+/.exec(verification.parsed.text ?? "")![0];
  // Without JavaScript, as a property's locked-down browser may be: the plain form must work.
  const property = await browser.newContext({ javaScriptEnabled: false });
  const propertyPage = await property.newPage();
  await propertyPage.goto(link);
  await propertyPage.getByLabel("Monthly rent (whole dollars)").fill("1600");
  await propertyPage.getByRole("button", { name: "Send the corrected lease" }).click();
  await expect(propertyPage.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await property.close();

  // The invoice: for the verified rent, sent with its PDF.
  await page.goto(clientUrl);
  await expect(page.getByTestId("client-leases")).toContainText("Verified by the property");
  await page.getByRole("button", { name: "Create the invoice" }).click();
  await page.getByRole("link", { name: /^Invoice INV-\d{5}$/ }).click();
  await expect(page.getByTestId("invoice-amount")).toHaveText("$1,600.00");
  await checkPage(page);
  await page.getByRole("button", { name: "Send to the property" }).click();
  await expect(page.getByRole("heading", { name: /Invoice INV-\d{5} Sent/ })).toBeVisible();
  const invoiceMail = await mailTo("leasing@property.example", /^Invoice INV-\d{5}/);
  const attachment = invoiceMail.parsed.attachments.find((file) => file.contentType === "application/pdf")!;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment.content)), { mergePages: true });
  expect(text).toContain("$1,600.00");
  expect(text).toContain("Money Loop Brokerage LLC");
  expect(text).toContain("9000123");
  expect(text).not.toContain("$1,650.00");
  // The same document from the invoice's page, now dated; the sent invoice's address can't change any more.
  const pdf = await page.request.get((await page.getByTestId("invoice-pdf-link").getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })).text).toContain("Net 30 days");
  await expect(page.getByTestId("record-closed")).toContainText("financial record");

  // A payment in full marks it paid.
  await page.getByLabel("Received on").fill(houstonCalendarDate(new Date()));
  await page.getByLabel("Amount ($)").fill("1,600.00");
  await page.getByLabel("Check or transfer number (optional)").fill("Check 4411");
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("heading", { name: /Invoice INV-\d{5} Paid/ })).toBeVisible();
  await expect(page.getByTestId("invoice-payments")).toContainText("$1,600.00 received");
  await checkPage(page);

  // The rebate: payable once both consents are recorded (the property has paid).
  await page.goto(clientUrl);
  const rebate = page.getByTestId("client-rebate");
  await rebate.getByLabel("How the consent was given").fill("Signed rebate agreement");
  await rebate.getByRole("button", { name: "Client consented" }).click();
  await rebate.getByRole("button", { name: "Mark payable" }).click();
  await expect(page.getByRole("region", { name: "Rebate" }).getByRole("alert")).toContainText("the broker's written consent is not recorded");
  await checkPage(page);
  await rebate.getByLabel("How the consent was given").fill("Broker approval by e-mail");
  await rebate.getByRole("button", { name: "Broker consented" }).click();
  await rebate.getByRole("button", { name: "Mark payable" }).click();
  await expect(rebate).toContainText("$200.00 · Payable");
  await checkPage(page);

  // The accountant's CSV: amounts in dollars and cents.
  const csv = await (await page.request.get("/admin/invoices.csv?status=paid")).text();
  expect(csv.split("\n")[0]).toContain("Amount");
  const row = csv.split("\r\n").find((line) => line.includes(name))!;
  expect(row).toMatch(/,INV-\d{5},paid,/);
  expect(row).toContain(",1600.00,1600.00,0.00,");

  // The dashboard: nothing open, the payment in this month's revenue.
  await page.goto("/admin/dashboard");
  const money = page.getByRole("region", { name: "Commissions" });
  await expect(money).toContainText("Received in");
  await expect(money.getByRole("table", { name: "Received in the last 12 months" })).toContainText("$1,600.00");
  await checkPage(page);
});
