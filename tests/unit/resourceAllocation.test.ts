import { describe, expect, it } from 'vitest';
import { boltAllocation } from '../../src/rules/resourceAllocation';

describe('boltAllocation', () => {
  it('sets what a Bolt uses against its plan, marking what is over', () => {
    const bolt = boltAllocation({ plan: 'pro', storageQuotaMb: null, storageUsedMb: 11_000, dynamicRequestsUsed: 400_000, siteWorkers: [null, 512] });
    expect(bolt).toEqual({
      storageMb: { used: 11_000, allowed: 10_240, over: true },
      sites: { used: 2, allowed: 3, over: false },
      dynamicRequests: { used: 400_000, allowed: 1_000_000, over: false },
      phpWorkers: { used: 560, allowed: 144, over: true },
      overAllocated: true,
    });
  });

  it("takes a dedicated Bolt's own storage, unlimited at -1", () => {
    expect(
      boltAllocation({ plan: 'scale', storageQuotaMb: 200_000, storageUsedMb: 60_000, dynamicRequestsUsed: 0, siteWorkers: [] }).storageMb,
    ).toEqual({
      used: 60_000,
      allowed: 200_000,
      over: false,
    });
    const unlimited = boltAllocation({ plan: 'scale', storageQuotaMb: -1, storageUsedMb: 9e9, dynamicRequestsUsed: 0, siteWorkers: [] });
    expect(unlimited.storageMb).toEqual({ used: 9e9, allowed: null, over: false });
    expect(unlimited.overAllocated).toBe(false);
  });
});
