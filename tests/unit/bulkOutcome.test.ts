import { describe, expect, it } from 'vitest';
import { bulkSummary } from '../../src/components/bulk/bulkOutcome';
import { extendedExpiry } from '../../src/rules/blockExpiry';

describe('bulkSummary', () => {
  it('counts what was done and names each refusal with its reason', () => {
    const names: Record<string, string> = { 1: '203.0.113.7', 2: '198.51.100.0/24', 3: '192.0.2.1' };
    expect(
      bulkSummary(
        [
          { id: 1, error: null },
          { id: 2, error: 'Resource not found' },
          { id: 3, error: null },
        ],
        (id) => names[id],
      ),
    ).toEqual({
      done: 2,
      failures: ['198.51.100.0/24: Resource not found'],
    });
  });
});

describe('extendedExpiry', () => {
  const now = new Date('2026-11-25T09:00:00Z');
  it('extends a running block from its end, an ended one from now, and leaves a permanent one', () => {
    expect(extendedExpiry('2026-12-01T00:00:00.000Z', now)).toBe('2026-12-31T00:00:00.000Z');
    expect(extendedExpiry('2026-11-01T00:00:00.000Z', now)).toBe('2026-12-25T09:00:00.000Z');
    expect(extendedExpiry(null, now)).toBeNull();
  });
});
