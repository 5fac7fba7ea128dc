/**
 * A guest tells us what they want on /get-matched (five steps, saved as they
 * go) and reviews the suggestions on /preference-suggestion: match
 * percentages, Previous/Next, feedback with its counter and thank-you panel,
 * and a tour request. Desktop and 375 px; axe on every screen.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

async function check(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

async function next(page: Page, expectedStep: number) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`step=${expectedStep}`));
  await expect(page.getByText(`Step ${expectedStep} of 5`)).toBeVisible();
}

test("a guest completes /get-matched and reviews the suggestions", async ({ page }) => {
  // A long journey with five axe runs.
  test.setTimeout(90_000);
  await page.goto("/get-matched");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Basic Info" })).toBeVisible();
  await check(page);

  // A required answer is asked for, on the field.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Full name").fill("Maria Lopez");
  await next(page, 2);

  await page.getByRole("checkbox", { name: "Montrose" }).check();
  await page.getByRole("checkbox", { name: "The Heights" }).check();
  await page.getByLabel("Work or school location").fill("Texas Medical Center");
  await check(page);
  await next(page, 3);

  await page.getByRole("radio", { name: "$1,500 - $2,000" }).check();
  await expect(page.getByLabel("Max budget ($ per month)")).toHaveValue("2000");
  await next(page, 4);

  await page.getByRole("radio", { name: "1 bedroom" }).check();
  await next(page, 5);

  await page.getByRole("checkbox", { name: "Pool" }).check();
  const note = page.getByLabel("Requirement for Pool (optional)");
  await expect(note).toBeVisible();
  await note.fill("heated would be nice");
  await page.getByRole("combobox", { name: "Lease length (optional)" }).selectOption("12-month");
  await check(page);

  // Coming back to a step shows what was saved.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await expect(page.getByRole("radio", { name: "1 bedroom" })).toBeChecked();
  await next(page, 5);
  await page.getByRole("checkbox", { name: "Pool" }).check();
  await page.getByRole("button", { name: "See my matches" }).click();

  await expect(page).toHaveURL(/\/preference-suggestion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect Apartment" })).toBeVisible();
  await expect(page.getByText("We've curated these listings based on your preferences. Let us know what you think!")).toBeVisible();
  await expect(page.getByText("Up to $2,000/mo")).toBeVisible();
  await expect(page.getByText("Montrose, The Heights")).toBeVisible();

  const showing = page.getByText(/^Showing apartment 1 of \d+$/);
  await expect(showing).toBeVisible();
  const total = Number((await showing.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.getByText(/^Special: \d{1,3}% Match$/)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Suggestions viewed" })).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByText(/, Houston, TX$/)).toBeVisible();
  await expect(page.getByText("Key strengths")).toBeVisible();
  await check(page);

  const previous = page.getByRole("button", { name: "Previous", exact: true });
  const nextButton = page.getByRole("button", { name: "Next", exact: true });
  await expect(previous).toBeDisabled();
  const firstName = await page.getByRole("heading", { level: 2 }).nth(1).textContent();
  await nextButton.click();
  await expect(page.getByText(`Showing apartment 2 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/n=2/);
  await expect(previous).toBeEnabled();
  await expect(page.getByRole("heading", { level: 2 }).nth(1)).not.toHaveText(firstName!);
  await previous.click();
  await expect(page.getByText(`Showing apartment 1 of ${total}`)).toBeVisible();
  await expect(previous).toBeDisabled();

  // Feedback: the counter follows the text, submit waits for text, and the thank-you panel replaces the form.
  const feedback = page.getByRole("textbox", { name: /Your feedback on/ });
  const submit = page.getByRole("button", { name: "Submit feedback" });
  await expect(page.getByText("0/500")).toBeVisible();
  await expect(submit).toBeDisabled();
  await feedback.fill("   ");
  await expect(submit).toBeDisabled();
  await feedback.fill("Love the pool.");
  await expect(page.getByText("14/500")).toBeVisible();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("Your feedback has been submitted successfully.", { exact: false })).toBeVisible();
  await expect(page.getByText("Feedback submitted", { exact: true })).toBeVisible();
  await expect(feedback).toHaveCount(0);

  // Schedule Tour: the form is prefilled from the profile; the guest adds an e-mail address.
  await page.locator("summary", { hasText: "Schedule Tour" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Maria Lopez");
  await expect(page.getByLabel("Message")).toHaveValue(/^I'd like to tour .+\.$/);
  await page.getByLabel("E-mail").fill("maria.lopez@example.com");
  await page.getByRole("button", { name: "Request a tour" }).click();
  await expect(page.getByText(/Your tour request for .+ is in\./)).toBeVisible();
  await check(page);
});

test("a visitor without preferences is sent to /get-matched", async ({ page }) => {
  await page.goto("/preference-suggestion");
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect Apartment" })).toBeVisible();
  await expect(page.getByText("No apartment suggestions available.")).toBeVisible();
  await page.getByRole("link", { name: "Get matched in five steps" }).click();
  await expect(page).toHaveURL(/\/get-matched/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
});

test("the personal pages are kept out of search results", async ({ page }) => {
  for (const path of ["/get-matched", "/preference-suggestion"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  }
});
