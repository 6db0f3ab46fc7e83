import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expiredPage, paidPage, portalPage } from '../dataplane/billingPortalPage.js';
import { payInPortal, portalView } from '../services/billingPortal.js';

const params = z.object({ token: z.string() });
const form = z.object({ card: z.string().default('') });

/** The page's answers are personal and hold a token in their address: never kept, never indexed, never a Referer. */
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' })
    .send(body);

/**
 * The sandbox card-billing provider's portal that POST chargebee-portal links to (outside /v1/, as
 * a provider's own site is): GET lists the account's unpaid invoices with a card form, POST pays
 * them. The link's token is its only credential; an unknown or expired one gets a 404 page.
 */
export async function billingPortalRoutes(app: FastifyInstance) {
  // The form posts as a browser does; only this plugin's routes read that encoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/billing-portal/:token', { schema: { params, hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const view = await portalView(app.db, token);
    if (!view) return html(reply, 404, expiredPage());
    return html(reply, 200, portalPage(token, view.accountName, view.open));
  });

  api.post('/billing-portal/:token', { schema: { params, body: form, hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const result = await payInPortal(app.db, app.billing, token, request.body.card);
    if (result.outcome === 'expired') return html(reply, 404, expiredPage());
    if (result.outcome === 'paid') return html(reply, 200, paidPage(result.paid));
    const error = result.outcome === 'declined' ? result.message : undefined;
    return html(reply, result.outcome === 'declined' ? 402 : 200, portalPage(token, result.view.accountName, result.view.open, error));
  });
}
