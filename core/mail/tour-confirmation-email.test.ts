import { describe, expect, it } from "vitest";
import { communityAddress, composeTourConfirmationEmail, tourWhen, type TourConfirmationEmailInput } from "./tour-confirmation-email.ts";

// 9:30 to 10:15 in Houston on Friday, November 27, 2026 (CST, UTC-6).
const input: TourConfirmationEmailInput = {
  name: "Ana Díaz",
  community: { title: "The Ivy", streetAddress: "1200 Main St", city: "Houston", state: "TX", postalCode: "77002", phone: "(713) 555-0199" },
  startsAt: new Date("2026-11-27T15:30:00Z"),
  endsAt: new Date("2026-11-27T16:15:00Z"),
  mode: "in-person",
  manageUrl: "https://site.test/tours/9",
  account: true,
};

describe("composeTourConfirmationEmail", () => {
  it("names the community and the day and time in Houston time", () => {
    const email = composeTourConfirmationEmail(input);
    expect(email.subject).toBe("Your tour of The Ivy: Fri, Nov 27, 9:30 AM");
    expect(tourWhen(input.startsAt, input.endsAt)).toBe("Friday, November 27, 9:30 AM to 10:15 AM (Houston time)");
    expect(email.text).toContain("When: Friday, November 27, 9:30 AM to 10:15 AM (Houston time)");
    expect(email.text).toContain("Hello Ana Díaz, your tour of The Ivy is booked.");
    expect(email.html).toContain("Friday, November 27, 9:30 AM to 10:15 AM (Houston time)");
  });

  it("reads in Houston time across the daylight-saving change (CDT, UTC-5)", () => {
    const email = composeTourConfirmationEmail({ ...input, startsAt: new Date("2026-07-03T14:00:00Z"), endsAt: new Date("2026-07-03T14:30:00Z") });
    expect(email.text).toContain("When: Friday, July 3, 9:00 AM to 9:30 AM (Houston time)");
  });

  it("gives the community's address and phone, in person or virtual", () => {
    expect(communityAddress(input.community)).toBe("1200 Main St, Houston, TX 77002");
    const inPerson = composeTourConfirmationEmail(input);
    expect(inPerson.text).toContain("Address: 1200 Main St, Houston, TX 77002");
    expect(inPerson.text).toContain("Tour: In person");
    expect(inPerson.text).toContain("Community phone: (713) 555-0199");
    expect(inPerson.html).toContain('<a href="tel:7135550199"');
    const virtual = composeTourConfirmationEmail({ ...input, mode: "virtual", community: { ...input.community, phone: null } });
    expect(virtual.text).toContain("Tour: Virtual (video call): the community sends the link before the tour");
    expect(virtual.text).toContain("Address: 1200 Main St, Houston, TX 77002");
    expect(virtual.text).not.toContain("Community phone");
  });

  it("links the booking's page: an account signs in, a guest's link works as it is", () => {
    const account = composeTourConfirmationEmail(input);
    expect(account.text).toContain("See, move or cancel your tour: https://site.test/tours/9");
    expect(account.text).toContain("Sign in with your account to open it.");
    expect(account.html).toContain('<a href="https://site.test/tours/9"');

    const guest = composeTourConfirmationEmail({ ...input, account: false, manageUrl: "https://site.test/tours/9?token=abc_DEF-1" });
    expect(guest.text).toContain("See, move or cancel your tour: https://site.test/tours/9?token=abc_DEF-1");
    expect(guest.text).not.toContain("Sign in");
    expect(guest.html).toContain('<a href="https://site.test/tours/9?token=abc_DEF-1"');
  });

  it("without a link (a guest's link not given), says where the link is instead of inventing one", () => {
    const email = composeTourConfirmationEmail({ ...input, account: false, manageUrl: null });
    expect(email.text).toContain("open the link on the confirmation page you saw after booking");
    expect(email.text).not.toContain("/tours/");
    expect(email.html).not.toContain("/tours/");
  });

  it("escapes the renter's name and the community's words in the HTML", () => {
    const email = composeTourConfirmationEmail({ ...input, name: "<script>x</script>", community: { ...input.community, title: "Tom & Jerry's <Lofts>" } });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<Lofts>");
    expect(email.html).toContain("Hello &lt;script&gt;x&lt;/script&gt;, your tour of Tom &amp; Jerry's &lt;Lofts&gt; is booked.");
    expect(email.text).toContain("Tom & Jerry's <Lofts>");
  });
});
