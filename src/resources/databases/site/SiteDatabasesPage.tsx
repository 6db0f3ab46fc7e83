import StorageIcon from '@mui/icons-material/Storage';
import { Box, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { siteDatabaseMessages } from '../../../rules/schemas/siteDatabase';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SitePageHeader } from '../../sites/SitePageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { useSite } from '../../sites/useSite';
import { ConnectDatabaseCard } from './ConnectDatabaseCard';
import { ConnectedDatabaseRow } from './ConnectedDatabaseRow';
import { connection, useSiteDatabases } from './useSiteDatabases';

/** The databases a site uses (spec 2 §2.6): list with Remove relation and Settings, and a connect form. */
export default function SiteDatabasesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { boltId, envId, data: site } = useSite();
  const { connected, available, refresh } = useSiteDatabases(boltId, envId);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (dbId: string) => {
    setRemoving(dbId);
    try {
      await apiCall('POST', 'databases/disconnect', connection(dbId, envId));
      notify(siteDatabaseMessages.disconnected, { type: 'success' });
    } catch {
      notify(siteDatabaseMessages.disconnectFailed, { type: 'error' });
    }
    setRemoving(null);
    refresh();
  };

  let content;
  if (connected.error) content = <LoadError title="app.siteDbs.loadFailed" error={connected.error} onRetry={() => connected.refetch()} />;
  else if (!connected.data) content = [0, 1].map((i) => <Skeleton key={i} height={80} />);
  else if (connected.data.length === 0) content = <EmptyState icon={<StorageIcon />} title={translate('app.siteDbs.empty')} />;
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {connected.data.map((db) => (
          <ConnectedDatabaseRow key={db.id} db={db} boltId={boltId} busy={removing === db.id} onRemove={() => remove(db.id)} />
        ))}
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.siteDbs.title" />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title="app.siteDbs.listTitle" icon={<StorageIcon fontSize="small" />}>
          {content}
        </SectionCard>
        <ConnectDatabaseCard envId={envId} available={available} onConnected={refresh} />
      </Box>
    </Box>
  );
}
