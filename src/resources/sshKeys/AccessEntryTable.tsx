import { Box, Chip } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../components/visuallyHidden';
import { RemoveAccessButton } from './RemoveAccessButton';
import type { AccessEntry } from './sshKeys';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<AccessEntry>;

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', wordBreak: 'break-all' } as const;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** One row per entry: its type's label, who, when, until when, the key's fingerprint, status and Remove. */
export function AccessEntryTable({ envId }: { envId: string }) {
  const translate = useTranslate();
  return (
    <DataTable<AccessEntry> bulkActionButtons={false} rowClick={false} sx={{ minWidth: 720 }}>
      <Col
        source="type"
        label="app.siteAccess.columns.type"
        render={(entry) => <Chip size="small" label={entry.typeLabel} color={entry.type === 'staff' ? 'secondary' : 'default'} variant="outlined" />}
      />
      <Col source="customer" label="app.siteAccess.columns.customer" />
      <Col source="createdAt" label="app.siteAccess.columns.createdAt" cellSx={noWrap}>
        <MomentField source="createdAt" />
      </Col>
      <Col
        source="expires_at"
        label="app.siteAccess.columns.expires_at"
        cellSx={noWrap}
        render={(entry) => (entry.expires_at ? <MomentField source="expires_at" /> : translate('app.siteAccess.never'))}
      />
      <Col source="fingerprint" label="app.siteAccess.columns.fingerprint" disableSort cellSx={() => mono} />
      <Col
        source="status"
        label="app.siteAccess.columns.status"
        disableSort
        render={(entry) => (
          <Chip size="small" label={translate(`app.siteAccess.status.${entry.status}`)} color={entry.status === 'active' ? 'success' : 'default'} />
        )}
      />
      <Col
        label={
          <Box component="span" sx={visuallyHidden}>
            {translate('app.siteAccess.remove')}
          </Box>
        }
        disableSort
        align="right"
        render={(entry) => <RemoveAccessButton entry={entry} envId={envId} />}
      />
    </DataTable>
  );
}
