/**
 * The content tools of the back office (issue 13), as an administrator uses
 * them at 1280 and at 375 px: the one list and edit pattern on neighborhoods
 * and blog posts, the version check between two admins, and the doors shut to
 * renters and guests. Every record a test makes has a name of its own, so the
 * shared server's demo data stays as other specs expect it.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminBrowser, signInAsAdmin } from "./admin-helpers.ts";
import { PASSWORD, uniqueName } from "./api-helpers.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === "string" });

async function fillNeighborhood(page: Page, name: string) {
  await field(page, "Name *").fill(name);
  await field(page, "Description *").fill(`${name} is a quiet grid of bungalows and new townhomes.`);
  await field(page, "Highlights").fill("Tree-lined streets\nNear the bayou trail");
  await field(page, "ZIP codes").fill("77007");
  await field(page, "Latitude *").fill("29.78");
  await field(page, "Longitude *").fill("-95.42");
}

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
});

test("an admin creates a neighborhood: errors beside the fields keep what was typed, then it is on the public site, and a new slug keeps the old address", async ({
  page,
}) => {
  const name = uniqueName("Bayou Grove").replace(/-/g, " ");
  await page.goto("/admin/neighborhoods");
  await expect(page.getByRole("heading", { level: 1, name: "Neighborhoods" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "New neighborhood" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New neighborhood" })).toBeVisible();
  await fillNeighborhood(page, name);
  // There is no rent to type: a neighborhood's typical rent is computed from its communities' plans.
  await expect(page.getByLabel(/typical rent/i)).toHaveCount(0);
  await field(page, "ZIP codes").fill("77007\n7700");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // The declaration's check is named beside its field; what was typed is still there.
  await expect(page.getByRole("alert").first()).toContainText("Nothing was saved");
  const zipCodes = field(page, "ZIP codes");
  await expect(zipCodes).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Each ZIP code must be five digits.")).toBeVisible();
  await expect(field(page, "Name *")).toHaveValue(name);
  await expect(field(page, "Highlights")).toHaveValue("Tree-lined streets\nNear the bayou trail");
  await expectNoAxeViolations(page);

  await zipCodes.fill("77007");
  await page.getByRole("button", { name: "Save and view" }).click();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await expect(page).toHaveURL(`/neighborhoods/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Near the bayou trail").first()).toBeVisible();
  // No communities, no plans: no typical rent (not "$0").
  await expect(page.getByTestId("typical-rent")).toHaveCount(0);

  // Back in the list, found by its ZIP code and name; then renamed.
  await page.goto(`/admin/neighborhoods?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("1 neighborhood match")).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, "Slug").fill(`${slug}-houston`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByText(`Updated neighborhood “${name}”: slug`)).toBeVisible();

  const old = await page.request.get(`/neighborhoods/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/neighborhoods/${slug}-houston`);
});

test("an admin adds a community with two floor plans and a photo to a new neighborhood; renters find it on /listings, on its page and from A.L.I.; a rent change moves its range", async ({
  page,
  isMobile,
}) => {
  test.slow();
  const hood = uniqueName("Lantern Park").replace(/-/g, " ");
  const title = uniqueName("Cedar Yards").replace(/-/g, " ");
  const hoodSlug = hood.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

  await page.goto("/admin/neighborhoods/new");
  await fillNeighborhood(page, hood);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: hood })).toBeVisible();

  await page.goto("/admin/apartments/new");
  await expect(page.getByRole("heading", { level: 1, name: "New community" })).toBeVisible();
  await field(page, "Name *").fill(title);
  await page.getByLabel("Neighborhood *").selectOption({ label: hood });
  await field(page, "Description").fill(`${title} has a saltwater pool and covered parking.`);
  await field(page, "Street address *").fill("1200 Lantern Way");
  await field(page, "ZIP code *").fill("77007");
  await field(page, "Leasing phone *").fill("(713) 555-0142");
  await field(page, "Latitude *").fill("29.781");
  await field(page, "Longitude *").fill("-95.421");
  await field(page, "Year built *").fill("2021");
  await field(page, "Pet policy *").fill("Cats and dogs welcome, two per home.");
  await page.getByRole("checkbox", { name: "12 months" }).check();

  const plans = page.getByRole("group", { name: /Floor plans/ });
  const plan = (row: number, name: string) => plans.locator(`[name="plans.${row}.${name}"]`);
  for (const [row, values] of [
    [0, { name: "Lantern A1", beds: "1", baths: "1", sqft: "720", rent: "1,350", unitsAvailable: "3", availableFrom: "2026-12-01" }],
    [1, { name: "Lantern B2", beds: "2", baths: "2", sqft: "1,080", rent: "1,875", unitsAvailable: "2", availableFrom: "2027-01-15" }],
  ] as const) {
    if (row > 0) await plans.getByRole("button", { name: "Add a floor plan" }).click();
    for (const [name, value] of Object.entries(values)) await plan(row, name).fill(value);
  }
  const amenities = page.getByRole("group", { name: /Amenities/ });
  await amenities.getByRole("checkbox", { name: "Pool", exact: true }).check();
  await amenities.getByRole("textbox", { name: /Pool/ }).fill("saltwater");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Created community “${title}”`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // A photo, with the alt text renters' screen readers will read.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 160 } } }).jpeg().toBuffer();
  const manager = page.getByRole("region", { name: /Photos/ });
  await manager.getByLabel("Photo files").setInputFiles({ name: "pool.jpg", mimeType: "image/jpeg", buffer: photo });
  await manager.getByLabel(/Alt text/).first().fill("Saltwater pool at dusk");
  await manager.getByRole("button", { name: "Upload" }).click();
  await expect(manager.getByRole("status")).toHaveText("Uploaded a photo.");
  await expect(manager.getByRole("textbox", { name: "Alt text of photo 1" })).toHaveValue("Saltwater pool at dusk");

  // /listings, filtered to the new neighborhood: the card with the photo.
  await page.goto(`/listings?neighborhood=${hoodSlug}`);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  // The card's image is decorative (its title says what it is); it is the uploaded photo, in three widths.
  await expect(card.locator("img")).toHaveAttribute("srcset", /\/media\/photos\/.+480w/);
  await expect(card).toContainText("$1,350");

  // Its public page, with the photo, the plans and the amenity's note.
  await page.goto(`/apartments/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: "Saltwater pool at dusk" }).first()).toBeVisible();
  // Plans sit in tabs by bedroom count: both are on the page.
  for (const name of ["Lantern A1", "Lantern B2"]) await expect(page.getByText(name).first()).toBeAttached();
  await expect(page.getByText("saltwater", { exact: false }).first()).toBeVisible();

  // A.L.I. knows it on the next request.
  const reply = await page.request.post("/api/chat/webhook", {
    headers: { Origin: new URL(page.url()).origin },
    data: { chatInput: `Tell me about ${title}`, sessionId: null, type: "general" },
  });
  expect(reply.status()).toBe(200);
  const answer = (await reply.json()).responseMessage as string;
  expect(answer).toContain(`[[apartment:${slug}]]`);
  expect(answer).toContain("$1,350 - $1,875");

  // The 2-bedroom's rent goes down; the community's range follows on the next request.
  await page.goto("/admin/apartments?q=" + encodeURIComponent(title));
  await page.getByRole("link", { name: title, exact: true }).click();
  await plans.locator('[name="plans.1.rent"]').fill("1795");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Updated community “${title}”`)).toBeVisible();
  const api = await (await page.request.get(`/api/apartments/${slug}`)).json();
  expect(api).toMatchObject({ minPrice: 1350, maxPrice: 1795, priceRange: "$1,350 - $1,795" });

  // The new neighborhood's typical rent is computed from these plans (its one 1-bedroom), the same on its page and its card.
  await page.goto(`/neighborhoods/${hoodSlug}`);
  await expect(page.getByTestId("typical-rent")).toHaveText("Median 1-bedroom rent $1,350/mo");
  await page.goto("/neighborhoods");
  await expect(page.getByRole("article").filter({ has: page.getByRole("link", { name: hood, exact: true }) })).toContainText("Median 1-bedroom rent $1,350/mo");
  void isMobile;
});

test("a save of an older version is refused with what the other admin changed, and nothing of it is applied", async ({ page, browser, baseURL }) => {
  const name = uniqueName("Stale Oaks").replace(/-/g, " ");
  await page.goto("/admin/neighborhoods/new");
  await fillNeighborhood(page, name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  // The second admin opens the same record, and the first saves before they do.
  const other = await adminBrowser(browser, baseURL);
  await other.goto(editPath);
  await field(page, "Latitude *").fill("29.79");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Updated neighborhood “${name}”: latitude`)).toBeVisible();

  await field(other, "Description *").fill("A stale description.");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = other.getByRole("alert").filter({ hasText: "changed by someone else since you opened it" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole("row", { name: /Latitude 29.78 29.79/ })).toBeVisible();
  await expect(field(other, "Description *")).toHaveValue("A stale description.");
  await expectNoAxeViolations(other);

  await page.reload();
  await expect(field(page, "Description *")).not.toHaveValue("A stale description.");
  await expect(field(page, "Latitude *")).toHaveValue("29.79");
  await other.context().close();
});

test("a post goes from draft to preview to published, and only then renters see it on /blog", async ({ page }) => {
  const title = uniqueName("Moving in the heat").replace(/-/g, " ");
  await page.goto("/admin/blog-posts/new");
  await field(page, "Title *").fill(title);
  await field(page, "Author *").fill("Ana Ruiz");
  await field(page, "Post *").fill("## Pack early\n\nBook the truck for **7 a.m.** <script>alert(1)</script>");
  // The live preview is the public renderer's sanitized HTML.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Pack early" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("7 a.m.");
  await expect(preview.locator("script")).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Draft — only administrators can see it.")).toBeVisible();
  await expectNoAxeViolations(page);

  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const hidden = await page.context().browser()!.newContext();
  expect((await hidden.request.get(`${new URL(page.url()).origin}/blog/${slug}?preview=1`)).status()).toBe(404);

  const previewPage = await page.context().newPage();
  await previewPage.goto(`/blog/${slug}?preview=1`);
  await expect(previewPage.getByText("Preview: this post is a draft")).toBeVisible();
  await expect(previewPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await previewPage.close();

  // A guest's /blog, rendered and kept for the next guests (server/public-render-cache.ts), without the draft.
  for (let i = 0; i < 2; i++) {
    const blog = await hidden.request.get(`${new URL(page.url()).origin}/blog`);
    expect(blog.status()).toBe(200);
    expect(await blog.text()).not.toContain(title);
  }

  await page.getByLabel("Status *").selectOption("published");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Published blog post “${title}”`)).toBeVisible();
  // The kept render is gone with the publication: the next guest gets the post at once.
  expect(await (await hidden.request.get(`${new URL(page.url()).origin}/blog`)).text()).toContain(title);

  const renter = await hidden.newPage();
  await renter.goto(`${new URL(page.url()).origin}/blog`);
  await expect(renter.getByRole("link", { name: title }).first()).toBeVisible();
  await hidden.close();
});

test("bulk actions ask first, the list's URL holds its state, and the CSV export has the filtered rows", async ({ page }) => {
  await page.goto("/admin/blog-posts?status=published&sort=title&dir=asc");
  await expect(page.getByRole("search").getByLabel("Status")).toHaveValue("published");
  await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "ascending");

  const csv = await page.request.get("/admin/blog-posts.csv?status=draft");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("id,Title,Status,Publication,Author,Tags,Read time (min),Last change");
  for (const line of lines.slice(1)) expect(line).toContain(",draft,");

  // A bulk action without a confirmation changes nothing and asks.
  const title = uniqueName("Bulk draft").replace(/-/g, " ");
  await page.goto("/admin/blog-posts/new");
  await field(page, "Title *").fill(title);
  await field(page, "Author *").fill("Ana Ruiz");
  await field(page, "Post *").fill("Short.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Draft — only administrators can see it.")).toBeVisible();
  await page.goto(`/admin/blog-posts?q=${encodeURIComponent(title)}`);
  await page.getByRole("checkbox", { name: `Select ${title}` }).check();
  await page.getByLabel("With selected").selectOption("delete");
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  await expect(page.getByText("Delete 1 post? This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No blog posts match.")).toBeVisible();
});

test.describe("renters and guests", () => {
  test.beforeEach(async ({ page }) => {
    // Not the administrator the other tests are signed in as.
    await page.context().clearCookies();
  });

  test("get no admin page, no export and no admin write", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto("/admin/neighborhoods");
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fneighborhoods/);
    const csv = await page.request.get("/admin/neighborhoods.csv", { maxRedirects: 0 });
    expect(csv.status()).toBeGreaterThanOrEqual(300);
    expect(csv.status()).toBeLessThan(400);

    // A renter (registration signs them in) is sent home, and a write changes nothing.
    const username = uniqueName("admin-content");
    const registered = await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: PASSWORD }, headers: { Origin: origin } });
    expect(registered.status()).toBe(201);
    await page.goto("/admin/blog-posts/new");
    await expect(page).toHaveURL("/");
    const write = await page.request.post("/admin/neighborhoods/1", { form: { intent: "delete", version: "1" }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(write.headers().location).toBe("/");
    expect((await page.request.get("/api/neighborhoods")).status()).toBe(200);
    const preview = await page.request.post("/admin/blog-posts/preview", { form: { content: "# x" }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(preview.headers().location).toBe("/");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the basic path works: an amenity is refused with its message, created, found and deleted after the confirmation", async ({ page }) => {
    const name = uniqueName("Sky Lounge").replace(/-/g, " ");
    await page.goto("/admin/amenities/new");
    await field(page, "Synonyms").fill("roof lounge\nsky deck");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(field(page, "Synonyms")).toHaveValue("roof lounge\nsky deck");

    await field(page, "Name *").fill(name);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.goto(`/admin/amenities?q=${encodeURIComponent(name)}`);
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByLabel("With selected").selectOption("delete");
    await page.getByRole("button", { name: /Apply to selected/ }).click();
    await expect(page.getByText("Delete 1 amenity? Communities that have it lose it.")).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("No amenities match.")).toBeVisible();
  });
});
