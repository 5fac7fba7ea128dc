/**
 * One e-mail written once, sent twice over: as plain text and as its HTML alternative. A composer describes the
 * message as blocks (a heading, paragraphs, label/value details, a quoted message, a list, a button link, small
 * print and its links); `composeEmail` renders both bodies from them, so the two can never say different things.
 *
 * The HTML is deliberately plain: one centred 600-pixel table with inline styles (mail clients drop <style> and
 * ignore most CSS), no images, no scripts. Every piece of text is escaped (entities: & < > in text, & " in the
 * double-quoted href; no &apos;, which older Outlook prints as is), and a link may only be http(s), mailto:, tel: or
 * a site path: an address like "javascript:" is a bug, and is thrown.
 */
import { escapeAttribute, escapeText } from "entities";
import type { ComposedEmail } from "./outbox-kinds.ts";

/** One row of a details table: "Phone: (713) 555-0100"; `href` makes the value a link (mailto:, tel:, a page). */
export interface EmailDetail {
  label: string;
  value: string;
  href?: string;
}

export interface EmailListItem {
  text: string;
  href?: string;
}

export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "details"; rows: readonly EmailDetail[] }
  /** Someone's own words, quoted as they wrote them (line breaks kept). */
  | { kind: "quote"; text: string }
  | { kind: "list"; items: readonly EmailListItem[] }
  /** The message's main link, shown as a button (and its address, for clients that do not show buttons). */
  | { kind: "button"; label: string; href: string }
  /** Why the reader got this e-mail. */
  | { kind: "small"; text: string }
  /** A secondary link in small print ("Stop these e-mails"). */
  | { kind: "small-link"; label: string; href: string };

export interface EmailContent {
  subject: string;
  blocks: readonly EmailBlock[];
  headers?: Record<string, string>;
}

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * The link as given, when it is one an e-mail may carry: an absolute http(s), mailto: or tel: address, or a path of
 * the site (a link without PUBLIC_ORIGIN is a bare path, decision 028).
 */
export function safeHref(href: string): string {
  if (/^\/(?![/\\])/.test(href)) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new RangeError(`not a link an e-mail may carry: ${JSON.stringify(href)}`);
  }
  if (!SAFE_SCHEMES.has(url.protocol)) throw new RangeError(`not a link an e-mail may carry: ${JSON.stringify(href)}`);
  return href;
}

/** A mailto: link of an address (characters an address may hold that a URL reserves are percent-encoded). */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURI(address.trim())}`;
}

/** A tel: link of a phone number as people write it: "(713) 555-0100" becomes "tel:7135550100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A Reply-To header naming `address`, when it is one plain address (no display name, no list, nothing that could end
 * the header); else no header. The addresses given were checked as e-mail addresses when they were saved; this keeps
 * a header from ever carrying anything else.
 */
export function replyToHeader(address: string | null | undefined): Record<string, string> {
  const plain = address?.trim() ?? "";
  return /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/.test(plain) ? { "Reply-To": plain } : {};
}

/** A header-safe one-line version of text a person typed (a subject must not carry their line breaks). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// ---- plain text -------------------------------------------------------------------------------------------------

/** Whether a link says more than its text (a mailto: of the address shown does not). */
function linkAddsToText(text: string, href: string): boolean {
  return href !== text && !href.startsWith("mailto:") && !href.startsWith("tel:");
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "heading":
    case "paragraph":
    case "small":
      return block.text;
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}${row.href && linkAddsToText(row.value, row.href) ? ` (${row.href})` : ""}`).join("\n");
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "list":
      return block.items.map((item) => `- ${item.text}${item.href && linkAddsToText(item.text, item.href) ? `\n  ${item.href}` : ""}`).join("\n");
    case "button":
    case "small-link":
      return `${block.label}: ${block.href}`;
  }
}

export function renderEmailText(blocks: readonly EmailBlock[]): string {
  return blocks.map(blockText).join("\n\n");
}

// ---- HTML -------------------------------------------------------------------------------------------------------

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = "#1f2937";
const MUTED = "#4b5563";
const ACCENT = "#1d4ed8";

/** Escaped text with its line breaks kept. */
function html(text: string): string {
  return escapeText(text).replace(/\r?\n/g, "<br>");
}

function link(text: string, href: string, style = `color:${ACCENT};text-decoration:underline`): string {
  return `<a href="${escapeAttribute(safeHref(href))}" style="${style}">${html(text)}</a>`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#111827">${html(block.text)}</h1>`;
    case "paragraph":
      return `<p style="margin:0 0 16px">${html(block.text)}</p>`;
    case "small":
      return `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${html(block.text)}</p>`;
    case "small-link":
      return `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${link(block.label, block.href, `color:${MUTED};text-decoration:underline`)}</p>`;
    case "details": {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600;white-space:nowrap">${html(row.label)}</th>` +
            `<td valign="top" style="padding:4px 0">${row.href ? link(row.value, row.href) : html(row.value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${rows}</table>`;
    }
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;color:#374151">${html(block.text)}</blockquote>`;
    case "list": {
      const items = block.items.map((item) => `<li style="margin:0 0 8px">${item.href ? link(item.text, item.href) : html(item.text)}</li>`).join("");
      return `<ul style="margin:0 0 16px;padding:0 0 0 20px">${items}</ul>`;
    }
    case "button":
      return (
        `<p style="margin:24px 0 8px">${link(block.label, block.href, `display:inline-block;padding:12px 20px;border-radius:6px;background-color:${ACCENT};color:#ffffff;font-weight:600;text-decoration:none`)}</p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all">${link(block.href, block.href)}</p>`
      );
  }
}

/** A whole HTML document: the blocks in one centred column, styled inline. */
export function renderEmailHtml(title: string, blocks: readonly EmailBlock[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${html(title)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border-radius:8px"><tr><td style="padding:28px 24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK}">`,
    blocks.map(blockHtml).join("\n"),
    "</td></tr></table>",
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The message as the outbox keeps it: subject, text, its HTML alternative and headers. */
export function composeEmail({ subject, blocks, headers = {} }: EmailContent): ComposedEmail {
  return { subject: oneLine(subject), text: renderEmailText(blocks), html: renderEmailHtml(oneLine(subject), blocks), headers };
}
