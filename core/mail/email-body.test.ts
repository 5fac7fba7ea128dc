import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeEmail, mailtoHref, renderEmailHtml, renderEmailText, safeHref, telHref, type EmailBlock } from "./email-body.ts";

const blocks: EmailBlock[] = [
  { kind: "heading", text: "New lead" },
  { kind: "paragraph", text: "Ana wrote to us.\nTwice." },
  {
    kind: "details",
    rows: [
      { label: "E-mail", value: "ana@example.com", href: "mailto:ana@example.com" },
      { label: "Page", value: "The Ivy", href: "https://site.test/apartments/the-ivy" },
      { label: "Move-in", value: "Jul 1, 2026" },
    ],
  },
  { kind: "quote", text: "First line\n\nThird line" },
  { kind: "list", items: [{ text: "The Ivy: $1,400/mo", href: "https://site.test/apartments/the-ivy" }, { text: "No link" }] },
  { kind: "button", label: "Open the client", href: "https://site.test/admin/clients/7" },
  { kind: "small", text: "Why you got this." },
  { kind: "small-link", label: "Stop these e-mails", href: "https://site.test/stop?t=1" },
];

describe("renderEmailText", () => {
  it("writes each block as plain text, blank lines between, links spelled out", () => {
    expect(renderEmailText(blocks)).toBe(
      [
        "New lead",
        "Ana wrote to us.\nTwice.",
        "E-mail: ana@example.com\nPage: The Ivy (https://site.test/apartments/the-ivy)\nMove-in: Jul 1, 2026",
        "> First line\n>\n> Third line",
        "- The Ivy: $1,400/mo\n  https://site.test/apartments/the-ivy\n- No link",
        "Open the client: https://site.test/admin/clients/7",
        "Why you got this.",
        "Stop these e-mails: https://site.test/stop?t=1",
      ].join("\n\n"),
    );
  });
});

describe("renderEmailHtml", () => {
  const html = renderEmailHtml("New lead", blocks);

  it("is one whole UTF-8 document with the subject as its title, styled inline (no <style>, no script, no image)", () => {
    expect(html.startsWith("<!doctype html>\n<html lang=\"en\">")).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>New lead</title>");
    expect(html).toContain("max-width:600px");
    expect(html).not.toMatch(/<style|<script|<img|class=/i);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("makes links real anchors and keeps line breaks", () => {
    expect(html).toContain('<a href="https://site.test/admin/clients/7"');
    expect(html).toContain(">Open the client</a>");
    expect(html).toContain('<a href="mailto:ana@example.com"');
    expect(html).toContain('<a href="https://site.test/apartments/the-ivy" style="color:#1d4ed8;text-decoration:underline">The Ivy: $1,400/mo</a>');
    expect(html).toContain("Ana wrote to us.<br>Twice.");
    expect(html).toContain("<blockquote");
    expect(html).toContain("First line<br><br>Third line");
    expect(html).toContain('<th scope="row"');
    expect(html).toMatch(/<a href="https:\/\/site\.test\/stop\?t=1" style="[^"]*">Stop these e-mails<\/a>/);
  });

  it("escapes every piece of text and every link", () => {
    const evil = `<script>alert("x")</script> & 'Tom' > Jerry`;
    const out = renderEmailHtml(evil, [
      { kind: "heading", text: evil },
      { kind: "paragraph", text: evil },
      { kind: "details", rows: [{ label: evil, value: evil, href: 'https://site.test/?a=1&b="2"' }] },
      { kind: "quote", text: evil },
      { kind: "list", items: [{ text: evil }] },
      { kind: "button", label: evil, href: "https://site.test/x?y=<z>" },
      { kind: "small", text: evil },
      { kind: "small-link", label: evil, href: "/s" },
    ]);
    expect(out).not.toContain("<script>");
    expect(out).toContain(`&lt;script&gt;alert("x")&lt;/script&gt; &amp; 'Tom' &gt; Jerry`);
    // Quotes need no escaping in text, and &apos; is not HTML 4 (older Outlook prints it as is).
    expect(out).not.toContain("&apos;");
    expect(out).toContain('href="https://site.test/?a=1&amp;b=&quot;2&quot;"');
    expect(out).toContain('href="https://site.test/x?y=&lt;z&gt;"');
  });

  it("never lets text add markup: any text adds no < or > to the document (property)", () => {
    const markup = (s: string) => [...s].filter((c) => c === "<" || c === ">").length;
    const render = (text: string) =>
      renderEmailHtml(text, [
        { kind: "heading", text },
        { kind: "paragraph", text },
        { kind: "details", rows: [{ label: text, value: text }] },
        { kind: "quote", text },
        { kind: "list", items: [{ text, href: "https://site.test/" }] },
        { kind: "button", label: text, href: "/a" },
        { kind: "small", text },
        { kind: "small-link", label: text, href: "/s" },
      ]);
    const baseline = markup(render("x"));
    fc.assert(
      fc.property(
        // Random text, and text made of the characters markup is made of (random Unicode rarely draws them).
        fc.oneof(fc.string({ unit: fc.constantFrom("<", ">", "&", '"', "'", "/", "=", "a", " ", "é", "\u00a0") }), fc.string({ unit: "grapheme" })).filter((s) => !/[\r\n]/.test(s)),
        (text) => markup(render(text)) === baseline,
      ),
    );
  });
});

describe("links", () => {
  it("accepts http(s), mailto:, tel: and site paths; refuses anything else", () => {
    for (const ok of ["https://site.test/a", "http://localhost:5173/x", "mailto:a@b.test", "tel:+17135550100", "/admin/clients/1", "/tours/3?token=abc"]) {
      expect(safeHref(ok)).toBe(ok);
    }
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "//evil.test/x", "/\\evil.test", "relative/path", "", "vbscript:x"]) {
      expect(() => safeHref(bad)).toThrow(RangeError);
    }
    expect(() => renderEmailHtml("t", [{ kind: "button", label: "Go", href: "javascript:alert(1)" }])).toThrow(RangeError);
  });

  it("builds mailto: and tel: links from what people typed", () => {
    expect(mailtoHref(" ana@example.com ")).toBe("mailto:ana@example.com");
    expect(telHref("(713) 555-0100")).toBe("tel:7135550100");
    expect(telHref("+1 713 555 0100")).toBe("tel:+17135550100");
  });
});

describe("composeEmail", () => {
  it("renders both bodies from the same blocks and keeps the subject on one line", () => {
    const email = composeEmail({ subject: "Hello\r\nBcc: x@evil.test", blocks: [{ kind: "paragraph", text: "Hi" }], headers: { "X-Test": "1" } });
    expect(email.subject).toBe("Hello Bcc: x@evil.test");
    expect(email.text).toBe("Hi");
    expect(email.html).toContain("<title>Hello Bcc: x@evil.test</title>");
    expect(email.html).toContain('<p style="margin:0 0 16px">Hi</p>');
    expect(email.headers).toEqual({ "X-Test": "1" });
  });
});
