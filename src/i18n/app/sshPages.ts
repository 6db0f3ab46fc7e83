// Staff's SSH pages (spec 1 §2 /ssh-access/…, /ssh-management); the specs give none of these texts.
export const sshPages = {
  bolt: 'Bolt %{id}',
  revoke: 'Revoke',
  bulkRevokeTitle: 'Revoke this access? |||| Revoke %{smart_count} accesses?',
  bulkRevokeText:
    'The selected key will no longer have access to its site. |||| The %{smart_count} selected keys will no longer have access to their sites.',
  bulkRevoked: '%{smart_count} access revoked |||| %{smart_count} accesses revoked',
  grantIntro: 'Give a site temporary Support access with one of the provider’s keys.',
  grant: 'Grant access',
  grantAccess: 'Grant access',
  siteTitle: 'SSH access to %{title}',
  siteIntro: 'Site %{name} of Bolt %{boltId}',
  siteKeysTitle: 'Site Keys',
  siteKey: 'Key of this site',
  siteKeyHelp: 'One of the keys given to this site; add a key on the site’s Access page first.',
  addSiteKey: 'Add Site Key',
  siteKeyAdded: 'Site Key added',
  deleteSupportKeyText: 'The key %{fingerprint} will be removed from all Bolts and sites, its Support access included. Type “%{name}” to confirm.',
  typeKeyName: 'Key name',
  deleteKeyNamed: 'Delete %{name}',
};
