/**
 * A list shared with a client who has no account (issue 28, decision 038), at 1280 and 375 px with axe, on a server of
 * its own that really sends e-mail to a test SMTP server: a guest writes through the contact form; the locator (with a
 * display name) builds their list and shares it; the e-mail that arrives carries the private link, which opens the
 * list in a fresh browser without signing in, naming the locator; the client is interested in a community and writes
 * to the locator, whose e-mail arrives with the client's address to reply to (and once more without JavaScript); the
 * locator sees both on the list's page, revokes the link, and the link is a 404.
 */
import { expect, test } from "@playwright/test";
import { uniqueName } from "./api-helpers.ts";
import { checkPage, startMailingServer, type MailingServer } from "./mailing-server.ts";

let mailing: MailingServer | null = null;
test.afterEach(async () => {
  await mailing?.dispose();
  mailing = null;
});

test("a guest's list goes out by e-mail, opens by its private link without an account, takes their answers, and stops when revoked", async ({ browser }) => {
  test.slow();
  mailing = await startMailingServer(browser, { BROKER_NAME: "Link Loop Brokerage LLC" });
  const { origin, mailTo } = mailing;
  const { page } = mailing.admin;

  // The locator goes by a display name: the client's page and the e-mail use it.
  await page.goto("/admin/user-profiles?q=admin");
  await page.getByRole("link", { name: "admin", exact: true }).click();
  await page.getByLabel("Display name").fill("Lena Locator");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Display name")).toHaveValue("Lena Locator");

  // A guest writes in through the contact form: no account.
  const name = uniqueName("Link Guest").replace(/-/g, " ");
  const email = `${name.replace(/\s+/g, ".")}@example.com`;
  const guest = await browser.newContext({ baseURL: origin });
  const guestPage = await guest.newPage();
  await guestPage.goto("/contact");
  await guestPage.getByRole("textbox", { name: "Name" }).fill(name);
  await guestPage.getByRole("textbox", { name: "E-mail" }).fill(email);
  await guestPage.getByRole("textbox", { name: "Message" }).fill("Two bedrooms, close to the Heights trail.");
  await guestPage.getByRole("button", { name: "Send message" }).click();
  await expect(guestPage.getByText("Thank you! Your message has been received.")).toBeVisible();
  await guest.close();

  // The locator builds the guest's list from the client's page and shares it: the list goes by e-mail.
  await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("button", { name: "Start an options list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Apartment manager: ${name}` })).toBeVisible();
  const listId = Number(/\/admin\/apartment-manager\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  const list = page.getByRole("region", { name: `${name}’s list` });
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const add = page.getByRole("button", { name: /^Add .+ to the list$/ }).first();
    const title = (await add.textContent())!.replace(/^Add\s*/, "").replace(/\s*to\s*the\s*list$/, "").trim();
    await add.click();
    await expect(list.getByRole("button", { name: `Save ${title}` })).toBeVisible();
    titles.push(title);
  }
  const [first] = titles as [string, string];
  await expect(list).toContainText(`${email} gets it by e-mail with a private link that opens it without an account.`);
  await list.getByRole("button", { name: `Share with ${name}` }).click();
  await expect(list.getByRole("button", { name: "Share the update" })).toBeVisible();

  const shared = await mailTo(email, /^Lena Locator picked 2 communities for you$/);
  expect(shared.parsed.text).toContain("Lena Locator at Link Loop Brokerage LLC picked 2 communities for you.");
  expect(shared.parsed.replyTo?.text).toBe("admin@example.com");
  const link = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/shared-list\\?key=[A-Za-z0-9_-]{43}`).exec(shared.parsed.text ?? "")![0];

  // A fresh browser, never signed in: the link opens the list, naming the locator, offering (not asking for) an account.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  const opened = await clientPage.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(clientPage.getByRole("heading", { level: 1, name: "Apartments picked for you" })).toBeVisible();
  for (const title of titles) await expect(clientPage.getByRole("heading", { name: title })).toBeVisible();
  await expect(clientPage.getByTestId("list-locator")).toContainText("Your locator: Lena Locator · admin@example.com");
  await expect(clientPage.getByRole("region", { name: "Create an account (optional)" }).getByRole("link", { name: "Create an account" })).toBeVisible();
  await checkPage(clientPage);

  // Interested in the first community.
  const answer = clientPage.getByRole("group", { name: `Your answer about ${first}` }).getByRole("button", { name: "Interested" });
  await answer.click();
  await expect(answer).toHaveAttribute("aria-pressed", "true");

  // Writes to the locator (the box empties once it is sent).
  const contact = clientPage.getByRole("region", { name: "Contact your locator" });
  const box = contact.getByRole("textbox", { name: "Your message to Lena Locator" });
  await box.fill("Could I tour the first one on Saturday morning?");
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByRole("status")).toHaveText("Sent: Lena Locator has your message.");
  await expect(box).toHaveValue("");
  await checkPage(clientPage);

  const message = await mailTo("admin@example.com", new RegExp(`^Message from ${name} about their apartment options$`));
  expect(message.parsed.text).toContain("> Could I tour the first one on Saturday morning?");
  expect(message.parsed.replyTo?.text).toBe(email);
  expect(message.parsed.text).toContain(`${origin}/admin/client-options/${listId}`);

  // Without JavaScript the form is a plain post to the link's page, answered on the page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(link);
  const plainContact = plainPage.getByRole("region", { name: "Contact your locator" });
  await plainContact.getByRole("textbox", { name: "Your message to Lena Locator" }).fill("Also: is parking covered?");
  await plainContact.getByRole("button", { name: "Send message" }).click();
  await expect(plainPage.getByRole("region", { name: "Contact your locator" }).getByRole("status")).toHaveText("Sent: Lena Locator has your message.");
  await plain.close();
  await expect.poll(() => mailing!.smtp.received.filter((m) => (m.parsed.text ?? "").includes("> Also: is parking covered?")).length, { timeout: 20_000 }).toBe(1);

  // The locator sees the answer and the message on the list's page, and revokes the link.
  await page.goto(`/admin/client-options/${listId}`);
  await expect(page.getByText("Client: Interested")).toBeVisible();
  await expect(page.getByText("Wrote to the locator: Could I tour the first one on Saturday morning?")).toBeVisible();
  const privateLink = page.getByTestId("list-private-link");
  await expect(privateLink).toContainText(`The link e-mailed to ${email} opens the list without an account until`);
  await checkPage(page);
  await privateLink.getByRole("button", { name: "Revoke the private link" }).click();
  await expect(privateLink).toContainText("No link works now.");
  await expect(page.getByText("Revoked the private link: it opens nothing any more")).toBeVisible();

  // The link is now a plain 404, and shows nothing of the list.
  const refused = await clientPage.goto(link);
  expect(refused?.status()).toBe(404);
  await expect(clientPage.getByText(first)).toHaveCount(0);
  await client.close();
});
