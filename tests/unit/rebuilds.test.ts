import { describe, expect, it } from 'vitest';
import { rebuildState } from '../../src/rules/rebuilds';

describe('rebuildState', () => {
  it('runs until finished, then is done, or failed when a site failed', () => {
    expect(rebuildState({ finishedAt: null, failed: 1 })).toBe('running');
    expect(rebuildState({ finishedAt: '2026-11-25T08:00:00Z', failed: 0 })).toBe('done');
    expect(rebuildState({ finishedAt: '2026-11-25T08:00:00Z', failed: 2 })).toBe('failed');
  });
});
