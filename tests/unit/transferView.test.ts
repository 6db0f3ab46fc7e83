import { describe, expect, it } from 'vitest';
import { timeLeft, transferView } from '../../src/resources/bolts/transfer/transferView';
import type { TransferMeta } from '../../src/resources/bolts/transfer/types';

const owner: TransferMeta = { role: 'owner', canStart: true, isRecipient: false };
const partner: TransferMeta = { role: 'partner', canStart: false, isRecipient: false };
const recipient: TransferMeta = { role: null, canStart: false, isRecipient: true };
const staff: TransferMeta = { role: 'owner', canStart: false, isRecipient: false };

describe('transferView (spec 1 §4)', () => {
  it('lets the recipient answer a pending request', () => {
    expect(transferView('pending', recipient)).toEqual({ kind: 'decide' });
  });

  it('shows the owner the pending request with cancel, others without', () => {
    expect(transferView('pending', owner)).toEqual({ kind: 'pending', canCancel: true });
    expect(transferView('pending', partner)).toEqual({ kind: 'pending', canCancel: false });
    expect(transferView('pending', staff)).toEqual({ kind: 'pending', canCancel: false });
  });

  it('lets only the owner start a new request once none is pending', () => {
    for (const status of [null, 'accepted', 'declined', 'cancelled', 'expired'] as const) {
      expect(transferView(status, owner)).toEqual({ kind: 'start' });
      expect(transferView(status, partner)).toEqual({ kind: 'status' });
      expect(transferView(status, recipient)).toEqual({ kind: 'status' });
    }
  });
});

describe('timeLeft (spec 1 §9: a request is valid for 24 hours)', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('counts whole hours and minutes, rounding up to the minute', () => {
    expect(timeLeft('2026-11-22T10:00:00Z', now)).toEqual({ hours: 24, minutes: 0 });
    expect(timeLeft('2026-11-21T13:20:30Z', now)).toEqual({ hours: 3, minutes: 21 });
    expect(timeLeft('2026-11-21T10:00:01Z', now)).toEqual({ hours: 0, minutes: 1 });
  });

  it('is null once the request has expired', () => {
    expect(timeLeft('2026-11-21T10:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-11-20T10:00:00Z', now)).toBeNull();
  });
});
