/**
 * The commission invoice as a PDF (issue 28, decision 037): one Letter page that a community's accounting can file
 * and pay from. It names the locating company and its broker (name and Texas license number, as 22 TAC 535.155
 * asks of what a license holder publishes; a broker that is not configured is said to be so, never made up), the
 * invoice's number and dates, whom it bills, the lease it is for (resident, unit, move-in, verified rent), the one
 * line with its amount, the total, what was paid and the balance due, and how to pay.
 *
 * The input is plain data, checked by a zod schema: a bad argument is a programming error and throws. Only the PDF
 * standard fonts are used (Helvetica and Helvetica-Bold, no font file), which encode WinAnsi: a character outside it
 * is written without its accent when it has one ("ő" as "o") and as "?" otherwise, never as broken bytes. The
 * document's creation date is the invoice's date (a draft's is its move-in date), so the same input gives the same
 * bytes.
 */
import PDFDocument from "pdfkit";
import { z } from "zod";
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { checkArgument } from "../money/argument-check.ts";
import { CalendarDateSchema } from "../money/calendar-days.ts";
import { CentsSchema, formatCents } from "../money/cents.ts";
import { RentDollarsSchema } from "../money/commission.ts";

export interface InvoiceDocumentInput {
  /** "INV-00042": "INV-" and digits. */
  number: string;
  /** yyyy-mm-dd: the day the invoice was sent; null for a draft (which then has no due date either). */
  invoiceDate: string | null;
  /** yyyy-mm-dd: the invoice date + the pay terms; null for a draft. */
  dueDate: string | null;
  /** The property's pay terms: 1 to 365 days after the invoice date. */
  payTermsDays: number;
  /** The locating company's trade name, e.g. "Houston Apartment Specialist". */
  company: string;
  /** The sponsoring broker; name or license null: not configured, and the PDF says so. */
  broker: { name: string | null; licenseNumber: string | null; address: string | null; phone: string | null; email: string | null };
  /** Whom the invoice goes to: the community and its leasing contact, when known. */
  billTo: { community: string; contactName: string | null; email: string | null };
  /** The resident whose lease earned the commission. */
  resident: string;
  unit: string | null;
  /** yyyy-mm-dd */
  moveIn: string;
  /** The monthly rent the property verified, in whole dollars. */
  rentDollars: number;
  /** The invoice's one line: the basis in words, e.g. "$1,450.00: 100% of one month's rent of $1,450." */
  line: string;
  /** The amount invoiced, in cents (at least one cent). */
  amountCents: number;
  /** What the property has paid on it so far, in cents (0 on a draft, never more than the amount). */
  paidCents: number;
}

/** An invoice's number: "INV-" and 1 to 12 digits (it also names the PDF file, so nothing else is allowed). */
export const InvoiceNumberSchema = z.string().regex(/^INV-\d{1,12}$/, { error: 'An invoice number is "INV-" and digits, like INV-00042.' });

const requiredText = (max: number) => z.string().trim().min(1, { error: "Can't be empty." }).max(max, { error: `At most ${max} characters.` });
/** Optional text: blank is the same as null. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: `At most ${max} characters.` })
    .nullable()
    .transform((value) => value?.trim() || null);

const InvoiceDocumentInputSchema = z
  .object({
    number: InvoiceNumberSchema,
    invoiceDate: CalendarDateSchema.nullable(),
    dueDate: CalendarDateSchema.nullable(),
    payTermsDays: z.int().min(1, { error: "Pay terms are 1 to 365 days." }).max(365, { error: "Pay terms are 1 to 365 days." }),
    company: requiredText(120),
    broker: z.object({
      name: optionalText(200),
      licenseNumber: optionalText(50),
      address: optionalText(300),
      phone: optionalText(50),
      email: optionalText(254),
    }),
    billTo: z.object({ community: requiredText(300), contactName: optionalText(120), email: optionalText(254) }),
    resident: requiredText(200),
    unit: optionalText(60),
    moveIn: CalendarDateSchema,
    rentDollars: RentDollarsSchema,
    line: requiredText(500),
    amountCents: CentsSchema.min(1, { error: "An invoice is for at least one cent." }),
    paidCents: CentsSchema,
  })
  .refine((input) => (input.invoiceDate === null) === (input.dueDate === null), { error: "A draft has neither an invoice date nor a due date; a sent invoice has both." })
  .refine((input) => input.invoiceDate === null || input.dueDate === null || input.dueDate >= input.invoiceDate, { error: "The due date is before the invoice date." })
  .refine((input) => input.paidCents <= input.amountCents, { error: "paidCents is more than amountCents." })
  .refine((input) => input.invoiceDate !== null || input.paidCents === 0, { error: "A draft has no payments." });

type CheckedInput = z.output<typeof InvoiceDocumentInputSchema>;

/** The PDF's file name: "invoice-INV-00042.pdf". Throws on a number that is not an invoice number. */
export function invoiceFileName(number: string): string {
  return `invoice-${checkArgument(InvoiceNumberSchema, number, "invoiceFileName")}.pdf`;
}

// ---- text the standard fonts can write -------------------------------------------------------------------------

