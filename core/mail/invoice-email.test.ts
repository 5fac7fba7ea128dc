import { describe, expect, it } from "vitest";
import { composeInvoiceEmail, composeInvoiceReminderEmail, type InvoiceEmailInput, type InvoiceReminderEmailInput } from "./invoice-email.ts";

// Bytes that start as a PDF does: the composers attach what they are given, they do not read it.
const pdf = Buffer.from("%PDF-1.3\n% an invoice\n%%EOF\n", "latin1");

const invoice: InvoiceEmailInput = {
  number: "INV-00042",
  community: "The Ivy at Montrose",
  contactName: "Lena Leasing",
  resident: "Ana Díaz",
  unit: "1204",
  moveIn: "2026-07-01",
  rentDollars: 1450,
  line: "$1,450.00: 100% of one month's rent of $1,450.",
  amountCents: 145000,
  invoiceDate: "2026-08-03",
  dueDate: "2026-09-02",
  payTermsDays: 30,
  company: "Houston Apartment Specialist",
  pdf,
};

const reminder: InvoiceReminderEmailInput = {
  number: "INV-00042",
  kind: "first",
  community: "The Ivy at Montrose",
  contactName: "Lena Leasing",
  resident: "Ana Díaz",
  unit: "1204",
  moveIn: "2026-07-01",
  amountCents: 145000,
  paidCents: 0,
  invoiceDate: "2026-08-03",
  dueDate: "2026-09-02",
  sentOn: "2026-09-03",
  company: "Houston Apartment Specialist",
  pdf,
};

const attachment = { filename: "invoice-INV-00042.pdf", contentType: "application/pdf", contentBase64: pdf.toString("base64") };

