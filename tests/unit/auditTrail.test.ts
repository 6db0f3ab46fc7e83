import { describe, expect, it } from 'vitest';
import { changeLines, recordLabel } from '../../src/rules/auditTrail';

describe('changeLines', () => {
  it('reads an update as each changed field, before and after', () => {
    expect(changeLines({ title: 'Shop', php_version: '8.2' }, { title: 'Shop renamed', php_version: '8.3' })).toEqual([
      { field: 'title', before: 'Shop', after: 'Shop renamed' },
      { field: 'php version', before: '8.2', after: '8.3' },
    ]);
  });

  it('reads a creation as the fields that hold something, without its bookkeeping', () => {
    expect(changeLines(null, { id: 7, address: '203.0.113.7', expires_at: null, created_at: '2026-11-25T08:00:00Z', tags: ['a'] })).toEqual([
      { field: 'address', before: null, after: '203.0.113.7' },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
  });

  it('keeps a field cleared by an update', () => {
    expect(changeLines({ expires_at: '2026-12-01T00:00:00Z' }, { expires_at: null })).toEqual([
      { field: 'expires at', before: '2026-12-01T00:00:00Z', after: null },
    ]);
  });
});

describe('recordLabel', () => {
  it('names a record by the first naming column it holds, after the change before before it', () => {
    expect(recordLabel(null, { id: 3, address: '203.0.113.7', reason: 'x' })).toBe('203.0.113.7');
    expect(recordLabel({ name: 'old.example.com' }, { name: 'new.example.com' })).toBe('new.example.com');
    expect(recordLabel({ name: 'shop.example.com', environment_id: 2 }, null)).toBe('shop.example.com');
    expect(recordLabel({ php_version: '8.2' }, { php_version: '8.3' })).toBeNull();
  });
});
