import { describe, expect, it } from 'vitest';
import { initials, personActions } from '../../src/resources/boltUsers/memberRules';
import { permissionsOf } from '../../src/rules/boltRoles';

const owner = { email: 'customer@demo.test', permissions: permissionsOf('owner') };
const partner = { email: 'partner@demo.test', permissions: permissionsOf('partner') };
const developer = { email: 'dev@demo.test', permissions: permissionsOf('developer') };

describe('personActions', () => {
  const member = { email: 'Dev@Demo.test', source: 'member' as const };
  const accountUser = { email: 'customer@demo.test', source: 'account' as const };

  it('lets people who manage users change and remove others', () => {
    expect(personActions(member, owner)).toEqual({ edit: true, remove: true, leave: false });
    expect(personActions(member, partner)).toEqual({ edit: true, remove: true, leave: false });
    expect(personActions({ email: 'x@demo.test', source: 'member' }, developer)).toEqual({ edit: false, remove: false, leave: false });
  });

  it('lets a member leave, whatever their role', () => {
    expect(personActions(member, developer)).toEqual({ edit: false, remove: false, leave: true });
  });

  it('never offers changes to the owners, who change by transfer', () => {
    expect(personActions(accountUser, owner)).toEqual({ edit: false, remove: false, leave: false });
    expect(personActions(accountUser, partner)).toEqual({ edit: false, remove: false, leave: false });
  });
});

describe('initials', () => {
  it('takes two initials from the name, else from the email', () => {
    expect(initials({ name: 'Ola Hansen', email: 'other@demo.test' })).toBe('OH');
    expect(initials({ name: 'Kari', email: 'k@x.test' })).toBe('K');
    expect(initials({ name: null, email: 'new.dev@example.com' })).toBe('ND');
  });
});
