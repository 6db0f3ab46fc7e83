import type { BoltPermission, BoltRole } from '../../rules/boltRoles';

/** Display order of roles: from the most rights to the fewest. */
export const ROLE_ORDER: readonly BoltRole[] = ['owner', 'partner', 'technical_contact', 'developer'];

interface PersonLike {
  email: string;
  source: 'account' | 'member';
}

export interface Caller {
  email: string;
  permissions: readonly BoltPermission[];
}

export interface PersonActions {
  /** Change the person's role. */
  edit: boolean;
  /** Take the person's access away. */
  remove: boolean;
  /** The caller leaves the Bolt themselves. */
  leave: boolean;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isCaller = (person: PersonLike, caller: Pick<Caller, 'email'>) => sameEmail(person.email, caller.email);

/**
 * The actions the people page offers on a person, as the API allows them: owners are the Bolt's
 * account and change only by a transfer; anyone may leave a Bolt they were given access to; changing
 * or removing someone else needs the right to manage users.
 */
export function personActions(person: PersonLike, caller: Caller): PersonActions {
  if (person.source === 'account') return { edit: false, remove: false, leave: false };
  const self = isCaller(person, caller);
  const manage = !self && caller.permissions.includes('manageUsers');
  return { edit: manage, remove: manage, leave: self };
}

/** Up to two initials for a person's avatar, from the name, else from the email address. */
export function initials(person: { name: string | null; email: string }): string {
  return (person.name ?? person.email)
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
