import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { useApiQuery } from '../../dataProvider/useApiQuery';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { AccessEntryRow } from './AccessEntryRow';
import { fromRecord, type AccessEntry } from './sshKeys';

type EntryList = { data: { id: string; attributes: Omit<AccessEntry, 'id'> }[] };

/** Spec 2 §2.8: the site's access entries (site, support and user keys); staff add Support access here. */
export function AccessEntriesCard({ envId, children }: { envId: string; children?: ReactNode }) {
  const translate = useTranslate();
  const query = useApiQuery(['ssh-access', envId], () => apiCall<EntryList>('GET', `environments/${envId}/ssh-access?per_page=100`));
  const columns = ['type', 'customer', 'createdAt', 'expires_at', 'fingerprint', 'status'];
  return (
    <SectionCard title="app.siteAccess.entriesTitle" icon={<LockOpenIcon fontSize="small" />}>
      {children}
      {query.isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={44} />)}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {translate('app.siteAccess.noEntries')}
        </Typography>
      )}
      {query.data && query.data.data.length > 0 && (
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 } }}>
          <Table size="small" aria-label={translate('app.siteAccess.entriesTitle')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`app.siteAccess.columns.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.data.map((record) => (
                <AccessEntryRow key={record.id} entry={fromRecord<AccessEntry>(record)} envId={envId} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
