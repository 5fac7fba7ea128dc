/**
 * Inquiries that do not start on a contact form (issue 14): a guest in the A.L.I. chat asks for a
 * person, is pointed to 'Send to a locator' and sends it; a guest who finished /get-matched has a
 * locator work on the profile. Both reach /admin/client-inquiries with their source's label.
 * Desktop and 375 px; axe on the new forms.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

/** The inbox filtered to one source finds the renter; their inquiry names the source. */
async function expectInInbox(page: Page, name: string, source: string, label: string) {
  await page.goto(`/admin/client-inquiries?q=${encodeURIComponent(name)}&source=${source}`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(label);
}

test("a guest asks A.L.I. for a person and sends the chat to a locator; the inbox shows it as a chat hand-off", async ({ page, browser, baseURL }) => {
  test.slow();
  const name = uniqueName("Handoff Guest").replace(/-/g, " ");
  const guest = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const chat = await guest.newPage();
  await chat.goto("/chat");
  const input = chat.getByLabel("Message A.L.I.");
  await input.fill("I want a 2 bed in Montrose under $1,900");
  await input.press("Enter");
  await expect(chat.getByRole("log")).toContainText("Saved", { timeout: 15_000 });
  await input.fill("Can I talk to a real person?");
  await input.press("Enter");
  await expect(chat.getByRole("log")).toContainText("Houston locator can take it from here");

  await chat.getByRole("button", { name: "Send to a locator" }).click();
  const form = chat.getByRole("region", { name: "Send to a locator" });
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(form.getByText("Enter your name.")).toBeVisible();
  await expectNoAxeViolations(chat);
  await expectNoHorizontalOverflow(chat);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await form.getByLabel("Note for the locator (optional)").fill("Evenings are best.");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.getByRole("log")).toContainText("will be in touch within one business day");
  await expect(form).toBeHidden();
  await guest.close();

  await signInAsAdmin(page, baseURL);
  await expectInInbox(page, name, "chat", "Chat with A.L.I.");
  await expect(page.getByRole("main")).toContainText("I want a 2 bed in Montrose under $1,900");
});

test("a guest who finished /get-matched has a locator work on it; the inbox shows it as Get matched", async ({ page, browser, baseURL }) => {
  test.slow();
  const name = uniqueName("Matched Guest").replace(/-/g, " ");
  const guest = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const renter = await guest.newPage();
  // The five steps, each posted as the form would.
  const steps: Record<string, string>[] = [
    { step: "1", name, phone: "713-555-0142" },
    { step: "2", neighborhoods: "montrose", commuteTo: "Texas Medical Center" },
    { step: "3", maxBudget: "1800", budgetRange: "" },
    { step: "4", bedrooms: "1", bathrooms: "", sqft: "" },
    { step: "5", moveInDate: "", leaseLength: "12-month", customLeaseLength: "" },
  ];
  await renter.goto("/get-matched");
  for (const fields of steps) {
    const response = await renter.request.post(`/get-matched?step=${fields.step}`, { form: fields, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
    expect(response.status(), await response.text()).toBe(302);
  }

  await renter.goto("/get-matched?step=5");
  const section = renter.getByRole("region", { name: "Have a locator work on it" });
  await expect(section.getByLabel("Name")).toHaveValue(name);
  await expect(section.getByLabel("Phone (optional)")).toHaveValue("713-555-0142");
  await section.getByRole("button", { name: "Send to a locator" }).click();
  await expect(section.getByText("Enter your e-mail address.")).toBeVisible();
  await expectNoAxeViolations(renter);
  await expectNoHorizontalOverflow(renter);
  await section.getByLabel("E-mail").fill(`${name.replace(/\s+/g, ".")}@example.com`);
  await section.getByRole("button", { name: "Send to a locator" }).click();
  await expect(section.getByText("Thank you! A locator has your profile.")).toBeVisible();
  await guest.close();

  await signInAsAdmin(page, baseURL);
  await expectInInbox(page, name, "get-matched", "Get matched");
  await expect(page.getByRole("main")).toContainText("Looking for 1 bedroom, up to $1,800 a month, in Montrose.");
});
