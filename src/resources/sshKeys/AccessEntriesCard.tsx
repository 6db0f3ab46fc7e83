import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import type { ReactNode } from 'react';
import { ListBase } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { SectionCard } from '../../components/SectionCard';
import { AccessEntryList } from './AccessEntryList';

interface AccessEntriesCardProps {
  envId: string;
  /** Only entries of these types (`filter[type]`, comma-separated), under their own heading. */
  type?: string;
  title?: string;
  children?: ReactNode;
}

/**
 * Spec 2 §2.8: the site's access entries (site, Support and user keys), paged, newest first and
 * searchable by who and fingerprint; staff add Support access here (`children`).
 */
export function AccessEntriesCard({ envId, type, title = 'app.siteAccess.entriesTitle', children }: AccessEntriesCardProps) {
  return (
    <SectionCard title={title} icon={<LockOpenIcon fontSize="small" />}>
      {children}
      <ListBase
        resource="siteSshAccess"
        // A failure shows inline with Retry (AccessEntryList), not also as a toast.
        queryOptions={{ meta: { siteId: envId }, onError: () => undefined }}
        filter={type ? { type } : undefined}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        // Each site keeps its own page and search, out of the address bar the keys list shares.
        storeKey={`siteSshAccess.${envId}${type ? `.${type}` : ''}`}
        disableSyncWithLocation
      >
        <AccessEntryList envId={envId} />
      </ListBase>
    </SectionCard>
  );
}
