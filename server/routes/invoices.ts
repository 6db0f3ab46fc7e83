import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, parseId } from '../http/jsonapi.js';
import { portalSessionDocument } from '../../src/rules/schemas/records/invoice.js';
import { openPortalSession } from '../services/billingPortal.js';
import { invoiceForPdf, invoicePdf } from '../services/invoicePdf.js';

/** What an account blocked by unpaid invoices (403002) may still call: it pays them here. */
const payable = { allowBlocked: 'unpaid' as const };

/**
 * Spec 1 §2 /billing: each invoice as a PDF, and POST chargebee-portal (spec 1 §7), the card-billing
 * provider's portal where the account's invoices are paid. The lists are declared resources
 * (resources/invoices.ts).
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const pdfSchema = {
    params: idParams,
    response: { 200: { description: 'The invoice as a PDF', content: { 'application/pdf': { schema: z.string() } } } },
    tags: ['billing'],
  };
  const pdf: Parameters<typeof dualRoute<typeof pdfSchema>>[4] = async ({ params }, { user, asAdmin, reply }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    // Another account's invoice is a 404, decided in the query.
    const { invoice, customer } = await invoiceForPdf(app.db, id, asAdmin ? undefined : eq(invoices.accountId, user.accountId));
    const body = await invoicePdf(app.db, invoice, customer);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${invoice.number}.pdf"`).send(body);
  };
  // A customer's own invoice also while the account is blocked by unpaid ones; staff any account's.
  dualRoute(app, 'GET', 'invoices/:id/pdf', pdfSchema, pdf, { admin: false, config: payable });
  dualRoute(app, 'GET', 'invoices/:id/pdf', pdfSchema, pdf, { customer: false });

  dualRoute(
    app,
    'POST',
    'chargebee-portal',
    { response: { 201: portalSessionDocument }, tags: ['billing'] },
    async (_input, { user, reply }) => {
      const { publicUrl, billing } = app.config;
      const data = await openPortalSession(app.db, app.billing, user, { publicUrl, minutes: billing.portalSessionMinutes });
      return reply.code(201).send({ data });
    },
    // The account's own invoices: staff have none to pay, so there is no admin/ variant.
    { admin: false, config: payable },
  );
}
