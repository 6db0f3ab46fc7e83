import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_POLL_MS } from '../../../src/rules/certificates';
import { stepOf } from '../../../src/wizards/domainCreate/machine';
import { domainCreateProgress } from '../../../src/wizards/domainCreate/progress';
import type { DomainCreateEmitted } from '../../../src/wizards/domainCreate/types';
import { apiError, certificate, NEXT, send, setUp, start, WIZARD } from './fixtures';

type Actor = ReturnType<typeof start>;

/** A local storage of its own, as the browser keeps it between visits. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    } as Storage,
  };
}

/** Saves the snapshot as "save and quit" does and reads it back as the next visit does. */
function saveAndResume(actor: Actor) {
  const { storage } = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  domainCreateProgress('7').save(actor.getPersistedSnapshot(), 'customer');
  actor.stop();
  const saved = JSON.parse(JSON.stringify(domainCreateProgress('7').load('customer')));
  expect(domainCreateProgress('8').load('customer')).toBeUndefined();
  return saved as unknown;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('save and quit', () => {
  it('resumes at the same step with the same inputs', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await send(actor, { type: 'NAME_CHANGED', value: 'example.com' }, NEXT, NEXT, { type: 'TEST' });
    const saved = saveAndResume(actor);
    const resumed = start(setUp(calls).machine, WIZARD, saved);
    expect(resumed.getSnapshot().value).toEqual({ dns_setup_needed: 'idle' });
    expect(resumed.getSnapshot().context).toMatchObject({ name: 'example.com', www: true, dnsCheck: [{ isActive: true }, { isActive: true }] });
    await send(resumed, NEXT, NEXT);
    expect(stepOf(resumed.getSnapshot())).toBe('select_certificate_needed');
    expect(calls.createDomain).toHaveBeenCalledTimes(1);
  });

  it('resumes the Installation step and polls on', async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.orderCertificate.mockResolvedValueOnce({ data: certificate('AWAITING_CHALLENGE'), meta: {} });
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(0);
    await send(actor, { type: 'NAME_CHANGED', value: 'example.com' }, NEXT, NEXT, { type: 'SKIP' }, NEXT);
    await send(actor, { type: 'CHOOSE', choice: 'LETS_ENCRYPT' }, { type: 'CONFIRM' });
    expect(stepOf(actor.getSnapshot())).toBe('verification_needed');
    const saved = saveAndResume(actor);
    const resumed = start(setUp(calls).machine, WIZARD, saved);
    expect(resumed.getSnapshot().context.certificateInfo?.status).toBe('AWAITING_CHALLENGE');
    await vi.advanceTimersByTimeAsync(CERTIFICATE_POLL_MS);
    expect(calls.fetchCertificate).toHaveBeenCalledTimes(1);
    expect(resumed.getSnapshot().can(NEXT)).toBe(true);
  });
});

describe('quit and delete progress', () => {
  it('ends at once when no domain was added', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await send(actor, { type: 'NAME_CHANGED', value: 'example.com' }, NEXT, { type: 'QUIT_AND_DELETE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.deleteDomain).not.toHaveBeenCalled();
  });

  it('deletes the domain the wizard added, with its www twin', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await send(actor, { type: 'NAME_CHANGED', value: 'example.com' }, NEXT, NEXT, { type: 'SKIP' }, NEXT, { type: 'QUIT_AND_DELETE' });
    expect(calls.deleteDomain).toHaveBeenCalledWith({ siteId: '7', domainId: 5, alsoNamed: 'www.example.com' });
    expect(actor.getSnapshot().value).toBe('progress_deleted');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('says why a deletion failed and still ends', async () => {
    const { machine, calls } = setUp();
    calls.deleteDomain.mockRejectedValueOnce(apiError(500, 'Something went wrong on our side.'));
    const actor = start(machine);
    const emitted: DomainCreateEmitted[] = [];
    actor.on('failure', (event) => emitted.push(event));
    await send(actor, { type: 'NAME_CHANGED', value: 'shop.example.com' }, NEXT, NEXT, { type: 'SKIP' }, { type: 'QUIT_AND_DELETE' });
    expect(calls.deleteDomain).toHaveBeenCalledWith({ siteId: '7', domainId: 5, alsoNamed: null });
    expect(emitted).toEqual([{ type: 'failure', message: 'Something went wrong on our side.' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
