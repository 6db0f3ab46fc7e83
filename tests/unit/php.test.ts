import { describe, expect, it } from 'vitest';
import {
  effectivePhpWorkers,
  enableAllExtensions,
  extensionsAfterVersionChange,
  extensionsOf,
  extensionStates,
  isPhpTimezone,
  NOT_ENABLED_BY_ENABLE_ALL,
  PHP_EXTENSIONS,
  PHP_VERSIONS,
  PHP_WORKER_DEFAULTS,
  phpMemoryLimitOptions,
  phpTimezones,
  phpVersionBadge,
} from '../../src/rules/php';
import { phpMemoryLimitField, phpWorkersSchema } from '../../src/rules/schemas/php';

describe('PHP versions', () => {
  it('labels Unsupported versions Legacy and Upcoming ones Beta (spec 2 §2.9)', () => {
    expect(phpVersionBadge('Unsupported')).toBe('Legacy');
    expect(phpVersionBadge('Upcoming')).toBe('Beta');
    expect(phpVersionBadge('Supported')).toBeNull();
    expect(new Set(Object.values(PHP_VERSIONS))).toEqual(new Set(['Supported', 'Unsupported', 'Upcoming']));
  });
});

describe('memory limit options', () => {
  it('offers sizes up to the plan to customers and all of them to staff', () => {
    expect(phpMemoryLimitOptions('pro', false)).toEqual({ 128: true, 256: true, 512: false, 1024: false, 2048: false });
    expect(phpMemoryLimitOptions('scale', false)).toEqual({ 128: true, 256: true, 512: true, 1024: true, 2048: false });
    expect(Object.values(phpMemoryLimitOptions('pro', true)).every(Boolean)).toBe(true);
  });

  it('takes whole megabytes from the options only', () => {
    expect(phpMemoryLimitField().parse('512')).toBe(512);
    expect(phpMemoryLimitField().safeParse(300).error?.issues[0].message).toBe(
      'Please choose one of the memory sizes: 128, 256, 512, 1024, 2048 MB.',
    );
    expect(phpMemoryLimitField().safeParse(256.5).error?.issues[0].message).toBe('Please enter a whole number.');
  });
});

describe('extensions', () => {
  it('never lets enable-all switch on ast, grpc, ioncube or ftp (spec 2 §9)', () => {
    const all = enableAllExtensions('8.3', []);
    for (const heavy of ['ast', 'grpc', 'ioncube', 'ftp']) expect(all).not.toContain(heavy);
    expect(NOT_ENABLED_BY_ENABLE_ALL).toEqual(['ast', 'grpc', 'ioncube', 'ftp']);
    expect(all).toEqual(
      extensionsOf('8.3')
        .map((e) => e.id)
        .filter((id) => !NOT_ENABLED_BY_ENABLE_ALL.includes(id)),
    );
  });

  it('keeps heavy modules that were already on when enabling all', () => {
    expect(enableAllExtensions('8.3', ['grpc'])).toContain('grpc');
    expect(enableAllExtensions('8.3', ['grpc'])).not.toContain('ast');
  });

  it('offers only the modules a version ships', () => {
    expect(extensionsOf('8.3').map((e) => e.id)).toContain('imap');
    expect(extensionsOf('8.4').map((e) => e.id)).not.toContain('imap');
    expect(extensionsOf('8.4').map((e) => e.id)).toContain('ioncube');
    expect(extensionsOf('8.5').map((e) => e.id)).not.toContain('ioncube');
  });

  it('re-enables the modules that were on after a version change, where the new version has them (spec 2 §4)', () => {
    expect(extensionsAfterVersionChange(['redis', 'imap', 'ioncube'], '8.4')).toEqual(['ioncube', 'redis']);
    expect(extensionsAfterVersionChange(['redis', 'imap', 'ioncube'], '8.2')).toEqual(['imap', 'ioncube', 'redis']);
  });

  it('describes each module of a version with id, name, enabled, cli and web (spec 2 §3)', () => {
    const states = extensionStates('8.3', ['pcntl']);
    expect(states).toHaveLength(extensionsOf('8.3').length);
    expect(states.find((e) => e.id === 'pcntl')).toEqual({ id: 'pcntl', name: 'PCNTL (process control)', enabled: true, cli: true, web: false });
    expect(states.find((e) => e.id === 'redis')).toMatchObject({ enabled: false, cli: true, web: true });
    expect(new Set(PHP_EXTENSIONS.map((e) => e.id)).size).toBe(PHP_EXTENSIONS.length);
  });
});

describe('timezones', () => {
  it('lists the system zones plus UTC first, the default (spec 1 §9)', () => {
    expect(phpTimezones()[0]).toBe('UTC');
    expect(isPhpTimezone('Europe/Oslo')).toBe(true);
    expect(isPhpTimezone('UTC')).toBe(true);
    expect(isPhpTimezone('Mars/Olympus')).toBe(false);
    expect(new Set(phpTimezones()).size).toBe(phpTimezones().length);
  });
});

describe('PHP workers', () => {
  it('defaults to spec 2 §9: max 48, system 1, cron 5, idle 8, nice 18, max requests 500', () => {
    expect(PHP_WORKER_DEFAULTS).toEqual({ max: 48, maxSystem: 1, maxCron: 5, maxIdle: 8, nice: 18, maxRequests: 500 });
    expect(effectivePhpWorkers(null)).toEqual(PHP_WORKER_DEFAULTS);
    expect(effectivePhpWorkers({ max: 64 })).toEqual({ ...PHP_WORKER_DEFAULTS, max: 64 });
  });

  it.each([
    ['phpMaxWorkers', 0, 'Value should be between 1 and 512'],
    ['phpMaxWorkers', 513, 'Value should be between 1 and 512'],
    ['phpMaxWorkersSystem', 0, 'Value should be between 1 and 512'],
    ['phpMaxWorkersCron', 600, 'Value should be between 1 and 512'],
    ['phpMaxWorkersIdle', 1.5, 'Value should be between 1 and 512'],
    ['phpNiceWorkers', -20, 'Value should be between -19 and 20'],
    ['phpNiceWorkers', 21, 'Value should be between -19 and 20'],
    ['phpMaxRequestsPerWorker', -1, 'Value should be between 0 and 20000'],
    ['phpMaxRequestsPerWorker', 20001, 'Value should be between 0 and 20000'],
    ['phpMaxWorkers', 'many', 'Value should be between 1 and 512'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    const result = phpWorkersSchema.safeParse({ [field]: value });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('takes the bounds themselves, numbers as text, and empty or null as "back to the default"', () => {
    expect(phpWorkersSchema.parse({ phpMaxWorkers: 512, phpNiceWorkers: -19, phpMaxRequestsPerWorker: 0, phpMaxWorkersIdle: '1' })).toEqual({
      phpMaxWorkers: 512,
      phpNiceWorkers: -19,
      phpMaxRequestsPerWorker: 0,
      phpMaxWorkersIdle: 1,
    });
    expect(phpWorkersSchema.parse({ phpMaxWorkers: '', phpMaxWorkersCron: null })).toEqual({ phpMaxWorkers: null, phpMaxWorkersCron: null });
  });
});
