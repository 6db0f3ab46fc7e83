import { Chip } from '@mui/material';
import { PanelListActions } from '../../components/PanelListActions';
import { DataTable, List, NumberField, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { storageGb } from '../../rules/format';
import { RowLink } from '../../components/RowLink';

const Col = DataTable.Col;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** How many live Bolts use more than their plan allows; none shows as a quiet dash. */
const OverAllocatedField = () => {
  const account = useRecordContext();
  const translate = useTranslate();
  if (!account) return null;
  if (!account.overAllocatedBolts) return <>–</>;
  return <Chip size="small" color="error" label={translate('app.accounts.overCount', { smart_count: account.overAllocatedBolts })} />;
};

const allocationPath = (id: unknown) => `/accounts/${String(id)}/resource-allocation`;

/** /accounts (staff, spec 1 §2): customer accounts with what their live Bolts use; a row opens its resource allocation. */
export const AccountList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={filters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(account) => account.name}
          secondaryText={(account) => translate('app.accounts.summary', { bolts: account.bolts, sites: account.sites })}
          tertiaryText={(account) =>
            account.overAllocatedBolts ? translate('app.accounts.overCount', { smart_count: account.overAllocatedBolts }) : ''
          }
          linkType={(account) => allocationPath(account.id)}
        />
      ) : (
        <DataTable rowClick={(id) => allocationPath(id)} bulkActionButtons={false}>
          <Col source="name" render={(account) => <RowLink to={allocationPath(account.id)}>{account.name}</RowLink>} />
          <Col source="customerId" disableSort />
          <Col source="company" disableSort />
          <Col source="bolts" disableSort>
            <NumberField source="bolts" />
          </Col>
          <Col source="sites" disableSort>
            <NumberField source="sites" />
          </Col>
          <Col source="storageUsedMb" disableSort render={(account) => `${storageGb(account.storageUsedMb) ?? ''} GB`} />
          <Col source="overAllocatedBolts" disableSort>
            <OverAllocatedField />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
