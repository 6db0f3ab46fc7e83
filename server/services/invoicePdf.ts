import { and, eq, type SQL } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../db/client.js';
import { accounts, invoices, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { amountText, statusLabel } from '../../src/rules/invoices.js';
import type { InvoiceRow } from './invoices.js';

/** Who is billed, as the invoice prints them. */
interface BilledCustomer {
  name: string;
  company: string | null;
  customerId: string | null;
  country: string | null;
}

/**
 * An invoice with the customer it bills, when `scope` lets the caller see it (a customer: their own
 * account's, in the query), else a 404 as for a missing one.
 */
export async function invoiceForPdf(db: DbOrTx, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({
      invoice: invoices,
      customer: { name: accounts.name, company: accounts.company, customerId: accounts.customerId, country: accounts.country },
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.id, id), scope));
  if (!row) throw notFound();
  return row;
}

/** The provider's account (the one holding admins) is the seller every invoice names. */
async function sellerName(db: DbOrTx) {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(eq(users.role, 'admin'))
    .limit(1);
  return row?.name ?? 'Hosting provider';
}

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Writes the PDF into memory; an invoice is one page of text, so a buffer is the simplest answer. */
function render(build: (doc: PDFKit.PDFDocument) => void, info: PDFKit.DocumentInfo): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info, lang: 'en', displayTitle: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/** GET invoices/{id}/pdf: the invoice as a PDF of one A4 page: seller, customer, dates, lines and the spec 1 §3 amounts. */
export async function invoicePdf(db: DbOrTx, invoice: InvoiceRow, customer: BilledCustomer): Promise<Buffer> {
  const seller = await sellerName(db);
  const money = (cents: number) => amountText(cents, invoice.currency);
  return render(
    (doc) => {
      const width = doc.page.width - 112;
      doc.font('Helvetica-Bold').fontSize(22).text('Invoice', { continued: false });
      doc.font('Helvetica').fontSize(11).fillColor('#555555').text(invoice.number).moveDown();
      doc.fillColor('#000000').font('Helvetica-Bold').text('From').font('Helvetica').text(seller).moveDown(0.5);
      doc
        .font('Helvetica-Bold')
        .text('Billed to')
        .font('Helvetica')
        .text(customer.company ?? customer.name);
      if (customer.customerId) doc.text(`Customer ${customer.customerId}`);
      if (customer.country) doc.text(customer.country);
      doc.moveDown();
      const facts: [string, string][] = [
        ['Invoice date', day(invoice.issuedAt)],
        ['Due date', day(invoice.dueAt)],
        ['Status', statusLabel(invoice.status)],
      ];
      if (invoice.paidAt && invoice.status === 'paid') facts.push(['Paid on', day(invoice.paidAt)]);
      if (invoice.periodStart && invoice.periodEnd) facts.push(['Period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`]);
      for (const [label, value] of facts) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
      doc.moveDown();
      const amountX = doc.page.width - 56 - 120;
      const row = (label: string, value: string, bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: width - 130 });
        const after = doc.y;
        doc.text(value, amountX, y, { width: 120, align: 'right' });
        doc.y = Math.max(after, doc.y) + 4;
      };
      row('Description', 'Amount', true);
      doc
        .moveTo(56, doc.y)
        .lineTo(56 + width, doc.y)
        .strokeColor('#999999')
        .stroke()
        .moveDown(0.3);
      for (const line of invoice.lines) row(line.description, money(line.amountCents));
      doc
        .moveTo(56, doc.y)
        .lineTo(56 + width, doc.y)
        .stroke()
        .moveDown(0.3);
      row('Total amount', money(invoice.totalCents), true);
      row('Credit used', money(invoice.creditUsedCents));
      row('Amount due', money(invoice.amountDueCents), true);
      doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(`Amounts in ${invoice.currency}.`, 56, doc.y, { width });
    },
    { Title: `Invoice ${invoice.number}`, Author: seller, Subject: `Invoice ${invoice.number} for ${customer.name}` },
  );
}
