import { describe, expect, it } from 'vitest';
import { memoryChoices, versionChoices, workersFormOf, workersPayload } from '../../src/resources/sites/php/phpForm';
import { PHP_WORKER_DEFAULTS } from '../../src/rules/php';

const empty = { max: '', maxSystem: '', maxCron: '', maxIdle: '', nice: '', maxRequests: '' };

describe('PHP settings form', () => {
  it('lists versions newest first with Legacy and Beta badges', () => {
    expect(versionChoices({ '8.1': 'Unsupported', '8.10': 'Upcoming', '8.3': 'Supported' })).toEqual([
      { version: '8.10', badge: 'Beta' },
      { version: '8.3', badge: null },
      { version: '8.1', badge: 'Legacy' },
    ]);
  });

  it('lists memory sizes ascending with whether each may be chosen', () => {
    expect(memoryChoices({ '512': false, '128': true })).toEqual([
      { size: 128, allowed: true },
      { size: 512, allowed: false },
    ]);
  });

  it('leaves fields at their default empty so the placeholder shows the default', () => {
    expect(workersFormOf({ ...PHP_WORKER_DEFAULTS, max: 60 }, PHP_WORKER_DEFAULTS)).toEqual({ ...empty, max: '60' });
  });

  it('sends empty fields as null (reset) and numbers as numbers', () => {
    expect(workersPayload({ ...empty, max: '60', nice: '-19' })).toEqual({
      ok: true,
      attributes: {
        phpMaxWorkers: 60,
        phpMaxWorkersSystem: null,
        phpMaxWorkersIdle: null,
        phpMaxWorkersCron: null,
        phpNiceWorkers: -19,
        phpMaxRequestsPerWorker: null,
      },
    });
  });

  it('names each field out of bounds with the spec text', () => {
    const result = workersPayload({ ...empty, maxIdle: '0', nice: '21', maxRequests: '20001' });
    expect(result).toEqual({
      ok: false,
      errors: {
        maxIdle: 'Value should be between 1 and 512',
        nice: 'Value should be between -19 and 20',
        maxRequests: 'Value should be between 0 and 20000',
      },
    });
  });
});
