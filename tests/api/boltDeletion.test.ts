import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolts } from '../../server/db/schema';
import { archiveIds, call, db, expectError, listIds, newTrialBolt, subscription, useBillingServer } from './billingSupport';

/** Deleting a Bolt at once or at the end of its term, and the staff's archive (spec 1 §4). */
useBillingServer();

describe('Bolt deletion (spec 1 §4) and the archive', () => {
  it('needs cancelImmediately and the delete permission', async () => {
    expectError(await call('customer', 'DELETE', '/v1/bolts/2'), 422, 'Please choose one of the options.', { parameter: 'cancelImmediately' });
    expectError(await call('other', 'DELETE', '/v1/bolts/2?cancelImmediately=1'), 403, 'Your role in this Bolt does not allow this action.');
    expect((await call('customer', 'DELETE', '/v1/bolts/5?cancelImmediately=1')).statusCode).toBe(404);
    expect((await call('customer', 'DELETE', '/v1/admin/bolts/2?cancelImmediately=1')).statusCode).toBe(403);
    expect(await listIds('customer')).toContain('2');
  });

  it('schedules the deletion for the end of the term, and the schedule can be removed', async () => {
    const scheduled = await call('customer', 'DELETE', '/v1/bolts/1?cancelImmediately=0');
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.id).toBe('1');
    const attributes = await subscription('customer', 1);
    expect(attributes.deletionScheduledAt).toBe(attributes.currentTermEnd);
    expect(Date.parse(scheduled.json().data.attributes.deletionScheduledAt)).toBe(Date.parse(attributes.currentTermEnd));
    expect(await listIds('customer')).toContain('1');
    const restored = await call('other', 'POST', '/v1/bolts/2/restore-subscription');
    expect(restored.statusCode).toBe(200);
    expect((await call('customer', 'POST', '/v1/bolts/1/restore-subscription')).json().data.attributes.deletionScheduledAt).toBeNull();
    expect((await call('other', 'POST', '/v1/bolts/1/restore-subscription')).statusCode).toBe(404);
  });

  it('archives a Bolt at once; staff find it in the archive and restore it', async () => {
    const id = await newTrialBolt('Delete me now');
    const deleted = await call('customer', 'DELETE', `/v1/bolts/${id}?cancelImmediately=1`);
    expect(deleted.statusCode).toBe(204);
    expect(await listIds('customer')).not.toContain(id);
    expect((await call('customer', 'GET', `/v1/bolts/${id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `/v1/admin/bolts/${id}`)).statusCode).toBe(404);
    const archive = (await call('staff', 'GET', '/v1/admin/bolts/archive?per_page=100')).json();
    expect(archive.data[0]).toMatchObject({ id, type: 'bolts', attributes: { name: 'Delete me now' } });
    expect(archive.meta).toMatchObject({ current_page: 1, per_page: 100, total: archive.data.length });
    expect((await call('customer', 'GET', '/v1/admin/bolts/archive')).statusCode).toBe(403);
    expect((await call('customer', 'POST', `/v1/admin/bolts/${id}/restore`)).statusCode).toBe(403);

    const restored = await call('staff', 'POST', `/v1/admin/bolts/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes.name).toBe('Delete me now');
    expect(await listIds('customer')).toContain(id);
    expect((await call('staff', 'POST', `/v1/admin/bolts/${id}/restore`)).statusCode).toBe(404);
  });

  it('archives a Bolt by itself once its scheduled deletion has come', async () => {
    const id = await newTrialBolt('Term ended');
    await db()
      .update(bolts)
      .set({ deletionScheduledAt: sql`now() - interval '1 minute'` })
      .where(eq(bolts.id, Number(id)));
    expect(await listIds('customer')).not.toContain(id);
    expect(await archiveIds()).toContain(id);
    const [seededArchived] = await db().select().from(bolts).where(isNotNull(bolts.deletedAt));
    expect(await archiveIds()).toContain(String(seededArchived.id));
  });

  it('pages, searches and sorts the archive', async () => {
    const total = (await call('staff', 'GET', '/v1/admin/bolts/archive')).json().meta.total;
    const page = (await call('staff', 'GET', '/v1/admin/bolts/archive?per_page=1&page=2')).json();
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2, total, last_page: total });
    const found = (await call('staff', 'GET', '/v1/admin/bolts/archive?q=Viking')).json().data;
    expect(found.map((b: { attributes: { name: string } }) => b.attributes.name)).toEqual(['Viking Outdoor old shop']);
    const byName = (await call('admin', 'GET', '/v1/admin/bolts/archive?sort=name&direction=asc'))
      .json()
      .data.map((b: { attributes: { name: string } }) => b.attributes.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b)));
    expectError(await call('staff', 'GET', '/v1/admin/bolts/archive?sort=price'), 422, 'Cannot sort by price', { parameter: 'sort' });
  });
});
