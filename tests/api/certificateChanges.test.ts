import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../server/db/schema';
import { CERTIFICATE_RENEWAL, CERTIFICATE_UNREACHABLE } from '../../server/jobs/certificateQueue';
import { certificateWorld, until, type CertificateWorld } from './certificateCalls';

/** Changing certificates: renewal (asked for and scheduled), reprocess (admins), link and unlink, delete. */
let world: CertificateWorld;
let domainId: number;
let letsEncrypt: string;

const DAY = 86_400_000;

beforeAll(async () => {
  world = await certificateWorld();
  domainId = await world.addDomain('customer', world.own.id, 'change-shop.example.com');
  letsEncrypt = await orderFor(domainId, 'change-shop.example.com', 'LETS_ENCRYPT');
  await world.settle(letsEncrypt, 'AWAITING_CHALLENGE');
  await world.call('customer', 'PUT', `/v1/certificates/${letsEncrypt}/dns-challenge-completed`);
  await world.settle(letsEncrypt, 'ACTIVE');
});
afterAll(() => world.server.close());

async function orderFor(id: number, domain: string, type = 'SELF_SIGNED') {
  const response = await world.call('customer', 'POST', '/v1/certificates/order', { type, isWildcard: false, domainId: id, domain });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as string;
}
const setRow = (id: string, change: Partial<typeof certificates.$inferInsert>) =>
  world.server.database.db
    .update(certificates)
    .set(change)
    .where(eq(certificates.id, Number(id)));

describe('PUT certificates/{id}/renewal', () => {
  it('orders the certificate again through the same steps while the old one keeps serving', async () => {
    const before = await world.row(letsEncrypt);
    const response = await world.call('customer', 'PUT', `/v1/certificates/${letsEncrypt}/renewal`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { attributes: { status: 'RENEWAL' } }, meta: { message: 'certificate renewal ordered' } });
    const waiting = await world.settle(letsEncrypt, 'AWAITING_CHALLENGE');
    expect(Object.keys(waiting.dnsChallenges as object)).toEqual(['_acme-challenge.change-shop.example.com']);
    expect(await world.row(letsEncrypt)).toMatchObject({ certificatePem: before.certificatePem, expiresAt: before.expiresAt });
    await world.call('customer', 'PUT', `/v1/certificates/${letsEncrypt}/dns-challenge-completed`);
    await world.settle(letsEncrypt, 'ACTIVE');
    expect((await world.row(letsEncrypt)).certificatePem).not.toBe(before.certificatePem);
  });

  it('refuses what cannot be renewed, and another account’s certificate is missing', async () => {
    const draft = await orderFor(domainId, 'change-shop.example.com', 'LETS_ENCRYPT');
    await world.settle(draft, 'AWAITING_CHALLENGE');
    const early = await world.call('customer', 'PUT', `/v1/certificates/${draft}/renewal`);
    expect(early.json().errors[0]).toMatchObject({ detail: 'Only an active certificate can be renewed.' });
    expect((await world.call('other', 'PUT', `/v1/certificates/${letsEncrypt}/renewal`)).statusCode).toBe(404);
    await setRow(letsEncrypt, { type: 'EXTERNAL' });
    const imported = await world.call('customer', 'PUT', `/v1/certificates/${letsEncrypt}/renewal`);
    expect(imported.json().errors[0].detail).toBe('An imported certificate cannot be renewed here: please import its renewed certificate.');
    await setRow(letsEncrypt, { type: 'LETS_ENCRYPT' });
  });

  it('is renewed by the daily job when it expires within 30 days; one whose domain is gone CANNOT_RENEW', async () => {
    const gone = await world.addDomain('customer', world.own.id, 'change-gone.example.com');
    const orphan = await orderFor(gone, 'change-gone.example.com');
    await world.settle(orphan, 'ACTIVE');
    const later = await orderFor(domainId, 'change-shop.example.com');
    await world.settle(later, 'ACTIVE');
    await world.call('customer', 'POST', `/v1/environments/${world.own.id}/domains/${gone}/unlink/certificate/${orphan}`);
    expect((await world.call('customer', 'DELETE', `/v1/environments/${world.own.id}/domains/${gone}`)).statusCode).toBe(204);
    await setRow(letsEncrypt, { expiresAt: new Date(Date.now() + 5 * DAY) });
    await setRow(orphan, { expiresAt: new Date(Date.now() + 5 * DAY) });
    await setRow(later, { expiresAt: new Date(Date.now() + 45 * DAY) });

    await world.server.app.jobs.send(CERTIFICATE_RENEWAL);
    expect(await world.settle(letsEncrypt, 'AWAITING_CHALLENGE')).toMatchObject({ status: 'AWAITING_CHALLENGE' });
    expect(
      await until(
        () => world.certificate(orphan),
        (c) => c.status !== 'ACTIVE',
      ),
    ).toMatchObject({
      status: 'CANNOT_RENEW',
      statusMessage: 'change-gone.example.com is no longer on this site, so the certificate cannot be renewed.',
    });
    expect((await world.certificate(later)).status).toBe('ACTIVE');
  });
});

