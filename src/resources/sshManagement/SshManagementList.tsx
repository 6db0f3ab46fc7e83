import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { CreateButton, DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { SshKey } from '../sshKeys/sshKeys';
import { DeleteSupportKeyButton } from './DeleteSupportKeyButton';
import { supportKeyFilters } from './supportKeyFilters';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<SshKey>;

const mono = () => ({ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', wordBreak: 'break-all' }) as const;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** Spec 1 §2 /ssh-management: the provider's Support keys, newest first, searchable by name and fingerprint. */
export const SshManagementList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={supportKeyFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={
        <EmptyState
          icon={<KeyIcon />}
          title={translate('resources.ssh-management.empty')}
          text={translate('resources.ssh-management.invite')}
          action={<CreateButton variant="contained" />}
        />
      }
    >
      {isSmall ? (
        <SimpleList<SshKey>
          primaryText={(key) => key.title}
          secondaryText={(key) => key.fingerprint}
          tertiaryText={(key) => key.keyType}
          linkType={false}
        />
      ) : (
        <DataTable<SshKey> rowClick={false} bulkActionButtons={false}>
          <Col source="comment" label="resources.ssh-management.fields.title" render={(key) => key.title} />
          <Col source="fingerprint" label="resources.ssh-management.fields.fingerprint" disableSort cellSx={mono} />
          <Col source="keyType" label="resources.ssh-management.fields.keyType" cellSx={noWrap} />
          <Col source="keyLength" label="resources.ssh-management.fields.keyLength" disableSort />
          <Col source="createdAt" label="resources.ssh-management.fields.createdAt" cellSx={noWrap}>
            <MomentField source="createdAt" />
          </Col>
          <Col label="resources.ssh-management.fields.delete" disableSort align="right" render={(key) => <DeleteSupportKeyButton sshKey={key} />} />
        </DataTable>
      )}
    </List>
  );
};
