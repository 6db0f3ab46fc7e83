/** GET ssh-keys records (spec 2 §3 SSH key), as the API sends their attributes. */
export interface SshKey {
  id: string;
  title: string;
  comment: string;
  sshkey: string;
  keyType: string;
  keyLength: number;
  fingerprint: string;
  createdAt: string;
  environment_id: string | null;
}

/** GET environments/{id}/ssh-access records (spec 2 §3 SSH access entry). */
export interface AccessEntry {
  id: string;
  type: 'staff' | 'vhost' | 'customer';
  typeLabel: string;
  customer: string;
  fingerprint: string;
  sshKeyId: string | null;
  enabled: boolean;
  status: 'active' | 'expired';
  createdAt: string;
  expires_at: string | null;
}

interface ApiRecord<A> {
  id: string;
  attributes: A;
}

/** A JSON:API list or record body flattened to `{id, ...attributes}`. */
export const fromRecord = <T extends { id: string }>({ id, attributes }: ApiRecord<Omit<T, 'id'>>) => ({ id, ...attributes }) as T;

/**
 * The detail page of a key: under the site's access page when opened from a site (its breadcrumb
 * returns there, spec 2 §2), else under the account's key list.
 */
export function sshKeyPath(id: string, site?: { boltId: string; envId: string }): string {
  return site ? `/bolts/${site.boltId}/environments/${site.envId}/access/settings/${id}/ssh-keys` : `/ssh-keys/${id}`;
}

/** Spec 2 §5: the server's detail for one field of a refused write, shown under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  const body = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const message = body?.errors?.[field];
  return typeof message === 'string' ? message : undefined;
}

/** Customers remove only user keys; support access and the site key are the provider's (API rule). */
export const canRemoveEntry = (entry: Pick<AccessEntry, 'type'>, isStaff: boolean) => isStaff || entry.type === 'customer';