describe('POST admin/certificates/{id}/reprocess (admins)', () => {
  it('starts a failed order over; staff may not, a running order is refused', async () => {
    const failing = await world.addDomain('customer', world.own.id, 'fail-change.example.com');
    const id = await orderFor(failing, 'fail-change.example.com', 'LETS_ENCRYPT');
    await world.settle(id, 'AWAITING_CHALLENGE');
    await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`);
    expect((await world.settle(id, 'never')).status).toBe('FAILED_REQUEST_CHALLENGE');

    expect((await world.call('staff', 'POST', `/v1/admin/certificates/${id}/reprocess`)).statusCode).toBe(403);
    expect((await world.call('customer', 'POST', `/v1/admin/certificates/${id}/reprocess`)).statusCode).toBe(403);
    expect((await world.call('customer', 'POST', `/v1/certificates/${id}/reprocess`)).statusCode).toBe(404);
    const response = await world.call('admin', 'POST', `/v1/admin/certificates/${id}/reprocess`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ status: 'DRAFT', statusMessage: null, customer: 'Acme Web AS' });
    expect((await world.settle(id, 'AWAITING_CHALLENGE')).status).toBe('AWAITING_CHALLENGE');
    const running = await world.call('admin', 'POST', `/v1/admin/certificates/${id}/reprocess`);
    expect(running.json().errors[0].detail).toBe('Only a failed order can be reprocessed.');
  });

  it('fails an order whose authority could not be reached once its retries are spent', async () => {
    const id = await orderFor(domainId, 'change-shop.example.com', 'LETS_ENCRYPT');
    await world.settle(id, 'AWAITING_CHALLENGE');
    await world.server.app.jobs.send(CERTIFICATE_UNREACHABLE, { certificateId: Number(id) });
    expect(await world.settle(id, 'never')).toMatchObject({
      status: 'FAILED_AWAITING_CHALLENGE',
      statusMessage: 'The certificate authority could not be reached. Please try again later.',
    });
  });
});

describe('link, unlink and delete', () => {
  it('links a covering certificate of the site, unlinks it, and deletes it only once unlinked', async () => {
    const other = await world.addDomain('customer', world.own.id, 'change-other.example.com');
    const id = await orderFor(other, 'change-other.example.com');
    const base = `/v1/environments/${world.own.id}/domains`;
    const linked = (await world.call('customer', 'GET', `${base}/${other}`)).json().data.attributes.certificates;
    expect(linked.map((certificate: { id: string }) => certificate.id)).toContain(id);

    const refused = await world.call('customer', 'DELETE', `/v1/certificates/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].detail).toBe('This certificate is linked to a domain: please unlink it before deleting it.');

    const unlinked = await world.call('customer', 'POST', `${base}/${other}/unlink/certificate/${id}`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().data.attributes.certificates.map((c: { id: string }) => c.id)).not.toContain(id);
    const again = await world.call('customer', 'POST', `${base}/${other}/unlink/certificate/${id}`);
    expect(again.json().errors[0].detail).toBe('This certificate is not linked to change-other.example.com.');

    const notCovering = await world.call('customer', 'POST', `${base}/${domainId}/link/certificate/${id}`);
    expect(notCovering.json().errors[0].detail).toBe('This certificate does not cover change-shop.example.com.');
    expect((await world.call('customer', 'POST', `${base}/${other}/link/certificate/${id}`)).statusCode).toBe(200);
    expect((await world.call('customer', 'DELETE', `${base}/${other}/link/certificate/${id}`)).statusCode).toBe(200);
    expect((await world.row(id)).domainId).toBeNull();

    expect((await world.call('other', 'DELETE', `/v1/certificates/${id}`)).statusCode).toBe(404);
    expect((await world.call('customer', 'DELETE', `/v1/certificates/${id}`)).statusCode).toBe(204);
    expect(await world.row(id)).toMatchObject({ status: 'DELETED', privateKeyPem: null });
    expect((await world.certificate(id)).status).toBe('DELETED');
    const deleted = await world.call('customer', 'POST', `${base}/${other}/link/certificate/${id}`);
    expect(deleted.json().errors[0].detail).toBe('This certificate has been deleted.');
  });

  it('answers another site’s certificate as missing', async () => {
    const id = await orderFor(domainId, 'change-shop.example.com');
    const others = await world.addDomain('other', world.others.id, 'change-others.example.com');
    expect((await world.call('other', 'POST', `/v1/environments/${world.others.id}/domains/${others}/link/certificate/${id}`)).statusCode).toBe(404);
    expect((await world.call('customer', 'POST', `/v1/environments/${world.own.id}/domains/${others}/link/certificate/${id}`)).statusCode).toBe(404);
  });
});
