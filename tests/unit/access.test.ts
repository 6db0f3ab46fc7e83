import { describe, expect, it } from 'vitest';
import { canAccess, passesFlags, roleOf, type AccessFlags, type Role } from '../../src/rules/access';
import { serverAccess } from '../../src/rules/resourceAccess';
import { isBoltId } from '../../src/rules/boltId';

const roles: Role[] = ['customer', 'staff', 'admin'];

describe('route access flags (spec 1 §6)', () => {
  const table: [string, AccessFlags, boolean[]][] = [
    ['no flag', {}, [true, true, true]],
    ['customer only', { isCustomerOnly: true }, [true, false, false]],
    ['staff only', { isStaffOnly: true }, [false, true, true]],
    ['admin only', { isAdminOnly: true }, [false, false, true]],
  ];
  it.each(table)('%s', (_name, flags, expected) => {
    expect(roles.map((role) => passesFlags(role, flags))).toEqual(expected);
  });

  it('derives the role from the token flags', () => {
    expect(roleOf({ isServeboltAdmin: true, isServeboltStaff: true })).toBe('admin');
    expect(roleOf({ isServeboltStaff: true })).toBe('staff');
    expect(roleOf({})).toBe('customer');
  });

  it('limits actions per role', () => {
    expect(canAccess('staff', 'edit', serverAccess)).toBe(true);
    expect(canAccess('staff', 'delete', serverAccess)).toBe(false);
    expect(canAccess('admin', 'delete', serverAccess)).toBe(true);
    expect(canAccess('customer', 'list', serverAccess)).toBe(false);
  });
});

describe('Bolt id in a path (spec 1 §5)', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['0', false],
    ['-1', false],
    ['1.5', false],
    ['abc', false],
    ['', false],
    ['create', false],
  ])('%s -> %s', (value, expected) => {
    expect(isBoltId(value)).toBe(expected);
  });
});
