import { callPath } from '../callPath';
import type { ApiRecord } from '../records';
import type { SshAccess } from '../../rules/site';
import type { SshAccessExpiry } from '../../rules/sshAccess';
import { writeBody, type Answer, type CallContext } from './context';

/**
 * Calls of a site's SSH access that are not CRUD. The keys (`ssh-keys`, `siteSshKeys`) and the
 * access entries (`siteSshAccess`) are react-admin resources.
 */
export const sshKeysCalls = (api: CallContext) => ({
  /**
   * Spec 2 §4, §7 PATCH environments/{id}: a legacy site switches SSH and SFTP together (`ssh`),
   * another chooses its SSH access type (`sshAccess`). meta.message says what changed.
   */
  changeSshAccess: (siteId: string | number, change: { ssh: boolean } | { sshAccess: SshAccess }) =>
    api.send<Answer<ApiRecord>>('PATCH', callPath`environments/${siteId}`, writeBody('environments', change, siteId)),

  /** Spec 2 §7 POST environments/{envId}/ssh-access (staff): temporary Support access with one of the provider's keys. */
  grantSupportAccess: (siteId: string | number, grant: { sshKeyId: string; expires: SshAccessExpiry }) =>
    api.send<Answer<ApiRecord>>('POST', callPath`environments/${siteId}/ssh-access`, writeBody('ssh-access', { type: 'staff', ...grant })),

  /** Spec 2 §2.8 Site Key (staff): one of the site's account's keys becomes the site's own key (type vhost). */
  grantSiteKey: (siteId: string | number, sshKeyId: string) =>
    api.send<Answer<ApiRecord>>('POST', callPath`environments/${siteId}/ssh-access`, writeBody('ssh-access', { type: 'vhost', sshKeyId })),
});
