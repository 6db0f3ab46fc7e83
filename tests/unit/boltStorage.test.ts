import { describe, expect, it } from 'vitest';
import {
  extraStorageGb,
  gbToMb,
  quotaMbOf,
  storageBoundsGb,
  storagePrice,
  usedPercent,
  validateStorage,
  wholeGb,
} from '../../src/resources/bolts/billing/storage';
import { storageGb, UNLIMITED } from '../../src/rules/format';
import { quotaSchema } from '../../src/rules/schemas/subscription';

describe('storage conversions (spec 1 §9: 1024 MB per GB)', () => {
  it('converts whole GB to MB and MB up to whole GB', () => {
    expect(gbToMb(10)).toBe(10240);
    expect(gbToMb(200)).toBe(204800);
    expect(wholeGb(10240)).toBe(10);
    expect(wholeGb(10241)).toBe(11);
    expect(wholeGb(1)).toBe(1);
    expect(wholeGb(0)).toBe(0);
  });

  it('displays with 2 decimals, at least 0.01, and -1 as unlimited', () => {
    expect(storageGb(1536)).toBe('1.50');
    expect(storageGb(1)).toBe('0.01');
    expect(storageGb(UNLIMITED)).toBeNull();
  });

  it('gives the input the bounds the server accepts', () => {
    expect(storageBoundsGb(0)).toEqual({ min: 10, max: 10240 });
    expect(storageBoundsGb(35 * 1024 + 1)).toEqual({ min: 36, max: 10240 });
    for (const gb of [storageBoundsGb(5000).min, storageBoundsGb(5000).max, storageBoundsGb(40_000).min]) {
      expect(quotaSchema.safeParse({ storageMb: gbToMb(gb) }).success).toBe(true);
    }
    expect(quotaSchema.safeParse({ storageMb: gbToMb(9) }).success).toBe(false);
    expect(quotaSchema.safeParse({ storageMb: gbToMb(10241) }).success).toBe(false);
  });

  it('bills only whole GB beyond the plan as extra storage', () => {
    expect(extraStorageGb(200 * 1024, 100 * 1024)).toBe(100);
    expect(extraStorageGb(100 * 1024 + 1, 100 * 1024)).toBe(1);
    expect(extraStorageGb(50 * 1024, 100 * 1024)).toBe(0);
    expect(extraStorageGb(UNLIMITED, 100 * 1024)).toBe(0);
  });

  it('tells how full the storage is', () => {
    expect(usedPercent(512, 1024)).toBe(50);
    expect(usedPercent(2048, 1024)).toBe(100);
    expect(usedPercent(1, 3)).toBe(33.3);
    expect(usedPercent(100, UNLIMITED)).toBeNull();
  });
});

describe('change-storage form', () => {
  const used = 35 * 1024 + 512;

  it('checks whole GB within the server bounds, with its messages', () => {
    expect(validateStorage({ storageGb: 200 }, used)).toEqual({});
    expect(validateStorage({ storageGb: '' }, used)).toEqual({ storageGb: 'The field cannot be empty.' });
    expect(validateStorage({ storageGb: 5 }, 0)).toEqual({ storageGb: 'Storage must be whole gigabytes between 10 GB and 10 TB.' });
    expect(validateStorage({ storageGb: 10.5 }, 0)).toEqual({ storageGb: 'Storage must be whole gigabytes between 10 GB and 10 TB.' });
    expect(validateStorage({ storageGb: 'lots' }, 0)).toEqual({ storageGb: 'Please enter a whole number.' });
    expect(validateStorage({ storageGb: 20_000 }, 0)).toEqual({ storageGb: 'Storage must be whole gigabytes between 10 GB and 10 TB.' });
  });

  it('refuses less than the Bolt uses now, as the server does', () => {
    expect(validateStorage({ storageGb: 35 }, used)).toEqual({ storageGb: 'Storage cannot be set below what the Bolt uses now (35.50 GB).' });
    expect(validateStorage({ storageGb: 36 }, used)).toEqual({});
  });

  it('sends unlimited as -1 and GB as MB', () => {
    expect(validateStorage({ unlimited: true, storageGb: '' }, used)).toEqual({});
    expect(quotaMbOf({ unlimited: true, storageGb: 50 })).toBe(UNLIMITED);
    expect(quotaMbOf({ storageGb: 50 })).toBe(51200);
  });

  it('prices storage beyond the plan per GB and period', () => {
    expect(storagePrice('enterprise', 'monthly', 100 * 1024, 200 * 1024)).toEqual({ extraGb: 100, totalCents: 49900 + 100 * 50 });
    expect(storagePrice('enterprise', 'annual', 100 * 1024, 110 * 1024)).toEqual({ extraGb: 10, totalCents: 49900 * 11 + 10 * 50 * 11 });
    expect(storagePrice('enterprise', 'monthly', 100 * 1024, UNLIMITED)).toEqual({ extraGb: 0, totalCents: 49900 });
  });
});