describe("composeInvoiceEmail", () => {
  it("names the invoice, the resident and the community in the subject", () => {
    expect(composeInvoiceEmail(invoice).subject).toBe("Invoice INV-00042: Ana Díaz at The Ivy at Montrose");
  });

  it("greets the contact and states the amount, the dates and the lease, in both bodies", () => {
    const email = composeInvoiceEmail(invoice);
    expect(email.text).toContain(
      "Hello Lena Leasing, please find attached invoice INV-00042 for the commission on the lease of Ana Díaz at The Ivy at Montrose, our referral. The amount is $1,450.00, due by Sep 2, 2026.",
    );
    for (const line of [
      "Invoice: INV-00042",
      "Invoice date: Aug 3, 2026",
      "Due date: Sep 2, 2026 (net 30 days)",
      "Amount due: $1,450.00",
      "Resident: Ana Díaz",
      "Unit: 1204",
      "Move-in: Jul 1, 2026",
      "Monthly rent (verified): $1,450",
      "Commission: $1,450.00: 100% of one month's rent of $1,450.",
      "Please pay Houston Apartment Specialist by Sep 2, 2026 and quote the invoice number, INV-00042, with the payment.",
      "attached as a PDF (invoice-INV-00042.pdf)",
    ]) {
      expect(email.text).toContain(line);
    }
    for (const figure of ["INV-00042", "$1,450.00", "Sep 2, 2026", "Aug 3, 2026", "Jul 1, 2026", "$1,450<", "1204", "Houston Apartment Specialist"]) {
      expect(email.html).toContain(figure);
    }
  });

  it("attaches the PDF as base64, named after the invoice", () => {
    const email = composeInvoiceEmail(invoice);
    expect(email.attachments).toEqual([attachment]);
    expect(Buffer.from(email.attachments![0]!.contentBase64, "base64").equals(pdf)).toBe(true);
  });

  it("attaches only the bytes of a Uint8Array that is a view into a larger buffer", () => {
    const larger = Buffer.concat([Buffer.from("junk"), pdf, Buffer.from("more junk")]);
    const view = new Uint8Array(larger.buffer, larger.byteOffset + 4, pdf.byteLength);
    expect(composeInvoiceEmail({ ...invoice, pdf: view }).attachments).toEqual([attachment]);
  });

  it("greets without a name when there is no contact, and leaves out a missing unit", () => {
    const email = composeInvoiceEmail({ ...invoice, contactName: null, unit: null });
    expect(email.text).toContain("Hello, please find attached invoice INV-00042");
    expect(email.text).not.toContain("Unit:");
  });

  it("escapes names in the HTML and keeps them as typed in the text", () => {
    const email = composeInvoiceEmail({ ...invoice, community: "<script>alert(1)</script> & Lofts", resident: "Tom <b>Bold</b>" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Lofts");
    expect(email.html).toContain("Tom &lt;b&gt;Bold&lt;/b&gt;");
    expect(email.text).toContain("at <script>alert(1)</script> & Lofts, our referral");
  });

  it("keeps a name's line breaks out of the subject", () => {
    expect(composeInvoiceEmail({ ...invoice, resident: "Ana\r\nBcc: x@evil.test" }).subject).toBe("Invoice INV-00042: Ana Bcc: x@evil.test at The Ivy at Montrose");
  });

  it("throws on arguments that are not an invoice", () => {
    const bad: [string, Partial<InvoiceEmailInput>][] = [
      ["negative amount", { amountCents: -1 }],
      ["zero amount", { amountCents: 0 }],
      ["impossible date", { invoiceDate: "2026-02-30" }],
      ["due before the invoice", { dueDate: "2026-08-01" }],
      ["pay terms of 0 days", { payTermsDays: 0 }],
      ["not an invoice number", { number: "42" }],
      ["not a PDF", { pdf: Buffer.from("<html>") }],
      ["an empty community", { community: " " }],
    ];
    for (const [why, change] of bad) expect(() => composeInvoiceEmail({ ...invoice, ...change }), why).toThrow(/^composeInvoiceEmail: invalid argument/);
  });
});

describe("composeInvoiceReminderEmail", () => {
  it("names the invoice, the open balance, the resident and the community in the subject", () => {
    expect(composeInvoiceReminderEmail(reminder).subject).toBe("Reminder: invoice INV-00042: $1,450.00 open for Ana Díaz at The Ivy at Montrose");
    expect(composeInvoiceReminderEmail({ ...reminder, kind: "second", sentOn: "2026-10-03" }).subject).toBe(
      "Reminder: invoice INV-00042 (second notice): $1,450.00 open for Ana Díaz at The Ivy at Montrose",
    );
  });

  it("states the open balance, the invoice date, the days since and the due date", () => {
    const email = composeInvoiceReminderEmail(reminder);
    expect(email.text).toContain(
      "Hello Lena Leasing, a friendly reminder: invoice INV-00042 of Aug 3, 2026, sent 31 days ago for the commission on the lease of Ana Díaz at The Ivy at Montrose, has an open balance of $1,450.00. It was due on Sep 2, 2026, 1 day ago.",
    );
    for (const line of ["Invoice date: Aug 3, 2026 (31 days ago)", "Due date: Sep 2, 2026", "Amount: $1,450.00", "Open balance: $1,450.00", "Resident: Ana Díaz", "Move-in: Jul 1, 2026"]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).not.toContain("Paid:");
    expect(email.html).toContain("$1,450.00");
    expect(email.html).toContain("31 days ago");
  });

  it("counts what was paid out of the balance, and calls the second reminder so", () => {
    const email = composeInvoiceReminderEmail({ ...reminder, kind: "second", paidCents: 45000, sentOn: "2026-10-05" });
    expect(email.text).toContain("this is our second reminder: invoice INV-00042 of Aug 3, 2026, sent 63 days ago");
    expect(email.text).toContain("has an open balance of $1,000.00. Of the $1,450.00 invoiced, $450.00 has been received. It was due on Sep 2, 2026, 33 days ago.");
    expect(email.text).toContain("Paid: $450.00");
    expect(email.text).toContain("Open balance: $1,000.00");
    expect(email.text).toContain("Please pay $1,000.00 to Houston Apartment Specialist and quote the invoice number, INV-00042.");
  });

  it("says when the invoice is not due yet, or due today", () => {
    expect(composeInvoiceReminderEmail({ ...reminder, dueDate: "2026-10-02" }).text).toContain("It is due on Oct 2, 2026.");
    expect(composeInvoiceReminderEmail({ ...reminder, dueDate: "2026-09-03" }).text).toContain("It is due today, Sep 3, 2026.");
  });

  it("attaches the PDF again", () => {
    expect(composeInvoiceReminderEmail(reminder).attachments).toEqual([attachment]);
  });

  it("escapes names in the HTML", () => {
    const email = composeInvoiceReminderEmail({ ...reminder, community: "<script>x</script>", contactName: "<i>Lena</i>" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<i>");
    expect(email.html).toContain("&lt;script&gt;x&lt;/script&gt;");
  });

  it("throws on a reminder before its day, of a paid invoice, or with bad figures", () => {
    const bad: [string, Partial<InvoiceReminderEmailInput>][] = [
      ["first reminder on day 30", { sentOn: "2026-09-02" }],
      ["second reminder on day 60", { kind: "second", sentOn: "2026-10-02" }],
      ["a reminder before the invoice", { sentOn: "2026-08-01" }],
      ["paid in full", { paidCents: 145000 }],
      ["overpaid", { paidCents: 145001 }],
      ["negative payment", { paidCents: -1 }],
      ["impossible reminder date", { sentOn: "2026-09-31" }],
      ["impossible invoice date", { invoiceDate: "2026-13-01" }],
      ["not a kind", { kind: "third" as "first" }],
      ["not a PDF", { pdf: new Uint8Array() }],
    ];
    for (const [why, change] of bad) expect(() => composeInvoiceReminderEmail({ ...reminder, ...change }), why).toThrow(/^composeInvoiceReminderEmail: invalid argument/);
  });
});
