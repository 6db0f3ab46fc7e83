import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { SitePageHeader } from '../../sites/SitePageHeader';
import { useSite } from '../../sites/useSite';
import { ConnectionCard } from '../bolt/ConnectionCard';
import { DatabaseFacts } from '../bolt/DatabaseFacts';
import { RenameDatabaseCard } from '../bolt/RenameDatabaseCard';
import { NotConnectedNotice } from './NotConnectedNotice';

/**
 * Spec 1 §2 environment-databases.settings, a site's "Settings" of a database it uses (spec 2
 * §2.6): how the site connects, what the database is, and its name. Deletion stays on the Bolt's
 * page, where the other sites using it are in view. Read through the site, so another Bolt's
 * database is missing here too; one of its Bolt's that the site does not use says so, with Connect.
 * Keyed under `siteDatabases`, which connecting, disconnecting and renaming read again.
 */
export default function SiteDatabaseSettingsPage() {
  const translate = useTranslate();
  const { boltId, envId, data: site } = useSite();
  const dbId = useParams().dbId ?? '';
  const list = `/bolts/${boltId}/environments/${envId}/databases`;
  const { data, isPending, error, refetch } = usePanelQuery(['siteDatabases', envId, dbId], (dataProvider) => dataProvider.siteDatabase(envId, dbId));
  const database = data?.database;
  const missing = (error as { status?: number } | null)?.status === 404;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SitePageHeader boltId={boltId} envId={envId} site={site}>
        <Typography component="h1" variant="h1">
          {database ? translate('app.siteDbs.settingsOf', { database: database.name }) : translate('app.routes.siteDatabase')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.siteDbs.settingsIntro')}
        </Typography>
      </SitePageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
        <Button component={Link} to={list} variant="outlined">
          {translate('app.siteDbs.backToSite')}
        </Button>
        <Button component={Link} to={`/bolts/${boltId}/databases/${dbId}`}>
          {translate('app.siteDbs.openOnBolt')}
        </Button>
      </Box>
      {missing && <Typography role="status">{translate('app.siteDbs.missing')}</Typography>}
      {error && !missing ? <LoadError title="resources.boltDatabases.loadOneFailed" error={error} onRetry={() => refetch()} /> : null}
      {isPending && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }} aria-busy="true">
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      )}
      {data && !data.connected && <NotConnectedNotice siteId={envId} databaseId={dbId} />}
      {database && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <ConnectionCard database={database} />
          <DatabaseFacts database={database} />
          <RenameDatabaseCard database={database} boltId={Number(boltId)} />
        </Box>
      )}
    </Box>
  );
}
