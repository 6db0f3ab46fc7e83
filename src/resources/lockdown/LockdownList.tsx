import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { LockdownBulkActions } from '../../components/bulk/LockdownBulkActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { ChoiceChip } from '../../components/ChoiceChip';
import { useIsSmall } from '../../components/useIsSmall';
import { lockdownFilters } from './lockdownFilters';
import { RecordRowLink } from '../../components/RecordRowLink';
import { BulkListBar } from '../../components/bulk/BulkListBar';
import { selectColumn } from '../../components/bulk/selectColumn';
import { MomentField } from '../../components/MomentField';

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
        <>
          <BulkListBar>
            <LockdownBulkActions />
          </BulkListBar>
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <Col {...selectColumn((lock) => lock.customer)} />
            <Col source="customer" render={() => <RecordRowLink<{ id: string; customer: string }> text={(lock) => lock.customer} />} />
            <Col source="type">
              <ChoiceChip source="type" group="types" colors={TYPE_COLORS} />
            </Col>
            <Col source="reason" disableSort />
            <Col source="createdBy" disableSort />
            <Col source="createdAt">
              <MomentField source="createdAt" />
            </Col>
          </DataTable>
        </>
      )}
    </List>
  );
};
