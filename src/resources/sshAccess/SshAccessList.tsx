import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import { Chip } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { ExpiresField } from '../../components/ExpiresField';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { RemoveAccessButton } from '../sshKeys/RemoveAccessButton';
import type { AccessEntry } from '../sshKeys/sshKeys';
import { BulkRevokeButton } from './BulkRevokeButton';
import { sitePagePath } from './sshAccessPaths';
import { SiteCell } from './SiteCell';
import { sshAccessFilters } from './sshAccessFilters';
import { BulkListBar } from '../../components/bulk/BulkListBar';
import { selectColumn } from '../../components/bulk/selectColumn';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<AccessEntry>;

const mono = () => ({ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', wordBreak: 'break-all' }) as const;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * Spec 1 §2 /ssh-access: every temporary Support access across sites (GET admin/ssh-access), newest
 * first, searchable, by status, sortable by site, who, created and expiry; each revoked after a
 * confirmation, or several at once.
 */
export const SshAccessList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const status = (entry: AccessEntry) => translate(`app.siteAccess.status.${entry.status}`);
  return (
    <List
      filters={sshAccessFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={
        <EmptyState
          icon={<LockClockIcon />}
          title={translate('resources.ssh-access.empty')}
          text={translate('resources.ssh-access.invite')}
          action={<CreateButton variant="contained" />}
        />
      }
    >
      {isSmall ? (
        <SimpleList<AccessEntry>
          primaryText={(entry) => entry.site.title}
          secondaryText={(entry) => `${entry.customer ?? ''} · ${entry.fingerprint ?? ''}`}
          tertiaryText={status}
          linkType={(entry) => sitePagePath(entry.environmentId)}
        />
      ) : (
        <>
          <BulkListBar>
            <BulkRevokeButton />
          </BulkListBar>
          <DataTable<AccessEntry> rowClick={false} bulkActionButtons={false} sx={{ minWidth: 900 }}>
            <Col {...selectColumn((entry) => entry.site.title)} />
            <Col source="site" label="resources.ssh-access.fields.site" render={(entry) => <SiteCell entry={entry} />} />
            <Col source="fingerprint" label="resources.ssh-access.fields.fingerprint" disableSort cellSx={mono} />
            <Col source="customer" label="resources.ssh-access.fields.customer" />
            <Col source="createdAt" label="resources.ssh-access.fields.createdAt" cellSx={noWrap}>
              <MomentField source="createdAt" />
            </Col>
            <Col source="expires_at" label="resources.ssh-access.fields.expires_at" cellSx={noWrap}>
              <ExpiresField source="expires_at" />
            </Col>
            <Col
              source="status"
              label="resources.ssh-access.fields.status"
              disableSort
              render={(entry) => <Chip size="small" label={status(entry)} color={entry.status === 'active' ? 'success' : 'default'} />}
            />
            <Col
              label="resources.ssh-access.fields.revoke"
              disableSort
              align="right"
              render={(entry) => <RemoveAccessButton entry={entry} envId={entry.environmentId} />}
            />
          </DataTable>
        </>
      )}
    </List>
  );
};
