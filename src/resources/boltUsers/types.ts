import type { BoltPermission, BoltRole } from '../../rules/boltRoles';

/** A person with access to a Bolt (GET bolts/{id}/users). */
export interface BoltPerson {
  id: string;
  userId: number | null;
  email: string;
  name: string | null;
  role: BoltRole;
  status: 'active' | 'invited';
  /** Users of the Bolt's account own it; invited people are members. */
  source: 'account' | 'member';
  createdAt: string;
  permissions: BoltPermission[];
}