// The characters of WinAnsi (the standard fonts' encoding) above Latin-1's: “ ” ‘ ’ – — … € • and the like.
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020,
  0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function writable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/**
 * Text as the standard fonts can write it, on one line: runs of white space (line breaks included) become one space,
 * an accented letter outside WinAnsi loses its accent, and anything else unwritable becomes "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\s+/g, " ").trim()) {
    if (writable(char)) {
      out += char;
      continue;
    }
    const bare = char.normalize("NFD").replace(/\p{M}+/gu, "");
    out += bare.length > 0 && [...bare].every(writable) ? bare : "?";
  }
  return out;
}

/** Document information (title, author) takes any Unicode, but one line of it. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// ---- layout -----------------------------------------------------------------------------------------------------

const PAGE = { width: 612, height: 792 }; // Letter, in points
const MARGIN = 54; // three quarters of an inch
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - LEFT;
/** The lowest a line may end: pdfkit starts a new page below it, so a couple of points are kept as slack. */
const BOTTOM = PAGE.height - MARGIN - 4;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const SHADE = "#f3f4f6";
const DRAFT = "#b91c1c";
/** Type shrinks by these factors, largest first, until everything fits on the page (long names wrap onto more lines). */
const SCALES = [1, 0.9, 0.8, 0.7, 0.6, 0.5];

interface Style {
  font?: "Helvetica" | "Helvetica-Bold";
  size?: number;
  color?: string;
  align?: "left" | "right";
}

/**
 * Lays the page out at one type scale: it either measures (returns where each piece would end, draws nothing) or
 * draws. The same calls do both, so the measured height is the drawn one.
 */
class Pen {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly scale: number,
    readonly measureOnly: boolean,
  ) {}

  /** A length that grows and shrinks with the type: a font size or a gap. */
  s(points: number): number {
    return points * this.scale;
  }

  /** Text wrapped to a column at (x, y); returns the y below it. */
  write(text: string, x: number, y: number, width: number, style: Style = {}): number {
    if (this.measureOnly) return y + this.height(text, width, style);
    this.setStyle(style);
    this.doc.fillColor(style.color ?? INK).text(pdfText(text), x, y, this.options(width, style));
    return this.doc.y;
  }

  /** How tall the text is, wrapped to a column (measured, never drawn). */
  height(text: string, width: number, style: Style = {}): number {
    this.setStyle(style);
    return this.doc.heightOfString(pdfText(text), this.options(width, style));
  }

  /** The font and size (the colour is set only when drawing: measuring writes nothing into the page). */
  private setStyle(style: Style): void {
    this.doc.font(style.font ?? "Helvetica").fontSize(this.s(style.size ?? 10));
  }

  private options(width: number, style: Style): PDFKit.Mixins.TextOptions {
    return { width, align: style.align ?? "left", lineGap: this.s(1.5) };
  }

  rule(y: number): void {
    if (!this.measureOnly) this.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke();
  }

  shade(y: number, height: number): void {
    if (!this.measureOnly) this.doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(SHADE);
  }
}

function brokerLines(broker: CheckedInput["broker"]): string[] {
  const lines = [broker.name && broker.licenseNumber ? `Broker: ${broker.name}, Texas license ${broker.licenseNumber}` : "Broker: not configured"];
  if (broker.address) lines.push(broker.address);
  if (broker.phone) lines.push(`Phone: ${broker.phone}`);
  if (broker.email) lines.push(`E-mail: ${broker.email}`);
  return lines;
}

/** The company and its broker on the left, the invoice's number and dates on the right; returns the y below both. */
function header(pen: Pen, input: CheckedInput): number {
  const leftWidth = 300;
  let left = pen.write(input.company, LEFT, MARGIN, leftWidth, { font: "Helvetica-Bold", size: 16 }) + pen.s(4);
  for (const line of brokerLines(input.broker)) left = pen.write(line, LEFT, left, leftWidth, { size: 9, color: MUTED });

  const rightX = LEFT + leftWidth + 20;
  const rightWidth = RIGHT - rightX;
  const right: Style = { align: "right" };
  let y = pen.write("INVOICE", rightX, MARGIN, rightWidth, { ...right, font: "Helvetica-Bold", size: 20 }) + pen.s(2);
  y = pen.write(input.number, rightX, y, rightWidth, { ...right, font: "Helvetica-Bold", size: 11 }) + pen.s(4);
  if (input.invoiceDate === null || input.dueDate === null) {
    y = pen.write("DRAFT — not sent", rightX, y, rightWidth, { ...right, font: "Helvetica-Bold", color: DRAFT });
    y = pen.write(`Terms: Net ${input.payTermsDays} days`, rightX, y, rightWidth, { ...right, color: MUTED });
  } else {
    y = pen.write(`Invoice date: ${formatCalendarDate(input.invoiceDate)}`, rightX, y, rightWidth, right);
    y = pen.write(`Due date: ${formatCalendarDate(input.dueDate)}`, rightX, y, rightWidth, { ...right, font: "Helvetica-Bold" });
    y = pen.write(`Net ${input.payTermsDays} days`, rightX, y, rightWidth, { ...right, color: MUTED });
  }
  return Math.max(left, y);
}

