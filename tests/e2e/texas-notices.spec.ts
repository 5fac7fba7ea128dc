/**
 * The Texas notices (issue 17): the footer of the home page links both, in type
 * of at least 10 pt, and each page shows the broker as the e2e server is
 * configured (playwright.config.ts, TEXAS_BROKER). The "not set up yet"
 * rendering is tested without a server: app/routes/legal.test.tsx.
 */
import { expect, test } from "@playwright/test";
import { TEXAS_BROKER } from "../../playwright.config.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const NOTICES = [
  {
    label: "Texas Real Estate Commission Information About Brokerage Services",
    path: "/legal/information-about-brokerage-services",
    document: TEXAS_BROKER.iabsUrl,
  },
  {
    label: "Texas Real Estate Commission Consumer Protection Notice",
    path: "/legal/consumer-protection-notice",
    document: TEXAS_BROKER.consumerProtectionUrl,
  },
] as const;

/** 10 pt in CSS pixels. */
const TEN_POINTS = 10 * (96 / 72);

for (const notice of NOTICES) {
  test(`the home page's footer links "${notice.label}" and the page shows the configured broker`, async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: notice.label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", notice.path);
    const fontSize = await link.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(TEN_POINTS - 0.01);
    await expectNoHorizontalOverflow(page);

    await link.click();
    await expect(page).toHaveURL(notice.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.label);
    await expect(page.getByTestId("broker-name")).toHaveText(TEXAS_BROKER.name);
    await expect(page.getByTestId("broker-license-number")).toHaveText(TEXAS_BROKER.licenseNumber);
    const contact = page.getByTestId("broker-contact");
    await expect(contact.getByRole("link", { name: TEXAS_BROKER.email })).toHaveAttribute("href", `mailto:${TEXAS_BROKER.email}`);
    await expect(contact).toContainText(TEXAS_BROKER.phone);
    await expect(contact).toContainText(TEXAS_BROKER.address);
    const documentLink = page.getByRole("main").locator(`a[href="${notice.document}"]`);
    await expect(documentLink).toHaveAttribute("rel", "noopener");
    await expect(documentLink).not.toHaveAttribute("target", /.*/);
    await expect(page.getByText("not been set up yet")).toHaveCount(0);
    await expect(page).toHaveTitle(/Houston Apartment Specialist/);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
}

test("the about page says who pays and links both notices", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Who pays for our help" })).toBeVisible();
  await expect(main).toContainText("free to renters");
  await expect(main).toContainText("subject to the community’s consent");
  await expect(main.getByRole("link", { name: "Information About Brokerage Services" })).toHaveAttribute("href", NOTICES[0].path);
  await expect(main.getByRole("link", { name: "Consumer Protection Notice" })).toHaveAttribute("href", NOTICES[1].path);
  await expectNoAxeViolations(page);
});
