import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { type InvoiceDocumentInput, invoiceFileName, pdfText, renderInvoicePdf } from "./invoice-document.ts";

const input: InvoiceDocumentInput = {
  number: "INV-00042",
  invoiceDate: "2026-08-03",
  dueDate: "2026-09-02",
  payTermsDays: 30,
  company: "Houston Apartment Specialist",
  broker: { name: "Jane Broker", licenseNumber: "0654321", address: "1200 Main St, Suite 400, Houston, TX 77002", phone: "(713) 555-0100", email: "broker@example.com" },
  billTo: { community: "The Ivy at Montrose", contactName: "Lena Leasing", email: "lena@ivy.example" },
  resident: "Ana Díaz",
  unit: "1204",
  moveIn: "2026-07-01",
  rentDollars: 1450,
  line: "$1,450.00: 100% of one month's rent of $1,450.",
  amountCents: 145000,
  paidCents: 0,
};

/** The PDF's pages and its text, white space collapsed (wrapped lines join with a space). */
async function read(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

describe("renderInvoicePdf", () => {
  it("writes a one-page PDF with the company, its broker, the invoice's number, dates and figures, whom it bills and the lease", async () => {
    const pdf = await renderInvoicePdf(input);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      "Houston Apartment Specialist",
      "Broker: Jane Broker, Texas license 0654321",
      "1200 Main St, Suite 400, Houston, TX 77002",
      "Phone: (713) 555-0100",
      "E-mail: broker@example.com",
      "INVOICE",
      "INV-00042",
      "Invoice date: Aug 3, 2026",
      "Due date: Sep 2, 2026",
      "Net 30 days",
      "The Ivy at Montrose",
      "Attn: Lena Leasing",
      "lena@ivy.example",
      "Resident: Ana Díaz",
      "Unit: 1204",
      "Move-in: Jul 1, 2026",
      "Monthly rent (verified): $1,450",
      "$1,450.00: 100% of one month's rent of $1,450.",
      "Total $1,450.00",
      "Balance due $1,450.00",
      "Please pay to Houston Apartment Specialist within 30 days of the invoice date and quote the invoice number.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Paid");
    expect(text).not.toContain("DRAFT");
  });

  it("shows what was paid and the balance left", async () => {
    const { text } = await read(await renderInvoicePdf({ ...input, paidCents: 45000 }));
    expect(text).toContain("Total $1,450.00 Paid $450.00 Balance due $1,000.00");
  });

  it("titles the document with the number, names the company its author and dates it on the invoice date", async () => {
    const { info } = await getMeta(new Uint8Array(await renderInvoicePdf(input)));
    expect(info.Title).toBe("Invoice INV-00042");
    expect(info.Author).toBe("Houston Apartment Specialist");
    expect(info.CreationDate).toBe("D:20260803120000Z");
  });

  it("gives the same bytes for the same input", async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(input), renderInvoicePdf(input)]);
    expect(first.equals(second)).toBe(true);
  });

  it("marks a draft as not sent and prints no dates but the move-in", async () => {
    const { text } = await read(await renderInvoicePdf({ ...input, invoiceDate: null, dueDate: null }));
    expect(text).toContain("DRAFT — not sent");
    expect(text).toContain("Terms: Net 30 days");
    expect(text).not.toContain("Invoice date");
    expect(text).not.toContain("Due date");
    expect(text).toContain("Move-in: Jul 1, 2026");
  });

  it("says the broker is not configured when its name or license is missing, and never invents one", async () => {
    for (const broker of [
      { ...input.broker, name: null },
      { ...input.broker, licenseNumber: null },
      { name: null, licenseNumber: null, address: null, phone: null, email: null },
    ]) {
      const { text } = await read(await renderInvoicePdf({ ...input, broker }));
      expect(text).toContain("Broker: not configured");
      expect(text).not.toContain("Texas license");
    }
    const { text } = await read(await renderInvoicePdf({ ...input, broker: { name: "Jane Broker", licenseNumber: "0654321", address: null, phone: null, email: null } }));
    expect(text).toContain("Broker: Jane Broker, Texas license 0654321");
    expect(text).not.toContain("Phone");
    expect(text).not.toContain("E-mail");
  });

  it("leaves out the unit and the contact when there are none", async () => {
    const { text } = await read(await renderInvoicePdf({ ...input, unit: null, billTo: { community: "The Ivy at Montrose", contactName: null, email: "  " } }));
    expect(text).not.toContain("Unit:");
    expect(text).not.toContain("Attn:");
    expect(text).toContain("BILL TO The Ivy at Montrose LEASE");
  });

  it("wraps a 300-character community name onto more lines, all of it on the one page", async () => {
    const community = `${"The Residences at Buffalo Bayou Park ".repeat(9).slice(0, 299)}Z`;
    expect(community).toHaveLength(300);
    const pdf = await renderInvoicePdf({ ...input, billTo: { ...input.billTo, community } });
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(community);
    expect(text).toContain("Balance due $1,450.00");
  });

  it("keeps every field at its longest, in the widest letters, on one page", async () => {
    const wide = (length: number, word = "MMMMW ") => word.repeat(length).slice(0, length);
    const pdf = await renderInvoicePdf({
      ...input,
      number: "INV-123456789012",
      payTermsDays: 365,
      company: wide(120),
      broker: { name: wide(200), licenseNumber: "W".repeat(50), address: wide(300), phone: "9".repeat(50), email: "w".repeat(254) },
      billTo: { community: wide(300), contactName: wide(120), email: "m".repeat(254) },
      resident: wide(200),
      unit: "W".repeat(60),
      rentDollars: 500_000,
      line: wide(500),
      amountCents: 100_000_000,
      paidCents: 99_999_999,
    });
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("Balance due $0.01");
    expect(text).toContain("quote the invoice number.");
  });

  it("throws on input that is not a valid invoice", async () => {
    const bad: [string, Partial<InvoiceDocumentInput>][] = [
      ["negative amount", { amountCents: -1 }],
      ["zero amount", { amountCents: 0 }],
      ["fraction of a cent", { amountCents: 100.5 }],
      ["negative payment", { paidCents: -100 }],
      ["overpaid", { paidCents: 145001 }],
      ["impossible invoice date", { invoiceDate: "2026-02-30" }],
      ["not a date", { dueDate: "next month" }],
      ["bad move-in", { moveIn: "07/01/2026" }],
      ["due before the invoice", { dueDate: "2026-08-02" }],
      ["a draft with a due date", { invoiceDate: null }],
      ["a draft with a payment", { invoiceDate: null, dueDate: null, paidCents: 100 }],
      ["pay terms of 0 days", { payTermsDays: 0 }],
      ["pay terms over a year", { payTermsDays: 366 }],
      ["a rent with cents", { rentDollars: 1450.5 }],
      ["a number that is not an invoice number", { number: "../../etc/passwd" }],
      ["an empty community", { billTo: { community: "  ", contactName: null, email: null } }],
      ["a community longer than 300 characters", { billTo: { community: "x".repeat(301), contactName: null, email: null } }],
      ["an empty line", { line: "" }],
    ];
    for (const [why, change] of bad) {
      await expect(renderInvoicePdf({ ...input, ...change }), why).rejects.toThrow(/^renderInvoicePdf: invalid argument/);
    }
  });
});

describe("invoiceFileName", () => {
  it("names the PDF after the invoice", () => {
    expect(invoiceFileName("INV-00042")).toBe("invoice-INV-00042.pdf");
  });

  it("refuses anything but an invoice number", () => {
    for (const number of ["", "INV-", "inv-00042", "INV-00042/../x", "INV-0004 2"]) expect(() => invoiceFileName(number), number).toThrow();
  });
});

describe("pdfText", () => {
  it("keeps WinAnsi, collapses white space, strips accents it cannot write and replaces the rest", () => {
    expect(pdfText("  Ana\r\n Díaz — “Bayou” €5 ")).toBe("Ana Díaz — “Bayou” €5");
    expect(pdfText("Łódź Őrs")).toBe("?ódz Ors");
    expect(pdfText("Sun 漢 🏠")).toBe("Sun ? ?");
  });
});
