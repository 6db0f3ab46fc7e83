import { DataTable, DateField, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { LockdownBulkActions } from '../../components/bulk/LockdownBulkActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { ChoiceChip } from '../../components/ChoiceChip';
import { DATE_TIME } from '../../components/dates';
import { useIsSmall } from '../../components/useIsSmall';
import { lockdownFilters } from './lockdownFilters';

const Col = DataTable.Col;
const TYPE_COLORS = { soft: 'warning', hard: 'error' } as const;

export const LockdownList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={lockdownFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(lock) => lock.customer}
          secondaryText={(lock) => lock.reason}
          tertiaryText={(lock) => translate(`resources.lockdown.types.${lock.type}`)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<LockdownBulkActions />}>
          <Col source="customer" />
          <Col source="type">
            <ChoiceChip source="type" group="types" colors={TYPE_COLORS} />
          </Col>
          <Col source="reason" disableSort />
          <Col source="createdBy" disableSort />
          <Col source="createdAt">
            <DateField source="createdAt" showTime options={DATE_TIME} />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
