import { ListBase } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { keyResource, type SiteRef } from './sshKeys';
import { SshKeyListContent } from './SshKeyListContent';

/**
 * A paged list of SSH keys: the account's own (GET ssh-keys), or those given to a site (GET
 * ssh-keys?environmentId=) when `site` is set. Searchable by comment and fingerprint, newest first.
 */
export function SshKeyList({ site }: { site?: SiteRef }) {
  const { resource, meta } = keyResource(site);
  return (
    <ListBase
      resource={resource}
      // A failure shows inline with Retry (SshKeyListContent), not also as a toast.
      queryOptions={{ meta, onError: () => undefined }}
      perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      // Each site keeps its own search and page; the Access page has a second list, so its page
      // and search stay out of the address bar.
      storeKey={site ? `siteSshKeys.${site.envId}` : 'ssh-keys.account'}
      disableSyncWithLocation={Boolean(site)}
    >
      <SshKeyListContent site={site} />
    </ListBase>
  );
}
