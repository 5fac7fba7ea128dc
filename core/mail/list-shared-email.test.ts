import { describe, expect, it } from "vitest";
import { composeListSharedEmail, type ListSharedEmailInput } from "./list-shared-email.ts";

const input: ListSharedEmailInput = {
  clientName: "Ana Díaz",
  count: 3,
  update: false,
  message: "Here are my three picks near the trail.\nCall me after you look.",
  locator: { name: "Maria Lopez", email: "maria@locator.example" },
  company: "Bayou Locating LLC",
  link: "https://locator.example/shared-list?key=abc_DEF-123",
  expiresOn: "2026-09-01",
  hasAccount: false,
};

describe("composeListSharedEmail", () => {
  it("says who picked how many communities, with the private link as its button", () => {
    const email = composeListSharedEmail(input);
    expect(email.subject).toBe("Maria Lopez picked 3 communities for you");
    expect(email.text).toContain("Hello Ana Díaz, Maria Lopez at Bayou Locating LLC picked 3 communities for you.");
    expect(email.text).toContain("https://locator.example/shared-list?key=abc_DEF-123");
    expect(email.html).toContain('href="https://locator.example/shared-list?key=abc_DEF-123"');
    expect(email.html).toContain("See your apartment options");
  });

  it("quotes the locator's word to the client and names them with their e-mail; replies go to the locator", () => {
    const email = composeListSharedEmail(input);
    expect(email.text).toContain("Maria Lopez writes:");
    expect(email.text).toContain("> Here are my three picks near the trail.\n> Call me after you look.");
    expect(email.text).toContain("Your locator: Maria Lopez");
    expect(email.html).toContain('href="mailto:maria@locator.example"');
    expect(email.headers).toEqual({ "Reply-To": "maria@locator.example" });
    expect(composeListSharedEmail({ ...input, locator: { name: "maria", email: null } }).headers).toEqual({});
  });

  it("says until when the link works, that it needs no account, and to keep it private", () => {
    const email = composeListSharedEmail(input);
    expect(email.text).toContain("it opens your list without an account until Sep 1, 2026");
    expect(email.text).toContain("whoever has it can see the list and answer for you");
    expect(email.text).not.toContain("sign in to your account");
    expect(composeListSharedEmail({ ...input, hasAccount: true }).text).toContain("You also find the list when you sign in to your account.");
  });

  it("words an update and a single community", () => {
    const update = composeListSharedEmail({ ...input, update: true, count: 1, message: null });
    expect(update.subject).toBe("Maria Lopez updated your apartment options");
    expect(update.text).toContain("updated your list: it now holds 1 community for you.");
    expect(update.text).not.toContain("writes:");
  });

  it("escapes what people typed in the HTML and keeps it whole in the text; the subject is one line", () => {
    const email = composeListSharedEmail({ ...input, clientName: "<b>Ana</b>", locator: { name: "Maria\n<i>L</i>", email: "maria@locator.example" }, message: "<script>x</script>" });
    expect(email.html).not.toContain("<b>Ana</b>");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(email.text).toContain("Hello <b>Ana</b>");
    expect(email.subject).toBe("Maria <i>L</i> picked 3 communities for you");
  });
});
