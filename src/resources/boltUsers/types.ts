/** A person with access to a Bolt (GET bolts/{id}/users). */
export type { BoltUser as BoltPerson } from '../../rules/schemas/records/member';