/** Whom it bills on the left, the lease on the right; returns the y below both. */
function parties(pen: Pen, top: number, input: CheckedInput): number {
  const gutter = 24;
  const columnWidth = (CONTENT_WIDTH - gutter) / 2;
  const label: Style = { font: "Helvetica-Bold", size: 8.5, color: MUTED };

  let left = pen.write("BILL TO", LEFT, top, columnWidth, label) + pen.s(3);
  left = pen.write(input.billTo.community, LEFT, left, columnWidth, { font: "Helvetica-Bold", size: 11 }) + pen.s(1);
  if (input.billTo.contactName) left = pen.write(`Attn: ${input.billTo.contactName}`, LEFT, left, columnWidth);
  if (input.billTo.email) left = pen.write(input.billTo.email, LEFT, left, columnWidth, { color: MUTED });

  const rightX = LEFT + columnWidth + gutter;
  let right = pen.write("LEASE", rightX, top, columnWidth, label) + pen.s(3);
  const rows = [
    `Resident: ${input.resident}`,
    ...(input.unit ? [`Unit: ${input.unit}`] : []),
    `Move-in: ${formatCalendarDate(input.moveIn)}`,
    `Monthly rent (verified): ${formatDollars(input.rentDollars)}`,
  ];
  for (const row of rows) right = pen.write(row, rightX, right, columnWidth);
  return Math.max(left, right);
}

/** The one line with its amount, then the total, what was paid and the balance due; returns the y below. */
function lines(pen: Pen, top: number, input: CheckedInput): number {
  const amountWidth = 110;
  const amountX = RIGHT - 8 - amountWidth;
  const descriptionX = LEFT + 8;
  const descriptionWidth = amountX - 16 - descriptionX;
  const heading: Style = { font: "Helvetica-Bold", size: 9, color: MUTED };

  pen.shade(top, pen.s(20));
  pen.write("Description", descriptionX, top + pen.s(6), descriptionWidth, heading);
  pen.write("Amount", amountX, top + pen.s(6), amountWidth, { ...heading, align: "right" });

  const rowTop = top + pen.s(28);
  const rowBottom = Math.max(
    pen.write(input.line, descriptionX, rowTop, descriptionWidth),
    pen.write(formatCents(input.amountCents), amountX, rowTop, amountWidth, { align: "right" }),
  );
  pen.rule(rowBottom + pen.s(6));

  const labelWidth = 130;
  const labelX = amountX - labelWidth;
  let y = rowBottom + pen.s(14);
  const total = (label: string, cents: number, style: Style = {}) => {
    y = Math.max(pen.write(label, labelX, y, labelWidth, style), pen.write(formatCents(cents), amountX, y, amountWidth, { ...style, align: "right" })) + pen.s(4);
  };
  total("Total", input.amountCents);
  if (input.paidCents > 0) total("Paid", input.paidCents);
  total("Balance due", input.amountCents - input.paidCents, { font: "Helvetica-Bold", size: 12 });
  return y;
}

/** How to pay, at the foot of the page (or just under the totals, should they reach that far); returns the y below. */
function footer(pen: Pen, top: number, input: CheckedInput): number {
  const text = `Commission for the referral of the resident named above. Please pay to ${input.company} within ${input.payTermsDays} days of the invoice date and quote the invoice number.`;
  const style: Style = { size: 9, color: MUTED };
  const y = Math.max(top + pen.s(24), BOTTOM - pen.height(text, CONTENT_WIDTH, style));
  pen.rule(y - pen.s(8));
  return pen.write(text, LEFT, y, CONTENT_WIDTH, style);
}

/** The whole page at one scale; returns the y below its last line. */
function page(pen: Pen, input: CheckedInput): number {
  let y = header(pen, input) + pen.s(16);
  pen.rule(y);
  y = parties(pen, y + pen.s(16), input) + pen.s(22);
  y = lines(pen, y, input);
  return footer(pen, y, input);
}

/** The invoice as a one-page Letter PDF. Throws on input that is not a valid invoice. */
export async function renderInvoicePdf(input: InvoiceDocumentInput): Promise<Buffer> {
  const checked = checkArgument(InvoiceDocumentInputSchema, input, "renderInvoicePdf");
  // Noon UTC: the invoice's calendar date in every US time zone a viewer shows it in.
  const created = new Date(`${checked.invoiceDate ?? checked.moveIn}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: {
      Title: `Invoice ${checked.number}`,
      Author: oneLine(checked.company),
      Subject: oneLine(`Commission: ${checked.resident} at ${checked.billTo.community}`),
      CreationDate: created,
    },
    displayTitle: true,
    lang: "en-US",
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The largest type that fits: the input's lengths are bounded, and at the smallest scale even the longest fit.
  const scale = SCALES.find((candidate) => page(new Pen(doc, candidate, true), checked) <= BOTTOM) ?? SCALES[SCALES.length - 1]!;
  page(new Pen(doc, scale, false), checked);
  doc.end();
  return done;
}
